"""The Statistics screen: results against each computer level, deck and set-up, and hotseat pairs.

Reset asks first (Y or Enter resets, N or Escape keeps); a disk that refuses
says so in one line.
"""

from __future__ import annotations

from typing import Callable, Mapping, TypeVar

import pygame
from pygame import Rect

from game.storage.online_games import ONLINE
from game.storage.statistics import Statistics, load_statistics, reset_statistics
from game.text import screens as say
from game.text.statistics_table import (
    HOTSEAT_HEADS,
    HOTSEAT_MATCH_HEADS,
    MATCH_HEADS,
    VERSUS_HEADS,
    hotseat_match_rows,
    hotseat_rows,
    match_rows,
    versus_rows,
)
from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.scenes.screen import MenuScreen
from game.ui.widgets.buttons import draw_button
from game.ui.widgets.scroll import ScrollPane

VERSUS_COLUMNS = (0, 0.13, 0.28, 0.42, 0.5, 0.57, 0.64, 0.72, 0.83, 0.9)
HOTSEAT_COLUMNS = (0, 0.42, 0.52, 0.9)
MATCH_COLUMNS = (0, 0.13, 0.42, 0.52, 0.64, 0.76, 0.84, 0.92)
"""Where each column starts, as a share of the table's width."""


Row = TypeVar("Row")


def apart(rows: Mapping[str, Row]) -> tuple[dict[str, Row], dict[str, Row]]:
    """The rows against the computer, and those against a friend online (keyed "online / ...")."""
    online = {key: row for key, row in rows.items() if key.split(" / ")[0] == ONLINE}
    return {key: row for key, row in rows.items() if key not in online}, online


class StatisticsScreen(MenuScreen):
    """The tables, whether a reset is being asked, and the last problem."""

    kicker = say.STATISTICS.kicker
    title = say.STATISTICS.title
    keys = say.STATISTICS.keys

    def __init__(self, theme: Theme, load: Callable[[], Statistics] = load_statistics,
                 reset: Callable[[], Statistics] = reset_statistics) -> None:
        super().__init__(theme)
        self.stats = load()
        self.reset = reset
        self.asking = False
        self.problem = ""
        self.pane = ScrollPane()
        self.buttons: list[tuple[Rect, Callable[[], None]]] = []

    def _ask(self) -> None:
        self.asking = True

    def _keep(self) -> None:
        self.asking = False

    def _reset(self) -> None:
        self.asking = False
        try:
            self.stats = self.reset()
            self.problem = ""
        except OSError as error:
            self.problem = say.not_reset(str(error.strerror or error))

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.asking and command in (keymap.YES, keymap.ACTIVATE):
            self._reset()
        elif self.asking and command in (keymap.NO, keymap.BACK):
            self._keep()
        elif command == keymap.ACTIVATE:
            self._ask()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and any(
                rect.collidepoint(event.pos) for rect, _ in self.buttons):
            next(action for rect, action in self.buttons if rect.collidepoint(event.pos))()
        else:
            return self.pane.command(command) or self.pane.handle_event(event)
        return True

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        button_h = layout.px(38)
        pane = Rect(body.x, body.y, body.w, body.h - button_h - layout.px(16))
        head_h = fonts.line_height("bold", layout.font(17)) + layout.px(8)
        row_h = fonts.line_height("regular", layout.font(14)) + layout.px(6)
        computer, online = apart(self.stats.versus)
        computer_matches, online_matches = apart(self.stats.matches)
        tables = ((VERSUS_HEADS, VERSUS_COLUMNS, versus_rows(computer)),
                  (VERSUS_HEADS, VERSUS_COLUMNS, versus_rows(online)),
                  (HOTSEAT_HEADS, HOTSEAT_COLUMNS, hotseat_rows(self.stats.hotseat)),
                  (MATCH_HEADS, MATCH_COLUMNS, match_rows(computer_matches)),
                  (MATCH_HEADS, MATCH_COLUMNS, match_rows(online_matches)),
                  (HOTSEAT_MATCH_HEADS, HOTSEAT_COLUMNS, hotseat_match_rows(self.stats.hotseat_matches)))
        sections = [(title, *table, empty) for (title, empty), table in zip(say.STATISTICS_SECTIONS, tables)]
        height = sum(head_h + row_h * (len(rows) + 1) + layout.px(24) for _, _, _, rows, _ in sections)
        self.pane.fit(pane, height, row_h)
        with self.pane.clipped(surface):
            y = 0
            for title, heads, columns, rows, empty in sections:
                surface.blit(fonts.text("bold", layout.font(17), title, p.text), (pane.x, self.pane.top(y)))
                y += head_h
                if not rows:
                    surface.blit(fonts.text("regular", layout.font(14), empty, p.text_dim), (pane.x, self.pane.top(y)))
                    y += row_h
                else:
                    self._table(surface, layout, pane, y, row_h, heads, columns, rows)
                    y += row_h * (len(rows) + 1)
                y += layout.px(24)
        self.pane.draw_bar(surface, self.theme, layout)
        self._draw_buttons(surface, layout, Rect(body.x, body.bottom - button_h, body.w, button_h))

    def _table(self, surface: pygame.Surface, layout: Layout, pane: Rect, y: int, row_h: int,
               heads: tuple[str, ...], columns: tuple[float, ...], rows: list[tuple[str, ...]]) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        width = pane.w - layout.px(16)
        edges = [round(c * width) for c in columns] + [width]
        for r, cells in enumerate((heads,) + tuple(rows)):
            top = self.pane.top(y + r * row_h)
            if top + row_h < pane.y or top > pane.bottom:
                continue
            face, size = ("mono_bold", layout.font(12)) if r == 0 else ("regular", layout.font(14))
            colour = p.text_faint if r == 0 else p.text
            for i, cell in enumerate(cells):
                room = edges[i + 1] - edges[i] - layout.px(8)
                surface.blit(fonts.text(face, size, fonts.fit(face, size, cell, room), colour),
                             (pane.x + edges[i], top))
            if r == 0:
                rule = top + row_h - layout.px(3)
                pygame.draw.line(surface, p.line, (pane.x, rule), (pane.x + width, rule))

    def _draw_buttons(self, surface: pygame.Surface, layout: Layout, area: Rect) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        size = layout.font(14)
        self.buttons = []
        if self.asking:
            question = fonts.text("semibold", size, say.RESET_ASK, p.text)
            surface.blit(question, question.get_rect(midleft=(area.x, area.centery)))
            x = area.x + question.get_width() + layout.px(20)
            for label, action, lit in (("Reset · Y", self._reset, True), ("Keep · N", self._keep, False)):
                rect = Rect(x, area.y, layout.px(120), area.h)
                draw_button(surface, self.theme, layout, rect, label, lit=lit)
                self.buttons.append((rect, action))
                x = rect.right + layout.px(12)
            return
        rect = Rect(area.x, area.y, layout.px(220), area.h)
        draw_button(surface, self.theme, layout, rect, "Reset statistics…")
        self.buttons.append((rect, self._ask))
        if self.problem:
            note = fonts.fit("semibold", size, self.problem, area.right - rect.right - layout.px(20))
            surface.blit(fonts.text("semibold", size, note, p.bad),
                         (rect.right + layout.px(20), area.centery - fonts.line_height("semibold", size) // 2))
