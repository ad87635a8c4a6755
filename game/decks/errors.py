"""Turn pydantic's validation errors for a deck file into one paragraph a deck author can act on."""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Any, get_args

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from game.decks.terms import ABILITY_IDS, GUILD_BY_NUMBER, Keyword

# What each field must hold, phrased as the fix.
EXPECTED: dict[str, str] = {
    "format": "1 (the only deck format this version reads)",
    "id": 'a short lowercase name such as "citrine"',
    "name": 'the deck\'s name, such as "Citrine"',
    "theme": "one sentence describing the deck (it may be empty)",
    "cards": "a list of 9 card entries, one per number 1..9",
    "number": "the Card Number, a whole number from 1 to 9",
    "guild": '"Sentinel", "Guard" or "Assassin"',
    "keywords": 'a list of keywords from REACT, PEEK, TRIGGER, TUCK, such as [] or ["TRIGGER"]',
    "ability": "one of the known ability ids (the card's name in snake_case, such as \"fortune_teller\")",
    "copies": "2",
    "house_design": "true or false",
    "text": "the card's ability text",
    "deck": 'the id of the ready deck the card comes from, such as "ruby"',
}
TOP_FIELDS = ("format", "id", "name", "theme", "cards")
CARD_FIELDS = ("number", "name", "guild", "keywords", "ability", "copies", "house_design", "text")


def describe(path: Path, data: Any, error: ValidationError) -> str:
    """Return one paragraph for the first problem, naming the file, the card, the field and the fix."""
    problems = error.errors(include_url=False)
    text = f"{path}: {_one(data, problems[0])}"
    if len(problems) > 1:
        more = len(problems) - 1
        text += f" ({more} more problem{'s' if more > 1 else ''} in this file after that one.)"
    return text


def _one(data: Any, problem: ErrorDetails) -> str:
    """Describe one pydantic error in the deck's own words."""
    loc = problem["loc"]
    if problem["type"] == "value_error" and len(loc) <= 2:
        return _sentence(str(problem.get("ctx", {}).get("error", problem["msg"])))
    if not loc:
        return _sentence(f"the file must hold one JSON object with the fields {_names(TOP_FIELDS)}")
    if loc[0] == "cards" and len(loc) >= 2 and isinstance(loc[1], int):
        raw = _raw_card(data, loc[1])
        where = _card_label(raw, loc[1])
        if len(loc) == 2:
            return _sentence(f"{where} must be a JSON object with the fields {_names(CARD_FIELDS)}")
        return _sentence(f"{where}, {_field_problem(problem, str(loc[2]), raw)}")
    return _sentence(_field_problem(problem, str(loc[0]), None))


def _field_problem(problem: ErrorDetails, field: str, raw_card: dict[str, Any] | None) -> str:
    """Say what is wrong with one field and what to put there instead."""
    kind = problem["type"]
    if kind == "missing":
        return f'field "{field}" is missing; add "{field}": {EXPECTED.get(field, "a value")}'
    if kind == "extra_forbidden":
        allowed = (*CARD_FIELDS, "deck") if raw_card is not None else TOP_FIELDS
        return f'field "{field}" is not part of the deck format; remove it (the fields are {_names(allowed)})'
    shown = _shown(problem.get("input"))
    if field == "ability":
        return f'field "ability": {shown} is not a known ability id; {_ability_fix(problem.get("input"), raw_card)}'
    expected = EXPECTED.get(field, "a valid value")
    if field == "guild" and raw_card is not None and raw_card.get("number") in GUILD_BY_NUMBER:
        expected = f'"{GUILD_BY_NUMBER[raw_card["number"]]}" (number {raw_card["number"]} is always that guild)'
    if field == "keywords" and kind == "literal_error":
        return f'field "keywords" holds {shown}, which is not a keyword; use only {", ".join(get_args(Keyword))}'
    return f'field "{field}" is {shown}, but it must be {expected}'


def _ability_fix(value: Any, raw_card: dict[str, Any] | None) -> str:
    """Suggest the ability id the author most likely meant."""
    hints = []
    if raw_card is not None and isinstance(raw_card.get("name"), str):
        hints.append(re.sub(r"[^a-z0-9]+", "_", raw_card["name"].lower()).strip("_"))
    if isinstance(value, str):
        hints.extend(difflib.get_close_matches(value, ABILITY_IDS, n=1))
    for hint in hints:
        if hint in ABILITY_IDS:
            return f'did you mean "{hint}"?'
    return f"use one of {_names(sorted(ABILITY_IDS))}"


def _raw_card(data: Any, index: int) -> dict[str, Any] | None:
    """Return the card entry as written in the file, if it is an object."""
    cards = data.get("cards") if isinstance(data, dict) else None
    if isinstance(cards, list) and 0 <= index < len(cards) and isinstance(cards[index], dict):
        return cards[index]
    return None


def _card_label(raw: dict[str, Any] | None, index: int) -> str:
    """Name a card entry by number and name when the file gives them, else by position."""
    number = raw.get("number") if raw else None
    name = raw.get("name") if raw else None
    if isinstance(number, int) and not isinstance(number, bool):
        return f"card {number} ({name})" if isinstance(name, str) else f"card {number}"
    position = f'entry {index + 1} of "cards"'
    return f'{position} ("{name}")' if isinstance(name, str) else position


def _shown(value: Any) -> str:
    """Show a value from the file the way it is written in JSON."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _names(names: Any) -> str:
    """Join field or id names in quotes."""
    return ", ".join(f'"{name}"' for name in names)


def _sentence(text: str) -> str:
    """Make a clause a sentence: capital letter, full stop."""
    text = text.rstrip(".")
    end = "" if text.endswith("?") else "."
    return text[:1].upper() + text[1:] + end
