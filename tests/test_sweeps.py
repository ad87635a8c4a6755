"""Sweeps beyond one machine: shards that merge into the whole run, and the Dask backend."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.cli import main


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as usage:
        code = usage.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def result(capsys, *argv: str) -> dict:
    code, out, err = run_cli(capsys, *argv)
    assert code == 0, err
    return json.loads(out.strip().splitlines()[-1])


def without_times(report: dict) -> dict:
    """A result with its timings left out: `seconds`, and think_ms reduced to whose times they are."""
    return {**{k: v for k, v in report.items() if k != "seconds"}, "think_ms": list(report["think_ms"])}


def shard_files(capsys, folder: Path, argv: list[str], count: int) -> list[Path]:
    """Run every shard of a run and keep each one's output in a file in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    files = []
    for index in range(count):
        shard_argv = [*argv, "--shard", f"{index}/{count}"]
        if index == 1:
            shard_argv += ["--jobs", "2"]  # a shard may use workers of its own
        code, out, err = run_cli(capsys, *shard_argv)
        assert code == 0, err
        files.append(folder / f"shard-{index}.json")
        files[-1].write_text(out)
    return files


RUNS = {
    "citrine": ["--games", "30", "--seed", "4", "--players", "heuristic,random"],
    "random-mix": ["--games", "30", "--seed", "6", "--deck", "random-mix"],
    "ruby-strategic": ["--games", "20", "--deck", "ruby", "--variant", "strategic", "--players", "random,heuristic"],
    "match": ["--games", "7", "--seed", "2", "--match", "3", "--deck", "random-mix", "--players", "heuristic,random"],
    "fewer games than shards": ["--games", "2", "--seed", "1"],
}


@pytest.mark.parametrize("run", RUNS.values(), ids=RUNS.keys())
def test_three_shards_merge_into_the_unsharded_run(capsys, tmp_path, run):
    argv = ["simulate", *run, "--json"]
    whole = result(capsys, *argv)
    files = shard_files(capsys, tmp_path, argv, 3)
    merged = result(capsys, "merge", *map(str, reversed(files)), "--json")
    assert list(merged) == list(whole)
    assert without_times(merged) == without_times(whole)
    assert merged["seconds"] >= 0


def test_a_shard_plays_every_nth_game(capsys):
    shard = result(capsys, "simulate", "--games", "10", "--shard", "1/4", "--json")
    assert shard["games"] == 3 and shard["shard"] == {"index": 1, "count": 4, "games": 10, "match": None,
                                                     "duplicate": False}
    assert isinstance(shard["decisions"], int)


def test_merge_prints_the_summary_without_json(capsys, tmp_path):
    files = shard_files(capsys, tmp_path, ["simulate", "--games", "6", "--json"], 2)
    code, out, _ = run_cli(capsys, "merge", *map(str, files))
    assert code == 0 and out.startswith("6 games, deck citrine")


@pytest.mark.parametrize("text", ["3/3", "-1/3", "a/b", "2", "0/0", "1/2/3"])
def test_a_bad_shard_is_a_usage_error(capsys, text):
    code, _, err = run_cli(capsys, "simulate", "--shard", text)
    assert code == 2 and "--shard" in err and "Traceback" not in err


def refused(capsys, *files: Path) -> str:
    code, out, err = run_cli(capsys, "merge", *map(str, files), "--json")
    assert code == 1 and out == "" and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    return err


def test_merge_refuses_shards_of_different_runs(capsys, tmp_path):
    first = shard_files(capsys, tmp_path / "a", ["simulate", "--games", "6", "--seed", "1", "--json"], 2)
    other = shard_files(capsys, tmp_path / "b", ["simulate", "--games", "6", "--seed", "2", "--json"], 2)
    err = refused(capsys, first[0], other[1])
    assert str(other[1]) in err and "seed" in err and "one run" in err
    longer = shard_files(capsys, tmp_path / "c", ["simulate", "--games", "8", "--seed", "1", "--json"], 2)
    assert "games" in refused(capsys, first[0], longer[1])
    split = shard_files(capsys, tmp_path / "d", ["simulate", "--games", "6", "--seed", "1", "--json"], 3)
    assert "count" in refused(capsys, first[0], split[1])


def test_merge_refuses_a_shard_twice_or_missing(capsys, tmp_path):
    files = shard_files(capsys, tmp_path, ["simulate", "--games", "9", "--json"], 3)
    err = refused(capsys, files[0], files[1], files[1])
    assert "1/3 again" in err and str(files[1]) in err
    err = refused(capsys, files[0], files[2])
    assert "1/3 is missing" in err and "--shard 1/3" in err


def test_merge_refuses_unreadable_and_unsharded_files(capsys, tmp_path):
    missing = tmp_path / "nowhere.json"
    assert str(missing) in refused(capsys, missing)
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{not json\n")
    assert str(garbage) in refused(capsys, garbage)
    whole = tmp_path / "whole.json"
    code, out, _ = run_cli(capsys, "simulate", "--games", "3", "--json")
    whole.write_text(out)
    assert "--shard" in refused(capsys, whole)
    files = shard_files(capsys, tmp_path, ["simulate", "--games", "4", "--json"], 2)
    cut = json.loads(files[1].read_text())
    del cut["think_ns"]
    files[1].write_text(json.dumps(cut))
    assert str(files[1]) in refused(capsys, *files)


def test_the_scheduler_needs_the_dask_backend(capsys):
    code, _, err = run_cli(capsys, "simulate", "--scheduler", "tcp://127.0.0.1:8786")
    assert code == 2 and "--backend dask" in err


def test_without_the_sweep_extra_dask_says_how_to_install_it(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if it were not installed
    code, out, err = run_cli(capsys, "simulate", "--backend", "dask")
    assert code == 1 and out == ""
    assert err.strip().count("\n") == 0 and "pip install 'classified-info[sweep]'" in err


def test_a_local_dask_cluster_of_two_workers_gives_the_totals_of_one_process(capsys):
    pytest.importorskip("distributed")
    argv = ["simulate", "--games", "24", "--seed", "3", "--deck", "random-mix", "--players", "heuristic,random",
            "--json"]
    here = result(capsys, *argv, "--jobs", "1")
    on_dask = result(capsys, *argv, "--backend", "dask", "--jobs", "2")
    assert without_times(on_dask) == without_times(here)
