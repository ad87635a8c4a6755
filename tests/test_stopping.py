"""Stopping cleanly: Ctrl-C stops simulate at once, and workers end when their parent is killed outright."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import game

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc and signals process groups")

ENV = {**os.environ, "PYTHONPATH": str(Path(game.__file__).resolve().parent.parent)}


def start(*argv: str) -> subprocess.Popen:
    """Start a program in its own process group, as a terminal starts a command: with Ctrl-C
    at its default, even when these tests run in the background (a shell starts a command
    with `&` with Ctrl-C ignored, and an ignored signal stays ignored in the children)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)  # a handler, unlike SIG_IGN, ends at exec
    try:
        return subprocess.Popen([sys.executable, *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, env=ENV, start_new_session=True)
    finally:
        signal.signal(signal.SIGINT, before)


def long_simulate(records: Path, jobs: int) -> subprocess.Popen:
    """A simulate run far too long to finish, under way once it has written `records` files."""
    program = start("-m", "game", "simulate", "--games", "1000000", "--jobs", str(jobs),
                    "--save-records", str(records))
    deadline = time.monotonic() + 60
    while len(list(records.iterdir())) < 3:
        assert program.poll() is None and time.monotonic() < deadline, program.communicate()
        time.sleep(0.05)
    return program


def children(pid: int) -> list[int]:
    return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def running(pid: int) -> bool:
    """Whether the process exists and is not a zombie (an orphan's zombie may never be reaped here)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def wait_until_gone(pids: list[int], seconds: float) -> list[int]:
    """The processes still running after waiting at most `seconds` for them to end (then killed, not left behind)."""
    deadline = time.monotonic() + seconds
    while any(running(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = [pid for pid in pids if running(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    return left


@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_stops_simulate_within_two_seconds_with_one_line(tmp_path, jobs):
    program = long_simulate(tmp_path, jobs)
    workers = children(program.pid)
    os.killpg(program.pid, signal.SIGINT)  # a terminal's Ctrl-C reaches the whole group
    pressed = time.monotonic()
    out, err = program.communicate(timeout=30)
    assert time.monotonic() - pressed < 2
    assert program.returncode == 130
    assert out == "" and len(err.strip().splitlines()) == 1 and "Ctrl-C" in err, err
    assert wait_until_gone(workers, 2) == []


def test_simulate_workers_exit_when_their_parent_is_killed(tmp_path):
    program = long_simulate(tmp_path, 2)
    workers = children(program.pid)
    assert len(workers) >= 2
    program.kill()
    program.wait()  # not communicate(): workers that lived on would hold its pipes open
    assert wait_until_gone(workers, 5) == []
    written = len(list(tmp_path.iterdir()))
    time.sleep(0.3)
    assert len(list(tmp_path.iterdir())) == written


CLIENT = """
import os, sys, time
from game.session.workers import WorkerRunner
runner = WorkerRunner()
print(runner.submit(os.getpid).result(timeout=60), flush=True)
time.sleep(600)
"""


def test_the_bot_worker_exits_when_the_client_is_killed():
    client = start("-c", CLIENT)
    worker = int(client.stdout.readline())
    assert running(worker)
    client.kill()
    client.wait()
    assert wait_until_gone([worker], 5) == []
