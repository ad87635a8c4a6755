"""One game per data folder: a second window says why it will not play, and no save or count is lost."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.storage.folder_lock import Claim, claim, release
from game.storage.saves import SavedGame

from helpers.hostile import ROOT

PLAYER = Path(__file__).resolve().parents[1] / "helpers" / "scripted_player.py"
COUNTER = """
import sys
from game.storage.statistics import count_game
for _ in range(int(sys.argv[1])):
    count_game("heuristic", "citrine", "standard", 0, 0, None, False)
"""

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="signals process groups")


def launch(home: Path, *argv: str) -> subprocess.Popen:
    env = {**os.environ, "CLASSIFIED_INFO_HOME": str(home), "PYTHONPATH": str(ROOT),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, start_new_session=True)


def collect(stream, into: list[str]) -> threading.Thread:
    thread = threading.Thread(target=lambda: into.extend(stream), daemon=True)
    thread.start()
    return thread


def ended(program: subprocess.Popen, seconds: float) -> int | None:
    """The exit code, or None after killing a program still running after `seconds`."""
    try:
        return program.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        os.killpg(program.pid, signal.SIGKILL)
        program.wait()
        return None


def test_a_second_client_on_the_folder_says_why_it_will_not_play_and_nothing_is_lost(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(json.dumps({"animation_speed": 2.0}), encoding="utf-8")  # a game of seconds
    player = launch(home, str(PLAYER), "7")  # plays one game by key presses to its end, then exits
    decisions: list[str] = []
    player_err: list[str] = []
    readers = [collect(player.stdout, decisions), collect(player.stderr, player_err)]
    end = time.monotonic() + 60
    while not decisions and player.poll() is None and time.monotonic() < end:
        time.sleep(0.02)
    assert decisions, "the first client is playing"
    second = launch(home, "-m", "game")  # the plain start, while the first game goes on
    second_err: list[str] = []
    readers.append(collect(second.stderr, second_err))
    assert ended(player, 120) == 0, "".join(player_err)[-3000:]
    time.sleep(1.0)  # the second window has had time to start, resume and write, as it would
    os.killpg(second.pid, signal.SIGTERM)  # closing the window
    assert ended(second, 30) == 0, "".join(second_err)[-3000:]
    for reader in readers:
        reader.join(timeout=10)
    said = "".join(second_err)
    assert "already open" in said, f"the second client played on without a word:\n{said[-2000:]}"
    finished = list((home / "saves" / "history").glob("*.json"))
    assert len(finished) == 1, "the first client's game was filed once"
    assert list((home / "saves").glob("game-*.json")) == [], "the second client wrote no save of its own"
    history = [json.loads(line) for line in decisions if line.startswith("[")][-1]
    filed = SavedGame.model_validate_json(finished[0].read_text(encoding="utf-8"))
    assert filed.record is not None and filed.record.steps == history[:len(filed.record.steps)]
    assert len(filed.record.steps) >= len(history) - 1, "the game was filed as its last save held it"
    stats = json.loads((home / "stats.json").read_text(encoding="utf-8"))
    assert sum(record["games"] for record in stats["versus"].values()) == 1, "the game was counted once"


def test_two_programs_counting_at_once_lose_no_count(tmp_path):
    home = tmp_path / "home"
    counters = [launch(home, "-c", COUNTER, "60") for _ in range(2)]
    for counter in counters:
        assert ended(counter, 120) == 0, counter.stderr.read()
    stats = json.loads((home / "stats.json").read_text(encoding="utf-8"))
    assert stats["versus"]["heuristic / citrine / standard"]["games"] == 120


HOLDER = """
import time
from game.storage.folder_lock import claim
print(claim()[0].value, flush=True)
time.sleep(120)
"""


def test_the_lock_is_let_go_when_the_game_is_killed_outright(data_home):
    holder = launch(data_home, "-c", HOLDER)
    assert holder.stdout.readline().strip() == "ours"
    assert claim()[0] is Claim.TAKEN, "a second game on the folder is kept out"
    holder.kill()  # kill -9: no clean-up runs
    holder.wait()
    assert claim()[0] is Claim.OURS, "the system let go of the killed game's lock"
    release()
