"""simulate: seeds, seats, --jobs, records that replay, and faults that land in error_games."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.decks.specs import deck_source, resolve_spec
from game.engine import abilities
from game.simulation.games import Run, game_seed, play_game, simulate
from game.simulation.tallies import Tally
from game.storage.records import load_record, replay

CITRINE_ABILITIES = resolve_spec("citrine").abilities()


def run_config(games: int, **kw) -> Run:
    return Run(games=games, seed=kw.pop("seed", 0), decks=deck_source("citrine"),
               variant=kw.pop("variant", "standard"), players=("random", "random"), **kw)


def json_out(capsys, *argv) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_game_seeds_differ_by_run_and_index():
    seeds = {game_seed(run, i) for run in range(3) for i in range(100)}
    assert len(seeds) == 300


def test_results_are_identical_for_any_number_of_jobs(capsys):
    one = json_out(capsys, "simulate", "--games", "40", "--seed", "5", "--json")
    two = json_out(capsys, "simulate", "--games", "40", "--seed", "5", "--jobs", "2", "--json")
    for report in (one, two):  # times differ from run to run: compare whose they are
        report.pop("seconds")
        report["think_ms"] = list(report["think_ms"])
    assert one == two


def test_seat_i_mod_2_starts():
    tally = Tally(("random", "random"))
    firsts = [play_game(run_config(4), i, tally).first for i in range(4)]
    assert firsts == [0, 1, 0, 1]


def test_saved_records_replay_to_the_identical_final_state(tmp_path):
    config = run_config(12, save_records=tmp_path, variant="strategic")
    for index in range(12):
        state = play_game(config, index, Tally(config.players))
        replayed = replay(load_record(tmp_path / f"game-{index:05d}.json"))
        assert replayed.snapshot(with_generator=False) == state.snapshot(with_generator=False)


def test_an_injected_fault_lands_in_error_games_with_a_record_that_reproduces_it(monkeypatch):
    original = abilities.START["scavenge"]

    def broken(s, player):
        if s.discard:
            raise RuntimeError("injected fault")
        original(s, player)
    monkeypatch.setitem(abilities.START, "scavenge", broken)
    tally = simulate(run_config(60))
    assert tally.errors > 0 and tally.games + tally.errors == 60
    entry = tally.error_games[0]
    assert entry["message"] == "RuntimeError: injected fault"
    from game.storage.records import GameRecord
    record = GameRecord.model_validate(entry["record"])
    assert len(record.steps) == entry["step"]
    with pytest.raises(RuntimeError, match="injected fault"):
        replay(record)


def test_json_keys_follow_the_contract(capsys):
    report = json_out(capsys, "simulate", "--games", "10", "--json")
    assert list(report) == [
        "games", "players", "deck", "variant", "seed", "wins", "ties", "first_player_wins",
        "wins_by_reason", "wins_by_unguarded_match_number", "avg_decisions", "actions",
        "abilities", "triggers_fired", "attempts", "dead_drop_exchanges", "think_ms", "errors", "error_games",
        "seconds"]
    assert sum(report["wins"]) + report["ties"] == 10
    assert list(report["wins_by_unguarded_match_number"]) == [str(n) for n in range(1, 10)]


def test_three_thousand_citrine_games_use_every_action_and_ability():
    tally = simulate(run_config(3000, seed=1))
    assert tally.errors == 0
    assert all(tally.actions[k] > 0 for k in ("deploy", "enlist_guard", "enlist_assassin", "encrypt"))
    assert set(tally.abilities) == set(CITRINE_ABILITIES)
    assert all(count > 0 for count in tally.abilities.values())
    assert tally.attempts["success"] > 0 and tally.attempts["failure"] > 0


@pytest.mark.parametrize("argv,code,words", [
    (["simulate", "--deck", "sapphire"], 1, "unknown deck spec"),
    (["simulate", "--deck", "mixed:cccc"], 1, "9 letters"),
    (["simulate", "--players", "random,wizard"], 2, "unknown player"),
    (["simulate", "--games", "0"], 2, "at least 1"),
    (["simulate", "--frobnicate"], 2, "unrecognized"),
])
def test_bad_arguments_say_what_is_wrong(capsys, argv, code, words):
    try:
        exit_code = main(argv)
    except SystemExit as usage_error:
        exit_code = usage_error.code
    assert exit_code == code
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_fifteen_hundred_ruby_games_fire_triggers_block_kills_and_use_dead_drops():
    tally = simulate(Run(games=1500, seed=2, decks=deck_source("ruby"), variant="standard",
                         players=("random", "random")))
    assert tally.errors == 0
    assert set(tally.abilities) == set(deck_source("ruby").deck.abilities())
    assert tally.triggers_fired > 0 and tally.attempts["blocked"] > 0
    assert tally.dead_drop_exchanges > 0 and tally.actions["react"] > 0


def test_emerald_random_mix_and_strategic_mixes_play_without_errors():
    for spec, variant, games in (("emerald", "standard", 1500), ("random-mix", "standard", 600),
                                 ("mixed:crecrecre", "strategic", 600)):
        tally = simulate(Run(games=games, seed=3, decks=deck_source(spec), variant=variant,
                             players=("random", "random")))
        assert tally.errors == 0, (spec, tally.error_games[:1])
        if spec == "emerald":
            assert set(tally.abilities) == set(deck_source("emerald").deck.abilities())


def test_matches_of_three_and_five_play_without_errors(capsys):
    report = json_out(capsys, "simulate", "--games", "60", "--match", "3", "--deck", "random-mix",
                      "--json")
    assert report["errors"] == 0 and report["matches"] == 60
    assert sum(report["match_wins"]) + report["match_draws"] == 60
