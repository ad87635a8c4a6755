"""Worlds to search in, and games played out in them by the heuristic for both sides.

A search compares its options on the same worlds and the same playout seeds
(common random numbers): world i is drawn once per decision and copied for
every option, so the options' scores differ by the option, not by the luck of
the draw.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from game.ai.budgets import cut_turn
from game.ai.evidence import choice_weight
from game.ai.heuristic import HeuristicBot
from game.ai.reading import glance_reading_petals
from game.ai.value import value
from game.ai.weights import Sides
from game.engine import CHANCE, Choice, GameState
from game.engine.cards import NUM
from game.engine.decision import ACTION
from game.engine.view import View, view
from game.engine.worlds import every_world, sample_world

DRAWS = 4
"""Worlds drawn from the posterior for each world searched: one of them is kept, in proportion
to how well it explains the opponent's choices (evidence.choice_weight)."""
READ_DRAWS = 8
"""The same for a search that also reads the opponent's Actions (reading.py): its evidence is
sharper, so it keeps one world of more."""
PICK = 0x2545F4914F6CDD1D


class SampledWorlds:
    """Worlds drawn from the exact posterior of the decider's own view, one seed each, then
    weighed by the opponent's own choices (sampling-importance-resampling over DRAWS draws)."""

    def __init__(self, seen: View, seed: int, suitcases: Sequence[float] | None = None, draws: int = DRAWS) -> None:
        self.seen = seen
        self.seed = seed
        self.suitcases = suitcases
        """Per Suitcase number of the opponent's (index 0 unused): how well it explains the
        opponent's Actions (reading.py); None when they are not read."""
        self.draws = draws
        self.drawn: list[GameState] = []

    def world(self, i: int) -> GameState:
        """A fresh copy of world i (drawn on first use)."""
        me = self.seen.seat()
        while len(self.drawn) <= i:
            k = len(self.drawn)
            draws = [sample_world(self.seen, random.Random(self.seed + self.draws * k + j)) for j in range(self.draws)]
            weights = [choice_weight(w, me) * self.read(w) for w in draws]
            self.drawn.append(random.Random((self.seed ^ PICK) + k).choices(draws, weights)[0])
        return self.drawn[i].copy()

    def every(self, limit: int) -> EveryWorld | None:
        """Every world instead, each with its exact weight times how well it explains the
        opponent's choices, when there are at most `limit`."""
        found = every_world(self.seen, self.seed, limit)
        return None if found is None else EveryWorld(found, self.seen.seat(), self.read)

    def read(self, world: GameState) -> float:
        """How well the world's Suitcase explains the opponent's Actions read (1 when not read)."""
        them = 1 - self.seen.seat()
        if self.suitcases is None or world.suitcase[them] < 0:
            return 1.0
        return self.suitcases[NUM[world.suitcase[them]]]


class EveryWorld:
    """All the worlds the decider cannot rule out, told apart by what decides the end, with
    their weights (each world's count of histories times how well it explains the opponent's
    choices): searched in turn, they give each option's chance."""

    def __init__(self, worlds: list[tuple[int, GameState]], me: int,
                 read: Callable[[GameState], float] | None = None) -> None:
        self.weights = [weight * choice_weight(state, me) * (read(state) if read else 1.0) for weight, state in worlds]
        self.states = [state for _, state in worlds]

    def world(self, i: int) -> GameState:
        return self.states[i].copy()


class TrueWorld:
    """The whole state itself, for the oracle: every world is the real one."""

    def __init__(self, state: GameState) -> None:
        self.state = state.copy()

    def world(self, i: int) -> GameState:
        return self.state.copy()

    def every(self, limit: int) -> EveryWorld | None:
        """None: the oracle's one world is searched as before."""
        return None


def playout_score(state: GameState, choice: Choice, me: int, seed: int, sides: Sides) -> float:
    """Apply `choice`, play on with the heuristic's rules for both sides (each on its own view),
    and score the end for `me`: 1 a win, 0.5 a tie, 0 a loss. `me` plays on `sides.mine`, the
    other side on `sides.theirs`, as the opponent is modelled.

    The playout's heuristic glances (deduction.glance) rather than reading its whole past
    through the exact filter: about half the cost, so twice the playouts in about the same
    time, at the same strength or better (benchmarks/README.md, "Levels"). Public answers
    still count, so asking a question keeps its worth.

    With `sides.cuts`, a playout from the first turns stops at the start of the turn
    `budgets.cut_turn` names and scores the world there by the learned value instead."""
    cut = cut_turn(state.turn) if sides.cuts else None
    state.apply(choice)
    weights = (sides.mine, sides.theirs) if me == 0 else (sides.theirs, sides.mine)
    reads = glance_reading_petals if sides.reads else None  # its own side only: the model reads nothing
    bots = (HeuristicBot(seed, True, weights[0], deduction=reads if me == 0 else None),
            HeuristicBot(seed ^ 0x5BD1E995, True, weights[1], deduction=reads if me == 1 else None))
    while state.pending is not None:
        pending = state.pending
        if cut is not None and state.turn >= cut and pending.kind == ACTION:
            return value(state, me)
        if pending.player == CHANCE:
            state.resolve_chance()
        elif pending.options is not None and len(pending.options) == 1:
            state.apply(pending.options[0])
        else:
            state.apply(bots[pending.player].choose(view(state, pending.player)))
    result = state.result
    assert result is not None, "a game played out to the end has a result"
    return 0.5 if result.winner is None else float(result.winner == me)
