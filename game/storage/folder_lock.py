"""One game per data folder: a lock the operating system lets go of when the game ends, however it ends.

Two windows on one data folder would resume and write the same save and count
games twice. The window takes this lock at start and keeps it; a second window
finds it taken and says so instead of playing. The lock is the system's own
(flock, or a locked byte on Windows), so a game killed outright never leaves a
stale lock behind. Files read, changed and written again (the statistics) are
changed under it too, by whichever program writes them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from enum import Enum

from filelock import FileLock, Timeout

from game.storage.home import data_home

LOCK_FILE = ".classified-info.lock"
UPDATE_WAIT = 10.0
"""Seconds a program that does not hold the folder waits for it to change a file under the lock."""


class Claim(Enum):
    """What became of taking the data folder for this game."""

    OURS = "ours"
    """Taken (or already held by this process)."""
    TAKEN = "taken"
    """Another game holds it: this one must not play."""
    UNLOCKABLE = "unlockable"
    """The folder cannot hold a lock (read-only, full, missing): nothing can be saved there either."""


_locks: dict[str, FileLock] = {}
"""Each data folder's lock, kept for the life of the process (a lock no one refers to would be let go)."""
_making = threading.Lock()


def _lock() -> FileLock:
    """This data folder's lock; the same object for every caller in the process, so taking it again is free."""
    path = str(data_home() / LOCK_FILE)
    with _making:
        if path not in _locks:
            _locks[path] = FileLock(path, thread_local=False, fallback_to_soft=False)
        return _locks[path]


def claim() -> tuple[Claim, str]:
    """Take the data folder for this process and keep it until release() or the end of the process; with
    UNLOCKABLE, the system's reason."""
    try:
        data_home().mkdir(parents=True, exist_ok=True)
        lock = _lock()
        if not lock.is_locked:
            lock.acquire(timeout=0)
    except Timeout:
        return Claim.TAKEN, ""
    except OSError as error:
        return Claim.UNLOCKABLE, error.strerror or str(error)
    return Claim.OURS, ""


def release() -> None:
    """Give the data folder back (the end of the process does it too)."""
    lock = _lock()
    if lock.is_locked:
        lock.release(force=True)


@contextmanager
def updating(wait: float = UPDATE_WAIT) -> Iterator[None]:
    """Hold the data folder's lock while a file is read, changed and written again.

    Free when this process holds the folder already; otherwise it waits up to `wait`
    seconds for the game that holds it (TimeoutError, an OSError, when it does not let go).
    A folder that cannot hold a lock at all (read-only, or a disk without locks) is
    changed without one: the write itself then succeeds or says why not.
    """
    lock = _lock()
    try:
        data_home().mkdir(parents=True, exist_ok=True)
        lock.acquire(timeout=wait)
        locked = True
    except Timeout:
        raise
    except OSError:
        locked = False
    try:
        yield
    finally:
        if locked:
            lock.release()
