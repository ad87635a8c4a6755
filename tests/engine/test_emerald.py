"""Each Emerald card and its edge cases, as RULES.md section 7 words them."""

from __future__ import annotations

from game.engine import Choice, GameState
from game.engine.playout import play_out
from game.engine.view import view

from helpers.scripted import CITRINE, EMERALD, RUBY, game, numbers, option, play, play_card


def emerald(*args, **kw):
    return game(*args, deck=EMERALD, **kw)


def kinds(s) -> list[str]:
    return [e[1] for e in s.events]


def last(s, kind):
    return [e for e in s.events if e[1] == kind][-1]


def face_up_guard(s, player: int, slot: int) -> None:
    """Turn a Guard face up by hand, refreshing the pending options (a constructed state)."""
    s.face_up[player][slot] = True
    s.pending.options = s.action_options(s.current)


# 1 High-Tech Bookends ----------------------------------------------------------

def test_bookends_reveals_a_card_and_asks_between_1_and_it():
    s = emerald(([1, 6], [2, 3]), (4, 5))
    play_card(s, "deploy", 1)
    assert s.pending.kind == "hand_card"
    play(s, "hand", numbers(s.hands[0]).index(6))
    assert last(s, "reveal_card")[3] == (6,)
    assert last(s, "answer")[3] == ("high_tech_bookends", 6, 1)   # 5 is in 1..6
    assert 6 in view(s, 1).sides[0].known_hand and numbers(s.hands[0]).count(6) == 1


# 2 Turncoat --------------------------------------------------------------------

def test_turncoat_moves_a_face_up_guard_to_your_side_face_up():
    s = emerald(([2, 1], [5, 3]), (4, 6), draw=[7, 8])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 5)
    face_up_guard(s, 1, 0)
    play_card(s, "deploy", 2)
    play(s, "slot", 0)
    assert s.slots[1][0] < 0 and numbers([s.slots[0][0]]) == [5] and s.face_up[0][0]


def test_turncoat_without_a_face_up_target_does_nothing():
    s = emerald(([2, 1], [5, 3]), (4, 6), draw=[7, 8])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 5)
    play_card(s, "deploy", 2)
    assert s.slots[1][0] >= 0 and s.current == 1


def test_turncoat_without_a_free_slot_does_nothing():
    s = emerald(([5, 8], [5, 1]), (3, 6), draw=[8, 7, 2, 4, 9, 1, 3])
    play_card(s, "enlist_guard", 5)
    play_card(s, "enlist_guard", 5)
    play_card(s, "enlist_guard", 8)
    play(s, "encrypt", 0)
    play_card(s, "enlist_guard", 8)            # player 1's three slots are full
    play(s, "encrypt", 0)
    face_up_guard(s, 1, 0)
    play_card(s, "deploy", 2)
    assert numbers([s.slots[1][0]]) == [5] and s.face_up[1][0] and s.current == 1


# 3 Ambush ----------------------------------------------------------------------

def _failed_attempt_against_ambush(fill_slots: bool):
    """Player 2 holds Ambush in play; player 1's 1 (9-1-2) fails against a Guard 5."""
    s = emerald(([4, 1], [3, 5]), (7, 6), draw=[8, 2, 2, 8, 9])
    play_card(s, "encrypt", 4)
    play_card(s, "deploy", 3)                  # Ambush into play
    play_card(s, "encrypt", 8)
    play_card(s, "enlist_guard", 5)
    if fill_slots:
        s.slots[1][1], s.slots[1][2] = s.draw.pop(0), s.draw.pop(0)   # constructed: full slots
        s.pending.options = s.action_options(0)
    play_card(s, "enlist_assassin", 1, 0)
    s.apply(s.pending.options[0])              # the random card shown
    return s


def test_ambush_keeps_the_failure_and_takes_the_assassin_as_a_face_up_guard():
    s = _failed_attempt_against_ambush(fill_slots=False)
    assert "shown" in kinds(s)
    assert numbers([s.slots[1][1]]) == [1] and s.face_up[1][1]
    assert not s.play_area[1] and numbers(s.discard)[-1] == 3


def test_ambush_with_no_empty_slot_discards_the_assassin_and_is_used_up():
    s = _failed_attempt_against_ambush(fill_slots=True)
    assert not s.play_area[1] and numbers(s.discard)[-2:] == [3, 1]


# 4 Decrypt ---------------------------------------------------------------------

def test_decrypt_reveals_a_random_pile_card_to_both_and_discards_it():
    s = emerald(([4, 1], [2, 3]), (5, 6), encrypted=[7, 9])
    play_card(s, "deploy", 4)
    assert s.pending.player == -1 and s.pending.options == (("pick", 0), ("pick", 1))
    s.apply(("pick", 1))
    assert last(s, "decrypt")[3] == (9,) and numbers(s.discard) == [9, 4]
    assert numbers(s.encrypted) == [7]


def test_decrypt_on_an_empty_pile_does_nothing():
    s = emerald(([4, 1], [2, 3]), (5, 6))
    s.discard.extend(s.encrypted)              # a constructed state: the pile emptied
    s.encrypted.clear()
    play_card(s, "deploy", 4)
    assert "decrypt" not in kinds(s) and s.current == 1


def test_a_decrypted_card_you_encrypted_is_forgotten_in_the_pile():
    s = emerald(([7, 1], [4, 3]), (5, 6), encrypted=[9, 9])
    play_card(s, "encrypt", 7)
    assert view(s, 0).known_encrypted == (7,)
    play_card(s, "deploy", 4)
    s.apply(("pick", s.encrypted.index(next(c for c in s.encrypted if c // 2 + 1 == 7))))
    assert view(s, 0).known_encrypted == ()


# 5 Forged Orders ---------------------------------------------------------------

def test_forged_orders_exchanges_with_your_tucked_guard_and_both_end_face_up():
    deck = CITRINE[:4] + ("forged_orders",) + CITRINE[5:]
    s = game(([2, 6], [8, 1]), (3, 4), draw=[5, 7, 9], deck=deck)
    play_card(s, "enlist_guard", 2)
    play_card(s, "enlist_guard", 8)
    play_card(s, "deploy", 6)
    play(s, "slot", 0)                         # Extra Protection tucks the 2
    play_card(s, "encrypt", 7)
    play_card(s, "deploy", 5)
    assert ("exchange", 0, 0) in s.pending.options
    play(s, "exchange", 0, 0)
    assert numbers([s.slots[0][0], s.slots[1][0]]) == [8, 2]
    assert s.face_up[0][0] and s.face_up[1][0] and s.tuck[0][0] >= 0


def test_forged_orders_never_takes_a_tucked_opponent_guard():
    deck = CITRINE[:4] + ("forged_orders",) + CITRINE[5:]
    s = game(([2, 5], [8, 6]), (3, 4), draw=[1, 7, 9, 4, 3], deck=deck)
    play_card(s, "enlist_guard", 2)
    play_card(s, "enlist_guard", 8)
    play_card(s, "encrypt", 9)
    play_card(s, "deploy", 6)
    play(s, "slot", 0)                         # player 2 tucks the 8
    play_card(s, "deploy", 5)                  # nothing to exchange with
    assert s.current == 1 and numbers([s.slots[1][0]]) == [8] and not s.face_up[0][0]


# 6 Coup ------------------------------------------------------------------------

def test_coup_takes_the_next_enlisted_sentinel_as_a_face_up_guard():
    s = emerald(([6, 2], [1, 3]), (5, 9), draw=[8, 4])
    play_card(s, "deploy", 6)
    play_card(s, "enlist_guard", 1)            # a Sentinel enlisted as Guard
    assert s.slots[1][0] < 0 and numbers([s.slots[0][0]]) == [1] and s.face_up[0][0]
    assert not s.play_area[0] and numbers(s.discard) == [6]
    assert last(s, "enlisted_face_up")[3] == (0, 0, 1)


def test_coup_with_no_empty_slot_discards_the_enlisted_card():
    s = emerald(([6, 2], [1, 3]), (5, 9), draw=[8, 4])
    play_card(s, "deploy", 6)
    s.slots[0] = [s.draw.pop(0), s.draw.pop(0), s.draw.pop(0)]   # constructed: full slots
    play_card(s, "enlist_guard", 1)
    assert numbers(s.discard)[-2:] == [6, 1] and s.slots[1][0] < 0


def test_coup_wins_over_floodlights():
    deck = RUBY[:5] + ("coup", "floodlights") + EMERALD[7:]
    s = game(([7, 6], [2, 3]), (4, 9), draw=[1, 5, 8], deck=deck)
    play_card(s, "deploy", 7)                  # Floodlights into play
    play_card(s, "deploy", 3)                  # Silent Blade, no target
    play_card(s, "deploy", 6)                  # Coup into play
    play_card(s, "enlist_guard", 2)
    assert s.slots[1][0] < 0 and numbers([s.slots[0][0]]) == [2] and s.face_up[0][0]
    assert [e[3][1] for e in s.events if e[1] == "trigger"] == ["floodlights", "coup"]


# 7 Field Report ----------------------------------------------------------------

def test_field_report_reorders_the_top_three_in_private():
    s = emerald(([7, 1], [2, 3]), (4, 5), draw=[6, 8, 9, 1])
    play_card(s, "deploy", 7)
    assert last(s, "field_report_look")[4] == ((8, 9, 1),)
    assert len(s.pending.options) == 6
    s.apply(("order", (2, 0, 1)))              # 1 on top, then 8, then 9
    assert numbers(s.hands[1])[-1] == 1        # player 2 drew the new top card
    assert numbers(s.draw[::-1][:2]) == [8, 9]
    assert view(s, 0).known_draw == ((0, 8), (1, 9)) and 1 in view(s, 0).sides[1].known_hand
    assert view(s, 1).known_draw == () and view(s, None).known_draw == ()


def keep_sevens(s, until: int) -> None:
    """Encrypt any card but a 7 until turn `until` begins."""
    def encrypt_no_7(s: GameState) -> Choice:
        hand = numbers(s.hands[s.current])
        return option(s, "encrypt", next(i for i, n in enumerate(hand) if n != 7))
    play_out(s, encrypt_no_7, stop=lambda s: s.turn >= until)


def test_field_report_with_fewer_than_three_cards():
    s = emerald(([7, 1], [7, 2]), (3, 4))
    keep_sevens(s, 7)
    assert s.current == 1 and len(s.draw) == 2
    below = numbers(s.draw)                    # bottom first
    play_card(s, "deploy", 7)
    assert s.pending.options == (("order", (0, 1)), ("order", (1, 0)))
    s.apply(("order", (1, 0)))                 # the two cards change places
    assert numbers(s.hands[0])[-1] == below[0] and numbers(s.draw) == [below[1]]
    assert s.current == 0
    play_card(s, "deploy", 7)                  # one card: looked at, no order to choose
    assert last(s, "field_report_look")[3] == (1,) and s.current == 1


# 8 Archivist -------------------------------------------------------------------

def test_archivist_takes_from_the_pile_then_encrypts_a_different_card():
    s = emerald(([8, 1], [2, 3]), (4, 5), encrypted=[6, 9], draw=[7])
    play_card(s, "deploy", 8)
    assert last(s, "look_encrypted")[4] == ((6, 9),)
    assert s.pending.options == (("number", 6), ("number", 9))
    play(s, "number", 9)
    assert numbers(s.hands[0]) == [1, 7, 9]
    assert s.pending.options == (("hand", 0), ("hand", 1))     # never the 9 just taken
    play(s, "hand", 0)
    assert sorted(numbers(s.encrypted)) == [1, 6] and numbers(s.hands[0]) == [7, 9]
    assert view(s, 0).known_encrypted == (1, 6)


def test_an_opponents_archivist_lapses_what_you_knew_of_the_pile():
    s = emerald(([1, 8], [2, 3]), (4, 5), encrypted=[6, 9], draw=[7, 7])
    play_card(s, "encrypt", 1)
    play_card(s, "encrypt", 3)
    assert view(s, 1).known_encrypted == (3,) and view(s, 0).known_encrypted == (1,)
    play_card(s, "deploy", 8)
    play(s, "number", 3)
    play(s, "hand", 0)
    assert view(s, 1).known_encrypted == ()    # the 3 may have been taken
    assert view(s, 0).known_encrypted == tuple(sorted(numbers(s.encrypted)))


def test_archivists_encrypt_step_fires_wiretap():
    deck = ("wiretap",) + CITRINE[1:7] + ("archivist",) + CITRINE[8:]
    s = game(([8, 2], [1, 3]), (4, 5), draw=[6, 7, 9], deck=deck)
    play_card(s, "encrypt", 2)
    play_card(s, "deploy", 1)                  # Wiretap into play
    play_card(s, "deploy", 8)
    play(s, "number", s.pending.options[0][1])
    play(s, "hand", 0)
    shown = last(s, "wiretap_shown")
    assert shown[3] == (1, "encrypted") and shown[5] == 0b011
    assert numbers(s.discard) == [1, 8]        # the Wiretap under the Archivist


# 9 Extraction ------------------------------------------------------------------

def test_extraction_takes_a_face_up_guard_then_discards_a_different_card():
    s = emerald(([9, 1], [5, 3]), (4, 6), draw=[7, 8, 2])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 5)
    face_up_guard(s, 1, 0)
    play_card(s, "deploy", 9)
    play(s, "slot", 0)
    assert numbers(s.hands[0]) == [7, 2, 5] and s.slots[1][0] < 0
    assert s.pending.options == (("hand", 0), ("hand", 1))
    play(s, "hand", 0)
    assert numbers(s.hands[0]) == [2, 5] and numbers(s.discard) == [7, 9]
    assert 5 in view(s, 1).sides[0].known_hand
