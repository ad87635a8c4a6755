"""The simulate totals, checked on stacked deals whose outcome is known."""

from __future__ import annotations

from game.engine.playout import play_out
from game.simulation.tallies import Tally

from helpers.scripted import encrypt_first, game


def test_an_unguarded_match_win_is_counted_under_the_final_card_number():
    # Each player ends with the last card they drew: player 1 the 4 (in 4-5-6),
    # player 2 the 7 (not in 9-1-2): player 1 wins with an Unguarded Match on 4.
    s = game(([2, 3], [2, 3]), (1, 5), encrypted=[6, 6],
             draw=[1, 4, 7, 8, 8, 9, 9, 5, 4, 7])
    play_out(s, encrypt_first)
    assert s.result.final_numbers == (4, 7)
    tally = Tally(("a", "b"))
    tally.add_game(s, "citrine")
    report = tally.as_json()
    assert report["wins"] == [1, 0]
    assert report["wins_by_reason"] == {"unguarded_match": 1, "guards": 0}
    assert report["wins_by_unguarded_match_number"]["4"] == 1
    assert sum(report["wins_by_unguarded_match_number"].values()) == 1
    assert report["actions"]["encrypt"] == 12 and report["avg_decisions"] == 12
