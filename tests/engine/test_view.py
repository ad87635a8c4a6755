"""A view is a plain value holding only what its viewer may know (RULES.md 6, DESIGN.md views)."""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from game.engine import GameState, playout
from game.engine.cards import NUM
from game.engine.view import View, view

from helpers.scripted import CITRINE, game, play_card

VIEWERS = (0, 1, None)


def states(seeds: range, every: int = 7):
    """Random reachable states from random games of both variants, every few steps."""
    for seed in seeds:
        s = GameState(CITRINE, ("standard", "strategic")[seed % 2], first_player=seed // 2 % 2,
                      seed=seed)
        for step, s in enumerate(playout.states(s, playout.uniform(random.Random(seed)))):
            if step and (step % every == 0 or s.pending is None):
                yield s


def dealt(order: tuple[int, ...], variant: str, first: int = 0) -> GameState:
    s = GameState(CITRINE, variant, first_player=first, seed=5)
    s.apply(("deal", order))
    return s


def own_positions(variant: str, player: int, first: int = 0) -> list[int]:
    """Deal positions whose cards `player` sees before their first decision."""
    rounds = 4 if variant == "strategic" else 2
    seat = 0 if player == first else 1
    positions = [2 * r + seat for r in range(rounds)]
    if variant == "standard":
        positions.append(4 + seat)                     # the Suitcase
        if player == first:
            positions.append(8)                        # the first draw
    return positions


@pytest.mark.parametrize("variant", ["standard", "strategic"])
@pytest.mark.parametrize("viewer", VIEWERS)
def test_a_freshly_dealt_view_holds_no_hidden_card_of_the_opponent(variant, viewer):
    rng = random.Random(17)
    base = [n for n in range(1, 10) for _ in range(2)]
    fixed = [] if viewer is None else own_positions(variant, viewer)
    for _ in range(20):
        rng.shuffle(base)
        other = base[:]
        loose = [i for i in range(18) if i not in fixed]
        shuffled = [other[i] for i in loose]
        rng.shuffle(shuffled)
        for i, n in zip(loose, shuffled):
            other[i] = n
        a, b = dealt(tuple(base), variant), dealt(tuple(other), variant)
        assert pickle.dumps(view(a, viewer)) == pickle.dumps(view(b, viewer))
    v = view(a, viewer)
    for side in v.sides:
        if side.player != viewer:
            assert side.hand is None and side.suitcase is None and side.known_hand == ()
    assert v.known_encrypted == () and v.known_draw == ()
    assert all(e.secret is None for e in v.events if e.kind == "dealt" and e.actor != viewer)


def test_own_hand_suitcase_and_face_down_guards_are_visible_to_their_owner_only():
    s = game(([1, 4], [9, 8]), (5, 6), [3, 3], [7, 2])
    play_card(s, "enlist_guard", 1)
    play_card(s, "enlist_guard", 8)
    mine, theirs, table = view(s, 0), view(s, 1), view(s, None)
    assert sorted(mine.sides[0].hand) == [1, 4, 7] and mine.sides[0].suitcase == 5
    assert mine.sides[0].slots[0].number == 1 and mine.sides[1].slots[0].number is None
    assert theirs.sides[1].slots[0].number == 8 and theirs.sides[0].slots[0].number is None
    assert theirs.sides[0].hand is None and theirs.sides[0].suitcase is None
    assert theirs.sides[0].hand_size == 3
    for side in table.sides:
        assert side.hand is None and side.suitcase is None and side.slots[0].number is None
        assert side.slots[0].occupied and not side.slots[0].face_up


PLAIN = (tuple, str, int, bool, type(None))


def _plain_values(value) -> None:
    """Fail unless `value` is built only from dataclasses, tuples, str, int, bool and None."""
    if dataclasses.is_dataclass(value):
        assert type(value).__module__.startswith("game.engine."), type(value)
        for f in dataclasses.fields(value):
            _plain_values(getattr(value, f.name))
    elif isinstance(value, tuple):
        for item in value:
            _plain_values(item)
    else:
        assert type(value) in PLAIN, f"{type(value).__name__} in a view: {value!r}"


def test_a_view_holds_only_plain_values_and_no_state_generator_or_seed():
    for s in states(range(30)):
        for viewer in VIEWERS:
            _plain_values(view(s, viewer))


def test_views_pickle_and_unpickle_equal():
    for s in states(range(20)):
        for viewer in VIEWERS:
            v = view(s, viewer)
            again = pickle.loads(pickle.dumps(v))
            assert again == v and isinstance(again, View)


def test_the_spectator_sees_no_secret():
    for s in states(range(40), every=3):
        v = view(s, None)
        assert all(e.secret in (None, ()) for e in v.events)
        assert all(side.hand is None and side.suitcase is None for side in v.sides)
        assert v.pending is None or v.pending.options is None
        for p in (0, 1):
            for t, slot in enumerate(v.sides[p].slots):
                if slot.occupied and not slot.face_up:   # only a Switch Places, known to all
                    assert slot.number in (None, 4) and slot.number == v.knowledge.guards[p][t]


def test_pending_options_go_only_to_the_deciding_player():
    for s in states(range(20), every=2):
        if s.pending is None:
            continue
        for viewer in VIEWERS:
            v = view(s, viewer)
            assert v.pending.options == (s.pending.options if viewer == s.pending.player else None)
            assert v.options() == (s.pending.options if viewer == s.pending.player else ())


def test_a_finished_game_offers_no_options():
    s = next(s for s in states(range(1), every=1) if s.pending is None)
    assert all(view(s, viewer).options() == () for viewer in VIEWERS)


def test_the_opponents_hand_has_no_order():
    for s in states(range(20), every=3):
        for viewer in (0, 1):
            hand = s.hands[1 - viewer]
            if len(hand) < 2:
                continue
            s2 = s.copy()
            s2.hands[1 - viewer].reverse()
            assert pickle.dumps(view(s2, viewer)) == pickle.dumps(view(s, viewer))
            assert list(view(s, viewer).sides[1 - viewer].known_hand) == sorted(
                view(s, viewer).sides[1 - viewer].known_hand)


def _other_copies(s: GameState) -> GameState:
    """The same table with every card replaced by the other copy of its number."""
    s2 = s.copy()
    for zone in (*s2.hands, *s2.slots, *s2.tuck, *s2.play_area, s2.suitcase, s2.draw,
                 s2.discard, s2.encrypted, s2.resolving):
        zone[:] = [c ^ 1 if c >= 0 else c for c in zone]
    return s2


def test_the_two_copies_of_a_number_have_no_identity_in_any_view():
    for s in states(range(20), every=3):
        s2 = _other_copies(s)
        assert [NUM[c] for c in s2.draw] == [NUM[c] for c in s.draw]
        for viewer in VIEWERS:
            assert pickle.dumps(view(s2, viewer)) == pickle.dumps(view(s, viewer))


def test_a_view_does_not_depend_on_the_seed():
    for s in states(range(10), every=1000):
        other = GameState(CITRINE, s.variant, first_player=s.first, seed=123456789)
        for choice in s.history:
            other.apply(choice)
        for viewer in VIEWERS:
            assert pickle.dumps(view(other, viewer)) == pickle.dumps(view(s, viewer))
