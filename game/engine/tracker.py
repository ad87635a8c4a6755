"""What a viewer knows about hidden cards while reading events, and the registry of
the rules by which each event kind changes it (see knowledge.py). Each rule is
registered next to the card that logs its event (citrine, ruby, emerald), or in
knowledge.py for the events of the turn itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from .cards import SLOTS
from .events import EventView, registrar

Item = tuple[int, int, str]
"""(number, step learned, event kind it was learned from)."""


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


class Tracker:
    """The viewer's running knowledge while `track` reads the events."""

    __slots__ = ("viewer", "hands", "guards", "encrypted", "draw", "answers", "deployed", "sighted", "index")

    def __init__(self, viewer: int | None) -> None:
        self.viewer = viewer
        self.hands: tuple[list[Item], list[Item]] = ([], [])
        self.guards: tuple[list[Item | None], list[Item | None]] = ([None] * SLOTS, [None] * SLOTS)
        self.encrypted: list[Item] = []
        self.draw: list[Item | None] = []  # index = depth from the top
        self.answers: list[tuple[int, str, tuple]] = []
        self.deployed = 0  # number of the card last Deployed (on the resolving spot)
        self.sighted: dict[int, int] = {}  # log position -> number a later event showed (SIGHTINGS)
        self.index = 0  # position in the log of the event being read

    def copy(self) -> "Tracker":
        """An independent tracker at the same point of the log, to read on from."""
        t = Tracker.__new__(Tracker)
        t.viewer = self.viewer
        t.hands = (self.hands[0][:], self.hands[1][:])
        t.guards = (self.guards[0][:], self.guards[1][:])
        t.encrypted = self.encrypted[:]
        t.draw = self.draw[:]
        t.answers = self.answers[:]
        t.deployed = self.deployed
        t.sighted = self.sighted
        t.index = self.index
        return t

    def knows_as_much(self, other: "Tracker") -> bool:
        """Whether `knowledge()` would give the same as `other.knowledge()`."""
        return (self.hands == other.hands and self.guards == other.guards and self.encrypted == other.encrypted
                and self.draw == other.draw and self.answers == other.answers)

    def hidden_hand(self, player: int) -> bool:
        return player != self.viewer

    def number_seen(self, e: EventView) -> int:
        """The hidden card of event `e` as this viewer saw it: from its secret, or from an
        event later in the same step that showed it to them (see SIGHTINGS); 0 if unseen."""
        if e.secret is not None:
            return e.secret[0]
        return self.sighted.get(self.index, 0)

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

    def pile_loses(self, number: int) -> None:
        """A card of `number` leaves the Encrypted pile visibly: forget one known copy."""
        encrypted = self.encrypted
        for i in range(len(encrypted) - 1, -1, -1):
            if encrypted[i][0] == number:
                del encrypted[i]
                return

    def pile_loses_unseen(self) -> None:
        """An unseen card leaves the Encrypted pile: any known number may have lost one copy."""
        for number in set(item[0] for item in self.encrypted):
            self.pile_loses(number)

    def pile_is(self, pile: tuple[int, ...], step: int, how: str) -> None:
        """The whole Encrypted pile is seen: exactly these numbers, each known since first known."""
        known: dict[int, list[Item]] = {}
        for item in self.encrypted:
            known.setdefault(item[0], []).append(item)
        exact: list[Item] = []
        for number in set(pile):
            items = known.get(number, [])[:pile.count(number)]
            exact += items + [(number, step, how)] * (pile.count(number) - len(items))
        self.encrypted[:] = sorted(exact, key=lambda item: item[1])

    def draw_seen(self, cards: Sequence[int], step: int, how: str) -> None:
        """The top cards of the Draw Deck are seen, top first (a card seen again was known already)."""
        while len(self.draw) < len(cards):
            self.draw.append(None)
        for depth, number in enumerate(cards):
            if self.draw[depth] is None:
                self.draw[depth] = (number, step, how)

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


Rule = Callable[[Tracker, EventView], None]

RULES: dict[str, Rule] = {}
"""Event kind -> how it changes what the viewer knows."""

Sighting = Callable[[Sequence[EventView], int, "int | None"], "tuple[int, int] | None"]
"""(events, index of an event of this kind, viewer) -> (index of an earlier event of the
same step whose hidden card it shows the viewer, that card's number), or None."""

SIGHTINGS: dict[str, Sighting] = {}
"""Event kinds that show a viewer the hidden card of an earlier event (Wiretap): a move
the viewer saw, whatever event says so, keeps every other fact (RULES.md 6)."""


def sightings(events: Sequence[EventView], viewer: int | None, start: int = 0) -> dict[int, int]:
    """Index of each event whose hidden card a later event showed the viewer -> its number.
    From `start` on, when it begins a step (a sighting shows a card of its own step)."""
    found: dict[int, int] = {}
    for j in range(start, len(events)):
        e = events[j]
        sighting = SIGHTINGS.get(e.kind)
        if sighting is not None:
            shown = sighting(events, j, viewer)
            if shown is not None:
                found[shown[0]] = shown[1]
    return found


rule = registrar(RULES, "knowledge rules")
"""Register the one rule for these declared event kinds."""
