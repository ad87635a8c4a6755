"""Which moves explain the step from one view to the next, read from the new events.

Only views are read, so a move shows exactly what the viewer may see: a card
drawn by the opponent flies face down, one you drew flies face up.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable

import pygame
from pygame import Rect

from game.decks.deck import Deck
from game.engine.cards import SLOTS
from game.engine.events import FROM_ENCRYPTED, FROM_HAND, FROM_PLAY_AREA, FROM_REACT, FROM_RESOLVING
from game.engine.view import EventView, View
from game.ui.look.layout import Layout, row_rects
from game.ui.look.theme import Theme
from game.ui.motion.moves import FLIP_SECONDS, SLIDE_SECONDS, STRIKE_SECONDS, Hide, Move
from game.ui.table.places import guard_rect, hand_area


def new_events(old: View | None, new: View) -> tuple[EventView, ...]:
    """Events in `new` that `old` did not have; none if `new` is another game."""
    if old is None or len(new.events) < len(old.events) or new.events[:1] != old.events[:1]:
        return ()
    return new.events[len(old.events):]


class Choreographer:
    """Turns new events into moves for one layout, theme and deck."""

    def __init__(self, theme: Theme, deck: Deck) -> None:
        self.theme = theme
        self.deck = deck

    def moves(self, old: View | None, new: View, layout: Layout) -> list[Move]:
        """The moves that explain the step from `old` to `new`, in order (none across games)."""
        events = new_events(old, new)
        if not events or old is None:
            return []
        self.layout = layout
        self.old, self.new = old, new
        self.resolving_left = Counter(new.resolving)
        self.guard_source: Rect | None = None
        moves: list[Move] = []
        for event in events:
            make = MOVES.get(event.kind)
            if make is not None:
                moves.extend(make(self, event))
        return moves

    # ----- places and images -------------------------------------------------

    def _image(self, number: int | None, rect: Rect) -> pygame.Surface:
        if number is None:
            return self.theme.art.back(rect.size)
        return self.theme.art.face(self.deck.card(number), rect.size)

    def _hand_rect(self, view: View, player: int, number: int | None, last: bool) -> Rect:
        side = view.sides[player]
        rects = row_rects(hand_area(self.layout, view, player), max(1, side.hand_size), self.layout.card)
        if last:
            return rects[-1]
        if side.hand is not None and number in side.hand:
            return rects[side.hand.index(number)]
        return rects[len(rects) // 2]

    def _slot_rect(self, player: int, slot: int) -> Rect:
        return self.layout.side(player, self.new.viewer).slots[slot]

    def _play_rect(self, view: View, player: int, number: int | None) -> Rect:
        """A TRIGGER's place in a play area: the one showing `number`, else the newest."""
        cards = view.sides[player].play_area
        area = self.layout.side(player, view.viewer).play_area
        rects = row_rects(area, max(1, len(cards)), self.layout.card)
        return rects[cards.index(number)] if number in cards else rects[-1]

    def _slide(self, number: int | None, start: Rect, end: Rect, hides: tuple | None) -> Move:
        return Move("slide", self._image(number, end), start, end, SLIDE_SECONDS, hides)

    def _to_resolving(self, number: int, start: Rect, spot: int) -> Move:
        end = self.layout.resolving[spot]
        hides = None
        if self.resolving_left[number] > 0:
            self.resolving_left[number] -= 1
            hides = ("resolving",)
        return self._slide(number, start, end, hides)

    # ----- one method per event kind that moves a card ----------------------------

    def _draw(self, e: EventView) -> list[Move]:
        number = e.secret.number if e.secret else None
        end = self._hand_rect(self.new, e.actor, None, last=True)
        return [self._slide(number, self.layout.draw, end, ("hand", e.actor))]

    def _deploy(self, e: EventView) -> list[Move]:
        """A Deployed card, or an enlisted Assassin, goes from hand to the resolving spot."""
        start = self._hand_rect(self.old, e.actor, e.public.number, last=False)
        return [self._to_resolving(e.public.number, start, 0)]

    def _killed(self, e: EventView) -> list[Move]:
        start = self._slot_rect(1 - e.actor, e.public.target % SLOTS)
        self.guard_source = self.layout.resolving[1]
        return [self._strike(start), self._to_resolving(e.public.number, start, 1)]

    def _enlist_guard(self, e: EventView) -> list[Move]:
        number = e.secret.number if e.secret else None
        slot = e.public.slot
        start = self._hand_rect(self.old, e.actor, number, last=False)
        end = self._slot_rect(e.actor, slot)
        return [self._slide(number, start, end, ("slot", e.actor, slot))]

    def _encrypt(self, e: EventView) -> list[Move]:
        number = e.secret.number if e.secret else None
        start = self._hand_rect(self.old, e.actor, number, last=False)
        return [self._slide(None, start, self.layout.encrypted, ("encrypted",))]

    def _discard(self, e: EventView) -> list[Move]:
        number, source = e.public.number, e.public.source
        if source == FROM_RESOLVING:
            start = self.layout.resolving[0]
        elif source in (FROM_HAND, FROM_REACT):
            start = self._hand_rect(self.old, e.actor, number, last=False)
        elif source == FROM_PLAY_AREA:
            start = self._play_rect(self.old, e.actor, number)
        elif source == FROM_ENCRYPTED:
            start = self.layout.encrypted
        elif self.guard_source is not None:
            start = self.guard_source
        else:
            return []
        return [self._slide(number, start, self.layout.discard, ("discard",))]

    def _take_discard(self, e: EventView) -> list[Move]:
        end = self._hand_rect(self.new, e.actor, None, last=True)
        return [self._slide(e.public.number, self.layout.discard, end, ("hand", e.actor))]

    def _exchange_discard(self, e: EventView) -> list[Move]:
        slot = e.public.slot
        self.guard_source = self._slot_rect(e.actor, slot)
        return [self._slide(e.public.top, self.layout.discard, self.guard_source, ("slot", e.actor, slot))]

    def _in_play(self, e: EventView) -> list[Move]:
        end = self._play_rect(self.new, e.actor, None)
        return [self._slide(e.public.number, self.layout.resolving[0], end, ("play", e.actor))]

    def _enlisted_face_up(self, e: EventView) -> list[Move]:
        side, slot, number = e.public.side, e.public.slot, e.public.number
        start = self._hand_rect(self.old, e.actor, number, last=False)
        return [self._slide(number, start, self._slot_rect(side, slot), ("slot", side, slot))]

    def _silent_blade(self, e: EventView) -> list[Move]:
        self.guard_source = self._slot_rect(1 - e.actor, e.public.slot)
        return [self._strike(self.guard_source)]

    def _crossfire(self, e: EventView) -> list[Move]:
        slot, their_slot, mine, theirs = e.public.slot, e.public.their_slot, e.public.mine, e.public.theirs
        self.guard_source = self.layout.resolving[0]
        return [self._to_resolving(mine, self._slot_rect(e.actor, slot), 0),
                self._strike(self._slot_rect(1 - e.actor, their_slot)),
                self._to_resolving(theirs, self._slot_rect(1 - e.actor, their_slot), 1)]

    def _turncoat(self, e: EventView) -> list[Move]:
        slot = e.public.slot
        return [self._slide(e.public.number, self._slot_rect(1 - e.actor, e.public.their_slot),
                            self._slot_rect(e.actor, slot), ("slot", e.actor, slot))]

    def _ambush(self, e: EventView) -> list[Move]:
        slot = e.public.slot
        return [self._slide(e.public.number, self.layout.resolving[0], self._slot_rect(e.actor, slot),
                            ("slot", e.actor, slot))]

    def _extraction(self, e: EventView) -> list[Move]:
        end = self._hand_rect(self.new, e.actor, None, last=True)
        return [self._slide(e.public.number, self._slot_rect(1 - e.actor, e.public.slot), end, ("hand", e.actor))]

    def _archivist_take(self, e: EventView) -> list[Move]:
        number = e.secret.number if e.secret else None
        end = self._hand_rect(self.new, e.actor, None, last=True)
        return [self._slide(number, self.layout.encrypted, end, ("hand", e.actor))]

    def _exchange(self, e: EventView) -> list[Move]:
        """Two Guards change sides (Switch Places, Forged Orders)."""
        slot, their_slot, mine, theirs = e.public.slot, e.public.their_slot, e.public.mine, e.public.theirs
        here, there = self._slot_rect(e.actor, slot), self._slot_rect(1 - e.actor, their_slot)
        return [self._slide(mine, here, there, ("slot", 1 - e.actor, their_slot)),
                self._slide(theirs, there, here, ("slot", e.actor, slot))]

    def _strike(self, rect: Rect) -> Move:
        return Move("strike", _slash(self.layout.card, self.theme.palette.bad), rect, rect, STRIKE_SECONDS)

    def _flip(self, e: EventView) -> list[Move]:
        slot, number = e.public.slot, e.public.number
        rect = guard_rect(self.layout, self.new, e.actor, slot)
        return [Move("flip", self._image(number, rect), rect, rect, FLIP_SECONDS, ("slot", e.actor, slot),
                     back=self.theme.art.back(rect.size))]


MOVES: dict[str, Callable[[Choreographer, EventView], list[Move]]] = {
    "draw": Choreographer._draw, "deploy": Choreographer._deploy, "attack": Choreographer._deploy,
    "killed": Choreographer._killed, "enlist_guard": Choreographer._enlist_guard,
    "encrypt": Choreographer._encrypt, "discard": Choreographer._discard,
    "take_discard": Choreographer._take_discard, "exchange_discard": Choreographer._exchange_discard,
    "in_play": Choreographer._in_play, "enlisted_face_up": Choreographer._enlisted_face_up,
    "silent_blade": Choreographer._silent_blade, "crossfire": Choreographer._crossfire,
    "turncoat": Choreographer._turncoat, "ambush": Choreographer._ambush, "extraction": Choreographer._extraction,
    "archivist_take": Choreographer._archivist_take, "exchange": Choreographer._exchange,
    "forged_orders": Choreographer._exchange, "flip": Choreographer._flip,
}
"""Event kind -> the moves that show it."""

STILL = frozenset({
    "deal", "dealt", "setup_chosen", "setup", "turn", "react_cost", "peek", "resign", "reveal", "attempt", "shown",
    "answer", "petal", "show_hand", "tuck", "switch_into", "trigger", "no_react", "react", "blocked",
    "wiretap_shown", "look_encrypted", "dead_drop_kept", "dead_drop_exchange", "reveal_card", "decrypt",
    "field_report_look", "field_report_order",
})
"""Event kinds that move no card on the table: the log and the board tell them."""


def hide_for(hides: list[tuple]) -> Hide:
    """The table's Hide for the moves still under way."""
    hand = [0, 0]
    play = [0, 0]
    slots = set()
    counts: Counter[str] = Counter()
    for key in hides:
        if key[0] == "hand":
            hand[key[1]] += 1
        elif key[0] == "play":
            play[key[1]] += 1
        elif key[0] == "slot":
            slots.add((key[1], key[2]))
        else:
            counts[key[0]] += 1
    return Hide(hand=(hand[0], hand[1]), play=(play[0], play[1]), slots=frozenset(slots),
                resolving=counts["resolving"], discard=counts["discard"], encrypted=counts["encrypted"])


def _slash(card: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A diagonal strike across a card, for an assassination."""
    w, h = card
    surface = pygame.Surface((w + w // 2, h), pygame.SRCALPHA)
    width = max(3, w // 14)
    pygame.draw.line(surface, (*colour, 90), (0, h), (surface.get_width(), 0), width * 3)
    pygame.draw.line(surface, (*colour, 255), (0, h), (surface.get_width(), 0), width)
    pygame.draw.line(surface, (255, 255, 255, 230), (0, h), (surface.get_width(), 0), max(1, width // 3))
    return surface
