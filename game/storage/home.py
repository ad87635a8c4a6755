"""The per-user data folder (settings, saves, custom decks, logs) and safe writes into it."""

from __future__ import annotations

import fnmatch
import os
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "classified-info"
HOME_ENV = "CLASSIFIED_INFO_HOME"
SUBFOLDERS = ("saves", "saves/history", "custom_decks", "shared", "logs")
WRITTEN_FOLDERS = ("", "saves", "saves/history", "shared", "custom_decks")
"""Where the game writes atomically, so where a killed write may leave a temporary file ("" is the top:
settings.json, stats.json)."""


class FolderUnavailable(OSError):
    """A data subfolder that cannot be made or written (read-only or full disk, a file in its place)."""


def data_home() -> Path:
    """Return the data folder: $CLASSIFIED_INFO_HOME if set (tests, CI), else the platform's user data dir."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def folder_path(name: str, home: Path | None = None) -> Path:
    """Where a data subfolder is (of `home`, by default the data folder), made or not: for reading, which must
    never create anything."""
    if name not in SUBFOLDERS:
        raise ValueError(f"unknown data folder {name!r}; expected one of {SUBFOLDERS}")
    return (home or data_home()) / name


def subfolder(name: str, home: Path | None = None) -> Path:
    """A data subfolder to write in, made on first use; FolderUnavailable says why it cannot be."""
    path = folder_path(name, home)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise FolderUnavailable(error.errno, f"the data folder cannot hold {name} "
                                f"({error.strerror or error}); free some space or give the game "
                                f"a folder it may write in ({HOME_ENV})", str(path)) from None
    return path


def files_in(folder: Path, pattern: str = "*.json") -> list[Path]:
    """The files in `folder` named like `pattern`, oldest first; nothing when the folder cannot be listed.

    Dates come from `lstat`, so a link is never followed to sort; a dangling link, a
    folder, a FIFO or a device is left out (readers refuse them anyway), as are hidden names.
    """
    try:
        with os.scandir(folder) as scan:
            entries = list(scan)
    except OSError:
        return []
    found = []
    for entry in entries:
        if entry.name.startswith(".") or not fnmatch.fnmatchcase(entry.name, pattern):
            continue
        try:
            if not entry.is_file():
                continue
            when = entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            continue
        found.append((when, entry.name, Path(entry.path)))
    found.sort(key=lambda item: (item[0], item[1]))
    return [path for _, _, path in found]


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
    """Delete temporary files a killed write left in `folder`; returns how many there were.

    Only at start-up, under the data folder's lock: any other time the file may be
    another write's, under way.
    """
    removed = 0
    try:
        with os.scandir(folder) as scan:
            stale = [Path(e.path) for e in scan if e.name.startswith(".") and e.name.endswith(TEMPORARY_SUFFIX)]
    except OSError:
        return 0
    for path in stale:
        try:
            path.unlink()
            removed += 1
        except OSError:
            continue
    return removed


def clean_up_killed_writes() -> int:
    """Remove the temporary files of killed writes in every folder the game writes (start-up, under the lock)."""
    home = data_home()
    return sum(remove_stale_temporaries(home / name) for name in WRITTEN_FOLDERS)


def set_aside(path: Path) -> Path | None:
    """Move a file that cannot be read to NAME.bad-N, its bytes intact; None if it could not be moved."""
    n = 1
    while os.path.lexists(path.with_name(f"{path.name}.bad-{n}")):
        n += 1
    bad = path.with_name(f"{path.name}.bad-{n}")
    try:
        path.replace(bad)
    except OSError:
        return None
    return bad
