"""Card faces and the one card back, drawn by code and cached by content and size.

A face follows the printed anatomy: Card Number large top-left, the name, the
guild symbol with its letter, the ability text (full faces only; the table
shows compact faces and the zoom shows the full text), keyword badges, the
Code along the bottom with its middle digit emphasised, and a gem for the
source deck. Every hidden card uses the same back, whatever it is.
"""

from __future__ import annotations

import math

import pygame

from game.decks.deck import Card
from game.engine.cards import code
from game.ui.look.fonts import Fonts
from game.ui.look.paint import gradient, lerp, rounded, side_by_side
from game.ui.look.palette import GUILD_LETTERS, Palette
from game.ui.widgets.glyphs import symbol

CardKey = tuple
Pills = list[tuple[str, pygame.Rect]]
"""Each keyword pill on a face and where it lies on that face."""


def card_key(card: Card) -> CardKey:
    """What a face depends on: two cards with the same key look the same."""
    return (card.number, card.name, card.guild, card.keywords, card.text, card.house_design, card.deck)


KEPT = 400
"""Drawn surfaces kept: every face of a table at two sizes and more, while a window resized
again and again cannot fill the memory with faces of sizes no longer shown."""


class CardArt:
    """Draws and caches faces and backs for one palette and font set (the KEPT most recently used)."""

    def __init__(self, palette: Palette, fonts: Fonts) -> None:
        self.palette = palette
        self.fonts = fonts
        self._cache: dict[tuple, pygame.Surface] = {}
        self._pills: dict[tuple, Pills] = {}

    def _kept(self, key: tuple) -> pygame.Surface | None:
        """A drawn surface, now the most recently used; None when not kept."""
        surface = self._cache.pop(key, None)
        if surface is not None:
            self._cache[key] = surface
        return surface

    def _keep(self, key: tuple, surface: pygame.Surface) -> None:
        self._cache[key] = surface
        while len(self._cache) > KEPT:
            oldest = next(iter(self._cache))
            del self._cache[oldest]
            self._pills.pop(oldest, None)

    def face(self, card: Card, size: tuple[int, int], full: bool = False) -> pygame.Surface:
        """A card's face at this size; `full` adds the ability text (for the zoom)."""
        key = ("face", card_key(card), size, full)
        surface = self._kept(key)
        if surface is None:
            surface, self._pills[key] = self._draw_face(card, size, full)
            self._keep(key, surface)
        return surface

    def keyword_pills(self, card: Card, size: tuple[int, int], full: bool = False) -> Pills:
        """Where the keyword pills lie on the face `face(card, size, full)`: pointing at one explains it."""
        self.face(card, size, full)
        return self._pills[("face", card_key(card), size, full)]

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        """The back every hidden card shares; wider than tall for the Suitcase lying sideways."""
        key = ("back", size)
        surface = self._kept(key)
        if surface is None:
            w, h = size
            surface = self._draw_back((w, h) if h >= w else (h, w))
            if w > h:
                surface = pygame.transform.rotate(surface, 90)
            self._keep(key, surface)
        return surface

    # ----- faces ------------------------------------------------------------

    def _base(self, size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
        w, h = size
        p = self.palette
        radius = max(3, round(min(w, h) * 0.07))
        body = gradient(w, h, lerp(p.card, colour, 0.10), p.card_deep).copy()
        band = pygame.Surface((w, max(1, round(min(w, h) * 0.36))), pygame.SRCALPHA)
        band.fill((*colour, 30))
        body.blit(band, (0, 0))
        surface = rounded(body, radius)
        pygame.draw.rect(surface, (*colour, 190), surface.get_rect(), max(1, round(min(w, h) / 60)),
                         border_radius=radius)
        inset = surface.get_rect().inflate(-2 * max(2, w // 30), -2 * max(2, w // 30))
        pygame.draw.rect(surface, (255, 255, 255, 22), inset, 1, border_radius=max(2, radius - 2))
        return surface

    def _draw_face(self, card: Card, size: tuple[int, int], full: bool) -> tuple[pygame.Surface, Pills]:
        w, h = size
        unit = min(w, h)
        p = self.palette
        colour = p.guild(card.guild)
        surface = self._base(size, colour)
        fonts = self.fonts
        pad = round(unit * 0.07)

        mark = symbol(card.guild, round(unit * 0.62), colour).copy()
        mark.set_alpha(26)
        surface.blit(mark, mark.get_rect(center=(w // 2, round(h * (0.5 if full else 0.52)))))

        number_size = round(unit * (0.2 if full else 0.27))
        number = fonts.text("mono_bold", number_size, str(card.number), p.text)
        surface.blit(number, (pad, round(pad * 0.4)))

        badge = round(unit * (0.13 if full else 0.19))
        badge_x = w - pad - badge
        surface.blit(symbol(card.guild, badge, colour), (badge_x, pad))
        if not full:
            letter = fonts.text("bold", max(10, round(unit * 0.11)), GUILD_LETTERS[card.guild], colour)
            surface.blit(letter, letter.get_rect(midtop=(badge_x + badge // 2, pad + badge)))

        code_top = self._draw_code(surface, card, unit)
        gem = round(unit * 0.12)
        surface.blit(symbol(f"gem:{card.deck}", gem, p.gem(card.deck)),
                     (w - pad - gem, h - pad - gem))
        if full:
            pills = self._draw_full_body(surface, card, unit, pad, number, code_top)
        else:
            pills = self._draw_compact_body(surface, card, unit, pad, code_top, round(pad * 0.4) + number.get_height())
        return surface, pills

    def _draw_code(self, surface: pygame.Surface, card: Card, unit: int) -> int:
        """The Code along the bottom: dim flanks, the card's own number bright and bold."""
        w, h = surface.get_size()
        p = self.palette
        low, mid, high = code(card.number)
        side_size = max(10, round(unit * 0.13))
        mid_size = max(12, round(unit * 0.18))
        parts = [self.fonts.text("mono", side_size, str(low), p.text_dim),
                 self.fonts.text("mono_bold", mid_size, str(mid), p.text),
                 self.fonts.text("mono", side_size, str(high), p.text_dim)]
        gap = round(unit * 0.07)
        total = sum(s.get_width() for s in parts) + 2 * gap
        baseline = h - round(unit * 0.07)
        x = (w - total) // 2
        for part in parts:
            surface.blit(part, part.get_rect(bottomleft=(x, baseline + round(unit * 0.02))))
            x += part.get_width() + gap
        top = baseline - parts[1].get_height()
        line_y = top - round(unit * 0.02)
        pygame.draw.line(surface, (*p.guild(card.guild), 70), (round(unit * 0.16), line_y),
                         (w - round(unit * 0.16), line_y))
        return line_y

    def _draw_compact_body(self, surface: pygame.Surface, card: Card, unit: int, pad: int,
                           code_top: int, number_bottom: int) -> Pills:
        """The name, and the keyword badges under it while there is room above the Code (a small face lying
        sideways keeps the name only, between the number and the Code)."""
        w, h = surface.get_size()
        p = self.palette
        size = max(11, round(unit * 0.125))
        lines = self.fonts.wrap("semibold", size, card.name, w - 2 * pad)
        line_h = self.fonts.line_height("semibold", size)
        badges, pills = self._badges(card, max(11, round(unit * 0.11)))
        gap = max(4, line_h // 3)
        block = line_h * len(lines) + (badges.get_height() + gap if badges else 0)
        y = round(h * 0.53) - block // 2
        if badges and y + block > code_top:
            badges, pills = None, []
            block = line_h * len(lines)
            y = max(number_bottom, (number_bottom + code_top) // 2 - block // 2)
        for line in lines:
            text = self.fonts.text("semibold", size, line, p.text)
            surface.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += line_h
        at = (0, 0)
        if badges:
            at = badges.get_rect(midtop=(w // 2, y + gap)).topleft
            surface.blit(badges, at)
        if card.house_design:
            star = round(unit * 0.08)
            surface.blit(symbol("house", star, p.text_faint), (pad, h - pad - star))
        return [(keyword, rect.move(at)) for keyword, rect in pills]

    def _draw_full_body(self, surface: pygame.Surface, card: Card, unit: int, pad: int,
                        number: pygame.Surface, code_top: int) -> Pills:
        w, h = surface.get_size()
        p = self.palette
        colour = p.guild(card.guild)
        name_size = max(12, round(unit * 0.068))
        name_x = pad + number.get_width() + round(unit * 0.05)
        name_w = w - name_x - pad - round(unit * 0.17)
        y = pad + round(unit * 0.01)
        for line in self.fonts.wrap("bold", name_size, card.name, name_w):
            text = self.fonts.text("bold", name_size, line, p.text)
            surface.blit(text, (name_x, y))
            y += self.fonts.line_height("bold", name_size)
        caption_size = max(11, round(unit * 0.05))
        caption = self.fonts.text("semibold", caption_size,
                                  f"{GUILD_LETTERS[card.guild]} · {card.guild.upper()}", colour)
        surface.blit(caption, (name_x, y))
        y = max(y + caption.get_height(), pad + number.get_height()) + round(unit * 0.04)
        pygame.draw.line(surface, (*colour, 90), (pad, y), (w - pad, y))
        y += round(unit * 0.045)
        badges, pills = self._badges(card, max(11, round(unit * 0.05)))
        pills = [(keyword, rect.move(pad, y)) for keyword, rect in pills]
        if badges:
            surface.blit(badges, (pad, y))
            y += badges.get_height() + round(unit * 0.035)
        bottom = code_top - round(unit * 0.03)
        if card.house_design:
            bottom -= self._house_mark(surface, unit, bottom) + round(unit * 0.02)
        for size in range(max(12, round(unit * 0.056)), 11, -1):
            lines = self.fonts.wrap("regular", size, card.text, w - 2 * pad)
            line_h = self.fonts.line_height("regular", size)
            if y + line_h * len(lines) <= bottom:
                break
        for line in lines:
            surface.blit(self.fonts.text("regular", size, line, p.text), (pad, y))
            y += line_h
        return pills

    def _house_mark(self, surface: pygame.Surface, unit: int, bottom: int) -> int:
        """The subtle "house design" line above the Code; returns its height."""
        p = self.palette
        size = max(12, round(unit * 0.05))
        text = self.fonts.text("regular", size, "House design", p.text_faint)
        star = symbol("house", text.get_height() - 4, p.text_faint)
        w = star.get_width() + 4 + text.get_width()
        x = (surface.get_width() - w) // 2
        top = bottom - text.get_height()
        surface.blit(star, (x, top + 2))
        surface.blit(text, (x + star.get_width() + 4, top))
        return text.get_height()

    def _badges(self, card: Card, size: int) -> tuple[pygame.Surface | None, Pills]:
        """Keyword pills (REACT, PEEK, TRIGGER, TUCK) side by side, and where each lies in the row."""
        if not card.keywords:
            return None, []
        p = self.palette
        pills = []
        for keyword in card.keywords:
            text = self.fonts.text("mono_bold", size, keyword, p.card_deep)
            pill = pygame.Surface((text.get_width() + size, text.get_height() + 2), pygame.SRCALPHA)
            pygame.draw.rect(pill, (*p.text_dim, 235), pill.get_rect(), border_radius=pill.get_height() // 2)
            pill.blit(text, text.get_rect(center=pill.get_rect().center))
            pills.append(pill)
        gap = size // 2
        rects: Pills = []
        x = 0
        for keyword, pill in zip(card.keywords, pills):
            rects.append((keyword, pygame.Rect(x, 0, pill.get_width(), pill.get_height())))
            x += pill.get_width() + gap
        return side_by_side(pills, gap), rects

    # ----- the back -----------------------------------------------------------

    def _draw_back(self, size: tuple[int, int]) -> pygame.Surface:
        """A cipher ring around a suitcase lock, on fine cross-hatching."""
        w, h = size
        p = self.palette
        radius = max(3, round(w * 0.07))
        body = gradient(w, h, lerp(p.back, (255, 255, 255), 0.04), lerp(p.back, (0, 0, 0), 0.35)).copy()
        hatch = pygame.Surface((w, h), pygame.SRCALPHA)
        step = max(4, w // 14)
        for k in range(-h, w + h, step):
            pygame.draw.line(hatch, (*p.back_line, 22), (k, 0), (k + h, h))
            pygame.draw.line(hatch, (*p.back_line, 22), (k + h, 0), (k, h))
        body.blit(hatch, (0, 0))
        surface = rounded(body, radius)
        line = max(1, round(w / 60))
        pygame.draw.rect(surface, (*p.back_line, 200), surface.get_rect(), line, border_radius=radius)
        inset = surface.get_rect().inflate(-round(w * 0.12), -round(w * 0.12))
        pygame.draw.rect(surface, (*p.back_line, 90), inset, 1, border_radius=max(2, radius - 2))
        ring = self.emblem(round(w * 0.34 * 2.3))
        surface.blit(ring, ring.get_rect(center=(w // 2, h // 2)))
        return surface

    def emblem(self, size: int) -> pygame.Surface:
        """The cipher ring around a suitcase lock, as on the back (also the title's emblem)."""
        key = ("emblem", size)
        surface = self._kept(key)
        if surface is None:
            surface = self._draw_emblem(size)
            self._keep(key, surface)
        return surface

    def _draw_emblem(self, size: int) -> pygame.Surface:
        p = self.palette
        big = 4 if size < 400 else 2
        r = size / 2.3
        art = pygame.Surface((size * big, size * big), pygame.SRCALPHA)
        art.fill((*p.back_line, 0))
        c = size * big / 2
        R = r * big
        ring = (*p.back_line, 220)
        pygame.draw.circle(art, ring, (c, c), R, max(1, round(R * 0.045)))
        pygame.draw.circle(art, (*p.back_line, 120), (c, c), R * 0.74, max(1, round(R * 0.025)))
        for i in range(9):
            a = -math.pi / 2 + i * 2 * math.pi / 9
            x, y = c + R * 0.87 * math.cos(a), c + R * 0.87 * math.sin(a)
            pygame.draw.circle(art, ring, (x, y), R * 0.075)
            inner = (c + R * 0.74 * math.cos(a + math.pi / 9), c + R * 0.74 * math.sin(a + math.pi / 9))
            outer = (c + R * 1.0 * math.cos(a + math.pi / 9), c + R * 1.0 * math.sin(a + math.pi / 9))
            pygame.draw.line(art, (*p.back_line, 150), inner, outer, max(1, round(R * 0.02)))
        pygame.draw.circle(art, (*p.back_line, 60), (c, c), R * 0.5)
        pygame.draw.circle(art, ring, (c, c), R * 0.5, max(1, round(R * 0.03)))
        pygame.draw.circle(art, (*p.accent, 230), (c, c - R * 0.1), R * 0.13)
        keyhole = [(c - R * 0.07, c - R * 0.06), (c + R * 0.07, c - R * 0.06),
                   (c + R * 0.12, c + R * 0.26), (c - R * 0.12, c + R * 0.26)]
        pygame.draw.polygon(art, (*p.accent, 230), keyhole)
        return pygame.transform.smoothscale(art, (size, size))
