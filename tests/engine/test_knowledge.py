"""What each viewer knows about hidden cards, and when it lapses (RULES.md 6, who learns what)."""

from __future__ import annotations

import random
from itertools import islice

import pytest

from game.engine import CHANCE, GameState
from game.engine.events import Event, EventView, Payload
from game.engine.knowledge import Knowledge, UnknownEvent, holds, track
from game.engine.playout import play_out, states, uniform
from game.engine.view import events_seen, view

from helpers.scripted import CITRINE, deck_for, game, play, play_card, wiretap_after_seen_hand


def known(s: GameState, viewer: int | None) -> Knowledge:
    return view(s, viewer).knowledge


def fact_kinds(k: Knowledge) -> list[tuple[str, tuple]]:
    return [(kind, details) for _, kind, details in k.facts]


# ----- the Encrypted Card Pile ------------------------------------------------

def test_a_card_you_encrypt_stays_known_across_turns():
    s = game(([7, 9], [1, 8]), (5, 6), [3, 3], [2, 4, 2, 4])
    play_card(s, "encrypt", 7)
    step = len(s.history)
    play_card(s, "encrypt", 8)          # the opponent Encrypts too: entering never disturbs
    play_card(s, "deploy", 9)           # Shine Spotlights, nothing to flip
    play_card(s, "deploy", 1)
    k = known(s, 0)
    assert k.encrypted == (7,)
    assert (step, "encrypt", ("encrypted", 7)) in k.facts
    assert known(s, 1).encrypted == (8,)
    assert known(s, None).encrypted == ()
    assert view(s, 0).known_encrypted == (7,)


def test_the_card_encrypted_at_strategic_set_up_is_known_to_its_owner_only():
    s = GameState(CITRINE, "strategic", first_player=0, seed=3)
    order = (1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    s.apply(("deal", order))             # first player 1 3 5 7, second 2 4 6 8
    play(s, "setup", 0, 3)               # Suitcase 1, Encrypt 7
    play(s, "setup", 1, 2)               # Suitcase 4, Encrypt 6
    assert known(s, 0).encrypted == (7,)
    assert known(s, 1).encrypted == (6,)
    assert known(s, None).encrypted == ()
    assert fact_kinds(known(s, 0)) == [("setup", ("encrypted", 7))]


# ----- hands: cards leaving visibly and unseen --------------------------------

def _opponent_shows_two_nines() -> GameState:
    """Player 0 plays Test Access Codes and sees player 1 holding 9 and 9."""
    s = game(([2, 1], [9, 9]), (5, 6), [3, 3], [7, 1, 2, 4])
    play_card(s, "deploy", 2)
    play(s, "number", 9)
    return s


def test_show_hand_makes_the_showers_hand_known_exactly():
    s = _opponent_shows_two_nines()
    assert known(s, 0).hands == ((), (9, 9))
    assert view(s, 0).sides[1].known_hand == (9, 9)
    assert fact_kinds(known(s, 0))[:2] == [("show_hand", ("hand", 1, 9))] * 2
    assert known(s, None).hands == ((), ())      # shown to the player, not the table
    assert known(s, 1).hands == ((), ())         # nothing hidden from the shower


def test_a_known_card_leaving_visibly_forgets_one_copy_only():
    s = _opponent_shows_two_nines()
    play_card(s, "deploy", 9)                    # Shine Spotlights, nothing to flip
    assert known(s, 0).hands == ((), (9,))


def test_a_card_leaving_visibly_that_was_not_known_changes_nothing():
    s = _opponent_shows_two_nines()
    play_card(s, "deploy", 1)                    # the unseen drawn card: Fortune Teller
    play(s, "number", 5)
    assert known(s, 0).hands == ((), (9, 9))


def test_an_unseen_card_leaving_a_hand_lapses_what_was_known_of_it():
    s = game(([2, 1], [9, 7]), (5, 6), [3, 3], [8, 1, 2, 4])
    play_card(s, "deploy", 2)
    play(s, "number", 9)
    assert known(s, 0).hands == ((), (7, 9))
    play_card(s, "encrypt", 7)                   # the opponent cannot see which card went
    k = known(s, 0)
    assert k.hands == ((), ())
    assert k.encrypted == ()                     # nor does the pile card become known


def test_an_unseen_card_leaving_keeps_one_copy_of_a_number_known_twice():
    s = _opponent_shows_two_nines()
    play_card(s, "encrypt", 1)                   # whichever card went, a 9 stays
    assert known(s, 0).hands == ((), (9,))


def test_an_unseen_enlisted_guard_lapses_the_hand_and_is_not_known_either():
    s = game(([2, 1], [9, 7]), (5, 6), [3, 3], [8, 1, 2, 4])
    play_card(s, "deploy", 2)
    play(s, "number", 9)
    play_card(s, "enlist_guard", 7)
    k = known(s, 0)
    assert k.hands == ((), ())
    assert k.guards[1] == (None, None, None)
    assert view(s, 0).sides[1].slots[0].number is None
    assert view(s, 1).sides[1].slots[0].number == 7


@pytest.mark.parametrize("move", ["encrypt", "enlist_guard"])
def test_a_move_the_viewer_saw_keeps_every_other_fact(move):
    s = wiretap_after_seen_hand(move)
    k = known(s, 0)
    assert k.hands == ((), (5,))                 # the 5 stays known: Wiretap showed the 7 go
    if move == "encrypt":
        assert k.encrypted == (7,)
    else:
        assert k.guards[1] == (7, None, None) and view(s, 0).sides[1].slots[0].number == 7
    assert ("wiretap", ("hand", 1, 5)) not in fact_kinds(k)
    assert ("show_hand", ("hand", 1, 5)) in fact_kinds(k)
    assert known(s, None).hands == ((), ())      # the table saw none of it


# ----- a card shown after a failed Attempt ------------------------------------

def _guard_then_failed_attempt(see_hand_first: bool) -> GameState:
    """Player 0 Enlists a 1; player 1 attacks it with a 6 (Codes 9-1-2 and 5-6-7 share nothing)."""
    s = game(([1, 4], [2, 6]), (5, 8), [3, 3], [4, 7, 9, 1])
    play_card(s, "enlist_guard", 1)
    if see_hand_first:
        play_card(s, "deploy", 2)                # Test Access Codes: 4 and 4
        play(s, "number", 4)
        play_card(s, "deploy", 9)                # player 0 keeps 4 and 4
    else:
        play_card(s, "encrypt", 2)
        play_card(s, "encrypt", 9)
    play_card(s, "enlist_assassin", 6, 0)
    assert s.pending.player == CHANCE and s.pending.kind == "show_card"
    s.apply(("show", 0))
    return s


def test_a_card_shown_after_a_failed_attempt_is_known_in_the_hand():
    s = _guard_then_failed_attempt(see_hand_first=False)
    assert known(s, 1).hands == ((4,), ())
    assert fact_kinds(known(s, 1))[-1] == ("shown", ("hand", 0, 4))
    assert known(s, None).hands == ((), ())


def test_a_shown_card_may_be_a_copy_already_known_max_not_sum():
    s = _guard_then_failed_attempt(see_hand_first=True)
    assert known(s, 1).hands == ((4, 4), ())


# ----- Switch Places ----------------------------------------------------------

def _switch_into_face_down_guard() -> GameState:
    """Player 0 Enlists a 1, then puts Switch Places face down into its slot."""
    s = game(([1, 4], [9, 8]), (5, 6), [7, 7], [2, 2, 3, 3])
    play_card(s, "enlist_guard", 1)
    play_card(s, "encrypt", 8)
    play_card(s, "deploy", 4)
    play(s, "switch_into", 0)
    play(s, "hand", 0)                           # discards the 2 drawn first
    return s


def test_a_face_down_switch_places_is_known_to_both_players_and_spectators():
    s = _switch_into_face_down_guard()
    for viewer in (1, None):
        assert known(s, viewer).guards == ((4, None, None), (None, None, None))
        assert view(s, viewer).sides[0].slots[0].number == 4
        assert view(s, viewer).sides[0].slots[0].face_up is False
    assert known(s, 0).guards == ((None,) * 3, (None,) * 3)   # its owner simply sees it
    assert view(s, 0).sides[0].slots[0].number == 4


def test_a_face_down_guard_taken_into_hand_is_not_known_there():
    s = _switch_into_face_down_guard()
    assert known(s, 1).hands == ((), ())


def test_a_face_up_guard_taken_into_hand_by_switch_places_is_known_there():
    s = game(([1, 4], [9, 8]), (5, 6), [3, 3], [7, 2, 5, 9, 1])
    play_card(s, "enlist_guard", 1)
    play_card(s, "encrypt", 8)
    play_card(s, "deploy", 7)                    # Wheel of Fate flips the 1
    play(s, "slot", 0)
    play_card(s, "encrypt", 9)
    play_card(s, "deploy", 4)
    play(s, "switch_into", 0)
    play(s, "hand", 0)                           # discards the 5
    for viewer in (1, None):
        assert known(s, viewer).hands == ((1,), ())
        assert known(s, viewer).guards[0] == (4, None, None)


def test_a_known_face_down_guard_taken_into_hand_stays_known_there():
    s = game(([1, 4], [9, 8]), (5, 6), [3, 3], [4, 2, 2, 1])
    play_card(s, "enlist_guard", 1)
    play_card(s, "encrypt", 8)
    play_card(s, "deploy", 4)
    play(s, "switch_into", 0)
    play(s, "hand", 2)                           # discards the 1 that came back
    play_card(s, "encrypt", 9)
    play_card(s, "deploy", 4)                    # the second Switch Places takes the first
    play(s, "switch_into", 0)
    play(s, "hand", 0)                           # discards the 2
    for viewer in (1, None):
        assert known(s, viewer).hands == ((4,), ())
        assert known(s, viewer).guards[0] == (4, None, None)


def test_a_known_guard_flipped_face_up_is_no_longer_hidden_knowledge():
    s = _switch_into_face_down_guard()
    play_card(s, "deploy", 9)                    # Shine Spotlights flips it
    assert known(s, 1).guards[0] == (None, None, None)
    assert view(s, 1).sides[0].slots[0] == view(s, 0).sides[0].slots[0]
    assert view(s, 1).sides[0].slots[0].number == 4


def test_a_known_guard_killed_is_forgotten():
    s = _switch_into_face_down_guard()
    play_card(s, "enlist_assassin", 3, 0)        # Code 2-3-4 shares 4 with 3-4-5
    assert known(s, 1).guards[0] == (None, None, None)
    assert known(s, None).guards[0] == (None, None, None)


def test_a_known_guard_exchanged_is_face_up_and_forgotten():
    s = game(([1, 4], [8, 4]), (5, 6), [3, 3], [7, 2, 9, 1])
    play_card(s, "enlist_guard", 1)
    play_card(s, "enlist_guard", 8)
    play_card(s, "deploy", 4)
    play(s, "switch_into", 0)
    play(s, "hand", 0)
    assert known(s, 1).guards[0] == (4, None, None)
    play_card(s, "deploy", 4)                    # player 1 exchanges its 8 with that 4
    play(s, "exchange", 0, 0)
    for viewer in (0, 1, None):
        assert known(s, viewer).guards == ((None,) * 3, (None,) * 3)
    assert view(s, 0).sides[1].slots[0].number == 4


# ----- Scavenge ---------------------------------------------------------------

def test_a_card_taken_from_the_discard_pile_is_known_in_the_takers_hand():
    s = game(([9, 1], [5, 8]), (2, 6), [3, 3], [7, 4, 4, 1])
    play_card(s, "deploy", 9)
    play_card(s, "deploy", 5)
    play(s, "pile", 0)                           # takes the 9
    step = len(s.history)
    play(s, "hand", 0)                           # discards the 8
    for viewer in (0, None):
        k = known(s, viewer)
        assert k.hands == ((), (9,))
        assert (step, "take_discard", ("hand", 1, 9)) in k.facts
    play_card(s, "encrypt", 7)
    play_card(s, "deploy", 9)
    assert known(s, 0).hands == ((), ())


# ----- the Draw Deck ----------------------------------------------------------

def test_a_peeked_top_card_is_known_until_drawn_and_then_in_the_drawers_hand():
    s = game(([9, 1], [5, 8]), (2, 6), [3, 3], [7, 4, 6, 1])
    s.react_cost[1] = True                       # as after a REACT: draw, no Action, PEEK 1
    play_card(s, "encrypt", 1)                   # then player 1 peeks, then player 0 draws
    for viewer in (0, 1, None):
        events = view(s, viewer).events
        peeked = track(events[:[e.kind for e in events].index("peek") + 1], viewer)
        assert peeked.draw == (((0, 6),) if viewer == 1 else ())
    assert track(view(s, 1).events[:-1], 1).facts[-1][1:] == ("peek", ("draw", 0, 6))
    assert s.current == 0 and s.events[-1][1] == "draw"
    k = known(s, 1)
    assert k.draw == () and k.hands == ((6,), ())
    assert (len(s.history), "draw", ("hand", 0, 6)) in k.facts


def _peek(step: int, player: int, top: tuple[int, ...]) -> Event:
    return (step, "peek", player, (len(top),), (top,), 1 << player)


def _draw(step: int, player: int, number: int) -> Event:
    return (step, "draw", player, (), (number,), 1 << player)


def _track(events: list[Event], viewer: int | None) -> Knowledge:
    return track(events_seen(events, viewer), viewer)


def test_peeked_cards_are_known_by_depth_and_every_draw_shifts_them():
    events = [_peek(1, 0, (4, 5, 6))]
    assert _track(events, 0).draw == ((0, 4), (1, 5), (2, 6))
    assert _track(events, 1).draw == () and _track(events, None).draw == ()
    events.append(_draw(2, 1, 4))
    assert _track(events, 0).draw == ((0, 5), (1, 6))
    assert _track(events, 0).hands == ((), (4,))
    events.append(_draw(3, 0, 5))
    assert _track(events, 0).draw == ((0, 6),)
    assert _track(events, 0).hands == ((), (4,))  # the viewer's own hand is not hidden from them


def test_a_peek_by_the_opponent_teaches_nothing_but_draws_still_shift():
    events = [_peek(1, 0, (4, 5, 6)), _peek(2, 1, (4,)), _draw(3, 1, 4), _draw(4, 1, 5)]
    k = _track(events, 0)
    assert k.draw == ((0, 6),) and k.hands == ((), (4, 5))
    assert _track(events, 1).hands == ((), ())


# ----- answers, the end, and the event kinds ----------------------------------

def test_answers_given_by_others_are_facts_that_never_lapse():
    s = game(([1, 9], [8, 2]), (5, 6), [3, 3], [7, 4, 4, 1])
    play_card(s, "deploy", 1)
    play(s, "number", 6)
    step = len(s.history)
    play_card(s, "encrypt", 2)
    for viewer in (0, None):
        assert (step, "answer", (1, "fortune_teller", 6, 1)) in known(s, viewer).facts
    assert all(kind != "answer" for _, kind, _ in known(s, 1).facts)


def test_at_the_big_reveal_each_hand_is_known_to_be_its_final_card():
    s = play_out(GameState(CITRINE, "standard", first_player=1, seed=4), uniform(random.Random(4)))
    finals = s.result.final_numbers
    assert known(s, None).hands == ((finals[0],), (finals[1],))
    assert known(s, 0).hands == ((), (finals[1],))


def test_an_unknown_event_kind_raises_rather_than_being_ignored():
    with pytest.raises(UnknownEvent, match="telepathy"):
        track([EventView(1, "telepathy", 0, Payload(), Payload((4,)))], 1)


def _random_states(seeds: range):
    for seed in seeds:
        s = GameState(deck_for(seed), ("standard", "strategic")[seed % 2], first_player=seed // 2 % 2,
                      seed=seed)
        yield from islice(states(s, uniform(random.Random(seed))), 1, None)  # after each choice


def test_knowledge_is_true_in_every_reachable_state():
    learned: set[str] = set()
    for s in _random_states(range(120)):
        for viewer in (0, 1, None):
            k = known(s, viewer)
            assert holds(k, s), (s.history, viewer, k)
            learned.update(kind for _, kind, _ in k.facts)
    assert {"encrypt", "setup", "show_hand", "shown", "take_discard", "switch_into",
            "answer", "petal", "reveal", "wiretap", "look_encrypted", "interrogation",
            "field_report", "reveal_card", "extraction"} <= learned
