"""One-line notices for the player about their files: a save, settings, statistics or deck set aside.

Loaders run before any window exists, so they cannot draw what went wrong. They
`tell` it here (so does the disk thread, about the games it keeps); the window
takes the notices and shows them where the player looks (the title screen or the
table), and the console programs print them on stderr (the windowed bundle has
no stderr, so stderr alone would say nothing).
"""

from __future__ import annotations

import sys

from game.errors import clipped

_waiting: list[str] = []


def tell(message: str, *, echo: bool = True) -> None:
    """Keep a one-line notice for the window and (with `echo`) say it on stderr at once."""
    line = clipped(" ".join(message.split()))
    if line not in _waiting:
        _waiting.append(line)
    if echo and sys.stderr is not None:
        print(f"classified-info: {line}", file=sys.stderr)


def take() -> list[str]:
    """The notices told so far, oldest first; each is taken once (one at a time: the disk thread may tell
    one meanwhile)."""
    taken = []
    while _waiting:
        taken.append(_waiting.pop(0))
    return taken


def waiting() -> bool:
    """Some notice waits to be shown (one the disk thread told, while the screen stood still)."""
    return bool(_waiting)
