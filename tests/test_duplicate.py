"""simulate --duplicate: every deal twice with the seats swapped, pairs counted, the same for any split."""

from __future__ import annotations

import json

from game.cli import main
from game.decks.specs import deck_source
from game.simulation.games import Run, play_pair
from game.simulation.tallies import Tally
from game.storage.records import load_record


def json_out(capsys, *argv) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_a_player_against_itself_scores_one_in_every_pair(capsys):
    """The same bots in swapped seats replay the same game: each side of the deal wins once."""
    report = json_out(capsys, "simulate", "--games", "12", "--duplicate", "--players", "heuristic,heuristic",
                      "--json")
    assert report["games"] == 24
    assert report["pairs"] == {"0": 0, "0.5": 0, "1": 12, "1.5": 0, "2": 0}


def test_pairs_count_the_first_listed_players_score(capsys):
    report = json_out(capsys, "simulate", "--games", "20", "--duplicate", "--players", "heuristic,random",
                      "--json")
    pairs = report["pairs"]
    assert sum(pairs.values()) == 20 and report["games"] == 40
    assert sum(float(score) * n for score, n in pairs.items()) == report["wins"][0] + report["ties"] / 2
    assert report["wins"][0] > report["wins"][1]


def test_both_games_of_a_pair_deal_the_same_cards_to_the_same_seats(tmp_path):
    run = Run(3, 4, deck_source("citrine"), "standard", ("heuristic", "random"), save_records=tmp_path,
              duplicate=True)
    for index in range(3):
        play_pair(run, index, Tally(run.players))
        ab = load_record(tmp_path / f"pair-{index:05d}-ab.json")
        ba = load_record(tmp_path / f"pair-{index:05d}-ba.json")
        assert ab.steps[0] == ba.steps[0] and ab.first_player == ba.first_player == index % 2
        assert ab.players == ("heuristic", "random") and ba.players == ("random", "heuristic")


def test_duplicate_totals_are_the_same_for_any_jobs_and_shards(capsys, tmp_path):
    args = ("simulate", "--games", "9", "--seed", "3", "--duplicate", "--players", "easy,heuristic", "--json")
    whole = json_out(capsys, *args)
    jobs = json_out(capsys, *args, "--jobs", "2")
    shards = []
    for i in range(2):
        shard = json_out(capsys, *args, "--shard", f"{i}/2")
        shards.append(tmp_path / f"shard-{i}.json")
        shards[-1].write_text(json.dumps(shard))
    merged = json_out(capsys, "merge", *map(str, shards), "--json")
    for report in (whole, jobs, merged):
        report.pop("seconds")
        report["think_ms"] = list(report["think_ms"])
    assert whole == jobs == merged


def test_duplicate_deals_and_matches_do_not_mix(capsys):
    assert main(["simulate", "--duplicate", "--match", "3"]) == 2
    assert "--duplicate" in capsys.readouterr().err


def test_merge_refuses_a_duplicate_shard_with_a_plain_one(capsys, tmp_path):
    files = []
    for i, extra in enumerate((["--duplicate"], [])):
        shard = json_out(capsys, "simulate", "--games", "4", *extra, "--shard", f"{i}/2", "--json")
        files.append(tmp_path / f"shard-{i}.json")
        files[-1].write_text(json.dumps(shard))
    assert main(["merge", *map(str, files), "--json"]) == 1
    assert "duplicate" in capsys.readouterr().err
