"""What a viewer knows about specific hidden cards, derived from the events they saw.

`track` replays the viewer's event stream (secrets already hidden from them)
and keeps, place by place, the numbers of hidden cards they know, until
something they did not see could have moved those cards (RULES.md 6). Every
event kind has exactly one rule in `RULES`; an event kind without one raises,
so a new card's events can never be silently ignored.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Iterable

from . import knowledge_triggers  # noqa: F401  (registers the rules for the TRIGGER and REACT decks' events)
from .abilities import HAND, answer_of
from .cards import NUM, SLOTS
from .events import FROM_HAND, EventView
from .tracker import RULES, Knowledge, Tracker, rule

if TYPE_CHECKING:
    from .state import GameState

__all__ = ["RULES", "Knowledge", "UnknownEvent", "holds", "track"]


class UnknownEvent(ValueError):
    """An event kind `track` has no rule for: give it one in RULES."""


def track(events: Iterable[EventView], viewer: int | None) -> Knowledge:
    """Follow the viewer's events; knowledge lapses when an unseen move could have moved it."""
    tracker = Tracker(viewer)
    for event in events:
        fn = RULES.get(event.kind)
        if fn is None:
            raise UnknownEvent(
                f"no knowledge rule for event kind {event.kind!r}: add one to knowledge.RULES")
        fn(tracker, event)
    return tracker.knowledge()


# ----- events that change no hidden knowledge --------------------------------

@rule("deal", "dealt", "setup_chosen", "turn", "react_cost", "tuck", "attempt")
def _nothing_hidden_moves(t: Tracker, e: EventView) -> None:
    """Public bookkeeping, the viewer's own cards, or a tuck (the Guard keeps its orientation)."""


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
    """The Encrypted pile is unordered and nothing takes from it: an Encrypted card stays known."""
    if e.secret is None:
        t.hand_loses_unseen(e.actor)
    else:
        t.hand_loses(e.actor, e.secret.number)
        t.encrypted.append((e.secret.number, e.step, "encrypt"))


@rule("enlist_guard")
def _enlist_guard(t: Tracker, e: EventView) -> None:
    """A card goes face down into a slot; unseen, it could be any card of the hand."""
    if e.secret is None:
        t.guard_moves(e.actor, e.public.slot)
        t.hand_loses_unseen(e.actor)
    else:
        t.guard_known(e.actor, e.public.slot, e.secret.number, e.step, "enlist_guard")
        t.hand_loses(e.actor, e.secret.number)


@rule("deploy")
def _deploy(t: Tracker, e: EventView) -> None:
    """A card leaves the hand face up; it may go face down later (Switch Places b)."""
    t.hand_loses(e.actor, e.public.number)
    t.deployed = e.public.number


@rule("attack")
def _attack(t: Tracker, e: EventView) -> None:
    """An Assassin leaves the hand face up."""
    t.hand_loses(e.actor, e.public.number)


@rule("discard")
def _discard(t: Tracker, e: EventView) -> None:
    """A card from a hand goes face up; Guards leaving slots are handled by the event that moved them."""
    if e.public.source == FROM_HAND:
        t.hand_loses(e.actor, e.public.number)


# ----- cards seen in or entering a hand ---------------------------------------

@rule("show_hand")
def _show_hand(t: Tracker, e: EventView) -> None:
    """Test Access Codes: the shower's whole hand is seen."""
    if e.secret is not None:
        t.hand_is(e.actor, e.secret.cards, e.step, "show_hand")


@rule("shown")
def _shown(t: Tracker, e: EventView) -> None:
    """A failed Attempt: one card is seen; it may be a copy already known."""
    if e.secret is not None:
        t.hand_holds(e.actor, e.secret.number, e.step, "shown")


@rule("take_discard")
def _take_discard(t: Tracker, e: EventView) -> None:
    """Scavenge: a face-up card goes into the taker's hand."""
    t.hand_gains(e.actor, e.public.number, e.step, "take_discard")


@rule("draw")
def _draw(t: Tracker, e: EventView) -> None:
    """Every draw shifts the Draw Deck; a known top card is now known in the drawer's hand."""
    if t.draw:
        top = t.draw.pop(0)
        if top is not None:
            t.hand_gains(e.actor, top[0], e.step, "draw")


@rule("peek", "field_report_look")
def _peek(t: Tracker, e: EventView) -> None:
    """PEEK, or Field Report's look: the looker learns the top cards by depth
    (public: only how many)."""
    if e.secret is None:
        return
    cards = e.secret.cards
    while len(t.draw) < len(cards):
        t.draw.append(None)
    for depth, number in enumerate(cards):
        if t.draw[depth] is None:  # a card peeked again was known since the first peek
            t.draw[depth] = (number, e.step, "peek")


# ----- Guards -----------------------------------------------------------------

@rule("switch_into")
def _switch_into(t: Tracker, e: EventView) -> None:
    """Switch Places (b): everyone knows the face-down Switch Places; the Guard goes to hand."""
    slot = e.public.slot
    old = t.guards[e.actor][slot]
    t.guard_known(e.actor, slot, t.deployed, e.step, "switch_into")
    number = e.public.face_up_number or (old[0] if old is not None else 0)
    if number:
        t.hand_gains(e.actor, number, e.step, "switch_into")


@rule("exchange")
def _exchange(t: Tracker, e: EventView) -> None:
    """Switch Places (a): both exchanged Guards end face up."""
    t.guard_moves(e.actor, e.public.slot)
    t.guard_moves(1 - e.actor, e.public.their_slot)


@rule("exchange_discard")
def _exchange_discard(t: Tracker, e: EventView) -> None:
    """Switch Places (a) with the Discard Pile: the slot now holds a face-up card."""
    t.guard_moves(e.actor, e.public.slot)


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
    """A forced answer, public and never outdated; Interrogation's "yes" also shows a card."""
    if e.actor != t.viewer:
        ability_id, asked, yes = e.public.ability, e.public.asked, e.public.yes
        t.answers.append((e.step, "answer", (e.actor, ability_id, asked, yes)))
        if yes and answer_of(ability_id).about == HAND:
            t.hand_holds(e.actor, asked, e.step, "interrogation")


@rule("petal")
def _petal(t: Tracker, e: EventView) -> None:
    """Picking Petals: the named number is not the answerer's Suitcase Number (nor 3)."""
    if e.actor != t.viewer:
        t.answers.append((e.step, "petal", (e.actor, e.public.number)))


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

