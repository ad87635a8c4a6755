"""Reading JSON files a player or another program gave us, with limits that keep bad ones harmless.

A deck, record, save, settings or statistics file is a few kilobytes. One far
larger (or an endless device), a number with thousands of digits, or nesting
thousands deep is not one of ours: it is refused with a plain reason before it
can use up memory or the stack, and never crashes the game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 1_000_000


class UnreadableFile(ValueError):
    """The file's content cannot be a file of ours; the message says why, to follow "the file ..."."""


def read_json(path: Path, limit: int = MAX_FILE_BYTES) -> Any:
    """The JSON value in `path`; UnreadableFile when it is too large, not UTF-8 or not sane JSON.

    OSError (missing, unreadable) passes through for the caller to word.
    """
    with path.open("rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise UnreadableFile(f"is larger than {limit // 1000} kB, far more than such a file ever holds")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise UnreadableFile("is not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise UnreadableFile(f"is not valid JSON at line {error.lineno}, column {error.colno} ({error.msg})") from None
    except (ValueError, RecursionError):
        raise UnreadableFile("holds a number too long or nesting too deep for any file of ours") from None
