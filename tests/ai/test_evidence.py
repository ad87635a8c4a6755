"""The opponent's own choices as evidence: a world that explains its Guards weighs more, softened."""

from __future__ import annotations

import math

import pytest

from game.ai.evidence import SOFTEN, choice_weight
from game.ai.weights import HEURISTIC

from helpers.scripted import game, play_card


def guarded(suitcase: int, guard: int, hand: list[int]):
    """A game where player 2 (Suitcase `suitcase`) Enlisted `guard` and holds `hand`."""
    s = game(([9, 3], [guard, *hand]), (5, suitcase), draw=[4, 6, 8, 2])
    play_card(s, "encrypt", 3)
    play_card(s, "enlist_guard", guard)
    return s


def test_a_world_whose_guard_is_in_the_opponents_code_explains_its_choice_better():
    """The modelled opponent (the heuristic's numbers) sees 6 - 2 in Enlisting a number of its Code
    it would otherwise keep, 3 in another: a softmax between its Guard and the Guardable 1 it kept,
    half of it uniform."""
    share = math.exp(4) / (math.exp(4) + math.exp(3))
    assert HEURISTIC.guard_danger - HEURISTIC.keep_danger == 4 and HEURISTIC.guard_spare == 3
    in_code = choice_weight(guarded(7, 7, [1]), 0)      # Code 6-7-8: the 7 guards it, the 1 does not
    outside = choice_weight(guarded(2, 7, [1]), 0)      # Code 1-2-3: it Enlisted the 7 and kept its 1
    assert in_code == pytest.approx(SOFTEN / 2 + (1 - SOFTEN) * share)
    assert outside == pytest.approx(SOFTEN / 2 + (1 - SOFTEN) * (1 - share))
    assert choice_weight(guarded(7, 7, [1]), 1) == 1.0  # an opponent without Guards tells nothing
