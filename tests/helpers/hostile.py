"""Hostile data folders, and the real program started on one.

Each builder fills a data folder with what an unlucky machine or a stranger's
file leaves there; `start` runs the program on it (tests/helpers/visit.py: the
table, then every screen that reads the folder) and says how it ended.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import game
from game.cli import main

VISIT = Path(__file__).with_name("visit.py")
ROOT = Path(game.__file__).resolve().parent.parent


@dataclass(frozen=True)
class Ran:
    """How one start of the program ended: its exit code (None: it hung and was killed) and what it said."""

    code: int | None
    stderr: str
    seconds: float

    @property
    def crashed(self) -> bool:
        return "Traceback" in self.stderr or "unexpected error" in self.stderr


def start(home: Path, *argv: str, timeout: float = 30, env: dict[str, str] | None = None) -> Ran:
    """The program on `home` with `argv`, visiting every screen; killed (code None) if it outlasts `timeout`."""
    environment = {**os.environ, "CLASSIFIED_INFO_HOME": str(home), "PYTHONPATH": str(ROOT),
                   "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **(env or {})}
    began = time.monotonic()
    program = subprocess.Popen([sys.executable, str(VISIT), *argv], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, env=environment, start_new_session=True)
    try:
        _, err = program.communicate(timeout=timeout)
        code: int | None = program.returncode
    except subprocess.TimeoutExpired:
        os.killpg(program.pid, signal.SIGKILL)
        _, err = program.communicate()
        code = None
    return Ran(code, err.decode("utf-8", "replace"), time.monotonic() - began)


def crash_logs(home: Path) -> list[Path]:
    return sorted((home / "logs").glob("crash-*.log")) if (home / "logs").is_dir() else []


def fingerprints(home: Path) -> dict[str, str]:
    """Every regular file under `home` (links not followed) and a hash of its bytes."""
    found = {}
    for folder, _, names in os.walk(home):
        for name in names:
            path = Path(folder) / name
            if path.is_symlink() or not path.is_file() or name.endswith(".lock"):
                continue
            found[str(path.relative_to(home))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def a_record(folder: Path) -> dict:
    """A good record of one finished game, as `simulate --save-records` writes it."""
    assert main(["simulate", "--games", "1", "--seed", "3", "--save-records", str(folder)]) == 0
    return json.loads(next(folder.glob("*.json")).read_text(encoding="utf-8"))


def with_players(record: dict, players: list[str]) -> dict:
    changed = copy.deepcopy(record)
    changed["players"] = players
    return changed


def write_json(path: Path, value: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value), encoding="utf-8")
    return path


def fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def dangling(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(path.parent / "nowhere" / "gone.json")
    return path


HOSTILE_NAMES = {
    "nul": ["a\x00b", "Bea"],
    "surrogate": ["\udc80x", "Bea"],
    "zero-width": ["\ufeff\u200b", "Bea"],
    "controls": ["\x1b[31mred\x07", "\u202eevil"],
    "long": ["N" * 20_000, "you"],
}
"""Player names a shared record may hold: each must be drawn (or refused) without stopping the window."""
