"""Where the guided game stands: the lesson now, the tips already told, and the tutorial's own save.

The tutorial is saved apart from games in progress (saves/tutorial.json is
never offered by Continue and never filed in the history) and is never
counted in the statistics. Which lesson is current follows from the game
itself, the explanations dismissed and the wheel's marks, so a resumed
tutorial carries on exactly where it was left.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from game.engine.view import View
from game.errors import first_problem
from game.storage.files import UnreadableFile, read_json
from game.storage.home import folder_path, write_atomic
from game.storage.records import GameRecord
from game.storage.saves import MAX_SAVE_BYTES, SavedGame, SaveError
from game.tutorial.lessons import EXPLAIN, LESSONS, WHEEL, WHEEL_STRIKES


class TutorialSave(BaseModel):
    """The guided game and what is not in its record: lessons dismissed, tips told, guided or free."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: SavedGame
    dismissed: tuple[int, ...] = ()
    """The explanations (by index in LESSONS) the player clicked away."""
    told: tuple[str, ...] = ()
    """The contextual tips already shown in this game."""
    guided: bool = True
    """False once the player skipped to free play."""

    @model_validator(mode="after")
    def _holds_its_game(self) -> "TutorialSave":
        if self.game.record is None:
            raise ValueError("game.record: the tutorial's save holds its game's record; start the lessons again")
        return self

    @property
    def record(self) -> GameRecord:
        """The guided game's record (always there: checked when read)."""
        record = self.game.record
        if record is None:
            raise SaveError("the tutorial's save holds no game; start the lessons again")
        return record


def tutorial_path() -> Path:
    return folder_path("saves") / "tutorial.json"


def write_tutorial(saved: TutorialSave, path: Path | None = None) -> None:
    write_atomic(path or tutorial_path(), saved.model_dump_json(exclude_none=True) + "\n")


def read_tutorial(path: Path | None = None) -> TutorialSave:
    """The saved tutorial; SaveError says what is wrong (the caller starts afresh)."""
    path = path or tutorial_path()
    try:
        return TutorialSave.model_validate(read_json(path, MAX_SAVE_BYTES))
    except ValidationError as error:
        raise SaveError(f"{path}: {first_problem(error)}.") from None
    except (UnreadableFile, OSError) as error:
        raise SaveError(f"{path}: cannot be read ({error}).") from None


def lesson_now(view: View, dismissed: tuple[int, ...], struck: tuple[int, ...]) -> int | None:
    """The index of the lesson now, or None when nothing is taught now: an explanation as its turn
    begins (the opponent's turn waits for it), any other lesson at the player's pending decision."""
    pending = view.pending
    if pending is None:
        return None
    for i, lesson in enumerate(LESSONS):
        if lesson.turn != view.turn:
            continue
        if lesson.kind == EXPLAIN and i not in dismissed:
            return i
        if pending.player != view.viewer:
            continue
        if lesson.kind == WHEEL and not set(WHEEL_STRIKES) <= set(struck):
            return i
        if lesson.kind == pending.kind:
            return i
    return None
