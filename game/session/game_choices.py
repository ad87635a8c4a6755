"""The choices of the new-game screen, remembered between games (new_game.json in the data folder).

A file that cannot be read is simply forgotten: the screen opens with the
defaults, and the next game writes a good file.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from game.storage.files import UnreadableFile, read_json
from game.storage.home import data_home, write_atomic
from game.storage.settings import load_settings
from game.wheel.levels import AssistantLevel

CHOICES_FILE = "new_game.json"

class RulesDifficulty(StrEnum):
    """RULES.md 8: Beginner plays Citrine; Standard one ready deck of your choice; Expert a mixed deck with the
    strategic set-up; OWN_DECK any deck and set-up you name. (Not the computer's levels: an Expert
    rules game may be played against Easy.)"""

    BEGINNER = "beginner"
    STANDARD = "standard"
    EXPERT = "expert"
    OWN_DECK = "deck"


class GameChoices(BaseModel):
    """What the player chose last time."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    opponent: str = "easy"
    difficulty: RulesDifficulty = RulesDifficulty.BEGINNER
    deck: str = "citrine"
    variant: Literal["standard", "strategic"] = "standard"
    starter: Literal["coin", "me", "opponent"] = "coin"
    assistant: AssistantLevel = AssistantLevel.OFF
    best_of: Literal[1, 3, 5] = 1
    """A single game, or a match (RULES.md 8, Match mode)."""

    def deck_spec(self) -> str:
        """The deck spec the rules difficulty stands for."""
        decks = {RulesDifficulty.BEGINNER: "citrine", RulesDifficulty.EXPERT: "random-mix"}
        return decks.get(self.difficulty, self.deck)

    def set_up(self) -> str:
        """The variant the rules difficulty stands for."""
        return {RulesDifficulty.BEGINNER: "standard", RulesDifficulty.STANDARD: "standard",
                RulesDifficulty.EXPERT: "strategic"}.get(self.difficulty, self.variant)

    def first_player(self, human: int = 0) -> int | None:
        """Who starts: None for a coin toss."""
        return {"coin": None, "me": human, "opponent": 1 - human}[self.starter]


def load_choices() -> GameChoices:
    """The last choices; before the first game, the defaults with the settings' assistant level."""
    try:
        return GameChoices.model_validate(read_json(data_home() / CHOICES_FILE))
    except (OSError, UnreadableFile, ValidationError):
        return GameChoices(assistant=load_settings().wheel_assistant)


def save_choices(choices: GameChoices) -> None:
    """Remember the choices (atomically); OSError if the folder refuses."""
    write_atomic(data_home() / CHOICES_FILE, choices.model_dump_json(indent=1) + "\n")
