"""Tips told the first time something new happens, in the guided game and after it.

Each tip reads only the player's view, so it can tell nothing the player
could not see; each is told once per tutorial, and the setting turns them off.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.engine.decision import REACT
from game.engine.view import View


@dataclass(frozen=True)
class Tip:
    """A tip, when it is due (a test on the view) and what it says."""

    key: str
    due: Callable[[View], bool]
    text: str
    place: Callable[[View], tuple | None]
    """The place on the table the tip points at (None: the middle of the table)."""


def _react_offer(view: View) -> bool:
    pending = view.pending
    return pending is not None and pending.player == view.viewer and pending.kind == REACT


def _tucked_guard(view: View) -> bool:
    return any(slot.extra_protection for side in view.sides for slot in side.slots)


def _last_card(view: View) -> bool:
    return view.turn >= 0 and view.draw_size == 0


def _tuck_place(view: View) -> tuple | None:
    return next((("ep", side.player, t) for side in view.sides for t, slot in enumerate(side.slots)
                 if slot.extra_protection), None)


TIPS = (
    Tip("react", _react_offer,
        "A REACT offer: Bullet Proof Vest can block this assassination of your Guard, but it costs your next "
        "Action. Pass lets the assassination stand.", lambda view: None),
    Tip("tuck", _tucked_guard,
        "A tucked Guard: Extra Protection lies over it. It cannot be assassinated while Extra Protection is "
        "in play, and Extra Protection counts half a Guard when Guards break a tie.", _tuck_place),
    Tip("last_card", _last_card,
        "The Draw Deck is empty: that was the last draw. Each player now takes one final turn without drawing, "
        "and the card left in hand is the Final Card.", lambda view: ("pile", "draw")),
)


def due_tips(view: View, told: tuple[str, ...]) -> list[Tip]:
    """The tips not yet told whose moment has come, in order."""
    return [tip for tip in TIPS if tip.key not in told and tip.due(view)]
