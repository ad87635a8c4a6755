"""Games in progress: every game left unfinished, the last played first, one to continue or to delete.

Each row says only what anyone at that table could see (who plays, the deck, the turn, a match's score,
when it was last played): in a game at one screen nothing of either hand shows here. Listing reads and
replays every save, so a save that cannot be continued is set aside (its bytes intact) and said under
the list, as Continue does; deleting asks first.
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from game.storage.in_progress import KEPT_IN_PROGRESS, delete_game, standing
from game.storage.notices import take
from game.storage.saves import Resumed, readable_games, seated
from game.text import in_progress_words as say
from game.text.in_progress_words import Standing
from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.overlays import MenuOverlay
from game.ui.scenes.rows_screen import RowsScreen
from game.ui.widgets.buttons import button_size, draw_button
from game.ui.widgets.menu import MenuItem


class GamesInProgress(RowsScreen):
    """The games in progress; Enter or a click continues one, Delete (or its button) deletes it."""

    kicker = say.GAMES_IN_PROGRESS.kicker
    title = say.GAMES_IN_PROGRESS.title
    keys = say.GAMES_IN_PROGRESS.keys

    def __init__(self, theme: Theme, seat: Callable[[Resumed], Scene]) -> None:
        super().__init__(theme)
        self.seat = seat
        """Seats a saved game at a table of its own."""
        self.games: list[tuple[Resumed, Standing]] = [(resumed, standing(resumed)) for resumed in readable_games()]
        self.note = " ".join(take())
        """Under the list: a save set aside while listing, a game deleted, a delete the disk refused."""
        self.deletes: list[Rect] = []
        """Each row's Delete button, as last drawn."""
        self.lit: int | None = None
        """The row whose Delete button is under the pointer."""

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        if self.step(command, len(self.games)):
            return True
        pointed = self.row_at(event.pos) if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) else None
        if command == keymap.ACTIVATE and self.games:
            self.go_on(self.selected)
        elif command == keymap.DELETE and self.games:
            self.ask_delete(self.selected)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and pointed is not None:
            self.selected = pointed
            if self.deletes[pointed].collidepoint(event.pos):
                self.ask_delete(pointed)
            else:
                self.go_on(pointed)
        elif event.type == pygame.MOUSEMOTION:
            lit = pointed if pointed is not None and self.deletes[pointed].collidepoint(event.pos) else None
            changed = lit != self.lit or pointed not in (None, self.selected)
            self.lit = lit
            self.selected = self.selected if pointed is None else pointed
            return self.pane.handle_event(event) or changed  # a drag scrolls the list
        else:
            return self.pane.command(command) or self.pane.handle_event(event)
        return True

    def go_on(self, index: int) -> None:
        """The game at its table, in this screen's place (leaving the table goes back to the title); one that
        cannot be seated is set aside and said here."""
        resumed, _ = self.games[index]
        table = seated(resumed, self.seat)
        if table is None:
            self._forget(index)
            self.note = " ".join(take())
            return
        self.stack.pop()
        self.stack.push(table)

    def ask_delete(self, index: int) -> None:
        """Delete asks first, its game lit behind the question."""
        self.selected = index
        game = self.games[index][1]
        self.stack.push(MenuOverlay(self.theme, say.delete_question(game), (
            MenuItem(say.KEEP_IT, self._close_question),
            MenuItem(say.DELETE_IT, lambda: self.delete(index)))))

    def _close_question(self) -> None:
        self.stack.pop()

    def delete(self, index: int) -> None:
        self._close_question()
        resumed, game = self.games[index]
        try:
            delete_game(resumed.path)
        except OSError as error:
            self.note = say.not_deleted(str(error.strerror or error))
            return
        self._forget(index)
        self.note = say.deleted(game)
        self.dirty = True

    def _forget(self, index: int) -> None:
        del self.games[index]
        self.lit = None
        self.selected = min(self.selected, max(0, len(self.games) - 1))

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        head, detail, small = layout.font(16), layout.font(13), layout.font(13)
        pad = layout.px(16)
        row_h = fonts.line_height("semibold", head) + fonts.line_height("regular", detail) + layout.px(26)
        small_h = fonts.line_height("regular", small)
        notes = fonts.wrap("regular", small, self.note, body.w) if self.note else []
        rule = fonts.wrap("regular", small, say.kept_rule(KEPT_IN_PROGRESS), body.w)
        bottom_h = (len(notes) + len(rule)) * small_h + layout.px(12)
        pane = Rect(body.x, body.y, body.w, max(row_h, body.h - bottom_h))
        self.pane.fit(pane, len(self.games) * row_h, row_h)
        self.rows, self.deletes = [], []
        if not self.games:
            for i, line in enumerate(fonts.wrap("regular", layout.font(15), say.NO_GAME_IN_PROGRESS, body.w)):
                surface.blit(fonts.text("regular", layout.font(15), line, p.text_dim),
                             (body.x, body.y + i * fonts.line_height("regular", layout.font(15))))
        button = button_size(self.theme, layout, say.DELETE, layout.px(32))
        with self.pane.clipped(surface):
            for i, (_, game) in enumerate(self.games):
                rect = Rect(pane.x, self.pane.top(i * row_h), pane.w - layout.px(16), row_h - layout.px(8))
                delete = Rect(0, 0, *button)
                delete.midright = (rect.right - pad, rect.centery)
                self.rows.append(rect)
                self.deletes.append(delete)
                chosen = i == self.selected
                surface.blit(rounded_box(rect.w, rect.h, layout.px(10), p.box, 230,
                                         p.accent if chosen else p.line, 255, max(1, layout.px(1.5))), rect)
                room = delete.x - rect.x - 2 * pad
                who = fonts.text("semibold", head, fonts.fit("semibold", head, say.who_plays(game), room),
                                 p.text if chosen else p.text_dim)
                where = fonts.text("regular", detail, fonts.fit("regular", detail, say.where_it_stands(game), room),
                                   p.text_dim)
                top = rect.centery - (who.get_height() + where.get_height()) // 2
                surface.blit(who, (rect.x + pad, top))
                surface.blit(where, (rect.x + pad, top + who.get_height()))
                draw_button(surface, self.theme, layout, delete, say.DELETE, lit=i == self.lit)
        self.pane.draw_bar(surface, self.theme, layout)
        y = pane.bottom + layout.px(12)
        for line in notes:
            surface.blit(fonts.text("regular", small, line, p.text), (body.x, y))
            y += small_h
        for line in rule:
            surface.blit(fonts.text("regular", small, line, p.text_faint), (body.x, y))
            y += small_h
