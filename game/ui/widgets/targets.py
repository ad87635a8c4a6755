"""What a pointer or the focus ring can land on: keys, targets and hit shapes.

Decisions, menus and widgets all speak of targets; this module needs none of
them, so drawing code never imports the decision models.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from pygame import Rect

Key = tuple[Any, ...]
"""("hand", i), ("guard", player, slot), ("ep", player, slot), ("stand", player, slot),
("pile", "draw" | "encrypted" | "discard" | "resolving"), ("button", name),
("number", n), ("card", i), ("order", position), ("item", i)."""


@dataclass(frozen=True)
class Target:
    """Something the player may point at in this step."""

    key: Key
    legal: bool = True
    reason: str = ""
    """Why it is not legal, shown when the pointer rests on it."""
    label: str = ""
    """A button's text, or what picking the target does."""
    tab: bool = True
    """In the keyboard cycle (when legal); drop zones that repeat a button are not."""
    quiet: bool = False
    """Legal but not lit: another way to something lit (choosing a different hand card)."""


CONFIRM: Key = ("button", "confirm")
CANCEL: Key = ("button", "cancel")


@dataclass(frozen=True)
class Wedge:
    """A ring sector, for hit tests on the number ring."""

    centre: tuple[float, float]
    inner: float
    outer: float
    angle: float
    """The middle of the sector, in radians (screen y grows downwards)."""
    span: float

    def contains(self, pos: tuple[int, int]) -> bool:
        dx, dy = pos[0] - self.centre[0], pos[1] - self.centre[1]
        r = math.hypot(dx, dy)
        if not self.inner <= r <= self.outer:
            return False
        off = (math.atan2(dy, dx) - self.angle + math.pi) % (2 * math.pi) - math.pi
        return abs(off) <= self.span / 2


@dataclass(frozen=True)
class Hit:
    """Where a target answers the pointer: its rectangle (a wedge, on the ring)."""

    rect: Rect
    target: Target
    wedge: Wedge | None = None

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.wedge.contains(pos) if self.wedge is not None else self.rect.collidepoint(pos)


def hit_at(hits: list[Hit], pos: tuple[int, int]) -> Hit | None:
    """The topmost hit under the pointer (hits are listed bottom first)."""
    return next((hit for hit in reversed(hits) if hit.contains(pos)), None)
