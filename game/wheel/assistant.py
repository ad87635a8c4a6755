"""The Cypher Wheel's assistant: the marks it may add for one player, and why.

At "facts" it marks only what is certain: the cards the player has seen
("/" and "X"), the Suitcase Numbers and Guard numbers no deal allows. At
"odds" it adds the exact chances from the same deduction the computer
players use. Each mark carries its reasons, each with the log line it came
from. `exposure` turns the wheel around: what the opponent can know of your
Suitcase, read from your own view alone (the answers you gave, the cards
of yours they saw), never from anything they hold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.ai.assess import assess
from game.decks.deck import Deck
from game.engine.cards import ASSASSIN, GUILD, NUMBERS
from game.engine.deduction import match_chances
from game.engine.view import EventView, SideView, SlotView, View
from game.text import wheel_words as say
from game.text.words import Names, Words
from game.wheel.evidence import guard_clues, guard_since, shown_by, suitcase_clues
from game.wheel.levels import AssistantLevel

Place = tuple
"""A place on the table, as a key for the client's places.place_rect: ("pile", "discard"), ("guard", 1, 0), ..."""


@dataclass(frozen=True, slots=True)
class Why:
    """One reason for an automatic mark: the line to show, and the evidence to point at."""

    text: str
    event: EventView | None = None
    """The log line it comes from, if one event says it."""
    places: tuple[Place, ...] = ()
    """Where the cards it speaks of lie now."""


@dataclass(frozen=True, slots=True)
class GuardStrip:
    """One face-down Guard of the opponent the viewer cannot place: the numbers it could be."""

    slot: int
    since: int
    """Where in the log this Guard entered its slot (notes by hand belong to it)."""
    struck: tuple[int, ...] = ()
    odds: tuple[float, ...] | None = None
    """P(its number is n), index n; only at "odds"."""
    why: tuple[tuple[Why, ...], ...] = ((),) * 10
    """Per number n: why it is struck."""


@dataclass(frozen=True, slots=True)
class Assistance:
    """Everything the assistant draws on one player's wheel at one moment."""

    level: AssistantLevel
    seen: tuple[int, ...] = (0,) * 10
    """Per number n: copies the player has seen and can place (1 "/", 2 "X")."""
    struck: tuple[int, ...] = ()
    """Suitcase Numbers no deal allows."""
    odds: tuple[float, ...] | None = None
    """P(the opponent's Suitcase Number is n), index n; only at "odds"."""
    why: tuple[tuple[Why, ...], ...] = ((),) * 10
    """Per number n: why it has its marks."""
    guards: tuple[GuardStrip, ...] = ()
    hand: tuple[tuple[int, float], ...] = ()
    """At "odds": each card in the player's hand and its chance to be an Unguarded Match now."""


@dataclass(frozen=True, slots=True)
class Exposure:
    """What the opponent can know of the viewer's Suitcase, at least."""

    suitcase: int
    seen: tuple[int, ...]
    """Per number n: copies the opponent has surely seen outside your Suitcase."""
    struck: tuple[int, ...]
    """Numbers they can have ruled out as your Suitcase Number."""
    why: tuple[tuple[Why, ...], ...]


def strips(view: View) -> tuple[GuardStrip, ...]:
    """The opponent's face-down Guards the viewer cannot place, without any mark: room for notes by hand."""
    them = 1 - view.seat()
    return tuple(GuardStrip(t, guard_since(view, them, t)) for t, slot in enumerate(view.sides[them].slots)
                 if slot.occupied and not slot.face_up and slot.number is None)


def assist(view: View, level: AssistantLevel, deck: Deck, names: Names = None) -> Assistance:
    """The assistant's marks for the seated viewer of `view` at `level`."""
    if level == AssistantLevel.OFF or view.viewer is None:
        return Assistance(level, guards=strips(view) if view.viewer is not None else ())
    me = view.seat()
    them = 1 - me
    words = Words(me, deck, names)
    assessment = assess(view)
    d = assessment.deduction
    sight = in_sight(view)
    why: list[list[Why]] = [[] for _ in range(10)]
    for n in NUMBERS:
        if sight[n]:
            why[n].append(Why(say.sighting(n, sight[n], words), places=sight[n]))
        if d.seen[n] > len(sight[n]):
            why[n].append(Why(say.seen_before(n, d.seen[n])))

    certain = d.consistent
    guards = []
    for t, since in ((g.slot, g.since) for g in strips(view)):
        marginal = d.guards[t]
        if marginal is None:  # the deduction places this Guard after all: nothing for the strip to say
            guards.append(GuardStrip(t, since))
            continue
        struck = tuple(n for n in NUMBERS if certain and marginal[n] == 0)
        possible = tuple(n for n in NUMBERS if d.suitcase[n] > 0) or NUMBERS
        guards.append(GuardStrip(t, since, struck, marginal if level == AssistantLevel.ODDS else None,
                                 _guard_reasons(view, t, struck, possible, d.unseen, sight, words)))

    struck = ()
    if certain and any(d.suitcase):
        struck = tuple(n for n in NUMBERS if d.suitcase[n] == 0)
        clues = suitcase_clues(view, them)
        for n in struck:
            reasons = [Why(say.clue_text(c, words), c.event) for c in clues if n in c.struck]
            if not reasons and d.seen[n] < 2:
                sure = _sure_guard(d.guards, n)
                reasons.append(Why(say.other_copy_is_guard(n, sure, words, them)) if sure is not None
                               else Why(say.NO_DEAL))
            why[n] += reasons

    hand: tuple[tuple[int, float], ...] = ()
    mine = view.sides[me].hand or ()
    if level == AssistantLevel.ODDS and view.result is None:
        chances = match_chances(view)
        hand = tuple((n, chances[n]) for n in mine)
    return Assistance(level, d.seen, struck, d.suitcase if level == AssistantLevel.ODDS else None,
                      tuple(tuple(w) for w in why), tuple(guards), hand)


def _sure_guard(marginals: tuple[tuple[float, ...] | None, ...], n: int) -> int | None:
    return next((t for t, m in enumerate(marginals) if m is not None and m[n] == 1), None)


def _guard_reasons(view: View, slot: int, struck: tuple[int, ...], suitcases: tuple[int, ...],
                   unseen: tuple[int, ...], sight: dict[int, tuple[Place, ...]],
                   words: Words) -> tuple[tuple[Why, ...], ...]:
    clues = guard_clues(view, slot, suitcases)
    why: list[tuple[Why, ...]] = [()] * 10
    for n in struck:
        reasons = [Why(say.clue_text(c, words), c.event) for c in clues if n in c.struck]
        if unseen[n] == 0:
            reasons.append(Why(say.sighting(n, sight[n], words), places=sight[n]))
        if not reasons:
            reasons.append(Why(say.NEVER_ASSASSIN if GUILD[n] == ASSASSIN else say.NO_DEAL))
        why[n] = tuple(reasons)
    return tuple(why)


def in_sight(view: View) -> dict[int, tuple[Place, ...]]:
    """Per number: the places where the viewer sees or knows a copy now, one entry per copy."""
    me = view.seat()
    them = 1 - me
    at = _face_up(view, lambda side, slot: slot.number is not None)
    mine = view.sides[me]
    for i, n in enumerate(mine.hand or ()):
        at[n].append(("hand", i))
    if mine.suitcase is not None:
        at[mine.suitcase].append(("suitcase", me))
    for n in view.sides[them].known_hand:
        at[n].append(("hand_of", them))
    for n in view.known_encrypted:
        at[n].append(("pile", "encrypted"))
    for _, n in view.known_draw:
        at[n].append(("pile", "draw"))
    return {n: tuple(places) for n, places in at.items()}


def _face_up(view: View, guard_known: Callable[[SideView, SlotView], bool]) -> dict[int, list[Place]]:
    """Per number: the copies lying face up (Discard Pile, Resolving, play areas, Extra Protection),
    and the Guards `guard_known` says count."""
    at: dict[int, list[Place]] = {n: [] for n in NUMBERS}
    for n in view.discard:
        at[n].append(("pile", "discard"))
    for n in view.resolving:
        at[n].append(("pile", "resolving"))
    extra_protection = view.deck.index("extra_protection") + 1 if "extra_protection" in view.deck else 0
    for side in view.sides:
        for n in side.play_area:
            at[n].append(("play_area", side.player))
        for t, slot in enumerate(side.slots):
            if slot.occupied and slot.number is not None and guard_known(side, slot):
                at[slot.number].append(("guard", side.player, t))
            if slot.extra_protection:
                at[extra_protection].append(("ep", side.player, t))
    return at


def exposure(view: View, deck: Deck, names: Names = None) -> Exposure:
    """What the opponent can have ruled out about the viewer's Suitcase, from the viewer's view only."""
    me = view.seat()
    them = 1 - me
    words = Words(me, deck, names)
    why: list[list[Why]] = [[] for _ in range(10)]
    now = _their_sight_now(view)
    seen = [0] * 10
    for n in NUMBERS:
        seen[n] = len(now[n])
        if now[n]:
            why[n].append(Why(say.their_sight(n, now[n], words, them), places=now[n]))
    for e, turn, numbers in shown_by(view, me):
        for n in set(numbers):
            seen[n] = max(seen[n], numbers.count(n))
            why[n].append(Why(say.shown_text(turn, numbers, words, them), e))
    struck = {n for n in NUMBERS if seen[n] >= 2}
    for clue in suitcase_clues(view, me):
        struck.update(clue.struck)
        for n in clue.struck:
            why[n].append(Why(say.clue_text(clue, words), clue.event))
    suitcase = view.sides[me].suitcase or 0
    return Exposure(suitcase, tuple(min(2, s) for s in seen), tuple(sorted(struck)),
                    tuple(tuple(w) for w in why))


def _their_sight_now(view: View) -> dict[int, tuple[Place, ...]]:
    """Copies the opponent surely sees now: face-up cards, and their own cards the viewer knows of."""
    them = 1 - view.seat()
    at = _face_up(view, lambda side, slot: slot.face_up or side.player == them)
    for n in view.sides[them].known_hand:
        at[n].append(("hand_of", them))
    return {n: tuple(places) for n, places in at.items()}
