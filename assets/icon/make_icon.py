"""Draw the game's icon, the Suitcase lock of the card backs, as PNGs from 16 to 1024 px.

Run from a checkout: `python assets/icon/make_icon.py`. Each size is drawn on
its own, four times larger and scaled down, so the small ones keep a bold
ring and keyhole instead of a blur of the large one's detail. The colours are
the card back's of the standard palette. The build makes the Windows `.ico`
and the macOS `.icns` from these files (build.spec).
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
SUPERSAMPLE = 4
DETAILED_FROM = 48
"""From this size up the ring carries its nine number dots and ticks, as on the card back."""

BACK = (20, 24, 48)
BACK_LINE = (82, 104, 176)
ACCENT = (122, 146, 255)


def mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def draw(size: int) -> pygame.Surface:
    """The icon at `size` x `size` pixels, with transparent corners."""
    big = size * SUPERSAMPLE
    art = pygame.Surface((big, big), pygame.SRCALPHA)
    art.fill((0, 0, 0, 0))
    tile = pygame.Surface((big, big), pygame.SRCALPHA)
    top, bottom = mix(BACK, (255, 255, 255), 0.10), mix(BACK, (0, 0, 0), 0.35)
    for y in range(big):
        pygame.draw.line(tile, (*mix(top, bottom, y / (big - 1)), 255), (0, y), (big - 1, y))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    radius = round(big * 0.2)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    art.blit(tile, (0, 0))
    detailed = size >= DETAILED_FROM
    edge = max(SUPERSAMPLE, round(big * (0.022 if detailed else 0.05)))
    pygame.draw.rect(art, (*BACK_LINE, 255), art.get_rect(), edge, border_radius=radius)

    c = big / 2
    R = big * (0.36 if detailed else 0.40)
    ring = (*mix(BACK_LINE, (255, 255, 255), 0.15), 255)
    pygame.draw.circle(art, ring, (c, c), R, round(R * (0.06 if detailed else 0.16)))
    if detailed:
        pygame.draw.circle(art, (*BACK_LINE, 170), (c, c), R * 0.74, round(R * 0.03))
        for i in range(9):
            a = -math.pi / 2 + i * 2 * math.pi / 9
            pygame.draw.circle(art, ring, (c + R * 0.87 * math.cos(a), c + R * 0.87 * math.sin(a)), R * 0.08)
            b = a + math.pi / 9
            pygame.draw.line(art, (*BACK_LINE, 200), (c + R * 0.74 * math.cos(b), c + R * 0.74 * math.sin(b)),
                             (c + R * math.cos(b), c + R * math.sin(b)), round(R * 0.03))
    disc = R * (0.5 if detailed else 0.62)
    pygame.draw.circle(art, (*mix(BACK, BACK_LINE, 0.45), 255), (c, c), disc)
    pygame.draw.circle(art, ring, (c, c), disc, round(R * (0.04 if detailed else 0.08)))
    hole = disc / 0.5
    pygame.draw.circle(art, (*ACCENT, 255), (c, c - hole * 0.1), hole * 0.14)
    pygame.draw.polygon(art, (*ACCENT, 255), [(c - hole * 0.075, c - hole * 0.06), (c + hole * 0.075, c - hole * 0.06),
                                              (c + hole * 0.13, c + hole * 0.27), (c - hole * 0.13, c + hole * 0.27)])
    return pygame.transform.smoothscale(art, (size, size))


def path(size: int) -> Path:
    return HERE / f"icon-{size}.png"


def main() -> int:
    for size in SIZES:
        pygame.image.save(draw(size), str(path(size)))
        print(path(size))
    return 0


if __name__ == "__main__":
    sys.exit(main())
