"""The Cypher Wheel assistant's levels: a light module, so the command line can offer them without pydantic."""

from __future__ import annotations

from enum import StrEnum


class AssistantLevel(StrEnum):
    """How much the assistant adds to the wheel: nothing, what is certain, or also the odds.

    A `str` enum, so saves and settings keep writing "off", "facts" and "odds".
    """

    OFF = "off"
    FACTS = "facts"
    ODDS = "odds"


LEVELS: tuple[AssistantLevel, ...] = tuple(AssistantLevel)
"""The levels in the order the wheel's button turns through them."""
