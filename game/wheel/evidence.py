"""The log read as evidence for the Cypher Wheel: which event struck which number, and when.

This is the one place that reads event payloads for the wheel (by position
today; by named fields once events carry them). What an answer rules out is
asked of the engine's own `facts`, given that one event alone, so no rule of
a card is written twice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.engine.cards import NUMBERS, codes_share, in_code
from game.engine.deduction import SUITCASE_FACTS, suitcases_allowed
from game.engine.events import FROM_ENCRYPTED, FROM_HAND
from game.engine.view import EventView, View

SET_UP = -1
"""The turn of events before the first turn."""

EVIDENCE_KINDS = frozenset({
    "answer", "petal", "attack", "attempt", "blocked", "shown", "show_hand", "flip", "reveal_card",
    "wiretap_shown", "decrypt", "switch_into", "peek", "look_encrypted", "field_report_look",
})
"""Answers, Attempt outcomes and cards shown: evidence whoever reads the log."""
SEEN_WHEN_SECRET = frozenset({"dealt", "draw", "setup"})
"""Events that are evidence only to a reader who saw their cards."""


def is_evidence(event: EventView) -> bool:
    """Whether the log's evidence filter keeps this event: an answer, an Attempt, a card seen."""
    if event.kind in EVIDENCE_KINDS:
        return True
    if event.kind == "discard":
        return event.public.source in (FROM_HAND, FROM_ENCRYPTED)
    return event.kind in SEEN_WHEN_SECRET and bool(event.secret)

ENTERS_SLOT: dict[str, Callable[[EventView], list[tuple[int, int]]]] = {
    "enlist_guard": lambda e: [(e.actor, e.public.slot)],
    "enlisted_face_up": lambda e: [(e.public.side, e.public.slot)],
    "switch_into": lambda e: [(e.actor, e.public.slot)],
    "exchange": lambda e: [(e.actor, e.public.slot), (1 - e.actor, e.public.their_slot)],
    "exchange_discard": lambda e: [(e.actor, e.public.slot)],
    "turncoat": lambda e: [(e.actor, e.public.slot)],
    "forged_orders": lambda e: [(e.actor, e.public.slot), (1 - e.actor, e.public.their_slot)],
    "ambush": lambda e: [(e.actor, e.public.slot)],
}
"""Events that put a card into a Guard slot, as (player, slot): a new Guard stands there from then on."""


@dataclass(frozen=True, slots=True)
class Clue:
    """One event, what it said in named fields, and the numbers it rules out by itself."""

    event: EventView
    turn: int
    """The turn it happened in (SET_UP before the first; 10 and 11 are the final turns)."""
    struck: tuple[int, ...]
    ability: str = ""
    """The card that asked ("picking_petals" for a petal, "" for an Attempt)."""
    asked: int = 0
    """The number asked about or named (the slot, for Double Agent)."""
    yes: bool = False
    """The answer; for an Attempt, whether it hit."""
    assassin: int = 0
    """For an Attempt: the Assassin's number."""

    @property
    def actor(self) -> int:
        """Who answered, named the petal, or made the Attempt."""
        return self.event.actor


def turns(events: tuple[EventView, ...]) -> list[int]:
    """The turn of each event."""
    out = []
    turn = SET_UP
    for e in events:
        if e.kind == "turn":
            turn = e.public.turn
        out.append(turn)
    return out


def suitcase_clues(view: View, answerer: int) -> list[Clue]:
    """Each answer and petal `answerer` gave that rules out Suitcase Numbers by itself."""
    out = []
    for e, turn in zip(view.events, turns(view.events)):
        if e.actor == answerer and e.kind in SUITCASE_FACTS:
            allowed = suitcases_allowed(e)
            struck = tuple(n for n in NUMBERS if n not in allowed)
            if struck:
                out.append(_clue(e, turn, struck))
    return out


def guard_since(view: View, player: int, slot: int) -> int:
    """Where in the log the card now in (player, slot) entered it: the Guard's identity for notes."""
    since = 0
    for i, e in enumerate(view.events):
        if (player, slot) in ENTERS_SLOT.get(e.kind, _nowhere)(e):
            since = i
    return since


def guard_clues(view: View, slot: int, suitcases: tuple[int, ...]) -> list[Clue]:
    """Attempts by the viewer and Double Agent answers about the opponent's Guard now in `slot`,
    each with the numbers it rules out (`suitcases`: those still possible, which Double Agent ties to)."""
    me = view.seat()
    them = 1 - me
    since = guard_since(view, them, slot)
    assassin = 0
    out = []
    for i, (e, turn) in enumerate(zip(view.events, turns(view.events))):
        if e.kind == "attack" and e.actor == me:
            assassin = e.public.number
        if i <= since:
            continue
        if e.kind == "attempt" and e.actor == me and e.public.slot == slot:
            hit = bool(e.public.success)
            struck = tuple(g for g in NUMBERS if codes_share(assassin, g) != hit)
            out.append(Clue(e, turn, struck, asked=slot, yes=hit, assassin=assassin))
        elif e.kind == "answer" and e.actor == them and e.public.ability == "double_agent" and e.public.asked == slot:
            yes = bool(e.public.yes)
            struck = tuple(g for g in NUMBERS if not any(in_code(g, s) == yes for s in suitcases))
            out.append(_clue(e, turn, struck))
    return out


def _clue(e: EventView, turn: int, struck: tuple[int, ...]) -> Clue:
    """An answer or a petal as a clue, its fields named."""
    if e.kind == "petal":
        return Clue(e, turn, struck, "picking_petals", e.public.number)
    ability, asked, yes = e.public
    return Clue(e, turn, struck, ability, asked, bool(yes))


def shown_by(view: View, player: int) -> list[tuple[EventView, int, tuple[int, ...]]]:
    """Cards `player` showed the other player from their hand, as the viewer knows them:
    (event, turn, numbers shown at once). Only the viewer's own showings have numbers for sure."""
    out = []
    for e, turn in zip(view.events, turns(view.events)):
        if e.actor != player:
            continue
        numbers: tuple[int, ...] = ()
        if e.kind == "show_hand" and e.secret is not None:
            numbers = tuple(e.secret.cards)
        elif e.kind in ("shown", "wiretap_shown") and e.secret is not None:
            numbers = (e.secret.number,)
        elif e.kind == "reveal_card":
            numbers = (e.public.number,)
        elif e.kind == "answer" and e.public.ability == "interrogation" and e.public.yes:
            numbers = (e.public.asked,)
        if numbers:
            out.append((e, turn, numbers))
    return out


def _nowhere(e: EventView) -> list[tuple[int, int]]:
    return []
