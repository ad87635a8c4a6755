"""Where each place of the table is drawn: the one source of their rectangles.

The renderer draws cards here, prompts light what may be picked here, the log
outlines what an event was about here, and moves start and end here; all of
them ask this module, so a tucked Guard or a raised hand card is in the same
spot for each.
"""

from __future__ import annotations

from pygame import Rect

from game.engine.view import View
from game.ui.look.layout import TUCK_OFFSET, Layout, row_rects
from game.ui.widgets.targets import Key

RAISE = 18
"""How far a hand card chosen for a play is lifted, in design pixels."""


def guard_rect(layout: Layout, view: View, player: int, slot: int) -> Rect:
    """Where a Guard stands: in its slot, or up and to the left when an Extra Protection tucks it."""
    rect = layout.side(player, view.viewer).slots[slot]
    if view.sides[player].slots[slot].extra_protection:
        rect = rect.move(-layout.px(TUCK_OFFSET[0]), -layout.px(TUCK_OFFSET[1]))
    return rect


def hand_area(layout: Layout, view: View, player: int) -> Rect:
    """Where a player's hand fans out: its own column, widened over their play area while that is empty
    and the cards would otherwise cover each other's names."""
    where = layout.side(player, view.viewer)
    side = view.sides[player]
    w = layout.card[0]
    count = side.hand_size
    if side.play_area or count < 2 or w + (w + max(4, w // 12)) * (count - 1) <= where.hand.w:
        return where.hand
    return Rect(where.play_area.x, where.hand.y, where.hand.right - where.play_area.x, where.hand.h)


def hand_rects(layout: Layout, view: View, player: int, raised: tuple[int, ...] = ()) -> list[Rect]:
    """Each card of a player's hand, raised ones lifted (only the viewer's own hand has raised cards)."""
    rects = row_rects(hand_area(layout, view, player), view.sides[player].hand_size, layout.card)
    return [rect.move(0, -layout.px(RAISE)) if i in raised else rect for i, rect in enumerate(rects)]


def hand_order(count: int, raised: tuple[int, ...]) -> list[int]:
    """The order hand cards are drawn in: raised cards last, so they are on top."""
    return [i for i in range(count) if i not in raised] + [i for i in range(count) if i in raised]


def visible_hand_rect(layout: Layout, view: View, i: int, raised: tuple[int, ...] = ()) -> Rect | None:
    """The part of the viewer's hand card i that no other card covers."""
    me = view.viewer if view.viewer is not None else 0
    rects = hand_rects(layout, view, me, raised)
    if i >= len(rects):
        return None
    rect = rects[i]
    order = hand_order(len(rects), raised)
    left, right = rect.x, rect.right
    for j in order[order.index(i) + 1:]:
        other = rects[j]
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
        rects = hand_rects(layout, view, me, raised)
        return rects[key[1]] if key[1] < len(rects) else None
    if kind == "hand_of":
        rects = hand_rects(layout, view, key[1])
        return rects[0].unionall(rects[1:]) if rects else layout.side(key[1], view.viewer).hand
    if kind == "guard":
        return guard_rect(layout, view, key[1], key[2])
    if kind in ("ep", "stand"):
        return layout.side(key[1], view.viewer).slots[key[2]]
    if kind == "pile":
        if key[1] == "resolving":
            return layout.resolving[0].union(layout.resolving[1])
        return {"draw": layout.draw, "encrypted": layout.encrypted, "discard": layout.discard}[key[1]]
    side = layout.side(key[1], view.viewer)
    return {"suitcase": side.suitcase, "plate": side.plate, "play_area": side.play_area}.get(kind)
