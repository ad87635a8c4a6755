"""Errors the command line reports as one paragraph with exit code 1, never a traceback."""

from __future__ import annotations

import sys

EXIT_DATA_ERROR = 1


class DataError(Exception):
    """Bad data from a file (deck, record, save, settings): the message names the file, the place and the fix."""


def report(error: DataError) -> int:
    """Print the error as one paragraph on stderr and return the exit code for it."""
    print(" ".join(str(error).split()), file=sys.stderr)
    return EXIT_DATA_ERROR
