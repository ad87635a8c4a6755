"""What `simulate`, `merge` and `replay --json` report about finished games, summed over games.

A tally adds up exactly: the shards of a run, each tallied on its own machine,
merge into the totals of the whole run (see Tally.exact_json and from_json).
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any, Sequence

from game.engine import GameState
from game.engine.decision import CHANCE_CHOICE_KINDS
from game.engine.events import PAYLOAD_TYPES, Payload

ACTION_COUNTS = ("deploy", "enlist_guard", "enlist_assassin", "encrypt", "react")
PAIR_SCORES = ("0", "0.5", "1", "1.5", "2")
COUNTED_ACTIONS = frozenset(ACTION_COUNTS)
TALLIED_EVENTS = frozenset({"deploy", "attempt", "blocked", "trigger", "dead_drop_exchange"})
"""Event kinds the totals read (a game logs about 50 events, most of other kinds)."""


class Tally:
    """Running totals over games; `seat_names` are the players in seat order."""

    def __init__(self, seat_names: tuple[str, str]) -> None:
        self.seat_names = seat_names
        self.games = 0
        self.wins = [0, 0]
        self.ties = 0
        self.first_player_wins = 0
        self.wins_by_reason = Counter({"unguarded_match": 0, "guards": 0})
        self.wins_by_number = Counter({str(n): 0 for n in range(1, 10)})
        self.decisions = 0
        self.actions = Counter({k: 0 for k in ACTION_COUNTS})
        self.abilities: Counter[str] = Counter()
        self.triggers_fired = 0
        self.attempts = Counter({"success": 0, "failure": 0, "blocked": 0})
        self.dead_drop_exchanges = 0
        self.errors = 0
        self.error_games: list[dict[str, Any]] = []
        self.decks_played: Counter[str] = Counter()
        self.matches = 0
        self.match_wins = [0, 0]
        self.match_draws = 0
        self.pairs = Counter({score: 0 for score in PAIR_SCORES})
        """Duplicate deals: pairs by the first listed player's score over the two games."""
        # Nanoseconds per decision, per player name: counts of think_bucket values, and the exact maximum.
        self.think_ns: dict[str, Counter[int]] = {name: Counter() for name in seat_names}
        self.think_max_ns: dict[str, int] = {name: 0 for name in seat_names}

    def add_thinks(self, name: str, nanoseconds: Sequence[int]) -> None:
        """Count the times one computer player took to choose."""
        if nanoseconds:
            self.think_ns[name].update(map(think_bucket, nanoseconds))
            self.think_max_ns[name] = max(self.think_max_ns[name], max(nanoseconds))

    def add_game(self, state: GameState, spec: str, swapped: bool = False) -> None:
        """Count one finished game, the decisions its players made (chance outcomes are not
        decisions) and its deck; `swapped`: the players sat in each other's seats (the second
        game of a duplicate deal)."""
        result = state.result
        self.games += 1
        self.decks_played[spec] += 1
        if result.winner is None:
            self.ties += 1
        else:
            self.wins[result.winner ^ swapped] += 1
            self.first_player_wins += result.winner == state.first
            self.wins_by_reason[result.reason] += 1
            if result.reason == "unguarded_match":
                self.wins_by_number[str(result.final_numbers[result.winner])] += 1
        decided = [choice[0] for choice in state.history if choice[0] not in CHANCE_CHOICE_KINDS]
        self.decisions += len(decided)
        self.actions.update([kind for kind in decided if kind in COUNTED_ACTIONS])
        for event in state.events:  # public parts only, named where read
            kind = event[1]
            if kind not in TALLIED_EVENTS:
                continue
            public = event[3]
            if kind == "deploy":
                self.abilities[state.abilities[_public(kind, public).number]] += 1
            elif kind == "attempt":
                self.attempts["success" if _public(kind, public).success else "failure"] += 1
            elif kind == "blocked":
                self.attempts["blocked"] += 1
            elif kind == "trigger":
                self.triggers_fired += 1
            elif kind == "dead_drop_exchange":
                self.dead_drop_exchanges += 1

    def add_match(self, winner: int | None) -> None:
        self.matches += 1
        if winner is None:
            self.match_draws += 1
        else:
            self.match_wins[winner] += 1

    def add_pair(self, score: float) -> None:
        """Count a duplicate deal by the first listed player's score (0 to 2)."""
        self.pairs[f"{score:g}"] += 1

    def add_error(self, entry: dict[str, Any]) -> None:
        self.errors += 1
        self.error_games.append(entry)

    def merge(self, other: "Tally") -> None:
        """Add another tally's counts (from a worker process)."""
        self.games += other.games
        self.wins = [a + b for a, b in zip(self.wins, other.wins)]
        self.ties += other.ties
        self.first_player_wins += other.first_player_wins
        for mine, theirs in ((self.wins_by_reason, other.wins_by_reason),
                             (self.wins_by_number, other.wins_by_number),
                             (self.actions, other.actions), (self.abilities, other.abilities),
                             (self.attempts, other.attempts), (self.pairs, other.pairs)):
            mine.update(theirs)
        self.decisions += other.decisions
        self.triggers_fired += other.triggers_fired
        self.dead_drop_exchanges += other.dead_drop_exchanges
        self.errors += other.errors
        self.error_games.extend(other.error_games)
        self.decks_played.update(other.decks_played)
        self.matches += other.matches
        self.match_wins = [a + b for a, b in zip(self.match_wins, other.match_wins)]
        self.match_draws += other.match_draws
        for name, counts in other.think_ns.items():
            self.think_ns[name].update(counts)
            self.think_max_ns[name] = max(self.think_max_ns[name], other.think_max_ns[name])

    def as_json(self) -> dict[str, Any]:
        """The per-game JSON keys of CLI.md, in its order (the run's own keys are added by simulate)."""
        played = self.games
        return {
            "games": played + self.errors,
            "players": list(self.seat_names),
            "wins": self.wins,
            "ties": self.ties,
            "first_player_wins": self.first_player_wins,
            "wins_by_reason": dict(self.wins_by_reason),
            "wins_by_unguarded_match_number": dict(sorted(self.wins_by_number.items())),
            "avg_decisions": round(self.decisions / played, 2) if played else 0,
            "actions": dict(self.actions),
            "abilities": dict(sorted(self.abilities.items())),
            "triggers_fired": self.triggers_fired,
            "attempts": dict(self.attempts),
            "dead_drop_exchanges": self.dead_drop_exchanges,
        }

    def errors_json(self) -> dict[str, Any]:
        return {"errors": self.errors,
                "error_games": sorted(self.error_games, key=lambda e: e["game"])}

    def matches_json(self) -> dict[str, Any]:
        return {"matches": self.matches, "match_wins": self.match_wins, "match_draws": self.match_draws}

    def think_json(self) -> dict[str, dict[str, float]]:
        """p50, p99 and max of each player's time per decision, in milliseconds."""
        return {name: {"p50": percentile(counts, 50) / 1e6, "p99": percentile(counts, 99) / 1e6,
                       "max": self.think_max_ns[name] / 1e6}
                for name, counts in self.think_ns.items() if counts}

    def exact_json(self) -> dict[str, Any]:
        """What as_json rounds or summarises, exactly: a shard's result carries it for merge."""
        return {"decisions": self.decisions, "pairs": dict(self.pairs),
                "think_ns": {name: {"max": self.think_max_ns[name],
                                    "counts": {str(ns): n for ns, n in sorted(counts.items())}}
                             for name, counts in self.think_ns.items()}}

    @classmethod
    def from_json(cls, result: dict[str, Any]) -> Tally:
        """The tally behind a shard's result (report() with exact_json()); KeyError if a key is missing."""
        tally = cls(tuple(result["players"]))
        tally.errors = result["errors"]
        tally.error_games = list(result["error_games"])
        tally.games = result["games"] - tally.errors
        tally.wins = list(result["wins"])
        tally.ties = result["ties"]
        tally.first_player_wins = result["first_player_wins"]
        tally.wins_by_reason.update(result["wins_by_reason"])
        tally.wins_by_number.update(result["wins_by_unguarded_match_number"])
        tally.decisions = result["decisions"]
        tally.actions.update(result["actions"])
        tally.abilities.update(result["abilities"])
        tally.triggers_fired = result["triggers_fired"]
        tally.attempts.update(result["attempts"])
        tally.dead_drop_exchanges = result["dead_drop_exchanges"]
        tally.decks_played.update(result.get("decks_played", {}))
        tally.matches = result.get("matches", 0)
        tally.match_wins = list(result.get("match_wins", [0, 0]))
        tally.match_draws = result.get("match_draws", 0)
        tally.pairs.update(result.get("pairs", {}))
        for name, think in result["think_ns"].items():
            tally.think_ns[name].update({int(ns): n for ns, n in think["counts"].items()})
            tally.think_max_ns[name] = think["max"]
        return tally


def report(tally: Tally, deck: str, variant: str, seed: int, *, decks_played: bool, matches: bool,
           pairs: bool = False) -> dict[str, Any]:
    """The JSON of a simulate run in CLI.md's order, without `seconds` (the caller adds it last)."""
    totals = tally.as_json()
    result = {"games": totals.pop("games"), "players": totals.pop("players"), "deck": deck,
              "variant": variant, "seed": seed, **totals, "think_ms": tally.think_json(),
              **tally.errors_json()}
    if decks_played:
        result["decks_played"] = dict(sorted(tally.decks_played.items()))
    if matches:
        result.update(tally.matches_json())
    if pairs:
        result["pairs"] = dict(tally.pairs)
    return result


def summary(result: dict[str, Any]) -> str:
    """A run's result in one sentence."""
    a, b = result["players"]
    return (f"{result['games']} games, deck {result['deck']}, {result['variant']} set-up, "
            f"seed {result['seed']}: {a} (seat 1) won {result['wins'][0]}, {b} (seat 2) won "
            f"{result['wins'][1]}, {result['ties']} ties; errors: {result['errors']}; "
            f"{result['seconds']} s.")


def _public(kind: str, public: tuple[Any, ...]) -> Payload:
    """An event's public part with its fields named, as a view names it."""
    return tuple.__new__(PAYLOAD_TYPES[kind][0], public)


def think_bucket(nanoseconds: int) -> int:
    """A time cut to 3 significant digits: percentiles within 1% and never above the maximum, and a shard's
    counts stay small."""
    unit = 1
    while nanoseconds >= 1000 * unit:
        unit *= 10
    return nanoseconds - nanoseconds % unit


def percentile(counts: Counter[int], p: int) -> int:
    """The nearest-rank p-th percentile of counted values."""
    rank = math.ceil(p / 100 * sum(counts.values()))
    seen = 0
    for value in sorted(counts):
        seen += counts[value]
        if seen >= rank:
            return value
    raise ValueError("no values counted")
