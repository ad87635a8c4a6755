"""What one player (or a spectator) may know: the only thing UI and AI ever read.

A View is a plain, frozen, picklable value built from a state; it holds no
reference to the state, its generator or any seed, and hidden cards in it
have no identity: only numbers the viewer may know, never physical cards,
and the opponent's hand has no order.

Building one reads only the events logged since the viewer's last view of the
state (or of a state it was copied from): each viewer's reading of the log is
kept on the state, so a decision costs what happened since, not the whole game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .cards import NUM, SLOTS
from .decision import Choice
from .events import PAYLOAD_TYPES, SPECTATOR_BIT, Event, EventView
from .knowledge import Knowledge, read
from .state import NORMAL_TURNS, GameState
from .tracker import Tracker


@dataclass(frozen=True, slots=True)
class SlotView:
    """One Guard slot as the viewer sees it."""

    occupied: bool
    face_up: bool
    number: int | None
    """The Guard's number if the viewer sees or knows it (own face-down Guards,
    face-up Guards, a hidden Guard the viewer knows); otherwise None."""
    extra_protection: bool
    """An Extra Protection is tucking this Guard."""


@dataclass(frozen=True, slots=True)
class SideView:
    """One player's side of the table."""

    player: int
    hand_size: int
    hand: tuple[int, ...] | None
    """The viewer's own hand in order; None for a hand the viewer cannot see."""
    known_hand: tuple[int, ...]
    """For a hidden hand: sorted numbers the viewer knows are in it."""
    suitcase: int | None
    slots: tuple[SlotView, ...]
    play_area: tuple[int, ...]
    """TRIGGER cards in play, in the order played."""
    react_cost: bool
    """This player reacted and skips the Action of their next turn."""


@dataclass(frozen=True, slots=True)
class PendingView:
    """Who decides now; the options only for the player who decides."""

    player: int
    kind: str
    source: str | None
    options: tuple[Choice, ...] | None


@dataclass(frozen=True, slots=True)
class ResultView:
    """The Big Reveal, public once the game is over."""

    winner: int | None
    reason: str
    matches: tuple[bool, bool]
    final_numbers: tuple[int, int]
    suitcase_numbers: tuple[int, int]
    guard_numbers: tuple[tuple[int, ...], tuple[int, ...]]
    guard_scores: tuple[int, int]


@dataclass(frozen=True, slots=True)
class View:
    """Everything `viewer` may know at this step (viewer None: a spectator)."""

    viewer: int | None
    deck: tuple[str, ...]
    """The public deck list: ability id per number 1..9 (index 0 is number 1)."""
    variant: str
    first_player: int
    turn: int
    """0..11 once play starts (-1 during set-up); 10 and 11 are final turns."""
    current: int
    step: int
    sides: tuple[SideView, SideView]
    draw_size: int
    known_draw: tuple[tuple[int, int], ...]
    """(depth from the top, number) for Draw Deck cards the viewer knows."""
    discard: tuple[int, ...]
    """Discard Pile numbers, bottom first, top last."""
    encrypted_size: int
    known_encrypted: tuple[int, ...]
    """Sorted numbers the viewer knows are in the Encrypted Card Pile."""
    resolving: tuple[int, ...]
    pending: PendingView | None
    events: tuple[EventView, ...]
    knowledge: Knowledge
    result: ResultView | None

    @property
    def final_turn(self) -> bool:
        return self.turn >= NORMAL_TURNS

    def seat(self) -> int:
        """The viewer's seat: a player's view has one, a spectator's none."""
        if self.viewer is None:
            raise ValueError("a spectator's view has no seat")
        return self.viewer

    def decision(self) -> PendingView:
        """The decision pending now: every view but a finished game's has one."""
        if self.pending is None:
            raise ValueError("the game is over: no decision is pending")
        return self.pending

    def options(self) -> tuple[Choice, ...]:
        """The pending decision's options when the viewer decides it; otherwise none."""
        pending = self.pending
        return () if pending is None or pending.options is None else pending.options


def view(state: GameState, viewer: int | None) -> View:
    """What `viewer` (0, 1, or None for a spectator) may know of `state`."""
    reading = reading_of(state, viewer)
    knowledge = reading.knowledge
    sides = (_side(state, 0, viewer, knowledge), _side(state, 1, viewer, knowledge))
    pending = state.pending
    pending_view = None if pending is None else PendingView(
        pending.player, pending.kind, pending.source,
        pending.options if viewer is not None and pending.player == viewer else None)
    result = state.result
    return View(
        viewer=viewer,
        deck=state.abilities[1:],
        variant=state.variant,
        first_player=state.first,
        turn=state.turn,
        current=state.current,
        step=len(state.history),
        sides=sides,
        draw_size=len(state.draw),
        known_draw=knowledge.draw,
        discard=tuple(NUM[c] for c in state.discard),
        encrypted_size=len(state.encrypted),
        known_encrypted=knowledge.encrypted,
        resolving=tuple(NUM[c] for c in state.resolving),
        pending=pending_view,
        events=reading.events,
        knowledge=knowledge,
        result=None if result is None else ResultView(*result.as_tuple()),
    )


class Reading:
    """How far one viewer has read a state's log, and what they know from it.

    Never changed once made: a state and its copies share it, and reading on
    makes a new one.
    """

    __slots__ = ("logged", "last", "events", "tracker", "knowledge")

    def __init__(self, logged: int, last: Event | None, events: tuple[EventView, ...], tracker: Tracker,
                 knowledge: Knowledge) -> None:
        self.logged = logged
        """How many events of the log were read."""
        self.last = last
        """The last event read: a log that no longer holds it is not the one read."""
        self.events = events
        self.tracker = tracker
        self.knowledge = knowledge

    def reads_on(self, log: list[Event]) -> bool:
        """Whether `log` goes on from what was read, at the start of a step."""
        logged = self.logged
        if logged == 0:
            return True
        if logged > len(log) or log[logged - 1] is not self.last:
            return False
        return logged == len(log) or log[logged][0] != self.last[0]


def reading_of(state: GameState, viewer: int | None) -> Reading:
    """The viewer's reading of the whole log of `state`, reading on from the last one."""
    seat = 2 if viewer is None else viewer
    log = state.events
    before = state.read_by[seat]
    if before is not None and before.logged == len(log) and before.reads_on(log):
        return before
    if before is None or not before.reads_on(log):
        start, tracker, events = 0, Tracker(viewer), events_seen(log, viewer)
    else:
        start, tracker = before.logged, before.tracker.copy()
        events = before.events + events_seen(log[start:], viewer)
    read(tracker, events, start)
    if start and before is not None and tracker.knows_as_much(before.tracker):
        knowledge = before.knowledge  # most events teach this viewer nothing hidden
    else:
        knowledge = tracker.knowledge()
    reading = Reading(len(log), log[-1] if log else None, events, tracker, knowledge)
    readings = list(state.read_by)
    readings[seat] = reading
    state.read_by = (readings[0], readings[1], readings[2])
    return reading


def events_seen(events: Iterable[Event], viewer: int | None) -> tuple[EventView, ...]:
    """The log as `viewer` sees it, payloads named: each secret they may not see becomes None."""
    bit = SPECTATOR_BIT if viewer is None else 1 << viewer
    new = tuple.__new__
    seen_events = []
    for step, kind, actor, public, secret, seen in events:
        public_type, no_public, secret_type, no_secret = PAYLOAD_TYPES[kind]
        named_secret = (new(secret_type, secret) if secret else no_secret) if seen & bit else None
        seen_events.append(new(EventView, (step, kind, actor, new(public_type, public) if public else no_public,
                                           named_secret)))
    return tuple(seen_events)


def _side(state: GameState, player: int, viewer: int | None, knowledge: Knowledge) -> SideView:
    own = viewer == player
    slots = []
    for t in range(SLOTS):
        card = state.slots[player][t]
        up = state.face_up[player][t]
        if card < 0:
            number = None
        elif own or up:
            number = NUM[card]
        else:
            number = knowledge.guards[player][t]
        slots.append(_slot_view(card >= 0, up, number, state.tuck[player][t] >= 0))
    hand = state.hands[player]
    return SideView(
        player=player,
        hand_size=len(hand),
        hand=tuple(NUM[c] for c in hand) if own else None,
        known_hand=() if own else knowledge.hands[player],
        suitcase=NUM[state.suitcase[player]] if own and state.suitcase[player] >= 0 else None,
        slots=tuple(slots),
        play_area=tuple(NUM[c] for c in state.play_area[player]),
        react_cost=state.react_cost[player],
    )


_SLOT_VIEWS: dict[tuple[bool, bool, int | None, bool], SlotView] = {}
"""Every SlotView made so far: a slot is one of few values, and making one costs more than finding it."""


def _slot_view(occupied: bool, face_up: bool, number: int | None, extra_protection: bool) -> SlotView:
    key = (occupied, face_up, number, extra_protection)
    slot = _SLOT_VIEWS.get(key)
    if slot is None:
        slot = _SLOT_VIEWS[key] = SlotView(occupied, face_up, number, extra_protection)
    return slot
