"""Let `python -m game` and the standalone executables run the `classified-info` program."""

import multiprocessing
import sys

from game.cli import main
from game.crash import guarded

if __name__ == "__main__":
    multiprocessing.freeze_support()  # bot workers in a frozen bundle re-enter here
    sys.exit(guarded(main))
