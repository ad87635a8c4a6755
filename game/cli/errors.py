"""Errors the command line reports as one paragraph with exit code 1, never a traceback."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError

EXIT_DATA_ERROR = 1


class DataError(Exception):
    """Bad data from a file (deck, record, save, settings): the message names the file, the place and the fix."""


def report(error: DataError) -> int:
    """Print the error as one paragraph on stderr and return the exit code for it."""
    print(" ".join(str(error).split()), file=sys.stderr)
    return EXIT_DATA_ERROR


def first_problem(error: "ValidationError") -> str:
    """A pydantic error's first problem as "field X: what is wrong", for one-paragraph messages."""
    first = error.errors(include_url=False)[0]
    field = ".".join(str(part) for part in first["loc"]) or "the top level"
    return f"field {field}: {first['msg']}"
