"""The replay viewer: a game watched again at the table, stepped by keys and mouse, from a seat or face up.

Frames going forward (animated, as the game drew them) and going back (at
once) are the same pixels; a seat's frames never show the opponent's hidden
cards (the swap test on frames); shared and bad files; --watch without a
display; the ways in from the title and the Big Reveal.
"""

import itertools
import json
import os
import subprocess
import sys

import pygame
import pytest

from game.cli import main
from game.engine import GameState, IllegalChoice
from game.engine.cards import HAND_ROUNDS
from game.engine.view import view
from game.session.workers import InlineRunner
from game.storage.records import RecordError, choice_from_json, load_record, replay, save_record
from game.storage.records_shared import open_watched, shared_folder
from game.storage.saves import SavedWheels
from game.ui import keymap
from game.ui.scenes.help import key_rows
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.replay_course import FACE_UP, Course
from game.ui.scenes.replay_list import WatchList
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.scenes.table_scene import TableScene
from game.ui.sound import Sounds
from game.ui.table.render import Decor
from game.ui.table.wheel import PLAIN_DIAL
from game.wheel.notebook import BLANK

from helpers.driving import click, key, open_from_title, run, title_app
from helpers.text_boxes import overlaps, text_boxes
from helpers.watching import DECK, a_finished_game, as_record, at_big_reveal, save_in_history, watched


def viewer_app(app, theme, game, mode=0, pace=8.0) -> ReplayViewer:
    scene = ReplayViewer(theme, Sounds(muted=True), game, mode, pace)
    app.stack.push(scene)
    run(app)
    return scene


def settle(app, scene) -> None:
    """Run the loop until nothing moves on the table."""
    for _ in range(500):
        app.run(0.05)
        if not scene.motion.active and not scene.log.stale(scene.view, scene.prepared):
            return
    raise AssertionError("the table never came to rest")


def pixels() -> bytes:
    return pygame.image.tobytes(pygame.display.get_surface(), "RGB")


def press(scene, name):
    return next(hit for hit in scene.hits if hit.target.key[0] == name).rect.center


@pytest.mark.parametrize("mode", [0, 1, FACE_UP])
def test_stepping_on_and_back_draws_the_same_frames(app, theme, mode):
    scene = viewer_app(app, theme, watched(a_finished_game()), mode)
    forward = [pixels()]
    while not scene.at_end:
        run(app, key(pygame.K_RIGHT))
        settle(app, scene)
        forward.append(pixels())
    backward = [pixels()]
    while scene.stop > 0:
        run(app, key(pygame.K_LEFT))
        settle(app, scene)
        backward.append(pixels())
    assert len(forward) == len(scene.course) > 10
    assert forward == backward[::-1]
    assert len(set(forward)) == len(forward), "every decision changes the table"


def test_each_stop_is_the_table_the_game_drew(app, theme):
    """The viewer composes the same table (felt, cards, log, wheel) as the table scene shown that view."""
    game = watched(a_finished_game(), wheels=SavedWheels((BLANK.strike(4), BLANK), ("off", "off")))
    scene = viewer_app(app, theme, game, mode=0)
    table = TableScene(theme, DECK, Sounds(muted=True), 0, names=game.names)
    table.decor = Decor(replaying=True)  # the banner names the next decision and glows for none
    surface = pygame.display.get_surface()
    for stop in range(len(scene.course)):
        scene.go(stop)
        scene.draw(surface)
        table.show(view(scene.course.stops[stop], 0))
        table.motion.clear()
        table.dial = scene.dial
        table.draw(pygame.Surface(surface.get_size()))
        assert pygame.image.tobytes(scene.frame, "RGB") == pygame.image.tobytes(table.frame, "RGB"), stop


@pytest.mark.parametrize("seat", [0, 1])
def test_a_seat_never_sees_the_opponents_hidden_cards(app, theme, seat):
    """The swap test on frames: two of the opponent's dealt cards change places in the record's deal; the table
    the seat watches (cards, log, wheel) stays identical until its view tells the two games apart, and face up
    shows the difference. (The buttons and the position line speak of the record's length, not of its cards.)"""
    record = as_record(a_finished_game(), stacked=True)
    original = Course(played(record))
    swapped_state = max((played(swap) for swap in swapped_deals(record, 1 - seat)),
                        key=lambda state: len(alike(original, Course(state), seat)))
    same = alike(original, Course(swapped_state), seat)
    assert len(same) >= 3
    assert original.view(0, FACE_UP) != Course(swapped_state).view(0, FACE_UP), "face up, the swapped cards show"
    players = ("you", "heuristic") if seat == 0 else ("heuristic", "you")
    frames = []
    for state in (played(record), swapped_state):
        scene = viewer_app(app, theme, watched(state, players), mode=seat)
        assert scene.mode == seat
        frames.append([])
        for stop in same:
            scene.go(stop)
            scene.draw(pygame.display.get_surface())
            frames[-1].append(pygame.image.tobytes(scene.frame, "RGB"))
        app.stack.pop()
    assert frames[0] == frames[1]


def swapped_deals(record, owner):
    """The record with two of `owner`'s dealt cards (hand or Suitcase) of different numbers exchanged, each way."""
    first, order = record.first_player, record.order
    dealt = [k for k in range(2 * HAND_ROUNDS) if (k % 2 == 0) == (first == owner)]
    dealt.append(2 * HAND_ROUNDS + (0 if first == owner else 1))
    for a, b in itertools.combinations(dealt, 2):
        if order[a] != order[b]:
            cards = list(order)
            cards[a], cards[b] = cards[b], cards[a]
            yield record.model_copy(update={"order": tuple(cards)})


def played(record):
    """The record's game as far as its steps stay legal (a swapped deal may make a later step illegal)."""
    state = GameState(record.deck.abilities(), record.variant, record.first_player, seed=0)
    state.apply(("deal", tuple(record.order)))
    for step in record.steps:
        try:
            state.apply(choice_from_json(step))
        except IllegalChoice:
            break
    return state


def alike(one, other, seat):
    """The stops, from the first, where `seat` sees the same in both courses."""
    return list(itertools.takewhile(lambda stop: one.view(stop, seat) == other.view(stop, seat),
                                    range(min(len(one), len(other)))))


def test_every_control_answers_keys(app, theme):
    scene = viewer_app(app, theme, watched(a_finished_game()))
    course = scene.course
    run(app, key(pygame.K_END))
    assert scene.at_end
    run(app, key(pygame.K_HOME))
    assert scene.stop == 0
    run(app, key(pygame.K_DOWN))
    assert course.turn(scene.stop) == course.turn(0) + 1
    run(app, key(pygame.K_3))
    assert course.turn(scene.stop) == 2 and course.turn(scene.stop - 1) < 2
    run(app, key(pygame.K_UP))
    assert course.turn(scene.stop) == 1 and course.turn(scene.stop - 1) < 1
    run(app, key(pygame.K_EQUALS), key(pygame.K_EQUALS))
    assert scene.pace == 8.0
    run(app, key(pygame.K_MINUS))
    assert scene.pace == 4.0
    at = scene.stop
    run(app, key(pygame.K_SPACE))
    assert scene.playing
    app.run(3)
    assert scene.stop > at + 2
    run(app, key(pygame.K_p))
    assert not scene.playing
    paused = scene.stop
    app.run(3)
    assert scene.stop == paused
    for mode in (1, FACE_UP, 0):
        run(app, key(pygame.K_v))
        assert scene.mode == mode and scene.view.viewer == (None if mode == FACE_UP else mode)
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is None


def test_every_control_answers_the_mouse(app, theme):
    scene = viewer_app(app, theme, watched(a_finished_game()))
    run(app, *click(press(scene, "end")))
    assert scene.at_end
    run(app, *click(press(scene, "start")))
    assert scene.stop == 0
    run(app, *click(press(scene, "on")))
    settle(app, scene)
    assert scene.stop == 1
    run(app, *click(press(scene, "back")))
    assert scene.stop == 0
    pip = next(hit for hit in scene.hits if hit.target.key == ("turn", 4))
    run(app, *click(pip.rect.center))
    assert scene.course.turn(scene.stop) == 4
    run(app, *click(press(scene, "pace")))
    assert scene.pace == 0.5, "the fastest pace wraps round to the slowest"
    run(app, *click(press(scene, "play")))
    assert scene.playing
    run(app, *click(press(scene, "play")))
    assert not scene.playing
    run(app, *click(press(scene, "view")))
    assert scene.mode == 1
    run(app, *click(press(scene, "help")))
    assert type(app.stack.top).__name__ == "HelpOverlay"
    run(app, key(pygame.K_ESCAPE))
    run(app, *click(press(scene, "leave")))
    assert app.stack.top is None


def test_a_seat_shows_its_saved_marks_and_the_assistant_for_a_plain_record(app, theme):
    marked = SavedWheels((BLANK.strike(7), BLANK), ("off", "off"))
    scene = viewer_app(app, theme, watched(a_finished_game(), wheels=marked))
    assert scene.dial.struck == (7,) and scene.wheels.levels == ["off", "facts"]
    plain = viewer_app(app, theme, watched(a_finished_game()))
    assert plain.wheels.levels == ["facts", "facts"]
    plain.set_mode(FACE_UP)
    assert plain.dial == PLAIN_DIAL, "face up, no one's wheel is shown"


def test_sharing_writes_a_clear_record_that_replays_to_the_same_end(app, theme):
    state = a_finished_game()
    scene = viewer_app(app, theme, watched(state))
    run(app, key(pygame.K_s))
    run(app, key(pygame.K_s))
    files = sorted(shared_folder().glob("*.json"))
    assert len(files) == 2, "a second share never overwrites the first"
    assert all(path.name.startswith("classified-info-") and "you-vs-heuristic" in path.name for path in files)
    assert str(files[-1]) in scene.note[1] or str(files[0]) in scene.note[1]
    for path in files:
        assert replay(load_record(path)).result == state.result
        assert open_watched(path).state.result == state.result


def test_the_title_lists_finished_and_shared_games_and_opens_them(theme, screen):
    state = a_finished_game()
    save_in_history(state, SavedWheels((BLANK.strike(3), BLANK), ("off", "off")))
    bad = shared_folder() / "torn.json"
    bad.write_text('{"format": "classified-info-record", "version": 1, "deck": ')
    app, title = title_app(theme)
    open_from_title(app, title, "Replays", by_mouse=False)
    listing = app.stack.top
    assert isinstance(listing, WatchList) and len(listing.games) == 2
    torn = [game.path for game in listing.games].index(bad)
    run(app, *click(listing.rows[torn].center))
    assert app.stack.top is listing
    assert "torn.json" in listing.problem and "not valid JSON" in listing.problem
    assert bad.read_text() == '{"format": "classified-info-record", "version": 1, "deck": '
    run(app, key(pygame.K_UP) if torn else key(pygame.K_DOWN), key(pygame.K_RETURN))
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer) and viewer.dial.struck == (3,)
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is listing
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is title


def test_the_big_reveal_offers_to_watch_the_game_again(app, theme):
    reveal, session = at_big_reveal(app, theme, InlineRunner(), 5)
    scene = app.stack.scenes[-2]
    labels = [item.text() for item in reveal.menu.items]
    run(app, *click(reveal.menu.rects[labels.index("Replay")].center))
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer) and viewer.stop == 0 and viewer.mode == 0
    assert viewer.course.stops[-1].result == session.state.result
    run(app, key(pygame.K_ESCAPE))
    run(app)
    assert isinstance(app.stack.top, BigReveal) and app.stack.scenes[-2] is scene


def test_the_f1_page_lists_the_viewers_keys_each_bound_once():
    rows = key_rows()
    seen = set()
    for binding in keymap.REPLAY_BINDINGS:
        assert (binding.names, binding.meaning) in rows
        for k in binding.keys:
            assert (k, binding.shift, binding.ctrl) not in seen, f"{pygame.key.name(k)} is bound twice"
            seen.add((k, binding.shift, binding.ctrl))
    assert keymap.turn_of(key(pygame.K_0)) == 10 and keymap.turn_of(key(pygame.K_KP7)) == 7


def test_watch_refuses_a_bad_record_in_one_paragraph_and_leaves_it(tmp_path, capsys):
    path = tmp_path / "game.json"
    record = as_record(a_finished_game())
    save_record(path, record)
    data = json.loads(path.read_text())
    data["steps"][5] = {"kind": "deploy", "hand": 9}
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    assert main(["replay", str(path), "--watch"]) == 1
    err = capsys.readouterr().err
    assert "step 6" in err and str(path) in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before


def test_watch_without_a_display_says_so_and_exits_1(tmp_path):
    path = tmp_path / "game.json"
    save_record(path, as_record(a_finished_game()))
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(CLASSIFIED_INFO_HOME=str(tmp_path), SDL_AUDIODRIVER="dummy", PYTHONPATH=os.pathsep.join(sys.path))
    result = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--watch"], capture_output=True,
                            text=True, timeout=60, env=env)
    assert result.returncode == 1
    assert "no display was found" in result.stderr and "--watch" in result.stderr
    assert "Traceback" not in result.stderr


def test_watch_and_json_go_not_together():
    with pytest.raises(SystemExit) as exited:
        main(["replay", "x.json", "--watch", "--json"])
    assert exited.value.code == 2


def test_a_game_under_way_shows_only_the_persons_own_seat_up_to_where_it_stops(app, theme, tmp_path):
    record = as_record(a_finished_game(), ("heuristic", "you"))
    path = tmp_path / "game.json"
    save_record(path, record.model_copy(update={"steps": record.steps[:8]}))
    scene = viewer_app(app, theme, open_watched(path))
    assert scene.mode == 1
    run(app, key(pygame.K_END))
    assert scene.at_end and scene.course.stops[-1].result is None
    assert len(scene.course.stops[-1].history) == 8
    run(app, key(pygame.K_v), key(pygame.K_v), key(pygame.K_s))
    assert scene.mode == 1 and scene.view.viewer == 1, "no other eyes while the game is under way"
    assert scene.note is None and list(shared_folder().glob("*")) == []
    assert not next(hit for hit in scene.hits if hit.target.key == ("view",)).target.legal


def test_a_game_under_way_between_two_others_is_not_watched(tmp_path):
    record = as_record(a_finished_game(), ("Ann", "Bo"))
    path = tmp_path / "game.json"
    save_record(path, record.model_copy(update={"steps": record.steps[:8]}))
    with pytest.raises(RecordError, match="not over yet"):
        open_watched(path)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("mode", [0, FACE_UP])
def test_the_viewers_own_words_fit_and_cover_nothing(screen, theme, monkeypatch, size, mode):
    """The buttons, the position line and the wheel's caption: inside the window, whole, and over no other text."""
    pygame.display.set_mode(size)
    scene = ReplayViewer(theme, Sounds(muted=True), watched(a_finished_game()), mode)
    scene.go(6)
    transport, left, right = scene.controls()
    own = {target.label for target in transport + left + right}
    boxes = text_boxes(theme, scene.draw, size, monkeypatch)
    drawn = {text for _, text in boxes}
    assert own <= drawn, f"cut short: {own - drawn}"
    mine = [(box, text) for box, text in boxes if text in own or text.startswith("Turn ")
            or "assistant" in text]
    others = [(box, text) for box, text in boxes if (box, text) not in mine]
    assert len(mine) > len(own)
    assert all(pygame.Rect((0, 0), size).contains(box) for box, _ in mine)
    assert overlaps(mine) == []
    assert [(a, b) for a, ra in [(t, r) for r, t in mine] for b, rb in [(t, r) for r, t in others]
            if ra.colliderect(rb)] == []


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_list_of_games_fits(screen, theme, monkeypatch, size):
    for n in range(30):
        save_in_history(a_finished_game(), name=f"game-{n:02}.json")
    (shared_folder() / "torn.json").write_text("{")
    listing = WatchList(theme, lambda game: None)
    listing.problem = "x " * 200
    boxes = text_boxes(theme, listing.draw, size, monkeypatch)
    assert pygame.Rect((0, 0), size).contains(boxes[0][0])
    assert all(pygame.Rect((0, 0), size).contains(box) for box, _ in boxes)
    assert overlaps(boxes) == []


def test_a_share_the_disk_refuses_is_said_and_changes_nothing(app, theme, monkeypatch):
    def refuse(game):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr("game.ui.scenes.replay_viewer.share", refuse)
    scene = viewer_app(app, theme, watched(a_finished_game()))
    run(app, key(pygame.K_s))
    assert "could not be saved to share" in scene.note[0] and "Permission denied" in scene.note[0]
    assert list(shared_folder().glob("*")) == []
    run(app, key(pygame.K_RIGHT))
    assert scene.note is None


def test_a_long_list_scrolls_to_the_game_chosen(app, theme):
    state = a_finished_game()
    for n in range(30):
        save_in_history(state, name=f"game-{n:02}.json")
    listing = WatchList(theme, lambda game: ReplayViewer(theme, Sounds(muted=True), game))
    app.stack.push(listing)
    run(app)
    assert listing.pane.offset == 0
    run(app, key(pygame.K_UP))
    assert listing.selected == 29 and listing.pane.offset == listing.pane.max_offset > 0
    run(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, ReplayViewer) and app.stack.top.watched.path == listing.games[29].path
