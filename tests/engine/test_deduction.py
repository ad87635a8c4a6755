"""Deduction: the exact posterior over the opponent's Suitcase, what each hidden place
may hold, and worlds sampled from it (RULES.md 8, the Cypher Wheel)."""

from __future__ import annotations

import math
import pickle
import random
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from game.engine import CHANCE, Choice, GameState
from game.engine.cards import NUMBERS, code, ring_distance
from game.engine.deduction import deduce, facts, unknowns, weighted_worlds
from game.engine.playout import decisions, play_out, uniform
from game.engine.view import view
from game.engine.worlds import sample_world

from helpers.scripted import CITRINE, EMERALD, RUBY, deck_for, game, numbers, option, play, play_card


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
    assert facts(view(s, 0)).hand_lacks == (asked,)
    assert deduce(view(s, 0)).hand_lacks == (asked,)


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
    worlds = weighted_worlds(view(s, 0))[2]
    assert worlds and all(guard in code(suitcase) for (suitcase, guard), _ in worlds)
    assert {guard for (_, guard), _ in worlds} > {8}


def test_decrypt_shows_a_card_to_both_so_it_is_no_longer_unseen():
    s = game(([4, 1], [2, 3]), (5, 6), encrypted=[7, 9], deck=EMERALD)
    play_card(s, "deploy", 4)
    s.apply(("pick", 1))
    assert deduce(view(s, 0)).seen[9] == 1 and deduce(view(s, 1)).seen[9] == 1


# ----- agreement with a brute-force oracle ---------------------------------------

def _oracle_allows(v, suitcase: int, guards: dict[int, int], hand: tuple[int, ...]) -> bool:
    """The facts, checked straight from the rules' wording on one full assignment."""
    me, them = v.viewer, 1 - v.viewer
    assassin = 0
    for e in v.events:
        if e.kind == "answer" and e.actor == them:
            ability, asked, yes = e.public.ability, e.public.asked, e.public.yes
            truth = {
                "fortune_teller": lambda: ring_distance(asked, suitcase) <= 2,
                "test_access_codes": lambda: asked == suitcase,
                "decoy_guard": lambda: len(set(code(asked)) & set(code(suitcase))) >= 2,
                "wheel_of_fate": lambda: asked in code(suitcase),
                "high_tech_bookends": lambda: 1 <= suitcase <= asked,
                "safecracker": lambda: asked in code(suitcase),
            }.get(ability)
            if truth is not None and truth() != bool(yes):
                return False
        elif e.kind == "petal" and e.actor == them and e.public.number == suitcase:
            return False
        elif e.kind == "attack" and e.actor == me:
            assassin = e.public.number
        elif e.kind == "attempt" and e.actor == me and e.public.slot in guards:
            shares = bool(set(code(assassin)) & set(code(guards[e.public.slot])))
            if shares != bool(e.public.success):
                return False
    return True


def oracle_posterior(v) -> dict[int, Fraction]:
    """Enumerate every assignment of the unseen cards to the hidden places."""
    u = unknowns(v)
    pool = [n for n in NUMBERS for _ in range(u.counts[n])]
    places = 1 + len(u.guards) + u.hand + u.encrypted + u.draw
    assert len(pool) == places <= 6
    weights: Counter = Counter()
    for arrangement in permutations(range(len(pool))):   # physical cards, all equally likely
        numbers = [pool[i] for i in arrangement]
        suitcase = numbers[0]
        guards = dict(zip(u.guards, numbers[1:1 + len(u.guards)]))
        hand = tuple(numbers[1 + len(u.guards):1 + len(u.guards) + u.hand])
        if _oracle_allows(v, suitcase, guards, hand):
            weights[suitcase] += 1
    total = sum(weights.values())
    return {n: Fraction(weights[n], total) for n in NUMBERS}


def late_game_views(count: int):
    """Final-turn views of games where both players mostly Deploy (few hidden cards)."""
    found = 0
    for seed in range(10_000):
        rng = random.Random(seed)

        def mostly_deploy(s: GameState) -> Choice:
            d = s.pending
            plays = [o for o in d.options if o[0] in ("deploy", "enlist_assassin")]
            guards = [o for o in d.options if o[0] == "enlist_guard"]
            pick = guards if guards and rng.random() < 0.1 else plays or list(d.options)
            return rng.choice(pick)
        s = play_out(GameState(CITRINE, "standard", first_player=seed % 2, seed=seed), mostly_deploy,
                     stop=lambda s: s.turn >= 10)
        if s.pending is None or s.pending.player == CHANCE:
            continue
        v = view(s, s.pending.player)
        u = unknowns(v)
        if 1 + len(u.guards) + u.hand + u.encrypted + u.draw <= 6:
            found += 1
            yield v
            if found == count:
                return


def test_the_posterior_agrees_with_a_brute_force_oracle():
    checked = answered = 0
    for v in late_game_views(40):
        expected = oracle_posterior(v)
        got = deduce(v).suitcase
        for n in NUMBERS:
            assert got[n] == pytest.approx(float(expected[n]), abs=1e-12), (n, v.events)
        checked += 1
        answered += any(e.kind in ("answer", "petal", "attempt") for e in v.events)
    assert checked == 40 and answered >= 20


# ----- sampled worlds ------------------------------------------------------------

def decision_views(seeds: range, rate: float):
    for seed in seeds:
        rng = random.Random(seed)
        s = GameState(deck_for(seed), ("standard", "strategic")[seed % 2], seed // 2 % 2, seed)
        for s in decisions(s, uniform(rng)):
            if rng.random() < rate:
                yield view(s, s.pending.player), rng


def test_a_sampled_world_shows_its_viewer_the_very_same_view_and_plays_on():
    count = 0
    for v, rng in decision_views(range(300), rate=0.25):
        world = sample_world(v, rng)
        assert pickle.dumps(view(world, v.viewer)) == pickle.dumps(v)
        play_out(world, uniform(rng))
        count += 1
    assert count >= 1000


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
