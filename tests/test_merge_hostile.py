"""`merge` checks every shard whole before adding: a cut or edited shard is refused in one paragraph, exit 1."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest

from helpers.program import run_program


def shard(folder: Path, index: int) -> dict:
    """Shard index/2 of a short run with a heuristic player (so think_ns has counts)."""
    from game.cli import main

    out = folder / f"out-{index}.json"
    stdout = sys.stdout
    with out.open("w") as file:
        sys.stdout = file
        try:
            assert main(["simulate", "--games", "4", "--players", "heuristic,random", "--shard", f"{index}/2",
                         "--json"]) == 0
        finally:
            sys.stdout = stdout
    return json.loads(out.read_text().strip().splitlines()[-1])


@pytest.fixture(scope="module")
def shard_zero(tmp_path_factory) -> dict:
    return shard(tmp_path_factory.mktemp("shard"), 0)


@pytest.fixture
def shard_one(tmp_path_factory, tmp_path) -> Path:
    """The other shard of the run, whole, so the edited one is all that is wrong."""
    path = tmp_path / "shard-1.json"
    path.write_text(json.dumps(shard(tmp_path_factory.mktemp("other"), 1)))
    return path


def refusal(monkeypatch, capsys, path: Path, *others: Path) -> str:
    code, out, err = run_program(monkeypatch, capsys, "merge", str(path), *map(str, others), "--json")
    assert code == 1, (code, err[-500:])
    assert out == "" and "Traceback" not in err and len(err.strip().splitlines()) == 1, err[-500:]
    assert str(path) in err and "--shard" in err, err
    assert len(err) < 2000
    return err


def cut_key(result: dict, key: str) -> None:
    *outer, last = key.split(".")
    for part in outer:
        result = result[part]
    del result[last]


def set_key(result: dict, key: str, value: object) -> None:
    *outer, last = key.split(".")
    for part in outer:
        result = result[part]
    result[last] = value


@pytest.mark.parametrize("key", ["shard.match", "players", "deck", "seed", "think_ns", "decisions"])
def test_a_shard_missing_a_key_is_refused_naming_the_file(monkeypatch, capsys, tmp_path, shard_zero, shard_one,
                                                          key):
    result = json.loads(json.dumps(shard_zero))
    cut_key(result, key)
    path = tmp_path / "shard-0.json"
    path.write_text(json.dumps(result))
    refusal(monkeypatch, capsys, path, shard_one)


EDITS = {
    "odd error_games": ("error_games", [1, "two"]),
    "error_games without errors": ("error_games", [{"game": 0}]),
    "negative think_ns count": ("think_ns.heuristic.counts", {"1000": -5}),
    "negative think_ns maximum": ("think_ns.heuristic.max", -1),
    "a think_ns key not a time": ("think_ns.heuristic.counts", {"-1000": 1}),
    "think_ns of a stranger": ("think_ns", {"stranger": {"max": 1, "counts": {"1": 1}}}),
    "games 10^30": ("shard.games", 10**30),
    "games counted 10^30": ("games", 10**30),
    "wins as text": ("wins", ["1", "2"]),
    "three wins": ("wins", [1, 1, 1]),
    "seconds not a number": ("seconds", "soon"),
    "an unknown reason": ("wins_by_reason", {"luck": 1}),
}


@pytest.mark.parametrize("edit", EDITS.values(), ids=EDITS.keys())
def test_an_edited_shard_is_refused_before_any_arithmetic(monkeypatch, capsys, tmp_path, shard_zero, shard_one,
                                                          edit):
    result = json.loads(json.dumps(shard_zero))
    set_key(result, *edit)
    path = tmp_path / "shard-0.json"
    path.write_text(json.dumps(result))
    err = refusal(monkeypatch, capsys, path, shard_one)
    assert "not a whole shard result" in err and "--shard I/N --json" in err


def test_a_run_of_a_million_shards_is_summarised_at_once(monkeypatch, capsys, tmp_path, shard_zero):
    result = json.loads(json.dumps(shard_zero))
    result["shard"].update(count=1_000_000, games=1_000_000)
    result["games"] = 1
    path = tmp_path / "shard-0.json"
    path.write_text(json.dumps(result))
    start = time.perf_counter()
    err = refusal(monkeypatch, capsys, path)
    assert time.perf_counter() - start < 1
    assert "shards 1/1000000, 2/1000000, 3/1000000 and 999,996 others are missing" in err, err
    assert "--shard 1/1000000" in err


def test_one_or_two_missing_shards_are_named(monkeypatch, capsys, tmp_path, shard_zero):
    result = json.loads(json.dumps(shard_zero))
    result["shard"].update(count=3, games=6)
    path = tmp_path / "shard-0.json"
    path.write_text(json.dumps(result))
    assert "1/3 and 2/3 are missing" in refusal(monkeypatch, capsys, path)
