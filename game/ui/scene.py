"""Scenes and the stack they live on.

A scene handles events, updates and draws; nothing else. It tells the main
loop when it next needs to run (`wake_in`) and whether its last frame is
stale (`dirty`), so the loop can sleep in between (it polls for input every
few milliseconds rather than drawing frames nobody needs).
"""

from __future__ import annotations

import pygame

ANIMATING = 0.0
"""`wake_in` value for a scene that needs a frame as soon as possible."""


class Scene:
    """One screen: the title, the table, an overlay."""

    def __init__(self) -> None:
        self._stack: SceneStack | None = None
        self.dirty = True

    @property
    def stack(self) -> SceneStack:
        """The stack this scene was pushed on; a scene acts on it only once pushed."""
        if self._stack is None:
            raise RuntimeError(f"{type(self).__name__} is not on a scene stack yet")
        return self._stack

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event (keys, mouse, window)."""

    def update(self, dt: float) -> None:
        """Advance time by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole frame; called only when `dirty`."""

    def wake_in(self) -> float | None:
        """Seconds until this scene needs `update` again without any input; None: only on input."""
        return None

    def covers(self) -> bool:
        """Whether the scene hides the one below it (overlays return False and draw over it)."""
        return True

    def closed(self) -> None:
        """The scene left the stack for good: release what it holds (worker processes)."""


class SceneStack:
    """The scenes open now; the top one gets the input."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        scene._stack = self
        scene.dirty = True
        self.scenes.append(scene)

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop().closed()
        if self.scenes:
            self.scenes[-1].dirty = True

    def clear(self) -> None:
        while self.scenes:
            self.scenes.pop().closed()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any it does not cover."""
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].covers():
            start -= 1
        return self.scenes[max(0, start):]
