"""Seeded mid-game positions for the client's tests: random games stopped where a predicate holds."""

from __future__ import annotations

from typing import Callable

from game.ai import bot_seed, make_bot
from game.decks import load_ready_deck
from game.engine import GameState
from game.engine.playout import seated, states

Predicate = Callable[[GameState], bool]


def play_until(predicate: Predicate, first_seed: int = 0, games: int = 2000,
               variant: str = "standard") -> GameState:
    """The first state (over seeded random games) where `predicate` holds; a copy."""
    abilities = load_ready_deck("citrine").abilities()
    for seed in range(first_seed, first_seed + games):
        bots = [make_bot("random", bot_seed(seed, seat)) for seat in (0, 1)]
        for state in states(GameState(abilities, variant, seed % 2, seed), seated(bots)):
            if predicate(state):
                return state.copy()
    raise LookupError("no position found; widen the search")


def busy_table(s: GameState) -> bool:
    """Guards on both sides, a tuck, a face-up Guard, a few discards and a card resolving."""
    return (any(t >= 0 for row in s.tuck for t in row)
            and any(up for row in s.face_up for up in row)
            and all(any(c >= 0 for c in row) for row in s.slots)
            and len(s.discard) >= 3 and bool(s.resolving) and s.pending is not None)


def finished(s: GameState) -> bool:
    """A finished game with Guards on both sides and a tuck (for the Big Reveal)."""
    return (s.result is not None and any(t >= 0 for row in s.tuck for t in row)
            and all(any(c >= 0 for c in row) for row in s.slots))
