"""The table's small pieces: cards with shadows, piles, acrylic stands, badges, captions."""

from __future__ import annotations

from functools import lru_cache

import pygame
from pygame import Rect

from game.ui.look.canvas import Target
from game.ui.look.layout import STAND_BASE, Layout
from game.ui.look.paint import glow, rounded_box, shadow, side_by_side
from game.ui.look.palette import Colour
from game.ui.look.theme import Theme
from game.ui.widgets.glyphs import symbol

PILE_LIFT = 0.6
"""How high the cards under a pile's top card lie (a lower card casts a smaller shadow)."""


def place_card(target: Target, face: pygame.Surface, rect: Rect, layout: Layout,
               lift: float = 1.0, halo: Colour | None = None) -> None:
    """A card lying on the felt: a soft shadow below it, an optional neon halo, then the card."""
    sprite, offset = placed_sprite(face, layout, lift, halo)
    target.blit(sprite, (rect.x - offset[0], rect.y - offset[1]))


def placed_sprite(face: pygame.Surface, layout: Layout, lift: float = 1.0,
                  halo: Colour | None = None) -> tuple[pygame.Surface, tuple[int, int]]:
    """The sprite place_card blits for this face, lift and halo (asking for it ahead draws it ahead)."""
    return card_sprite(face, layout.px(5 * lift), layout.px(3 * lift), halo, layout.px(8) if halo is not None else 0)


@lru_cache(maxsize=512)
def card_sprite(face: pygame.Surface, blur: int, drop: int, halo: Colour | None,
                 glow_px: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The card with its shadow (and halo) baked into one surface: one blit per card per frame."""
    w, h = face.get_size()
    radius = max(3, round(min(w, h) * 0.07))
    dark = shadow(w, h, radius, blur, 150)
    light = glow(w, h, radius, halo, glow_px, 230) if halo is not None else None
    margin = max(dark.get_width() - w, light.get_width() - w if light else 0) // 2 + drop
    sprite = pygame.Surface((w + 2 * margin, h + 2 * margin), pygame.SRCALPHA)
    centre = (margin + w // 2, margin + h // 2)
    sprite.blit(dark, dark.get_rect(center=(centre[0], centre[1] + drop)))
    if light is not None:
        sprite.blit(light, light.get_rect(center=centre))
    sprite.blit(face, (margin, margin))
    return sprite, (margin, margin)


def caption(target: Target, theme: Theme, layout: Layout, rect: Rect, text: str,
            colour: Colour | None = None, size: float = 12) -> None:
    """A small caption centred in `rect` (pile names, counts)."""
    fonts = theme.fonts
    font_size = layout.font(size)
    line = fonts.fit("semibold", font_size, text, rect.w)
    surface = fonts.text("semibold", font_size, line, colour or theme.palette.text_dim)
    target.blit(surface, surface.get_rect(center=rect.center))


def pile(target: Target, theme: Theme, layout: Layout, rect: Rect, count: int) -> None:
    """A face-down pile: a few offset backs so its height reads at a glance."""
    if count <= 0:
        return
    back = theme.art.back(rect.size)
    layers = min(4, 1 + count // 3)
    step = layout.px(2)
    for i in range(layers - 1, -1, -1):
        place_card(target, back, rect.move(i * step, -i * step), layout, PILE_LIFT if i else 1.0)


def face_stack(target: Target, theme: Theme, layout: Layout, rect: Rect, count: int,
               top: pygame.Surface) -> None:
    """A face-up pile (the Discard Pile): edges of the cards below, the top card on them."""
    step = layout.px(2)
    layers = min(4, 1 + (count - 1) // 3)
    edge = rounded_box(rect.w, rect.h, max(3, round(rect.w * 0.07)), theme.palette.card, 255,
                 theme.palette.line, 255)
    for i in range(layers - 1, 0, -1):
        place_card(target, edge, rect.move(i * step, -i * step), layout, PILE_LIFT)
    place_card(target, top, rect, layout)


@lru_cache(maxsize=128)
def badge(theme: Theme, layout: Layout, kind: str, colour: Colour, size: float = 26) -> pygame.Surface:
    """A round dark badge holding a symbol (eye-slash for "hidden from the opponent")."""
    d = layout.px(size)
    surface = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(surface, (*theme.palette.card_deep, 245), (d / 2, d / 2), d / 2)
    pygame.draw.circle(surface, (*colour, 255), (d / 2, d / 2), d / 2, max(1, layout.px(1.5)))
    mark = symbol(kind, round(d * 0.62), colour)
    surface.blit(mark, mark.get_rect(center=(d // 2, d // 2)))
    return surface


@lru_cache(maxsize=128)
def number_chip(theme: Theme, layout: Layout, number: int, colour: Colour) -> pygame.Surface:
    """A small rounded chip with a mono number: a hidden card's number the viewer knows."""
    fonts = theme.fonts
    text = fonts.text("mono_bold", layout.font(13), str(number), theme.palette.card_deep)
    lock = symbol("lock", text.get_height() - layout.px(4), theme.palette.card_deep)
    w = text.get_width() + lock.get_width() + layout.px(12)
    h = text.get_height() + layout.px(2)
    chip = rounded_box(w, h, h // 2, colour, 240).copy()
    chip.blit(lock, (layout.px(5), (h - lock.get_height()) // 2))
    chip.blit(text, (layout.px(7) + lock.get_width(), (h - text.get_height()) // 2))
    return chip


@lru_cache(maxsize=128)
def chip_row(theme: Theme, layout: Layout, numbers: tuple[int, ...], colour: Colour,
             width: int | None = None) -> pygame.Surface | None:
    """Chips for several known numbers side by side (None if there are none); in as many rows as it takes
    to keep within `width`, when given, the later rows above the first."""
    if not numbers:
        return None
    chips = [number_chip(theme, layout, n, colour) for n in numbers]
    gap = layout.px(4)
    per_row = len(chips)
    if width is not None:
        per_row = max(1, (width + gap) // (chips[0].get_width() + gap))
    rows = [side_by_side(chips[i:i + per_row], gap) for i in range(0, len(chips), per_row)]
    if len(rows) == 1:
        return rows[0]
    out = pygame.Surface((max(r.get_width() for r in rows), sum(r.get_height() for r in rows) + gap * (len(rows) - 1)),
                         pygame.SRCALPHA)
    y = out.get_height()
    for row in rows:
        y -= row.get_height()
        out.blit(row, row.get_rect(midtop=(out.get_width() // 2, y)))
        y -= gap
    return out


def stand_front(target: Target, theme: Theme, layout: Layout, stand: Rect) -> None:
    """The stand's base in front of the card's lower edge: a clear block seen slightly from above."""
    base_h = layout.px(STAND_BASE)
    target.blit(_stand_base(stand.w, base_h, layout.px(5), layout.px(4), max(1, layout.px(1.2))),
                (stand.x, stand.bottom - base_h))


@lru_cache(maxsize=8)
def _stand_base(w: int, base_h: int, inset: int, radius: int, line: int) -> pygame.Surface:
    top_h = base_h * 4 // 9
    block = pygame.Surface((w, base_h), pygame.SRCALPHA)
    pygame.draw.polygon(block, (200, 225, 255, 58), [(inset, 0), (w - inset, 0), (w, top_h), (0, top_h)])
    pygame.draw.rect(block, (170, 205, 245, 40), (0, top_h, w, base_h - top_h),
                     border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    pygame.draw.line(block, (235, 245, 255, 170), (0, top_h), (w - 1, top_h), line)
    pygame.draw.line(block, (235, 245, 255, 60), (inset, 0), (w - inset, 0))
    pygame.draw.line(block, (150, 190, 240, 70), (radius, base_h - 1), (w - radius, base_h - 1))
    return block


@lru_cache(maxsize=64)
def suitcase_token(theme: Theme, layout: Layout, colour: Colour, won: bool, size: float = 30) -> pygame.Surface:
    """A match point: a small suitcase, filled in the player's colour once won, an outline while still to win."""
    w = layout.px(size)
    h = round(w * 0.8)
    handle = round(h * 0.22)
    token = pygame.Surface((w, h + handle), pygame.SRCALPHA)
    line = max(1, layout.px(2))
    body = Rect(0, handle, w, h)
    grip = Rect(round(w * 0.32), line // 2, round(w * 0.36), handle * 2)
    pygame.draw.rect(token, (*colour, 255), grip, line, border_radius=max(2, handle // 2))
    pygame.draw.rect(token, (*(colour if won else theme.palette.card_deep), 255), body,
                     border_radius=max(2, round(w * 0.14)))
    pygame.draw.rect(token, (*colour, 255), body, line, border_radius=max(2, round(w * 0.14)))
    clasp = (*(theme.palette.card_deep if won else colour), 255)
    pygame.draw.line(token, clasp, (body.x + line * 2, body.centery), (body.right - line * 2, body.centery), line)
    return token


def token_row(theme: Theme, layout: Layout, colour: Colour, wins: int, needed: int,
              size: float = 30) -> pygame.Surface:
    """A player's match points: `needed` suitcases, the first `wins` of them filled."""
    return side_by_side([suitcase_token(theme, layout, colour, n < wins, size) for n in range(max(needed, wins))],
                        layout.px(size * 0.3))
