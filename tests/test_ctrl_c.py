"""Ctrl-C from a terminal ends the window and a Dask run with one line and exit 130, the save whole."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import game

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="signals process groups")

ROOT = str(Path(game.__file__).resolve().parent.parent)


def start(home: Path, *argv: str) -> subprocess.Popen:
    """The program in its own process group, as a terminal starts it: Ctrl-C at its default even when
    these tests run in the background (an ignored signal would stay ignored in the child)."""
    env = {**os.environ, "PYTHONPATH": ROOT, "CLASSIFIED_INFO_HOME": str(home)}
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return subprocess.Popen([sys.executable, "-m", "game", *argv], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, env=env, start_new_session=True)
    finally:
        signal.signal(signal.SIGINT, before)


def wait_for(program: subprocess.Popen, folder: Path, pattern: str, count: int = 1) -> list[Path]:
    """The files named like `pattern` in `folder` once there are `count`; fails (the program killed, what it
    said shown) if it ends or a minute passes first."""
    deadline = time.monotonic() + 60
    while len(found := sorted(folder.glob(pattern))) < count:
        if program.poll() is not None or time.monotonic() > deadline:
            if program.poll() is None:
                os.killpg(program.pid, signal.SIGKILL)
            out, err = program.communicate()
            pytest.fail(f"no {pattern} in {folder} (exit {program.returncode}):\n{err[-3000:]}")
        time.sleep(0.05)
    return found


def ctrl_c(program: subprocess.Popen) -> tuple[float, str, str]:
    """Press Ctrl-C (it reaches the whole group) and wait: seconds until the program ended, stdout, stderr."""
    os.killpg(program.pid, signal.SIGINT)
    pressed = time.monotonic()
    out, err = program.communicate(timeout=30)
    return time.monotonic() - pressed, out, err


def test_ctrl_c_at_a_first_launch_closes_the_title_with_one_line(tmp_path):
    home = tmp_path / "home"
    program = start(home)  # no arguments, nothing played yet: the window opens at the title's welcome
    wait_for(program, home, ".classified-info.lock")
    time.sleep(0.5)
    seconds, out, err = ctrl_c(program)
    assert program.returncode == 130, err
    assert err.strip().splitlines() == ["classified-info: stopped by Ctrl-C."], err
    assert not list((home / "saves").glob("game-*.json")), "a first launch starts no game of its own"


def test_ctrl_c_closes_the_window_with_one_line_and_the_game_saved(tmp_path):
    home = tmp_path / "home"
    program = start(home, "play", "--opponent", "easy")  # the window, a game against the computer under way
    wait_for(program, home / "saves", "game-*.json")
    time.sleep(0.3)
    seconds, out, err = ctrl_c(program)
    assert program.returncode == 130, err
    assert err.strip().splitlines() == ["classified-info: stopped by Ctrl-C."], err
    assert seconds < 2
    saves = sorted((home / "saves").glob("game-*.json"))
    assert len(saves) == 1 and not list((home / "saves").glob("*.bad-*"))
    saved = json.loads(saves[0].read_text())
    assert saved["record"]["steps"], "the game's decisions so far are in the save"


def test_ctrl_c_stops_a_dask_run_within_a_second_with_one_line(tmp_path):
    pytest.importorskip("distributed")
    records = tmp_path / "records"
    program = start(tmp_path / "home", "simulate", "--games", "1000000", "--backend", "dask", "--jobs", "2",
                    "--save-records", str(records))
    wait_for(program, records, "*.json", 3)
    seconds, out, err = ctrl_c(program)
    assert program.returncode == 130, err[-3000:]
    assert err.strip().splitlines() == ["classified-info: stopped by Ctrl-C."], err[-3000:]
    assert seconds < 2  # about 0.5 s here; a busy machine may take longer


def children(pid: int) -> list[str]:
    """The processes started by any thread of `pid` (Dask starts its workers from a thread of its own)."""
    return [child for task in Path(f"/proc/{pid}/task").iterdir() for child in (task / "children").read_text().split()]


def test_ctrl_c_while_the_local_dask_cluster_starts_is_not_lost(tmp_path):
    pytest.importorskip("distributed")
    program = start(tmp_path / "home", "simulate", "--games", "1000000", "--backend", "dask", "--jobs", "2")
    deadline = time.monotonic() + 60
    while len(children(program.pid)) < 2:
        assert program.poll() is None and time.monotonic() < deadline, program.communicate()
        time.sleep(0.01)
    seconds, out, err = ctrl_c(program)  # a worker is starting (beside the resource tracker)
    assert program.returncode == 130, err[-3000:]
    assert err.strip().splitlines() == ["classified-info: stopped by Ctrl-C."], err[-3000:]
    assert seconds < 10
