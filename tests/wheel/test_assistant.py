"""The Cypher Wheel's assistant: every automatic mark is true against the real game, and says why.

Random games of every deck (the three ready decks and random mixes), both
set-ups, checked after every decision for both players: a struck Suitcase
Number is never the real one, an "X" never hides a third copy, a struck Guard
number is never that Guard's number, and what "their view" strikes about your
own Suitcase is never your Suitcase Number.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.decks.deck import load_ready_deck, mixed_deck
from game.engine import CHANCE, GameState
from game.engine.cards import NUM, NUMBERS
from game.engine.view import view
from game.text.wheel_words import ring_order, turn_label
from game.wheel.assistant import assist, exposure, in_sight
from game.wheel.evidence import turns

from helpers.scripted import game, play, play_card

DECKS = [load_ready_deck("citrine"), load_ready_deck("ruby"), load_ready_deck("emerald")]


def deck_for(seed: int):
    if seed % 4 < 3:
        return DECKS[seed % 4]
    rng = random.Random(seed)
    return mixed_deck("".join(rng.choice("cre") for _ in NUMBERS))


def hidden_copies(state: GameState, viewer: int) -> Counter:
    """Copies of each number in places the viewer cannot see and does not know of."""
    v = view(state, viewer)
    them = 1 - viewer
    hidden = Counter(NUM[c] for c in [*state.hands[them], *state.encrypted, *state.draw])
    if state.suitcase[them] >= 0:
        hidden[NUM[state.suitcase[them]]] += 1
    for t, card in enumerate(state.slots[them]):
        if card >= 0 and v.sides[them].slots[t].number is None:
            hidden[NUM[card]] += 1
    known = Counter([*v.sides[them].known_hand, *v.known_encrypted, *(n for _, n in v.known_draw)])
    assert not known - hidden, "what the viewer knows of a hidden place is there"
    return hidden - known


def check(state: GameState, deck) -> None:
    for viewer in (0, 1):
        v = view(state, viewer)
        them = 1 - viewer
        a = assist(v, "odds", deck)
        real = NUM[state.suitcase[them]] if state.suitcase[them] >= 0 else None
        assert real not in a.struck, "a struck Suitcase Number is never the real one"
        if a.odds is not None and real is not None and state.turn >= 0:
            assert a.odds[real] > 0 and sum(a.odds) == pytest.approx(1)
        hidden = hidden_copies(state, viewer)
        for n in NUMBERS:
            assert 2 - hidden[n] <= a.seen[n], f"/ and X count at least the copies in sight ({n})"
            assert len(in_sight(v)[n]) == 2 - hidden[n], "each copy in sight has its place"
            if a.seen[n] or n in a.struck:
                assert a.why[n], f"every mark on {n} says why"
        for strip in a.guards:
            guard = NUM[state.slots[them][strip.slot]]
            assert guard not in strip.struck, "a struck Guard number is never that Guard's number"
            assert all(strip.why[n] for n in strip.struck)
            assert strip.odds[guard] > 0
        for n, chance in a.hand:
            assert 0 <= chance <= 1
        if state.suitcase[viewer] >= 0:
            mine = NUM[state.suitcase[viewer]]
            e = exposure(v, deck)
            assert mine not in e.struck, "what they can rule out is never your own Suitcase Number"
            assert e.seen[mine] <= 1


@pytest.mark.parametrize("seed", range(80))
def test_every_automatic_mark_is_true_in_random_games(seed):
    deck = deck_for(seed)
    variant = "strategic" if seed % 3 == 2 else "standard"
    rng = random.Random(seed)
    state = GameState(deck.abilities(), variant, seed % 2, seed)
    while state.pending is not None:
        if state.pending.player == CHANCE:
            state.resolve_chance()
        else:
            state.apply(rng.choice(state.pending.options))
        check(state, deck)


CITRINE = DECKS[0]


def test_fortune_teller_no_strikes_the_five_numbers_within_two_and_says_so_with_the_turn():
    s = game(([1, 9], [2, 3]), (6, 5))
    play_card(s, "deploy", 1)
    play(s, "number", 1)
    a = assist(view(s, 0), "facts", CITRINE)
    assert a.struck == (1, 2, 3, 8, 9)
    why = a.why[8]
    assert [w.text for w in why if w.event is not None] == [
        "Turn 1: Fortune Teller named 1; not within 2: strikes 8, 9, 1, 2, 3"]
    assert why[-1].event.kind == "answer"
    assert a.odds is None and a.hand == (), "odds only at Odds"
    assert assist(view(s, 0), "off", CITRINE).struck == ()


def test_a_failed_attempt_strikes_the_guards_numbers_and_says_which_assassin():
    s = game(([4, 1], [8, 3]), (5, 7), draw=[9, 2, 6])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 8)
    play_card(s, "enlist_assassin", 4, 0)
    s.apply(s.pending.options[0])
    a = assist(view(s, 0), "odds", CITRINE)
    strip = a.guards[0]
    assert strip.slot == 0 and {2, 3, 4, 5, 6} <= set(strip.struck) and 8 not in strip.struck
    assert any("Switch Places (4) (Code 3-4-5) failed against this Guard: strikes 2, 3, 4, 5, 6" in w.text
               for w in strip.why[4])
    assert strip.odds[8] > 0


def test_their_view_strikes_what_your_answers_told_them():
    s = game(([9, 1], [1, 3]), (6, 5))
    play_card(s, "encrypt", 9)
    play_card(s, "deploy", 1)                   # player 2 asks player 1
    play(s, "number", 1)
    e = exposure(view(s, 0), CITRINE)
    assert e.suitcase == 6 and e.struck == (1, 2, 3, 8, 9)
    assert e.why[2][0].text.startswith("Turn 2: Fortune Teller named 1; not within 2")


def test_turns_and_ring_order_read_as_players_count():
    s = game(([1, 9], [2, 3]), (6, 5))
    assert turns(view(s, 0).events)[0] == -1 and turn_label(-1) == "Set-up"
    assert turn_label(9) == "Turn 10" and turn_label(10) == "Final turn"
    assert ring_order((1, 2, 3, 8, 9)) == [8, 9, 1, 2, 3]
    assert ring_order((5, 6, 7)) == [5, 6, 7]
