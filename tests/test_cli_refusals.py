"""Bad command lines are refused in words (exit 2) or bad places in one paragraph (exit 1), never a crash."""

from __future__ import annotations

import sys
import time

import pytest

from helpers.program import run_program


@pytest.mark.parametrize("argv", [["demo", "--speed=--"], ["simulate", "--games=--"], ["simulate", "--seed=--"],
                                  ["play", "--deck=--"]])
def test_an_option_given_only_dashes_is_a_usage_error(monkeypatch, capsys, argv):
    code, out, err = run_program(monkeypatch, capsys, *argv)
    assert code == 2, err
    assert "expected one argument" in err and argv[1].split("=")[0] in err
    assert "Traceback" not in err and "unexpected error" not in err


@pytest.mark.parametrize("seed", ["-1", "-9999999999"])
def test_play_refuses_a_negative_seed_before_any_game(monkeypatch, capsys, seed):
    import game.ui.app

    opened = []
    monkeypatch.setattr(game.ui.app, "play_window", lambda *args, **options: opened.append(options) or 0)
    code, _, err = run_program(monkeypatch, capsys, "play", "--seed", seed)
    assert code == 2 and opened == [], err
    assert "--seed" in err and "below 0" in err


def test_play_takes_a_huge_seed_a_save_can_keep(monkeypatch, capsys):
    import game.ui.app

    seeds = []
    monkeypatch.setattr(game.ui.app, "play_window", lambda *args, **options: seeds.append(args[3]) or 0)
    assert run_program(monkeypatch, capsys, "play", "--seed", str(10**30))[0] == 0
    assert seeds == [10**30]


@pytest.mark.skipif(sys.platform == "win32", reason="names /dev/null and /proc")
@pytest.mark.parametrize("where", ["folder", "/dev/null", "under a file"])
def test_demo_refuses_a_screenshot_path_it_cannot_write_before_playing(monkeypatch, capsys, tmp_path, where):
    path = {"folder": str(tmp_path), "/dev/null": "/dev/null", "under a file": str(tmp_path / "f" / "shot.png")}[where]
    (tmp_path / "f").write_text("a file")
    start = time.perf_counter()
    code, out, err = run_program(monkeypatch, capsys, "demo", "--seconds", "1", "--screenshot", path)
    assert code == 2, err
    assert time.perf_counter() - start < 1, "refused before the demo runs"
    assert "--screenshot" in err and path in err and "Traceback" not in err and "unexpected error" not in err


@pytest.mark.skipif(sys.platform == "win32", reason="names /proc")
def test_demo_says_when_the_last_frame_cannot_be_written(monkeypatch, capsys):
    code, out, err = run_program(monkeypatch, capsys, "demo", "--seconds", "0.05", "--screenshot",
                                 "/proc/no-such-folder/shot.png")
    assert code == 1, err
    assert "cannot write the last frame" in err and "unexpected error" not in err
    assert out.strip().startswith("{"), "the JSON line is still printed"


def test_an_unreachable_dask_scheduler_is_said_within_seconds(monkeypatch, capsys):
    pytest.importorskip("distributed")
    import game.simulation.games

    monkeypatch.setattr(game.simulation.games, "SCHEDULER_WAIT", 1.0, raising=False)
    start = time.perf_counter()
    code, out, err = run_program(monkeypatch, capsys, "simulate", "--games", "2", "--backend", "dask",
                                 "--scheduler", "tcp://127.0.0.1:1")
    assert time.perf_counter() - start < 10
    assert code == 1, err
    assert "cannot reach a Dask scheduler" in err and "tcp://127.0.0.1:1" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_simulate_refuses_a_records_folder_it_cannot_make(monkeypatch, capsys, tmp_path):
    (tmp_path / "a-file").write_text("not a folder")
    code, _, err = run_program(monkeypatch, capsys, "simulate", "--games", "1", "--save-records",
                               str(tmp_path / "a-file" / "records"))
    assert code == 1, err
    assert "cannot be made" in err and "Traceback" not in err and "unexpected error" not in err
