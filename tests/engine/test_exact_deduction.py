"""Exact deduction (issue 15): sightings, answers and the guild rule hold for the whole
game, whatever happened after, and nothing marked certain is ever false."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.engine import GameState
from game.engine.cards import CODE, NUMBERS
from game.engine.deduction import deduce, match_chances
from game.engine.playout import decisions, play_out, uniform
from game.engine.view import view
from game.engine.worlds import sample_world

from helpers.scripted import EMERALD, READY, RUBY, game, play, play_card, random_mix, wiretap_after_seen_hand


@pytest.mark.parametrize("move", ["encrypt", "enlist_guard"])
def test_wiretap_shows_the_7_so_the_5_stays_known_and_its_odds_do_not_rise(move):
    before = wiretap_after_seen_hand("deploy")   # the same game, the 7 Deployed face up instead
    after = wiretap_after_seen_hand(move)
    d_before, d_after = deduce(view(before, 0)), deduce(view(after, 0))
    assert 5 in d_after.hand_known
    assert d_after.suitcase[5] <= d_before.suitcase[5] + 1e-12
    assert d_after.suitcase[7] == d_before.suitcase[7] == 0   # both 7s were seen: never the Suitcase


def test_both_own_3s_encrypted_then_one_taken_by_archivist_stay_outside_the_suitcase():
    s = game(([3, 3], [8, 1]), (5, 6), draw=[2, 4, 7, 9], deck=EMERALD)
    play_card(s, "encrypt", 3)
    play_card(s, "encrypt", 1)
    play_card(s, "encrypt", 3)
    play_card(s, "deploy", 8)                  # Archivist: the opponent looks at the pile
    play(s, "number", 3)                       # and takes one of the 3s
    play(s, "hand", 0)
    d = deduce(view(s, 0))
    assert d.suitcase[3] == 0
    assert d.seen[3] == 2


def _double_agent_on_a_wiretapped_guard():
    """Player 1 sees by Wiretap that player 2 enlists a 2, then asks Double Agent about it:
    player 2's Suitcase is 2, so the answer is yes."""
    s = game(([1, 5], [2, 4]), (6, 2), draw=[3, 7, 8, 9], deck=RUBY)
    play_card(s, "deploy", 1)                  # Wiretap enters play
    play_card(s, "enlist_guard", 2)            # Wiretap shows player 1 the 2
    return s


def test_double_agent_on_a_guard_the_asker_knows_still_answers_about_the_suitcase():
    s = _double_agent_on_a_wiretapped_guard()
    assert view(s, 0).sides[1].slots[0].number == 2
    assert sum(deduce(view(s, 0)).suitcase[7:10]) > 0
    play_card(s, "deploy", 5)
    play(s, "slot", 0)                         # yes: 2 is in the Code, the Suitcase is 1, 2 or 3
    d = deduce(view(s, 0))
    assert sum(d.suitcase[7:10]) == 0
    assert sum(d.suitcase[n] for n in (1, 2, 3)) == pytest.approx(1)


def test_a_guard_enlisted_face_down_from_the_hand_is_never_a_3_6_or_9():
    s = game(([1, 4], [2, 5]), (7, 8), draw=[3, 6, 9, 9])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 2)
    marginal = deduce(view(s, 0)).guards[0]
    assert marginal is not None and sum(marginal) == pytest.approx(1)
    assert marginal[3] == marginal[6] == marginal[9] == 0
    assert all(marginal[n] > 0 for n in (1, 2, 5, 8))


def _true_facts(s: GameState, p: int) -> None:
    """Everything the deduction of player `p` marks possible or certain against the truth."""
    them = 1 - p
    d = deduce(view(s, p))
    assert d.consistent
    if s.suitcase[them] >= 0 and any(d.suitcase):
        truth = s.suitcase_number(them)
        assert d.suitcase[truth] > 0
        assert sum(d.suitcase) == pytest.approx(1)
        assert all(d.suitcase[n] < 1 - 1e-9 for n in NUMBERS if n != truth)
    for t, marginal in enumerate(d.guards):
        if marginal is not None:
            truth = s.number(s.slots[them][t])
            assert not s.face_up[them][t] and marginal[truth] > 0
            assert all(marginal[n] < 1 - 1e-9 for n in NUMBERS if n != truth)
    hand = Counter(s.number(c) for c in s.hands[them])
    assert not Counter(d.hand_known) - hand
    assert not set(d.hand_lacks) & set(hand)
    assert not Counter(d.encrypted_known) - Counter(s.number(c) for c in s.encrypted)


@pytest.mark.parametrize("variant", ["standard", "strategic"])
@pytest.mark.parametrize("deck", range(4))
def test_over_many_random_games_the_truth_is_possible_and_the_certain_is_true(deck, variant):
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        abilities = READY[deck] if deck < 3 else random_mix(seed)
        for s in decisions(GameState(abilities, variant, seed % 2, seed), uniform(rng)):
            for p in (0, 1):
                _true_facts(s, p)
                checked += 1
    assert checked > 1000


def test_seen_never_decreases_over_a_game():
    for seed in range(30):
        rng = random.Random(seed)
        abilities = random_mix(seed)
        last: list[tuple[int, ...]] = [(0,) * 10, (0,) * 10]
        for s in decisions(GameState(abilities, "standard", seed % 2, seed), uniform(rng)):
            for p in (0, 1):
                seen = deduce(view(s, p)).seen
                assert all(a >= b for a, b in zip(seen, last[p])) and max(seen) <= 2
                last[p] = seen


def test_after_the_big_reveal_the_suitcase_and_every_guard_are_certain():
    for seed in range(24):
        rng = random.Random(seed)
        abilities = READY[seed % 3] if seed % 4 < 3 else random_mix(seed)
        s = play_out(GameState(abilities, ("standard", "strategic")[seed % 2], seed % 2, seed), uniform(rng))
        for p in (0, 1):
            d = deduce(view(s, p))
            assert d.suitcase[s.suitcase_number(1 - p)] == 1
            for t, marginal in enumerate(d.guards):
                if marginal is not None:
                    assert marginal[s.number(s.slots[1 - p][t])] == 1


def _match_frequencies(s: GameState, p: int, worlds: int, rng: random.Random) -> list[float]:
    """How often each number is an Unguarded Match for `p` in worlds drawn from its view."""
    hits = [0] * 10
    v = view(s, p)
    for _ in range(worlds):
        w = sample_world(v, rng)
        them = 1 - p
        guards = {w.number(c) for c in w.slots[them] if c >= 0}
        for n in CODE[w.suitcase_number(them)]:
            if n not in guards:
                hits[n] += 1
    return [h / worlds for h in hits]


@pytest.mark.parametrize("deck", range(3))
def test_match_chances_read_the_suitcase_and_the_guards_together(deck):
    """The odds the wheel shows for each hand card agree with worlds drawn from the view, where
    the Suitcase and the face-down Guards come together (within four standard errors)."""
    checked = 0
    rng = random.Random(deck)
    for seed in range(60):
        for s in decisions(GameState(READY[deck], "standard", seed % 2, seed), uniform(random.Random(seed))):
            p = s.pending.player
            them = s.slots[1 - p]
            if not any(c >= 0 and not s.face_up[1 - p][t] for t, c in enumerate(them)):
                continue
            chances = match_chances(view(s, p))
            found = _match_frequencies(s, p, 800, rng)
            for n in NUMBERS:
                error = 4 * (chances[n] * (1 - chances[n]) / 800) ** 0.5 + 1e-9
                assert abs(found[n] - chances[n]) <= error, (seed, n, chances, found)
            checked += 1
            break
        if checked == 6:
            break
    assert checked == 6
