"""The wire: every view of random games of every deck crosses as JSON and comes back equal, as the same bytes."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import GameState
from game.engine.playout import states, uniform
from game.engine.view import view
from game.online.wire import (
    WireError,
    choice_from_json,
    choice_to_json,
    to_bytes,
    view_from_json,
    view_to_json,
)

from helpers.scripted import CITRINE, EMERALD, RUBY, random_mix

DECKS = {"citrine": lambda seed: CITRINE, "ruby": lambda seed: RUBY, "emerald": lambda seed: EMERALD,
         "mix": random_mix}


def positions(deck: str, count: int):
    """`count` positions of random games of `deck` (both variants), the finished ones included."""
    found = 0
    seed = 0
    while found < count:
        rng = random.Random(f"{deck}:{seed}")
        state = GameState(DECKS[deck](seed), ("standard", "strategic")[seed % 2], seed // 2 % 2, seed)
        for s in states(state, uniform(rng)):
            if s.pending is None or rng.random() < 0.12:
                found += 1
                yield s
        seed += 1


@pytest.mark.parametrize("deck", DECKS)
def test_every_view_crosses_the_wire_and_comes_back_equal(deck):
    checked = options = events = 0
    memo = {}
    for s in positions(deck, 100):
        for viewer in (0, 1, None):
            v = view(s, viewer)
            data = view_to_json(v)
            assert view_to_json(v, memo) == data  # events remembered from earlier views encode the same
            text = to_bytes(data)
            back = json.loads(text)
            assert back == data  # plain JSON types only
            assert view_from_json(back) == v
            assert to_bytes(view_to_json(view_from_json(back))) == text  # the same bytes again
            checked += 1
            options += len(v.options())
            events += len(v.events)
        for choice in s.pending.options or () if s.pending else ():
            assert choice_from_json(json.loads(to_bytes(choice_to_json(choice)))) == choice
    assert checked >= 300 and options > 0 and events > 0


def test_a_view_with_a_wrong_field_is_refused_by_name():
    s = next(positions("citrine", 1))
    data = view_to_json(view(s, 0))
    bad = json.loads(to_bytes(data))
    bad["sides"][0]["hand_size"] = 1.5
    with pytest.raises(WireError, match=r"view\.sides\[0\]\.hand_size"):
        view_from_json(bad)
    del bad["sides"]
    with pytest.raises(WireError, match="missing \\['sides'\\]"):
        view_from_json(bad)
    bad = json.loads(to_bytes(data))
    bad["events"][0]["kind"] = "teleport"
    with pytest.raises(WireError, match="not an event kind"):
        view_from_json(bad)


@pytest.mark.parametrize("data, words", [
    ("deploy", "a choice is a list"),
    ([], "a choice is a list"),
    (["deploy"], "has 1 value"),
    (["deploy", "0"], "whole number"),
    (["teleport", 1], "unknown kind"),
    (["order", list(range(100))], "no choice lists more"),
])
def test_a_bad_choice_is_refused_with_what_is_wrong(data, words):
    with pytest.raises(WireError, match=words):
        choice_from_json(data)
