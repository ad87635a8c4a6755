"""No game seed outside the engine (issue 15): what goes to a worker (bots, hints) holds
no game state and not the game's own seed, from which the whole deal could be rebuilt."""

from __future__ import annotations

import random
from concurrent.futures import Future
from typing import Any, Callable

import pygame

from game.ai import hint_seed
from game.bot_runner import InlineRunner
from game.deck_specs import deck_source
from game.engine import GameState
from game.settings import Settings
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene, starter
from game.ui.sound import Sounds
from game.ui.widgets.targets import CONFIRM

GAME_SEED = 2_718_281_828


class RecordingRunner(InlineRunner):
    """Does the work at once and keeps every argument it was given."""

    def __init__(self) -> None:
        self.sent: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        self.sent.append((fn, args))
        return super().submit(fn, *args)

    def write(self, fn: Callable[..., Any], *args: Any) -> Future:
        """Disk work stays in this process (a save holds the whole game): not a worker's."""
        return InlineRunner.submit(self, fn, *args)


def walk(value: Any, seen: set[int] | None = None):
    """Every value reachable from `value`: items of containers, fields of objects,
    the state of random generators."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, (str, bytes, float, bool, type(None))):
        yield value
        return
    seen.add(id(value))
    yield value
    if isinstance(value, random.Random):
        yield from walk(value.getstate(), seen)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from walk(k, seen)
            yield from walk(v, seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from walk(item, seen)
    elif not callable(value) and not isinstance(value, int):
        for name in getattr(type(value), "__slots__", ()):
            if hasattr(value, name):
                yield from walk(getattr(value, name), seen)
        for item in getattr(value, "__dict__", {}).values():
            yield from walk(item, seen)


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
        if scene.hint_job is None and scene.session.human_to_move:
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
