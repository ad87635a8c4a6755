"""Bad data from a file or an input: what is wrong and how to fix it, in one paragraph.

Loaders anywhere raise DataError; only the command line decides what that
means for the exit code (game/cli/errors.py), and the window shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError


class DataError(Exception):
    """Bad data from a file (deck, record, save, settings): the message names the file, the place and the fix."""


def first_problem(error: ValidationError) -> str:
    """A pydantic error's first problem as "field X: what is wrong", for one-paragraph messages."""
    first = error.errors(include_url=False)[0]
    field = ".".join(str(part) for part in first["loc"]) or "the top level"
    return f"field {field}: {first['msg']}"
