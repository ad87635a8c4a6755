"""One shard's `simulate --json` result as `merge` reads it: checked whole before any number is added.

A shard file may be cut, edited or made by another version; every count is a
bounded whole number and every list has its length, so adding shards can
never overflow, allocate without end or fail halfway with a traceback.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError, model_validator

from game.errors import DataError, first_problem
from game.storage.files import read_bytes

SHARD_HOW = "write each shard with `classified-info simulate ... --shard I/N --json > shard-I.json`"
MAX_SHARD_BYTES = 50_000_000
"""A shard's output (its --json line, with error records) stays far below this."""
MAX_GAMES = 10**12
"""More games than any run plays (a million games a second for eleven days)."""
MAX_COUNT = 10**15
"""Any count a run can reach: decisions, events, nanoseconds of thinking."""

Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
Games = Annotated[int, Field(ge=0, le=MAX_GAMES)]
Name = Annotated[str, StringConstraints(min_length=1, max_length=100)]
Counts = Annotated[dict[Name, Count], Field(max_length=1000)]
Pair = Annotated[list[Count], Field(min_length=2, max_length=2)]
TwoNames = Annotated[list[Name], Field(min_length=2, max_length=2)]
Nanoseconds = Annotated[str, StringConstraints(pattern=r"^[0-9]{1,16}$")]


class Strict(BaseModel):
    """Whole numbers must be numbers, not strings or booleans; keys this version does not read are let be."""

    model_config = ConfigDict(strict=True, extra="ignore")


class Shard(Strict):
    """Which part of which run: `index` of `count`, in a run of `games` items."""

    index: Annotated[int, Field(ge=0)]
    count: Annotated[int, Field(ge=1, le=MAX_GAMES)]
    games: Annotated[int, Field(ge=1, le=MAX_GAMES)]
    match: Literal[3, 5] | None
    duplicate: bool

    @model_validator(mode="after")
    def _index_in_count(self) -> Shard:
        if self.index >= self.count:
            raise ValueError(f"shard index {self.index} is not below its count {self.count}")
        return self


class ErrorGame(Strict):
    """A game that raised: the index is what merge sorts by; the rest is carried as it is."""

    model_config = ConfigDict(strict=True, extra="allow")

    game: Games


class Thinking(Strict):
    """One player's decision times: counts per rounded nanoseconds, and the exact maximum."""

    max: Count
    counts: Annotated[dict[Nanoseconds, Count], Field(max_length=100_000)]


class ShardResult(Strict):
    """The keys of `simulate --shard I/N --json` that merge adds up (report() plus Tally.exact_json())."""

    games: Games
    players: TwoNames
    deck: Name
    variant: Name
    seed: int
    wins: Pair
    ties: Count
    first_player_wins: Count
    wins_by_reason: dict[Literal["unguarded_match", "guards"], Count]
    wins_by_unguarded_match_number: dict[Literal["1", "2", "3", "4", "5", "6", "7", "8", "9"], Count]
    decisions: Count
    actions: Counts
    abilities: Counts
    triggers_fired: Count
    attempts: dict[Literal["success", "failure", "blocked"], Count]
    dead_drop_exchanges: Count
    errors: Games
    error_games: Annotated[list[ErrorGame], Field(max_length=1_000_000)]
    think_ns: dict[Name, Thinking]
    decks_played: Counts = {}
    matches: Games = 0
    match_wins: Pair = [0, 0]
    match_draws: Games = 0
    pairs: dict[Literal["0", "0.5", "1", "1.5", "2"], Count] = {}
    seconds: Annotated[float, Field(ge=0, le=10**9)]
    shard: Shard

    @model_validator(mode="after")
    def _whole(self) -> ShardResult:
        if not math.isfinite(self.seconds):
            raise ValueError("seconds is not a finite number")
        if self.errors > self.games:
            raise ValueError(f"errors {self.errors} is more than games {self.games}")
        if len(self.error_games) != self.errors:
            raise ValueError(f"error_games lists {len(self.error_games)} games where errors counts {self.errors}")
        strangers = sorted(set(self.think_ns) - set(self.players))
        if strangers:
            raise ValueError(f"think_ns names {strangers[0][:40]!r}, who is not one of the players")
        return self


def read_shard(path: Path) -> dict[str, Any]:
    """The checked JSON object on the file's last line, if it is one shard's whole result (keys as given)."""
    try:
        data = read_bytes(path, MAX_SHARD_BYTES + 1)
        if len(data) > MAX_SHARD_BYTES:
            raise DataError(f"{path}: larger than a shard's result ever is; {SHARD_HOW}.")
        lines = data.decode("utf-8").strip().splitlines()
        result = json.loads(lines[-1]) if lines else None
    except OSError as error:
        raise DataError(f"{path}: cannot read it ({error.strerror or error}); {SHARD_HOW}.") from None
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise DataError(f"{path}: its last line is not a JSON result ({error}); {SHARD_HOW}.") from None
    if not isinstance(result, dict):
        raise DataError(f"{path}: its last line is not a JSON object; {SHARD_HOW}.")
    if not isinstance(result.get("shard"), dict):
        raise DataError(f"{path}: not the --json result of a simulate shard (no \"shard\" with its index, "
                        f"count and games); {SHARD_HOW}.")
    try:
        checked = ShardResult.model_validate(result)
    except ValidationError as error:
        raise DataError(f"{path}: not a whole shard result ({first_problem(error)}); {SHARD_HOW}.") from None
    return checked.model_dump(exclude_unset=True)
