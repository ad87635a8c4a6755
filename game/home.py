"""The per-user data folder (settings, saves, custom decks, logs) and safe writes into it."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "classified-info"
HOME_ENV = "CLASSIFIED_INFO_HOME"
SUBFOLDERS = ("saves", "custom_decks", "logs")


def data_home() -> Path:
    """Return the data folder: $CLASSIFIED_INFO_HOME if set (tests, CI), else the platform's user data dir."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def subfolder(name: str) -> Path:
    """Return one of the data subfolders, creating it on first use so callers never check."""
    if name not in SUBFOLDERS:
        raise ValueError(f"unknown data folder {name!r}; expected one of {SUBFOLDERS}")
    path = data_home() / name
    path.mkdir(parents=True, exist_ok=True)
    return path


TEMPORARY_SUFFIX = ".tmp"


def write_atomic(path: Path | str, text: str) -> None:
    """Write text so a crash leaves either the old file or the new one, never a torn one.

    The temporary file is flushed to disk before the rename, and the folder
    after it, so even a power cut keeps one whole file.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMPORARY_SUFFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as tmp:
            tmp.write(text)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX; Windows cannot open a folder, and needs no such step)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: Path) -> int:
    """Delete temporary files a killed write left behind; returns how many there were."""
    stale = list(folder.glob(f".*{TEMPORARY_SUFFIX}")) if folder.is_dir() else []
    for path in stale:
        path.unlink(missing_ok=True)
    return len(stale)


def set_aside(path: Path) -> Path | None:
    """Move a file that cannot be read to NAME.bad-N, its bytes intact; None if it could not be moved."""
    n = 1
    while path.with_name(f"{path.name}.bad-{n}").exists():
        n += 1
    bad = path.with_name(f"{path.name}.bad-{n}")
    try:
        path.replace(bad)
    except OSError:
        return None
    return bad
