"""The event log as data: what happened, and who may see its secret part.

An event is a tuple (step, kind, actor, public, secret, seen): `step` is the
number of decisions applied before it, `public` a tuple everyone may see,
`secret` a tuple of card numbers seen only by the viewers in the `seen` mask.
That an event happened is always public (RULES.md 6, who learns what).
"""

from __future__ import annotations

from typing import Any

Event = tuple[int, str, int, tuple[Any, ...], tuple[int, ...], int]

SPECTATOR_BIT = 4
BOTH_PLAYERS = 3
EVERYONE = 7


def seen_by(player: int) -> int:
    """The mask for one player."""
    return 1 << player


def may_see(seen: int, viewer: int | None) -> bool:
    """Whether `viewer` (a player, or None for a spectator) sees the secret."""
    return bool(seen & (SPECTATOR_BIT if viewer is None else 1 << viewer))


# Where a card came from, for discards and moves.
FROM_HAND = "hand"
FROM_GUARD = "guard"
FROM_RESOLVING = "resolving"
FROM_EXTRA_PROTECTION = "extra_protection"
FROM_ENCRYPTED = "encrypted"
FROM_PLAY_AREA = "play_area"
