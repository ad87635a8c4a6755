"""What `simulate` and `replay --json` report about finished games, summed over games."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.engine import GameState
from game.engine.decision import ACTION_KINDS, CHANCE_CHOICE_KINDS
from game.engine.view import events_seen

ACTION_COUNTS = ("deploy", "enlist_guard", "enlist_assassin", "encrypt", "react")


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

    def add_game(self, state: GameState, decisions: int, spec: str) -> None:
        """Count one finished game, the decisions its players made and its deck."""
        result = state.result
        self.games += 1
        self.decks_played[spec] += 1
        if result.winner is None:
            self.ties += 1
        else:
            self.wins[result.winner] += 1
            self.first_player_wins += result.winner == state.first
            self.wins_by_reason[result.reason] += 1
            if result.reason == "unguarded_match":
                self.wins_by_number[str(result.final_numbers[result.winner])] += 1
        for choice in state.history:
            if choice[0] in ACTION_KINDS or choice[0] == "react":
                self.actions[choice[0]] += 1
        self.decisions += decisions
        for e in events_seen(state.events, None):
            kind = e.kind
            if kind == "deploy":
                self.abilities[state.abilities[e.public.number]] += 1
            elif kind == "attempt":
                self.attempts["success" if e.public.success else "failure"] += 1
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
                             (self.attempts, other.attempts)):
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


def count_decisions(state: GameState) -> int:
    """Decisions made by players; chance outcomes are not counted."""
    return sum(1 for choice in state.history if choice[0] not in CHANCE_CHOICE_KINDS)
