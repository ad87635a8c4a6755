"""The program's entry: `python -m game`, the `classified-info` script and the bundle."""

import sys

from game.cli import main
from game.cli.errors import interrupted
from game.storage.crash_log import guarded


def run() -> int:
    """Run the command line with a crash log behind it; Ctrl-C, even before a subcommand runs, is one line."""
    if getattr(sys, "frozen", False):  # bot workers in a frozen bundle re-enter here
        import multiprocessing

        multiprocessing.freeze_support()
    try:
        return guarded(main)
    except KeyboardInterrupt:
        return interrupted()


if __name__ == "__main__":
    sys.exit(run())
