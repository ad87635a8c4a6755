"""The Cypher Wheel: nine wedges, each number with its Code and guild symbol.

No marks yet (the notes and the deduction layer come with play); the dial is
static, so it is drawn once per size and palette.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.engine.cards import GUILD, GUILD_NAMES, NUMBERS, code
from game.ui.look.layout import Layout
from game.ui.look.palette import GUILD_LETTERS
from game.ui.look.theme import Theme
from game.ui.widgets.glyphs import symbol

SUPERSAMPLE = 3
SPAN = 2 * math.pi / 9
"""Each number's wedge; number 1 sits at the top and the ring runs clockwise."""


def sector(c: float, inner: float, outer: float, i: int) -> list[tuple[float, float]]:
    """The polygon of wedge i (number i + 1) between two radii, around (c, c)."""
    a0 = -math.pi / 2 - SPAN / 2 + i * SPAN
    points = [(c + inner * math.cos(a0 + k * SPAN / 12), c + inner * math.sin(a0 + k * SPAN / 12))
              for k in range(13)]
    return points + [(c + outer * math.cos(a0 + k * SPAN / 12), c + outer * math.sin(a0 + k * SPAN / 12))
                     for k in range(12, -1, -1)]


def draw_wheel(surface: pygame.Surface, theme: Theme, layout: Layout) -> None:
    """Blit the dial into its place in the side panel."""
    surface.blit(wheel_image(theme, layout), layout.wheel)


@lru_cache(maxsize=4)
def wheel_image(theme: Theme, layout: Layout) -> pygame.Surface:
    """The dial for this layout's wheel rectangle."""
    p = theme.palette
    fonts = theme.fonts
    rect = layout.wheel
    size = rect.w
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    title = fonts.text("bold", layout.font(12), "CYPHER WHEEL", p.text_dim)
    out.blit(title, (0, 0))

    big = size * SUPERSAMPLE
    art = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    outer = big * 0.47
    inner = big * 0.2
    span = SPAN
    for i, n in enumerate(NUMBERS):
        a0 = -math.pi / 2 - span / 2 + i * span
        guild = GUILD_NAMES[GUILD[n]]
        colour = p.guild(guild)
        pygame.draw.polygon(art, (*p.felt_light, 210 if i % 2 else 170), sector(c, inner, outer, i))
        pygame.draw.polygon(art, (*colour, 150), sector(c, outer * 0.93, outer, i))
        pygame.draw.line(art, (*p.line, 255), (c + inner * math.cos(a0), c + inner * math.sin(a0)),
                         (c + outer * math.cos(a0), c + outer * math.sin(a0)), SUPERSAMPLE)
    pygame.draw.circle(art, (*p.line, 255), (c, c), outer, SUPERSAMPLE)
    pygame.draw.circle(art, (*p.box, 255), (c, c), inner)
    pygame.draw.circle(art, (*p.line, 255), (c, c), inner, SUPERSAMPLE)
    out.blit(pygame.transform.smoothscale(art, (size, size)), (0, 0))
    out.blit(title, (0, 0))

    centre = size / 2
    for i, n in enumerate(NUMBERS):
        a = -math.pi / 2 + i * span
        guild = GUILD_NAMES[GUILD[n]]
        colour = p.guild(guild)
        number = fonts.text("mono_bold", layout.font(22), str(n), p.text)
        r_num = size * 0.47 * 0.66
        out.blit(number, number.get_rect(center=(centre + r_num * math.cos(a), centre + r_num * math.sin(a))))
        digits = fonts.text("mono", layout.font(12), "".join(map(str, code(n))), p.text_dim)
        r_code = size * 0.47 * 0.45
        out.blit(digits, digits.get_rect(center=(centre + r_code * math.cos(a), centre + r_code * math.sin(a))))
        mark = symbol(guild, layout.px(14), colour)
        r_mark = size * 0.47 * 0.85
        mx, my = centre + r_mark * math.cos(a), centre + r_mark * math.sin(a)
        out.blit(mark, mark.get_rect(center=(mx - layout.px(5), my)))
        letter = fonts.text("bold", layout.font(12), GUILD_LETTERS[guild], colour)
        out.blit(letter, letter.get_rect(midleft=(mx + layout.px(3), my)))
    label = fonts.text("semibold", layout.font(12), "CODE", p.text_faint)
    out.blit(label, label.get_rect(center=(centre, centre)))
    return out
