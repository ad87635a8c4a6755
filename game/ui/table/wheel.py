"""The Cypher Wheel dial: nine wedges, each number with its Code and guild symbol, and the marks on it.

The dial is static, drawn once per size and palette. The marks go over it in
two hands that never mix (ART.md): the player's own in a thick, wobbly marker
stroke of their colour ("/", "X", a strike through the number, a cross over
the guild symbol), the assistant's thin and printed ("/" and "X" in a small
printed box, a hairline strike over a greyed wedge, the odds in mono digits).
Both are drawn once per state of the marks and cached.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.engine.cards import GUILD, GUILD_NAMES, NUMBERS, code
from game.ui.look.layout import Layout
from game.ui.look.palette import GUILD_LETTERS, Colour
from game.ui.look.theme import Theme
from game.ui.widgets.glyphs import symbol

SUPERSAMPLE = 3
MARKS_SUPERSAMPLE = 2
"""Marks change on a click, so they are drawn at a lighter supersampling than the static dial."""
SPAN = 2 * math.pi / 9
"""Each number's wedge; number 1 sits at the top and the ring runs clockwise."""
OUTER, HUB = 0.47, 0.2
"""The ring's outer and inner radius, as fractions of the dial's size."""
RIM, SYMBOL = 0.93, 0.85
"""Radii within the ring, as fractions of OUTER: the guild-coloured rim, the guild symbol."""
CRAMPED, TINY = 220, 150
"""Below CRAMPED pixels a dial is cramped (see Radii.cramped); below TINY the small dial leaves the Codes to
the large one."""
MARK_OFFSET = 0.31
"""How far from the number, in wedges, the marks sit: the player's clockwise, the assistant's counter-clockwise."""


@dataclass(frozen=True)
class Dial:
    """What one dial shows: the player's marks and the assistant's, kept apart."""

    player: int = 0
    """Whose marker colour the marks by hand are in."""
    seen: tuple[int, ...] = (0,) * 9
    """By hand, per number 1..9 (index n - 1): 1 "/", 2 "X"."""
    struck: tuple[int, ...] = ()
    guilds: tuple[int, ...] = ()
    """Numbers whose guild symbol the player crossed out."""
    auto_seen: tuple[int, ...] = (0,) * 9
    auto_struck: tuple[int, ...] = ()
    odds: tuple[float, ...] | None = None
    """Per number 1..9 (index n - 1): the assistant's chance; None below "odds"."""
    suitcase: int = 0
    """Outlined: your own Suitcase, when the dial shows what the opponent can know of it."""


PLAIN_DIAL = Dial()


@dataclass(frozen=True)
class Radii:
    """Where things sit on a dial of one size, in pixels from its centre."""

    size: int
    detail: bool
    """The large dial shows the odds under the number and keeps the Code; the small one puts the odds
    where the Code was."""

    @property
    def outer(self) -> float:
        return self.size * OUTER

    @property
    def hub(self) -> float:
        return self.size * HUB

    @property
    def number(self) -> float:
        return self.outer * (0.71 if self.detail else 0.66)

    @property
    def code(self) -> float:
        """The middle of the block of the Code's digits (and the odds under them on the large dial)."""
        return self.outer * (0.53 if self.detail else 0.47 if self.cramped else 0.45)

    @property
    def band_edges(self) -> tuple[float, float]:
        """Where a click on a wedge turns from the Code band to the number band, and from it to the symbol
        band: halfway between what each band shows, so a click anywhere on the words lands on them."""
        return (self.code + self.number) / 2, (self.number + self.symbol) / 2

    def code_at(self, centre: float, n: int) -> tuple[float, float]:
        """Where the Code's digits go: on the large dial, the upper line of a block the odds complete."""
        x, y = _at(centre, self.code, angle_of(n))
        return x, y - (self.font(0.047) * 0.55 if self.detail else 0)

    def code_block(self, n: int) -> pygame.Rect:
        """The box around number n's Code digits (and the odds under them on the large dial), from the
        dial's centre: three mono digits wide."""
        size = self.font(0.047)
        x, y = _at(0, self.code, angle_of(n))
        top = y - (size * 1.05 if self.detail else size * 0.6)
        bottom = y + (size * 1.15 if self.detail else size * 0.6)
        return pygame.Rect(round(x - size * 0.95), round(top), round(size * 1.9), round(bottom - top))

    def number_box(self, n: int) -> pygame.Rect:
        """The box around number n's digit, from the dial's centre."""
        size = self.font(0.086)
        x, y = _at(0, self.number, angle_of(n))
        return pygame.Rect(round(x - size * 0.35), round(y - size * 0.45), round(size * 0.7), round(size * 0.9))

    def odds_at(self, centre: float, n: int) -> tuple[float, float]:
        """Where the odds go: under the Code on the large dial, in its place on the small one."""
        x, y = _at(centre, self.code, angle_of(n))
        return x, y + (self.font(0.047) * 0.6 if self.detail else 0)

    @property
    def symbol(self) -> float:
        return self.outer * SYMBOL

    def font(self, share: float, least: int = 11) -> int:
        """A text size as a share of the dial (`least` px at least)."""
        return max(least, round(self.size * share * (0.82 if self.detail else 1.0)))

    @property
    def cramped(self) -> bool:
        """A dial too small for every word at a readable size: the Code goes smaller, the guild letters go
        (their symbols stay)."""
        return self.size < CRAMPED


def angle_of(n: int) -> float:
    """The middle of number n's wedge, in radians (screen y grows downwards)."""
    return -math.pi / 2 + (n - 1) * SPAN


def sector(c: float, inner: float, outer: float, i: int) -> list[tuple[float, float]]:
    """The polygon of wedge i (number i + 1) between two radii, around (c, c)."""
    a0 = -math.pi / 2 - SPAN / 2 + i * SPAN
    points = [(c + inner * math.cos(a0 + k * SPAN / 12), c + inner * math.sin(a0 + k * SPAN / 12))
              for k in range(13)]
    return points + [(c + outer * math.cos(a0 + k * SPAN / 12), c + outer * math.sin(a0 + k * SPAN / 12))
                     for k in range(12, -1, -1)]


def wedge_at(centre: tuple[float, float], size: int, pos: tuple[int, int],
             detail: bool = True) -> tuple[int, str] | None:
    """The number under `pos` on a dial of `size` around `centre`, and the band hit:
    "symbol" (the guild mark, at the rim), "number", or "code" (towards the hub, and anywhere on the
    Code's digits: the words say to click them to strike)."""
    radii = Radii(size, detail)
    dx, dy = pos[0] - centre[0], pos[1] - centre[1]
    r = math.hypot(dx, dy)
    if not radii.hub <= r <= radii.outer:
        return None
    at = round(dx), round(dy)
    for box, band in ((radii.number_box, "number"), (radii.code_block, "code")):
        on = next((n for n in NUMBERS if box(n).collidepoint(at)), None)
        if on is not None:
            return on, band
    n = round(((math.atan2(dy, dx) + math.pi / 2) % (2 * math.pi)) / SPAN) % 9 + 1
    inner, outer = radii.band_edges
    band = "symbol" if r >= outer else "number" if r >= inner else "code"
    return n, band


def band_span(radii: Radii, band: str) -> tuple[float, float]:
    """The inner and outer radius, in pixels, of a wedge's band ("code", "number", "symbol")."""
    edges = (radii.hub, *radii.band_edges, radii.outer)
    at = ("code", "number", "symbol").index(band)
    return edges[at], edges[at + 1]


def draw_wheel(surface: pygame.Surface, theme: Theme, layout: Layout, dial: Dial = PLAIN_DIAL) -> None:
    """The small dial in the side panel, with its title and the marks."""
    rect = layout.wheel
    surface.blit(dial_image(theme, rect.w, dial.odds is None, False), rect)
    if dial != PLAIN_DIAL:
        surface.blit(marks_image(theme, rect.w, dial, False), rect)
    title = theme.fonts.text("bold", layout.font(12), "CYPHER WHEEL", theme.palette.text_dim)
    surface.blit(title, title.get_rect(bottomleft=(rect.x, rect.y + layout.px(2))))


@lru_cache(maxsize=8)
def dial_image(theme: Theme, size: int, codes: bool = True, detail: bool = True) -> pygame.Surface:
    """The bare dial: wedges, numbers, guild symbols, and the Codes unless the odds take their place."""
    p = theme.palette
    fonts = theme.fonts
    radii = Radii(size, detail)
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    big = size * SUPERSAMPLE
    art = pygame.Surface((big, big), pygame.SRCALPHA)
    c = big / 2
    outer = radii.outer * SUPERSAMPLE
    inner = radii.hub * SUPERSAMPLE
    for i, n in enumerate(NUMBERS):
        a0 = -math.pi / 2 - SPAN / 2 + i * SPAN
        colour = p.guild(GUILD_NAMES[GUILD[n]])
        pygame.draw.polygon(art, (*p.felt_light, 210 if i % 2 else 170), sector(c, inner, outer, i))
        pygame.draw.polygon(art, (*colour, 150), sector(c, outer * RIM, outer, i))
        pygame.draw.line(art, (*p.line, 255), (c + inner * math.cos(a0), c + inner * math.sin(a0)),
                         (c + outer * math.cos(a0), c + outer * math.sin(a0)), SUPERSAMPLE)
    pygame.draw.circle(art, (*p.line, 255), (c, c), outer, SUPERSAMPLE)
    pygame.draw.circle(art, (*p.box, 255), (c, c), inner)
    pygame.draw.circle(art, (*p.line, 255), (c, c), inner, SUPERSAMPLE)
    out.blit(pygame.transform.smoothscale(art, (size, size)), (0, 0))

    centre = size / 2
    for n in NUMBERS:
        guild = GUILD_NAMES[GUILD[n]]
        colour = p.guild(guild)
        number = fonts.text("mono_bold", radii.font(0.086), str(n), p.text)
        out.blit(number, number.get_rect(center=_at(centre, radii.number, angle_of(n))))
        if codes and size >= TINY:
            digits = fonts.text("mono", radii.font(0.047, 8 if radii.cramped else 11), "".join(map(str, code(n))),
                                p.text_dim)
            out.blit(digits, digits.get_rect(center=radii.code_at(centre, n)))
        mark = symbol(guild, radii.font(0.055), colour)
        mx, my = _at(centre, radii.symbol, angle_of(n))
        if radii.cramped:
            out.blit(mark, mark.get_rect(center=(mx, my)))
            continue
        gap = radii.font(0.047) * 0.4
        out.blit(mark, mark.get_rect(center=(mx - gap, my)))
        letter = fonts.text("bold", radii.font(0.047), GUILD_LETTERS[guild], colour)
        out.blit(letter, letter.get_rect(midleft=(mx + gap * 0.6, my)))
    if size >= TINY or not codes:
        label = fonts.text("semibold", radii.font(0.047), "CODE" if codes else "ODDS", p.text_faint)
        out.blit(label, label.get_rect(center=(centre, centre)))
    return out


@lru_cache(maxsize=16)
def marks_image(theme: Theme, size: int, dial: Dial, detail: bool = True) -> pygame.Surface:
    """The marks over a dial: the assistant's printed layer first, the player's marker strokes on top."""
    p = theme.palette
    k = MARKS_SUPERSAMPLE
    radii = Radii(size, detail)
    art = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    c = size * k / 2
    hub, outer, number = radii.hub * k, radii.outer * k, radii.number * k
    for n in dial.auto_struck:
        pygame.draw.polygon(art, (*p.felt, 165), sector(c, hub, outer * RIM, n - 1))
    if dial.suitcase:
        pygame.draw.polygon(art, p.accent, sector(c, hub + k, outer - k, dial.suitcase - 1),
                            max(2, round(size * 0.008)) * k)
    hair = max(1, round(size * 0.004)) * k
    for n in dial.auto_struck:
        half = radii.font(0.086) * 0.75 * k
        x, y = _at(c, number, angle_of(n))
        pygame.draw.line(art, p.text_dim, (x - half, y), (x + half, y), hair)
    for n in NUMBERS:
        if dial.auto_seen[n - 1]:
            _printed_box(art, p.text_dim, _at(c, number, angle_of(n) - MARK_OFFSET * SPAN), radii.font(0.045) * k,
                         dial.auto_seen[n - 1], hair)
    ink = p.players[dial.player]
    width = max(3, round(size * 0.013)) * k
    for n in NUMBERS:
        a = angle_of(n)
        if dial.seen[n - 1]:
            x, y = _at(c, number, a + MARK_OFFSET * SPAN)
            h = radii.font(0.07) * k
            _stroke(art, ink, [(x - 0.35 * h, y + 0.5 * h), (x + 0.35 * h, y - 0.5 * h)], width, (n, 1))
            if dial.seen[n - 1] == 2:
                _stroke(art, ink, [(x - 0.35 * h, y - 0.5 * h), (x + 0.35 * h, y + 0.5 * h)], width, (n, 2))
        if n in dial.struck:
            half = radii.font(0.086) * 0.7 * k
            x, y = _at(c, number, a)
            _stroke(art, ink, [(x - half, y + 0.12 * half), (x + half, y - 0.12 * half)], width, (n, 3))
        if n in dial.guilds:
            x, y = _at(c, radii.symbol * k, a)
            h = radii.font(0.06) * k
            _stroke(art, ink, [(x - 0.7 * h, y - 0.45 * h), (x + 0.7 * h, y + 0.45 * h)], width, (n, 4))
            _stroke(art, ink, [(x - 0.7 * h, y + 0.45 * h), (x + 0.7 * h, y - 0.45 * h)], width, (n, 5))
    out = pygame.transform.smoothscale(art, (size, size))
    if dial.odds is not None:
        for n in NUMBERS:
            chance = dial.odds[n - 1]
            if chance > 0:
                text = theme.fonts.text("mono", radii.font(0.045), percent(chance), p.accent if chance == 1 else p.text)
                out.blit(text, text.get_rect(center=radii.odds_at(size / 2, n)))
    return out


def percent(chance: float) -> str:
    """A chance as the wheel prints it: "34%", "<1%", ">99%", "100%", and "0%" only when impossible."""
    if chance <= 0:
        return "0%"
    if chance >= 1:
        return "100%"
    if chance < 0.005:
        return "<1%"
    if chance > 0.995:
        return ">99%"
    return f"{round(chance * 100)}%"


def _at(centre: float, r: float, a: float) -> tuple[float, float]:
    return centre + r * math.cos(a), centre + r * math.sin(a)


def _printed_box(art: pygame.Surface, colour: Colour, at: tuple[float, float], size: float, marks: int,
                 width: int) -> None:
    """The assistant's "/" or "X": straight hairlines in a small printed box."""
    box = pygame.Rect(0, 0, size, size)
    box.center = (round(at[0]), round(at[1]))
    pygame.draw.rect(art, (*colour, 255), box, width)
    inset = box.inflate(-size * 0.4, -size * 0.4)
    pygame.draw.line(art, (*colour, 255), inset.bottomleft, inset.topright, width)
    if marks == 2:
        pygame.draw.line(art, (*colour, 255), inset.topleft, inset.bottomright, width)


def _stroke(art: pygame.Surface, colour: Colour, ends: list[tuple[float, float]], width: int,
            seed: tuple[int, int]) -> None:
    """A marker stroke between two points: a slight wobble (the same each time) and round ends."""
    rng = random.Random(seed[0] * 16 + seed[1])
    (x0, y0), (x1, y1) = ends
    length = math.hypot(x1 - x0, y1 - y0) or 1
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length
    bend = rng.uniform(-0.06, 0.06) * length
    points = []
    steps = 10
    for k in range(steps + 1):
        t = k / steps
        off = bend * math.sin(math.pi * t) + rng.uniform(-0.012, 0.012) * length
        points.append((x0 + (x1 - x0) * t + nx * off, y0 + (y1 - y0) * t + ny * off))
    for a, b in zip(points, points[1:]):
        pygame.draw.line(art, colour, a, b, width)
    for x, y in points:
        pygame.draw.circle(art, colour, (x, y), width / 2)
