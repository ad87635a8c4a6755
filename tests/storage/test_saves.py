"""Saves: every decision is kept, a kill loses at most the one in flight, and bad saves are set aside."""

import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from game.decks.deck import load_ready_deck
from game.session.game_session import GameSession
from game.storage.home import clean_up_killed_writes
from game.storage.records import choice_to_json
from game.storage.saves import (
    HISTORY_KEPT,
    Autosave,
    SavedWheels,
    SaveError,
    finish,
    games_in_progress,
    history_folder,
    read_save,
    resume,
    saves_folder,
)
from game.wheel.notebook import BLANK

from helpers.saved import latest_game

DECK = load_ready_deck("citrine")
PLAYER = Path(__file__).parents[1] / "helpers" / "scripted_player.py"
RELEASE_HISTORY = Path(__file__).parents[1] / "fixtures" / "release-0.1.0" / "history-game.json"


def played(session: GameSession, decisions: int, seed: int = 1) -> GameSession:
    """Make `decisions` random decisions for whoever is to move (bot seats included)."""
    rng = random.Random(seed)
    for _ in range(decisions):
        if session.over:
            break
        options = session.state.pending.options
        if session.human_to_move:
            session.apply_human(rng.choice(options))
        else:
            session.apply_bot(rng.choice(options))
    return session


def steps(session: GameSession) -> list[dict]:
    return [choice_to_json(c) for c in session.state.history]


def test_a_saved_game_resumes_exactly_where_it_stood():
    session = played(GameSession(DECK, "standard", 4, "random", spec="citrine"), 9)
    autosave = Autosave()
    autosave.update(session, [("hand", 1)])
    resumed, message = latest_game()
    assert message is None and resumed.path == autosave.path
    again = resume(resumed)
    assert again.state.snapshot(with_generator=False) == session.state.snapshot(with_generator=False)
    assert (again.opponent, again.human, again.spec, again.seed) == ("random", 0, "citrine", 4)
    assert resumed.saved.picks == [["hand", 1]]


def test_each_players_wheel_is_saved_with_the_game():
    session = GameSession(DECK, "standard", 8, None, human=None, names=("Ann", "Bob"))
    wheels = SavedWheels((BLANK.strike(4).write("7s?"), BLANK.cycle_seen(2)), ("odds", "off"), aided=True)
    Autosave().update(session, wheels=wheels)
    saved = latest_game()[0].saved
    assert saved.to_wheels() == wheels


def test_a_save_from_before_the_wheel_loads_with_blank_wheels():
    Autosave().update(played(GameSession(DECK, "standard", 9, "random"), 5))
    path = games_in_progress()[-1]
    data = json.loads(path.read_text())
    for field in ("notebooks", "assistant", "aided"):
        data.pop(field)
    path.write_text(json.dumps(data))
    assert read_save(path).saved.to_wheels() == SavedWheels()


def test_a_hotseat_game_resumes_with_nobody_at_the_screen():
    session = GameSession(DECK, "standard", 5, None, human=None, names=("Ann", "Bob"))
    session.seat(session.state.pending.player)
    Autosave().update(session)
    again = resume(latest_game()[0])
    assert again.hotseat and again.human is None and again.names == ("Ann", "Bob") and again.hand_off_due


def test_a_finished_game_goes_to_the_history_which_stays_bounded(monkeypatch):
    monkeypatch.setattr("game.storage.saves.HISTORY_KEPT", 3)
    for seed in range(5):
        session = played(GameSession(DECK, "standard", seed, "random"), 400, seed)
        assert session.over
        autosave = Autosave(saves_folder() / f"game-{seed}.json")
        autosave.update(played(GameSession(DECK, "standard", seed, "random"), 3, seed))
        autosave.update(session)
        assert not autosave.path.exists()
    assert games_in_progress() == [] and len(list(history_folder().glob("*.json"))) == 3
    assert HISTORY_KEPT >= 50


@pytest.mark.parametrize("content, says", [
    (b"{not json", "not a save"),
    (b'{"format": "classified-info-save", "version": 1}', "field seed"),
    (b'{"format": "classified-info-save", "version": 1, "seed": 3}', "a game record, or a match"),
    (b"[" * 100_000 + b"]" * 100_000, "not a save"),
    (b'{"seed": ' + b"9" * 5000 + b"}", "not a save"),
    (b"\xff\xfe", "not a save"),
])
def test_a_bad_save_is_moved_aside_with_its_bytes_and_a_message(content, says):
    good = played(GameSession(DECK, "standard", 4, "random"), 5)
    Autosave(saves_folder() / "game-1-good.json").update(good)
    bad = saves_folder() / "game-2-bad.json"
    bad.write_bytes(content)
    os.utime(bad, (time.time() + 5, time.time() + 5))
    with pytest.raises(SaveError, match=says):
        read_save(bad)
    resumed, message = latest_game()
    assert resumed is not None and resumed.path.name == "game-1-good.json", "the good save is still there"
    assert message is not None and "moved it to game-2-bad.json.bad-1" in message and "\n" not in message
    assert (saves_folder() / "game-2-bad.json.bad-1").read_bytes() == content


def test_a_save_whose_steps_break_the_rules_is_refused():
    session = played(GameSession(DECK, "standard", 4, "random"), 5)
    autosave = Autosave()
    autosave.update(session)
    data = json.loads(autosave.path.read_text())
    data["record"]["steps"][-1] = {"kind": "encrypt", "hand": 7}
    autosave.path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="breaks the rules"):
        read_save(autosave.path)


def test_an_oversized_save_is_refused_before_it_is_read():
    path = saves_folder() / "game-huge.json"
    with path.open("wb") as f:
        f.truncate(50_000_000)
    with pytest.raises(SaveError, match="larger than"):
        read_save(path)


def test_stale_temporary_files_are_left_by_listing_and_cleaned_up_at_start_up():
    stale = saves_folder() / ".game-1.json.x1y2.tmp"
    stale.write_text("half a save")
    assert games_in_progress() == [] and stale.exists(), "listing the games is no time to delete anything"
    assert clean_up_killed_writes() == 1 and not stale.exists()


def test_finish_of_an_unsaved_game_does_nothing():
    finish(saves_folder() / "game-never-saved.json")
    assert list(history_folder().iterdir()) == []


def last_lines(out: str) -> list[list[dict]]:
    return [json.loads(line) for line in out.splitlines() if line.startswith("[")]


def is_prefix(short: list, long: list) -> bool:
    return long[:len(short)] == short


KILLS = 30
CHANCE_KINDS = {"deal", "show", "pick"}


def run_and_kill(home: Path, seed: int, decisions: int, delay: float) -> list[list[dict]]:
    """Start the scripted program on `home`, kill it `delay` seconds after its `decisions`-th decision
    (or after 20 s), and return the histories it printed."""
    env = {**os.environ, "CLASSIFIED_INFO_HOME": str(home), "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen([sys.executable, str(PLAYER), str(seed)], stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, start_new_session=True, env=env)
    lines: list[list[dict]] = []

    def read() -> None:
        for line in proc.stdout:
            if line.startswith("["):
                lines.append(json.loads(line))
    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    end = time.monotonic() + 20
    while len(lines) < decisions and time.monotonic() < end and proc.poll() is None:
        time.sleep(0.005)
    time.sleep(delay)
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    reader.join(timeout=30)
    return lines


def saved_game(home: Path):
    """The newest game in progress in `home`, and the message about any save set aside."""
    before = os.environ["CLASSIFIED_INFO_HOME"]
    os.environ["CLASSIFIED_INFO_HOME"] = str(home)
    try:
        return latest_game()
    finally:
        os.environ["CLASSIFIED_INFO_HOME"] = before


@pytest.mark.skipif(sys.platform == "win32", reason="kills a process group")
def test_a_kill_at_any_moment_loses_at_most_the_decision_in_flight(tmp_path):
    """The real program, killed 30 times at random moments, always leaves a save that replays to a
    prefix of the decisions it made, missing at most the last one; each run continues the last game."""
    homes = [tmp_path / f"home-{i}" for i in range(3)]
    for home in homes:
        home.mkdir()
        (home / "settings.json").write_text(json.dumps({"animation_speed": 20.0}))
        (home / "saves" / "history").mkdir(parents=True)  # not a first launch: the start opens a game
        shutil.copyfile(RELEASE_HISTORY, home / "saves" / "history" / "game-0.json")
    rng = random.Random(7)
    last_saved: dict[Path, list] = {}
    """Per data folder: the steps of its game in progress when last looked at."""
    checked = 0
    for batch in range(KILLS // len(homes)):
        plans = [(home, batch * len(homes) + i, rng.randint(1, 10), rng.uniform(0.0, 0.12))
                 for i, home in enumerate(homes)]
        with ThreadPoolExecutor(len(homes)) as pool:
            results = list(pool.map(lambda plan: run_and_kill(*plan), plans))
        for (home, *_), lines in zip(plans, results):
            resumed, message = saved_game(home)
            assert message is None, message
            if resumed is None:  # the game ended and went to the history
                last_saved.pop(home, None)
                continue
            saved = resumed.saved.record.steps
            before, last_saved[home] = last_saved.get(home), saved
            if not lines:
                assert before is None or saved == before, "a run that decided nothing changed the save"
            elif is_prefix(saved, lines[-1]):
                same_game = [line for line in lines if is_prefix(line, lines[-1])]
                if len(same_game) >= 2:
                    assert len(saved) >= len(same_game[-2]), "a kill lost more than the decision in flight"
                checked += 1
            else:
                assert all(step["kind"] in CHANCE_KINDS for step in saved), \
                    "the save holds decisions that were never made"
    assert checked >= KILLS * 2 // 3, "most kills came in the middle of a game"
