"""A vertical menu for the title screen and the table's overlays, driven by the shared keymap."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame
from pygame import Rect

from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme


@dataclass(frozen=True)
class MenuItem:
    """One line of a menu and what choosing it does; `label` may change (toggles)."""

    label: Callable[[], str] | str
    action: Callable[[], None]

    def text(self) -> str:
        return self.label() if callable(self.label) else self.label


class Menu:
    """Items, the selected one, and where each was last drawn."""

    def __init__(self, items: tuple[MenuItem, ...]) -> None:
        self.items = items
        self.selected = 0
        self.rects: list[Rect] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Move, choose, or follow the mouse; True when the event changed something.

        Escape is left to the scene: what "back" means depends on where the menu is.
        """
        command = keymap.command_for(event)
        if command in (keymap.NEXT, keymap.PREVIOUS):
            self.selected = (self.selected + (1 if command == keymap.NEXT else -1)) % len(self.items)
            return True
        if command == keymap.ACTIVATE:
            self.items[self.selected].action()
            return True
        if event.type == pygame.MOUSEMOTION:
            for i, rect in enumerate(self.rects):
                if rect.collidepoint(event.pos) and i != self.selected:
                    self.selected = i
                    return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.rects):
                if rect.collidepoint(event.pos):
                    self.selected = i
                    self.items[i].action()
                    return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme, layout: Layout, left: int, top: int,
             width: float = 300, height: float = 50, size: float = 17, across: bool = False) -> int:
        """Draw the items from (left, top), downwards (or `across`); returns the y below the last."""
        item_w, item_h = layout.px(width), layout.px(height)
        step = (item_w + layout.px(14), 0) if across else (0, item_h + layout.px(height * 0.28))
        rects = [Rect(left + i * step[0], top + i * step[1], item_w, item_h) for i in range(len(self.items))]
        self.draw_in(surface, theme, layout, rects, size)
        return rects[-1].bottom if across else rects[-1].bottom + layout.px(height * 0.28)

    def draw_in(self, surface: pygame.Surface, theme: Theme, layout: Layout, rects: list[Rect],
                size: float = 17) -> None:
        """Draw each item in its own rectangle (one per item, laid out by the caller)."""
        p = theme.palette
        fonts = theme.fonts
        self.rects = list(rects)
        for i, (item, rect) in enumerate(zip(self.items, rects)):
            chosen = i == self.selected
            if chosen:
                blit_halo(surface, glow(rect.w, rect.h, rect.h // 2, p.accent, layout.px(8), 170), rect)
            surface.blit(rounded_box(rect.w, rect.h, rect.h // 2, p.box, 230, p.accent if chosen else p.line, 255,
                                     max(1, layout.px(1.5))), rect)
            inset = min(layout.px(26), rect.h // 2)
            arrow = fonts.text("bold", layout.font(size), "›", p.accent) if chosen else None
            room = rect.w - 2 * inset - (arrow.get_width() + layout.px(4) if arrow else 0)
            label = fonts.fit("semibold", layout.font(size), item.text(), room)
            text = fonts.text("semibold", layout.font(size), label, p.text if chosen else p.text_dim)
            surface.blit(text, text.get_rect(midleft=(rect.x + inset, rect.centery)))
            if arrow is not None:
                surface.blit(arrow, arrow.get_rect(midright=(rect.right - inset + layout.px(4), rect.centery)))
