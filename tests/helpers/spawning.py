"""What a test asks a worker process about itself: it runs there, so it must be importable by name."""

from __future__ import annotations

import os
import sys


def where_and_what(names: tuple[str, ...]) -> tuple[int, list[str]]:
    """This process's id, and which of `names` it has imported: a spawned worker starts afresh
    and has imported none of the client's modules, a forked one has them all."""
    return os.getpid(), [name for name in names if name in sys.modules]
