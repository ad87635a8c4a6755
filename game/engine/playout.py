"""Playing a game out: one loop for every random game in the tests and benchmarks.

Property tests, secrecy tests, position searches and speed benchmarks all play
games the same way: while a decision is pending, chance draws from the state's
own generator and a chooser picks for the player. Keeping that loop here, in
the pure engine (no pygame, no files, no clock), means tests and benchmarks
share it without importing each other, and a change to the door (`pending`,
`apply`) is made once.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Protocol

from .decision import CHANCE, Choice
from .state import GameState
from .view import View, view

Chooser = Callable[[GameState], Choice]
"""Picks one of `state.pending.options` for the player whose decision is pending."""
Stop = Callable[[GameState], bool]


class Seat(Protocol):
    """A player who decides from their own view (any bot)."""

    def choose(self, view: View) -> Choice: ...


def uniform(rng: random.Random) -> Chooser:
    """Uniform over the pending options, drawn from `rng`."""
    return lambda state: rng.choice(state.decision().options or ())


def seated(players: Sequence[Seat]) -> Chooser:
    """Ask the player whose decision it is, showing them only their own view."""
    return lambda state: players[state.decision().player].choose(view(state, state.decision().player))


def states(state: GameState, choose: Chooser, stop: Stop | None = None) -> Iterator[GameState]:
    """Yield `state` now and after each choice until the game ends or `stop(state)` holds.

    The same object is yielded each time, before its pending decision is made,
    so a caller may look at it (or draw from a shared generator) first.
    """
    yield state
    while state.pending is not None and (stop is None or not stop(state)):
        if state.pending.player == CHANCE:
            state.resolve_chance()
        else:
            state.apply(choose(state))
        yield state


def decisions(state: GameState, choose: Chooser) -> Iterator[GameState]:
    """Yield `state` at each player's (not chance's) decision, before `choose` makes it."""
    return (s for s in states(state, choose) if s.pending is not None and s.pending.player != CHANCE)


def play_out(state: GameState, choose: Chooser, stop: Stop | None = None) -> GameState:
    """Play until the game ends or `stop(state)` holds; return the same state."""
    for _ in states(state, choose, stop):
        pass
    return state
