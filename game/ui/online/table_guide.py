"""The table's side of a game online: the seat over the network, nothing kept here but the seat's
token, a line over the table saying whom the game waits for, and ways out that leave the game on the
server (Continue, or Play online, comes back to it).
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.errors import DataError
from game.online_client.connection import Connection, Link
from game.online_client.kept_seat import KeptMarks, forget_seat, keep_marks, kept_marks
from game.session.game_session import GameSession
from game.session.match_session import MatchSession
from game.session.workers import Runner
from game.storage.home import data_home
from game.storage.online_games import ONLINE, OnlineMatch, keep_online_game, kept_name
from game.storage.saves import Autosave, SavedWheels
from game.storage.statistics import count_match, stats_path
from game.text import online_words as say
from game.text.match_words import match_tag
from game.ui.decisions.layer import draw_note
from game.ui.look.layout import Layout
from game.ui.online.between import OnlineMatchFlow
from game.ui.play.guide import Guide
from game.ui.play.keeping import Keeper, said_refusals
from game.ui.play.menus import quick_settings, resign_item
from game.ui.play.online_seat import OnlineSession, OverTheNetwork
from game.ui.play.seats import Seat
from game.ui.scene import Scene
from game.ui.scenes.overlays import BigReveal, MenuOverlay
from game.ui.table.wheels import Wheels
from game.ui.widgets.menu import MenuItem
from game.wheel.levels import AssistantLevel
from game.wheel.notebook import BLANK

if TYPE_CHECKING:
    from game.ui.scenes.play import PlayScene

AWAY_PATIENCE = 60.0
"""Seconds the other player may be gone before the table asks whether to keep waiting."""


class OnlineKeeper:
    """Nothing of a game under way is saved here (the server keeps it). A finished game is kept in the history
    and the statistics from the record the server sends with its end, off the frame loop; once the game (or
    match) is all over, the seat's token is forgotten, so Continue no longer offers it."""

    def __init__(self, runner: Runner, said: Callable[[str], None], link: Connection) -> None:
        self.runner = runner
        self.said = said
        self.link = link
        self.autosave = Autosave()
        self.writes: list[Future] = []
        self.kept: set[str] = set()
        """The finished games handed to the disk (by file name): each once."""
        self.marks: KeptMarks | None = None
        """The wheel as last handed to the disk."""
        self.match_counted = False

    def start(self, session: GameSession, autosave: Autosave) -> None:
        self.autosave = autosave

    def keep(self, session: GameSession, match: MatchSession | None, picks: Sequence[tuple], wheels: Wheels) -> None:
        if not isinstance(session, OnlineSession):
            return
        if not session.over:
            self._keep_marks(session, wheels)
            return
        table = session.table
        ended = session.ended
        if ended is not None and ended.abandoned and table.match is not None and not table.abandoned \
                and not self.match_counted:  # left between games: the match ends, its last game kept already
            self.match_counted = True
            self.writes.append(self.runner.write(count_match, ONLINE, table.match.best_of, ended.winner,
                                                 session.latest.seat(), session.names, stats_path(data_home())))
        name = None if table.record is None else kept_name(table.record)
        if name is not None and name not in self.kept:
            self.kept.add(name)
            score = table.match
            placed = None if score is None else OnlineMatch(score.game, score.best_of, score.wins)
            self.writes.append(self.runner.write(keep_online_game, table.record, session.latest.seat(),
                                                 session.names, table.abandoned, placed, wheels.aided, data_home()))
        if session.match_decided:
            forget_seat()

    def _keep_marks(self, session: OnlineSession, wheels: Wheels) -> None:
        """The player's wheel beside the seat, written whenever it changed."""
        key, seat = self.link.seat_key, session.latest.seat()
        if key is None:
            return
        marks = KeptMarks(seat_key=key, game=game_number(session), notebook=wheels.notebook(seat),
                          assistant=wheels.levels[seat], aided=wheels.aided)
        if marks != self.marks:
            self.marks = marks
            self.writes.append(self.runner.write(keep_marks, marks, data_home()))

    def check(self) -> None:
        try:
            said_refusals(self.writes, self.said, say.not_kept)
        except DataError as error:
            self.said(say.not_kept(str(error)))

    @property
    def busy(self) -> bool:
        return bool(self.writes)


def game_number(session: OnlineSession) -> int:
    """Which game of its match the table holds (1 for a single game)."""
    return 1 if session.table.match is None else session.table.match.game


class AwayQuestion(MenuOverlay):
    """Keep waiting or leave, asked once in a long absence. The table behind it keeps hearing the server,
    and the question closes by itself when the other player is back."""

    def __init__(self, table: PlayScene, online: OnlineSession, items: tuple[MenuItem, ...]) -> None:
        super().__init__(table.theme, say.away_question(online.them), items)
        self.table = table
        self.online = online

    def update(self, dt: float) -> None:
        self.table.update(dt)
        if self.online.away_for is None and self.stack.top is self:
            self.close()

    def wake_in(self) -> float | None:
        return self.table.wake_in()


class OnlineGuide(Guide):
    """A game online at the table."""

    def __init__(self, link: Connection) -> None:
        self.link = link
        self.asked_away = False
        """The question whether to keep waiting was asked in this absence."""

    @property
    def online(self) -> OnlineSession:
        session = self.table.session
        assert isinstance(session, OnlineSession)
        return session

    def keeper(self, runner: Runner, said: Callable[[str], None]) -> Keeper:
        return OnlineKeeper(runner, said, self.link)

    def kept_wheels(self, session: GameSession) -> SavedWheels | None:
        """The player's wheel as kept beside the seat for this very game (a rejoin shows the marks again)."""
        key = self.link.seat_key
        if not isinstance(session, OnlineSession) or key is None:
            return None
        marks = kept_marks(key, game_number(session))
        if marks is None:
            return None
        seat = session.latest.seat()
        notebooks, levels = [BLANK, BLANK], [AssistantLevel.OFF, AssistantLevel.OFF]
        notebooks[seat], levels[seat] = marks.notebook, marks.assistant
        return SavedWheels((notebooks[0], notebooks[1]), (levels[0], levels[1]), marks.aided)

    def seat(self, session: GameSession, runner: Runner) -> Seat:
        assert isinstance(session, OnlineSession), "a game online is seated from the server's view"
        return OverTheNetwork(session, self.told)

    def told(self) -> None:
        """Who is here changed (or time passed in an absence): redraw the line; ask once in a long absence."""
        table = self.table
        table.dirty = True
        away = self.online.away_for
        if away is None:
            self.asked_away = False
        elif away >= AWAY_PATIENCE and not self.asked_away and table.stack.top is table:
            self.asked_away = True
            table.stack.push(AwayQuestion(table, self.online, (
                MenuItem(say.KEEP_WAITING, table.commands.close_overlays), MenuItem(say.LEAVE_KEPT, self.leave))))

    def status(self) -> str | None:
        """The line over the table: the connection, the other player's absence, or whom the game waits for."""
        session = self.online
        if self.link.link == Link.LOST:
            seat = self.table.seat
            waiting = isinstance(seat, OverTheNetwork) and seat.sent_at == session.latest.step
            return say.UNSENT if waiting else say.CONNECTION_LOST
        if session.problem:
            return session.problem
        if session.over:
            return None
        if session.away_for is not None:
            return say.away_line(session.them)
        return None  # while the other decides, the banner says so

    def score(self) -> str | None:
        """A match's score, from the bottom of the table's side."""
        match, seat = self.online.table.match, self.online.latest.seat()
        return None if match is None else match_tag(match.game, match.best_of, (match.wins[seat], match.wins[1 - seat]))

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        line = self.status()
        if line is not None:
            draw_note(surface, self.table.theme, layout, say.ONLINE_NOTE, line)

    def menu(self) -> Scene:
        """Resume, quick settings, the rules, Resign while the game goes on, and the ways out."""
        table = self.table
        return MenuOverlay(table.theme, say.MENU, (
            MenuItem("Resume", table.commands.close_overlays),
            *quick_settings(table),
            *resign_item(table),
            MenuItem(say.TITLE_SCREEN if table.session.over else say.LEAVE_KEPT, self.leave),
            MenuItem("Quit" if table.session.over else say.QUIT_KEPT, self.quit),
        ))

    def reveal_items(self) -> tuple[MenuItem, ...]:
        do = self.table.commands
        session = self.online
        flow = self.match_flow()
        going_on = () if session.table.match is None or session.table.abandoned else (
            (MenuItem(say.MATCH_RESULT, flow.result),) if session.match_decided else
            (MenuItem(say.NEXT_GAME, self.next_game),))
        return (*going_on, MenuItem("See table", do.close_overlays), MenuItem(say.TITLE_SCREEN, self.leave),
                MenuItem("Quit", self.quit))

    def next_game(self) -> None:
        """On from a match's game to its next: the decisions between them, then the deal."""
        self.match_flow().go_on()

    def match_flow(self) -> OnlineMatchFlow:
        return OnlineMatchFlow(self.table, lambda: self.online, self.leave, self.ended_box)

    def big_reveal(self) -> MenuOverlay:
        """The Big Reveal; a game the server ended away from the table (abandoned) says how instead."""
        table, session = self.table, self.online
        if session.latest.result is not None:
            left = say.left_sentence(session.latest.result.winner == session.latest.seat(), session.them) \
                if session.table.abandoned else None
            return BigReveal(table.theme, session.latest, self.reveal_items(), table.names, left)
        return self.ended_box()

    def ended_box(self) -> MenuOverlay:
        """How the server ended the game away from the table (a player stayed away too long), and the ways out."""
        session = self.online
        ended = session.ended
        assert ended is not None, "a game is over at the table or by the server's word"
        return MenuOverlay(self.table.theme, say.ended_line(ended.winner == session.latest.seat(), ended.abandoned,
                                                            session.them),
                           (MenuItem(say.TITLE_SCREEN, self.leave), MenuItem("Quit", self.quit)))

    def leave(self) -> None:
        """Back to the title; the game stays on the server to come back to (unless it is all over)."""
        self._part()
        self.table.commands.leave()

    def quit(self) -> None:
        self._part()
        self.table.commands.quit()

    def _part(self) -> None:
        session = self.online
        if session.over:
            session.catch_up()
            self.table.keep()  # what came meanwhile (a match a player left between games) is counted
        if session.ended is not None or session.over and session.next_table is None and session.match_decided:
            forget_seat()
        self.link.close()

    def closed(self) -> None:
        self.link.close()
