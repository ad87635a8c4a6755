"""Between the games of a match online, as the server asks: the last game's winner builds the next deck, then
its loser chooses who starts, each on the same screens as a match at one table; whoever is not asked sees
the score and whom the match waits for, until the next game is dealt. Once the match is played out, its
result, as at one table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.engine.decision import BUILD_DECK, CHOOSE_STARTER
from game.engine.match import MatchView
from game.engine.view import PendingView
from game.online.protocol import Between, Decide
from game.text import match_words
from game.text import online_words as say
from game.text.match_words import Seats, build_lead, result_title, score_title
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.play.online_seat import OnlineSession
from game.ui.scene import Scene
from game.ui.scenes.deck_builder import MatchBuilder
from game.ui.scenes.match_screens import MatchResult, MatchScreen, StarterChoice

if TYPE_CHECKING:
    import pygame
    from pygame import Rect

    from game.ui.scenes.play import PlayScene


def match_view(between: Between, viewer: int) -> MatchView:
    """The match as the server says it stands, for the match's own screens."""
    mine = between.decides == viewer and between.decision == CHOOSE_STARTER
    options = (("starter", 0), ("starter", 1)) if mine else None
    pending = None if between.decides is None or between.decision is None else PendingView(
        between.decides, between.decision, None, options)
    return MatchView(viewer, between.best_of, between.wins, tuple(between.winners), tuple(between.decks),
                     between.starter, pending)


def online_seats(session: OnlineSession) -> Seats:
    """"you" at this seat and the friend's name at the other, as the match's sentences say them."""
    seat = session.latest.seat()
    names = ["", ""]
    names[seat], names[1 - seat] = "you", session.them
    return Seats((names[0], names[1]), seat)


class Heeding(Scene):
    """A screen between games that goes on by itself when the server's word changes (the next deal, a
    refusal, or the end of the match when the other player stayed away)."""

    flow: OnlineMatchFlow

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.flow.moved():
            self.flow.go_on()

    def wake_in(self) -> float | None:
        return self.flow.poll


class OnlineBuilder(Heeding, MatchBuilder):
    """The winner builds the next deck, as at one table."""


class OnlineStarterChoice(Heeding, StarterChoice):
    """The loser chooses who starts, as at one table."""


class BetweenGames(Heeding, MatchScreen):
    """The score while the other player decides (or the server deals), and a refusal from the server."""

    keys = say.BETWEEN_KEYS

    def __init__(self, theme: Theme, view: MatchView, seats: Seats, flow: OnlineMatchFlow, line: str) -> None:
        title = score_title(view, seats) if view.winners else match_words.game_kicker(len(view.winners) + 1)
        super().__init__(theme, view, seats, (f"MATCH · BEST OF {view.best_of}", title, line),
                         ((say.LEAVE_KEPT, flow.leave),), tuple(flow.reasons()))
        self.flow = flow

    def draw_more(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        p = self.theme.palette
        lines = [(line, p.text_dim) for line in self.game_lines()]
        if self.flow.session.problem:
            lines.append((say.refused_line(self.flow.session.problem), p.text))
        return self.draw_lines(surface, layout, area, lines)


class OnlineMatchFlow:
    """Leads a match online from one game's end to the next game's deal, one screen at a time."""

    poll = 0.1
    """Seconds between looks at what the server sent while a screen waits."""

    def __init__(self, table: PlayScene, session: Callable[[], OnlineSession], leave: Callable[[], None],
                 ended: Callable[[], Scene]) -> None:
        self.table = table
        self._session = session
        self.leave = leave
        self.ended = ended
        """How the server ended the match away from the table (the other player stayed away too long)."""
        self.answered: Between | None = None
        """The decision this player sent, until the server asks the next one (or refuses it)."""
        self.seen: tuple[object, ...] | None = None
        """What the waiting screen went on from: the server's last word between games."""

    @property
    def session(self) -> OnlineSession:
        return self._session()

    def reasons(self) -> list[str]:
        between = self.session.between
        return [] if between is None else list(between.reasons)

    def go_on(self) -> None:
        """The next game once it is dealt; else this player's decision when it is theirs; else the wait."""
        session, table = self.session, self.table
        session.catch_up()
        self.seen = self._now()
        if session.problem:
            self.answered = None  # refused: the decision is asked again
        table.commands.close_overlays()
        if session.ended is not None and session.ended.abandoned:
            table.keep()
            table.commands.push(self.ended())
            return
        if session.next_table is not None:
            self.answered = None
            table.begin(OnlineSession(session.link, session.next_table))
            return
        between, seat, seats = session.between, session.latest.seat(), online_seats(session)
        if between is None:  # the server's word on what comes next is still on its way
            match = session.table.match
            assert match is not None, "only a match goes on from game to game"
            view = MatchView(seat, match.best_of, match.wins, (), (), 0, None)
            table.commands.push(BetweenGames(table.theme, view, seats, self, say.DEALING))
            return
        view = match_view(between, seat)
        number = len(between.winners) + 1
        if between.decision is None:
            self.result()
        elif between.decides != seat or between == self.answered:
            line = say.between_line(between.decision == BUILD_DECK, between.decides == seat, session.them, number)
            table.commands.push(BetweenGames(table.theme, view, seats, self, line))
        elif between.decision == BUILD_DECK:
            builder = OnlineBuilder(table.theme, match_words.game_kicker(number), match_words.build_title(number),
                                    build_lead(seat, seats), between.deck, self._use_deck)
            builder.flow = self
            table.commands.push(builder)
        else:
            chooser = OnlineStarterChoice(table.theme, view, seats, between.deck, seat, self._choose_starter)
            chooser.flow = self
            table.commands.push(chooser)

    def result(self) -> None:
        """The match's result: who took it, the score, and every game (once the server has sent it)."""
        session, table = self.session, self.table
        session.catch_up()
        between = session.between
        if between is None or between.decision is not None:
            return  # not here yet: the Big Reveal stays, and its button asks again
        table.commands.close_overlays()
        seat, seats = session.latest.seat(), online_seats(session)
        view = match_view(between, seat)
        wins = between.wins
        winner = None if wins[0] == wins[1] else int(wins[1] > wins[0])
        table.commands.push(MatchResult(table.theme, view, seats, result_title(view, winner, seats),
                                        ((say.SEE_THE_TABLE, table.commands.close_overlays),
                                         (say.TITLE_SCREEN, self.leave)), winner, tuple(between.reasons)))

    def moved(self) -> bool:
        """Something new came from the server since the screen went up."""
        self.session.catch_up()
        return self._now() != self.seen

    def _now(self) -> tuple[object, ...]:
        session = self.session
        return session.between, session.next_table, session.problem, session.ended

    def _use_deck(self, letters: str) -> str | None:
        self._send(Decide(deck=letters))
        return None

    def _choose_starter(self, starter: int) -> None:
        self._send(Decide(starter=starter))

    def _send(self, decision: Decide) -> None:
        session = self.session
        session.problem = ""
        session.link.send(decision)
        self.answered = session.between
        self.go_on()
