"""The table hands its saves to the runner's disk work: written later, in order, a refusal said once known."""

from concurrent.futures import Future
from typing import Any, Callable

import game.storage.saves
from game.decks.specs import deck_source
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds

from helpers.saved import latest_game


class LaterDisk(InlineRunner):
    """Thinks at once, but keeps disk work until told to do it."""

    def __init__(self) -> None:
        self.queued: list[tuple[Future, Callable[..., Any], tuple[Any, ...]]] = []

    def write(self, fn: Callable[..., Any], *args: Any) -> Future:
        future: Future = Future()
        self.queued.append((future, fn, args))
        return future

    def do_writes(self) -> None:
        for future, fn, args in self.queued:
            try:
                future.set_result(fn(*args))
            except Exception as error:
                future.set_exception(error)
        self.queued.clear()


def scene_with(theme, runner: LaterDisk) -> PlayScene:
    return PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), starter(
        deck_source("citrine"), "standard", "random", 21), runner, save=lambda s: None)


def test_the_save_is_written_by_the_disk_work_not_on_the_frame(screen, theme):
    runner = LaterDisk()
    scene = scene_with(theme, runner)
    assert runner.queued and latest_game()[0] is None
    runner.do_writes()
    saved, _ = latest_game()
    assert saved is not None and saved.saved.seed == scene.session.seed


def test_a_save_the_disk_refuses_later_is_said_on_the_next_frame(screen, theme, monkeypatch):
    def full(path, text):
        raise OSError(28, "No space left on device")

    runner = LaterDisk()
    scene = scene_with(theme, runner)
    assert scene.notice is None
    monkeypatch.setattr(game.storage.saves, "write_atomic", full)
    runner.do_writes()
    assert scene.notice is None
    scene.update(0.0)
    assert "could not be saved" in scene.notice and "No space left" in scene.notice
    assert not scene.keeper.writes
