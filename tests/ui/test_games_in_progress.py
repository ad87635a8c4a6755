"""Games in progress: the title reaches every game left unfinished, each continues exactly where it was,
Delete asks first, a save that cannot be read is set aside and said, and a new game past the limit says
which game it deleted (the pause menu says so before)."""

import pygame
import pytest

from game.decks.deck import load_ready_deck
from game.decks.specs import deck_source
from game.engine.cards import NUM
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage import notices
from game.storage.in_progress import KEPT_IN_PROGRESS
from game.storage.saves import games_in_progress, read_save
from game.storage.settings import Settings
from game.ui.scenes.games_in_progress import GamesInProgress
from game.ui.scenes.overlays import MenuOverlay
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds

from helpers.drawn_text import drawn_lines
from helpers.driving import click, key, run
from helpers.in_progress import a_game_left, a_match_left


@pytest.fixture(autouse=True)
def no_notices_left():
    notices.take()
    yield
    notices.take()


def table(theme, saved=None, seed=21) -> PlayScene:
    return PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                     starter(deck_source("citrine"), "standard", "random", seed), InlineRunner(),
                     save=lambda s: None, saved=saved)


def title_at(app, theme) -> TitleScene:
    title = TitleScene(theme, Sounds(muted=True), lambda: table(theme), continue_game=lambda: None,
                       seat_saved=lambda resumed: table(theme, saved=resumed))
    app.stack.push(title)
    run(app)
    return title


def labels(scene) -> list[str]:
    return [item.text() for item in scene.menu.items]


def snapshot(state):
    return state.snapshot(with_generator=False)


def test_the_title_lists_the_games_in_progress_once_more_than_one_could_be_continued(app, theme):
    a_game_left(4, 9, hours=0)
    title = title_at(app, theme)
    assert labels(title)[0] == "Continue"
    assert not any(label.startswith("Games in progress") for label in labels(title)), "Continue reaches the one"
    a_game_left(5, 9, hours=1)
    title.dirty = True  # shown again, as when a table is left
    run(app)
    assert labels(title)[:2] == ["Continue", "Games in progress (2)"]
    run(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
    listing = app.stack.top
    assert isinstance(listing, GamesInProgress) and len(listing.games) == 2


def test_each_game_in_the_list_continues_exactly_where_it_was_left(app, theme):
    older = a_game_left(4, 9, hours=0)
    newer = a_match_left(6, 6, hours=1)
    states = {path: snapshot(read_save(path).state) for path in (older, newer)}
    title = title_at(app, theme)
    title.menu.items[1].action()
    run(app)
    listing = app.stack.top
    assert [resumed.path for resumed, _ in listing.games] == [newer, older], "the last played first"
    run(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
    at_table = app.stack.top
    assert isinstance(at_table, PlayScene) and app.stack.scenes == [title, at_table], "the list gives way"
    assert snapshot(at_table.session.state) == states[older] and at_table.match is None
    assert at_table.keeper.autosave.path == older, "it goes on in its own save"

    at_table.commands.leave()
    title.menu.items[1].action()
    run(app)
    listing = app.stack.top
    row = next(i for i, (resumed, _) in enumerate(listing.games) if resumed.path == newer)
    run(app, *click(listing.rows[row].midleft))
    at_table = app.stack.top
    assert isinstance(at_table, PlayScene) and at_table.match is not None
    assert snapshot(at_table.session.state) == states[newer] and at_table.keeper.autosave.path == newer
    assert sorted(games_in_progress()) == sorted([older, newer]), "continuing copies nothing"


def test_delete_asks_first_keep_it_keeps_and_delete_it_deletes(app, theme):
    older = a_game_left(4, 9, "expert", hours=0)
    newer = a_game_left(5, 9, hours=1)
    listing = GamesInProgress(theme, lambda resumed: table(theme, saved=resumed))
    app.stack.push(listing)
    run(app, key(pygame.K_DOWN), key(pygame.K_DELETE))
    question = app.stack.top
    assert isinstance(question, MenuOverlay) and question.title == "Delete this game for good?"
    assert labels(question) == ["Keep it", "Delete it"] and listing.selected == 1
    run(app, key(pygame.K_RETURN))
    assert app.stack.top is listing and older.exists() and len(listing.games) == 2

    run(app, *click(listing.deletes[1].center))
    assert isinstance(app.stack.top, MenuOverlay)
    run(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
    assert app.stack.top is listing and not older.exists() and newer.exists()
    assert [resumed.path for resumed, _ in listing.games] == [newer]
    assert listing.note.startswith("Deleted: Against Expert · Citrine")


def test_a_save_that_cannot_be_read_is_set_aside_when_listed_and_said_under_the_list(app, theme):
    good = a_game_left(4, 9, hours=1)
    bad = good.with_name("game-20200101-000000-1.json")
    bad.write_text("{torn")
    listing = GamesInProgress(theme, lambda resumed: table(theme, saved=resumed))
    app.stack.push(listing)
    run(app)
    assert [resumed.path for resumed, _ in listing.games] == [good]
    aside = bad.with_name(f"{bad.name}.bad-1")
    assert aside.read_text() == "{torn" and aside.name in listing.note


def test_a_hotseat_game_in_the_list_shows_nothing_of_either_hand(app, theme, monkeypatch):
    deck = load_ready_deck("citrine")
    for seed in range(10, 14):
        a_game_left(seed, 9, None, names=("Ann", "Bob"), hours=seed)
    listing = GamesInProgress(theme, lambda resumed: table(theme, saved=resumed))
    app.stack.push(listing)
    shown = " ".join(drawn_lines(theme, monkeypatch, lambda: listing.draw(pygame.display.get_surface())))
    assert shown.count("Ann and Bob, one screen") == 4
    for resumed, _ in listing.games:
        state = resumed.state
        hidden = {deck.card(NUM[c]).name for c in [*state.hands[0], *state.hands[1], *state.suitcase] if c >= 0}
        assert hidden and not [name for name in hidden if name in shown]


def test_the_pause_menu_says_when_a_new_game_lets_the_oldest_go_and_the_table_says_which(app, theme):
    for n in range(KEPT_IN_PROGRESS - 2):
        a_game_left(30 + n, 5, "easy", hours=n)
    scene = table(theme)
    app.stack.push(scene)
    run(app)
    scene.open_menu()
    assert "New game (this one is saved)" in labels(app.stack.top)
    scene.commands.close_overlays()
    oldest = a_game_left(29, 5, "normal", hours=-1)
    scene.open_menu()
    assert "New game (saved; the oldest goes)" in labels(app.stack.top)
    scene.commands.new_game()
    run(app)
    assert not oldest.exists() and len(games_in_progress()) == KEPT_IN_PROGRESS
    assert "the one played longest ago was deleted: Against Normal · Citrine" in (scene.notice or "")
