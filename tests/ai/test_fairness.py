"""The fairness proof: bots decide from what their player may know, nothing else.

The swap test applied to bots: swapping hidden cards a bot cannot tell apart
leaves its choice unchanged (same bot seed). So in a search's playouts, where
each side acts on its own view of the world, the modelled opponent cannot play
as if it knew the searcher's hidden cards: no world needs them resampled."""

from __future__ import annotations

from game.ai import make_bot
from game.ai.evidence import choice_weight
from game.ai.heuristic import HeuristicBot
from game.ai.playouts import SampledWorlds
from game.engine.view import view

from helpers.scripted import random_decisions
from helpers.swaps import candidate_pairs, swap


def test_swapping_cards_a_bot_cannot_tell_apart_leaves_its_choice_unchanged():
    checked = 0
    for s, rng in random_decisions(range(120), rate=0.2):
        player = s.pending.player
        keep, _ = candidate_pairs(s, player, rng, limit=2)
        for a, b in keep:
            s2 = s.copy()
            swap(s2, a, b)
            for name in ("random", "heuristic"):
                seed = rng.getrandbits(32)
                assert make_bot(name, seed).choose(view(s, player)) == \
                    make_bot(name, seed).choose(view(s2, player)), (name, s.history, a, b)
                checked += 1
            seed = rng.getrandbits(32)  # the glancing heuristic that plays both sides of a search's playouts
            assert HeuristicBot(seed, glancing=True).choose(view(s, player)) == \
                HeuristicBot(seed, glancing=True).choose(view(s2, player)), ("glancing", s.history, a, b)
    assert checked >= 1000


def test_every_level_keeps_its_choice_under_swaps_it_cannot_tell_apart():
    """The levels that search sample their worlds from the view alone, so a swap the view
    cannot show changes no world, no playout and no choice (small budgets keep it quick)."""
    checked = 0
    for s, rng in random_decisions(range(0, 120, 3), rate=0.1):
        player = s.pending.player
        if len(s.pending.options) < 2:
            continue
        keep, _ = candidate_pairs(s, player, rng, limit=1)
        for a, b in keep:
            s2 = s.copy()
            swap(s2, a, b)
            for name in ("easy", "policy", "attacker", "guardian", "normal:4", "hard:6", "expert:8"):
                seed = rng.getrandbits(32)
                assert make_bot(name, seed).choose(view(s, player)) == \
                    make_bot(name, seed).choose(view(s2, player)), (name, s.history, a, b)
                checked += 1
    assert checked >= 100


def test_the_worlds_weighed_by_the_opponents_choices_come_from_the_view_alone():
    """The opponent model (evidence.choice_weight) weighs worlds drawn from the view, so the worlds a
    search keeps, and their weights, are the same under a swap its player cannot see."""
    checked = 0
    for s, rng in random_decisions(range(1, 60, 4), rate=0.15):
        player = s.pending.player
        keep, _ = candidate_pairs(s, player, rng, limit=1)
        for a, b in keep:
            s2 = s.copy()
            swap(s2, a, b)
            seed = rng.getrandbits(32)
            first, second = SampledWorlds(view(s, player), seed), SampledWorlds(view(s2, player), seed)
            for i in range(3):
                w1, w2 = first.world(i), second.world(i)
                assert w1.snapshot() == w2.snapshot(), (s.history, a, b)
                assert choice_weight(w1, player) == choice_weight(w2, player)
            checked += 1
    assert checked >= 20
