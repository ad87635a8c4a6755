"""The no-argument start as the player runs it (`play_window(resume=True)`), stopped at its first frame:
what the window shows, and any crash, for the tests of what a launch does with the files it finds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.session.workers import InlineRunner


@dataclass
class Launch:
    """What one launch opened: the scenes on its stack (title first), or the error it crashed with."""

    scenes: list[Any] = field(default_factory=list)
    crash: BaseException | None = None

    @property
    def top(self) -> Any:
        return self.scenes[-1] if self.scenes else None


def launch(monkeypatch, **options: Any) -> Launch:
    """Run the real start with a worker in this process, drawing one frame, then stop."""
    import game.session.workers
    import game.ui.app

    seen = Launch()

    def first_frame(app: Any, seconds: float | None = None) -> None:
        seen.scenes = list(app.stack.scenes)
        app.stack.top.draw(pygame.display.get_surface())

    monkeypatch.setattr(game.ui.app.App, "run", first_frame)
    monkeypatch.setattr(game.session.workers, "WorkerRunner", InlineRunner)
    monkeypatch.setattr(pygame, "quit", lambda: None)
    try:
        game.ui.app.play_window(**({"resume": True} | options))
    except Exception as error:  # noqa: BLE001 - the symptom under test: a launch that crashes
        seen.crash = error
    return seen
