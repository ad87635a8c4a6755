"""Watch a game again: the finished games (newest first) and the shared records, one to open in the viewer.

Opening reads the file then; one that cannot be watched says why in one
paragraph under the list and is left exactly as it was.
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from game.errors import DataError, clipped
from game.storage.home import folder_path, set_aside
from game.storage.records_shared import SHARED_FOLDER, Listed, Watched, games_to_watch, listed, open_watched
from game.text import replay_words as say
from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.rows_screen import RowsScreen


def unreadable(error: Exception) -> str:
    """Why a file cannot be watched: a data error's own paragraph, or what went wrong."""
    if isinstance(error, DataError):
        return str(error)
    return say.cannot_watch(type(error).__name__, str(error))


class WatchList(RowsScreen):
    """The games there are to watch; Enter or a click opens one."""

    kicker = say.WATCH_LIST.kicker
    title = say.WATCH_LIST.title
    keys = say.WATCH_LIST.keys

    def __init__(self, theme: Theme, viewer: Callable[[Watched], Scene]) -> None:
        super().__init__(theme)
        self.viewer = viewer
        folder = folder_path(SHARED_FOLDER)
        self.folder = folder
        self.games: list[Listed] = [listed(path, path.parent == folder) for path in games_to_watch()]
        self.problem = ""

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.step(command, len(self.games)):
            return True
        pointed = self.row_at(event.pos) if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) else None
        if command == keymap.ACTIVATE and self.games:
            self.watch(self.selected)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pointed is not None:
            self.selected = pointed
            self.watch(pointed)
        elif event.type == pygame.MOUSEMOTION and pointed is not None and pointed != self.selected:
            self.selected = pointed
        else:
            return self.pane.command(command) or self.pane.handle_event(event)
        return True

    def watch(self, index: int) -> None:
        """Open the game in the viewer, or say why it cannot be watched: a game of the history that
        cannot be is set aside (bytes intact) and leaves the list; a shared file stays as it is."""
        path = self.games[index].path
        try:
            watched = open_watched(path)
        except Exception as error:  # noqa: BLE001 - no file may close the list; it says why instead
            problem = clipped(" ".join(unreadable(error).replace(str(path), path.name).split()), 600)
            if path.parent == self.folder:
                self.problem = say.unreadable_game(problem)
                return
            bad = set_aside(path)
            self.problem = say.history_set_aside(problem, bad.name if bad is not None else None)
            if bad is not None:
                del self.games[index]
                self.selected = min(self.selected, max(0, len(self.games) - 1))
            return
        self.problem = ""
        self.stack.push(self.viewer(watched))

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        size = layout.font(15)
        row_h = fonts.line_height("semibold", size) + layout.px(18)
        notes = fonts.wrap("regular", layout.font(13), self.problem, body.w) if self.problem else []
        note_h = fonts.line_height("regular", layout.font(13))
        folder = fonts.fit("regular", layout.font(13), say.folder_line(str(self.folder)), body.w)
        bottom_h = (len(notes) + 1) * note_h + layout.px(12)
        pane = Rect(body.x, body.y, body.w, body.h - bottom_h)
        self.pane.fit(pane, len(self.games) * row_h, row_h)
        self.rows = []
        if not self.games:
            for i, line in enumerate(fonts.wrap("regular", size, say.NOTHING_TO_WATCH, body.w)):
                surface.blit(fonts.text("regular", size, line, p.text_dim),
                             (body.x, body.y + i * fonts.line_height("regular", size)))
        with self.pane.clipped(surface):
            for i, game in enumerate(self.games):
                rect = Rect(pane.x, self.pane.top(i * row_h), pane.w - layout.px(16), row_h - layout.px(6))
                self.rows.append(rect)
                chosen = i == self.selected
                surface.blit(rounded_box(rect.w, rect.h, layout.px(10), p.box, 230,
                                         p.accent if chosen else p.line, 255, max(1, layout.px(1.5))), rect)
                text = fonts.fit("semibold", size, game.line, rect.w - layout.px(32))
                label = fonts.text("semibold", size, text, p.text if chosen else p.text_dim)
                surface.blit(label, label.get_rect(midleft=(rect.x + layout.px(16), rect.centery)))
        self.pane.draw_bar(surface, self.theme, layout)
        y = pane.bottom + layout.px(12)
        for line in notes:
            surface.blit(fonts.text("regular", layout.font(13), line, p.bad), (body.x, y))
            y += note_h
        surface.blit(fonts.text("regular", layout.font(13), folder, p.text_faint), (body.x, y))
