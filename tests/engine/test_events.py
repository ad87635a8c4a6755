"""The declaration table: the log refuses what it does not declare, and payloads read by name."""

import pickle

import pytest

from game.engine import GameState
from game.engine.events import ACTOR, BOTH_PLAYERS, EVENTS, EVERYONE, EventKind, UndeclaredEvent
from game.engine.view import events_seen

from helpers.scripted import CITRINE


def test_every_kind_says_what_it_means_and_who_sees_its_secret():
    for name, kind in EVENTS.items():
        assert kind.name == name and kind.meaning.endswith(".")
        assert kind.seen in ((ACTOR, BOTH_PLAYERS) if kind.secret else (EVERYONE,))
        assert len(set(kind.public + kind.secret)) == len(kind.public) + len(kind.secret)


def test_a_secret_part_needs_its_viewers():
    with pytest.raises(ValueError):
        EventKind("telepathy", "A card is known by thought alone.", secret=("number",))
    with pytest.raises(ValueError):
        EventKind("telepathy", "A card is known by thought alone.", seen=ACTOR)


def test_the_log_refuses_an_undeclared_kind_or_a_wrong_field_count():
    s = GameState(CITRINE)
    with pytest.raises(UndeclaredEvent, match="telepathy"):
        s.log("telepathy", 0)
    with pytest.raises(UndeclaredEvent, match="draw"):
        s.log("draw", 0, (), (4, 5))
    with pytest.raises(UndeclaredEvent, match="deploy"):
        s.log("deploy", 0)
    assert s.events == []


def test_who_sees_a_secret_comes_from_the_declaration():
    s = GameState(CITRINE)
    s.log("shown", 0, (1,), (4,))
    s.log("draw", 1, (), (4,))
    s.log("turn", 1, (0, 0))
    assert [e[5] for e in s.events] == [BOTH_PLAYERS, 0b010, EVERYONE]


def test_payloads_read_by_name_equal_plain_tuples_and_pickle():
    s = GameState(CITRINE)
    s.log("enlist_guard", 1, (0,), (7,))
    mine, theirs = events_seen(s.events, 1)[0], events_seen(s.events, 0)[0]
    assert (mine.public.slot, mine.secret.number) == (0, 7) and theirs.secret is None
    assert mine.public == (0,) and mine.secret == (7,) and hash(mine.secret) == hash((7,))
    assert repr(mine.secret) == "EnlistGuardSecret(number=7)"
    again = pickle.loads(pickle.dumps(mine))
    assert again == mine and type(again.secret) is type(mine.secret)
    with pytest.raises(AttributeError, match="slot"):
        mine.secret.slot
