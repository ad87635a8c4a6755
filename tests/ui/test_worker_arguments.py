"""No game seed outside the engine (issue 15): what goes to a worker (bots, hints) holds
no game state and not the game's own seed, from which the whole deal could be rebuilt."""

from __future__ import annotations

import random

import pygame

from game.ai import hint_seed
from game.decks.specs import deck_source
from game.engine import GameState
from game.session.starts import starter
from game.storage.settings import Settings
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds
from game.ui.widgets.targets import CONFIRM

from helpers.workers import GAME_SEED, RecordingRunner, walk


def test_the_walk_finds_a_seed_and_a_state_where_there_is_one():
    found = list(walk((1, [{"a": GameState(("fortune_teller",) * 9, seed=GAME_SEED)}])))
    assert any(isinstance(v, GameState) for v in found)
    assert any(isinstance(v, random.Random) for v in found)


def test_a_game_with_a_hint_at_every_turn_sends_workers_no_state_and_no_game_seed(app, theme):
    runner = RecordingRunner()
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                      starter(deck_source("citrine"), "standard", "heuristic", GAME_SEED), runner,
                      save=lambda s: None)
    app.stack.push(scene)
    rng = random.Random(3)
    asked = 0
    for _ in range(400):
        end = app.clock.now() + 5.0
        while app.clock.now() < end and not isinstance(app.stack.top, BigReveal) and not (
                app.stack.top is scene and scene.ready is not None and scene.ready.hits):
            app.run(0.01)
        if isinstance(app.stack.top, BigReveal):
            break
        if scene.hints.job is None and scene.session.human_to_move:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
            app.run(0.01)
            asked += 1
        ready = scene.ready
        spot = (next(h for h in ready.hits if h.target.key == CONFIRM) if ready.confirm is not None
                else rng.choice([h for h in ready.hits if h.target.legal and h.target.tab]))
        for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.rect.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot.rect.center, button=1)):
            pygame.event.post(event)
        app.run(0.01)
    assert isinstance(app.stack.top, BigReveal)
    hints = [args for fn, args in runner.sent if fn.__name__ == "hint_for"]
    bots = [args for fn, args in runner.sent if fn.__name__ == "bot_choice"]
    assert asked and hints and bots
    assert all(args[1] == hint_seed(GAME_SEED, args[0].step) for args in hints)
    for fn, args in runner.sent:
        for value in walk(args):
            assert not isinstance(value, GameState), fn.__name__
            assert not (isinstance(value, int) and value == GAME_SEED), fn.__name__
