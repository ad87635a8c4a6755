"""The seat at a game online, kept in the data folder (saves/online.json) so Continue after a crash or
a quit takes the player back to it: the server's address, the seat's token, the names; and beside it
(saves/online-marks.json) the player's Cypher Wheel at that game, so a rejoin shows the marks again.

The token is the seat's key on the server: it is written only here (atomically, as saves are), never
shown, never logged (its repr is masked). A file that cannot be read is moved aside, as a save is.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_serializer

from game.storage.files import UnreadableFile, read_json
from game.storage.home import folder_path, set_aside, subfolder, write_atomic
from game.storage.notices import tell
from game.text.online_words import unreadable_marks_line, unreadable_seat_line
from game.wheel.levels import AssistantLevel
from game.wheel.notebook import Notebook

SEAT_FILE = "online.json"
MARKS_FILE = "online-marks.json"


class KeptSeat(BaseModel):
    """Where the game is and the key to the player's seat at it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    server: str
    token: SecretStr = Field(min_length=16, max_length=200)
    seat: int = Field(ge=0, le=1)
    name: str = Field(max_length=40)
    opponent: str = Field(default="", max_length=40)
    """The other player's name ("" while nobody has joined)."""
    code: str = Field(default="", max_length=40)
    """The code the host reads out, until the guest has joined."""

    @field_serializer("token", when_used="json")
    def _the_token_itself(self, token: SecretStr) -> str:
        return token.get_secret_value()


class KeptMarks(BaseModel):
    """The player's wheel at one game online: its marks by hand, the assistant's level, whether it helped."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seat_key: str = Field(pattern=r"^[0-9a-f]{16}$")
    """Which seat's game (a hash of its token, never the token)."""
    game: int = Field(ge=1, le=10)
    """Which game of a match (1 for a single game)."""
    notebook: Notebook
    assistant: AssistantLevel = AssistantLevel.OFF
    aided: bool = False


def seat_key(token: str) -> str:
    """A seat's name for its marks: one-way, so the file beside the seat gives nothing of the token away."""
    return hashlib.sha256(b"marks:" + token.encode()).hexdigest()[:16]


def marks_path(home: Path | None = None) -> Path:
    return folder_path("saves", home) / MARKS_FILE


def keep_marks(marks: KeptMarks, home: Path | None = None) -> None:
    """Write the wheel atomically (OSError if the folder refuses)."""
    write_atomic(subfolder("saves", home) / MARKS_FILE, marks.model_dump_json() + "\n")


def kept_marks(key: str, game: int) -> KeptMarks | None:
    """The wheel kept for this seat's game `game`, or None; a file that cannot be read is set aside."""
    path = marks_path()
    try:
        marks = KeptMarks.model_validate(read_json(path))
    except FileNotFoundError:
        return None
    except (OSError, UnreadableFile, ValidationError):
        bad = set_aside(path)
        tell(unreadable_marks_line(None if bad is None else bad.name))
        return None
    return marks if (marks.seat_key, marks.game) == (key, game) else None


def seat_path() -> Path:
    return folder_path("saves") / SEAT_FILE


def kept_seat() -> KeptSeat | None:
    """The seat kept from the last game online, or None; a file that cannot be read is set aside."""
    path = seat_path()
    try:
        return KeptSeat.model_validate(read_json(path))
    except FileNotFoundError:
        return None
    except (OSError, UnreadableFile, ValidationError):
        bad = set_aside(path)
        tell(unreadable_seat_line(str(path), None if bad is None else bad.name))
        return None


def keep_seat(seat: KeptSeat, path: Path | None = None) -> None:
    """Write the seat atomically to `path` (the data folder's, unless given; OSError if the folder refuses)."""
    write_atomic(path or subfolder("saves") / SEAT_FILE, seat.model_dump_json(indent=1) + "\n")


def forget_seat() -> None:
    """The game online is over (or the server knows the seat no more): nothing to rejoin. A disk that
    refuses only leaves a seat behind that the server refuses, and Continue then forgets it again."""
    for path in (seat_path(), marks_path()):
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass
