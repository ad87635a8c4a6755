"""What a viewer knows about specific hidden cards, derived from the events they saw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from .view import EventView


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Hidden cards whose number the viewer knows, place by place."""

    hands: tuple[tuple[int, ...], tuple[int, ...]]
    """Per player: sorted numbers known to be in that (hidden) hand."""
    guards: tuple[tuple[int | None, ...], tuple[int | None, ...]]
    """Per player and slot: the number of a face-down Guard the viewer knows."""
    encrypted: tuple[int, ...]
    """Sorted numbers known to be in the Encrypted Card Pile."""
    draw: tuple[tuple[int, int], ...]
    """(depth from the top, number) for known Draw Deck cards."""
    facts: tuple[tuple[int, str, tuple], ...]
    """(step learned, kind, details) for every fact still standing."""


def track(events: Iterable["EventView"], viewer: int | None) -> Knowledge:
    """Follow the viewer's events; knowledge lapses when an unseen move could have moved it."""
    return Knowledge(((), ()), ((None,) * 3, (None,) * 3), (), (), ())
