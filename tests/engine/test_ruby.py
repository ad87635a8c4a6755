"""Each Ruby card, REACT, PEEK and TRIGGER, as RULES.md sections 6 and 7 word them."""

from __future__ import annotations

from game.engine.view import view

from helpers.scripted import CITRINE, RUBY, encrypt_until, game, numbers, play, play_card


def ruby(*args, **kw):
    return game(*args, deck=RUBY, **kw)


def kinds(s) -> list[str]:
    return [e[1] for e in s.events]


def last(s, kind):
    return [e for e in s.events if e[1] == kind][-1]


# 1 Wiretap ---------------------------------------------------------------------

def test_wiretap_shows_the_next_encrypted_card_and_is_discarded():
    s = ruby(([1, 5], [4, 8]), (3, 6), draw=[7, 2])
    play_card(s, "deploy", 1)
    assert numbers(s.play_area[0]) == [1] and not s.discard
    play_card(s, "encrypt", 8)
    shown = last(s, "wiretap_shown")
    assert shown[4] == (8,) and shown[5] == 0b011 and shown[3] == (0, "encrypted")
    assert not s.play_area[0] and numbers(s.discard) == [1]
    assert 8 in view(s, 0).known_encrypted and 8 not in view(s, None).known_encrypted


def test_wiretap_shows_the_next_enlisted_guard():
    s = ruby(([1, 5], [4, 8]), (3, 6), draw=[7, 2])
    play_card(s, "deploy", 1)
    play_card(s, "enlist_guard", 8)
    assert view(s, 0).sides[1].slots[0].number == 8
    assert view(s, None).sides[1].slots[0].number is None


def test_two_triggers_on_one_enlist_floodlights_before_placement_wiretap_after():
    s = ruby(([1, 7], [4, 8]), (3, 6), draw=[2, 9, 5])
    play_card(s, "deploy", 1)                  # player 1: Wiretap into play
    play_card(s, "deploy", 4)                  # player 2: Interrogation
    play(s, "number", 5)
    play_card(s, "deploy", 7)                  # player 1: Floodlights, nothing to flip
    assert numbers(s.play_area[0]) == [1, 7]   # entered play even with nothing to flip
    play_card(s, "enlist_guard", 8)            # player 2 enlists: both TRIGGERs fire
    assert s.face_up[1][0] and numbers([s.slots[1][0]]) == [8]
    assert [e[3][1] for e in s.events if e[1] == "trigger"] == ["floodlights", "wiretap"]
    assert numbers(s.discard)[-2:] == [7, 1] and not s.play_area[0]
    assert last(s, "wiretap_shown")[3] == (0, "face_up")


# 2 Dead Drop -------------------------------------------------------------------

def _dead_drops_for_both():
    s = ruby(([2, 1], [2, 3]), (4, 5), draw=[6, 7, 8, 9, 1, 3, 4, 5, 6, 7])
    play_card(s, "deploy", 2)
    play_card(s, "deploy", 2)
    encrypt_until(s, 12)
    return s


def test_dead_drops_resolve_at_the_end_first_players_first():
    s = _dead_drops_for_both()
    assert s.result is None
    assert s.pending.player == 0 and s.pending.kind == "dead_drop"
    pile = sorted(numbers(s.encrypted))
    assert s.pending.options == (("pass",),) + tuple(("number", n) for n in sorted(set(pile)))
    look = last(s, "look_encrypted")
    assert look[4] == (tuple(pile),) and look[5] == 0b001
    final = numbers(s.hands[0])[0]
    take = next(n for n in pile if n != final)
    play(s, "number", take)
    assert numbers(s.hands[0]) == [take] and final in numbers(s.encrypted)
    assert s.pending.player == 1 and s.pending.kind == "dead_drop"
    play(s, "pass")
    assert s.result is not None and s.result.final_numbers[0] == take
    assert [e[3][1] for e in s.events if e[1] == "trigger"] == ["dead_drop", "dead_drop"]


def test_dead_drop_with_an_empty_pile_gives_no_exchange():
    s = ruby(([2, 1], [3, 4]), (5, 6), draw=[6, 7, 8, 9, 1, 3, 4, 5, 7, 8])
    play_card(s, "deploy", 2)
    encrypt_until(s, 11)
    s.discard.extend(s.encrypted)              # a constructed state: the pile emptied
    s.encrypted.clear()
    play(s, "deploy", 0)
    assert s.result is not None and "look_encrypted" not in kinds(s)
    assert "trigger" in kinds(s)


# 3 Silent Blade and 7 Floodlights ------------------------------------------------

def _face_up_guard_for_player_2():
    """Player 2's Guard 5 enters face up through Floodlights; player 1 holds Silent Blade."""
    s = ruby(([7, 3], [9, 4]), (1, 2), draw=[8, 5, 6])
    play_card(s, "deploy", 7)                  # nothing to flip; the TRIGGER enters play
    play_card(s, "enlist_guard", 5)
    assert s.face_up[1][0]
    return s


def test_silent_blade_discards_a_face_up_guard_whatever_its_code_and_cannot_be_blocked():
    s = _face_up_guard_for_player_2()
    play_card(s, "deploy", 3)
    assert s.pending.options == (("slot", 0),)
    play(s, "slot", 0)
    assert s.slots[1][0] < 0 and numbers(s.discard)[-2:] == [5, 3]
    assert "react" not in [d for d in kinds(s)] and s.current == 1 and s.pending.kind == "action"


def test_silent_blade_with_no_face_up_target_does_nothing():
    s = ruby(([3, 1], [5, 4]), (2, 6))
    play_card(s, "deploy", 3)
    assert numbers(s.discard) == [3] and s.current == 1


def test_floodlights_flips_a_face_down_untucked_guard():
    s = ruby(([8, 1], [7, 4]), (3, 6), draw=[2, 5])
    play_card(s, "enlist_guard", 8)
    play_card(s, "deploy", 7)                  # player 2 flips player 1's Guard
    assert s.pending.options == (("slot", 0),)
    play(s, "slot", 0)
    assert s.face_up[0][0] and numbers(s.play_area[1]) == [7]


# 4 Interrogation ---------------------------------------------------------------

def test_interrogation_shows_a_held_number_to_everyone_who_asks():
    s = ruby(([4, 1], [6, 9]), (2, 3))
    play_card(s, "deploy", 4)
    play(s, "number", 9)
    assert last(s, "answer")[3] == ("interrogation", 9, 1)
    assert 9 in view(s, 0).sides[1].known_hand


def test_interrogation_says_none_when_the_number_is_not_held():
    s = ruby(([4, 1], [6, 9]), (2, 3))
    play_card(s, "deploy", 4)
    play(s, "number", 5)
    assert last(s, "answer")[3] == ("interrogation", 5, 0)


# 5 Double Agent ----------------------------------------------------------------

def test_double_agent_asks_about_a_face_down_guard_without_revealing_it():
    s = ruby(([5, 1], [8, 4]), (2, 7), draw=[3, 6])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 8)            # 8 is in 6-7-8
    play_card(s, "deploy", 5)
    play(s, "slot", 0)
    assert last(s, "answer")[3] == ("double_agent", 0, 1)
    assert not s.face_up[1][0]


# 6 Crossfire -------------------------------------------------------------------

def test_crossfire_discards_one_guard_of_each_side_in_the_chosen_order():
    s = ruby(([2, 6], [5, 1]), (3, 9), draw=[7, 8])
    play_card(s, "enlist_guard", 2)
    play_card(s, "enlist_guard", 5)
    play_card(s, "deploy", 6)
    play(s, "guards", 0, 0)
    assert s.pending.kind == "discard_order"
    s.apply(("order", (1, 0)))
    assert numbers(s.discard) == [5, 2, 6]
    assert s.slots == [[-1] * 3, [-1] * 3] and "react" not in kinds(s)


def test_crossfire_needs_both_and_never_picks_a_tucked_guard():
    s = ruby(([2, 6], [5, 1]), (3, 9), draw=[7, 8])
    play_card(s, "enlist_guard", 2)
    play_card(s, "enlist_guard", 5)
    s.tuck[1][0] = s.draw.pop(0)               # a constructed tuck (no Extra Protection in Ruby)
    s.pending.options = s.action_options(0)
    play_card(s, "deploy", 6)
    assert numbers(s.discard)[-1] == 6 and s.slots[0][0] >= 0 and s.slots[1][0] >= 0


# 8 Safecracker -----------------------------------------------------------------

def test_safecracker_asks_about_the_top_discard():
    s = ruby(([3, 1], [8, 4]), (2, 7))
    play_card(s, "deploy", 3)                  # Silent Blade with no target: onto the pile
    play_card(s, "deploy", 8)
    assert last(s, "answer")[3] == ("safecracker", 3, 1)   # 3 is in 1-2-3


def test_safecracker_on_an_empty_pile_says_nothing():
    s = ruby(([8, 1], [2, 4]), (3, 6))
    play_card(s, "deploy", 8)
    assert "answer" not in kinds(s)


# 9 Bullet Proof Vest (REACT and PEEK) ------------------------------------------

def _attack_on_face_down_guard():
    """Player 1 attacks player 2's face-down 5 with a 3 (shares 4): a success."""
    s = ruby(([3, 1], [5, 9]), (2, 7), draw=[4, 8, 6, 6, 2])
    play_card(s, "encrypt", 4)
    play_card(s, "enlist_guard", 5)
    play_card(s, "enlist_assassin", 3, 0)
    return s


def test_the_vest_blocks_a_successful_attempt_and_costs_the_next_action():
    s = _attack_on_face_down_guard()
    assert s.pending.player == 1 and s.pending.kind == "react"
    assert s.pending.options == (("pass",), ("react", 0))
    play(s, "react", 0)
    assert numbers([s.slots[1][0]]) == [5] and not s.face_up[1][0]
    assert numbers(s.discard)[-2:] == [3, 9] and "shown" not in kinds(s)
    assert "react_cost" in kinds(s) and last(s, "peek")[5] == 0b010
    assert s.current == 0 and s.turn == 4      # player 2 took no Action
    assert len(s.hands[1]) == 2                # drew, kept both


def test_passing_the_reaction_lets_the_kill_stand():
    s = _attack_on_face_down_guard()
    play(s, "pass")
    assert s.slots[1][0] < 0 and s.pending.kind == "discard_order"


def test_the_offer_does_not_depend_on_holding_the_vest():
    s = ruby(([3, 1], [5, 2]), (4, 7), draw=[4, 8, 6, 6, 9])
    play_card(s, "encrypt", 4)
    play_card(s, "enlist_guard", 5)
    play_card(s, "enlist_assassin", 3, 0)
    assert s.pending.kind == "react" and s.pending.options == (("pass",),)


def test_the_vest_is_not_offered_once_both_copies_are_public():
    s = ruby(([9, 1], [5, 9]), (2, 7), draw=[4, 8, 3])
    play_card(s, "deploy", 9)                  # Deploying the Vest on your own turn does nothing
    assert numbers(s.discard) == [9] and s.current == 1
    play_card(s, "deploy", 9)
    play_card(s, "deploy", 4)
    play(s, "number", 1)
    play_card(s, "enlist_guard", 5)
    play_card(s, "enlist_assassin", 3, 0)
    assert s.pending.kind == "discard_order"   # both Vests are public: no offer


def test_the_vest_is_not_offered_with_one_card_left():
    s = ruby(([5, 1], [2, 3]), (4, 7), draw=[8, 8, 2, 3, 4, 7, 1, 5, 9, 6])
    play_card(s, "enlist_guard", 5)
    encrypt_until(s, 11)
    assert len(s.hands[0]) == 1 and numbers(s.hands[0]) == [9]
    play_card(s, "enlist_assassin", 6, 0)
    assert s.pending.kind == "discard_order"


def test_a_reaction_in_the_last_turns_costs_the_final_turn_with_an_empty_deck():
    s = ruby(([1, 2], [5, 4]), (3, 7), draw=[8, 8, 1, 2, 4, 7, 3, 5, 6, 9])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 5)
    encrypt_until(s, 10)
    play_card(s, "enlist_assassin", 6, 0)
    play(s, "react", 1)
    assert s.result is not None and s.result.final_numbers[1] == 5
    assert last(s, "peek")[3] == (0,)


VEST_WITH_CITRINE = CITRINE[:8] + ("bullet_proof_vest",)


def test_the_vest_blocks_an_extra_protection_kill():
    s = game(([2, 6], [7, 4]), (3, 5), draw=[9, 8, 1, 3], deck=VEST_WITH_CITRINE)
    play_card(s, "enlist_guard", 2)
    play_card(s, "encrypt", 8)
    play_card(s, "deploy", 6)
    play(s, "slot", 0)                         # Extra Protection tucks the 2
    play_card(s, "enlist_assassin", 7, 3)      # 6-7-8 against 5-6-7
    assert s.pending.player == 0 and s.pending.options == (("pass",), ("react", 0))
    play(s, "react", 0)
    assert s.tuck[0][0] >= 0 and numbers(s.discard)[-2:] == [7, 9]


def test_the_vest_blocks_a_face_up_kill():
    s = game(([2, 7], [3, 4]), (6, 5), draw=[9, 8, 1, 5], deck=VEST_WITH_CITRINE)
    play_card(s, "enlist_guard", 2)
    play_card(s, "encrypt", 8)
    play_card(s, "deploy", 7)                  # Wheel of Fate flips the 2 face up
    play(s, "slot", 0)
    play_card(s, "enlist_assassin", 3, 0)      # 2-3-4 shares with the face-up 1-2-3
    assert "attempt" not in kinds(s) and s.pending.kind == "react"
    play(s, "react", 0)
    assert s.face_up[0][0] and numbers([s.slots[0][0]]) == [2]


def test_two_wiretaps_on_one_encrypt_show_the_card_once_and_both_fire():
    s = ruby(([1, 5], [1, 8]), (3, 6), draw=[7, 2, 4])
    play_card(s, "deploy", 1)                  # player 1's first Wiretap
    play_card(s, "deploy", 1)                  # player 2 plays the other one
    play_card(s, "deploy", 7)                  # player 1: Floodlights, nothing to flip
    s.play_area[0].append(s.play_area[1].pop())   # constructed: both Wiretaps are player 1's
    play_card(s, "encrypt", 8)
    assert kinds(s).count("wiretap_shown") == 1 and not s.play_area[0][:-1]
    assert [e[3][1] for e in s.events if e[1] == "trigger"].count("wiretap") == 2
    assert view(s, 0).known_encrypted == (8,)
