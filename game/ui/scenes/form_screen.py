"""A full screen holding one form: a kicker, a title, a line of lead, the rows, a line of keys."""

from __future__ import annotations

from dataclasses import replace

import pygame
from pygame import Rect

from game.text import screens as say
from game.ui import keymap
from game.ui.look.layout import Layout, screen_layout_for
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.table.felt import felt_base
from game.ui.widgets.form import Form

SMALLEST = 0.6
"""The smallest scale a form is squeezed to, to fit a short window at a large UI scale."""


class FormScreen(Scene):
    """Base for the screens before a game: subclasses give the words and the form's rows."""

    kicker = ""
    title = ""
    lead = ""
    keys = say.FORM_KEYS
    label_width = 190
    """The rows' label column, in design pixels (0: a form of buttons alone, flush left)."""
    beside = False
    """Something is drawn right of the form (the deck builder's candidates): the words keep to the form's width."""

    def __init__(self, theme: Theme, form: Form) -> None:
        super().__init__()
        self.theme = theme
        self.form = form
        self.layout: Layout | None = None
        """The layout the screen was last drawn at (smaller than the window's when the form had to fit)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if keymap.command_for(event) == keymap.BACK:
            self.stack.pop()
        elif self.form.handle_event(event):
            self.dirty = True
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        """Draw at the window's scale; a form too long for the window is drawn smaller, so it fits."""
        width, height = surface.get_size()
        layout = screen_layout_for(width, height)
        for _ in range(4):
            needed = self._height(layout, width)
            room = height - layout.px(40)
            if needed <= room or layout.scale <= SMALLEST:
                break
            layout = replace(layout, scale=max(SMALLEST, layout.scale * room / needed))
        self.layout = layout
        self._draw_at(surface, layout)

    def _height(self, layout: Layout, width: int) -> int:
        """How far down the words and the form reach at `layout`'s scale (what a screen draws between
        them is left out: the forms that must squeeze have nothing there)."""
        fonts = self.theme.fonts
        left = round(width * 0.09)
        label_width = layout.px(self.label_width)
        room = label_width + min(layout.px(440), width - 2 * left - label_width) if self.beside \
            else width - 2 * left
        y = round(layout.size[1] * 0.08)
        for face, size, text, gap in (("mono_bold", 14, self.kicker, 6), ("bold", 36, self.title, 4),
                                      ("regular", 15, self.lead, 20)):
            y += len(fonts.wrap(face, layout.font(size), text, room)) * fonts.line_height(face, layout.font(size))
            y += layout.px(gap)
        return y + self.form.height(self.theme, layout)

    def _draw_at(self, surface: pygame.Surface, layout: Layout) -> None:
        """One frame at `layout`'s scale."""
        width, height = surface.get_size()
        p = self.theme.palette
        fonts = self.theme.fonts
        surface.blit(felt_base((width, height), p, False), (0, 0))
        left = round(width * 0.09)
        y = round(height * 0.08)
        label_width = layout.px(self.label_width)
        field_width = min(layout.px(440), width - 2 * left - label_width)
        room = label_width + field_width if self.beside else width - 2 * left
        for face, size, text, colour, gap in (("mono_bold", 14, self.kicker, p.accent, 6),
                                              ("bold", 36, self.title, p.text, 4),
                                              ("regular", 15, self.lead, p.text_dim, 20)):
            for line in fonts.wrap(face, layout.font(size), text, room):
                rendered = fonts.text(face, layout.font(size), line, colour)
                surface.blit(rendered, (left, y))
                y += rendered.get_height()
            y += layout.px(gap)
        y = self.draw_content(surface, layout, Rect(left, y, width - 2 * left, height - y - layout.px(120)))
        self.form.draw(surface, self.theme, layout, left, y, label_width, field_width)
        keys = fonts.text("regular", layout.font(12), self.keys, p.text_faint)
        surface.blit(keys, (left, height - layout.px(24) - keys.get_height() // 2))

    def draw_content(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        """What a screen shows between its lead and its form, in `area`; returns the y the form starts at."""
        return area.y
