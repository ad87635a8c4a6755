"""Card rules that a planted single-line fault once slipped past, one named test each (RULES.md 5 and 7).

Each test builds the table it needs (hands, Guards face up or down, tucks, the Discard
Pile) and plays one card, so that a wrong option list, a wrong answer or a wrong score
fails here.
"""

from __future__ import annotations

from game.engine import GameState
from game.engine.decision import DISCARD_ORDER, REACT

from helpers.scripted import CITRINE, EMERALD, RUBY, encrypt_until, numbers, play, play_card

EP = 6
"""Extra Protection is the Citrine 6."""


def mixed(**abilities: str) -> tuple[str, ...]:
    """Citrine (so that 6 is Extra Protection) with some numbers' abilities replaced: n3="silent_blade"."""
    deck = list(CITRINE)
    for key, ability_id in abilities.items():
        deck[int(key[1:]) - 1] = ability_id
    return tuple(deck)


def table(deck: tuple[str, ...], hands: tuple[list[int], list[int]], guards=((), ()), tucked=(),
          discard=(), suitcases: tuple[int, int] | None = None, draw: int = 1) -> GameState:
    """Player 0's Action on a built table: these hands, Guards per side slot by slot as
    (number, face up), Extra Protection (a 6) tucking each (player, slot) in `tucked`, the
    Discard Pile bottom first; player 0 has just drawn `draw`. Suitcases not given are the
    highest numbers left; other cards form the Draw Deck."""
    s = GameState(deck, "standard", first_player=0, seed=0)
    copies = {n: [2 * (n - 1) + 1, 2 * (n - 1)] for n in range(1, 10)}
    s.pending = None
    for p in (0, 1):
        s.hands[p] = [copies[n].pop() for n in hands[p]]
        for slot, (n, up) in enumerate(guards[p]):
            s.slots[p][slot] = copies[n].pop()
            s.face_up[p][slot] = up
    for p, slot in tucked:
        s.tuck[p][slot] = copies[EP].pop()
    s.discard = [copies[n].pop() for n in discard]
    top = copies[draw].pop()
    for p in (0, 1):
        n = suitcases[p] if suitcases else max(n for n in copies if copies[n])
        s.suitcase[p] = copies[n].pop()
    s.draw = [c for n in range(1, 10) for c in copies[n]] + [top]
    s.turn = 1                                   # begin_turn makes it turn 2: player 0 draws
    s.begin_turn()
    return s


def answers(s) -> list[tuple]:
    return [e[3] for e in s.events if e[1] == "answer"]


def petals(s) -> list[int]:
    return [e[3][0] for e in s.events if e[1] == "petal"]


def flipped(s) -> list[tuple]:
    return [e[3] for e in s.events if e[1] == "flip"]


# Picking Petals: Guards on either side count --------------------------------------

def test_picking_petals_names_one_number_when_only_the_asker_has_a_guard():
    s = table(CITRINE, ([3, 1], [4, 5]), guards=([(2, False)], []))
    play_card(s, "deploy", 3)
    play(s, "number", 8)
    assert petals(s) == [8] and s.current == 1 and s.pending.kind == "action"


def test_picking_petals_names_one_number_when_only_the_answerer_has_a_guard():
    s = table(CITRINE, ([3, 1], [4, 5]), guards=([], [(2, False)]))
    play_card(s, "deploy", 3)
    play(s, "number", 8)
    assert petals(s) == [8] and s.current == 1 and s.pending.kind == "action"


def test_picking_petals_counts_a_tucked_guard():
    s = table(CITRINE, ([3, 1], [4, 5]), guards=([], [(2, True)]), tucked=[(1, 0)])
    play_card(s, "deploy", 3)
    play(s, "number", 8)
    assert petals(s) == [8] and s.current == 1


def test_picking_petals_with_no_guard_anywhere_names_two_numbers():
    s = table(CITRINE, ([3, 1], [4, 5]))
    play_card(s, "deploy", 3)
    play(s, "number", 8)
    assert s.pending.player == 1 and s.pending.kind == "answer_number"
    assert ("number", 8) not in s.pending.options and ("number", 9) not in s.pending.options


# Scoring (RULES.md 5) -----------------------------------------------------------------

def end_state(p0: tuple[int, list[int], int], p1: tuple[int, list[int], int], tucked=()) -> GameState:
    """A finished table: per player (Suitcase, Guards, Final Card); Extra Protection on each (player, slot)."""
    s = GameState(CITRINE, seed=0)
    copies = {n: [2 * (n - 1), 2 * (n - 1) + 1] for n in range(1, 10)}
    s.pending = None
    for p, (suitcase, guards, final) in enumerate((p0, p1)):
        s.suitcase[p] = copies[suitcase].pop()
        for slot, g in enumerate(guards):
            s.slots[p][slot] = copies[g].pop()
        s.hands[p] = [copies[final].pop()]
    for p, slot in tucked:
        s.tuck[p][slot] = copies[EP].pop()
    s.score()
    return s


def test_extra_protection_blocks_nothing_at_scoring():
    # Player 0's Code 6-7-8; its Extra Protection (a 6) tucks a 1. Player 1's Final 6 still matches.
    s = end_state((7, [1], 4), (2, [], 6), tucked=[(0, 0)])
    assert s.result.matches == (False, True)
    assert (s.result.winner, s.result.reason) == (1, "unguarded_match")


def test_extra_protection_blocks_nothing_for_the_first_player_either():
    # Player 1's Code 1-2-3 and its Extra Protection tucking a 5: player 0's Final 2 matches.
    s = end_state((7, [], 2), (2, [5], 4), tucked=[(1, 0)])
    assert s.result.matches == (True, False)
    assert (s.result.winner, s.result.reason) == (0, "unguarded_match")


def test_when_both_players_match_more_guards_wins():
    # Both Final Cards are in the other's Code and unguarded; player 1 has two Guards to one.
    s = end_state((7, [4], 2), (2, [4, 5], 6))
    assert s.result.matches == (True, True)
    assert (s.result.winner, s.result.reason) == (1, "guards")


def test_when_both_match_extra_protection_breaks_the_tie_by_half_a_guard():
    s = end_state((7, [4], 2), (2, [5], 6), tucked=[(0, 0)])
    assert s.result.matches == (True, True) and s.result.guard_scores == (3, 2)
    assert (s.result.winner, s.result.reason) == (0, "guards")


def test_a_tucked_guard_blocks_its_number():
    # Player 0's Code 6-7-8 and its Guard 8 (tucked by Extra Protection) block player 1's Final 8.
    s = end_state((7, [8], 4), (2, [], 8), tucked=[(0, 0)])
    assert s.result.matches == (False, False)
    assert (s.result.winner, s.result.reason) == (0, "guards")


# Extra Protection ---------------------------------------------------------------------

def test_extra_protection_tucks_only_an_untucked_guard():
    s = table(CITRINE, ([6, 1], [4, 5]), guards=([(2, False), (8, False)], []), tucked=[(0, 0)])
    play_card(s, "deploy", 6)
    assert s.pending.options == (("slot", 1),)


def test_extra_protection_with_every_guard_tucked_is_simply_discarded():
    s = table(CITRINE, ([6, 1], [4, 5]), guards=([(2, False)], []), tucked=[(0, 0)])
    play_card(s, "deploy", 6)
    assert s.current == 1 and numbers(s.discard) == [6]


# Wheel of Fate ------------------------------------------------------------------------

def test_wheel_of_fate_without_tucks_flips_the_chosen_guard_and_asks():
    s = table(CITRINE, ([7, 1], [4, 5]), guards=([(2, False), (8, False)], []), suitcases=(9, 3))
    play_card(s, "deploy", 7)
    assert s.pending.options == (("slot", 0), ("slot", 1))
    play(s, "slot", 0)
    assert flipped(s) == [(0, 2)] and answers(s) == [("wheel_of_fate", 2, 1)]   # 2 is in 2-3-4


def test_wheel_of_fate_may_choose_a_tucked_guard_and_says_no_outside_the_code():
    s = table(CITRINE, ([7, 1], [4, 5]), guards=([(2, False), (8, False)], []), tucked=[(0, 1)],
              suitcases=(9, 3))
    play_card(s, "deploy", 7)
    assert ("slot", 1) in s.pending.options
    play(s, "slot", 1)
    assert flipped(s) == [(1, 8)] and answers(s) == [("wheel_of_fate", 8, 0)]   # 8 is not in 2-3-4
    assert s.face_up[0][1] and s.tuck[0][1] >= 0


# Shine Spotlights ---------------------------------------------------------------------

def test_shine_spotlights_without_tucks_flips_both_face_down_guards():
    s = table(CITRINE, ([9, 1], [4, 5]), guards=([], [(2, False), (5, True), (7, False)]))
    play_card(s, "deploy", 9)
    assert sorted(flipped(s)) == [(0, 2), (2, 7)] and all(s.face_up[1])


def test_shine_spotlights_may_flip_tucked_guards():
    s = table(CITRINE, ([9, 1], [4, 5]), guards=([], [(2, False), (5, False), (7, False)]), tucked=[(1, 1)])
    play_card(s, "deploy", 9)
    assert s.pending.options == (("slots", 0, 1), ("slots", 0, 2), ("slots", 1, 2))
    play(s, "slots", 1, 2)
    assert flipped(s) == [(1, 5), (2, 7)] and not s.face_up[1][0]


def test_shine_spotlights_flips_a_lone_tucked_guard():
    s = table(CITRINE, ([9, 1], [4, 5]), guards=([], [(2, False)]), tucked=[(1, 0)])
    play_card(s, "deploy", 9)
    assert flipped(s) == [(0, 2)] and s.face_up[1][0]


# Silent Blade -------------------------------------------------------------------------

def test_silent_blade_discards_a_face_up_untucked_guard():
    s = table(mixed(n3="silent_blade"), ([3, 1], [4, 5]), guards=([], [(8, True), (2, False)]))
    play_card(s, "deploy", 3)
    assert s.pending.options == (("slot", 0),)
    play(s, "slot", 0)
    assert s.slots[1][0] < 0 and numbers(s.discard)[-2:] == [8, 3]


def test_silent_blade_cannot_choose_a_tucked_guard():
    s = table(mixed(n3="silent_blade"), ([3, 1], [4, 5]), guards=([], [(8, True), (2, True)]), tucked=[(1, 0)])
    play_card(s, "deploy", 3)
    assert s.pending.options == (("slot", 1),)


def test_silent_blade_with_only_a_tucked_face_up_guard_does_nothing():
    s = table(mixed(n3="silent_blade"), ([3, 1], [4, 5]), guards=([], [(8, True)]), tucked=[(1, 0)])
    play_card(s, "deploy", 3)
    assert s.current == 1 and s.slots[1][0] >= 0


# Floodlights --------------------------------------------------------------------------

def test_floodlights_flips_a_face_down_untucked_guard():
    s = table(mixed(n7="floodlights"), ([7, 1], [4, 5]), guards=([], [(2, False), (8, True)]))
    play_card(s, "deploy", 7)
    assert s.pending.options == (("slot", 0),)
    play(s, "slot", 0)
    assert flipped(s) == [(0, 2)] and numbers(s.play_area[0]) == [7]


def test_floodlights_cannot_flip_a_tucked_guard():
    s = table(mixed(n7="floodlights"), ([7, 1], [4, 5]), guards=([], [(2, False), (8, False)]), tucked=[(1, 0)])
    play_card(s, "deploy", 7)
    assert s.pending.options == (("slot", 1),)


def test_floodlights_with_only_a_tucked_face_down_guard_enters_play_without_a_flip():
    s = table(mixed(n7="floodlights"), ([7, 1], [4, 5]), guards=([], [(2, False)]), tucked=[(1, 0)])
    play_card(s, "deploy", 7)
    assert flipped(s) == [] and numbers(s.play_area[0]) == [7] and s.current == 1


# Crossfire ----------------------------------------------------------------------------

def test_crossfire_discards_only_untucked_guards_on_both_sides():
    deck = mixed(n3="crossfire")
    s = table(deck, ([3, 1], [4, 5]), guards=([(2, False), (8, False)], [(7, False), (5, True)]),
              tucked=[(0, 0), (1, 1)])
    play_card(s, "deploy", 3)
    assert s.pending.options == (("guards", 1, 0),)


# Turncoat -----------------------------------------------------------------------------

def test_turncoat_moves_a_face_up_untucked_guard():
    s = table(EMERALD, ([2, 1], [4, 5]), guards=([], [(8, True), (7, False)]))
    play_card(s, "deploy", 2)
    assert s.pending.options == (("slot", 0),)
    play(s, "slot", 0)
    assert numbers([s.slots[0][0]]) == [8] and s.face_up[0][0] and s.slots[1][0] < 0


def test_turncoat_cannot_take_a_tucked_guard():
    deck = mixed(n2="turncoat")
    s = table(deck, ([2, 1], [4, 5]), guards=([], [(8, True), (7, True)]), tucked=[(1, 0)])
    play_card(s, "deploy", 2)
    assert s.pending.options == (("slot", 1),)


def test_turncoat_with_only_a_tucked_face_up_guard_does_nothing():
    deck = mixed(n2="turncoat")
    s = table(deck, ([2, 1], [4, 5]), guards=([], [(8, True)]), tucked=[(1, 0)])
    play_card(s, "deploy", 2)
    assert s.current == 1 and s.slots[1][0] >= 0 and s.slots[0] == [-1, -1, -1]


# Extraction ---------------------------------------------------------------------------

def test_extraction_takes_a_face_up_untucked_guard_then_discards_another_card():
    s = table(EMERALD, ([9, 1], [4, 5]), guards=([], [(8, True), (7, False)]))
    play_card(s, "deploy", 9)
    assert s.pending.options == (("slot", 0),)
    play(s, "slot", 0)
    assert s.slots[1][0] < 0 and sorted(numbers(s.hands[0])) == [1, 1, 8]
    assert s.pending.kind == "hand_card" and len(s.pending.options) == 3 - 1   # not the card just taken
    play(s, "hand", 0)
    assert sorted(numbers(s.hands[0])) == [1, 8]


def test_extraction_cannot_take_a_tucked_guard():
    deck = mixed(n9="extraction")
    s = table(deck, ([9, 1], [4, 5]), guards=([], [(8, True), (7, True)]), tucked=[(1, 0)])
    play_card(s, "deploy", 9)
    assert s.pending.options == (("slot", 1),)


def test_extraction_with_only_a_tucked_face_up_guard_does_nothing():
    deck = mixed(n9="extraction")
    s = table(deck, ([9, 1], [4, 5]), guards=([], [(8, True)]), tucked=[(1, 0)])
    play_card(s, "deploy", 9)
    assert s.current == 1 and s.slots[1][0] >= 0


# High-Tech Bookends --------------------------------------------------------------------

def test_bookends_counts_the_revealed_number_itself():
    s = table(EMERALD, ([1, 6], [4, 5]), suitcases=(9, 6))
    play_card(s, "deploy", 1)
    play(s, "hand", numbers(s.hands[0]).index(6))
    assert answers(s) == [("high_tech_bookends", 6, 1)]       # 6 is in 1..6, inclusive


# Dead Drop ------------------------------------------------------------------------------

def test_dead_drop_puts_the_final_card_into_the_pile_it_takes_from():
    s = table(RUBY, ([2, 1], [4, 3]))
    play_card(s, "deploy", 2)
    encrypt_until(s, 12)
    assert s.pending.kind == "dead_drop" and s.pending.player == 0
    final = numbers(s.hands[0])[0]
    pile = numbers(s.encrypted)
    take = next(n for n in pile if n != final)
    play(s, "number", take)
    assert numbers(s.hands[0]) == [take]
    assert numbers(s.encrypted).count(final) == pile.count(final) + 1
    assert numbers(s.encrypted).count(take) == pile.count(take) - 1


# Double Agent -------------------------------------------------------------------------

def test_double_agent_says_no_for_a_guard_outside_the_code():
    s = table(RUBY, ([5, 1], [4, 6]), guards=([], [(8, False)]), suitcases=(9, 3))
    play_card(s, "deploy", 5)
    play(s, "slot", 0)
    assert answers(s) == [("double_agent", 0, 0)]              # 8 is not in 2-3-4
    assert not s.face_up[1][0]


def test_double_agent_says_yes_for_a_guard_in_the_code():
    s = table(RUBY, ([5, 1], [4, 6]), guards=([], [(2, False)]), suitcases=(9, 3))
    play_card(s, "deploy", 5)
    play(s, "slot", 0)
    assert answers(s) == [("double_agent", 0, 1)]


def test_double_agent_targets_face_down_guards_only():
    s = table(RUBY, ([5, 1], [4, 6]), guards=([], [(2, True), (8, False)]), suitcases=(9, 3))
    play_card(s, "deploy", 5)
    assert s.pending.options == (("slot", 1),)


def test_double_agent_may_target_a_tucked_guard():
    deck = mixed(n5="double_agent")
    s = table(deck, ([5, 1], [4, 3]), guards=([], [(2, False), (8, False)]), tucked=[(1, 0)], suitcases=(9, 3))
    play_card(s, "deploy", 5)
    assert s.pending.options == (("slot", 0), ("slot", 1))
    play(s, "slot", 0)
    assert answers(s) == [("double_agent", 0, 1)]


# Safecracker --------------------------------------------------------------------------

def test_safecracker_asks_about_the_top_card_of_a_longer_pile():
    s = table(RUBY, ([8, 1], [4, 6]), discard=[3, 5], suitcases=(9, 3))
    play_card(s, "deploy", 8)
    assert answers(s) == [("safecracker", 5, 0)]               # 5 is not in 2-3-4 (the 3 below is)


def test_safecracker_says_yes_when_the_top_card_is_in_the_code():
    s = table(RUBY, ([8, 1], [4, 6]), discard=[5, 3], suitcases=(9, 3))
    play_card(s, "deploy", 8)
    assert answers(s) == [("safecracker", 3, 1)]


# Bullet Proof Vest's offer --------------------------------------------------------------

def _kill_with_vests(vest_guard_up: bool) -> GameState:
    """Player 0's 3 (Code 2-3-4) assassinates player 1's face-down 2; one Vest (a 9) lies in the
    Discard Pile, the other is player 1's Guard in slot 1, face up or down."""
    s = table(RUBY, ([3, 1], [4, 6]), guards=([], [(2, False), (9, vest_guard_up)]), discard=[9])
    play_card(s, "enlist_assassin", 3, 0)
    return s


def test_no_vest_offer_when_the_other_vest_is_face_up_in_a_guard_slot():
    s = _kill_with_vests(vest_guard_up=True)
    assert s.pending.kind == DISCARD_ORDER and s.pending.player == 0


def test_a_vest_offer_when_the_other_vest_is_face_down_in_a_guard_slot():
    s = _kill_with_vests(vest_guard_up=False)
    assert s.pending.kind == REACT and s.pending.player == 1 and s.pending.options == (("pass",),)
