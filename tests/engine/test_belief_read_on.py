"""A belief read on from one kept earlier gives the deduction a fresh read gives.

A search plays many games on from one decision; each reads on from the belief kept at
that decision, in any order, while others are read in between."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import GameState, deduction
from game.engine.deduction import deduce, match_chances
from game.engine.view import view

from helpers.scripted import CITRINE, EMERALD, RUBY, random_mix, random_step, wiretap_after_seen_hand

DECKS = st.one_of(st.sampled_from([CITRINE, RUBY, EMERALD]), st.builds(random_mix, st.integers(0, 10**6)))
VARIANTS = st.sampled_from(["standard", "strategic"])


def fresh(state: GameState, seat: int):
    """Deduction and match chances read from the start, with nothing kept."""
    kept = dict(deduction._READ)
    deduction._READ.clear()
    try:
        seen = view(state, seat)
        return deduce(seen), match_chances(seen)
    finally:
        deduction._READ.clear()
        deduction._READ.update(kept)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), variant=VARIANTS, deck=DECKS)
def test_games_played_on_from_one_decision_deduce_as_read_fresh(seed, variant, deck):
    rng = random.Random(seed)
    root = GameState(deck, variant, first_player=seed % 2, seed=seed)
    for _ in range(rng.randrange(4, 30)):
        if root.pending is None:
            return
        random_step(root, rng)
    for seat in (0, 1):
        deduce(view(root, seat))
    games = [root.copy() for _ in range(4)]
    while any(game.pending is not None for game in games):
        game = rng.choice([game for game in games if game.pending is not None])
        random_step(game, rng)
        seat = rng.randrange(2)
        seen = view(game, seat)
        assert (deduce(seen), match_chances(seen)) == fresh(game, seat)


@pytest.mark.parametrize("move", ["encrypt", "enlist_guard"])
def test_a_belief_read_inside_a_step_is_not_read_on(move):
    """Wiretap shows, later in the step, the card an earlier event moved unseen: a belief
    read before that sighting must not be the one read on from."""
    state = wiretap_after_seen_hand(move)
    log = state.events
    shown = max(i for i, e in enumerate(log) if e[1] == "wiretap_shown")
    partial = state.copy()
    partial.events = log[:shown]
    partial.read_by = (None, None, None)
    deduce(view(partial, 0))
    partial.events = log[:]
    partial.read_by = (None, None, None)
    seen = view(partial, 0)
    assert (deduce(seen), match_chances(seen)) == fresh(state, 0)
