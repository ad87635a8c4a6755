"""The registry of card abilities and the plays that TRIGGER cards watch.

Each ability id in a deck file maps to exactly one start function here; the
deck modules (citrine, ...) register theirs on import. Enlisting a Guard,
Encrypting and a failed Attempt go through this module so that TRIGGERs in
play can act on them in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .cards import NUM
from .events import FROM_RESOLVING, seen_by

if TYPE_CHECKING:
    from .state import GameState

Start = Callable[["GameState", int], None]

START: dict[str, Start] = {}
"""Ability id -> the function that resolves it for the Deploying player."""

GAME_END: list[Callable[["GameState"], None]] = []
"""Steps scheduled at the end of the game, before the Big Reveal."""


def ability(ability_id: str) -> Callable[[Start], Start]:
    """Register the one implementation of an ability id."""
    def register(fn: Start) -> Start:
        if ability_id in START:
            raise ValueError(f"ability {ability_id!r} is implemented twice")
        START[ability_id] = fn
        return fn
    return register


def enlist_guard(s: "GameState", player: int, card: int) -> None:
    """Enlist as Guard: face down into the lowest empty slot."""
    s.enlist_guard(player, card)


def encrypt(s: "GameState", player: int, card: int) -> None:
    """Encrypt: face down into the Encrypted Card Pile."""
    s.encrypt(player, card)


def failed_attempt(s: "GameState", player: int, card: int) -> None:
    """After the random card is shown, the failed Assassin is discarded."""
    s.resolving.remove(card)
    s.to_discard(card, player, FROM_RESOLVING)


def peek(s: "GameState", player: int, count: int) -> None:
    """PEEK N: look privately at the top cards of the Draw Deck, no decision."""
    top = s.draw[-1:-count - 1:-1] if count else []
    s.log("peek", player, (len(top),), tuple(NUM[c] for c in top), seen_by(player))
