"""The numbers behind the heuristic's rules of thumb: changed by name, and they decide its choice."""

from __future__ import annotations

import pytest

from game.ai.heuristic import HeuristicBot
from game.ai.search import SearchBot, best_options
from game.ai.weights import HEURISTIC, SEARCH, Weights
from game.decks import load_ready_deck
from game.engine import GameState
from game.engine.playout import decisions, seated
from game.engine.view import view

from helpers.scripted import game


def test_with_values_changes_named_numbers_and_table_entries_only():
    changed = HEURISTIC.with_values({"keep_hit": 1.5, "info.fortune_teller": 2.0})
    assert changed.keep_hit == 1.5 and changed.info["fortune_teller"] == 2.0
    assert changed.info["decoy_guard"] == HEURISTIC.info["decoy_guard"]
    assert HEURISTIC.info["fortune_teller"] == 1.4 and HEURISTIC == Weights()
    with pytest.raises(TypeError):
        HEURISTIC.with_values({"no_such_number": 1.0})
    with pytest.raises(KeyError):
        HEURISTIC.with_values({"nowhere.fortune_teller": 1.0})


def test_the_numbers_decide_the_choice():
    s = game(([5, 9], [2, 3]), (4, 7), draw=[6])    # Suitcase 4: Code 3-4-5; the 5 blocks it as Guard
    assert HeuristicBot(1).choose(view(s, 0)) == ("enlist_guard", 0)
    rather_encrypt = HEURISTIC.with_values({"guard_danger": 0.0, "encrypt_danger": 9.0})
    assert HeuristicBot(1, weights=rather_encrypt).choose(view(s, 0)) == ("encrypt", 0)


def test_the_search_starts_from_its_own_numbers_and_keeps_their_choice_on_a_tiny_budget():
    """Where the tuned numbers and the heuristic's disagree, a search of their best two with one
    playout each (one round: neither can be clearly better) plays the tuned numbers' choice."""
    differ = 0
    for seed in range(40):
        state = GameState(load_ready_deck("citrine").abilities(), "standard", seed % 2, seed)
        for s in decisions(state, seated([HeuristicBot(seed), HeuristicBot(seed + 1)])):
            seen = view(s, s.pending.player)
            if seen.final_turn or s.pending.kind != "action":
                continue
            tuned = best_options(HeuristicBot(0, weights=SEARCH).scores(seen), None)
            own = best_options(HeuristicBot(0).scores(seen), None)
            if tuned[0] != own[0]:
                differ += 1
                assert SearchBot(seed, budget=1, width=2).choose(seen) == tuned[0]
        if differ >= 3:
            return
    pytest.fail("the tuned numbers never chose otherwise than the heuristic's")
