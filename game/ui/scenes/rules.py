"""The rules reference as a screen of its own, from the title and the pause menu."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.text import screens as say
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.scenes.screen import MenuScreen
from game.ui.widgets.rules_reader import RulesReader


class RulesScene(MenuScreen):
    """The sections in a sidebar, the open one scrolling beside it, and a search that types as you go."""

    kicker = say.RULES.kicker
    title = say.RULES.title
    keys = say.RULES.keys

    def __init__(self, theme: Theme) -> None:
        super().__init__(theme)
        self.reader = RulesReader()

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        return self.reader.handle_event(event, command)

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        self.reader.draw(surface, self.theme, layout, body)
