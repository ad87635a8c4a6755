"""A lesson's tip: a box beside the thing to click, an outline round it and a line joining the two."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme

KICKER = "LEARN TO PLAY"


def draw_tip(surface: pygame.Surface, theme: Theme, layout: Layout, text: str, near: Rect | None,
             bounds: Rect | None = None) -> Rect:
    """Draw `text` in a box beside `near` (above it when there is room, else below, else beside),
    kept inside `bounds` (the window); returns the box."""
    p = theme.palette
    fonts = theme.fonts
    bounds = bounds or surface.get_rect()
    pad = layout.px(12)
    size = layout.font(14)
    width = min(layout.px(380), bounds.w - 2 * pad)
    lines = fonts.wrap("semibold", size, text, width - 2 * pad)
    line_h = fonts.line_height("semibold", size)
    head = fonts.text("mono_bold", layout.font(11), KICKER, p.accent)
    box = Rect(0, 0, width, 2 * pad + head.get_height() + layout.px(4) + line_h * len(lines))
    gap = layout.px(14)
    if near is None:
        box.midtop = (bounds.centerx, bounds.y + layout.px(70))
    else:
        outline = near.inflate(layout.px(8), layout.px(8))
        pygame.draw.rect(surface, p.accent, outline, max(2, layout.px(3)), layout.px(8))
        box.centerx = near.centerx
        if near.top - gap - box.h >= bounds.top:
            box.bottom = near.top - gap
        elif near.bottom + gap + box.h <= bounds.bottom:
            box.top = near.bottom + gap
        else:
            box.centery = near.centery
            box.right = near.left - gap
            if box.left < bounds.left:
                box.left = near.right + gap
    box.clamp_ip(bounds)
    if near is not None and not box.colliderect(near):
        start = (min(max(near.centerx, box.left + pad), box.right - pad),
                 box.bottom if box.bottom <= near.top else box.top if box.top >= near.bottom else box.centery)
        end = (min(max(start[0], near.left), near.right),
               near.top if start[1] <= near.top else near.bottom if start[1] >= near.bottom else near.centery)
        pygame.draw.line(surface, p.accent, start, end, max(2, layout.px(2)))
    surface.blit(rounded_box(box.w, box.h, layout.px(12), p.card_deep, 250, p.accent, 255, max(2, layout.px(2))),
                 box)
    surface.blit(head, (box.x + pad, box.y + pad))
    y = box.y + pad + head.get_height() + layout.px(4)
    for line in lines:
        surface.blit(fonts.text("semibold", size, line, p.text), (box.x + pad, y))
        y += line_h
    return box
