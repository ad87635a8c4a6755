"""Spawn everywhere: Windows and macOS start worker processes by spawning them, so here too a whole
game at the table with its worker, and simulate on two jobs, are played with spawn as the only way
to start a process, and must come out as they do in one process.

A spawned worker imports the game afresh and receives its work pickled: a module global the client
sets after import is its import-time value there, and work that cannot be pickled never arrives.
Either would change or stop the game played through the worker, which these tests compare with
the same game played in one process.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import time
from concurrent.futures import Future
from typing import Any, Callable

import pygame
import pytest

from game.cli import main
from game.decks.specs import deck_source
from game.session.starts import starter
from game.session.workers import InlineRunner, WorkerRunner, hint_for
from game.storage.settings import Settings
from game.ui.app import App
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds
from game.ui.widgets.targets import CONFIRM

from helpers.clock import FakeClock
from helpers.spawning import where_and_what

SEED = 41
CLIENT_MODULES = ("pygame", "game.ui.app", "game.ui.scenes.play")


@pytest.fixture(autouse=True)
def spawn_only():
    """Spawn is the start method of every context, the default one included, as on Windows and macOS."""
    before = multiprocessing.get_start_method(allow_none=True)
    multiprocessing.set_start_method("spawn", force=True)
    yield
    multiprocessing.set_start_method(before, force=True)


class Kept:
    """Keeps every piece of work a runner was given, with its future."""

    def __init__(self, runner: Any) -> None:
        self.runner = runner
        self.work: list[tuple[str, Future]] = []

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        future = self.runner.submit(fn, *args)
        self.work.append((fn.__name__, future))
        return future

    def write(self, fn: Callable[..., Any], *args: Any) -> Future:
        return self.runner.write(fn, *args)

    def asked(self, fn: Callable[..., Any]) -> bool:
        return any(name == fn.__name__ for name, _ in self.work)

    def close(self) -> None:
        self.runner.close()


def play_at_the_table(theme, runner: Kept, hint: bool) -> list[Any]:
    """A whole game against `heuristic` at the table, a seeded pick of the legal targets clicked at
    each of our turns, and with `hint` a hint asked at the first; the bot's choices in order."""
    pygame.event.clear()
    app = App(FakeClock())
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                      starter(deck_source("citrine"), "standard", "heuristic", SEED), runner, save=lambda s: None)
    app.stack.push(scene)
    rng = random.Random(SEED)
    deadline = time.monotonic() + 120
    while not isinstance(app.stack.top, BigReveal):
        assert time.monotonic() < deadline, "the game at the table did not end within two minutes"
        app.run(0.01)
        if isinstance(app.stack.top, BigReveal) or not (app.stack.top is scene and scene.ready is not None
                                                         and scene.ready.hits and scene.session.human_to_move):
            time.sleep(0.001)  # the worker answers in real time, the table's clock never waits
            continue
        if hint and not runner.asked(hint_for):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
            continue
        if scene.hints.job is not None:
            continue
        ready = scene.ready
        spot = (next(h for h in ready.hits if h.target.key == CONFIRM) if ready.confirm is not None
                else rng.choice([h for h in ready.hits if h.target.legal and h.target.tab]))
        for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.rect.center, button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot.rect.center, button=1)):
            pygame.event.post(event)
    hints = [future.result() for name, future in runner.work if name == "hint_for"]
    assert len(hints) == hint and all(answer.options for answer in hints)
    return [future.result()[0] for name, future in runner.work if name == "bot_choice"]


def test_a_whole_game_at_the_table_through_a_spawned_worker_is_the_game_played_in_one_process(screen, theme):
    alone = play_at_the_table(theme, Kept(InlineRunner()), hint=False)  # a hint changes nothing in the game
    worker = Kept(WorkerRunner())
    try:
        through_worker = play_at_the_table(theme, worker, hint=True)
        pid, client_modules = worker.submit(where_and_what, CLIENT_MODULES).result(timeout=60)
    finally:
        worker.close()
    assert pid != os.getpid(), "the worker broke and the game was played here instead"
    assert client_modules == [], "the worker was forked from the client, not spawned"
    assert len(through_worker) > 5
    assert through_worker == alone


def simulate(capsys, jobs: int) -> dict:
    assert main(["simulate", "--games", "12", "--seed", "7", "--players", "heuristic,random", "--jobs", str(jobs),
                 "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    report.pop("seconds")
    report.pop("think_ms")
    return report


def test_simulate_on_two_spawned_jobs_is_the_run_in_one_process(capsys):
    assert simulate(capsys, 2) == simulate(capsys, 1)
