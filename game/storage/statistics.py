"""The player's statistics (stats.json): results per opponent level, deck and variant, hotseat pairs, matches.

Written atomically after every finished game, read and written again under the
data folder's lock so two programs never lose each other's counts; a file that
cannot be read is moved aside (bytes intact), the player is told, and counting
starts afresh, so a bad file never stops the game. Counts and keys are bounded:
a file with a count of thousands of digits or a key of thousands of characters
is not one of ours.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from game.errors import first_problem
from game.storage import notices
from game.storage.files import UnreadableFile, read_json
from game.storage.folder_lock import updating
from game.storage.home import data_home, set_aside, write_atomic

STATS_FILE = "stats.json"
MAX_STATS_BYTES = 5_000_000
MAX_COUNT = 10**12
"""More games than anyone plays: a larger count is a damaged file."""
MAX_KEY = 200
"""A key names a level, a deck and a set-up, or two players (of 20 characters each at most)."""
MAX_ENTRIES = 10_000

Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Key = Annotated[str, StringConstraints(max_length=MAX_KEY)]

class Record(BaseModel):
    """Results against one opponent level with one deck and variant."""

    model_config = ConfigDict(extra="forbid")

    games: Count = 0
    wins: Count = 0
    losses: Count = 0
    ties: Count = 0
    streak: int = Field(default=0, ge=-MAX_COUNT, le=MAX_COUNT)
    """Positive: wins in a row now; negative: losses in a row; 0 after a tie."""
    best_streak: Count = 0
    aided: Count = 0
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

    games: Count = 0
    wins: tuple[Count, Count] = (0, 0)
    ties: Count = 0
    aided: Count = 0
    """Games in which either player asked for hints or had the Cypher Wheel's assistant on."""


class Statistics(BaseModel):
    """Everything in stats.json."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["classified-info-stats"] = "classified-info-stats"
    version: Literal[1] = 1
    versus: Annotated[dict[Key, Record], Field(max_length=MAX_ENTRIES)] = {}
    """Key "level / deck / variant", e.g. "heuristic / citrine / standard"."""
    hotseat: Annotated[dict[Key, Pair], Field(max_length=MAX_ENTRIES)] = {}
    """Key "name / name", the names sorted."""
    matches: Annotated[dict[Key, Record], Field(max_length=MAX_ENTRIES)] = {}
    """Whole matches against the computer (a drawn match is a tie), key "level / best of N"."""
    hotseat_matches: Annotated[dict[Key, Pair], Field(max_length=MAX_ENTRIES)] = {}
    """Whole hotseat matches, keyed like `hotseat`."""


def stats_path(home: Path | None = None) -> Path:
    return (home or data_home()) / STATS_FILE


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
    notices.tell(f"The statistics could not be read ({path}: {problem}); {where} and started them afresh.")
    return Statistics()


def reset_statistics(path: Path | None = None) -> Statistics:
    """Start counting afresh: the file holds no games (OSError if the disk refuses)."""
    stats = Statistics()
    write_atomic(path or stats_path(), stats.model_dump_json(indent=1) + "\n")
    return stats


def count_game(opponent: str | None, spec: str, variant: str, winner: int | None, human: int | None,
               names: tuple[str, str] | None, aided: bool, path: Path | None = None) -> Statistics:
    """Add one finished game and write the file atomically, under the data folder's lock (OSError if the
    disk refuses or another program holds the folder too long)."""
    with updating():
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
    """Add one finished match (winner None: drawn) and write the file atomically, under the data folder's lock
    (OSError if the disk refuses or another program holds the folder too long)."""
    with updating():
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
