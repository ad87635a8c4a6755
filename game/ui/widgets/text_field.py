"""A one-line text field: typing in any keyboard layout, a cursor, delete and paste.

Characters come from the system's text input (SDL's TEXTINPUT events), never
from key codes, so accents, dead keys and input methods type what the player
expects; only the editing keys (arrows, Home, End, Backspace, Delete, Ctrl+V)
are read as keys.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme


def clipboard_text() -> str:
    """The clipboard's text, or "" where there is no clipboard (no display, no text on it)."""
    try:
        return pygame.scrap.get_text() or ""
    except pygame.error:
        return ""


class TextField:
    """The text, where the cursor is, and how long the text may grow."""

    def __init__(self, text: str = "", limit: int = 40) -> None:
        self.limit = limit
        self.text = text[:limit]
        self.cursor = len(self.text)

    def insert(self, typed: str) -> bool:
        """Insert printable characters at the cursor, as many as fit; True when the text changed."""
        typed = "".join(c for c in typed if c.isprintable() and c not in "\r\n\t")
        room = self.limit - len(self.text)
        typed = typed[:max(0, room)]
        if not typed:
            return False
        self.text = self.text[:self.cursor] + typed + self.text[self.cursor:]
        self.cursor += len(typed)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Edit on typing and the editing keys; True when the event was the field's."""
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key, ctrl = event.key, bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key == pygame.K_BACKSPACE and self.cursor > 0:
            self.text = self.text[:self.cursor - 1] + self.text[self.cursor:]
            self.cursor -= 1
        elif key == pygame.K_DELETE and self.cursor < len(self.text):
            self.text = self.text[:self.cursor] + self.text[self.cursor + 1:]
        elif key == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
        elif key == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
        elif key == pygame.K_HOME:
            self.cursor = 0
        elif key == pygame.K_END:
            self.cursor = len(self.text)
        elif key == pygame.K_v and ctrl:
            self.insert(clipboard_text())
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            pass
        else:
            # Printable keys arrive again as TEXTINPUT; they are the field's all the same.
            return bool(event.unicode) and event.unicode.isprintable() and not ctrl
        return True

    def draw(self, surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect, focused: bool) -> None:
        """The box, the text, and the cursor while focused."""
        p = theme.palette
        fonts = theme.fonts
        size = layout.font(16)
        border = p.accent if focused else p.line
        surface.blit(rounded_box(rect.w, rect.h, layout.px(8), p.card_deep, 255, border, 255,
                                 max(1, layout.px(1.5))), rect)
        pad = layout.px(10)
        text = fonts.text("regular", size, self.text, p.text) if self.text else None
        y = rect.centery - fonts.line_height("regular", size) // 2
        if text is not None:
            surface.blit(text, (rect.x + pad, y), area=Rect(0, 0, rect.w - 2 * pad, text.get_height()))
        if focused:
            before = fonts.text("regular", size, self.text[:self.cursor], p.text) if self.cursor else None
            x = rect.x + pad + (before.get_width() if before is not None else 0)
            pygame.draw.line(surface, p.accent, (x, y + layout.px(2)),
                             (x, y + fonts.line_height("regular", size) - layout.px(2)), max(1, layout.px(2)))
