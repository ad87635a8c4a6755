"""The program's entry: `python -m game`, the `classified-info` script and the bundle."""

import multiprocessing
import sys

from game.cli import main
from game.crash import guarded


def run() -> int:
    """Run the command line with a crash log behind it."""
    multiprocessing.freeze_support()  # bot workers in a frozen bundle re-enter here
    return guarded(main)


if __name__ == "__main__":
    sys.exit(run())
