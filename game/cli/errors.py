"""How the command line reports bad data: one paragraph on stderr and exit code 1, never a traceback."""

from __future__ import annotations

import sys

from game.errors import DataError

EXIT_DATA_ERROR = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a Ctrl-C


def report(error: DataError) -> int:
    """Print the error as one paragraph on stderr and return the exit code for it."""
    print(" ".join(str(error).split()), file=sys.stderr)
    return EXIT_DATA_ERROR


def interrupted() -> int:
    """Say in one line that Ctrl-C stopped the program, and return the exit code for it (no traceback)."""
    print("classified-info: stopped by Ctrl-C.", file=sys.stderr)
    return EXIT_INTERRUPTED
