"""The search player: every option played out in worlds drawn from what its player knows.

For each candidate option it samples worlds from the exact posterior of its
own view (never the state), applies the option and plays the game out with
the heuristic's rules for both sides (its own side on its level's numbers,
weights.LEVEL_WEIGHTS, the opponent on those it is modelled with,
weights.LEVEL_MODELS), each acting on its own view of that world, so
a question asked or a card hidden keeps its worth in the playout (the
expert's, from the first turns, stop a few turns on and are scored by a
learned value: value.py). Every option meets the same worlds and playout
seeds (common random numbers), and successive halving spends the budget
where options are close: each round plays the options still in on fresh
worlds, then keeps the better half.
In the final turns, when the worlds the player cannot rule out are few, it
plays every option in every one of them instead, weighted by each world's
exact chance: the Final Card's choice is then solved, not sampled.

The budget counts playouts, never time: a decision is the same on any
machine and for any number of worker processes. Only the client (its hints,
and its opponent on a slow machine) may also stop on a clock (`time_up`),
keeping the estimates made so far.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable, Protocol, Sequence

from game.ai.budgets import budget_at
from game.ai.heuristic import HeuristicBot, Scored
from game.ai.levels import Computer
from game.ai.playouts import READ_DRAWS, EveryWorld, SampledWorlds, TrueWorld, playout_score
from game.ai.reading import ActionReader, read_deduction
from game.ai.weights import Sides, level_sides
from game.engine import Choice, GameState
from game.engine.match import MatchView
from game.engine.view import View, view

TOP = 3
"""Options a decision keeps with their win chances (for the hints)."""
SEED_STEP = 0x9E3779B97F4A7C15
SEED_MASK = (1 << 63) - 1
READER_SEED = 0x3C6EF372FE94F82B
EXPERT = level_sides(Computer.EXPERT)


class Worlds(Protocol):
    def world(self, i: int) -> GameState: ...

    def every(self, limit: int) -> EveryWorld | None: ...


@dataclass(frozen=True, slots=True)
class Estimate:
    """An option's estimated chance to win (ties half) over the playouts it was given."""

    choice: Choice
    win_chance: float
    playouts: int


@dataclass(frozen=True, slots=True)
class Thought:
    """A decision: the choice, and the best options weighed, best first (none when forced)."""

    choice: Choice
    top: tuple[Estimate, ...]
    solved: bool = False
    """Weighed in every world the player cannot rule out (the final turns), not sampled."""


def successive_halving(candidates: list[Choice], worlds: Worlds, me: int, seed: int, budget: int,
                       time_up: Callable[[], bool] | None = None, sides: Sides = EXPERT) -> list[Estimate]:
    """Weigh `candidates` within about `budget` playouts; best first, the longest-surviving
    options ahead of those dropped earlier.

    Once `time_up()` says so (asked before each world after the first), no new world is
    played and the options still in are ranked on the worlds they met: every option has
    at least one playout. Without it the budget alone decides. The playouts are played on `sides`.

    The first candidate is the starting choice (the best by the search's numbers): it stays
    in every round, and another option replaces it only when it did better on the same
    worlds by a clear margin (CONFIDENCE standard errors of the paired difference): with a
    small budget, noise seldom leads the play away from the starting choice.
    """
    alive = list(candidates)
    scores: dict[Choice, list[float]] = {choice: [] for choice in alive}
    rank = {choice: k for k, choice in enumerate(candidates)}
    dropped: list[Estimate] = []
    rounds = max(1, math.ceil(math.log2(len(alive))))
    played = 0
    stopped = False
    for r in range(rounds):
        per = max(1, (budget - spent(scores)) // ((rounds - r) * len(alive)))
        if r == 0:  # no option is cut on one or two playouts when the budget allows more
            per = max(per, min(FIRST_ROUND, budget // len(alive)))
        for i in range(played, played + per):
            if i and time_up is not None and time_up():
                stopped = True
                break
            playout_seed = (seed + (i + 1) * SEED_STEP) & SEED_MASK
            for choice in alive:
                scores[choice].append(playout_score(worlds.world(i), choice, me, playout_seed, sides))
        played = len(scores[alive[0]])
        alive.sort(key=lambda c: (-sum(scores[c]), rank[c]))
        if stopped:
            break
        if r < rounds - 1:
            kept = alive[:math.ceil(len(alive) / 2)]
            if candidates[0] not in kept:
                kept.append(candidates[0])
            dropped = [estimate(c, scores[c]) for c in alive if c not in kept] + dropped
            alive = kept
    best = alive[0]
    if best != candidates[0] and not clearly_better(scores[best], scores[candidates[0]]):
        alive.remove(candidates[0])
        alive.insert(0, candidates[0])
    return [estimate(c, scores[c]) for c in alive] + dropped


def on_every_world(candidates: list[Choice], worlds: EveryWorld, me: int, seed: int,
                   time_up: Callable[[], bool] | None = None, sides: Sides = EXPERT) -> list[Estimate]:
    """Each candidate's exact chance: played once in every world, weighted by the world's
    weight; best first, ties in the candidates' order. Once `time_up()` says so (asked before
    each world after the first), the worlds met so far decide."""
    totals = dict.fromkeys(candidates, 0.0)
    weight = 0.0
    met = 0
    for i, w in enumerate(worlds.weights):
        if i and time_up is not None and time_up():
            break
        playout_seed = (seed + (i + 1) * SEED_STEP) & SEED_MASK
        for choice in candidates:
            totals[choice] += w * playout_score(worlds.world(i), choice, me, playout_seed, sides)
        weight += w
        met += 1
    ranked = sorted(range(len(candidates)), key=lambda k: (-totals[candidates[k]], k))
    return [Estimate(candidates[k], totals[candidates[k]] / weight, met) for k in ranked]


FIRST_ROUND = 4
"""Playouts each option gets before the first cut, budget permitting."""
PRIOR_WIDTH = 6
"""A level that weighs every option (width None) weighs only this many, the best by its
numbers, outside the final turns: more playouts each, and no long shot wins on noise."""
EXACT_SHARE = 4
"""The final turns solve a decision exactly when that takes at most this many times its
budget of playouts (a final turn's playouts are short: a turn or two)."""
CONFIDENCE = 1.0
"""Standard errors by which an option must beat the starting choice to replace it."""


def clearly_better(mine: list[float], base: list[float]) -> bool:
    """Whether `mine` beats `base` on the same worlds by CONFIDENCE standard errors."""
    differences = [a - b for a, b in zip(mine, base)]
    n = len(differences)
    if n < 2:
        return False
    mean = sum(differences) / n
    variance = sum((d - mean) ** 2 for d in differences) / (n - 1)
    return mean > 0 and mean * mean * n > CONFIDENCE * CONFIDENCE * variance


def spent(scores: dict[Choice, list[float]]) -> int:
    return sum(len(s) for s in scores.values())


def estimate(choice: Choice, scores: list[float]) -> Estimate:
    return Estimate(choice, sum(scores) / len(scores), len(scores))


def level_options(scored: list[Scored], width: int | None, seen: View) -> list[Choice]:
    """The options a level weighs at `seen`: its best `width` by `scored`, or, for a level that
    weighs every option, every one in the final turns (they are solved) and the best
    PRIOR_WIDTH before."""
    return best_options(scored, width or (None if seen.final_turn else PRIOR_WIDTH))


def best_options(scored: list[Scored], width: int | None) -> list[Choice]:
    """The options a level weighs: the best `width` by `scored` (all when None), best first,
    ties in the order offered."""
    ranked = [choice for _, choice in sorted(((-score, k), choice) for k, (score, choice, _) in enumerate(scored))]
    return ranked[:width] if width else ranked


def weigh_options(candidates: list[Choice], seen: View, worlds: Worlds, seed: int, budget: int,
                  time_up: Callable[[], bool] | None = None, sides: Sides = EXPERT
                  ) -> tuple[list[Estimate], bool]:
    """The candidates' estimates, best first, and whether they are exact: so in the final
    turns when the worlds are few enough (EXACT_SHARE), else by successive halving on
    `budget` sampled playouts."""
    every = worlds.every(EXACT_SHARE * budget // len(candidates)) if seen.final_turn else None
    if every is not None:
        return on_every_world(candidates, every, seen.seat(), seed, time_up, sides), True
    return successive_halving(candidates, worlds, seen.seat(), seed, budget, time_up, sides), False


def time_limit(seconds: float) -> Callable[[], bool]:
    """A `time_up` for the client: whether `seconds` have passed on the monotonic clock since now
    (read in the client's worker, never in the engine, never by `simulate`)."""
    deadline = time.monotonic() + seconds
    return lambda: time.monotonic() >= deadline


class SearchBot:
    """Successive halving over the best `width` options by its own numbers (`sides.mine`; all
    options when None), its playouts played on `sides`; when `sides.reads`, its worlds are also
    weighed by the opponent's Actions, which it must be shown as they are chosen (`observe`),
    and by its petals."""

    def __init__(self, seed: int, budget: int, width: int | None = None, name: str = "search",
                 sides: Sides = EXPERT, grows: bool = False) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(seed ^ SEED_MASK, weights=sides.mine)
        self.sides = sides
        self.budget = budget
        self.grows = grows
        """Whether its budget grows in the later turns (budgets.GROWING)."""
        self.width = width
        self.last: Thought | None = None
        """The latest decision with its weighed options."""
        self.reader = ActionReader(seed ^ READER_SEED) if sides.reads else None

    @property
    def observes(self) -> bool:
        """Whether it must be shown its view as the opponent chooses each Action."""
        return self.reader is not None

    def observe(self, seen: View) -> None:
        """Its own view while the opponent chooses an Action: kept to read that Action by."""
        if self.reader is not None:
            self.reader.observe(seen)

    def choose(self, seen: View | MatchView) -> Choice:
        if isinstance(seen, MatchView):  # between games of a match: nothing to play out
            return self.heuristic.choose(seen)
        return self.think(seen).choice

    def think(self, seen: View, time_up: Callable[[], bool] | None = None) -> Thought:
        """Decide for the viewer of `seen`, who must be the player to decide; `time_up` (the
        client only) may stop the playouts early."""
        seed = self.rng.getrandbits(62)
        if self.reader is None:
            return self.weigh(seen, SampledWorlds(seen, seed), seed, time_up)
        suitcases = self.reader.suitcases(seen)
        return self.weigh(seen, SampledWorlds(seen, seed, suitcases, READ_DRAWS), seed, time_up, suitcases)

    def weigh(self, seen: View, worlds: Worlds, seed: int, time_up: Callable[[], bool] | None = None,
              suitcases: Sequence[float] | None = None) -> Thought:
        """Decide on `worlds`, the options to weigh ranked on what was read (`suitcases`) too; `time_up`
        (the client only) may stop the playouts early."""
        candidates = level_options(self.heuristic.scores(seen, read_deduction(suitcases)), self.width, seen)
        if len(candidates) == 1:
            self.last = Thought(candidates[0], ())
        else:
            budget = budget_at(self.budget, seen.turn, self.grows, self.sides.cuts)
            weighed, solved = weigh_options(candidates, seen, worlds, seed, budget, time_up, self.sides)
            self.last = Thought(weighed[0].choice, tuple(weighed[:TOP]), solved)
        return self.last


class OracleBot(SearchBot):
    """Searches the true state: it sees every hidden card. For strength tables only."""

    sees_state = True

    def choose(self, seen: View | MatchView | GameState) -> Choice:  # type: ignore[override]
        if not isinstance(seen, GameState):
            return super().choose(seen)
        player = seen.decision().player
        return self.weigh(view(seen, player), TrueWorld(seen), self.rng.getrandbits(62)).choice
