"""Seeded mid-game positions for the client's tests: random games stopped where a predicate holds.

Many tests search the same seeded games, so each game's player choices are
recorded the first time it is played (its bots decide from views, the costly
part) and later searches replay them: the same states, chance included, since
chance draws from the state's own generator.
"""

from __future__ import annotations

from functools import cache
from typing import Callable

from game.ai import bot_seed, make_bot
from game.decks.deck import load_ready_deck
from game.engine import Choice, GameState
from game.engine.playout import play_out, seated, states

Predicate = Callable[[GameState], bool]


def _new_game(seed: int, variant: str) -> GameState:
    return GameState(load_ready_deck("citrine").abilities(), variant, seed % 2, seed)


@cache
def _choices(seed: int, variant: str) -> tuple[Choice, ...]:
    """The player choices of seeded game `seed`, with random bots in both seats."""
    bots = seated([make_bot("random", bot_seed(seed, seat)) for seat in (0, 1)])
    made: list[Choice] = []

    def record(state: GameState) -> Choice:
        made.append(bots(state))
        return made[-1]
    play_out(_new_game(seed, variant), record)
    return tuple(made)


def play_until(predicate: Predicate, first_seed: int = 0, games: int = 2000,
               variant: str = "standard") -> GameState:
    """The first state (over seeded random games) where `predicate` holds; a copy."""
    for seed in range(first_seed, first_seed + games):
        replay = iter(_choices(seed, variant))
        for state in states(_new_game(seed, variant), lambda _: next(replay)):
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
