"""The zoomed card: full text, large enough to read, beside the card under the pointer."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.decks.deck import Card
from game.ui.look.layout import Layout
from game.ui.look.paint import shadow
from game.ui.look.theme import Theme
from game.ui.widgets.keyword_tip import draw_keyword_tip


def zoom_rect(layout: Layout, anchor: Rect, bounds: Rect) -> Rect:
    """Where the zoom goes: beside `anchor` (right if it fits, else left), inside `bounds`."""
    w, h = layout.zoom
    gap = layout.px(14)
    x = anchor.right + gap
    if x + w > bounds.right:
        x = anchor.x - gap - w
    x = max(bounds.x, min(x, bounds.right - w))
    y = max(bounds.y, min(anchor.centery - h // 2, bounds.bottom - h))
    return Rect(x, y, w, h)


def draw_zoom(surface: pygame.Surface, theme: Theme, layout: Layout, card: Card, anchor: Rect,
              bounds: Rect, pointer: tuple[int, int] | None = None) -> Rect:
    """The card's full face, large, beside `anchor` and inside `bounds`, over a soft shadow; a keyword
    pill under `pointer` explains itself. Returns where the zoom lies."""
    rect = zoom_rect(layout, anchor, bounds)
    halo = shadow(rect.w, rect.h, max(4, rect.w // 14), layout.px(14), 200)
    surface.blit(halo, halo.get_rect(center=(rect.centerx, rect.centery + layout.px(6))))
    surface.blit(theme.art.face(card, rect.size, full=True), rect)
    draw_keyword_tip(surface, theme, layout, card, rect, True, pointer, surface.get_rect())
    return rect
