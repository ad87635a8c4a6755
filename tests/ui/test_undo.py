"""Undo at the table, driven by pygame events: it takes back a play before it is confirmed, then the
card picked, then a Deploy whose ability has not told anyone anything; where it cannot, its greyed
button says why."""

import pygame

from game.engine.view import view
from game.session.game_session import GameSession

from .test_play import DECK, click, hit, key, post, settle, table
from helpers.positions import play_until

FORTUNE_TELLER = 1


def fortune_teller_turn() -> GameSession:
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
                       and any(c // 2 + 1 == FORTUNE_TELLER for c in s.hands[0]))
    return GameSession.at(state, DECK, seed=3)


def undo_button(scene):
    return next(h for h in scene.tool_hits if h.target.key == ("tool", "undo"))


def test_undo_takes_back_a_play_picked_by_mistake_before_it_is_confirmed(app, theme):
    session = fortune_teller_turn()
    scene = table(app, theme, session)
    settle(app, scene)
    steps = len(session.state.history)
    post(*click(hit(scene, ("hand", 0)).rect.center))
    settle(app, scene)
    post(*click(hit(scene, ("button", "encrypt")).rect.center))
    settle(app, scene)
    assert scene.ready.confirm == ("encrypt", 0)
    assert undo_button(scene).target.legal, "Undo is offered while a play waits for confirmation"
    post(key(pygame.K_u))
    settle(app, scene)
    assert scene.ready.confirm is None, "Undo took back the play picked by mistake"
    assert scene.decor.raised == (0,) and len(session.state.history) == steps
    post(*click(undo_button(scene).rect.center))
    settle(app, scene)
    assert scene.decor.raised == () and len(session.state.history) == steps
    app.run(0.05)
    greyed = undo_button(scene).target
    assert not greyed.legal and "Heuristic's move" in greyed.reason


def test_undo_takes_back_a_deploy_before_its_ability_tells_anyone_anything(app, theme):
    session = fortune_teller_turn()
    scene = table(app, theme, session)
    settle(app, scene)
    start = session.state.snapshot()
    i = view(session.state, 0).sides[0].hand.index(FORTUNE_TELLER)
    post(*click(hit(scene, ("hand", i)).rect.center))
    settle(app, scene)
    post(*click(hit(scene, ("button", "deploy")).rect.center))
    settle(app, scene)
    post(key(pygame.K_y))
    settle(app, scene)
    assert session.state.pending.kind == "name_number"
    app.run(0.05)
    post(*click(undo_button(scene).rect.center))
    settle(app, scene)
    assert session.state.snapshot() == start, "the Deploy is taken back"
    assert scene.decor.raised == (i,), "the card picked is still picked, so another play can be chosen for it"
    assert hit(scene, ("button", "encrypt")).target.legal
    post(*click(hit(scene, ("button", "deploy")).rect.center))
    settle(app, scene)
    post(key(pygame.K_y))
    settle(app, scene)
    post(key(pygame.K_4), key(pygame.K_RETURN))
    settle(app, scene)
    app.run(0.05)
    assert ("number", 4) in session.state.history
    greyed = undo_button(scene).target
    assert not greyed.legal and greyed.reason.startswith("Undo stops at")
