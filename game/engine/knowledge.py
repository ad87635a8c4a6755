"""What a viewer knows about specific hidden cards, derived from the events they saw.

`track` replays the viewer's event stream (secrets already hidden from them)
and keeps, place by place, the numbers of hidden cards they know. A fact holds
until something the viewer did not see could have moved its card; a move the
viewer saw (its event's secret, or a card shown to them later in the same step,
as Wiretap does) keeps every other fact (RULES.md 6). Every event kind has
exactly one rule in `RULES`, made here for the events of the turn itself and
next to its card for the rest (citrine, ruby, emerald); an event kind without
one raises, so a new card's events can never be silently ignored.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence

from .abilities import HAND, answer_of
from .cards import NUM, SLOTS
from .events import FROM_HAND, EventView
from .tracker import RULES, Knowledge, Tracker, rule, sightings

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["RULES", "Knowledge", "UnknownEvent", "holds", "read", "track"]


class UnknownEvent(ValueError):
    """An event kind `track` has no rule for: give it one in RULES."""


def track(events: Sequence[EventView], viewer: int | None) -> Knowledge:
    """Follow the viewer's events; knowledge lapses when an unseen move could have moved it."""
    tracker = Tracker(viewer)
    read(tracker, events, 0)
    return tracker.knowledge()


def read(tracker: Tracker, events: Sequence[EventView], start: int) -> None:
    """Feed `events[start:]` to a tracker that has read `events[:start]`.

    A later event of a step may show the viewer an earlier event's card (SIGHTINGS), so
    `start` must begin a step: the events before it are whole steps.
    """
    new = events[start:]
    tracker.sighted = {start + index: number for index, number in sightings(new, tracker.viewer).items()}
    for index, event in enumerate(new, start):
        fn = RULES.get(event.kind)
        if fn is None:
            raise UnknownEvent(
                f"no knowledge rule for event kind {event.kind!r}: add one to knowledge.RULES")
        tracker.index = index
        fn(tracker, event)


# ----- events that change no hidden knowledge --------------------------------

@rule("deal", "dealt", "setup_chosen", "resign", "turn", "react_cost", "attempt", "in_play", "trigger", "no_react",
      "blocked")
def _nothing_hidden_moves(t: Tracker, e: EventView) -> None:
    """Public bookkeeping or the viewer's own cards; TRIGGERs entering play or firing, a
    REACT offer passed or a kill blocked: all face up."""


# ----- cards leaving a hand ---------------------------------------------------

@rule("setup")
def _setup(t: Tracker, e: EventView) -> None:
    """Strategic set-up: a Suitcase and an Encrypted card leave the hand, seen by their owner only."""
    if e.secret is None:
        t.hand_loses_unseen(e.actor)
        t.hand_loses_unseen(e.actor)
    else:
        t.hand_loses(e.actor, e.secret.suitcase)
        t.hand_loses(e.actor, e.secret.encrypted)
        t.encrypted.append((e.secret.encrypted, e.step, "setup"))


@rule("encrypt")
def _encrypt(t: Tracker, e: EventView) -> None:
    """The Encrypted pile is unordered: an Encrypted card stays known until an unseen take.
    Unseen, it could be any card of the hand; shown (Wiretap), the rest of the hand stays known."""
    number = t.number_seen(e)
    if not number:
        t.hand_loses_unseen(e.actor)
    else:
        t.hand_loses(e.actor, number)
        t.encrypted.append((number, e.step, "encrypt" if e.secret is not None else "wiretap"))


@rule("enlist_guard")
def _enlist_guard(t: Tracker, e: EventView) -> None:
    """A card goes face down into a slot; unseen, it could be any card of the hand."""
    number = t.number_seen(e)
    if not number:
        t.guard_moves(e.actor, e.public.slot)
        t.hand_loses_unseen(e.actor)
    else:
        t.guard_known(e.actor, e.public.slot, number, e.step,
                      "enlist_guard" if e.secret is not None else "wiretap")
        t.hand_loses(e.actor, number)


@rule("deploy")
def _deploy(t: Tracker, e: EventView) -> None:
    """A card leaves the hand face up; it may go face down later (Switch Places b)."""
    t.hand_loses(e.actor, e.public.number)
    t.deployed = e.public.number


@rule("attack", "react")
def _face_up_from_hand(t: Tracker, e: EventView) -> None:
    """An Assassin, or a REACT card, leaves the hand face up."""
    t.hand_loses(e.actor, e.public.number)


@rule("discard")
def _discard(t: Tracker, e: EventView) -> None:
    """A card from a hand goes face up; Guards leaving slots are handled by the event that moved them."""
    if e.public.source == FROM_HAND:
        t.hand_loses(e.actor, e.public.number)


@rule("enlisted_face_up")
def _enlisted_face_up(t: Tracker, e: EventView) -> None:
    """A TRIGGER sent an enlisted card face up: it left its owner's hand in plain sight."""
    t.hand_loses(e.actor, e.public.number)
    t.guard_moves(e.public.side, e.public.slot)


# ----- cards seen in or entering a hand, the Draw Deck, the Encrypted pile ----

@rule("shown")
def _shown(t: Tracker, e: EventView) -> None:
    """A failed Attempt: one card is seen; it may be a copy already known."""
    if e.secret is not None:
        t.hand_holds(e.actor, e.secret.number, e.step, "shown")


@rule("draw")
def _draw(t: Tracker, e: EventView) -> None:
    """Every draw shifts the Draw Deck; a known top card is now known in the drawer's hand."""
    if t.draw:
        top = t.draw.pop(0)
        if top is not None:
            t.hand_gains(e.actor, top[0], e.step, "draw")


@rule("peek")
def _peek(t: Tracker, e: EventView) -> None:
    """PEEK: the looker learns the top cards by depth (public: only how many)."""
    if e.secret is not None:
        t.draw_seen(e.secret.cards, e.step, "peek")


@rule("look_encrypted")
def _look_encrypted(t: Tracker, e: EventView) -> None:
    """Dead Drop or Archivist: the looker sees the whole Encrypted pile."""
    if e.secret is not None:
        t.pile_is(e.secret.cards, e.step, "look_encrypted")


# ----- Guards -----------------------------------------------------------------

@rule("flip")
def _flip(t: Tracker, e: EventView) -> None:
    """A flipped Guard is public, no longer hidden knowledge."""
    t.guard_moves(e.actor, e.public.slot)


@rule("killed")
def _killed(t: Tracker, e: EventView) -> None:
    """A killed Guard leaves its slot; a killed Extra Protection leaves the tucked Guard as it was."""
    target = e.public.target
    if target < SLOTS:
        t.guard_moves(1 - e.actor, target)


# ----- answers and the end ----------------------------------------------------

@rule("answer")
def _answer(t: Tracker, e: EventView) -> None:
    """A forced answer, public and never outdated; a "yes" about the hand also shows a card."""
    if e.actor != t.viewer:
        ability_id, asked, yes = e.public.ability, e.public.asked, e.public.yes
        t.answers.append((e.step, "answer", (e.actor, ability_id, asked, yes)))
        if yes and answer_of(ability_id).about == HAND:
            t.hand_holds(e.actor, asked, e.step, ability_id)


@rule("reveal")
def _reveal(t: Tracker, e: EventView) -> None:
    """The Big Reveal: each hand is exactly its Final Card."""
    for player, number in enumerate(e.public.finals):
        t.hand_is(player, (number,), e.step, "reveal")


def holds(knowledge: Knowledge, state: "GameState") -> bool:
    """Whether every piece of `knowledge` is true of `state`: a world its viewer cannot rule out."""
    for player in (0, 1):
        if not _contains([NUM[c] for c in state.hands[player]], knowledge.hands[player]):
            return False
        for slot, number in enumerate(knowledge.guards[player]):
            card = state.slots[player][slot]
            if number is not None and (card < 0 or state.face_up[player][slot] or NUM[card] != number):
                return False
    if not _contains([NUM[c] for c in state.encrypted], knowledge.encrypted):
        return False
    draw = state.draw
    return all(depth < len(draw) and NUM[draw[-1 - depth]] == number
               for depth, number in knowledge.draw)


def _contains(numbers: list[int], known: tuple[int, ...]) -> bool:
    return not Counter(known) - Counter(numbers)
