"""Huge values in a file: refused at once, and the refusal quotes them cut to a readable length."""

import time

from game.cli import main
from game.storage.statistics import load_statistics, stats_path

from helpers.hostile import a_record, write_json

LONGEST = 2_000


def test_a_900_kb_string_in_a_record_step_gives_a_short_refusal(tmp_path, capsys):
    record = a_record(tmp_path / "record")
    record["steps"][1] = {"kind": "A" * 900_000}
    path = write_json(tmp_path / "huge.json", record)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "unknown kind" in err
    assert len(err) <= LONGEST + 1, f"a refusal of {len(err):,} characters"


def test_an_order_of_250000_entries_is_refused_at_once(tmp_path, capsys):
    record = a_record(tmp_path / "record")
    record["order"] = [1] * 250_000
    path = write_json(tmp_path / "long.json", record)
    began = time.perf_counter()
    assert main(["replay", str(path)]) == 1
    seconds = time.perf_counter() - began
    assert "order" in capsys.readouterr().err
    assert seconds < 1.0, f"{seconds:.1f} s to refuse a long order"


def test_statistics_with_a_4000_digit_count_or_a_20000_character_key_are_set_aside(capsys):
    for stats in ({"versus": {"heuristic / citrine / standard": {"games": int("9" * 4000)}}},
                  {"hotseat": {"K" * 20_000 + " / B": {"games": 1}}}):
        write_json(stats_path(), stats)
        began = time.perf_counter()
        counted = load_statistics()
        assert counted.versus == {} and counted.hotseat == {}, "a count or key beyond any real one is refused"
        assert time.perf_counter() - began < 1.0
        assert not stats_path().exists()
    assert "stats.json.bad-2" in capsys.readouterr().err
