"""A game played online, kept once it is over: in the history (to watch in Replays) and in the statistics,
where the opponent is "online".

The server sends a finished game's whole record with its last table, and again to a player who comes back
after the end; the file's name comes from the record itself, so a game is kept and counted once however
often it arrives. The record is replayed before anything is written: one that does not reach its end under
the rules is refused.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.errors import first_problem
from game.storage.records import GameRecord, RecordError, replay
from game.storage.saves import Ending, SavedGame, history_folder, keep_in_history
from game.storage.statistics import count_game, count_match, stats_path

ONLINE = "online"
"""The opponent of a game online, as the history and the statistics name it."""


@dataclass(frozen=True)
class OnlineMatch:
    """Where a game stands in its match: its number, the match's length, and the wins after it."""

    game: int
    best_of: int
    wins: tuple[int, int]

    def decided(self, abandoned: bool) -> bool:
        """This game ends the match: a player has won enough, every game was played, or a player left."""
        return abandoned or 2 * max(self.wins) > self.best_of or self.game >= 2 * self.best_of


def kept_name(data: dict[str, Any]) -> str:
    """The history file of the game this record is: the same for every copy the server sends."""
    digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:20]
    return f"online-{digest}.json"


def keep_online_game(data: dict[str, Any], seat: int, names: tuple[str, str], abandoned: bool,
                     match: OnlineMatch | None, aided: bool, home: Path | None = None) -> bool:
    """Keep the finished game `data` (the server's record) as seat `seat` played it, in the data folder `home`
    (by default the one this thread sees); whether it was new. RecordError when the record is not a finished
    game; OSError when the disk refuses."""
    name = kept_name(data)
    if (history_folder(home) / name).exists():
        return False
    try:
        record = GameRecord.model_validate(data)
    except ValidationError as error:
        raise RecordError(f"the server's record of the game is not a record: {first_problem(error)}") from None
    result = replay(record, "the server's record of the game").result
    if result is None:
        raise RecordError("the server's record of the game stops before its end")
    players = [names[0], names[1]]
    players[seat] = "you"
    record = record.model_copy(update={"players": (players[0], players[1])})
    number = None if match is None else (match.game, match.best_of)
    ending = Ending(winner=result.winner, reason="abandoned" if abandoned else result.reason,  # type: ignore[arg-type]
                    match_game=number)
    keep_in_history(name, SavedGame(record=record, seed=0, opponent=ONLINE, names=names, human=seat, aided=aided,
                                    ending=ending), home)
    count_game(ONLINE, record.deck.spec, record.variant, result.winner, seat, names, aided, stats_path(home))
    if match is not None and match.decided(abandoned):
        wins = match.wins
        winner = result.winner if abandoned else (None if wins[0] == wins[1] else int(wins[1] > wins[0]))
        count_match(ONLINE, match.best_of, winner, seat, names, stats_path(home))
    return True
