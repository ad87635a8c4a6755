"""think_ms: every computer player's time per decision, which merges exactly and changes no other total."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.simulation.tallies import Tally, percentile, think_bucket


def simulate_json(capsys, *argv: str) -> dict:
    assert main(["simulate", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


@pytest.mark.parametrize("players,names", [("heuristic,random", ["heuristic", "random"]),
                                           ("random,heuristic", ["random", "heuristic"]),
                                           ("random,random", ["random"])])
def test_every_computer_player_has_its_times_in_the_order_of_players(capsys, players, names):
    think = simulate_json(capsys, "--games", "6", "--players", players)["think_ms"]
    assert list(think) == names
    for times in think.values():
        assert 0 <= times["p50"] <= times["p99"] <= times["max"]
        assert times["max"] > 0


def test_a_match_times_the_decisions_between_games_too(capsys):
    think = simulate_json(capsys, "--games", "2", "--match", "3", "--players", "heuristic,random")["think_ms"]
    assert list(think) == ["heuristic", "random"]


def test_percentiles_are_nearest_rank_over_three_significant_digits():
    assert [think_bucket(n) for n in (7, 999, 1234, 98765, 1_234_567)] == [7, 999, 1230, 98700, 1_230_000]
    tally = Tally(("a", "b"))
    for nanoseconds in range(1, 101):
        tally.add_thinks("a", (nanoseconds * 1000,))
    assert percentile(tally.think_ns["a"], 50) == 50_000 and percentile(tally.think_ns["a"], 99) == 99_000
    assert tally.think_json() == {"a": {"p50": 0.05, "p99": 0.099, "max": 0.1}}


def test_merged_times_equal_the_times_tallied_in_one_place():
    whole, left, right = Tally(("a", "b")), Tally(("a", "b")), Tally(("a", "b"))
    for i, nanoseconds in enumerate([1500, 27, 910_000, 4, 61_234, 8_000_001, 333]):
        name = "ab"[i % 2]
        whole.add_thinks(name, (nanoseconds,))
        (left if i < 3 else right).add_thinks(name, (nanoseconds,))
    merged = Tally(("a", "b"))
    for part in (left, right):
        merged.merge(Tally.from_json({**part.as_json(), **part.errors_json(), **part.exact_json()}))
    assert merged.think_json() == whole.think_json()
