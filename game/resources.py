"""Find the shipped data folders (decks/, assets/) wherever the game runs from.

The same files live in three places: beside the executable in a PyInstaller
bundle (``sys._MEIPASS``), inside the package of an installed wheel
(``game/_data/``, put there by pyproject's force-include), and at the top of a
checkout. Every load goes through :func:`resource_path` so that no caller
needs to know which one it is.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_TOP_LEVEL = ("decks", "assets")


def _data_root() -> Path:
    """Return the folder that holds decks/ and assets/ for this run."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    wheel_data = _PACKAGE_DIR / "_data"
    if wheel_data.is_dir():
        return wheel_data
    return _PACKAGE_DIR.parent


def resource_path(*parts: str) -> Path:
    """Return the path of a shipped file, e.g. ``resource_path("decks", "ruby.json")``."""
    if not parts or parts[0] not in _TOP_LEVEL:
        raise ValueError(f"resource paths start with one of {_TOP_LEVEL}, got {parts!r}")
    return _data_root().joinpath(*parts)
