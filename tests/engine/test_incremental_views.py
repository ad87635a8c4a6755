"""A view read on from the viewer's last one equals a view built from the whole log."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import GameState
from game.engine.knowledge import track
from game.engine.view import View, events_seen, view

from helpers.scripted import CITRINE, EMERALD, RUBY, random_mix, random_step, wiretap_after_seen_hand

VIEWERS = (0, 1, None)
DECKS = st.one_of(st.sampled_from([CITRINE, RUBY, EMERALD]), st.builds(random_mix, st.integers(0, 10**6)))
VARIANTS = st.sampled_from(["standard", "strategic"])
SEEDS = st.integers(min_value=0, max_value=2**32)


def rebuilt(state: GameState, viewer: int | None) -> View:
    """The view built from nothing: the whole log named and tracked again."""
    fresh = state.copy()
    fresh.read_by = (None, None, None)
    result = view(fresh, viewer)
    assert result.events == events_seen(state.events, viewer)
    assert result.knowledge == track(result.events, viewer)
    return result


def check(state: GameState, viewer: int | None) -> None:
    assert view(state, viewer) == rebuilt(state, viewer)


@settings(max_examples=300, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, deck=DECKS, cadence=st.integers(1, 5))
def test_views_read_on_equal_views_rebuilt_over_whole_games(seed, variant, deck, cadence):
    """Every viewer, looking at random moments, sees what a full rebuild shows; so do copies
    played on differently and pickled clones, and the original is untouched by them."""
    rng = random.Random(seed)
    state = GameState(deck, variant, first_player=seed % 2, seed=seed)
    while state.pending is not None:
        random_step(state, rng)
        for viewer in VIEWERS:
            if rng.randrange(cadence) == 0:
                check(state, viewer)
        if rng.randrange(8) == 0:
            other = state.copy()
            other.rng.seed(rng.random())
            branch = random.Random(rng.random())
            for _ in range(rng.randrange(1, 6)):
                if other.pending is None:
                    break
                random_step(other, branch)
                check(other, rng.choice(VIEWERS))
            check(state, rng.choice(VIEWERS))
            clone = pickle.loads(pickle.dumps(state))
            check(clone, rng.choice(VIEWERS))
    for viewer in VIEWERS:
        check(state, viewer)


@pytest.mark.parametrize("move", ["encrypt", "enlist_guard"])
def test_a_card_wiretap_shows_later_in_the_step_is_known_after_a_view_inside_the_step(move):
    state = wiretap_after_seen_hand(move)
    log = state.events
    shown = max(i for i, e in enumerate(log) if e[1] == "wiretap_shown")
    partial = state.copy()
    partial.events = log[:shown]
    view(partial, 0)
    partial.events = log[:]
    assert view(partial, 0) == rebuilt(state, 0)


@settings(max_examples=200, deadline=None)
@given(seed=SEEDS, variant=VARIANTS, deck=DECKS)
def test_a_view_taken_in_the_middle_of_a_step_is_read_again_from_the_start(seed, variant, deck):
    """A later event of a step can show the viewer an earlier one's card (Wiretap): a reading
    that stopped inside a step does not read on from there."""
    rng = random.Random(seed)
    state = GameState(deck, variant, first_player=seed % 2, seed=seed)
    while state.pending is not None:
        random_step(state, rng)
        log = state.events
        viewer = rng.choice(VIEWERS)
        partial = state.copy()
        partial.events = log[:rng.randrange(1, len(log) + 1)]
        check(partial, viewer)
        partial.events = log[:]
        check(partial, viewer)
        check(state, viewer)
