"""Reading JSON files a player or another program gave us, with limits that keep bad ones harmless.

A deck, record, save, settings or statistics file is a few kilobytes. One far
larger (or an endless device), a number with thousands of digits, or nesting
thousands deep is not one of ours: it is refused with a plain reason before it
can use up memory or the stack, and never crashes the game. What is not a
regular file (a FIFO, a device, a folder, a dangling link) is refused before it
is read, so nothing put in a file's place can make the game wait for ever.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any

MAX_FILE_BYTES = 1_000_000


class UnreadableFile(ValueError):
    """The file's content cannot be a file of ours; the message says why, to follow "the file ..."."""


class NotAFile(OSError):
    """Something other than a regular file stands where a file of ours should be."""


def read_bytes(path: Path, limit: int) -> bytes:
    """At most `limit` bytes of the regular file at `path`; NotAFile for a FIFO, device or folder.

    The file is opened without waiting (a FIFO with no writer would block an ordinary
    open for good) and checked with fstat before a byte is read; a dangling link is
    FileNotFoundError, as a missing file is.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "a pipe" if stat.S_ISFIFO(mode) else "a device or socket"
            raise NotAFile(errno.EINVAL, f"it is {kind}, not a file", str(path))
        chunks = []
        left = limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_json(path: Path, limit: int = MAX_FILE_BYTES) -> Any:
    """The JSON value in `path`; UnreadableFile when it is too large, not UTF-8 or not sane JSON.

    OSError (missing, unreadable, not a regular file) passes through for the caller to word.
    """
    data = read_bytes(path, limit + 1)
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
