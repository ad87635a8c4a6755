"""What every menu screen shares (rules, cards, settings, statistics, about): a heading, Back, a footer.

A screen fills the window over the felt, says what it is, offers Back at the
top right (Escape does the same) and the keys at the bottom; the body between
is the screen's own.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.text import screens as say
from game.ui import keymap
from game.ui.look.layout import Layout, screen_layout_for
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.help import HelpOverlay
from game.ui.table.felt import felt_base
from game.ui.widgets.buttons import draw_button

WINDOW_EVENTS = (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED)


class MenuScreen(Scene):
    """A full-window screen with a heading and Back; subclasses handle and draw the body."""

    kicker = ""
    title = ""
    keys = say.BACK_KEYS
    """The footer: the keys this screen answers to."""
    back_label = "‹ Back · Esc"
    """The button at the top right, which Escape presses too."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self.back_rect = Rect(0, 0, 0, 0)
        self.back_lit = False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in WINDOW_EVENTS:
            self.dirty = True
            return
        command = keymap.screen_command_for(event)
        if event.type == pygame.MOUSEMOTION and self.back_rect.collidepoint(event.pos) != self.back_lit:
            self.back_lit = not self.back_lit
            self.dirty = True
        if command == keymap.HELP:
            self.stack.push(HelpOverlay(self.theme))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.back_rect.collidepoint(event.pos):
            self.back()
        elif self.handle(event, command):
            self.dirty = True
        elif command == keymap.BACK:
            self.back()

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        """The body's input; True when it changed what is drawn (Escape left unhandled goes back)."""
        return False

    def back(self) -> None:
        self.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        layout = screen_layout_for(width, height)
        p = self.theme.palette
        fonts = self.theme.fonts
        surface.blit(felt_base((width, height), p, False), (0, 0))
        left = layout.px(48)
        y = layout.px(22)
        kicker = fonts.text("mono_bold", layout.font(13), self.kicker, p.accent)
        surface.blit(kicker, (left, y))
        y += kicker.get_height()
        title = fonts.text("bold", layout.font(30), self.title, p.text)
        surface.blit(title, (left, y))
        self.back_rect = Rect(0, 0, layout.px(130), layout.px(36))
        self.back_rect.midright = (width - left, y + title.get_height() // 2)
        draw_button(surface, self.theme, layout, self.back_rect, self.back_label, lit=self.back_lit)
        footer = fonts.text("regular", layout.font(12), fonts.fit("regular", layout.font(12), self.keys,
                                                                  width - 2 * left), p.text_faint)
        footer_y = height - layout.px(26) - footer.get_height() // 2
        surface.blit(footer, (left, footer_y))
        top = y + title.get_height() + layout.px(16)
        self.draw_body(surface, layout, Rect(left, top, width - 2 * left, footer_y - layout.px(14) - top))

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        """Draw the screen's own content inside `body`."""
