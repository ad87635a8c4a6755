"""The window of a second game on a data folder another game holds: it says why it will not play.

Two games on one folder would write the same save and lose each other's
counts, so this one only offers what reads nothing the other writes: the rules,
and Quit.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame import Rect

from game.text import screens as say
from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.screen import MenuScreen
from game.ui.widgets.menu import Menu, MenuItem


class AlreadyOpen(MenuScreen):
    """Why this window will not play, with Quit first and the rules to read meanwhile."""

    kicker = say.ALREADY_OPEN.kicker
    title = say.ALREADY_OPEN.title
    keys = say.ALREADY_OPEN.keys
    back_label = "Quit · Esc"

    def __init__(self, theme: Theme, folder: Path) -> None:
        super().__init__(theme)
        self.line = say.already_open_line(str(folder))
        self.menu = Menu((MenuItem("Quit", self.back), MenuItem("Read the rules", self._rules)))

    def _rules(self) -> None:
        self.stack.push(RulesScene(self.theme))

    def back(self) -> None:
        self.stack.clear()

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        if command in (keymap.UP, keymap.DOWN):
            self.menu.selected = (self.menu.selected + (1 if command == keymap.DOWN else -1)) % len(self.menu.items)
            return True
        return self.menu.handle_event(event)

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        fonts = self.theme.fonts
        size = layout.font(16)
        y = body.y + layout.px(12)
        for line in fonts.wrap("regular", size, self.line, min(body.w, layout.px(760))):
            surface.blit(fonts.text("regular", size, line, self.theme.palette.text), (body.x, y))
            y += fonts.line_height("regular", size)
        self.menu.draw(surface, self.theme, layout, body.x, y + layout.px(24))
