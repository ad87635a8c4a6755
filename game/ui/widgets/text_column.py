"""Paragraphs in a column that scrolls when they do not fit: a card's details, the About page."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from game.ui.look.layout import Layout
from game.ui.look.palette import Colour
from game.ui.look.theme import Theme
from game.ui.widgets.scroll import ScrollPane


@dataclass(frozen=True)
class Styled:
    """One paragraph: its text, face, size (at scale 1), colour, and the space above it (at scale 1)."""

    text: str
    colour: Colour
    face: str = "regular"
    size: float = 15
    space: float = 0


class TextColumn:
    """Wraps paragraphs to the column's width and scrolls them (wheel, drag, ↑ ↓ PgUp PgDn)."""

    def __init__(self) -> None:
        self.pane = ScrollPane()

    def draw(self, surface: pygame.Surface, theme: Theme, layout: Layout, area: Rect,
             paragraphs: list[Styled]) -> None:
        fonts = theme.fonts
        width = area.w - layout.px(14)
        lines: list[tuple[Styled, int, str, int]] = []
        """The paragraph, its pixel size, one line of it, and the space above that line."""
        for paragraph in paragraphs:
            size = layout.font(paragraph.size)
            for i, line in enumerate(fonts.wrap(paragraph.face, size, paragraph.text, width)):
                lines.append((paragraph, size, line, layout.px(paragraph.space) if i == 0 and paragraph.space else 0))
        height = sum(space + fonts.line_height(p.face, size) for p, size, _, space in lines)
        self.pane.fit(area, height, fonts.line_height("regular", layout.font(15)))
        with self.pane.clipped(surface):
            y = self.pane.top(0)
            for paragraph, size, line, space in lines:
                y += space
                line_h = fonts.line_height(paragraph.face, size)
                if area.y - line_h <= y <= area.bottom:
                    surface.blit(fonts.text(paragraph.face, size, line, paragraph.colour), (area.x, y))
                y += line_h
        self.pane.draw_bar(surface, theme, layout)
