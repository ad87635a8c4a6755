"""Errors the command line reports as one paragraph with exit code 1, never a traceback."""

from __future__ import annotations

import sys
import textwrap

EXIT_DATA_ERROR = 1


class DataError(Exception):
    """Bad data from a file (deck, record, save, settings): the message names the file, the place and the fix."""


def report(error: DataError) -> int:
    """Print the error as one wrapped paragraph on stderr and return the exit code for it."""
    paragraph = " ".join(str(error).split())
    print(textwrap.fill(paragraph, width=100), file=sys.stderr)
    return EXIT_DATA_ERROR
