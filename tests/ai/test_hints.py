"""Hints: a legal suggestion, a reason naming the concrete card, a win chance."""

from __future__ import annotations

from game.ai.hints import hint
from game.engine.view import view

from helpers.scripted import encrypt_until, game, play, play_card


def test_a_hint_names_the_final_card_and_estimates_the_win():
    s = game(([2, 4], [7, 1]), (5, 7), draw=[9, 9, 6, 6, 4, 5, 8, 2, 3, 1])
    play_card(s, "deploy", 2)
    play(s, "number", 7)
    encrypt_until(s, 10)
    h = hint(view(s, 0), seed=1, worlds=12)
    assert h.choice in s.pending.options
    assert "keep the 8 as Final Card" in h.reason
    assert 0.5 <= h.win_chance <= 1.0


def test_a_hint_at_the_start_is_a_legal_choice_with_a_chance_between_0_and_1():
    s = game(([5, 9], [2, 3]), (4, 7), draw=[6])
    h = hint(view(s, 0), seed=2, worlds=8)
    assert h.choice in s.pending.options and h.reason.startswith("Enlist the 5")
    assert 0.0 <= h.win_chance <= 1.0
