"""Bad data from a file or an input: what is wrong and how to fix it, in one paragraph.

Loaders anywhere raise DataError; only the command line decides what that
means for the exit code (game/cli/errors.py), and the window shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.text.clipping import MAX_MESSAGE, MAX_QUOTED, clipped, quoted

if TYPE_CHECKING:
    from pydantic import ValidationError

__all__ = ["MAX_MESSAGE", "MAX_QUOTED", "DataError", "clipped", "first_problem", "quoted"]
"""The clipping helpers live with the words (game/text/clipping.py); loaders may take them from here too."""


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
