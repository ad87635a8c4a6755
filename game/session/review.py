"""The post-game review: where the game was decided, and what the strongest level would have played.

At each decision of the loser the eventual winner's chance is estimated from
the loser's own view, with the move the loser actually played (so a blunder
shows at the decision that made it); at each decision of the person, the
strongest level's move is weighed beside the move played, on the same
worlds. Both come from the hints' own weighing (`hints.weigh_hint`), so the
review and a hint asked at the same position with the same seed agree.
Every estimate is a search over the chooser's view with a budget of playouts
and a seed derived one way from the record, so a review is the same on any
machine fast enough to weigh each decision within its cap (SECONDS, as a hint
has its own); a slower one shows what it weighed by then. The work for one
decision (`weigh_decision`) takes a view and a seed alone, never the game's
state, and runs in the client's worker.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Sequence

from game.ai.base import one_way_seed
from game.ai.budgets import LEVEL_BUDGETS
from game.ai.hints import weigh_hint
from game.ai.levels import Computer
from game.ai.reading import ActionReader
from game.ai.search import time_limit
from game.engine import CHANCE, Choice, GameState
from game.engine.decision import ACTION, RESIGN
from game.engine.view import View, view
from game.storage.records import GameRecord

BUDGET = LEVEL_BUDGETS[Computer.EXPERT]
"""Playouts per decision weighed: the strongest level's own budget."""
SECONDS = 1.0
"""The longest the review weighs one decision before it takes what it has (the client's worker
only): the expert's whole budget, with the move played beside it, takes about 2 s, so a review fills
in about half the time it took, and a busy or slow machine's no longer (benchmarks/README.md, "The
review's cap")."""
DECIDED = 0.8
"""The winner's chance above which, staying there to the end, the game counts as decided."""


@dataclass(frozen=True, slots=True)
class Weighed:
    """One decision weighed from its chooser's view: the move played and the suggested move, with their chances."""

    played: Choice
    played_chance: float
    best: Choice
    best_chance: float


def weigh_decision(seen: View, played: Choice, seed: int, budget: int = BUDGET,
                   suitcases: Sequence[float] | None = None, seconds: float | None = None) -> Weighed:
    """The strongest level's move for the viewer of `seen` (the hint's first option), and both it
    and `played` weighed on the same worlds: the hint for `seen`, `seed` and `suitcases` (the
    opponent's Actions read as the viewer saw them) says the same. `seconds` (the client only):
    the weighing stops starting new worlds then, but `played` still meets as many as the suggestion.

    Runs in the worker: a view, a choice, a derived seed and the readings cross, never a state.
    """
    time_up = None if seconds is None else time_limit(seconds)
    advice, also = weigh_hint(seen, seed, time_up, budget=budget, also=(played,), suitcases=suitcases)
    best = advice.options[0]
    return Weighed(played, also[played].win_chance, best.choice, best.win_chance)


@dataclass(frozen=True, slots=True)
class Asked:
    """A decision to weigh: where it stands in the game and what goes to the worker."""

    step: int
    """The decision's index in the game's history."""
    turn: int
    player: int
    seen: View
    played: Choice
    seed: int
    suitcases: tuple[float, ...] | None = None
    """The opponent's Actions as the chooser saw them (ai/reading.py), read along the replay."""


@dataclass(frozen=True, slots=True)
class Point:
    """A decision of the loser on the graph: the winner's chance after the move played."""

    step: int
    turn: int
    chance: float


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A decision of the person where the strongest level would have played otherwise, and better by its estimate."""

    step: int
    turn: int
    played: Choice
    played_chance: float
    best: Choice
    best_chance: float


@dataclass(frozen=True, slots=True)
class Review:
    """A finished game weighed: the winner's chance over the loser's decisions, and the person's suggestions."""

    winner: int | None
    points: tuple[Point, ...]
    decisive: int | None
    """Index into `points` of the decision where the game was decided (None with no point)."""
    suggestions: tuple[Suggestion, ...]


def record_key(record: GameRecord) -> int:
    """A number standing for the game (not for how its players are named: a game reviewed from the Big Reveal
    and from the history is weighed alike), from which the review's seeds are derived one way."""
    game = record.model_dump_json(exclude={"players"}).encode()
    return int.from_bytes(hashlib.blake2b(game, digest_size=8).digest(), "big")


def sides(final: GameState) -> tuple[int, int]:
    """(winner, loser): the seat whose chance the graph follows and the seat whose views it is seen from;
    a tie follows Player 1 from Player 2's views."""
    winner = final.result.winner if final.result is not None and final.result.winner is not None else 0
    return winner, 1 - winner


def decisions_to_weigh(final: GameState, key: int, person: int | None) -> list[Asked]:
    """The loser's decisions and the person's, each with its chooser's view and a one-way seed."""
    _, loser = sides(final)
    state = GameState(final.abilities[1:], final.variant, final.first, seed=0)
    readers = {seat: ActionReader(one_way_seed("review-reading", key, seat)) for seat in (loser, person)
               if seat is not None}
    asked = []
    for step, choice in enumerate(final.history):
        pending = state.pending
        if pending is not None and pending.kind == ACTION and 1 - pending.player in readers:
            readers[1 - pending.player].observe(view(state, 1 - pending.player))
        if (pending is not None and pending.player != CHANCE and pending.player in (loser, person)
                and choice[0] != RESIGN):  # a resignation is no move to weigh
            seen = view(state, pending.player)
            asked.append(Asked(step, state.turn, pending.player, seen, choice, one_way_seed("review", key, step),
                               tuple(readers[pending.player].suitcases(seen))))
        state.apply(choice)
    return asked


def review(final: GameState, asked: list[Asked], weighed: list[Weighed], person: int | None) -> Review:
    """The review from each asked decision's weighing (in the same order)."""
    winner, loser = sides(final)
    points, suggestions = [], []
    for a, w in zip(asked, weighed):
        if a.player == loser:
            points.append(Point(a.step, a.turn, 1.0 - w.played_chance))
        if a.player == person and w.best != w.played and w.best_chance > w.played_chance:
            suggestions.append(Suggestion(a.step, a.turn, w.played, w.played_chance, w.best, w.best_chance))
    won = final.result is not None and final.result.winner is not None
    return Review(winner if won else None, tuple(points),
                  decisive_point([p.chance for p in points]) if won else None, tuple(suggestions))


def decisive_point(chances: list[float]) -> int | None:
    """The first decision after which the winner's chance stayed above DECIDED; failing that,
    the decision with the largest rise."""
    if not chances:
        return None
    start = len(chances)
    while start > 0 and chances[start - 1] >= DECIDED:
        start -= 1
    if start < len(chances):
        return start
    return max(range(len(chances)), key=lambda i: chances[i] - chances[i - 1] if i else -1.0)
