"""Learn to play: the guided game from the title to the Big Reveal by posted events, its tips, its
narrowed choices, skipping, resuming, its own save and the tips setting."""

import pickle

import pygame
import pytest

from game.decks.deck import load_ready_deck
from game.engine.view import view
from game.session.workers import InlineRunner
from game.storage.saves import games_in_progress
from game.storage.settings import Settings
from game.storage.statistics import stats_path
from game.tutorial.lessons import LESSONS, SHEET_TIP
from game.tutorial.progress import tutorial_path
from game.tutorial.scripted_bot import ScriptedBot
from game.tutorial.tips import TIPS, due_tips
from game.ui.app import App
from game.ui.scenes.overlays import MenuOverlay
from game.ui.scenes.title import TitleScene
from game.ui.scenes.tutorial import GuidedSheet, TutorialReveal, TutorialScene, learn_to_play, tutorial_game
from game.ui.sound import Sounds
from game.ui.widgets.targets import CONFIRM

from helpers.clock import FakeClock
from helpers.driving import click, key, open_from_title, run
from helpers.scripted import RUBY, game, play_card
from helpers.tutorial import follow, settle

DECK = load_ready_deck("citrine")
PLAYS = {"deploy": "Deploy", "enlist_guard": "Enlist as Guard", "enlist_assassin": "Enlist as Assassin",
         "encrypt": "Encrypt"}
PLACES = {"suitcase": "Suitcase", "wheel": "Cypher Wheel", "guard": "Guard", "ep": "Extra Protection",
          "pile": "Draw Deck", "table": "play freely"}


def tutorial(app, theme, **settings) -> TutorialScene:
    scene = TutorialScene(theme, Sounds(muted=True), Settings(animation_speed=20, **settings), InlineRunner(),
                          save=lambda s: None)
    app.stack.push(scene)
    return scene


def named(text: str, target: tuple, hand: tuple[int, ...] | None) -> str:
    """What a tip pointing at `target` must name."""
    kind = target[0]
    if kind == "hand":
        return DECK.card(hand[target[1]]).name
    if kind == "button":
        return "Confirm" if target == CONFIRM else PLAYS[target[1]]
    if kind == "number":
        return f"Name {target[1]}"
    if kind == "guard":
        return "Guard"
    if kind == "sheet":
        return "Code under 1"
    return PLACES[target[1]]


def test_learn_to_play_from_the_title_to_a_won_big_reveal_by_clicks_alone(screen, theme):
    pygame.event.clear()
    app = App(FakeClock())
    scenes = []

    def learn():
        scenes.append(TutorialScene(theme, Sounds(muted=True), Settings(animation_speed=20), InlineRunner(),
                                    save=lambda s: None))
        return scenes[-1]

    title = TitleScene(theme, Sounds(muted=True), learn=learn)
    app.stack.push(title)
    run(app)
    open_from_title(app, title, "Learn to play", by_mouse=True)
    scene = scenes[0]
    tips = []
    reveal = follow(app, scene, tips)
    assert isinstance(reveal, TutorialReveal)
    result = reveal.view.result
    assert result.winner == 0 and result.reason == "unguarded_match" and result.matches == (True, False)
    assert result.final_numbers[0] == 7
    guided = [tip for tip in tips if tip.target is not None]
    assert len(guided) == len(tips) == 30
    assert not tutorial_path().exists() and not games_in_progress() and not stats_path().exists()


def test_each_tip_names_the_card_or_place_it_points_at(app, theme):
    scene = tutorial(app, theme)
    tips = []
    follow(app, scene, tips)
    for tip in tips:
        assert named(tip.text, tip.target, tip.hand) in tip.text, tip
    assert [t.text for t in tips].count(SHEET_TIP) == 1
    assert all(lesson.tips for lesson in LESSONS)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_tip_fits_the_window_and_leaves_its_target_in_view(theme, size):
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode(size)
    pygame.event.clear()
    app = App(FakeClock())
    scene = tutorial(app, theme)
    tips = []
    reveal = follow(app, scene, tips)
    window = surface.get_rect()
    reveal.draw(surface)
    assert window.contains(reveal.tip_box) and reveal.tip_box.bottom < min(r.top for r in reveal.menu.rects)
    for tip in tips:
        if tip.box is None:
            continue
        assert window.contains(tip.box), tip
        if tip.near is not None:
            assert not tip.box.colliderect(tip.near), tip
    pygame.display.quit()


def test_only_the_taught_choice_can_be_clicked(app, theme):
    scene = tutorial(app, theme)
    settle(app, scene)
    assert scene.guide.lesson()[1].kind == "explain"
    assert not [h for h in scene.ready.hits if h.target.legal]  # nothing to play until the Suitcase is explained
    app.stack.top.handle_event(key(pygame.K_RETURN))
    settle(app, scene)
    hand = scene.view.sides[0].hand
    legal = [h.target.key for h in scene.ready.hits if h.target.legal]
    assert legal == [("hand", hand.index(1))]
    other = next(h for h in scene.ready.hits if h.target.key == ("hand", hand.index(3)))
    for event in click(other.rect.center):
        pygame.event.post(event)
    app.run(0.05)
    assert scene.ready.prompt.picks == [] and len(scene.session.state.history) == 1
    run(app, key(pygame.K_h))
    assert scene.hints.job is None and scene.hints.hint is None  # the tip is the hint in a lesson


def test_skipping_from_the_menu_frees_every_option_and_hands_their_side_to_easy(app, theme):
    scene = tutorial(app, theme)
    settle(app, scene)
    run(app, key(pygame.K_ESCAPE))
    menu = app.stack.top
    assert isinstance(menu, MenuOverlay)
    labels = [item.text() for item in menu.menu.items]
    run(app, *click(menu.menu.rects[labels.index("Skip the lessons: play on freely")].center))
    settle_free(app, scene)
    assert scene.guide.lesson() is None and not scene.guide.guided and not scene.session.bot.guided
    assert {h.target.key for h in scene.ready.hits if h.target.legal} >= {("hand", 0), ("hand", 1), ("hand", 2)}


def settle_free(app, scene, limit=5.0):
    end = app.clock.now() + limit
    while app.clock.now() < end:
        app.run(0.01)
        if app.stack.top is scene and scene.ready is not None and scene.ready.hits:
            return
    raise AssertionError("the table never asked anything")


def test_a_tutorial_left_midway_resumes_where_it_was_kept_apart_from_saved_games(app, theme):
    scene = tutorial(app, theme)
    tips = []
    with pytest.raises(AssertionError):
        follow(app, scene, tips, limit=7)  # to the Cypher Wheel lesson, then stop
    history = list(scene.session.state.history)
    lesson = scene.guide.lesson()
    assert lesson[1].kind == "wheel" and tutorial_path().exists()
    assert not games_in_progress()
    while app.stack.top is not scene:
        app.stack.pop()
    app.stack.pop()
    again = learn_to_play(theme, Sounds(muted=True), Settings(animation_speed=20), InlineRunner())
    app.stack.push(again)
    app.run(0.05)
    assert again.session.state.history == history and again.guide.lesson() == lesson
    assert again.guide.dismissed == scene.guide.dismissed
    reveal = follow(app, again, [])
    assert reveal.view.result.winner == 0


def test_with_tips_off_no_tip_is_told_and_the_lessons_still_win(app, theme):
    scene = tutorial(app, theme, tips=False)
    tips = []
    reveal = follow(app, scene, tips)
    told = [tip.text for tip in tips if tip.target and tip.target[0] == "place" and tip.target[1] in ("ep", "pile")]
    assert told == [] and reveal.view.result.winner == 0


def test_the_tips_told_once_are_due_once_each():
    react = game(([3, 1], [5, 9]), (2, 7), draw=[4, 8, 6, 6, 2], deck=RUBY)
    play_card(react, "encrypt", 4)
    play_card(react, "enlist_guard", 5)
    play_card(react, "enlist_assassin", 3, 0)  # 3's Code shares 4 with the Guard's: Bullet Proof Vest is offered
    defender = view(react, 1)
    assert [tip.key for tip in due_tips(defender, ())][:1] == ["react"]
    assert "react" not in [tip.key for tip in due_tips(defender, ("react",))]
    fresh = view(tutorial_game().state, 0)
    assert due_tips(fresh, ()) == []
    assert {tip.key for tip in TIPS} == {"react", "tuck", "last_card"}


def test_the_scripted_opponent_plays_from_its_own_view_and_falls_back_to_easy():
    session = tutorial_game()
    state = session.state
    state.apply(("deploy", 0))
    state.apply(("number", 3))
    bot = ScriptedBot(1)
    seen = view(state, 1)
    assert bot.choose(seen) == ("enlist_guard", seen.sides[1].hand.index(4))
    free = ScriptedBot(1, guided=False)
    assert free.choose(seen) in seen.options()
    again = pickle.loads(pickle.dumps(bot))  # it thinks in the worker process, like every bot
    assert again.choose(seen) == bot.choose(seen)


def test_the_whole_tutorial_by_keyboard_alone(app, theme):
    scene = tutorial(app, theme)
    for _ in range(120):
        settle(app, scene)
        top = app.stack.top
        if isinstance(top, TutorialReveal):
            break
        if isinstance(top, GuidedSheet):
            for n in (1, 2, 3, 4, 5):
                run(app, key(pygame.K_0 + n), key(pygame.K_s))
            continue
        lesson = scene.guide.lesson()
        if scene.ready is not None and scene.ready.confirm is None and lesson and lesson[1].kind == "name_number":
            run(app, key(pygame.K_0 + lesson[1].rest[0]))
        elif lesson is not None and lesson[1].kind == "wheel":
            run(app, key(pygame.K_w))
        else:
            run(app, key(pygame.K_RETURN))
    assert isinstance(app.stack.top, TutorialReveal) and app.stack.top.view.result.winner == 0


def test_a_tutorial_save_that_cannot_be_read_is_moved_aside_and_the_lesson_starts_afresh(app, theme):
    path = tutorial_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    scene = learn_to_play(theme, Sounds(muted=True), Settings(animation_speed=20), InlineRunner())
    assert scene.notice is not None and "tutorial.json.bad-1" in scene.notice
    assert path.with_name("tutorial.json.bad-1").read_text() == "{not json"
    assert scene.session.state.history == [("deal", tutorial_game().state.history[0][1])]


def test_the_menu_turns_the_tips_off_and_saves_the_setting(app, theme):
    saved = []
    scene = TutorialScene(theme, Sounds(muted=True), Settings(animation_speed=20), InlineRunner(), save=saved.append)
    app.stack.push(scene)
    settle(app, scene)
    run(app, key(pygame.K_ESCAPE))
    menu = app.stack.top
    labels = [item.text() for item in menu.menu.items]
    run(app, *click(menu.menu.rects[labels.index("Tips: on")].center))
    assert not scene.settings.tips and saved[-1].tips is False
    assert "Tips: off" in [item.text() for item in menu.menu.items]


def test_a_tutorial_save_that_cannot_be_seated_is_moved_aside_and_the_lesson_starts_afresh(app, theme):
    import json

    scene = TutorialScene(theme, Sounds(muted=True), Settings(animation_speed=20), InlineRunner())
    scene.keep()
    path = tutorial_path()
    data = json.loads(path.read_text())
    data["game"]["opponent"] = "nobody"  # reads and replays, but no such computer player can be seated
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    try:
        scene = learn_to_play(theme, Sounds(muted=True), Settings(animation_speed=20), InlineRunner())
    except ValueError as error:
        scene = error
    assert isinstance(scene, TutorialScene), f"Learn to play crashed: {scene!r}"
    assert "tutorial.json.bad-1" in scene.notice
    assert path.with_name("tutorial.json.bad-1").read_bytes() == before
    assert scene.session.state.history == [("deal", tutorial_game().state.history[0][1])]
