"""Games in progress, saved after every decision, and finished games kept as history.

A save is a game record (the inputs that replay the game to where it stands)
plus what the record does not hold: the seed for what chance does next, who
plays (the computer's level, or the two names of a hotseat game), the seat at
the screen, the picks of the decision under way, and each player's Cypher
Wheel (marks by hand and assistant level). Saves from before the wheel load
with blank wheels. Loading replays the
record through the engine, so a save that was changed or torn never seats an
impossible game: it is moved aside, its bytes intact, and the game goes on.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.decks import Deck
from game.engine import GameState
from game.errors import DataError, first_problem
from game.files import UnreadableFile, read_json
from game.home import remove_stale_temporaries, set_aside, subfolder, write_atomic
from game.notebook import BLANK, Level, Notebook
from game.records import GameRecord, RecordError, record_game, replay
from game.session import GameSession

SAVE_FORMAT: Literal["classified-info-save"] = "classified-info-save"
SAVE_VERSION: Literal[1] = 1
HISTORY_KEPT = 100
"""Finished games kept in saves/history; the oldest go first."""
MAX_SAVE_BYTES = 2_000_000
"""A save is a few kilobytes; anything far larger is not one of ours."""


class SaveError(DataError):
    """A save that cannot be read or replayed."""


class SavedGame(BaseModel):
    """One game in progress, as written to saves/NAME.json."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["classified-info-save"] = SAVE_FORMAT
    version: Literal[1] = SAVE_VERSION
    record: GameRecord
    seed: int = Field(ge=0)
    opponent: str | None = None
    """The computer's level, or None for two players at one screen."""
    names: tuple[str, str] | None = None
    human: int | None = Field(default=0, ge=0, le=1)
    """The seat at the screen (None: a hotseat game resumes behind a hand-off)."""
    picks: list[list[Any]] = []
    """The picks made so far in the decision under way, so it resumes where it was."""
    notebooks: tuple[Notebook, Notebook] = (BLANK, BLANK)
    """Each player's Cypher Wheel marks by hand."""
    assistant: tuple[Level, Level] = ("off", "off")
    """Each player's assistant level."""
    aided: bool = False
    """Hints or the assistant were used in this game (the statistics say so once it ends)."""

    def to_wheels(self) -> SavedWheels:
        return SavedWheels(self.notebooks, self.assistant, self.aided)


@dataclass(frozen=True)
class SavedWheels:
    """What a save keeps of the players' Cypher Wheels."""

    notebooks: tuple[Notebook, Notebook] = (BLANK, BLANK)
    assistant: tuple[Level, Level] = ("off", "off")
    aided: bool = False


@dataclass(frozen=True)
class Resumed:
    """A save read back: the game replayed to where it stood, and what goes with it."""

    path: Path
    saved: SavedGame
    state: GameState
    deck: Deck


def saves_folder() -> Path:
    return subfolder("saves")


def history_folder() -> Path:
    folder = saves_folder() / "history"
    folder.mkdir(exist_ok=True)
    return folder


def new_save_path(seed: int) -> Path:
    """Where a new game's save goes: one file per game, named so the newest sorts last."""
    return saves_folder() / f"game-{time.strftime('%Y%m%d-%H%M%S')}-{seed}.json"


def write_save(path: Path, saved: SavedGame) -> None:
    """Write a save atomically: a kill at any moment leaves the previous save or this one."""
    write_atomic(path, saved.model_dump_json(exclude_none=True) + "\n")


class Autosave:
    """Keeps one game's save up to date after every decision; once it is over, it goes to the history."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path

    def update(self, session: GameSession, picks: Sequence[tuple[Any, ...]] = (),
               wheels: SavedWheels = SavedWheels(), write: Callable[..., Any] | None = None) -> None:
        """Save the game as it stands (or file it in the history once over); OSError if the disk refuses.

        `write(fn, *args)` does the disk work (by default at once): the save is made
        from the session here, so it may be written later, elsewhere.
        """
        disk = write or _at_once
        if self.path is None:
            self.path = new_save_path(session.seed)
        if session.over:
            disk(finish, self.path)
            return
        opponent, human = session.opponent, session.human
        players = session.names if opponent is None else ("you", opponent) if human == 0 else (opponent, "you")
        record = record_game(session.state, session.deck, session.spec, players=players)
        disk(write_save, self.path, SavedGame(record=record, seed=session.seed, opponent=opponent,
                                              names=session.names, human=human, picks=[list(key) for key in picks],
                                              notebooks=wheels.notebooks, assistant=wheels.assistant,
                                              aided=wheels.aided))


def _at_once(fn: Callable[..., Any], *args: Any) -> Any:
    return fn(*args)


def resume(resumed: Resumed) -> GameSession:
    """The session of a saved game; a hotseat game resumes with nobody at the screen (a hand-off first)."""
    saved = resumed.saved
    human = None if saved.opponent is None else saved.human
    return GameSession.at(resumed.state, resumed.deck, saved.seed, saved.opponent, human, saved.names,
                          saved.record.deck.spec)


def finish(path: Path) -> None:
    """A finished game leaves the games in progress for the history (kept to HISTORY_KEPT games)."""
    if not path.exists():
        return
    history = history_folder()
    path.replace(history / path.name)
    kept = sorted(history.glob("*.json"), key=lambda p: p.stat().st_mtime)
    for old in kept[:-HISTORY_KEPT]:
        old.unlink(missing_ok=True)


def read_save(path: Path) -> Resumed:
    """Read, validate and replay one save; SaveError says what is wrong."""
    try:
        saved = SavedGame.model_validate(read_json(path, MAX_SAVE_BYTES))
    except ValidationError as error:
        raise SaveError(f"{path}: {first_problem(error)}.") from None
    except UnreadableFile as error:
        raise SaveError(f"{path}: not a save this version can read (the file {error}).") from None
    except OSError as error:
        raise SaveError(f"{path}: cannot be read ({error.strerror or error}).") from None
    try:
        state = replay(saved.record, str(path))
    except RecordError as error:
        raise SaveError(str(error)) from None
    return Resumed(path, saved, state, saved.record.deck.deck())


def games_in_progress() -> list[Path]:
    """The saves of unfinished games, newest last; stale temporary files are cleaned up first."""
    folder = saves_folder()
    remove_stale_temporaries(folder)
    return sorted(folder.glob("game-*.json"), key=lambda p: (p.stat().st_mtime, p.name))


def latest_game() -> tuple[Resumed | None, str | None]:
    """The newest game in progress that can be continued, and a one-line message for any save that
    could not be read (moved aside, bytes intact)."""
    messages = []
    for path in reversed(games_in_progress()):
        try:
            resumed = read_save(path)
        except SaveError as error:
            bad = set_aside(path)
            where = f"moved it to {bad.name}" if bad is not None else "left it in place"
            messages.append(f"A saved game could not be read ({' '.join(str(error).split())}); {where}.")
            continue
        if resumed.state.pending is None:
            finish(path)
            continue
        return resumed, " ".join(messages) or None
    return None, " ".join(messages) or None
