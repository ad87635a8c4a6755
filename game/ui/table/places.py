"""Where a named place of the table is drawn: the same rectangles the table renderer uses.

Prompts name what may be picked (a hand card, a Guard, a pile); the log names
what an event was about. This turns those names into rectangles on screen.
"""

from __future__ import annotations

from pygame import Rect

from game.engine.view import View
from game.ui.look.layout import TUCK_OFFSET, Layout, row_rects
from game.ui.table.render import RAISE
from game.ui.widgets.targets import Key


def visible_hand_rect(layout: Layout, view: View, i: int, raised: tuple[int, ...] = ()) -> Rect | None:
    """The part of the viewer's hand card i that no other card covers (raised cards are drawn last)."""
    rect = place_rect(layout, view, ("hand", i), raised)
    if rect is None:
        return None
    count = view.sides[view.viewer if view.viewer is not None else 0].hand_size
    order = [j for j in range(count) if j not in raised] + [j for j in range(count) if j in raised]
    left, right = rect.x, rect.right
    for j in order[order.index(i) + 1:]:
        other = place_rect(layout, view, ("hand", j), raised)
        if other.x > rect.x:
            right = min(right, other.x)
        else:
            left = max(left, other.right)
    return Rect(left, rect.y, max(1, right - left), rect.h)


def place_rect(layout: Layout, view: View, key: Key, raised: tuple[int, ...] = ()) -> Rect | None:
    """The rectangle of a place, or None if it is not on the table now.

    Keys: ("hand", i) a card of the viewer's hand; ("hand_of", player) a whole hand;
    ("guard" | "ep" | "stand", player, slot); ("pile", name); ("suitcase" | "plate" |
    "play_area", player).
    """
    kind = key[0]
    if kind == "hand":
        me = view.viewer if view.viewer is not None else 0
        rects = row_rects(layout.side(me, view.viewer).hand, view.sides[me].hand_size, layout.card)
        if key[1] >= len(rects):
            return None
        rect = rects[key[1]]
        return rect.move(0, -layout.px(RAISE)) if key[1] in raised else rect
    if kind == "hand_of":
        side = view.sides[key[1]]
        rects = row_rects(layout.side(key[1], view.viewer).hand, side.hand_size, layout.card)
        return rects[0].unionall(rects[1:]) if rects else layout.side(key[1], view.viewer).hand
    if kind in ("guard", "ep", "stand"):
        player, slot = key[1], key[2]
        rect = layout.side(player, view.viewer).slots[slot]
        if kind == "guard" and view.sides[player].slots[slot].extra_protection:
            rect = rect.move(-layout.px(TUCK_OFFSET[0]), -layout.px(TUCK_OFFSET[1]))
        return rect
    if kind == "pile":
        if key[1] == "resolving":
            return layout.resolving[0].union(layout.resolving[1])
        return {"draw": layout.draw, "encrypted": layout.encrypted, "discard": layout.discard}[key[1]]
    side = layout.side(key[1], view.viewer)
    return {"suitcase": side.suitcase, "plate": side.plate, "play_area": side.play_area}.get(kind)
