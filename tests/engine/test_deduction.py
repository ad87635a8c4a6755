"""Deduction: the exact posterior over the opponent's Suitcase, what each hidden place
may hold, and worlds sampled from it (RULES.md 8, the Cypher Wheel)."""

from __future__ import annotations

import math
import pickle
import random
from collections import Counter

import pytest

from game.engine import Choice, GameState
from game.engine.belief import SINGLE, SUITCASE, part
from game.engine.belief import guard as guard_zone
from game.engine.cards import NUMBERS, code, ring_distance
from game.engine.deduction import believe, deduce
from game.engine.events import CHECKS
from game.engine.playout import decisions, play_out, uniform
from game.engine.view import view
from game.engine.worlds import sample_world

from helpers.scripted import CITRINE, EMERALD, RUBY, deck_for, game, numbers, option, play, play_card, random_decisions


def possible(view_) -> set[int]:
    return {n for n in NUMBERS if deduce(view_).suitcase[n] > 0}


# ----- the prior -----------------------------------------------------------------

def test_at_the_deal_each_number_is_as_likely_as_its_unseen_copies():
    s = game(([1, 1], [2, 3]), (5, 4))         # player 1 holds both 1s and the 5
    d = deduce(view(s, 0))
    unseen = 18 - 4                             # 1, 1, the drawn card, the Suitcase 5
    drawn = s.hands[0][2] // 2 + 1
    for n in NUMBERS:
        copies = 2 - [1, 1, 5, drawn].count(n)
        assert d.suitcase[n] == pytest.approx(copies / unseen)
    assert d.suitcase[1] == 0 and d.seen[1] == 2 and d.seen[5] == 1


# ----- every question card narrows exactly as its answer says ------------------

def _answered(ability_number: int, asked: int, opponent_suitcase: int, deck=CITRINE):
    """Player 1 Deploys `ability_number` and asks about `asked`; returns player 1's view."""
    s = game(([ability_number, 9 if ability_number != 9 else 8], [2, 3]), (6, opponent_suitcase),
             deck=deck)
    play_card(s, "deploy", ability_number)
    play(s, "number", asked)
    return s


@pytest.mark.parametrize("asked", [2, 6, 9])
def test_fortune_teller_keeps_the_numbers_within_two_or_strikes_them(asked):
    s = _answered(1, asked, 4)
    yes = ring_distance(asked, 4) <= 2
    assert possible(view(s, 0)) <= {n for n in NUMBERS if (ring_distance(asked, n) <= 2) == yes}
    assert 4 in possible(view(s, 0))


def test_test_access_codes_yes_pins_the_suitcase_and_no_strikes_one():
    s = game(([2, 1], [7, 8]), (5, 8))
    play_card(s, "deploy", 2)
    play(s, "number", 8)
    assert possible(view(s, 0)) == {8}
    s = game(([2, 1], [7, 8]), (5, 4))
    play_card(s, "deploy", 2)
    play(s, "number", 8)
    assert 8 not in possible(view(s, 0)) and 4 in possible(view(s, 0))


def test_picking_petals_only_rules_out_the_named_numbers():
    s = game(([3, 1], [4, 5]), (2, 6))
    before = possible(view(s, 0))
    play_card(s, "deploy", 3)
    play(s, "number", 8)
    play(s, "number", 1)
    assert possible(view(s, 0)) == before - {8, 1}


def test_wheel_of_fate_no_on_a_6_strikes_5_6_7_and_on_a_9_strikes_8_9_1():
    for guard, struck, suitcase in ((6, {5, 6, 7}, 2), (9, {8, 9, 1}, 4)):
        s = game(([guard, 7], [2, 3]), (5, suitcase), draw=[1, 4])
        s.slots[0][0] = s.hands[0].pop(0)      # a constructed Guard of that number
        s.pending.options = s.action_options(0)
        play_card(s, "deploy", 7)
        play(s, "slot", 0)
        assert possible(view(s, 0)).isdisjoint(struck) and suitcase in possible(view(s, 0))


def test_decoy_guard_keeps_or_strikes_the_three_nearest():
    s = _answered(8, 5, 6)
    assert possible(view(s, 0)) <= {4, 5, 6}


def test_high_tech_bookends_splits_the_ring_without_wrap_around():
    s = game(([1, 4], [2, 3]), (6, 7), deck=EMERALD)
    play_card(s, "deploy", 1)
    play(s, "hand", [c // 2 + 1 for c in s.hands[0]].index(4))
    assert possible(view(s, 0)) <= {5, 6, 7, 8, 9}


def test_safecracker_asks_about_the_top_discard():
    s = game(([3, 1], [8, 4]), (2, 9), deck=RUBY)
    play_card(s, "deploy", 3)                  # a 3 on the Discard Pile
    play_card(s, "deploy", 8)                  # player 2 asks about player 1's Code
    assert possible(view(s, 1)) <= {2, 3, 4}


def test_interrogation_no_holds_until_the_opponents_hand_changes():
    s = game(([4, 1], [6, 9]), (2, 3), draw=[5, 7, 8, 8, 7, 6, 5, 3, 2, 1], deck=RUBY)

    def keep_the_4(s: GameState) -> Choice:
        hand = numbers(s.hands[s.current])
        return option(s, "encrypt", next(i for i, n in enumerate(hand) if n != 4))
    play_out(s, keep_the_4, stop=lambda s: s.turn >= 10)
    play_card(s, "deploy", 4)                  # the first player's final turn: no more draws
    asked = next(n for n in NUMBERS if n not in [c // 2 + 1 for c in s.hands[1]])
    play(s, "number", asked)
    assert asked in deduce(view(s, 0)).hand_lacks


def test_a_failed_attempt_with_code_345_rules_out_2_to_6_for_that_guard():
    s = game(([4, 1], [8, 3]), (5, 7), draw=[9, 2, 6])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 8)            # player 2's face-down 8
    play_card(s, "enlist_assassin", 4, 0)      # 3-4-5 fails against 7-8-9
    s.apply(s.pending.options[0])
    d = deduce(view(s, 0))
    assert all(d.guards[0][n] == 0 for n in range(2, 7))
    assert d.guards[0][8] > 0 and sum(d.guards[0]) == pytest.approx(1)


def test_double_agent_ties_the_guard_to_the_suitcase():
    s = game(([5, 1], [8, 4]), (2, 7), draw=[3, 6], deck=RUBY)
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 8)
    play_card(s, "deploy", 5)
    play(s, "slot", 0)                         # yes: the Guard's number is in the Code
    b = believe(view(s, 0))
    pairs = {(SINGLE[part(c, b.index[SUITCASE])], SINGLE[part(c, b.index[guard_zone(0)])]) for c in b.configs}
    assert pairs and all(g in code(suitcase) for suitcase, g in pairs)
    assert {g for _, g in pairs} > {8}


def test_decrypt_shows_a_card_to_both_so_it_is_no_longer_unseen():
    s = game(([4, 1], [2, 3]), (5, 6), encrypted=[7, 9], deck=EMERALD)
    play_card(s, "deploy", 4)
    s.apply(("pick", 1))
    assert deduce(view(s, 0)).seen[9] == 1 and deduce(view(s, 1)).seen[9] == 1


# ----- sampled worlds ------------------------------------------------------------

def decision_views(seeds: range, rate: float):
    for s, rng in random_decisions(seeds, rate):
        yield view(s, s.pending.player), rng


def test_a_sampled_world_shows_its_viewer_the_very_same_view_and_plays_on():
    count = 0
    for v, rng in decision_views(range(300), rate=0.25):
        world = sample_world(v, rng)
        assert pickle.dumps(view(world, v.viewer)) == pickle.dumps(v)
        play_out(world, uniform(rng))
        count += 1
    assert count >= 1000


def test_a_view_no_world_agrees_with_is_refused_in_words():
    """A state whose own cards disagree with its log (a player's hand card swapped with a Draw Deck
    card it knows) is not a position: the sampler says so rather than failing on a missing copy."""
    refused = 0
    for s, _ in random_decisions(range(40), rate=0.2):
        me = s.pending.player
        if not s.hands[me]:
            continue
        for j in range(len(s.draw)):
            bad = s.copy()
            bad.hands[me][0], bad.draw[j] = bad.draw[j], bad.hands[me][0]
            try:
                sample_world(view(bad, me), random.Random(j))
            except ValueError as error:
                assert "no world agrees with this view" in str(error)
                refused += 1
    assert refused >= 5


def test_in_a_sampled_world_the_opponent_knows_what_both_players_saw():
    """A card the viewer showed the opponent (or was shown by them) is known to the opponent
    in every world too: its secret is theirs as well, as in the real log."""
    count = 0
    for v, rng in decision_views(range(300), rate=0.25):
        shared = [i for i, e in enumerate(v.events) if e.secret is not None and CHECKS[e.kind][2][e.actor] == 3]
        if not shared:
            continue
        theirs = view(sample_world(v, rng), 1 - v.viewer).events
        assert all(theirs[i].secret == v.events[i].secret for i in shared)
        count += 1
    assert count >= 20


def test_sampled_suitcases_follow_the_posterior_chi_square():
    v = next(v for v, _ in decision_views(range(40, 400), rate=0.3)
             if v.turn >= 4 and sum(p > 0 for p in deduce(v).suitcase) >= 5)
    posterior = deduce(v).suitcase
    rng = random.Random(7)
    samples = 10_000
    seen = Counter(sample_world(v, rng).suitcase_number(1 - v.viewer) for _ in range(samples))
    cells = [n for n in NUMBERS if posterior[n] > 0]
    chi2 = sum((seen[n] - samples * posterior[n]) ** 2 / (samples * posterior[n]) for n in cells)
    df = len(cells) - 1
    critical = df * (1 - 2 / (9 * df) + 3.09 * math.sqrt(2 / (9 * df))) ** 3   # p = 0.001
    assert set(seen) <= set(cells)
    assert chi2 < critical, (chi2, critical, seen, posterior)


def test_deduction_never_rules_out_the_truth():
    checked = 0
    for seed in range(300):
        rng = random.Random(seed)
        s = GameState(deck_for(seed), ("standard", "strategic")[seed % 2], seed % 2, seed)
        for s in decisions(s, uniform(rng)):
            for p in (0, 1):
                d = deduce(view(s, p))
                assert d.consistent
                if s.suitcase[1 - p] >= 0:
                    assert d.suitcase[s.suitcase_number(1 - p)] > 0, (seed, p, s.history)
                for t, marginal in enumerate(d.guards):
                    if marginal is not None:
                        assert marginal[s.number(s.slots[1 - p][t])] > 0, (seed, p, t)
                checked += 1
    assert checked > 5000
