"""Small vector symbols: the guild marks, the deck gems, badges.

Each symbol is drawn four times too large and smoothed down, which gives clean
antialiased edges from plain polygons, then cached by kind, size and colour.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui.look.palette import ASSASSIN, GUARD, SENTINEL, Colour

SUPERSAMPLE = 4
Point = tuple[float, float]


def _pts(points: list[Point], size: int) -> list[tuple[float, float]]:
    return [(x * size, y * size) for x, y in points]


def _shield(s: pygame.Surface, colour: Colour, size: int) -> None:
    outline = [(0.5, 0.04), (0.88, 0.16), (0.86, 0.5)]
    outline += [(0.5 + 0.36 * math.cos(a), 0.5 + 0.46 * math.sin(a))
                for a in (i * math.pi / 16 for i in range(1, 8))]
    outline += [(0.5, 0.97)]
    outline += [(1 - x, y) for x, y in reversed(outline[1:-1])]
    outline += [(0.14, 0.5), (0.12, 0.16)]
    pygame.draw.polygon(s, colour, _pts(outline, size))
    inner = [(0.5, 0.2), (0.5, 0.84), (0.26, 0.52), (0.26, 0.26)]
    pygame.draw.polygon(s, (*colour, 110), _pts(inner, size))


def _dagger(s: pygame.Surface, colour: Colour, size: int) -> None:
    blade = [(0.5, 0.01), (0.64, 0.17), (0.61, 0.62), (0.39, 0.62), (0.36, 0.17)]
    pygame.draw.polygon(s, colour, _pts(blade, size))
    pygame.draw.polygon(s, (*colour, 120), _pts([(0.5, 0.08), (0.5, 0.6), (0.43, 0.6), (0.44, 0.18)], size))
    guard = [(0.16, 0.6), (0.84, 0.6), (0.84, 0.71), (0.16, 0.71)]
    pygame.draw.polygon(s, colour, _pts(guard, size))
    grip = [(0.43, 0.7), (0.57, 0.7), (0.57, 0.88), (0.43, 0.88)]
    pygame.draw.polygon(s, colour, _pts(grip, size))
    pygame.draw.circle(s, colour, (0.5 * size, 0.92 * size), 0.075 * size)


def _eye_outline(cx: float, cy: float, w: float, h: float) -> list[Point]:
    top = [(cx + w * math.cos(a), cy - h * math.sin(a)) for a in
           (math.pi * i / 24 for i in range(25))]
    bottom = [(cx + w * math.cos(a), cy + h * math.sin(a)) for a in
              (math.pi * i / 24 for i in range(24, -1, -1))]
    return top + bottom


def _eye(s: pygame.Surface, colour: Colour, size: int, slash: bool = False) -> None:
    pygame.draw.polygon(s, colour, _pts(_eye_outline(0.5, 0.5, 0.47, 0.3), size))
    pygame.draw.polygon(s, (*colour, 0), _pts(_eye_outline(0.5, 0.5, 0.38, 0.21), size))
    pygame.draw.circle(s, colour, (0.5 * size, 0.5 * size), 0.17 * size)
    pygame.draw.circle(s, (*colour, 0), (0.5 * size, 0.5 * size), 0.07 * size)
    if slash:
        width = max(1, round(0.12 * size))
        pygame.draw.line(s, (*colour, 0), (0.1 * size, 0.96 * size), (0.9 * size, 0.04 * size), width * 2)
        pygame.draw.line(s, colour, (0.14 * size, 0.92 * size), (0.86 * size, 0.08 * size), width)


def _gem(s: pygame.Surface, colour: Colour, size: int, deck: str) -> None:
    """Citrine a round brilliant, Ruby a cushion, Emerald a step cut: shape tells them apart too."""
    light = tuple(min(255, c + 90) for c in colour)
    dark = tuple(c // 2 for c in colour)
    if deck == "emerald":
        outer = [(0.3, 0.08), (0.7, 0.08), (0.9, 0.28), (0.9, 0.72), (0.7, 0.92), (0.3, 0.92),
                 (0.1, 0.72), (0.1, 0.28)]
        inner = [(0.36, 0.26), (0.64, 0.26), (0.72, 0.34), (0.72, 0.66), (0.64, 0.74),
                 (0.36, 0.74), (0.28, 0.66), (0.28, 0.34)]
    elif deck == "ruby":
        outer = [(0.5, 0.04), (0.94, 0.4), (0.5, 0.96), (0.06, 0.4)]
        inner = [(0.5, 0.22), (0.72, 0.4), (0.5, 0.68), (0.28, 0.4)]
    else:
        outer = [(0.5 + 0.45 * math.cos(a), 0.5 + 0.45 * math.sin(a))
                 for a in (i * math.pi / 8 for i in range(16))]
        inner = [(0.5 + 0.24 * math.cos(a), 0.5 + 0.24 * math.sin(a))
                 for a in (i * math.pi / 4 + math.pi / 8 for i in range(8))]
    pygame.draw.polygon(s, dark, _pts(outer, size))
    pygame.draw.polygon(s, colour, _pts([(x * 0.9 + 0.05, y * 0.9 + 0.05) for x, y in outer], size))
    pygame.draw.polygon(s, light, _pts(inner, size))
    pygame.draw.polygon(s, (255, 255, 255), _pts(inner[:2] + [(0.5, 0.5)], size))


def _star(s: pygame.Surface, colour: Colour, size: int) -> None:
    """The house-design mark: a small four-pointed star."""
    points = []
    for i in range(8):
        r = 0.48 if i % 2 == 0 else 0.14
        a = i * math.pi / 4 - math.pi / 2
        points.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    pygame.draw.polygon(s, colour, _pts(points, size))


def _lock(s: pygame.Surface, colour: Colour, size: int) -> None:
    """A padlock, for the "known to you" badge on hidden cards."""
    width = max(1, round(0.1 * size))
    pygame.draw.arc(s, colour, pygame.Rect(0.26 * size, 0.06 * size, 0.48 * size, 0.6 * size),
                    0, math.pi, width)
    pygame.draw.line(s, colour, (0.26 * size + width / 2, 0.36 * size), (0.26 * size + width / 2, 0.48 * size), width)
    pygame.draw.line(s, colour, (0.74 * size - width / 2, 0.36 * size), (0.74 * size - width / 2, 0.48 * size), width)
    pygame.draw.rect(s, colour, pygame.Rect(0.16 * size, 0.44 * size, 0.68 * size, 0.5 * size),
                     border_radius=round(0.08 * size))


_DRAW = {
    GUARD: _shield,
    ASSASSIN: _dagger,
    SENTINEL: _eye,
    "hidden": lambda s, c, n: _eye(s, c, n, slash=True),
    "house": _star,
    "lock": _lock,
}


@lru_cache(maxsize=512)
def symbol(kind: str, size: int, colour: Colour) -> pygame.Surface:
    """A square symbol: a guild name, "hidden", "house", "lock" or "gem:<deck>"."""
    size = max(4, int(size))
    big = size * SUPERSAMPLE
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    surface.fill((*colour, 0))  # clear pixels of the symbol's own colour: no dark fringe when smoothed
    if kind.startswith("gem:"):
        _gem(surface, colour, big, kind[4:])
    else:
        _DRAW[kind](surface, colour, big)
    return pygame.transform.smoothscale(surface, (size, size))
