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
        columns = (
            [(keymap.TABLE, "")] + _rows(keymap.TABLE) + [("", "")] + list(keymap.MOUSE_HELP),
            [(keymap.WHEEL_SECTION, "")] + _rows(keymap.WHEEL_SECTION) + list(keymap.WHEEL_HELP) + [("", "")]
            + [(keymap.LOG_SECTION, "")] + _rows(keymap.LOG_SECTION),
        )
        size = layout.font(13)
        line_h = fonts.line_height("regular", size) + layout.px(4)
        pad = layout.px(24)
        key_w = layout.px(104)
        width = min(surface.get_width() - 2 * layout.px(12), layout.px(1140))
        column_w = (width - 3 * pad) // 2
        title_h = layout.px(48)
        heights = [sum(self._height(row, column_w - key_w, size, line_h) for row in rows) for rows in columns]
        frame = Rect(0, 0, width, min(surface.get_height() - 2 * layout.px(8), title_h + max(heights) + pad))
        frame.center = (surface.get_width() // 2, surface.get_height() // 2)
        surface.blit(rounded_box(frame.w, frame.h, layout.px(16), p.box, 250, p.accent, 220, max(1, layout.px(1.5))),
                     frame)
        title = fonts.text("bold", layout.font(18), "Keys and mouse", p.text)
        surface.blit(title, (frame.x + pad, frame.y + pad - layout.px(6)))
        note = fonts.text("regular", layout.font(12), "any key or click closes this", p.text_faint)
        surface.blit(note, note.get_rect(topright=(frame.right - pad, frame.y + pad)))
        for i, rows in enumerate(columns):
            x = frame.x + pad + i * (column_w + pad)
            y = frame.y + title_h
            for names, meaning in rows:
                if names and not meaning:
                    head = fonts.text("mono_bold", layout.font(12), names.upper(), p.text_dim)
                    surface.blit(head, (x, y + layout.px(2)))
                elif names:
                    surface.blit(fonts.text("mono_bold", size, names, p.accent), (x, y))
                    for j, line in enumerate(fonts.wrap("regular", size, meaning, column_w - key_w)):
                        surface.blit(fonts.text("regular", size, line, p.text),
                                     (x + key_w, y + j * fonts.line_height("regular", size)))
                y += self._height((names, meaning), column_w - key_w, size, line_h)

    def _height(self, row: tuple[str, str], width: int, size: int, line_h: int) -> int:
        lines = len(self.theme.fonts.wrap("regular", size, row[1], width)) if row[1] else 1
        return line_h + (lines - 1) * self.theme.fonts.line_height("regular", size)


def _rows(section: str) -> list[tuple[str, str]]:
    return [(b.names, b.meaning) for b in keymap.BINDINGS if b.section == section]
