"""A lesson's tip: a box beside the thing to click, an outline round it and a line joining the two."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame import Rect

from game.text import screens as say
from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme

KICKER = "LEARN TO PLAY"
AT_THE_TABLE = say.LESSON_AT_THE_TABLE


def draw_tip(surface: pygame.Surface, theme: Theme, layout: Layout, text: str, near: Rect | None,
             avoid: Sequence[Rect] = (), at: tuple[int, int] | None = None, width: int | None = None,
             kicker: str = KICKER) -> Rect:
    """Draw `text` in a box beside `near`: above it, below, right or left, the first place inside the
    window that covers none of `avoid` (the other things to click); `at` puts the box's bottom-left
    there instead (and `width` sets the box's width). Returns the box."""
    p = theme.palette
    fonts = theme.fonts
    bounds = surface.get_rect()
    pad = layout.px(12)
    size = layout.font(14)
    width = width or min(layout.px(380), bounds.w - 2 * pad)
    lines = fonts.wrap("semibold", size, text, width - 2 * pad)
    line_h = fonts.line_height("semibold", size)
    head = fonts.text("mono_bold", layout.font(11), kicker, p.accent)
    box = Rect(0, 0, width, 2 * pad + head.get_height() + layout.px(4) + line_h * len(lines))
    if near is not None:
        outline = near.inflate(layout.px(8), layout.px(8))
        pygame.draw.rect(surface, p.accent, outline, max(2, layout.px(3)), layout.px(8))
    if at is not None:
        box.bottomleft = at
        box.clamp_ip(bounds)
    elif near is None:
        box.midtop = (layout.table.centerx, layout.table.y + layout.px(12))  # above a box centred on the table
    else:
        box = _beside(box, near, layout.px(14), bounds, avoid)
        _join(surface, p.accent, box, near, pad, max(2, layout.px(2)))
    surface.blit(rounded_box(box.w, box.h, layout.px(12), p.card_deep, 250, p.accent, 255, max(2, layout.px(2))),
                 box)
    surface.blit(head, (box.x + pad, box.y + pad))
    y = box.y + pad + head.get_height() + layout.px(4)
    for line in lines:
        surface.blit(fonts.text("semibold", size, line, p.text), (box.x + pad, y))
        y += line_h
    return box


def _beside(box: Rect, near: Rect, gap: int, bounds: Rect, avoid: Sequence[Rect]) -> Rect:
    """The first of above, below, right and left of `near` that fits and covers nothing to avoid."""
    places = []
    for side in ("above", "below", "right", "left"):
        rect = box.copy()
        if side in ("above", "below"):
            rect.centerx = near.centerx
            if side == "above":
                rect.bottom = near.top - gap
            else:
                rect.top = near.bottom + gap
        else:
            rect.centery = near.centery
            if side == "right":
                rect.left = near.right + gap
            else:
                rect.right = near.left - gap
        fits = bounds.contains(rect) or (side in ("above", "below") and rect.top >= bounds.top
                                         and rect.bottom <= bounds.bottom)
        rect.clamp_ip(bounds)
        clear = not rect.colliderect(near) and not any(rect.colliderect(r) for r in avoid if r != near)
        places.append((not fits, not clear, rect))
    fitting = [place for place in places if not place[0]]
    best = min(fitting or places, key=lambda place: place[1])
    return best[2]


def _join(surface: pygame.Surface, colour: tuple[int, int, int], box: Rect, near: Rect, pad: int, width: int) -> None:
    """A line from the box to the thing it points at."""
    if box.colliderect(near):
        return
    start = (min(max(near.centerx, box.left + pad), box.right - pad),
             box.bottom if box.bottom <= near.top else box.top if box.top >= near.bottom else box.centery)
    if box.top < near.bottom and box.bottom > near.top:
        start = (box.right if box.right <= near.left else box.left, min(max(near.centery, box.top), box.bottom))
    end = (min(max(start[0], near.left), near.right), min(max(start[1], near.top), near.bottom))
    pygame.draw.line(surface, colour, start, end, width)
