"""Buttons, hit shapes and the focus ring: the pieces every decision and menu is drawn with.

Legal choices glow in the neon accent (ART.md: light for what matters now);
greyed ones stay readable but dark, and the pointer resting on them asks why.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui.look.layout import Layout
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme
from game.ui.widgets.targets import Target


def button_size(theme: Theme, layout: Layout, label: str, height: int, size: float = 13) -> tuple[int, int]:
    """A button's size: its text plus padding, at least as wide as it is tall twice."""
    width = theme.fonts.font("semibold", layout.font(size)).size(label)[0]
    return max(2 * height, width + layout.px(28)), height


def draw_button(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect, label: str,
                legal: bool = True, lit: bool = False, size: float = 13) -> None:
    """A pill button: accent-edged when legal, glowing when lit (focused, hovered), dim when not legal."""
    p = theme.palette
    radius = rect.h // 2
    if lit and legal:
        blit_halo(surface, glow(rect.w, rect.h, radius, p.accent, layout.px(7), 190), rect)
    edge = p.accent if legal else p.line
    fill = p.box if not (lit and legal) else tuple(min(255, c + 14) for c in p.box)
    surface.blit(rounded_box(rect.w, rect.h, radius, fill, 240, edge, 255 if legal else 160,
                       max(1, layout.px(2 if lit and legal else 1.5))), rect)
    colour = p.text if legal else p.text_faint
    text = theme.fonts.text("semibold", layout.font(size), label, colour)
    surface.blit(text, text.get_rect(center=rect.center))


def layout_row(theme: Theme, layout: Layout, area: Rect, targets: list[Target], gap: float = 10,
               size: float = 13) -> list[Rect]:
    """Button rectangles for `targets` in one row, centred in `area` (shrunk to fit if need be)."""
    sizes = [button_size(theme, layout, t.label, area.h, size) for t in targets]
    space = layout.px(gap)
    total = sum(w for w, _ in sizes) + space * max(0, len(sizes) - 1)
    shrink = min(1.0, area.w / total) if total else 1.0
    x = area.centerx - round(total * shrink) // 2
    rects = []
    for w, h in sizes:
        rects.append(Rect(x, area.y, round(w * shrink), h))
        x += round((w + space) * shrink)
    return rects


def focus_ring(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect, round_: bool = False) -> None:
    """The keyboard focus: a bright double outline a little outside the target."""
    ring = rect.inflate(layout.px(10), layout.px(10))
    radius = ring.h // 2 if round_ else layout.px(10)
    pygame.draw.rect(surface, theme.palette.text, ring, max(2, layout.px(2)), border_radius=radius)
    pygame.draw.rect(surface, theme.palette.accent, ring.inflate(layout.px(6), layout.px(6)),
                     max(1, layout.px(1)), border_radius=radius + layout.px(3))


def lit_edge(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect, strong: bool = False) -> None:
    """A legal target on the table: a neon halo and edge around the card or zone."""
    p = theme.palette
    radius = max(3, round(min(rect.w, rect.h) * 0.07))
    blit_halo(surface, glow(rect.w, rect.h, radius, p.accent, layout.px(9 if strong else 6),
                            230 if strong else 150), rect)
    pygame.draw.rect(surface, p.accent, rect.inflate(layout.px(4), layout.px(4)),
                     max(1, layout.px(2.5 if strong else 1.5)), border_radius=radius + layout.px(2))


def greyed(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect) -> None:
    """A target that is not legal now: darkened, so the lit ones stand out."""
    radius = max(3, round(min(rect.w, rect.h) * 0.07))
    surface.blit(rounded_box(rect.w, rect.h, radius, theme.palette.felt, 150), rect)


def tooltip(surface: pygame.Surface, theme: Theme, layout: Layout, text: str, anchor: Rect,
            bounds: Rect, warn: bool = True) -> None:
    """A short line in a dark pill above `anchor` (below it if there is no room), inside `bounds`."""
    p = theme.palette
    fonts = theme.fonts
    size = layout.font(13)
    lines = fonts.wrap("semibold", size, text, layout.px(360))
    line_h = fonts.line_height("semibold", size)
    w = max(fonts.font("semibold", size).size(line)[0] for line in lines) + layout.px(24)
    h = line_h * len(lines) + layout.px(12)
    rect = Rect(0, 0, w, h)
    rect.midbottom = (anchor.centerx, anchor.y - layout.px(8))
    if rect.y < bounds.y:
        rect.midtop = (anchor.centerx, anchor.bottom + layout.px(8))
    rect = rect.clamp(bounds)
    surface.blit(rounded_box(w, h, layout.px(8), p.card_deep, 245, p.bad if warn else p.line, 255,
                       max(1, layout.px(1.5))), rect)
    for i, line in enumerate(lines):
        rendered = fonts.text("semibold", size, line, p.text)
        surface.blit(rendered, (rect.x + layout.px(12), rect.y + layout.px(6) + i * line_h))
