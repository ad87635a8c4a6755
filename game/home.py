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


def write_atomic(path: Path | str, text: str) -> None:
    """Write text so a crash leaves either the old file or the new one, never a torn one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as tmp:
            tmp.write(text)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        Path(tmp_name).unlink(missing_ok=True)
        raise
