"""Deduction: what a seated player can know of the opponent's hidden cards.

One pure function of a view, the single source of truth for every bot and,
through the heuristic, for the hints. The model: every deal was equally
likely; forced answers, seen cards and Attempt outcomes are hard facts; the
numbers the opponent chose to name (Picking Petals) only rule themselves out;
which card the opponent chose to play face down says nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .abilities import GUARD_NUMBER, HAND, SUITCASE, TUCK_KEYWORD, answer_of, numbers_with
from .cards import NUMBERS, SLOTS, codes_share, in_code
from .events import FROM_HAND, EventView
from .view import View

SLOT_EVENTS: dict[str, Callable[[EventView], list[tuple[int, int]]]] = {
    "enlist_guard": lambda e: [(e.actor, e.public.slot)],
    "enlisted_face_up": lambda e: [(e.public.side, e.public.slot)],
    "switch_into": lambda e: [(e.actor, e.public.slot)],
    "exchange": lambda e: [(e.actor, e.public.slot), (1 - e.actor, e.public.their_slot)],
    "exchange_discard": lambda e: [(e.actor, e.public.slot)],
    "killed": lambda e: [(1 - e.actor, e.public.target)] if e.public.target < SLOTS else [],
    "silent_blade": lambda e: [(1 - e.actor, e.public.slot)],
    "crossfire": lambda e: [(e.actor, e.public.slot), (1 - e.actor, e.public.their_slot)],
    "turncoat": lambda e: [(1 - e.actor, e.public.their_slot), (e.actor, e.public.slot)],
    "forged_orders": lambda e: [(e.actor, e.public.slot), (1 - e.actor, e.public.their_slot)],
    "extraction": lambda e: [(1 - e.actor, e.public.slot)],
    "ambush": lambda e: [(e.actor, e.public.slot)],
}
"""Events that put another card into a Guard slot (or empty it): facts about the
old Guard no longer hold there."""

HAND_EVENTS = frozenset({
    "draw", "deploy", "encrypt", "enlist_guard", "enlisted_face_up", "attack", "take_discard",
    "switch_into", "react", "archivist_take", "extraction", "dead_drop_exchange", "setup",
})
"""Events by a player that change what is in their hand."""


@dataclass(frozen=True, slots=True)
class Facts:
    """The hard facts a viewer holds about the opponent's hidden cards."""

    suitcase: tuple[int, ...]
    """Suitcase Numbers every answer so far allows."""
    guards: tuple[tuple[tuple[str, int], ...], ...]
    """Per opponent slot, facts about the Guard now there: ("miss", assassin) for a
    failed Attempt, ("hit", assassin) for a blocked kill, ("in_code", yes) for
    Double Agent's answer (which ties the Guard to the Suitcase)."""
    hand_lacks: tuple[int, ...]
    """Numbers the opponent said they held none of, with their hand unchanged since."""


def facts(view: View) -> Facts:
    """Read the facts about the opponent of `view.viewer` from the events it saw."""
    me = view.seat()
    them = 1 - me
    suitcase = set(NUMBERS)
    guards: list[list[tuple[str, int]]] = [[] for _ in range(SLOTS)]
    lacks: set[int] = set()
    assassin = 0
    for e in view.events:
        kind, actor = e.kind, e.actor
        for side, slot in SLOT_EVENTS.get(kind, _no_slot)(e):
            if side == them:
                guards[slot] = []
        if actor == them and (kind in HAND_EVENTS or (kind == "discard" and e.public.source == FROM_HAND)):
            lacks.clear()
        if kind == "attack" and actor == me:
            assassin = e.public.number
        elif kind == "attempt" and actor == me:
            guards[e.public.slot].append(("hit" if e.public.success else "miss", assassin))
        elif kind == "answer" and actor == them:
            ability_id, asked, yes = e.public.ability, e.public.asked, e.public.yes
            found = answer_of(ability_id)
            if found.about == SUITCASE:
                suitcase &= set(found.suitcases(asked, bool(yes)))
            elif found.about == GUARD_NUMBER:
                guards[asked].append(("in_code", yes))
            elif found.about == HAND and not yes:
                lacks.add(asked)
        elif kind == "petal" and actor == them:
            suitcase.discard(e.public.number)
    return Facts(tuple(sorted(suitcase)), tuple(tuple(g) for g in guards), tuple(sorted(lacks)))


def _no_slot(e: EventView) -> list[tuple[int, int]]:
    return []


@dataclass(frozen=True, slots=True)
class Unknowns:
    """The cards the viewer cannot place, and the hidden places they fill."""

    counts: tuple[int, ...]
    """Per number (index 0 unused): copies whose place the viewer does not know."""
    suitcase: bool
    """Whether the opponent's Suitcase is one of the places (not before set-up ends)."""
    guards: tuple[int, ...]
    """Opponent slots holding a face-down Guard the viewer does not know."""
    hand: int
    encrypted: int
    draw: int


def unknowns(view: View) -> Unknowns:
    """Count every card the viewer can place; the rest fill the hidden places."""
    me = view.seat()
    them = 1 - me
    placed: list[int] = list(view.discard) + list(view.resolving)
    for side in view.sides:
        placed += side.play_area
        for slot in side.slots:
            if slot.occupied and slot.number is not None:
                placed.append(slot.number)
            if slot.extra_protection:
                placed.append(numbers_with(view.deck, TUCK_KEYWORD)[0])
    mine = view.sides[me]
    placed += mine.hand or ()
    if mine.suitcase is not None:
        placed.append(mine.suitcase)
    theirs = view.sides[them]
    placed += theirs.known_hand
    placed += view.known_encrypted
    placed += [n for _, n in view.known_draw]
    counts = [0] + [2 - placed.count(n) for n in NUMBERS]
    guards = tuple(t for t, slot in enumerate(theirs.slots) if slot.occupied and slot.number is None)
    return Unknowns(
        counts=tuple(counts),
        suitcase=mine.suitcase is not None,
        guards=guards,
        hand=theirs.hand_size - len(theirs.known_hand),
        encrypted=view.encrypted_size - len(view.known_encrypted),
        draw=view.draw_size - len(view.known_draw),
    )


def _guard_allows(guard_facts: tuple[tuple[str, int], ...], g: int, s: int) -> bool:
    for kind, value in guard_facts:
        if kind == "miss" and codes_share(value, g):
            return False
        if kind == "hit" and not codes_share(value, g):
            return False
        if kind == "in_code" and in_code(g, s) != bool(value):
            return False
    return True


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


def weighted_worlds(view: View) -> tuple[Unknowns, Facts, list[tuple[tuple[int, ...], int]]]:
    """Every assignment of numbers to the opponent's Suitcase and unknown Guards that
    the facts allow, with its weight: the number of physical deals behind it."""
    u = unknowns(view)
    f = facts(view)
    counts = list(u.counts)
    suitcases = f.suitcase if u.suitcase else (0,)
    slot_facts = [f.guards[t] for t in u.guards]
    out: list[tuple[tuple[int, ...], int]] = []

    def hand_ways(left: list[int]) -> int:
        if not f.hand_lacks:
            return 1
        pool = sum(left[1:]) - sum(left[n] for n in f.hand_lacks)
        return _falling(pool, u.hand)

    def place(i: int, chosen: tuple[int, ...], weight: int, s: int) -> None:
        if i == len(slot_facts):
            ways = weight * hand_ways(counts)
            if ways:
                out.append((chosen, ways))
            return
        for g in NUMBERS:
            if counts[g] and _guard_allows(slot_facts[i], g, s):
                w = counts[g]
                counts[g] -= 1
                place(i + 1, chosen + (g,), weight * w, s)
                counts[g] += 1

    for s in suitcases:
        if s == 0:
            place(0, (0,), 1, 0)
        elif counts[s]:
            w = counts[s]
            counts[s] -= 1
            place(0, (s,), w, s)
            counts[s] += 1
    return u, f, out


@dataclass(frozen=True, slots=True)
class Deduction:
    """The viewer's exact posterior over the opponent's hidden cards."""

    suitcase: tuple[float, ...]
    """P(Suitcase Number = n), index n (index 0 unused); all zero before set-up ends."""
    guards: tuple[tuple[float, ...] | None, ...]
    """Per opponent slot: P(Guard number = n) for an unknown face-down Guard, else None."""
    seen: tuple[int, ...]
    """Per number: copies the viewer has seen and can place, their own Suitcase
    included (1 is the Cypher Wheel's "/", 2 its "X")."""
    unseen: tuple[int, ...]
    """Per number: copies in the hidden places."""
    hand_known: tuple[int, ...]
    """Numbers known to be in the opponent's hand."""
    hand_lacks: tuple[int, ...]
    """Numbers the opponent's hand is known not to hold (beyond what is known there)."""
    encrypted_known: tuple[int, ...]
    consistent: bool
    """False only if the facts allow no world at all (then the posterior is the prior)."""


def deduce(view: View) -> Deduction:
    """What the seated viewer can deduce about the opponent (RULES.md 8, the Cypher Wheel)."""
    if view.viewer is None:
        raise ValueError("deduction is for a seated player; a spectator has no opponent")
    u, f, worlds = weighted_worlds(view)
    consistent = bool(worlds)
    if not consistent:  # cannot happen under the rules; keep the bots playing anyway
        worlds = [((s,) + (0,) * len(u.guards), max(u.counts[s], 0)) for s in NUMBERS]
    total = sum(w for _, w in worlds) or 1
    suitcase = [0.0] * 10
    guard_marginals = [[0.0] * 10 for _ in u.guards]
    for chosen, w in worlds:
        if chosen[0]:
            suitcase[chosen[0]] += w / total
        for i, g in enumerate(chosen[1:]):
            guard_marginals[i][g] += w / total
    guards: list[tuple[float, ...] | None] = [None] * SLOTS
    for i, t in enumerate(u.guards):
        guards[t] = tuple(guard_marginals[i])
    them = view.sides[1 - view.seat()]
    return Deduction(
        suitcase=tuple(suitcase),
        guards=tuple(guards),
        seen=tuple([0] + [2 - u.counts[n] for n in NUMBERS]),
        unseen=u.counts,
        hand_known=them.known_hand,
        hand_lacks=f.hand_lacks,
        encrypted_known=view.known_encrypted,
        consistent=consistent,
    )
