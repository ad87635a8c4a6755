"""Games to watch again: finished games from the history, records shared as files, and sharing one.

The replay viewer opens either kind of file: a save (a record plus each
player's Cypher Wheel) or a plain game record (from `simulate --save-records`
or shared by someone). Reading one never changes it: a file that cannot be
read is refused with one paragraph and left as it was. A game not over yet
shows only the seat of the person who played it against the computer, so no
one watches what their opponent still hides.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from game.ai.base import PLAYER_NAMES
from game.engine import GameState
from game.errors import MAX_QUOTED, clipped, first_problem
from game.session.game_session import GameSession
from game.storage.files import UnreadableFile, read_json
from game.storage.home import files_in, folder_path, subfolder
from game.storage.records import RECORD_FORMAT, GameRecord, RecordError, record_game, replay, save_record
from game.storage.saves import MAX_SAVE_BYTES, SAVE_FORMAT, Ending, SavedGame, SavedWheels
from game.text import replay_words as say
from game.text.levels import computer_name

NAME_SHOWN = 40
"""A player's name as the viewer shows it is cut to this many characters: a record may come from anyone."""
SHARED_FOLDER = "shared"
"""Under the data folder: records written to share, and records others shared (put them here)."""


@dataclass(frozen=True)
class Watched:
    """A game to watch: its record, the players' names, and the wheels a save kept (None for a plain record)."""

    path: Path
    record: GameRecord
    state: GameState
    """The game replayed to its last step (finished or not)."""
    wheels: SavedWheels | None

    @property
    def seat(self) -> int | None:
        """The seat of the person who played against the computer (None in any other game)."""
        players = self.record.players or ()
        return players.index("you") if "you" in players else None

    @property
    def open_to_all(self) -> bool:
        """A finished game may be watched from either seat and face up; one under way only from your own."""
        return self.state.result is not None

    @property
    def names(self) -> tuple[str, str]:
        """How the players are named: as the record says ("you" is the seat's number: the viewer shows
        either seat), or Player 1 and Player 2 when the record names neither apart."""
        players = self.record.players
        if players is None or players[0] == players[1]:
            return ("Player 1", "Player 2")
        first, second = (f"Player {seat + 1}" if name == "you" else computer_name(name)
                         if name.partition(":")[0] in PLAYER_NAMES else clipped(name[:1].upper() + name[1:], NAME_SHOWN)
                         for seat, name in enumerate(players))
        return (first, second)


def read_game(path: Path) -> tuple[GameRecord | None, SavedWheels | None]:
    """A save's record and wheels (None for a match saved between games), or a plain record's;
    RecordError says what is wrong, where and how to fix it, in the game's words."""
    try:
        data = read_json(path, MAX_SAVE_BYTES)
    except OSError as error:
        raise RecordError(f"{path}: cannot read the game ({error.strerror or error}); check the path.") from None
    except UnreadableFile as error:
        raise RecordError(f"{path}: not a game to watch (the file {error}); give a game record or a "
                          "saved game of Classified Information.") from None
    kind = data.get("format") if isinstance(data, dict) else None
    try:
        if kind == SAVE_FORMAT:
            saved = SavedGame.model_validate(data)
            return saved.record, saved.to_wheels()
        return GameRecord.model_validate(data), None
    except ValidationError as error:
        what = "saved game" if kind == SAVE_FORMAT else "game record"
        raise RecordError(f"{path}: this {what} cannot be read: {first_problem(error)}; a game record needs "
                          f"format {RECORD_FORMAT!r} (or a save, format 'classified-info-save'), version 1, deck, "
                          "variant, first_player and steps.") from None


def load_game_record(path: Path) -> GameRecord:
    """The record of one game from a record file, a save or a game of the history (RecordError if none)."""
    record, _ = read_game(path)
    if record is None:
        raise RecordError(f"{path}: a match saved between two games holds no game; continue the match from the "
                          "title screen (Continue), or give a record of one game.")
    return record


def open_watched(path: Path) -> Watched:
    """Read a save or a record and replay it; RecordError says what is wrong, where and how to fix it."""
    record, wheels = read_game(path)
    if record is None:
        raise RecordError(f"{path}: a match saved between two games holds no game to watch; continue "
                          "the match from the title screen (Continue), or give a record of one game.")
    state = replay(record, str(path))
    watched = Watched(path, record, state, wheels)
    if state.result is None and watched.seat is None:
        raise RecordError(f"{path}: this game is not over yet, and watching it would show one player what the "
                          "other hides; finish it first (Continue on the title screen), then watch it again.")
    return watched


def just_played(session: GameSession, wheels: SavedWheels, path: Path | None) -> Watched:
    """A game at its Big Reveal, to watch at once: the record its save holds, and both wheels."""
    opponent, human = session.opponent, session.human
    players = session.names if opponent is None else ("you", opponent) if human == 0 else (opponent, "you")
    record = record_game(session.state, session.deck, session.spec, players=players)
    return Watched(path or Path("this game"), record, session.state, wheels)


def shared_folder() -> Path:
    """Where shared records are written and looked for, created on first use (FolderUnavailable if it cannot)."""
    return subfolder(SHARED_FOLDER)


def games_to_watch() -> list[Path]:
    """Finished games (newest first), then the records in the shared folder (newest first); listing makes
    no folder, and leaves out what is not a file (a dangling link, a folder, a FIFO)."""
    history, shared = files_in(folder_path("saves/history")), files_in(folder_path(SHARED_FOLDER))
    return history[::-1] + shared[::-1]


def share_name(record: GameRecord, when: time.struct_time | None = None) -> str:
    """A file name that says what the game was: classified-info-2026-11-23-1930-you-vs-heuristic.json."""
    players = record.players or ("player-1", "player-2")
    slug = "-vs-".join(re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "player" for name in players)
    stamp = time.strftime("%Y-%m-%d-%H%M", when or time.localtime())
    return f"classified-info-{stamp}-{slug}.json"


def share(watched: Watched) -> Path:
    """Write the game's record into the shared folder under a clear name, never over another file."""
    folder = shared_folder()
    stem = share_name(watched.record).removesuffix(".json")
    path, n = folder / f"{stem}.json", 2
    while path.exists():
        path, n = folder / f"{stem}-{n}.json", n + 1
    save_record(path, watched.record)
    return path


@dataclass(frozen=True)
class Listed:
    """One game file in the list of games to watch, as far as the file says without replaying it."""

    path: Path
    line: str
    """Its line in the list: date, result (or "Ending not recorded"), opponent, deck as named."""
    ending: Ending | None = None
    """How a finished game of the history ended (None: a shared record, or an earlier version's file)."""
    players: tuple[str, str] | None = None
    spec: str | None = None


def listed(path: Path, shared: bool) -> Listed:
    """The file's line: when it was written, how it ended, who played and the deck, as far as the file says."""
    try:
        when = time.strftime("%d %b %Y %H:%M", time.localtime(path.lstat().st_mtime))
    except (OSError, OverflowError, ValueError):
        when = "?"
    try:
        data: Any = read_json(path, MAX_SAVE_BYTES)
    except (OSError, UnreadableFile, ValueError):
        data = None
    record = data.get("record", data) if isinstance(data, dict) else None
    players = record.get("players") if isinstance(record, dict) else None
    deck = record.get("deck") if isinstance(record, dict) else None
    spec = deck.get("spec") if isinstance(deck, dict) else None
    named = ((clipped(str(players[0]), MAX_QUOTED), clipped(str(players[1]), MAX_QUOTED))
             if isinstance(players, list) and len(players) == 2 else None)  # the file may come from anyone
    spec = clipped(spec, MAX_QUOTED) if isinstance(spec, str) else None
    ending = None
    if isinstance(data, dict) and data.get("format") == SAVE_FORMAT:
        try:
            ending = Ending.model_validate(data.get("ending"))
        except ValidationError:
            ending = None
    if shared:
        words = None
    elif ending is not None:
        words = say.ending_words(named, ending.winner, ending.reason)
    else:
        words = say.NOT_RECORDED + (f" · {' vs '.join(say.player_name(p) for p in named)}" if named else "")
    line = say.game_line(when, named, spec, path.name if shared else None, words,
                         ending.match_game if ending is not None else None)
    return Listed(path, clipped(line, 300), ending, named, spec)
