"""Soft shapes the table is built from: rounded boxes, gradients, shadows, glows.

All are plain surfaces cached by their parameters; drawing code only blits.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.ui.look.palette import Colour

if TYPE_CHECKING:
    from game.ui.look.canvas import Target


def lerp(a: Colour, b: Colour, t: float) -> Colour:
    """The colour a fraction t of the way from a to b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


@lru_cache(maxsize=256)
def gradient(width: int, height: int, top: Colour, bottom: Colour) -> pygame.Surface:
    """A vertical gradient, opaque."""
    strip = pygame.Surface((1, 2))
    strip.set_at((0, 0), top)
    strip.set_at((0, 1), bottom)
    return pygame.transform.smoothscale(strip, (max(1, width), max(1, height)))


def rounded(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A copy of `surface` with its corners cut round (transparent)."""
    size = surface.get_size()
    result = pygame.Surface(size, pygame.SRCALPHA)
    result.blit(surface, (0, 0))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    result.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return result


@lru_cache(maxsize=256)
def rounded_box(width: int, height: int, radius: int, fill: Colour, alpha: int,
          border: Colour | None = None, border_alpha: int = 255, border_width: int = 1) -> pygame.Surface:
    """A translucent rounded rectangle with an optional outline."""
    surface = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    pygame.draw.rect(surface, (*fill, alpha), surface.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, (*border, border_alpha), surface.get_rect(), border_width,
                         border_radius=radius)
    return surface


def _soft(size: tuple[int, int], shape: pygame.Rect, radius: int, colour: tuple[int, int, int, int],
          blur: int, width: int = 0) -> pygame.Surface:
    """A blurred shape, blurred at a quarter of the size and scaled up: soft edges for little work."""
    q = 4
    small = pygame.Surface((max(1, size[0] // q), max(1, size[1] // q)), pygame.SRCALPHA)
    small.fill((*colour[:3], 0))  # transparent pixels of the same colour, so blurring keeps the hue
    rect = pygame.Rect(shape.x // q, shape.y // q, max(1, shape.w // q), max(1, shape.h // q))
    pygame.draw.rect(small, colour, rect, max(1, width // q) if width else 0, border_radius=max(0, radius // q))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, max(1, blur // q)), size)


@lru_cache(maxsize=128)
def shadow(width: int, height: int, radius: int, blur: int, alpha: int = 150) -> pygame.Surface:
    """A soft dark shadow for a shape of this size; the result is larger by 2 * blur on every side."""
    blur = max(1, blur)
    size = (width + 4 * blur, height + 4 * blur)
    return _soft(size, pygame.Rect(2 * blur, 2 * blur, width, height), radius, (0, 0, 0, alpha), blur)


@lru_cache(maxsize=128)
def glow(width: int, height: int, radius: int, colour: Colour, spread: int, alpha: int = 140) -> pygame.Surface:
    """A coloured halo around a shape of this size; larger by 2 * spread on every side."""
    spread = max(1, spread)
    size = (width + 4 * spread, height + 4 * spread)
    return _soft(size, pygame.Rect(2 * spread, 2 * spread, width, height), radius, (*colour, alpha),
                 spread, max(2, spread // 2) * 2)


def dashed_rect(target: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int, int],
                dash: int, width: int = 1) -> None:
    """A dashed outline: marks a zone where cards may go, unlike a card-shaped mat."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for a, b, horizontal, fixed in ((x0, x1, True, y0), (x0, x1, True, y1),
                                    (y0, y1, False, x0), (y0, y1, False, x1)):
        for start in range(a + dash, b - dash, 2 * dash):
            end = min(start + dash, b - dash)
            if horizontal:
                pygame.draw.line(target, colour, (start, fixed), (end, fixed), width)
            else:
                pygame.draw.line(target, colour, (fixed, start), (fixed, end), width)


def blit_halo(target: Target, halo: pygame.Surface, rect: pygame.Rect) -> None:
    """Blit a shadow or glow made for `rect`'s size so that it surrounds `rect`."""
    target.blit(halo, halo.get_rect(center=rect.center))


def side_by_side(pieces: list[pygame.Surface], gap: int) -> pygame.Surface:
    """Surfaces laid out in one row, left to right, `gap` pixels apart."""
    row = pygame.Surface((sum(p.get_width() for p in pieces) + gap * (len(pieces) - 1),
                          max(p.get_height() for p in pieces)), pygame.SRCALPHA)
    x = 0
    for piece in pieces:
        row.blit(piece, (x, 0))
        x += piece.get_width() + gap
    return row
