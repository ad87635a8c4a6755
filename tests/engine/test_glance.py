"""A glance (the playouts' cheap deduction) keeps the opponent's public answers: the true
Suitcase always stays possible, and the numbers their answers rule out get nothing."""

from __future__ import annotations

import random

from game.engine import CHANCE, GameState
from game.engine.cards import NUM, NUMBERS
from game.engine.deduction import SUITCASE_FACTS, glance, suitcases_allowed
from game.engine.view import view

from helpers.scripted import deck_for


def test_a_glance_rules_out_what_answers_rule_out_and_never_the_truth():
    ruled_out = 0
    for seed in range(60):
        rng = random.Random(seed)
        s = GameState(deck_for(seed), ("standard", "strategic")[seed % 2], seed % 2, seed)
        while s.pending is not None:
            if s.pending.player == CHANCE:
                s.resolve_chance()
                continue
            for me in (0, 1):
                seen = view(s, me)
                suitcase = glance(seen).suitcase
                if s.suitcase[1 - me] < 0 or seen.sides[me].suitcase is None:
                    continue
                assert abs(sum(suitcase) - 1) < 1e-9
                assert suitcase[NUM[s.suitcase[1 - me]]] > 0
                for e in seen.events:
                    if e.actor == 1 - me and e.kind in SUITCASE_FACTS:
                        gone = [n for n in NUMBERS if n not in suitcases_allowed(e)]
                        assert all(suitcase[n] == 0 for n in gone)
                        ruled_out += len(gone)
            s.apply(rng.choice(s.pending.options))
    assert ruled_out > 100
