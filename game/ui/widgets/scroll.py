"""A window onto something taller than it: the rules text, the card grid, the statistics, the licences.

The pane keeps only the offset and the input that moves it (the mouse wheel,
dragging the content or the bar, the scroll keys); whoever owns it draws the
content at `top(y)` inside a clip, so any content scrolls the same way.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import pygame
from pygame import Rect

from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.widgets.drag import SCROLL_DRAG_START

WHEEL_LINES = 3
"""Lines one notch of the mouse wheel scrolls."""


class ScrollPane:
    """The visible rectangle, the height of the content, and how far down it is scrolled."""

    def __init__(self) -> None:
        self.view = Rect(0, 0, 0, 0)
        self.content_height = 0
        self.line = 20
        self.offset = 0
        self.pointer: tuple[int, int] | None = None
        self._press: tuple[int, int] | None = None
        """Pointer y and offset when the button went down in the pane."""
        self.dragging = False
        self._bar_drag = False

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.view.h)

    def fit(self, view: Rect, content_height: int, line: int) -> None:
        """Where the pane is this frame and how tall its content is; the offset stays in range."""
        self.view = Rect(view)
        self.content_height = content_height
        self.line = max(1, line)
        self.offset = max(0, min(self.offset, self.max_offset))

    def top(self, y: int) -> int:
        """The screen y of content y."""
        return self.view.y + y - self.offset

    def scroll_to(self, offset: int) -> bool:
        """Scroll so that content y `offset` is at the top (as far as it goes); True if it moved."""
        offset = max(0, min(round(offset), self.max_offset))
        moved = offset != self.offset
        self.offset = offset
        return moved

    def scroll_by(self, pixels: int) -> bool:
        return self.scroll_to(self.offset + pixels)

    def show(self, top: int, bottom: int, centre: bool = False) -> bool:
        """Scroll to show content from `top` to `bottom`: as little as needed, or with it a third of the
        way down (`centre`, for a search match, so the lines around it show too)."""
        if top >= self.offset + self.line and bottom <= self.offset + self.view.h - self.line:
            return False
        if centre:
            return self.scroll_to(top - self.view.h // 3)
        if bottom - top >= self.view.h or top < self.offset:
            return self.scroll_to(top - self.line)
        return self.scroll_to(bottom - self.view.h + self.line)

    def command(self, command: str | None) -> bool:
        """The scroll keys (↑ ↓ a line, PgUp PgDn a page); True if the view moved."""
        page = max(self.line, self.view.h - 2 * self.line)
        step = {keymap.UP: -self.line, keymap.DOWN: self.line, keymap.PAGE_UP: -page, keymap.PAGE_DOWN: page}
        return command in step and self.scroll_by(step[command])

    def _bar(self) -> tuple[Rect, Rect] | None:
        """The track and the thumb of the scroll bar, when the content does not fit."""
        if self.max_offset == 0 or self.view.h <= 0:
            return None
        width = max(4, self.view.w // 90)
        track = Rect(self.view.right - width, self.view.y, width, self.view.h)
        thumb_h = max(2 * width, round(self.view.h * self.view.h / self.content_height))
        thumb_y = track.y + round((track.h - thumb_h) * self.offset / self.max_offset)
        return track, Rect(track.x, thumb_y, width, thumb_h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the pane, dragging the content or the bar; True if the view moved."""
        if event.type == pygame.MOUSEWHEEL:
            if self.pointer is None or self.view.collidepoint(self.pointer):
                return self.scroll_by(-event.y * WHEEL_LINES * self.line)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.view.collidepoint(event.pos):
            bar = self._bar()
            grab = bar is not None and bar[0].inflate(bar[0].w * 2, 0).collidepoint(event.pos)
            self._press = (event.pos[1], self.offset)
            self._bar_drag = grab
            self.dragging = False
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self._press is not None and not getattr(event, "buttons", (1,))[0]:
                self._press = None  # released where the pane did not see it (outside the window)
                self.dragging = False
            if self._press is not None:
                moved = event.pos[1] - self._press[0]
                self.dragging = self.dragging or abs(moved) >= SCROLL_DRAG_START
                if self.dragging:
                    if self._bar_drag:
                        scale = self.content_height / max(1, self.view.h)
                        return self.scroll_to(self._press[1] + moved * scale)
                    return self.scroll_to(self._press[1] - moved)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._press = None
            self.dragging = False
        return False

    @contextmanager
    def clipped(self, surface: pygame.Surface) -> Iterator[None]:
        """Draw inside the pane only (whatever was clipped before is clipped again after)."""
        before = surface.get_clip()
        surface.set_clip(self.view.clip(before))
        try:
            yield
        finally:
            surface.set_clip(before)

    def draw_bar(self, surface: pygame.Surface, theme: Theme, layout: Layout) -> None:
        """A thin bar at the right edge, only when there is more to see."""
        bar = self._bar()
        if bar is None:
            return
        track, thumb = bar
        p = theme.palette
        pygame.draw.rect(surface, p.line, track, border_radius=track.w // 2)
        pygame.draw.rect(surface, p.accent if self.dragging else p.text_faint, thumb, border_radius=thumb.w // 2)
