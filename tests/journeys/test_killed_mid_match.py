"""The real program killed outright (SIGKILL) in the middle of a match's second game: the next launch
takes the match up where its last save left it, Continue brings the same back, and it plays on to
the match result with nothing lost."""

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.storage.saves import games_in_progress
from game.storage.statistics import stats_path

from helpers.saved import latest_game

PLAYER = Path(__file__).parents[1] / "helpers" / "journey_player.py"
SEED = 4
STEPS_INTO_GAME_2 = 6


def match_under_way(home: Path) -> dict | None:
    """The save of a match whose second game has `STEPS_INTO_GAME_2` steps, if one is written yet."""
    for path in (home / "saves").glob("game-*.json"):
        try:
            saved = json.loads(path.read_text())
        except (OSError, ValueError):  # being replaced this instant
            continue
        match, record = saved.get("match"), saved.get("record")
        if match and len(match["games"]) == 1 and record and len(record["steps"]) >= STEPS_INTO_GAME_2:
            return saved
    return None


def kill_mid_match(home: Path) -> list[list[dict]]:
    """Run the program on `home` until its match is under way in game 2, SIGKILL it and its worker,
    and return the histories it printed, one per decision."""
    env = {**os.environ, "CLASSIFIED_INFO_HOME": str(home), "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen([sys.executable, str(PLAYER), str(SEED)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, start_new_session=True, env=env)
    printed: list[list[dict]] = []

    def read() -> None:
        for line in proc.stdout:
            if line.startswith("["):
                printed.append(json.loads(line))
    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    end = time.monotonic() + 60
    while match_under_way(home) is None and time.monotonic() < end and proc.poll() is None:
        time.sleep(0.01)
    alive = proc.poll() is None
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    reader.join(timeout=30)
    assert alive, "the program ended before the match reached its second game"
    assert match_under_way(home) is not None, "the match never reached its second game"
    return printed


@pytest.mark.skipif(sys.platform == "win32", reason="kills a process group")
def test_killed_mid_match_the_next_launch_and_continue_lose_nothing(person):
    printed = kill_mid_match(person.home)
    resumed, notice = latest_game()
    assert notice is None, notice
    kept = resumed.saved.record.steps
    game_2 = [line for line in printed if line[:len(kept)] == kept or kept[:len(line)] == line]
    assert game_2, "the program printed no decision of the game it saved"
    assert len(kept) >= len(game_2[-1]) - 1, "the kill lost more than the decision in flight"

    person.launch()
    person.assert_running()
    table = person.table()
    assert table.match is not None and len(table.match.state.results) == 1, "the launch took the match up"
    assert len(table.session.state.history) == len(kept), "the launch took game 2 up where it was saved"
    person.go_to_the_title()
    assert person.labels()[0] == "Continue"
    person.press("Continue")
    table = person.table()
    assert len(table.match.state.results) == 1 and len(table.session.state.history) == len(kept)

    result = person.play_the_match_to_its_end()
    assert "MATCH OVER" in person.on_screen() and len(result.view.winners) >= 2
    assert not any(resumed.path == path for path in games_in_progress()), "the finished match left its save"
    assert json.loads(stats_path().read_text())["matches"], "the match is counted"
