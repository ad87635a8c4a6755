"""Where the parts of the large Cypher Wheel go, over the table, computed from the window size.

The dial takes the left of the table area with the reasons under it; a
column on the right holds the assistant's level, the opponent's face-down
Guards, the hand's odds, the two notes and the buttons. The side panel (log
and small wheel) stays in view beside it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

from game.ui.look.layout import Layout

PAD = 18
HEADER = 40
WHY_LINES = 5
ROW = 30
"""Height of a button row and of a Guard strip's cells, at scale 1."""
GAP = 12


@dataclass(frozen=True, eq=False)
class SheetLayout:
    """The large wheel's fixed parts; the right column is laid out in order as it is drawn."""

    frame: Rect
    header: Rect
    dial: Rect
    why: Rect
    column: Rect
    row: int
    gap: int
    line: int
    """The line height of the reasons' text."""


@lru_cache(maxsize=8)
def sheet_layout(layout: Layout, line_h: int) -> SheetLayout:
    """The large wheel for this window (`line_h`: the reasons' line height)."""
    px = layout.px
    frame = layout.table.inflate(-2 * px(10), -2 * px(10))
    pad = px(PAD)
    header = Rect(frame.x + pad, frame.y + pad, frame.w - 2 * pad, px(HEADER))
    why_h = WHY_LINES * line_h + px(16)
    size = min(frame.h - 2 * pad - header.h - why_h - px(GAP), round(frame.w * 0.56))
    dial = Rect(frame.x + pad, header.bottom, size, size)
    why = Rect(dial.x, dial.bottom + px(GAP), size, frame.bottom - pad - dial.bottom - px(GAP))
    column_x = dial.right + px(2 * GAP)
    column = Rect(column_x, header.bottom, frame.right - pad - column_x, frame.bottom - pad - header.bottom)
    return SheetLayout(frame, header, dial, why, column, px(ROW), px(GAP), line_h)
