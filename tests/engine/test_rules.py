"""Set-up, turns, legality, assassination and scoring, named after RULES.md."""

from __future__ import annotations

import pytest

from game.engine import CHANCE, Decision, GameState, IllegalChoice
from game.engine.cards import code, codes_share, in_code, ring_distance
from game.engine.playout import decisions

from helpers.scripted import (
    CITRINE,
    encrypt_first,
    game,
    hand_position,
    numbers,
    play,
    play_card,
    stacked_order,
)


def test_code_wraps_around_the_ring():
    assert code(9) == (8, 9, 1)
    assert code(1) == (9, 1, 2)
    assert code(5) == (4, 5, 6)


def test_ring_distance_and_shared_codes():
    assert ring_distance(9, 1) == 1
    assert ring_distance(2, 7) == 4
    assert codes_share(9, 2)        # 8-9-1 and 1-2-3 share 1
    assert not codes_share(1, 4)    # 9-1-2 and 3-4-5 share nothing
    assert in_code(1, 9) and not in_code(7, 9)


def test_deal_order_from_an_explicit_card_order():
    order = (1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    s = GameState(CITRINE, "standard", first_player=1, seed=0)
    s.apply(("deal", order))
    assert numbers(s.hands[1]) == [1, 3, 9]  # first player: 1, 3, then draws 9 on turn 0
    assert numbers(s.hands[0]) == [2, 4]
    assert s.suitcase_number(1) == 5 and s.suitcase_number(0) == 6
    assert sorted(numbers(s.encrypted)) == [7, 8]
    assert numbers(s.draw[::-1]) == [9, 8, 7, 6, 5, 4, 3, 2, 1]
    assert s.current == 1 and s.pending.kind == "action"


def test_strategic_deal_gives_four_cards_and_both_choices_apply_together():
    order = tuple(n for n in range(1, 10) for _ in range(2))
    s = GameState(CITRINE, "strategic", first_player=0, seed=0)
    s.apply(("deal", order))
    assert numbers(s.hands[0]) == [1, 2, 3, 4] and numbers(s.hands[1]) == [1, 2, 3, 4]
    assert len(s.draw) == 10
    assert s.pending.player == 0 and s.pending.kind == "strategic_setup"
    s.apply(("setup", 0, 1))
    assert s.suitcase == [-1, -1] and not s.encrypted  # nothing applied before the second
    assert s.pending.player == 1
    s.apply(("setup", 3, 2))
    assert s.suitcase_number(0) == 1 and s.suitcase_number(1) == 4
    assert sorted(numbers(s.encrypted)) == [2, 3]
    assert numbers(s.hands[0]) == [3, 4, 5] and numbers(s.hands[1]) == [1, 2]


def test_a_deal_must_hold_each_number_twice():
    s = GameState(CITRINE, seed=0)
    with pytest.raises(IllegalChoice):
        s.apply(("deal", (1,) * 18))
    assert s.pending.kind == "deal"


def test_every_game_has_ten_normal_turns_and_two_final_turns():
    s = game(([1, 2], [3, 4]), (5, 6), first=0)
    turns = [(s.turn, s.current, len(s.draw)) for s in decisions(s, encrypt_first)]
    assert [t for t, _, _ in turns] == list(range(12))
    assert [p for _, p, _ in turns] == [0, 1] * 6
    assert turns[9] == (9, 1, 0)  # the second player draws the last card
    assert all(len(h) == 1 for h in s.hands)


def test_enlist_as_guard_goes_face_down_into_the_lowest_free_slot():
    s = game(([2, 5], [1, 4]), (3, 6), draw=[8])
    play_card(s, "enlist_guard", 5)
    assert numbers([s.slots[0][0]]) == [5] and not s.face_up[0][0]


def test_guard_enlisting_needs_a_free_slot():
    s = game(([2, 5], [1, 4]), (3, 6), draw=[8, 1, 2, 4, 7])
    for _ in range(3):
        play(s, "enlist_guard", 0)   # first player
        play(s, "encrypt", 0)        # second player
    assert all(c >= 0 for c in s.slots[0])
    assert not [o for o in s.pending.options if o[0] == "enlist_guard"]


def test_assassins_cannot_enlist_as_guards_and_guards_cannot_attack():
    s = game(([3, 2], [1, 4]), (5, 6), draw=[9])
    kinds = {(s.number(s.hands[0][o[1]]), o[0]) for o in s.pending.options}
    assert (3, "enlist_guard") not in kinds and (9, "enlist_guard") not in kinds
    assert (2, "enlist_guard") in kinds
    assert not any(k == "enlist_assassin" for _, k in kinds)  # no Guards to attack yet


def _opponent_with_guard(guard: int, attacker_hand: list[int], face_up: bool = False):
    """First player (0) holds attacker_hand; second player (1) has `guard` in slot 0."""
    s = game((attacker_hand, [guard, 5]), (2, 6), draw=[4, 8, 8])
    play(s, "encrypt", 2)                  # player 0 encrypts the drawn 4
    play_card(s, "enlist_guard", guard)    # player 1 enlists the Guard
    if face_up:
        s.face_up[1][0] = True
        s.pending = Decision(0, "action", s.action_options(0))
    return s


def test_assassination_attempt_succeeds_when_codes_share_a_number():
    s = _opponent_with_guard(5, [6, 7])
    play_card(s, "enlist_assassin", 6, 0)  # 5-6-7 against 4-5-6
    assert s.slots[1][0] < 0
    assert s.pending.kind == "discard_order" and s.pending.player == 0
    s.apply(("order", (1, 0)))             # Guard first, Assassin on top
    assert numbers(s.discard[-2:]) == [5, 6]


def test_code_912_against_a_guard_345_fails():
    s = _opponent_with_guard(4, [1, 7])
    play_card(s, "enlist_assassin", 1, 0)
    assert s.pending.player == CHANCE and s.pending.kind == "show_card"
    assert s.pending.options == (("show", 0), ("show", 1))  # the defender's hand: 5, 8
    s.apply(("show", 0))
    assert numbers([s.slots[1][0]]) == [4] and not s.face_up[1][0]
    assert numbers(s.discard) == [1]
    shown = [e for e in s.events if e[1] == "shown"][-1]
    assert shown[4] == (5,) and shown[5] == 0b011  # seen by both players, not spectators


def test_a_face_up_guard_is_attacked_only_when_codes_share():
    s = _opponent_with_guard(2, [6, 7], face_up=True)   # Guard Code 1-2-3
    assert not [o for o in s.pending.options if o[0] == "enlist_assassin"]
    illegal = ("enlist_assassin", hand_position(s, 0, 6), 0)
    before = s.snapshot()
    with pytest.raises(IllegalChoice, match="legal"):
        s.apply(illegal)
    assert s.snapshot() == before


def test_a_face_up_guard_whose_code_shares_is_assassinated_without_an_attempt():
    s = _opponent_with_guard(5, [6, 7], face_up=True)
    play_card(s, "enlist_assassin", 6, 0)
    assert s.slots[1][0] < 0
    assert not [e for e in s.events if e[1] == "attempt"]


def test_extra_protection_is_attacked_like_code_567():
    s = game(([2, 6], [7, 3]), (1, 9), draw=[8, 8])
    play_card(s, "enlist_guard", 2)        # player 0
    play_card(s, "encrypt", 8)             # player 1
    play_card(s, "deploy", 6)              # player 0 tucks the 2
    play(s, "slot", 0)
    assert s.tuck[0][0] >= 0
    targets = {(s.number(s.hands[1][o[1]]), o[2]) for o in s.pending.options
               if o[0] == "enlist_assassin"}
    assert (7, 3) in targets               # 6-7-8 shares with 5-6-7
    assert (3, 3) not in targets           # 2-3-4 does not
    assert (7, 0) not in targets and (3, 0) not in targets
    play_card(s, "enlist_assassin", 7, 3)
    s.apply(("order", (0, 1)))
    assert s.tuck[0][0] < 0 and s.slots[0][0] >= 0  # the Guard stays, untucked


def test_only_guards_in_a_code_without_a_guard_make_an_unguarded_match():
    # RULES.md 5.5: Violet (Code 6-7-8, Guards 1 and 8, Final 5) beats Pete
    # (Code 1-2-3, no Guards, Final 8) on Guards; with a 6 or 7 Pete would win.
    for pete_final, winner, reason in ((8, 0, "guards"), (6, 1, "unguarded_match"),
                                       (7, 1, "unguarded_match")):
        s = _end_state(violet=(7, [1, 8], 5), pete=(2, [], pete_final))
        s.score()
        assert (s.result.winner, s.result.reason) == (winner, reason)


def test_extra_protection_counts_half_a_guard_and_blocks_nothing():
    s = _end_state(violet=(7, [1], 4), pete=(2, [5], 9))
    s.tuck[0][0] = 10                      # an Extra Protection (a 6) over Violet's Guard
    s.score()
    assert s.result.matches == (False, False)
    assert s.result.guard_scores == (3, 2) and s.result.winner == 0


def test_equal_guards_and_no_match_is_a_tie():
    s = _end_state(violet=(7, [], 5), pete=(2, [], 5))
    s.score()
    assert s.result.winner is None and s.result.reason == "tie"


def _end_state(violet, pete):
    """A state with these (suitcase, guards, final card) for players 0 and 1."""
    s = GameState(CITRINE, seed=0)
    copies = {n: [2 * (n - 1), 2 * (n - 1) + 1] for n in range(1, 10)}
    for p, (suitcase, guards, final) in enumerate((violet, pete)):
        s.suitcase[p] = copies[suitcase].pop()
        for slot, g in enumerate(guards):
            s.slots[p][slot] = copies[g].pop()
        s.hands[p] = [copies[final].pop()]
    return s


def test_an_illegal_choice_names_the_legal_options_and_changes_nothing():
    s = game(([1, 2], [3, 4]), (5, 6))
    before = s.snapshot()
    with pytest.raises(IllegalChoice) as err:
        s.apply(("deploy", 7))
    assert "('deploy', 0)" in str(err.value)
    assert s.snapshot() == before


def test_copy_is_independent():
    s = game(([1, 2], [3, 4]), (5, 6))
    t = s.copy()
    play(t, "encrypt", 0)
    assert s.snapshot() != t.snapshot()
    play(s, "encrypt", 0)
    assert s.snapshot() == t.snapshot()


def test_unimplemented_abilities_are_rejected_by_name():
    with pytest.raises(ValueError, match="telepathy"):
        GameState(("telepathy",) + CITRINE[1:])


def test_stacked_order_helper_builds_a_full_deck():
    order = stacked_order(([1, 2], [3, 4]), (5, 6))
    assert sorted(order) == sorted(n for n in range(1, 10) for _ in range(2))
