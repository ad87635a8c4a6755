"""The swap test, the standard proof of secrecy.

If a viewer cannot tell two hidden cards apart, swapping them must not change
their view. Two forms: swapping two cards in a reachable state (the view reads
the table correctly), and swapping two cards in the deal and replaying the same
choices (the events and what they tell each viewer are correct).
"""

from __future__ import annotations

import dataclasses
import pickle
import random
from itertools import islice
from typing import Callable

import game.engine.view as view_module
from game.engine import CHANCE, GameState, IllegalChoice
from game.engine.cards import NUM
from game.engine.decision import ACTION, SHOW_CARD
from game.engine.events import Payload
from game.engine.knowledge import holds
from game.engine.playout import states, uniform
from game.engine.view import View, events_seen, view

from helpers.scripted import deck_for, game, hand_position, play, play_card
from helpers.swaps import Pair, candidate_pairs, swap

VIEWERS = (0, 1, None)
ViewFn = Callable[[GameState, "int | None"], View]


# ----- swapping two cards in a state ------------------------------------------

def distinguishing_swaps(s: GameState, viewer: int | None, pairs: list[Pair],
                         view_fn: ViewFn = view) -> list[Pair]:
    """The swaps after which the viewer's view (or their legal actions) would differ."""
    before = pickle.dumps(view_fn(s, viewer))
    found = []
    for a, b in pairs:
        s2 = s.copy()
        swap(s2, a, b)
        differs = pickle.dumps(view_fn(s2, viewer)) != before
        pending = s.pending
        if pending is not None and pending.player == viewer and pending.kind == ACTION:
            differs |= s2.action_options(viewer) != pending.options
        if differs:
            found.append((a, b))
    return found


def reachable_states(seeds: range, rate: float):
    """Random games of both variants, yielding states stopped at random steps."""
    for seed in seeds:
        rng = random.Random(seed)
        s = GameState(deck_for(seed), ("standard", "strategic")[seed % 2],
                      first_player=seed // 2 % 2, seed=seed)
        for s in islice(states(s, uniform(rng)), 1, None):  # after each choice
            if rng.random() < rate or s.pending is None:
                yield s, rng


def test_swapping_cards_a_viewer_cannot_tell_apart_changes_nothing_they_see():
    states = swaps = broken = 0
    for s, rng in reachable_states(range(300), rate=0.15):
        states += 1
        for viewer in VIEWERS:
            keep, refused = candidate_pairs(s, viewer, rng, limit=2)
            assert keep, (s.history, viewer)
            assert distinguishing_swaps(s, viewer, keep) == [], (s.history, viewer)
            swaps += len(keep)
            broken += len(refused)
    assert states >= 1000 and swaps >= 6000
    assert broken > 100  # knowledge really rules swaps out (e.g. a card the viewer Encrypted)


def test_a_swap_breaking_what_the_viewer_knows_is_refused():
    s = game(([7, 9], [1, 8]), (5, 6), [3, 3], [2, 4])
    play_card(s, "encrypt", 7)
    mine = ("encrypted", 0, s.encrypted.index(next(c for c in s.encrypted if NUM[c] == 7)))
    theirs = ("hand", 1, hand_position(s, 1, 8))
    k = view(s, 0).knowledge
    swap(s, mine, theirs)
    assert not holds(k, s)
    swap(s, mine, theirs)
    assert holds(view(s, 1).knowledge, s)
    keep, _ = candidate_pairs(s, 0, random.Random(1), limit=10_000, tries=10_000)
    assert keep
    assert all(a[0] == b[0] == "encrypted" for a, b in keep if mine in (a, b))  # unordered pile


def _leaky_side(original: Callable) -> Callable:
    def side(state, player, viewer, knowledge):
        real = original(state, player, viewer, knowledge)
        return dataclasses.replace(real, hand=tuple(sorted(NUM[c] for c in state.hands[player])))
    return side


def test_the_swap_test_catches_a_view_that_leaks_the_opponents_hand(monkeypatch):
    monkeypatch.setattr(view_module, "_side", _leaky_side(view_module._side))
    caught = 0
    for s, rng in reachable_states(range(5), rate=0.5):
        keep, _ = candidate_pairs(s, 0, rng, limit=20)
        caught += len(distinguishing_swaps(s, 0, keep))
    assert caught > 0


# ----- swapping two cards in the deal and replaying the same choices ----------

def _see_table(s: GameState, seen: dict) -> None:
    """Mark the cards each viewer sees on the table now."""
    public = [*s.discard, *s.resolving, *s.play_area[0], *s.play_area[1]]
    for p in (0, 1):
        public += [c for t, c in enumerate(s.slots[p]) if c >= 0 and (s.face_up[p][t] or s.result)]
        public += [c for c in s.tuck[p] if c >= 0]
    if s.result is not None:                       # the Big Reveal
        public += [*s.hands[0], *s.hands[1], *s.suitcase]
    for viewer in VIEWERS:
        seen[viewer].update(public)
    for p in (0, 1):
        seen[p].update(s.hands[p])
        seen[p].update(c for c in s.slots[p] if c >= 0)
        if s.suitcase[p] >= 0:
            seen[p].add(s.suitcase[p])


def play_watching(seed: int, variant: str, stop: int) -> tuple[GameState, dict, set]:
    """A random game stopped after `stop` choices, with the cards each viewer saw, and
    the hidden cards whose number decided something public: the Suitcase of a player
    who answered a question, a face-down Guard that faced an Attempt."""
    rng = random.Random(seed)
    s = GameState(deck_for(seed), variant, first_player=seed % 2, seed=seed)
    seen = {v: set() for v in VIEWERS}
    touched: set[int] = set()
    while s.pending is not None and len(s.history) < stop:
        pending = s.pending
        choice = s.chance_outcome() if pending.player == CHANCE else rng.choice(pending.options)
        if pending.kind == SHOW_CARD:
            attacker = s.ctx[0]
            seen[attacker].add(s.hands[1 - attacker][choice[1]])
        logged = len(s.events)
        draw_before = list(s.draw)
        drawn = 0
        s.apply(choice)
        for e in events_seen(s.events[logged:], 0):
            kind, actor, public = e.kind, e.actor, e.public
            drawn += kind == "draw"
            if kind == "show_hand":
                seen[public.to].update(s.hands[actor])
            elif kind in ("answer", "petal"):
                touched.add(s.suitcase[actor])
                if kind == "answer":
                    touched.update(_answer_depends_on(s, actor, public))
            elif kind == "wiretap_shown":
                where = public.where
                seen[public.owner].add(s.slots[actor][where] if isinstance(where, int)
                                    else s.encrypted[-1] if where == "encrypted" else -1)
            elif kind == "look_encrypted":
                seen[actor].update(s.encrypted)
            elif kind in ("peek", "field_report_look"):
                top = len(draw_before) - drawn
                seen[actor].update(draw_before[top - public.how_many:top])
            elif kind == "reveal_card":
                for viewer in VIEWERS:
                    seen[viewer].update(c for c in s.hands[actor] if c // 2 + 1 == public.number)
            elif kind == "attempt" and s.slots[1 - actor][public.slot] >= 0:
                touched.add(s.slots[1 - actor][public.slot])
        _see_table(s, seen)
    return s, seen, touched


def _answer_depends_on(s: GameState, actor: int, public: Payload) -> list[int]:
    """Hidden cards besides the Suitcase that an answer's truth depends on."""
    if public.ability == "interrogation":
        n = public.asked
        return s.hands[actor] + [2 * (n - 1), 2 * (n - 1) + 1]
    if public.ability == "double_agent":
        return [s.slots[actor][public.asked]]
    return []


def deal_cards(order: tuple[int, ...]) -> list[int]:
    """The physical card dealt at each position (the engine numbers copies in deal order)."""
    copies = [0] * 10
    cards = []
    for n in order:
        cards.append(2 * (n - 1) + copies[n])
        copies[n] += 1
    return cards


def replay_swapped(s: GameState, i: int, j: int) -> GameState | None:
    """The same game dealt with positions i and j exchanged; None if a choice becomes illegal."""
    order = list(s.history[0][1])
    order[i], order[j] = order[j], order[i]
    s2 = GameState(s.abilities[1:], s.variant, first_player=s.first, seed=0)
    try:
        s2.apply(("deal", tuple(order)))
        for choice in s.history[1:]:
            s2.apply(choice)
    except IllegalChoice:
        return None
    return s2


def _different_pairs(order, firsts, seconds, rng, count):
    pairs = [(i, j) for i in firsts for j in seconds if i != j and order[i] != order[j]]
    rng.shuffle(pairs)
    return pairs[:count]


def history_swap_outcomes(seeds: range) -> tuple[int, int, int, list]:
    """Replay deals with two cards exchanged: returns (unseen pairs checked, seen pairs
    checked, illegal replays, failures)."""
    unseen_checked = seen_checked = illegal = 0
    failures = []
    for seed in seeds:
        rng = random.Random(seed + 1000)
        s, seen, touched = play_watching(seed, ("standard", "strategic")[seed % 2], rng.randrange(2, 45))
        order = s.history[0][1]
        cards = deal_cards(order)
        for viewer in VIEWERS:
            mine = pickle.dumps(view(s, viewer))
            blind = [i for i, c in enumerate(cards) if c not in seen[viewer] | touched]
            saw = [i for i, c in enumerate(cards) if c in seen[viewer]]
            for i, j in _different_pairs(order, blind, blind, rng, 2):
                s2 = replay_swapped(s, i, j)
                if s2 is None:
                    illegal += 1
                    continue
                unseen_checked += 1
                if pickle.dumps(view(s2, viewer)) != mine:
                    failures.append(("unseen swap changed the view", seed, viewer, i, j))
            # Dead Drop and Archivist take from the pile by number: after a swap the same choice may
            # bring the other copy of that number into the hand, so "seen" cards no
            # longer pin down the view there.
            exchanged = any(e[1] in ("dead_drop_exchange", "archivist_take") for e in s.events)
            for i, j in _different_pairs(order, saw, range(18), rng, 0 if exchanged else 1):
                s2 = replay_swapped(s, i, j)
                if s2 is None:
                    illegal += 1
                    continue
                seen_checked += 1
                if pickle.dumps(view(s2, viewer)) == mine:
                    failures.append(("seen swap left the view unchanged", seed, viewer, i, j))
    return unseen_checked, seen_checked, illegal, failures


def test_swapping_unseen_cards_in_the_deal_changes_no_event_a_viewer_sees():
    unseen, seen, _, failures = history_swap_outcomes(range(150))
    assert failures == []
    assert unseen >= 500 and seen >= 200


def test_the_history_swap_catches_events_that_leak_their_secret(monkeypatch):
    honest = view_module.events_seen
    monkeypatch.setattr(view_module, "events_seen",       # every secret shown to every viewer
                        lambda events, viewer: honest([(*e[:5], 0b111) for e in events], viewer))
    _, _, _, failures = history_swap_outcomes(range(20))
    assert any(kind == "unseen swap changed the view" for kind, *_ in failures)


def test_a_card_the_viewer_encrypted_swapped_in_the_deal_shows_in_their_events():
    s = game(([7, 9], [1, 8]), (5, 6), [3, 3], [2, 4])
    play_card(s, "encrypt", 7)
    play(s, "encrypt", hand_position(s, 1, 8))
    order = s.history[0][1]
    s2 = replay_swapped(s, order.index(7), order.index(1))   # player 0's 7, player 1's 1
    assert s2 is not None
    assert view(s2, 0).knowledge.encrypted == (1,)
    assert pickle.dumps(view(s2, 0)) != pickle.dumps(view(s, 0))


def test_a_shown_hand_says_nothing_of_its_order():
    """Test Access Codes shows the numbers of a hand, never the order the engine keeps it in."""
    seen = []
    for hand in ([8, 1], [1, 8]):
        s = game(([1, 2], hand), (5, 6), draw=[7])
        play_card(s, "deploy", 2)
        seen.append(view(s, 0))
    assert seen[0] == seen[1]
