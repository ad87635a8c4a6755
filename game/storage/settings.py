"""The player's settings: a small validated file in the data folder.

A file that cannot be read is never overwritten: it is moved aside to
settings.json.bad-<n>, a notice (in the window and on stderr) says so and how
to fix it, and the game goes on with the defaults.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.errors import first_problem
from game.storage import notices
from game.storage.files import UnreadableFile, read_json
from game.storage.home import data_home, set_aside, write_atomic
from game.wheel.levels import AssistantLevel

SETTINGS_FILE = "settings.json"


class HostChoices(BaseModel):
    """The game last hosted online, offered again on the Host form."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    deck: str = Field(default="citrine", max_length=200)
    """A deck as the new-game screen names it: a ready deck, "random-mix" or "custom:NAME"."""
    variant: Literal["standard", "strategic"] = "standard"
    best_of: Literal[1, 3, 5] = 1
    starter: Literal["coin", "me", "friend"] = "coin"


class Settings(BaseModel):
    """Everything the player can set; unknown keys are a mistake, not a wish."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)

    confirm_plays: bool = True
    """Ask before every irreversible play (Actions, reveals, discards)."""
    animation_speed: float = Field(default=1.0, ge=0.25, le=20.0)
    """Multiplies the pace of moves and of the computer's turns; 20 is all but instant."""
    palette: Literal["standard", "colour_blind"] = "standard"
    muted: bool = False
    volume: int = Field(default=100, ge=0, le=100)
    """Loudness of the sound cues, in percent of their full level."""
    ui_scale: int = Field(default=100, ge=80, le=150)
    """Percent of the size the window alone gives text and pieces (as far as the table still fits)."""
    fullscreen: bool = False
    wheel_assistant: AssistantLevel = Field(default=AssistantLevel.OFF, strict=False)
    """How much the Cypher Wheel's assistant marks by default: nothing, what is certain, or the odds too
    (the file holds the level's string, "off", "facts" or "odds", hence not strict)."""
    tips: bool = True
    """Learn to play tells a tip the first time something new happens (a REACT offer, a tucked Guard...)."""
    server: str = "ws://localhost:8765"
    """The server a game online is hosted on or joined at (ws:// or wss://, as the server's host gives it)."""
    player_name: str = Field(default="", max_length=20)
    """The name a game online shows the other player (asked the first time)."""
    hosted: HostChoices = HostChoices()

    @field_validator("server")
    @classmethod
    def _a_server_address(cls, address: str) -> str:
        problem = server_problem(address)
        if problem is not None:
            raise ValueError(problem)
        return address


def server_problem(address: str) -> str | None:
    """Why `address` cannot be a server's address (None: it can): a ws:// or wss:// URL with a host."""
    scheme, _, rest = address.strip().partition("://")
    if scheme.lower() not in ("ws", "wss") or not rest.split("/")[0].split("@")[-1].strip(":"):
        return (f"{address!r} is not a server address; write it as ws://HOST:PORT (or wss://HOST:PORT for "
                "a server with a certificate), e.g. ws://localhost:8765")
    return None


PACES = ((0.5, "slow"), (1.0, "normal"), (2.0, "fast"), (4.0, "faster"), (20.0, "instant"))
"""The paces of the computer's moves offered in the menus (`animation_speed` values and their names)."""


def settings_path() -> Path:
    """Where the settings live: settings.json in the data folder."""
    return data_home() / SETTINGS_FILE


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or the defaults when there are none or the file is bad."""
    path = path or settings_path()
    try:
        data = read_json(path)
    except FileNotFoundError:
        return Settings()
    except OSError as error:
        return _set_aside(path, f"cannot be read ({error.strerror or error})")
    except UnreadableFile as error:
        return _set_aside(path, str(error))
    try:
        return Settings.model_validate(data)
    except ValidationError as error:
        return _set_aside(path, first_problem(error))


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (a crash leaves the old file or the new one)."""
    write_atomic(path or settings_path(), settings.model_dump_json(indent=2) + "\n")


def _set_aside(path: Path, problem: str) -> Settings:
    bad = set_aside(path)
    where = "left it in place" if bad is None else f"moved it to {bad.name}"
    notices.tell(f"The settings could not be read ({path}: {problem}); {where} and using the default "
                 "settings (fix it and move it back, or change the settings in the game).")
    return Settings()
