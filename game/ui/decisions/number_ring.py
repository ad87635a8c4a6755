"""The number ring: the Cypher Wheel's nine wedges, made into a picker.

Legal numbers keep the wheel's look with a neon rim; numbers that may not be
named are dark and faint, but a number already named for the card resolving
keeps its digit, outlined and marked NAMED, so the player sees their first
petal while naming the second. The ring is drawn once per state of its wedges.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame
from pygame import Rect

from game.engine.cards import GUILD, GUILD_NAMES, NUMBERS, code
from game.text.prompt_words import NAMED_MARK
from game.ui.look.layout import Layout
from game.ui.look.palette import GUILD_LETTERS
from game.ui.look.theme import Theme
from game.ui.table.wheel import SPAN, SUPERSAMPLE, sector
from game.ui.widgets.glyphs import symbol
from game.ui.widgets.targets import Hit, Target, Wedge

OUTER, INNER = 0.48, 0.2
"""Radii as fractions of the ring's size."""


def draw_ring(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect,
              targets: tuple[Target, ...], lit: int | None, focused: int | None,
              named: tuple[int, ...] = ()) -> list[Hit]:
    """The ring in `rect` (a square), `named` numbers marked; returns a hit per number, its rectangle on the
    number."""
    legal = tuple(t.legal for t in targets)
    image = _ring(theme, layout, rect.w, legal, lit, frozenset(named))
    surface.blit(image, rect)
    hits = []
    c = (rect.centerx, rect.centery)
    for i, target in enumerate(targets):
        angle = -math.pi / 2 + i * SPAN
        r = rect.w * (OUTER + INNER) / 2
        spot = Rect(0, 0, layout.px(34), layout.px(34))
        spot.center = (round(c[0] + r * math.cos(angle)), round(c[1] + r * math.sin(angle)))
        hits.append(Hit(spot, target, Wedge(c, rect.w * INNER, rect.w * OUTER, angle, SPAN)))
        if focused == i + 1:
            _focus_wedge(surface, theme, layout, rect, i)
    return hits


def _focus_wedge(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect, i: int) -> None:
    points = [(x + rect.x, y + rect.y) for x, y in sector(rect.w / 2, rect.w * INNER - layout.px(3),
                                                         rect.w * OUTER + layout.px(3), i)]
    pygame.draw.polygon(surface, theme.palette.text, points, max(2, layout.px(2.5)))


@lru_cache(maxsize=32)
def _ring(theme: Theme, layout: Layout, size: int, legal: tuple[bool, ...], lit: int | None,
          named: frozenset[int]) -> pygame.Surface:
    p = theme.palette
    fonts = theme.fonts
    big = size * SUPERSAMPLE
    art = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    outer, inner = big * OUTER, big * INNER
    for i, n in enumerate(NUMBERS):
        colour = p.guild(GUILD_NAMES[GUILD[n]])
        if not legal[i]:
            pygame.draw.polygon(art, (*p.felt, 235), sector(c, inner, outer, i))
            if n in named:
                pygame.draw.polygon(art, (*p.accent, 255), sector(c, inner, outer, i), 2 * SUPERSAMPLE)
            continue
        pygame.draw.polygon(art, (*p.felt_light, 255), sector(c, inner, outer, i))
        pygame.draw.polygon(art, (*p.accent, 150 if lit == n else (70 if i % 2 else 58)), sector(c, inner, outer, i))
        pygame.draw.polygon(art, (*colour, 170), sector(c, outer * 0.9, outer * 0.97, i))
        pygame.draw.polygon(art, (*p.accent, 255), sector(c, outer * 0.97, outer, i))
    for i in range(9):
        a0 = -math.pi / 2 - SPAN / 2 + i * SPAN
        pygame.draw.line(art, (*p.line, 255), (c + inner * math.cos(a0), c + inner * math.sin(a0)),
                         (c + outer * math.cos(a0), c + outer * math.sin(a0)), SUPERSAMPLE)
    pygame.draw.circle(art, (*p.line, 255), (c, c), outer, SUPERSAMPLE)
    pygame.draw.circle(art, (*p.box, 255), (c, c), inner)
    pygame.draw.circle(art, (*p.line, 255), (c, c), inner, SUPERSAMPLE)
    out = pygame.transform.smoothscale(art, (size, size))

    centre = size / 2
    for i, n in enumerate(NUMBERS):
        a = -math.pi / 2 + i * SPAN
        guild = GUILD_NAMES[GUILD[n]]
        on = legal[i]
        colour = p.guild(guild) if on else p.line
        number = fonts.text("mono_bold", layout.font(26), str(n),
                            p.text if on else (p.accent if n in named else p.text_faint))
        r_num = size * OUTER * 0.68
        out.blit(number, number.get_rect(center=(centre + r_num * math.cos(a), centre + r_num * math.sin(a))))
        digits = fonts.text("mono", layout.font(12), "".join(map(str, code(n))), p.text_dim if on else p.text_faint)
        r_code = size * OUTER * 0.5
        out.blit(digits, digits.get_rect(center=(centre + r_code * math.cos(a), centre + r_code * math.sin(a))))
        r_mark = size * OUTER * 0.86
        mx, my = centre + r_mark * math.cos(a), centre + r_mark * math.sin(a)
        if n in named:
            tag = fonts.text("mono_bold", layout.font(11), NAMED_MARK, p.accent)
            out.blit(tag, tag.get_rect(center=(mx, my)))
            continue
        mark = symbol(guild, layout.px(13), colour)
        out.blit(mark, mark.get_rect(center=(mx - layout.px(5), my)))
        letter = fonts.text("bold", layout.font(12), GUILD_LETTERS[guild], colour)
        out.blit(letter, letter.get_rect(midleft=(mx + layout.px(3), my)))
    label = fonts.text("semibold", layout.font(12), "NAME", p.text_faint)
    out.blit(label, label.get_rect(center=(centre, centre)))
    return out
