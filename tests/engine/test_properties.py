"""Invariants over thousands of random games, both variants."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import GameState, IllegalChoice
from game.engine.cards import DECK_SIZE
from game.engine.playout import play_out, states, uniform

from helpers.scripted import CITRINE, random_mix

VARIANTS = st.sampled_from(["standard", "strategic"])
SEEDS = st.integers(min_value=0, max_value=2**32)


def zones(s: GameState) -> list[int]:
    """Every physical card in every zone (Extra Protections included)."""
    cards = [*s.hands[0], *s.hands[1], *s.draw, *s.discard, *s.encrypted, *s.resolving,
             *s.play_area[0], *s.play_area[1]]
    cards += [c for c in s.suitcase if c >= 0]
    for p in (0, 1):
        cards += [c for c in s.slots[p] if c >= 0]
        cards += [c for c in s.tuck[p] if c >= 0]
    return cards


def play_checked(seed: int, variant: str, check, deck=CITRINE) -> GameState:
    """A random game with `check` run on every state it passes through, the first and last included."""
    s = GameState(deck, variant, first_player=seed % 2, seed=seed)
    for s in states(s, uniform(random.Random(seed))):
        check(s)
    return s


DECKS = st.one_of(st.just(CITRINE), st.builds(random_mix, st.integers(0, 10**6)))


@settings(max_examples=2000, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, deck=DECKS)
def test_every_card_is_in_exactly_one_zone_and_guards_never_exceed_three(seed, variant, deck):
    def check(s: GameState) -> None:
        cards = zones(s)
        if s.turn >= 0:
            assert sorted(cards) == list(range(DECK_SIZE))
        for p in (0, 1):
            assert sum(c >= 0 for c in s.slots[p]) <= 3
            for t in range(3):
                assert s.tuck[p][t] < 0 or s.slots[p][t] >= 0  # a tuck always covers a Guard
    play_checked(seed, variant, check, deck)


@settings(max_examples=1000, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, deck=DECKS)
def test_twelve_turns_hand_limits_and_one_final_card_each(seed, variant, deck):
    hand_at_turn_end = []

    def check(s: GameState) -> None:
        if s.pending is not None and s.pending.kind == "action":
            opponent = 1 - s.current
            hand_at_turn_end.append(len(s.hands[opponent]))
            assert len(s.hands[s.current]) <= 3
    s = play_checked(seed, variant, check, deck)
    turns = [e for e in s.events if e[1] == "turn"]
    assert [e[3][0] for e in turns] == list(range(12))
    assert [e[2] for e in turns] == [s.first, 1 - s.first] * 6
    draws = [e for e in s.events if e[1] == "draw"]
    assert draws[-1][2] == 1 - s.first and not s.draw
    assert all(n <= 2 for n in hand_at_turn_end)
    assert [len(h) for h in s.hands] == [1, 1]
    assert s.result is not None


@settings(max_examples=300, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, data=st.data())
def test_an_illegal_choice_leaves_the_state_exactly_as_it_was(seed, variant, data):
    s = GameState(CITRINE, variant, first_player=seed % 2, seed=seed)
    stop = data.draw(st.integers(min_value=0, max_value=40))
    play_out(s, uniform(random.Random(seed)), stop=lambda s: len(s.history) >= stop)
    before = s.snapshot()
    bad = data.draw(st.sampled_from([("deploy", 9), ("number", 0), ("order", (2, 1)),
                                     ("slot", 5), ("deal", (1,) * 18), ("pass",)]))
    if s.pending is not None and s.pending.options is not None and bad in s.pending.options:
        return
    with pytest.raises(IllegalChoice):
        s.apply(bad)
    assert s.snapshot() == before


def test_the_same_seed_and_choices_give_the_same_game():
    a = play_checked(11, "standard", lambda s: None)
    b = play_checked(11, "standard", lambda s: None)
    assert a.snapshot() == b.snapshot()


def test_replaying_the_history_reproduces_the_final_state():
    a = play_checked(5, "strategic", lambda s: None)
    b = GameState(CITRINE, "strategic", first_player=a.first, seed=99)
    for choice in a.history:
        b.apply(choice)
    assert b.snapshot(with_generator=False) == a.snapshot(with_generator=False)
