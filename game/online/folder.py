"""The server's own data folder, CLASSIFIED_INFO_HOME/server/: one file per game, held by one server at a time.

games/ holds the games being played (ID.json, written atomically after every
decision); finished/ the games put away. A second server on the same folder
finds its lock taken and refuses to start, as a second window does on the
player's folder (game/storage/folder_lock.py). A file that cannot be read is set
aside as NAME.bad-N, never overwritten, and the server starts without it.
"""

from __future__ import annotations

import logging
import os
import tempfile
from pathlib import Path

from filelock import FileLock, Timeout
from pydantic import ValidationError

from game.errors import DataError
from game.online.hosted import GameFile, HostedGame
from game.storage.files import UnreadableFile, read_json
from game.storage.home import TEMPORARY_SUFFIX, data_home, files_in, remove_stale_temporaries, set_aside

log = logging.getLogger("game.online")

SERVER_FOLDER = "server"
LOCK_FILE = ".classified-info-server.lock"


class FolderTaken(DataError):
    """Another server holds the folder, or it cannot hold a lock at all."""


class ServerFolder:
    """The server's folder, locked for as long as this object lives (or until release())."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = data_home() / SERVER_FOLDER if path is None else path
        self.games = self.path / "games"
        self.finished = self.path / "finished"
        try:
            self.games.mkdir(parents=True, exist_ok=True)
            self.finished.mkdir(parents=True, exist_ok=True)
            self.lock = FileLock(str(self.path / LOCK_FILE), thread_local=False)
            self.lock.acquire(timeout=0)
        except Timeout:
            raise FolderTaken(f"{self.path}: another server uses this folder; stop it first, or give this one "
                              "its own folder with CLASSIFIED_INFO_HOME.") from None
        except OSError as error:
            raise FolderTaken(f"{self.path}: the server cannot keep its games here ({error.strerror or error}); "
                              "give it a folder it may write in with CLASSIFIED_INFO_HOME.") from None
        remove_stale_temporaries(self.games)

    def release(self) -> None:
        self.lock.release(force=True)

    def write(self, game_id: str, text: str) -> None:
        """Write a game's file atomically: a whole new file renamed over the old one, so a server killed at any
        moment leaves the old file or the new one. Not flushed to the disk each time (as the player's saves
        are): that costs a few milliseconds a decision, one after another, where the server answers hundreds
        of decisions a second; after a power cut a game may go back a few decisions, never to a torn file."""
        path = self.games / f"{game_id}.json"
        fd, temporary = tempfile.mkstemp(dir=self.games, prefix=f".{path.name}.", suffix=TEMPORARY_SUFFIX)
        try:
            with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
                file.write(text)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def put_away(self, game_id: str) -> None:
        """Move a game nobody will come back to out of games/."""
        try:
            (self.games / f"{game_id}.json").replace(self.finished / f"{game_id}.json")
        except OSError as error:
            log.warning("game %s could not be put away (%s)", game_id, error.strerror or error)

    def load(self) -> list[HostedGame]:
        """Every game in games/, replayed; a file that cannot be read or replayed is set aside."""
        found = []
        for path in files_in(self.games):
            try:
                game = HostedGame.from_file(GameFile.model_validate(read_json(path)))
                if f"{game.id}.json" != path.name:
                    raise ValueError("its id is not its file's name")
            except (OSError, UnreadableFile, ValidationError, ValueError) as error:
                bad = set_aside(path)
                log.warning("%s cannot be resumed (%s); set aside as %s", path.name, type(error).__name__,
                            bad.name if bad else "nothing: it could not be moved")
                continue
            found.append(game)
        return found
