"""F1: the keys and the mouse, read from the keymap itself, over whatever is on screen."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui import keymap
from game.ui.look.layout import layout_for
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene


class HelpOverlay(Scene):
    """Every binding of the keymap and what the mouse does; any key or click closes it."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme

    def covers(self) -> bool:
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3)):
            self.stack.pop()
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        p = self.theme.palette
        fonts = self.theme.fonts
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*p.felt, 205))
        surface.blit(veil, (0, 0))
        rows = [(b.names, b.meaning) for b in keymap.BINDINGS] + [("", "")] + list(keymap.MOUSE_HELP)
        line_h = fonts.line_height("regular", layout.font(14)) + layout.px(5)
        pad = layout.px(28)
        key_w = layout.px(110)
        width = min(surface.get_width() - 2 * pad, layout.px(720))
        title_h = layout.px(56)
        frame = Rect(0, 0, width, title_h + len(rows) * line_h + pad + layout.px(24))
        frame.center = (surface.get_width() // 2, surface.get_height() // 2)
        surface.blit(rounded_box(frame.w, frame.h, layout.px(16), p.box, 250, p.accent, 220, max(1, layout.px(1.5))),
                     frame)
        title = fonts.text("bold", layout.font(18), "Keys and mouse", p.text)
        surface.blit(title, (frame.x + pad, frame.y + pad - layout.px(6)))
        note = fonts.text("regular", layout.font(12), "any key or click closes this", p.text_faint)
        surface.blit(note, note.get_rect(topright=(frame.right - pad, frame.y + pad)))
        y = frame.y + title_h + layout.px(4)
        for names, meaning in rows:
            if names:
                key = fonts.text("mono_bold", layout.font(14), names, p.accent)
                surface.blit(key, (frame.x + pad, y))
                text = fonts.fit("regular", layout.font(14), meaning, frame.w - 2 * pad - key_w)
                surface.blit(fonts.text("regular", layout.font(14), text, p.text), (frame.x + pad + key_w, y))
            y += line_h
