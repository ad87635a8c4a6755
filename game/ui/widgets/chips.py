"""A row of labelled pills, one of them chosen: the tabs of the F1 overlay and the card gallery's filters.

The chosen pill is filled with the accent; the row itself shows a focus ring
when the keyboard is on it, and then ← → choose along it.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.widgets.buttons import focus_ring


class ChipRow:
    """The labels, the chosen one, and where each was drawn."""

    def __init__(self, labels: tuple[str, ...], chosen: int = 0) -> None:
        self.labels = labels
        self.chosen = chosen
        self.rects: list[Rect] = []

    def step(self, delta: int) -> None:
        """Choose the next (or previous) pill, wrapping round."""
        self.chosen = (self.chosen + delta) % len(self.labels)

    def click(self, pos: tuple[int, int]) -> bool:
        """Choose the pill under `pos`; True if there was one."""
        for i, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                self.chosen = i
                return True
        return False

    def width(self, theme: Theme, layout: Layout, size: float = 13) -> int:
        """How wide the row is drawn."""
        font = theme.fonts.font("semibold", layout.font(size))
        return sum(font.size(label)[0] + layout.px(24) for label in self.labels) + layout.px(6) * (
            len(self.labels) - 1)

    def draw(self, surface: pygame.Surface, theme: Theme, layout: Layout, left: int, top: int, height: int,
             focused: bool = False, size: float = 13) -> Rect:
        """Draw the pills from (left, top); returns the rectangle they cover."""
        p = theme.palette
        fonts = theme.fonts
        self.rects = []
        x = left
        for i, label in enumerate(self.labels):
            chosen = i == self.chosen
            text = fonts.text("semibold", layout.font(size), label, p.felt if chosen else p.text_dim)
            rect = Rect(x, top, text.get_width() + layout.px(24), height)
            surface.blit(rounded_box(rect.w, rect.h, rect.h // 2, p.accent if chosen else p.box, 255,
                                     p.accent if chosen else p.line, 255, max(1, layout.px(1.5))), rect)
            surface.blit(text, text.get_rect(center=rect.center))
            self.rects.append(rect)
            x = rect.right + layout.px(6)
        covered = self.rects[0].unionall(self.rects[1:])
        if focused:
            focus_ring(surface, theme, layout, self.rects[self.chosen], round_=True)
        return covered
