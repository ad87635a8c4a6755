"""Playing at the table through pygame events only: whole games by mouse and by keyboard,
drags, the confirm prompt, undo, the log, the menu and the Big Reveal."""

import random

import pygame
import pytest

from game.decks.deck import load_ready_deck
from game.decks.specs import deck_source
from game.engine.view import view
from game.session.game_session import GameSession
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.scenes.overlays import BigReveal, MenuOverlay
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds
from game.ui.widgets.targets import CONFIRM

from helpers.positions import play_until

DECK = load_ready_deck("citrine")


def table(app, theme, session=None, seed=11, saved=None, deck="citrine", variant="standard",
          **settings) -> PlayScene:
    start = (lambda: session) if session is not None else starter(deck_source(deck), variant, "heuristic", seed)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20, **settings), start,
                      InlineRunner(), save=(saved.append if saved is not None else lambda s: None))
    app.stack.push(scene)
    return scene


def post(*events) -> None:
    for event in events:
        pygame.event.post(event)


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(pos):
    return (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def settle(app, scene, limit=5.0) -> None:
    """Run the loop until the human may act on a drawn decision, or the Big Reveal is up."""
    end = app.clock.now() + limit
    while app.clock.now() < end:
        app.run(0.01)
        if isinstance(app.stack.top, BigReveal):
            return
        if app.stack.top is scene and scene.ready is not None and scene.ready.hits:
            return
    raise AssertionError("the table never asked the player anything")


def hit(scene, key):
    return next(h for h in scene.ready.hits if h.target.key == key)


def legal_hits(scene):
    return [h for h in scene.ready.hits if h.target.legal and h.target.tab]


@pytest.mark.parametrize("deck, variant", [("citrine", "standard"), ("mixed:recrecrec", "strategic")])
def test_a_whole_game_by_mouse_alone(app, theme, deck, variant):
    scene = table(app, theme, seed=11, deck=deck, variant=variant)
    rng = random.Random(1)
    clicks = 0
    for clicks in range(600):
        settle(app, scene)
        if isinstance(app.stack.top, BigReveal):
            break
        ready = scene.ready
        spot = hit(scene, CONFIRM) if ready.confirm is not None else rng.choice(legal_hits(scene))
        post(*click(spot.rect.center))
        app.run(0.01)
    reveal = app.stack.top
    assert isinstance(reveal, BigReveal) and reveal.view.result is not None
    assert scene.session.over and scene.session.state.result.as_tuple() == tuple(
        getattr(reveal.view.result, name) for name in reveal.view.result.__slots__)
    assert clicks > 20


def test_a_whole_game_by_keyboard_alone(app, theme):
    scene = table(app, theme, seed=12)
    rng = random.Random(2)
    for _ in range(900):
        settle(app, scene)
        if isinstance(app.stack.top, BigReveal):
            break
        ready = scene.ready
        if ready.confirm is not None:
            post(key(rng.choice((pygame.K_y, pygame.K_RETURN))))
        else:
            post(*[key(pygame.K_TAB)] * rng.randint(1, len(ready.step.cycle())), key(pygame.K_RETURN))
        app.run(0.01)
    assert isinstance(app.stack.top, BigReveal)
    post(key(pygame.K_RETURN))  # Play again
    settle(app, scene)
    assert app.stack.top is scene and not scene.session.over


def human_action(state_predicate=lambda s: True):
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0
                       and s.pending.kind == "action" and state_predicate(s))
    return GameSession.at(state, DECK, seed=3)


def test_a_card_dragged_onto_the_encrypted_pile_is_encrypted_after_confirming(app, theme):
    session = human_action()
    scene = table(app, theme, session)
    settle(app, scene)
    steps = len(session.state.history)
    start = hit(scene, ("hand", 0)).rect.center
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for step in range(1, 6):
        post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 20 * step), rel=(0, -20),
                                buttons=(1, 0, 0)))
    app.run(0.05)
    assert scene.ready.dragged_hand() == 0
    target = hit(scene, ("pile", "encrypted")).rect.center
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1))
    app.run(0.05)
    assert scene.ready.confirm == ("encrypt", 0)
    post(key(pygame.K_y))
    app.run(0.05)
    assert session.state.history[steps] == ("encrypt", 0)


def test_escape_and_n_back_out_without_playing(app, theme):
    session = human_action()
    scene = table(app, theme, session)
    settle(app, scene)
    steps = len(session.state.history)
    post(*click(hit(scene, ("hand", 0)).rect.center))
    settle(app, scene)
    assert scene.decor.raised == (0,)
    post(*click(hit(scene, ("button", "deploy")).rect.center))
    settle(app, scene)
    assert scene.ready.confirm == ("deploy", 0)
    post(key(pygame.K_n))
    settle(app, scene)
    assert scene.ready.confirm is None and scene.decor.raised == (0,)
    post(key(pygame.K_ESCAPE))
    settle(app, scene)
    assert scene.decor.raised == () and len(session.state.history) == steps
    post(key(pygame.K_ESCAPE))
    app.run(0.05)
    assert isinstance(app.stack.top, MenuOverlay), "Escape with nothing to back out of opens the menu"


def test_plays_go_through_without_asking_when_confirmation_is_off(app, theme):
    session = human_action()
    scene = table(app, theme, session, confirm_plays=False)
    settle(app, scene)
    post(*click(hit(scene, ("hand", 0)).rect.center))
    settle(app, scene)
    post(*click(hit(scene, ("button", "encrypt")).rect.center))
    app.run(0.05)
    assert ("encrypt", 0) in session.state.history


def test_undo_takes_back_a_scavenge_pick(app, theme):
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
                       and len(s.discard) >= 2 and any(c // 2 + 1 == 5 for c in s.hands[0]))
    session = GameSession.at(state, DECK, seed=3)
    scene = table(app, theme, session)
    settle(app, scene)
    i = view(state, 0).sides[0].hand.index(5)
    post(*click(hit(scene, ("hand", i)).rect.center))
    settle(app, scene)
    post(*click(hit(scene, ("button", "deploy")).rect.center))
    settle(app, scene)
    post(key(pygame.K_y))
    settle(app, scene)
    assert session.state.pending.kind == "discard_pile"
    post(*click(hit(scene, ("card", 0)).rect.center))
    settle(app, scene)
    assert session.state.pending.kind == "hand_card" and session.can_undo
    post(key(pygame.K_u))
    settle(app, scene)
    assert session.state.pending.kind == "discard_pile"
    post(key(pygame.K_z, pygame.KMOD_LCTRL))
    settle(app, scene)
    assert session.state.pending.kind == "action" and not session.can_undo


def test_a_number_is_named_on_the_ring_with_its_digit_key(app, theme):
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0
                       and s.pending.kind == "name_number" and s.pending.source == "fortune_teller")
    session = GameSession.at(state, DECK, seed=3)
    scene = table(app, theme, session)
    settle(app, scene)
    assert {h.target.key for h in scene.ready.hits} >= {("number", n) for n in range(1, 10)}
    post(key(pygame.K_4))
    settle(app, scene)
    assert scene.ready.confirm == ("number", 4)
    post(key(pygame.K_RETURN))
    settle(app, scene)
    assert ("number", 4) in session.state.history


def test_the_hint_shows_a_reason_and_a_chance(app, theme):
    scene = table(app, theme, human_action())
    settle(app, scene)
    post(key(pygame.K_h))
    settle(app, scene)
    app.run(0.05)
    assert scene.hints.hint is not None and 1 <= len(scene.hints.hint.options) <= 3
    assert all(o.reason and 0 <= o.win_chance <= 1 for o in scene.hints.hint.options)


def test_clicking_a_log_line_outlines_the_cards_it_is_about(app, theme):
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
                       and any(e[1] == "enlist_guard" for e in s.events[-8:]))
    scene = table(app, theme, GameSession.at(state, DECK, seed=3))
    settle(app, scene)
    row, event = next((r, e) for r, e in scene.log.rows if e.kind == "enlist_guard")
    post(*click(row.center))
    settle(app, scene)
    assert scene.log_focus == event
    post(*click(row.center))
    settle(app, scene)
    assert scene.log_focus is None


def test_the_menu_turns_confirmation_off_and_saves_it(app, theme):
    saved = []
    scene = table(app, theme, human_action(), saved=saved)
    settle(app, scene)
    post(key(pygame.K_ESCAPE))
    app.run(0.05)
    menu = app.stack.top
    post(*click(menu.menu.rects[2].center))
    app.run(0.05)
    assert saved and saved[-1].confirm_plays is False and scene.settings.confirm_plays is False
    post(key(pygame.K_ESCAPE))
    app.run(0.05)
    assert app.stack.top is scene


def test_the_title_screen_is_under_the_table_and_can_start_a_new_game(app, theme):
    from game.ui.scenes.title import TitleScene

    title = TitleScene(theme, Sounds(muted=True), lambda: PlayScene(
        theme, Sounds(muted=True), Settings(animation_speed=20), starter(deck_source("citrine"), "standard",
                                                                          "random", 4), InlineRunner()))
    app.stack.push(title)
    scene = table(app, theme, human_action())
    settle(app, scene)
    post(key(pygame.K_ESCAPE))
    app.run(0.05)
    labels = [item.text() for item in app.stack.top.menu.items]
    to_title = next(i for i, label in enumerate(labels) if label.startswith("Title screen"))
    post(*[key(pygame.K_DOWN)] * to_title, key(pygame.K_RETURN))
    app.run(0.05)
    assert app.stack.top is title
    post(key(pygame.K_RETURN))
    app.run(0.05)
    assert isinstance(app.stack.top, PlayScene) and app.stack.top is not scene


def test_cards_are_put_in_order_by_dragging_them_along_the_row(app, theme):
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "discard_order")
    session = GameSession.at(state, DECK, seed=3)
    scene = table(app, theme, session)
    settle(app, scene)
    start, end = hit(scene, ("order", 0)).rect.center, hit(scene, ("order", 1)).rect.center
    post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
         *[pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + (end[0] - start[0]) * k // 4, start[1]),
                              rel=(0, 0), buttons=(1, 0, 0)) for k in range(1, 5)])
    app.run(0.05)
    assert scene.ready.dragged_row() is not None
    post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    settle(app, scene)
    post(*click(hit(scene, ("button", "done")).rect.center))
    settle(app, scene)
    assert scene.ready.confirm == ("order", (1, 0))
    post(key(pygame.K_RETURN))
    app.run(0.05)
    assert ("order", (1, 0)) in session.state.history
