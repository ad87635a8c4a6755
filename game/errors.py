"""Bad data from a file or an input: what is wrong and how to fix it, in one paragraph.

Loaders anywhere raise DataError; only the command line decides what that
means for the exit code (game/cli/errors.py), and the window shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError


MAX_QUOTED = 80
"""A value quoted in a message is cut to this many characters: enough to recognise it."""
MAX_MESSAGE = 2_000
"""No message the game prints or draws is longer than this."""


def clipped(text: str, limit: int = MAX_MESSAGE) -> str:
    """`text` cut to `limit` characters, with an ellipsis saying it was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def quoted(value: object, limit: int = MAX_QUOTED) -> str:
    """`value` as a message quotes it (repr), cut to `limit` characters so a huge bad value stays readable."""
    return clipped(repr(value), limit)


class DataError(Exception):
    """Bad data from a file (deck, record, save, settings): the message names the file, the place and the fix.

    However long the bad value, the message stays readable: it is cut to MAX_MESSAGE characters.
    """

    def __str__(self) -> str:
        return clipped(super().__str__())


def first_problem(error: ValidationError) -> str:
    """A pydantic error's first problem as "field X: what is wrong", for one-paragraph messages."""
    first = error.errors(include_url=False)[0]
    field = ".".join(clipped(str(part), MAX_QUOTED) for part in first["loc"]) or "the top level"
    return clipped(f"field {field}: {first['msg']}", 2 * MAX_QUOTED + 100)
