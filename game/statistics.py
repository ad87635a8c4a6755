"""The player's statistics (stats.json): results per opponent level, deck and variant, hotseat pairs, matches.

Written atomically after every finished game; a file that cannot be read is
moved aside (bytes intact) and counting starts afresh, so a bad file never
stops the game.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.errors import first_problem
from game.files import UnreadableFile, read_json
from game.home import data_home, set_aside, write_atomic

STATS_FILE = "stats.json"
MAX_STATS_BYTES = 5_000_000

class Record(BaseModel):
    """Results against one opponent level with one deck and variant."""

    model_config = ConfigDict(extra="forbid")

    games: int = Field(default=0, ge=0)
    wins: int = Field(default=0, ge=0)
    losses: int = Field(default=0, ge=0)
    ties: int = Field(default=0, ge=0)
    streak: int = 0
    """Positive: wins in a row now; negative: losses in a row; 0 after a tie."""
    best_streak: int = Field(default=0, ge=0)
    aided: int = Field(default=0, ge=0)
    """Games in which hints were asked for or the Cypher Wheel's assistant was on."""

    def add(self, outcome: int, aided: bool) -> None:
        """One game: outcome 1 won, 0 tie, -1 lost."""
        self.games += 1
        self.aided += aided
        if outcome > 0:
            self.wins += 1
            self.streak = self.streak + 1 if self.streak > 0 else 1
        elif outcome < 0:
            self.losses += 1
            self.streak = self.streak - 1 if self.streak < 0 else -1
        else:
            self.ties += 1
            self.streak = 0
        self.best_streak = max(self.best_streak, self.streak)


class Pair(BaseModel):
    """Hotseat games between two names (in the order the key gives them)."""

    model_config = ConfigDict(extra="forbid")

    games: int = Field(default=0, ge=0)
    wins: tuple[int, int] = (0, 0)
    ties: int = Field(default=0, ge=0)
    aided: int = Field(default=0, ge=0)
    """Games in which either player asked for hints or had the Cypher Wheel's assistant on."""


class Statistics(BaseModel):
    """Everything in stats.json."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["classified-info-stats"] = "classified-info-stats"
    version: Literal[1] = 1
    versus: dict[str, Record] = {}
    """Key "level / deck / variant", e.g. "heuristic / citrine / standard"."""
    hotseat: dict[str, Pair] = {}
    """Key "name / name", the names sorted."""
    matches: dict[str, Record] = {}
    """Whole matches against the computer (a drawn match is a tie), key "level / best of N"."""
    hotseat_matches: dict[str, Pair] = {}
    """Whole hotseat matches, keyed like `hotseat`."""


def stats_path() -> Path:
    return data_home() / STATS_FILE


def deck_group(spec: str) -> str:
    """Mixed decks count together: each random mix is a different spec."""
    return "mixed" if spec.startswith("mixed:") else spec


def load_statistics(path: Path | None = None) -> Statistics:
    """The statistics so far; a file that cannot be read is set aside and counting starts afresh."""
    path = path or stats_path()
    try:
        return Statistics.model_validate(read_json(path, MAX_STATS_BYTES))
    except FileNotFoundError:
        return Statistics()
    except ValidationError as error:
        return _set_aside(path, first_problem(error))
    except UnreadableFile as error:
        return _set_aside(path, str(error))
    except OSError as error:
        return _set_aside(path, f"cannot be read ({error.strerror or error})")


def _set_aside(path: Path, problem: str) -> Statistics:
    bad = set_aside(path)
    where = "left it in place" if bad is None else f"moved it to {bad.name}"
    print(f"classified-info: {path}: {problem}; {where} and started the statistics afresh.", file=sys.stderr)
    return Statistics()


def reset_statistics(path: Path | None = None) -> Statistics:
    """Start counting afresh: the file holds no games (OSError if the disk refuses)."""
    stats = Statistics()
    write_atomic(path or stats_path(), stats.model_dump_json(indent=1) + "\n")
    return stats


def count_game(opponent: str | None, spec: str, variant: str, winner: int | None, human: int | None,
               names: tuple[str, str] | None, aided: bool, path: Path | None = None) -> Statistics:
    """Add one finished game and write the file atomically (OSError if the disk refuses)."""
    stats = load_statistics(path)
    if opponent is None:
        _add_pair(stats.hotseat, names, winner, aided)
    else:
        key = f"{opponent} / {deck_group(spec)} / {variant}"
        outcome = 0 if winner is None else (1 if winner == human else -1)
        stats.versus.setdefault(key, Record()).add(outcome, aided)
    write_atomic(path or stats_path(), stats.model_dump_json(indent=1) + "\n")
    return stats


def count_match(opponent: str | None, best_of: int, winner: int | None, human: int | None,
                names: tuple[str, str] | None, path: Path | None = None) -> Statistics:
    """Add one finished match (winner None: drawn) and write the file atomically (OSError if the disk refuses)."""
    stats = load_statistics(path)
    if opponent is None:
        _add_pair(stats.hotseat_matches, names, winner, False)
    else:
        outcome = 0 if winner is None else (1 if winner == human else -1)
        stats.matches.setdefault(f"{opponent} / best of {best_of}", Record()).add(outcome, False)
    write_atomic(path or stats_path(), stats.model_dump_json(indent=1) + "\n")
    return stats


def _add_pair(pairs: dict[str, Pair], names: tuple[str, str] | None, winner: int | None, aided: bool) -> None:
    """One result between two named players at one screen."""
    assert names is not None, "a hotseat game has two names"
    order = sorted(range(2), key=lambda p: names[p].casefold())
    pair = pairs.setdefault(" / ".join(names[p] for p in order), Pair())
    pair.games += 1
    pair.aided += aided
    if winner is None:
        pair.ties += 1
    else:
        wins = list(pair.wins)
        wins[order.index(winner)] += 1
        pair.wins = (wins[0], wins[1])
