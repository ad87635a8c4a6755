"""Each Citrine card and its edge cases, as RULES.md section 7 words them."""

from __future__ import annotations

import pytest

from game.engine import IllegalChoice
from game.engine.cards import ring_distance

from helpers.scripted import game, numbers, play, play_card


def answers(s):
    return [e[3] for e in s.events if e[1] == "answer"]


# 1 Fortune Teller ------------------------------------------------------------

def test_fortune_teller_naming_9_with_suitcase_1_says_yes():
    s = game(([1, 2], [3, 4]), (5, 1))
    play_card(s, "deploy", 1)
    assert s.pending.kind == "name_number" and len(s.pending.options) == 9
    play(s, "number", 9)
    assert answers(s) == [("fortune_teller", 9, 1)]


@pytest.mark.parametrize("named", range(1, 10))
def test_fortune_teller_answers_truthfully_within_2(named):
    s = game(([1, 2], [3, 4]), (5, 7))
    play_card(s, "deploy", 1)
    play(s, "number", named)
    assert answers(s) == [("fortune_teller", named, int(ring_distance(named, 7) <= 2))]


# 2 Test Access Codes ---------------------------------------------------------

def test_test_access_codes_shows_the_hand_and_asks_about_a_shown_number():
    s = game(([2, 1], [4, 4]), (5, 6), draw=[6])
    play_card(s, "deploy", 2)
    shown = [e for e in s.events if e[1] == "show_hand"][-1]
    assert shown[4] == ((4, 4),) and shown[5] == 0b011
    assert s.pending.options == (("number", 4),)   # one number, though two cards
    play(s, "number", 4)
    assert answers(s) == [("test_access_codes", 4, 0)]


def test_test_access_codes_says_yes_for_the_suitcase_number():
    s = game(([2, 1], [7, 8]), (5, 8))
    play_card(s, "deploy", 2)
    assert s.pending.options == (("number", 7), ("number", 8))
    play(s, "number", 8)
    assert answers(s) == [("test_access_codes", 8, 1)]


# 3 Picking Petals --------------------------------------------------------------

def test_picking_petals_with_no_guards_names_two_different_numbers():
    s = game(([3, 1], [4, 5]), (2, 6))
    play_card(s, "deploy", 3)
    assert s.pending.player == 1 and s.pending.kind == "answer_number"
    assert {o[1] for o in s.pending.options} == {1, 2, 4, 5, 7, 8, 9}  # not 6, not 3
    play(s, "number", 8)
    assert s.pending.player == 1
    assert {o[1] for o in s.pending.options} == {1, 2, 4, 5, 7, 9}
    play(s, "number", 1)
    assert [e[3] for e in s.events if e[1] == "petal"] == [(8,), (1,)]
    assert s.current == 1 and s.pending.kind == "action"


def test_picking_petals_names_one_number_when_any_guard_is_in_play():
    s = game(([2, 1], [3, 5]), (4, 6), draw=[7, 8])
    play_card(s, "enlist_guard", 2)
    play_card(s, "deploy", 3)                # player 1 plays Picking Petals
    assert s.pending.player == 0
    assert {o[1] for o in s.pending.options} == {1, 2, 5, 6, 7, 8, 9}
    play(s, "number", 9)
    assert s.pending.kind == "action" and s.current == 0


def test_picking_petals_cannot_name_the_suitcase_number():
    s = game(([3, 1], [4, 5]), (2, 6))
    play_card(s, "deploy", 3)
    with pytest.raises(IllegalChoice):
        s.apply(("number", 6))


# 4 Switch Places ---------------------------------------------------------------

def _guards_both_sides(extra_draw=()):
    """Player 0 has Guard 2 in slot 0, player 1 Guard 5 in slot 0; player 0 to play 4."""
    s = game(([2, 4], [5, 1]), (3, 6), draw=[8, 7, *extra_draw])
    play_card(s, "enlist_guard", 2)
    play_card(s, "enlist_guard", 5)
    return s


def test_switch_places_exchange_with_an_opponent_guard_makes_both_face_up():
    s = _guards_both_sides()
    play_card(s, "deploy", 4)
    assert ("exchange", 0, 0) in s.pending.options
    play(s, "exchange", 0, 0)
    assert numbers([s.slots[0][0], s.slots[1][0]]) == [5, 2]
    assert s.face_up[0][0] and s.face_up[1][0]
    assert numbers(s.discard) == [4]


def test_switch_places_exchange_with_the_top_discard_orders_the_pile():
    s = _guards_both_sides()
    play_card(s, "encrypt", 8)
    play_card(s, "deploy", 1)                  # player 1: Fortune Teller onto the pile
    play(s, "number", 5)
    play_card(s, "deploy", 4)                  # player 0 draws a card, plays Switch Places
    play(s, "exchange_discard", 0)
    assert numbers([s.slots[0][0]]) == [1] and s.face_up[0][0]
    assert numbers(s.discard) == [2, 4]        # the exchanged Guard first, Switch Places on top


def test_switch_places_into_a_slot_takes_the_guard_and_discards_a_card():
    s = _guards_both_sides()
    play_card(s, "deploy", 4)
    play(s, "switch_into", 0)
    assert numbers([s.slots[0][0]]) == [4] and not s.face_up[0][0]
    hand = numbers(s.hands[0])
    assert hand[0] == 8 and hand[2] == 2                # the Guard came to hand
    assert s.pending.kind == "hand_card" and len(s.pending.options) == 3
    play(s, "hand", 2)
    assert numbers(s.discard) == [2] and numbers(s.hands[0]) == hand[:2]


def test_switch_places_on_a_tucked_guard_gives_the_newcomer_the_tuck():
    s = game(([2, 6], [5, 1]), (3, 9), draw=[4, 7, 8, 8])
    play_card(s, "enlist_guard", 2)
    play_card(s, "enlist_guard", 5)
    play_card(s, "deploy", 6)
    play(s, "slot", 0)                         # player 0 tucks the 2
    play_card(s, "encrypt", 7)
    play_card(s, "encrypt", 8)
    play_card(s, "encrypt", 8)                 # player 1; player 0 now has the 4
    assert s.current == 0
    play_card(s, "deploy", 4)
    play(s, "exchange", 0, 0)
    assert numbers([s.slots[0][0]]) == [5] and s.tuck[0][0] >= 0


def test_switch_places_with_no_guard_of_yours_does_nothing():
    s = game(([4, 1], [5, 2]), (3, 6))
    play_card(s, "deploy", 4)
    assert numbers(s.discard) == [4] and s.current == 1


# 5 Scavenge --------------------------------------------------------------------

def test_scavenge_on_an_empty_discard_pile_does_nothing():
    s = game(([5, 1], [4, 2]), (3, 6))
    play_card(s, "deploy", 5)
    assert numbers(s.discard) == [5] and len(s.hands[0]) == 2


def test_scavenge_takes_one_of_the_top_three_and_discards_a_different_card():
    s = game(([7, 1], [4, 2]), (3, 6), draw=[9, 8, 5, 4, 6])
    play_card(s, "deploy", 9)                  # player 0: Shine Spotlights, nothing to flip
    play_card(s, "deploy", 8)                  # player 1: Decoy Guard
    play(s, "number", 1)
    play_card(s, "deploy", 7)                  # player 0: Wheel of Fate, no Guards
    play_card(s, "encrypt", 4)
    assert numbers(s.discard) == [9, 8, 7]
    play_card(s, "deploy", 5)                  # player 0 holds 1, 6 and Scavenge
    assert s.pending.options == (("pile", 0), ("pile", 1), ("pile", 2))
    play(s, "pile", 2)                         # the 9, deepest of the three
    assert numbers(s.discard) == [8, 7]
    assert numbers(s.hands[0]) == [1, 6, 9]
    assert s.pending.options == (("hand", 0), ("hand", 1))  # never the 9 just taken
    play(s, "hand", 0)
    assert numbers(s.hands[0]) == [6, 9]
    assert numbers(s.discard) == [8, 7, 1, 5]


def test_scavenge_on_a_short_pile_offers_what_there_is():
    s = game(([9, 1], [5, 2]), (3, 6), draw=[8])
    play_card(s, "deploy", 9)
    play_card(s, "deploy", 5)
    assert s.pending.options == (("pile", 0),)


# 6 Extra Protection ------------------------------------------------------------

def test_extra_protection_over_a_face_down_guard_keeps_it_face_down():
    s = game(([2, 6], [5, 1]), (3, 9), draw=[4])
    play_card(s, "enlist_guard", 2)
    play_card(s, "encrypt", 5)
    play_card(s, "deploy", 6)
    play(s, "slot", 0)
    assert s.tuck[0][0] >= 0 and not s.face_up[0][0]
    assert 6 not in numbers(s.discard)


def test_extra_protection_with_no_guard_is_simply_discarded():
    s = game(([6, 1], [5, 2]), (3, 9))
    play_card(s, "deploy", 6)
    assert numbers(s.discard) == [6] and s.tuck == [[-1] * 3, [-1] * 3]


# 7 Wheel of Fate ---------------------------------------------------------------

def test_wheel_of_fate_flips_a_guard_and_asks_about_its_number():
    s = game(([2, 7], [5, 1]), (3, 1), draw=[8])
    play_card(s, "enlist_guard", 2)
    play_card(s, "encrypt", 5)
    play_card(s, "deploy", 7)
    play(s, "slot", 0)
    assert s.face_up[0][0]
    assert answers(s) == [("wheel_of_fate", 2, 1)]   # 2 is in 9-1-2


def test_wheel_of_fate_with_no_guard_does_nothing():
    s = game(([7, 1], [5, 2]), (3, 6))
    play_card(s, "deploy", 7)
    assert answers(s) == [] and s.current == 1


# 8 Decoy Guard -----------------------------------------------------------------

@pytest.mark.parametrize("named,yes", [(5, 1), (4, 1), (6, 1), (3, 0), (7, 0)])
def test_decoy_guard_says_whether_two_code_numbers_are_shared(named, yes):
    s = game(([8, 1], [4, 2]), (3, 5))
    play_card(s, "deploy", 8)
    play(s, "number", named)
    assert answers(s) == [("decoy_guard", named, yes)]


# 9 Shine Spotlights ------------------------------------------------------------

def test_shine_spotlights_flips_all_when_two_or_fewer():
    s = game(([9, 1], [5, 2]), (3, 6), draw=[4, 8])
    play_card(s, "encrypt", 4)
    play_card(s, "enlist_guard", 5)
    play_card(s, "deploy", 9)
    assert s.face_up[1][0] and s.current == 1


def test_shine_spotlights_chooses_two_of_three_tucked_allowed():
    s = game(([9, 3], [5, 2]), (1, 6), draw=[3, 8, 4, 1, 7, 7, 4])
    play_card(s, "encrypt", 3)
    play_card(s, "enlist_guard", 5)
    play_card(s, "encrypt", 3)
    play_card(s, "enlist_guard", 2)
    play_card(s, "encrypt", 4)
    play_card(s, "enlist_guard", 8)
    assert s.current == 0
    play_card(s, "deploy", 9)
    assert s.pending.kind == "flip_guards"
    assert set(s.pending.options) == {("slots", 0, 1), ("slots", 0, 2), ("slots", 1, 2)}
    play(s, "slots", 0, 2)
    assert s.face_up[1] == [True, False, True]
