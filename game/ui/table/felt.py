"""The table itself: deep blue-black felt, faint texture, vignette and faction tints.

Built once per window size and palette, then blitted as the first layer of
every frame; the zone mats (where piles and stands go) are part of it.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.ui.look.layout import STAND_BASE, Layout
from game.ui.look.paint import dashed_rect, rounded_box, shadow
from game.ui.look.palette import Palette

NOISE_TILE = 96


def _noise_tile(seed: int = 7) -> pygame.Surface:
    """A small tile of grain, tiled over the felt (fixed seed: every frame identical)."""
    rng = random.Random(seed)
    tile = pygame.Surface((NOISE_TILE, NOISE_TILE), pygame.SRCALPHA)
    for y in range(NOISE_TILE):
        for x in range(NOISE_TILE):
            v = rng.random()
            if v > 0.5:
                tile.set_at((x, y), (255, 255, 255, int((v - 0.5) * 20)))
            else:
                tile.set_at((x, y), (0, 0, 0, int((0.5 - v) * 36)))
    return tile


def _vertical_fade(size: tuple[int, int], colour: tuple[int, int, int], alpha: int, from_top: bool) -> pygame.Surface:
    strip = pygame.Surface((1, 16), pygame.SRCALPHA)
    for i in range(16):
        t = i / 15 if from_top else 1 - i / 15
        strip.set_at((0, i), (*colour, round(alpha * (1 - t) ** 1.6)))
    return pygame.transform.smoothscale(strip, size)


def _vignette(size: tuple[int, int], strength: int) -> pygame.Surface:
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            dx, dy = (x - 15.5) / 16, (y - 8.5) / 9
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            small.set_at((x, y), (0, 0, 0, round(strength * d ** 2.2)))
    return pygame.transform.smoothscale(small, size)


def _soft_light(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft pool of light in the middle of the table (blurred small, then scaled up: cheap)."""
    small = pygame.Surface((64, 36), pygame.SRCALPHA)
    small.fill((*colour, 0))
    pygame.draw.ellipse(small, (*colour, 70), small.get_rect().inflate(-22, -12))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 5), size)


@lru_cache(maxsize=4)
def felt_base(size: tuple[int, int], palette: Palette, tints: bool = True) -> pygame.Surface:
    """Bare felt: colour, a soft light in the middle, grain, a faint grid, the vignette."""
    width, height = size
    surface = pygame.Surface(size)
    surface.fill(palette.felt)
    half = height // 2
    if tints:
        surface.blit(_vertical_fade((width, half), palette.tint_top, 46, True), (0, 0))
        surface.blit(_vertical_fade((width, height - half), palette.tint_bottom, 46, False), (0, half))
    surface.blit(_soft_light(size, palette.felt_light), (0, 0))
    tile = _noise_tile()
    for y in range(0, height, NOISE_TILE):
        for x in range(0, width, NOISE_TILE):
            surface.blit(tile, (x, y))
    grid = pygame.Surface(size, pygame.SRCALPHA)
    step = max(24, round(48 * min(width / 1280, height / 720)))
    for x in range(step, width, step):
        pygame.draw.line(grid, (*palette.line, 22), (x, 0), (x, height))
    for y in range(step // 2, height, step):
        pygame.draw.line(grid, (*palette.line, 22), (0, y), (width, y))
    surface.blit(grid, (0, 0))
    surface.blit(_vignette(size, 150), (0, 0))
    return surface


@lru_cache(maxsize=4)
def felt(layout: Layout, palette: Palette) -> pygame.Surface:
    """The table and side panel background for this layout, opaque."""
    surface = pygame.Surface(layout.size)
    surface.blit(felt_base(layout.table.size, palette), (0, 0))
    _mats(surface, layout, palette)
    for side in (layout.bottom, layout.top):
        for stand in side.stands:
            _stand_slab(surface, layout, stand)
    _side_panel(surface, layout, palette)
    return surface


def _stand_slab(target: pygame.Surface, layout: Layout, stand: pygame.Rect) -> None:
    """The clear acrylic slab of a Guard stand and its shadow; the card stands in front of it."""
    base_h = layout.px(STAND_BASE)
    slab = pygame.Rect(stand.x + layout.px(3), stand.y, stand.w - layout.px(6), stand.h - base_h // 2)
    halo = shadow(stand.w, base_h, base_h // 2, layout.px(6), 170)
    target.blit(halo, halo.get_rect(center=(stand.centerx, stand.bottom - base_h // 3)))
    target.blit(rounded_box(slab.w, slab.h, layout.px(8), (190, 220, 255), 14, (200, 230, 255), 46), slab)
    gleam = pygame.Rect(slab.x + layout.px(4), slab.y + layout.px(4), max(1, layout.px(2)), slab.h - layout.px(12))
    target.blit(rounded_box(gleam.w, gleam.h, gleam.w // 2, (255, 255, 255), 40), gleam)


def _mats(surface: pygame.Surface, layout: Layout, palette: Palette) -> None:
    """Faint places for the piles and the resolving spot; dashed zones for the play areas."""
    radius = layout.px(10)
    pad = layout.px(6)
    resolving = layout.resolving[0].union(layout.resolving[1])
    for rect in (layout.draw, layout.encrypted, layout.discard, resolving):
        mat = rect.inflate(2 * pad, 2 * pad)
        surface.blit(rounded_box(mat.w, mat.h, radius, palette.felt, 110, palette.line, 120), mat)
    overlay = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for side in (layout.bottom, layout.top):
        dashed_rect(overlay, side.play_area.inflate(2 * pad, 2 * pad), (*palette.line, 150), layout.px(6))
    surface.blit(overlay, (0, 0))


def _side_panel(surface: pygame.Surface, layout: Layout, palette: Palette) -> None:
    rect = layout.side_panel
    surface.fill(palette.box, rect)
    surface.blit(_vertical_fade((rect.w, rect.h // 3), palette.line, 40, True), rect.topleft)
    pygame.draw.line(surface, palette.line, rect.topleft, rect.bottomleft)
