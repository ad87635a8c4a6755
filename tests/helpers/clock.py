"""A clock for the main loop that never sleeps: client tests run frames as fast as they draw.

Time moves only when the loop would wait (for input, a scene's wake-up or the
next frame at 60 a second), so animations, pauses and the demo's `--seconds`
play out exactly as they would for a player, without the wall-clock wait.
"""

from __future__ import annotations


class FakeClock:
    """Implements game.ui.app.Clock: sleeping and frame pacing advance `time` at once."""

    def __init__(self) -> None:
        self.time = 0.0
        self.last_tick = 0.0

    def now(self) -> float:
        return self.time

    def sleep(self, seconds: float) -> None:
        self.time += seconds

    def tick(self, fps: int = 0) -> None:
        if fps:
            self.time = max(self.time, self.last_tick + 1 / fps)
        self.last_tick = self.time
