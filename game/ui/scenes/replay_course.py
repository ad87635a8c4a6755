"""A finished (or unfinished) game laid out for watching: its stops, and what each pair of eyes sees there.

A stop is the table just before a player's decision, chance steps included
in the step that led there, and the last position of the record. Each stop
is seen from a seat (that player's own view, nothing more) or with every card
face up. Nothing here draws: the viewer scene shows what this returns.
"""

from __future__ import annotations

from dataclasses import replace

from game.engine import CHANCE, GameState
from game.engine.cards import NORMAL_TURNS
from game.engine.view import SideView, View, view

FACE_UP = "face_up"
"""The mode that shows every card; the other modes are the seats 0 and 1."""
Mode = int | str
MODES: tuple[Mode, ...] = (0, 1, FACE_UP)
TURNS = NORMAL_TURNS + 2
"""Ten turns and the two final turns."""


class Course:
    """Every stop of one game, replayed once from its history; views are made when first asked for."""

    def __init__(self, final: GameState) -> None:
        state = GameState(final.abilities[1:], final.variant, final.first, seed=0)
        self.stops: list[GameState] = []
        for choice in final.history:
            state.apply(choice)
            if state.pending is None or state.pending.player != CHANCE:
                self.stops.append(state.copy())
        if not self.stops or len(self.stops[-1].history) != len(final.history):
            self.stops.append(state.copy())
        self._views: dict[tuple[int, Mode], View] = {}

    def __len__(self) -> int:
        return len(self.stops)

    @property
    def last(self) -> int:
        return len(self.stops) - 1

    def view(self, stop: int, mode: Mode) -> View:
        """What `mode`'s eyes see at `stop`."""
        key = (stop, mode)
        if key not in self._views:
            state = self.stops[stop]
            self._views[key] = face_up_view(state) if mode == FACE_UP else view(state, int(mode))
        return self._views[key]

    def turn(self, stop: int) -> int:
        """The turn under way at `stop`: -1 during set-up, 0..11 after."""
        return self.stops[stop].turn

    def turn_start(self, turn: int) -> int:
        """The first stop of `turn` (0-based), or of the nearest turn played before it."""
        for stop, state in enumerate(self.stops):
            if state.turn >= turn:
                return stop
        return self.last

    def stop_before(self, step: int) -> int:
        """The stop at which the decision made by history step `step` is still to be made."""
        return next((s for s, state in enumerate(self.stops) if len(state.history) >= step), self.last)

    def next_turn(self, stop: int) -> int:
        """The first stop of the next turn (the last stop if none follows)."""
        now = self.turn(stop)
        return next((s for s in range(stop + 1, len(self.stops)) if self.turn(s) > now), self.last)

    def previous_turn(self, stop: int) -> int:
        """The start of this turn, or of the one before when already at its start."""
        start = self.turn_start(self.turn(stop))
        return start if start < stop else self.turn_start(self.turn(max(0, stop - 1)))

    def face_down_guards(self, stop: int) -> list[tuple[int, int]]:
        """(player, slot) of the Guards still face down at `stop` (the face-up mode marks them)."""
        state = self.stops[stop]
        if state.result is not None:
            return []
        return [(p, t) for p in (0, 1) for t, card in enumerate(state.slots[p])
                if card >= 0 and not state.face_up[p][t]]


def face_up_view(state: GameState) -> View:
    """The spectator's view with both sides as their owners see them: every hand, Suitcase and Guard shown."""
    spectator = view(state, None)
    return replace(spectator, sides=(_open(view(state, 0).sides[0]), _open(view(state, 1).sides[1])))


def _open(side: SideView) -> SideView:
    """A side as its owner sees it, its Guards turned face up for the table to draw them."""
    return replace(side, slots=tuple(replace(slot, face_up=slot.occupied) for slot in side.slots))
