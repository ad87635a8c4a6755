"""Drawing the large Cypher Wheel's parts beside and under the dial; each part records where it answers clicks.

The reasons under the dial, the assistant's level and the "their view"
toggle, one strip per face-down Guard of the opponent (the player's strikes
in marker, the assistant's printed, the odds under each number), the hand's
chances, the two notes and the buttons. The scene decides what they show.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.decks.deck import Deck
from game.engine.cards import NUMBERS
from game.text import wheel_words
from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.table.sheet_layout import SheetLayout
from game.ui.table.wheel import percent
from game.ui.widgets.buttons import draw_button, focus_ring
from game.ui.widgets.text_field import TextField
from game.wheel.assistant import GuardStrip, Why
from game.wheel.levels import LEVELS, AssistantLevel
from game.wheel.notebook import Notebook

Item = tuple
"""What the focus or the pointer can be on: ("number", n), ("cell", slot, n), ("note", name),
("level", level), ("button", name)."""


class SheetPaint:
    """Draws the parts for one frame and collects their hit rectangles (`hits`), topmost last."""

    def __init__(self, theme: Theme, layout: Layout, sheet: SheetLayout, focus: Item,
                 pointer: tuple[int, int] | None) -> None:
        self.theme = theme
        self.layout = layout
        self.sheet = sheet
        self.focus = focus
        self.pointer = pointer
        self.hits: list[tuple[Rect, Item]] = []

    def _pointed(self, rect: Rect) -> bool:
        return self.pointer is not None and rect.collidepoint(self.pointer)

    def label(self, surface: pygame.Surface, text: str, x: int, y: int) -> int:
        """A small mono heading; returns the y under it."""
        label = self.theme.fonts.text("mono_bold", self.layout.font(12), text, self.theme.palette.text_dim)
        surface.blit(label, (x, y))
        return y + label.get_height() + self.layout.px(4)

    def button(self, surface: pygame.Surface, rect: Rect, item: Item, label: str, on: bool = False) -> None:
        """A pill button, lit when on, focused or pointed at."""
        layout = self.layout
        draw_button(surface, self.theme, layout, rect, label, True, on or item == self.focus or self._pointed(rect),
                    size=12)
        if item == self.focus:
            focus_ring(surface, self.theme, layout, rect, round_=True)
        self.hits.append((rect, item))

    def why(self, surface: pygame.Surface, subject: str, reasons: tuple[Why, ...],
            quiet: str) -> list[tuple[Rect, Why]]:
        """The box under the dial: what is pointed at, then the assistant's reasons (those with evidence are
        links); `quiet` when there is no reason. Returns where each link is."""
        p = self.theme.palette
        fonts = self.theme.fonts
        layout, sheet = self.layout, self.sheet
        rect = sheet.why
        size = layout.font(13)
        surface.blit(rounded_box(rect.w, rect.h, layout.px(10), p.card_deep, 230, p.line, 255), rect)
        pad = layout.px(10)
        x, y = rect.x + pad, rect.y + layout.px(6)
        width = rect.w - 2 * pad
        surface.blit(fonts.text("semibold", size, fonts.fit("semibold", size, subject, width), p.text), (x, y))
        y += sheet.line
        links: list[tuple[Rect, Why]] = []
        if not reasons:
            for line in fonts.wrap("regular", size, quiet, width) if quiet else ():
                surface.blit(fonts.text("regular", size, line, p.text_faint), (x, y))
                y += sheet.line
            return links
        for i, why in enumerate(reasons):
            link = why.event is not None or bool(why.places)
            lines = fonts.wrap("regular", size, ("› " if link else "") + why.text, width)
            if y + len(lines) * sheet.line > rect.bottom - layout.px(4):
                surface.blit(fonts.text("regular", size, f"… and {len(reasons) - i} more", p.text_faint), (x, y))
                break
            area = Rect(x - layout.px(4), y, width + layout.px(8), len(lines) * sheet.line)
            lit = link and self._pointed(area)
            if lit:
                surface.blit(rounded_box(area.w, area.h, layout.px(4), p.accent, 50), area)
            colour = p.accent if lit else p.text if link else p.text_dim
            for line in lines:
                surface.blit(fonts.text("regular", size, line, colour), (x, y))
                y += sheet.line
            if link:
                links.append((area, why))
        return links

    def assistant(self, surface: pygame.Surface, level: AssistantLevel, their_view: bool) -> int:
        """The level's three buttons, what the level does, and the "their view" toggle; returns the y under."""
        layout, sheet = self.layout, self.sheet
        col = sheet.column
        y = self.label(surface, "ASSISTANT · A", col.x, col.y)
        w = (col.w - 2 * sheet.gap) // 3
        for i, choice in enumerate(LEVELS):
            rect = Rect(col.x + i * (w + sheet.gap), y, w, sheet.row)
            self.button(surface, rect, ("level", choice), choice.capitalize(), choice == level)
        y += sheet.row + layout.px(4)
        fonts = self.theme.fonts
        text = fonts.fit("regular", layout.font(12), wheel_words.LEVEL_EFFECTS[LEVELS.index(level)], col.w)
        surface.blit(fonts.text("regular", layout.font(12), text, self.theme.palette.text_faint), (col.x, y))
        y += fonts.line_height("regular", layout.font(12)) + layout.px(6)
        rect = Rect(col.x, y, col.w, sheet.row)
        self.button(surface, rect, ("button", "their_view"), wheel_words.THEIR_VIEW_BUTTON, their_view)
        return rect.bottom

    def guards(self, surface: pygame.Surface, strips: tuple[GuardStrip, ...], notebook: Notebook, player: int,
               y: int) -> int:
        """One strip of nine numbers per face-down Guard of the opponent; returns the y under them."""
        p = self.theme.palette
        fonts = self.theme.fonts
        layout, col = self.layout, self.sheet.column
        y = self.label(surface, "THEIR FACE-DOWN GUARDS", col.x, y)
        if not strips:
            none = fonts.text("regular", layout.font(12), wheel_words.NO_UNPLACED_GUARDS, p.text_faint)
            surface.blit(none, (col.x, y))
            return y + fonts.line_height("regular", layout.font(12))
        label_w = layout.px(48)
        gap = layout.px(3)
        cell = min(self.sheet.row, (col.w - label_w) // 9 - gap)
        small = layout.font(12)
        for strip in strips:
            caption = fonts.text("semibold", layout.font(12), f"Slot {strip.slot + 1}", p.text_dim)
            surface.blit(caption, caption.get_rect(midleft=(col.x, y + cell // 2)))
            mine = notebook.guard_struck(strip.slot, strip.since)
            for n in NUMBERS:
                rect = Rect(col.x + label_w + (n - 1) * (cell + gap), y, cell, cell)
                self._cell(surface, rect, n, n in strip.struck, n in mine, p.players[player])
                if strip.odds is not None and strip.odds[n] > 0:
                    odds = fonts.text("mono", small, percent(strip.odds[n]), p.text_dim)
                    surface.blit(odds, odds.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(1))))
                item = ("cell", strip.slot, n)
                if item == self.focus:
                    focus_ring(surface, self.theme, layout, rect.inflate(-layout.px(6), -layout.px(6)))
                self.hits.append((rect, item))
            y += cell + layout.px(6) + (fonts.line_height("mono", small) if strip.odds is not None else 0)
        return y

    def _cell(self, surface: pygame.Surface, rect: Rect, n: int, auto: bool, mine: bool,
              ink: tuple[int, int, int]) -> None:
        """One number of a strip: greyed with a hairline when the assistant strikes it, a marker slash when
        the player does."""
        p = self.theme.palette
        layout = self.layout
        surface.blit(rounded_box(rect.w, rect.h, layout.px(5), p.felt if auto else p.felt_light, 255, p.line, 255),
                     rect)
        text = self.theme.fonts.text("mono_bold", layout.font(14), str(n), p.text_faint if auto else p.text)
        surface.blit(text, text.get_rect(center=rect.center))
        if auto:
            pygame.draw.line(surface, p.text_dim, (rect.x + layout.px(4), rect.centery),
                             (rect.right - layout.px(4), rect.centery), 1)
        if mine:
            pygame.draw.line(surface, ink, (rect.x + layout.px(3), rect.bottom - layout.px(6)),
                             (rect.right - layout.px(3), rect.y + layout.px(6)), max(2, layout.px(3)))

    def hand(self, surface: pygame.Surface, hand: tuple[tuple[int, float], ...], deck: Deck, y: int) -> int:
        """At "odds": each hand card's chance to be an Unguarded Match now; returns the y under."""
        if not hand:
            return y - self.sheet.gap
        p = self.theme.palette
        fonts = self.theme.fonts
        layout, col = self.layout, self.sheet.column
        size = layout.font(13)
        y = self.label(surface, wheel_words.HAND_ODDS_HEAD, col.x, y)
        for n, chance in hand:
            surface.blit(fonts.text("regular", size, f"{deck.card(n).name} ({n})", p.text), (col.x, y))
            odds = fonts.text("mono_bold", size, percent(chance), p.text)
            surface.blit(odds, odds.get_rect(topright=(col.right, y)))
            y += fonts.line_height("regular", size)
        return y

    def notes(self, surface: pygame.Surface, fields: dict[str, TextField], labels: tuple[tuple[str, str], ...],
              y: int) -> None:
        """The two notes, as far as there is room above the buttons."""
        layout, sheet = self.layout, self.sheet
        col = sheet.column
        bottom = col.bottom - sheet.row - sheet.gap
        for name, label in labels:
            y = self.label(surface, label.upper(), col.x, y)
            rect = Rect(col.x, y, col.w, sheet.row + layout.px(4))
            if rect.bottom > bottom:
                return
            fields[name].draw(surface, self.theme, layout, rect, self.focus == ("note", name))
            self.hits.append((rect, ("note", name)))
            y = rect.bottom + layout.px(6)

    def buttons(self, surface: pygame.Surface) -> None:
        """Undo, redo and close, along the bottom of the column."""
        sheet = self.sheet
        col = sheet.column
        labels = (("undo", "Undo · Ctrl+Z"), ("redo", "Redo · Ctrl+Y"), ("close", "Close · W"))
        w = (col.w - 2 * sheet.gap) // 3
        for i, (name, label) in enumerate(labels):
            self.button(surface, Rect(col.x + i * (w + sheet.gap), col.bottom - sheet.row, w, sheet.row),
                        ("button", name), label)
