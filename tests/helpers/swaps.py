"""Swapping hidden cards in a state: the swap test's tools, shared by the engine's and the bots' secrecy tests."""

from __future__ import annotations

import random

from game.engine import GameState
from game.engine.cards import NUM, SLOTS
from game.engine.knowledge import holds
from game.engine.view import view

Place = tuple[str, int, int]
"""(zone, player, index): a card's place in a state."""
Pair = tuple[Place, Place]


def hidden_places(s: GameState, viewer: int | None) -> list[Place]:
    """Every card whose place hides it from `viewer` (RULES.md 1 and 5: the reveal shows the rest)."""
    places: list[Place] = []
    if s.result is None:
        for p in (0, 1):
            if p == viewer:
                continue
            places += [("hand", p, i) for i in range(len(s.hands[p]))]
            if s.suitcase[p] >= 0:
                places.append(("suitcase", p, 0))
            places += [("slot", p, t) for t in range(SLOTS)
                       if s.slots[p][t] >= 0 and not s.face_up[p][t]]
    places += [("encrypted", 0, i) for i in range(len(s.encrypted))]
    places += [("draw", 0, i) for i in range(len(s.draw))]
    return places


def _zone(s: GameState, place: Place) -> list[int]:
    zone, p, _ = place
    return {"hand": s.hands[p], "suitcase": s.suitcase, "slot": s.slots[p],
            "encrypted": s.encrypted, "draw": s.draw}[zone]


def _index(place: Place) -> int:
    return place[1] if place[0] == "suitcase" else place[2]


def card_at(s: GameState, place: Place) -> int:
    return _zone(s, place)[_index(place)]


def swap(s: GameState, a: Place, b: Place) -> None:
    """Exchange the physical cards at two places, in place."""
    za, zb = _zone(s, a), _zone(s, b)
    ia, ib = _index(a), _index(b)
    za[ia], zb[ib] = zb[ib], za[ia]


def candidate_pairs(s: GameState, viewer: int | None, rng: random.Random,
                    limit: int, tries: int = 40) -> tuple[list[Pair], list[Pair]]:
    """Up to `limit` swaps of hidden cards of different numbers that keep all of the
    viewer's knowledge true, and the tried swaps that would break it."""
    k = view(s, viewer).knowledge
    places = hidden_places(s, viewer)
    pairs = [(a, b) for i, a in enumerate(places) for b in places[i + 1:]
             if NUM[card_at(s, a)] != NUM[card_at(s, b)]]
    rng.shuffle(pairs)
    keep, broken = [], []
    for a, b in pairs[:tries]:
        swap(s, a, b)
        (keep if holds(k, s) else broken).append((a, b))
        swap(s, a, b)
        if len(keep) == limit:
            break
    return keep, broken
