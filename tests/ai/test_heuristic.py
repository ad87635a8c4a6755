"""The heuristic player: legal, explained choices, and the reasons a person would give."""

from __future__ import annotations

import pickle
import random

from game.ai import make_bot
from game.ai.heuristic import HeuristicBot, card_name
from game.decks.deck import READY_DECKS, load_ready_deck
from game.engine import Choice, GameState
from game.engine.abilities import SUITCASE, registration
from game.engine.cards import NUMBERS
from game.engine.deduction import deduce
from game.engine.playout import play_out
from game.engine.view import view

from helpers.scripted import deck_for, encrypt_until, game, play, play_card


def test_it_guards_a_number_of_its_own_code():
    s = game(([5, 9], [2, 3]), (4, 7), draw=[6])    # Suitcase 4: Code 3-4-5
    advice = HeuristicBot(1).advise(view(s, 0))
    assert advice.choice == ("enlist_guard", 0)
    assert advice.reason == "Enlist the 5 as Guard: it blocks your own Code"


def test_it_keeps_the_final_card_that_hits_a_known_code():
    s = game(([2, 4], [7, 1]), (5, 7), draw=[9, 9, 6, 6, 4, 5, 8, 2, 3, 1])
    play_card(s, "deploy", 2)
    play(s, "number", 7)                            # Test Access Codes: yes, the 7
    encrypt_until(s, 10)
    assert [c // 2 + 1 for c in s.hands[0]] == [8, 3]
    advice = HeuristicBot(1).advise(view(s, 0))
    assert advice.choice[1] == 1                    # plays the 3
    assert "keep the 8 as Final Card (100% to hit)" in advice.reason


def test_every_decision_of_every_deck_gets_a_legal_choice_and_a_reason():
    for seed in range(60):
        rng = random.Random(seed)
        s = GameState(deck_for(seed), ("standard", "strategic")[seed % 2], seed % 2, seed)
        bot = HeuristicBot(seed)

        def choose(s: GameState) -> Choice:
            if s.pending.player == 1:
                return rng.choice(s.pending.options)
            advice = bot.advise(view(s, 0))
            assert advice.choice in s.pending.options and advice.reason
            return advice.choice
        play_out(s, choose)


def test_bots_pickle_for_a_worker_process():
    bot = make_bot("heuristic", 5)
    copy = pickle.loads(pickle.dumps(bot))
    s = game(([5, 9], [2, 3]), (4, 7), draw=[6])
    assert copy.choose(view(s, 0)) == bot.choose(view(s, 0))


def test_each_option_of_a_question_has_a_reason_true_of_it():
    """Hints show several options with their reasons: each question says its own odds of a
    yes, worked out here from the deduction, not a claim that fits the best option only."""
    checked = 0
    for seed in range(80):
        rng = random.Random(seed)
        s = GameState(deck_for(seed), "standard", seed % 2, seed)

        def choose(s: GameState) -> Choice:
            nonlocal checked
            seen = view(s, s.pending.player)
            found = registration(s.pending.source or "").answer if s.pending.kind == "name_number" else None
            if found is not None and found.about == SUITCASE:
                suitcase = deduce(seen).suitcase
                for _, option, reason in HeuristicBot(seed).scores(seen):
                    yes = sum(suitcase[n] for n in NUMBERS if found.truth(option[1], n))
                    if len(found.suitcases(option[1], True)) > 1:
                        assert f"{round(100 * yes)}% likely a yes" in reason, reason
                        checked += 1
            return rng.choice(s.pending.options)
        play_out(s, choose)
    assert checked >= 20


def test_reasons_name_every_card_as_its_deck_does():
    for deck in READY_DECKS:
        for card in load_ready_deck(deck).cards:
            assert card_name(card.ability) == card.name
