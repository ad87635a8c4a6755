"""The program's entry: `python -m game`, the `classified-info` script and the bundle."""

import sys

from game.cli import main
from game.crash import guarded


def run() -> int:
    """Run the command line with a crash log behind it."""
    if getattr(sys, "frozen", False):  # bot workers in a frozen bundle re-enter here
        import multiprocessing

        multiprocessing.freeze_support()
    return guarded(main)


if __name__ == "__main__":
    sys.exit(run())
