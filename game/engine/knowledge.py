"""What a viewer knows about specific hidden cards, derived from the events they saw.

`track` replays the viewer's event stream (secrets already hidden from them)
and keeps, place by place, the numbers of hidden cards they know, until
something they did not see could have moved those cards (RULES.md 6). Every
event kind has exactly one rule in `RULES`; an event kind without one raises,
so a new card's events can never be silently ignored.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable

from .cards import NUM, SLOTS

if TYPE_CHECKING:
    from .state import GameState
    from .view import EventView

Item = tuple[int, int, str]
"""(number, step learned, event kind it was learned from)."""


class UnknownEvent(ValueError):
    """An event kind `track` has no rule for: give it one in RULES."""


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Hidden cards whose number the viewer knows, place by place."""

    hands: tuple[tuple[int, ...], tuple[int, ...]]
    """Per player: sorted numbers known to be in that (hidden) hand, at least
    this many of each; always empty for the viewer's own hand."""
    guards: tuple[tuple[int | None, ...], tuple[int | None, ...]]
    """Per player and slot: the number of a face-down Guard the viewer knows
    (never the viewer's own Guards, which they see)."""
    encrypted: tuple[int, ...]
    """Sorted numbers known to be in the Encrypted Card Pile."""
    draw: tuple[tuple[int, int], ...]
    """(depth from the top, number) for known Draw Deck cards."""
    facts: tuple[tuple[int, str, tuple], ...]
    """(step learned, kind, details) for every fact still standing, in step
    order. Details: ("hand", player, number), ("guard", player, slot, number),
    ("encrypted", number), ("draw", depth, number), or for kind "answer"
    (answerer, ability id, number asked, yes) and for kind "petal"
    (answerer, number named)."""


class _Tracker:
    """The viewer's running knowledge while `track` reads the events."""

    __slots__ = ("viewer", "hands", "guards", "encrypted", "draw", "answers", "deployed")

    def __init__(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.hands: tuple[list[Item], list[Item]] = ([], [])
        self.guards: tuple[list[Item | None], list[Item | None]] = ([None] * SLOTS, [None] * SLOTS)
        self.encrypted: list[Item] = []
        self.draw: list[Item | None] = []  # index = depth from the top
        self.answers: list[tuple[int, str, tuple]] = []
        self.deployed = 0  # number of the card last Deployed (on the resolving spot)

    def hidden_hand(self, player: int) -> bool:
        return player != self.viewer

    def hand_gains(self, player: int, number: int, step: int, how: str) -> None:
        """A known card enters a hidden hand."""
        if self.hidden_hand(player):
            self.hands[player].append((number, step, how))

    def hand_holds(self, player: int, number: int, step: int, how: str) -> None:
        """One card of the hand is seen: at least one such number, maybe a copy already known."""
        if self.hidden_hand(player) and all(item[0] != number for item in self.hands[player]):
            self.hands[player].append((number, step, how))

    def hand_is(self, player: int, numbers: tuple[int, ...], step: int, how: str) -> None:
        """The whole hand is seen: exactly these numbers, each known since it was first known."""
        if not self.hidden_hand(player):
            return
        hand = self.hands[player]
        exact: list[Item] = []
        for number in set(numbers):
            count = numbers.count(number)
            known = [item for item in hand if item[0] == number][:count]
            exact += known + [(number, step, how)] * (count - len(known))
        hand[:] = sorted(exact, key=lambda item: item[1])

    def hand_loses(self, player: int, number: int) -> None:
        """A card of `number` leaves the hand visibly: forget one known copy, the newest."""
        hand = self.hands[player]
        for i in range(len(hand) - 1, -1, -1):
            if hand[i][0] == number:
                del hand[i]
                return

    def hand_loses_unseen(self, player: int) -> None:
        """An unseen card leaves the hand: any known number may have lost one copy."""
        hand = self.hands[player]
        for number in set(item[0] for item in hand):
            self.hand_loses(player, number)

    def guard_moves(self, player: int, slot: int) -> None:
        """The card in a slot left it, was replaced or turned face up."""
        self.guards[player][slot] = None

    def guard_known(self, player: int, slot: int, number: int, step: int, how: str) -> None:
        """A card whose number the viewer knows goes face down into a slot."""
        self.guards[player][slot] = (number, step, how) if player != self.viewer else None

    def knowledge(self) -> Knowledge:
        facts = list(self.answers)
        for p in (0, 1):
            facts.extend((step, how, ("hand", p, n)) for n, step, how in self.hands[p])
            facts.extend((item[1], item[2], ("guard", p, slot, item[0]))
                         for slot, item in enumerate(self.guards[p]) if item is not None)
        facts.extend((step, how, ("encrypted", n)) for n, step, how in self.encrypted)
        facts.extend((item[1], item[2], ("draw", depth, item[0]))
                     for depth, item in enumerate(self.draw) if item is not None)
        facts.sort(key=lambda fact: (fact[0], fact[1], repr(fact[2])))
        return Knowledge(
            hands=(_numbers(self.hands[0]), _numbers(self.hands[1])),
            guards=(_slot_numbers(self.guards[0]), _slot_numbers(self.guards[1])),
            encrypted=_numbers(self.encrypted),
            draw=tuple((depth, item[0]) for depth, item in enumerate(self.draw) if item is not None),
            facts=tuple(facts),
        )


def _numbers(items: list[Item]) -> tuple[int, ...]:
    return tuple(sorted(item[0] for item in items))


def _slot_numbers(slots: list[Item | None]) -> tuple[int | None, ...]:
    return tuple(None if item is None else item[0] for item in slots)


Rule = Callable[[_Tracker, "EventView"], None]

RULES: dict[str, Rule] = {}
"""Event kind -> how it changes what the viewer knows."""


def rule(*kinds: str) -> Callable[[Rule], Rule]:
    """Register the one rule for these event kinds."""
    def register(fn: Rule) -> Rule:
        for kind in kinds:
            if kind in RULES:
                raise ValueError(f"event kind {kind!r} has two knowledge rules")
            RULES[kind] = fn
        return fn
    return register


def track(events: Iterable["EventView"], viewer: int | None) -> Knowledge:
    """Follow the viewer's events; knowledge lapses when an unseen move could have moved it."""
    tracker = _Tracker(viewer)
    for event in events:
        fn = RULES.get(event.kind)
        if fn is None:
            raise UnknownEvent(
                f"no knowledge rule for event kind {event.kind!r}: add one to knowledge.RULES")
        fn(tracker, event)
    return tracker.knowledge()


# ----- events that change no hidden knowledge --------------------------------

@rule("deal", "dealt", "setup_chosen", "turn", "react_cost", "tuck", "attempt")
def _nothing_hidden_moves(t: _Tracker, e: "EventView") -> None:
    """Public bookkeeping, the viewer's own cards, or a tuck (the Guard keeps its orientation)."""


# ----- cards leaving a hand ---------------------------------------------------

@rule("setup")
def _setup(t: _Tracker, e: "EventView") -> None:
    """Strategic set-up: a Suitcase and an Encrypted card leave the hand, seen by their owner only."""
    if e.secret is None:
        t.hand_loses_unseen(e.actor)
        t.hand_loses_unseen(e.actor)
    else:
        t.hand_loses(e.actor, e.secret[0])
        t.hand_loses(e.actor, e.secret[1])
        t.encrypted.append((e.secret[1], e.step, "setup"))


@rule("encrypt")
def _encrypt(t: _Tracker, e: "EventView") -> None:
    """The Encrypted pile is unordered and nothing takes from it: an Encrypted card stays known."""
    if e.secret is None:
        t.hand_loses_unseen(e.actor)
    else:
        t.hand_loses(e.actor, e.secret[0])
        t.encrypted.append((e.secret[0], e.step, "encrypt"))


@rule("enlist_guard")
def _enlist_guard(t: _Tracker, e: "EventView") -> None:
    """A card goes face down into a slot; unseen, it could be any card of the hand."""
    if e.secret is None:
        t.guard_moves(e.actor, e.public[0])
        t.hand_loses_unseen(e.actor)
    else:
        t.guard_known(e.actor, e.public[0], e.secret[0], e.step, "enlist_guard")
        t.hand_loses(e.actor, e.secret[0])


@rule("deploy")
def _deploy(t: _Tracker, e: "EventView") -> None:
    """A card leaves the hand face up; it may go face down later (Switch Places b)."""
    t.hand_loses(e.actor, e.public[0])
    t.deployed = e.public[0]


@rule("attack")
def _attack(t: _Tracker, e: "EventView") -> None:
    """An Assassin leaves the hand face up."""
    t.hand_loses(e.actor, e.public[0])


@rule("discard")
def _discard(t: _Tracker, e: "EventView") -> None:
    """A card from a hand goes face up; Guards leaving slots are handled by the event that moved them."""
    number, source = e.public[0], e.public[1]
    if source == "hand":
        t.hand_loses(e.actor, number)


# ----- cards seen in or entering a hand ---------------------------------------

@rule("show_hand")
def _show_hand(t: _Tracker, e: "EventView") -> None:
    """Test Access Codes: the shower's whole hand is seen."""
    if e.secret is not None:
        t.hand_is(e.actor, e.secret, e.step, "show_hand")


@rule("shown")
def _shown(t: _Tracker, e: "EventView") -> None:
    """A failed Attempt: one card is seen; it may be a copy already known."""
    if e.secret is not None:
        t.hand_holds(e.actor, e.secret[0], e.step, "shown")


@rule("take_discard")
def _take_discard(t: _Tracker, e: "EventView") -> None:
    """Scavenge: a face-up card goes into the taker's hand."""
    t.hand_gains(e.actor, e.public[1], e.step, "take_discard")


@rule("draw")
def _draw(t: _Tracker, e: "EventView") -> None:
    """Every draw shifts the Draw Deck; a known top card is now known in the drawer's hand."""
    if t.draw:
        top = t.draw.pop(0)
        if top is not None:
            t.hand_gains(e.actor, top[0], e.step, "draw")


@rule("peek", "field_report_look")
def _peek(t: _Tracker, e: "EventView") -> None:
    """PEEK, or Field Report's look: the looker learns the top cards by depth
    (public: only how many)."""
    if e.secret is None:
        return
    while len(t.draw) < len(e.secret):
        t.draw.append(None)
    for depth, number in enumerate(e.secret):
        if t.draw[depth] is None:  # a card peeked again was known since the first peek
            t.draw[depth] = (number, e.step, "peek")


# ----- Guards -----------------------------------------------------------------

@rule("switch_into")
def _switch_into(t: _Tracker, e: "EventView") -> None:
    """Switch Places (b): everyone knows the face-down Switch Places; the Guard goes to hand."""
    slot, face_up_number = e.public
    old = t.guards[e.actor][slot]
    t.guard_known(e.actor, slot, t.deployed, e.step, "switch_into")
    number = face_up_number or (old[0] if old is not None else 0)
    if number:
        t.hand_gains(e.actor, number, e.step, "switch_into")


@rule("exchange")
def _exchange(t: _Tracker, e: "EventView") -> None:
    """Switch Places (a): both exchanged Guards end face up."""
    t.guard_moves(e.actor, e.public[0])
    t.guard_moves(1 - e.actor, e.public[1])


@rule("exchange_discard")
def _exchange_discard(t: _Tracker, e: "EventView") -> None:
    """Switch Places (a) with the Discard Pile: the slot now holds a face-up card."""
    t.guard_moves(e.actor, e.public[0])


@rule("flip")
def _flip(t: _Tracker, e: "EventView") -> None:
    """A flipped Guard is public, no longer hidden knowledge."""
    t.guard_moves(e.actor, e.public[0])


@rule("killed")
def _killed(t: _Tracker, e: "EventView") -> None:
    """A killed Guard leaves its slot; a killed Extra Protection leaves the tucked Guard as it was."""
    target = e.public[0]
    if target < SLOTS:
        t.guard_moves(1 - e.actor, target)


# ----- answers and the end ----------------------------------------------------

@rule("answer")
def _answer(t: _Tracker, e: "EventView") -> None:
    """A forced answer, public and never outdated; Interrogation's "yes" also shows a card."""
    if e.actor != t.viewer:
        ability_id, asked, yes = e.public
        t.answers.append((e.step, "answer", (e.actor, ability_id, asked, yes)))
        if ability_id == "interrogation" and yes:
            t.hand_holds(e.actor, asked, e.step, "interrogation")


@rule("petal")
def _petal(t: _Tracker, e: "EventView") -> None:
    """Picking Petals: the named number is not the answerer's Suitcase Number (nor 3)."""
    if e.actor != t.viewer:
        t.answers.append((e.step, "petal", (e.actor, e.public[0])))


@rule("reveal")
def _reveal(t: _Tracker, e: "EventView") -> None:
    """The Big Reveal: each hand is exactly its Final Card."""
    for player, number in enumerate(e.public[0]):
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


from . import knowledge_triggers  # noqa: E402,F401  (rules for the TRIGGER and REACT decks' events)
