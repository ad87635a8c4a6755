"""Before the table: connecting, the host's code shown big to read out while the friend joins, or the
server's refusal. The first view the server sends seats the game at a table in the lobby's place."""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from game.online.protocol import Error, Resume, Table
from game.online_client.connection import Connection, Link
from game.online_client.kept_seat import forget_seat, kept_seat, seat_path
from game.storage.saves import games_in_progress
from game.text import online_words as say
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.play.online_seat import OnlineSession
from game.ui.play.pacing import POLL
from game.ui.scene import Scene
from game.ui.scenes.screen import MenuScreen

SeatTable = Callable[[OnlineSession], Scene]
"""Builds the table for a game online from its session (app.py's one place tables are built)."""


class Lobby(MenuScreen):
    """Waiting for the server, then (hosting) for the friend; the table replaces it when the game starts."""

    kicker = say.WAITING_ROOM.kicker
    title = say.WAITING_ROOM.title
    keys = say.WAITING_ROOM.keys

    def __init__(self, theme: Theme, link: Connection, seat_table: SeatTable, hosting: bool = False,
                 again: Callable[[], Scene] | None = None) -> None:
        super().__init__(theme)
        self.link = link
        self.seat_table = seat_table
        self.hosting = hosting
        self.again = again
        """The form to try again from, when the server refused it (a wrong code): Esc goes back there."""
        self.refusal = ""
        self.seated = False
        self._heading()

    def _heading(self) -> None:
        """The host's code, or a join (or a return) under way."""
        if self.link.code:
            heading = say.WAITING_ROOM
        elif isinstance(self.link.hello, Resume):
            heading = say.REJOINING_ROOM
        else:
            heading = say.HOSTING_ROOM if self.hosting else say.JOINING_ROOM
        self.kicker, self.title, self.keys = heading.kicker, heading.title, heading.keys

    def update(self, dt: float) -> None:
        said = self.link.received()
        for i, message in enumerate(said):
            self.dirty = True
            if isinstance(message, Error):
                self.refusal = message.message
                if self.link.link == Link.REFUSED and isinstance(self.link.hello, Resume):
                    forget_seat()  # the server knows the seat no more: nothing to rejoin
            elif isinstance(message, Table):
                self._seat(message, said[i + 1:])
                return
        if said:
            self.hosting = self.hosting or bool(self.link.code)
            self._heading()

    def _seat(self, table: Table, rest: list) -> None:
        """The game has begun: its table in the lobby's place (what came after the first view with it)."""
        session = OnlineSession(self.link, table)
        for message in rest:
            session.heard(message)
        self.seated = True
        self.stack.pop()
        self.stack.push(self.seat_table(session))

    def wake_in(self) -> float | None:
        return POLL

    def back(self) -> None:
        """Stop waiting: the hosted game stays on the server, and Play online can rejoin it; after a refusal,
        back to the form to mend what was refused."""
        refused = self.link.link == Link.REFUSED
        self.link.close()
        self.stack.pop()
        if refused and self.again is not None:
            self.stack.push(self.again())

    def closed(self) -> None:
        if not self.seated:
            self.link.close()

    def lines(self) -> list[str]:
        """What the lobby says under the code."""
        link = self.link
        if link.link == Link.REFUSED or self.refusal:
            return [say.refused_line(self.refusal or link.problem)]
        if link.link == Link.LOST:
            return [say.no_server_line(link.server, link.problem)]
        if link.link == Link.CONNECTING:
            return [say.CONNECTING]
        return [say.WAITING_TO_JOIN if self.hosting else say.ASKING]

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        fonts = self.theme.fonts
        p = self.theme.palette
        y = body.y + layout.px(24)
        if self.link.code:
            for line in fonts.wrap("regular", layout.font(16), say.READ_IT_OUT, body.w):
                surface.blit(fonts.text("regular", layout.font(16), line, p.text_dim), (body.x, y))
                y += fonts.line_height("regular", layout.font(16))
            y += layout.px(18)
            code = fonts.text("mono_bold", layout.font(64), fonts.fit("mono_bold", layout.font(64), self.link.code,
                                                                       body.w), p.accent)
            surface.blit(code, (body.x, y))
            y += code.get_height() + layout.px(8)
            server = fonts.text("regular", layout.font(14), fonts.fit("regular", layout.font(14),
                                                                     say.on_server(self.link.server), body.w),
                                p.text_dim)
            surface.blit(server, (body.x, y))
            y += server.get_height() + layout.px(24)
        for text in self.lines():
            for line in fonts.wrap("semibold", layout.font(17), text, body.w):
                surface.blit(fonts.text("semibold", layout.font(17), line, p.text), (body.x, y))
                y += fonts.line_height("semibold", layout.font(17))


def rejoin_if_newest(theme: Theme, seat_table: SeatTable) -> Lobby | None:
    """Continue: back to the game online when its seat was kept after the newest local save."""
    kept = kept_seat()
    if kept is None:
        return None
    saves = games_in_progress()
    try:
        if saves and saves[-1].stat().st_mtime > seat_path().stat().st_mtime:
            return None
    except OSError:
        pass
    return Lobby(theme, Connection.resuming(kept).start(), seat_table)

