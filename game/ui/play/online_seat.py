"""A seat at a game held on a server: the table shows the last view the server sent and sends the
person's choices; the other side's moves are news when the server's next view comes.

The game itself (its state, its seed, the other hand) never leaves the server: the client holds one
view, its own seat's, as `view_from_json` rebuilt it. The table reads that view through a small
session (OnlineSession); nothing is undone online, and a hint is weighed from the view alone with a
seed of this client's own.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from game.decks.deck import lettered_deck
from game.engine import Choice, IllegalChoice
from game.engine.view import View
from game.online.protocol import Away, Back, Between, Choose, Ended, Error, Resign, Table
from game.online.wire import choice_to_json, view_from_json
from game.online_client.connection import Connection, Heard
from game.session.game_session import GameSession
from game.storage.online_games import OnlineMatch
from game.ui.play.pacing import POLL
from game.ui.play.seats import News

ONLINE_STOP = "online"
"""Why nothing can be undone (game/text/undo_words.py says it)."""


class OnlineSession(GameSession):
    """What the table reads of a game held on a server: the seat's last view, who sits where, and what
    this client may not do (undo) or does only by asking the server (resign)."""

    def __init__(self, link: Connection, table: Table) -> None:
        """No GameSession.__init__: the game's state stays on the server."""
        self.link = link
        self.latest = view_from_json(table.view)
        self.human = self.latest.viewer
        seat = self.latest.seat()
        names = ["", ""]
        names[seat], names[1 - seat] = link.name, table.opponent or ""
        self.names = (names[0], names[1])
        self.opponent = None
        self.bot = None
        self.readers = {}
        """The server shows no view between this seat's own, so no Action is read for its hints."""
        self.deck = lettered_deck(table.deck)
        self.spec = self.deck.id
        self.variant = self.latest.variant
        self.seed = random.randrange(1 << 62)
        """This client's own: a hint's seed is made from it (the game's seed is the server's)."""
        self.undo_stop = ONLINE_STOP
        self.table = table
        """The server's last word on the table: the opponent's name, whether they are here, the match."""
        self.away_for: float | None = None
        """Seconds the other player's connection has been down (None: it is up)."""
        self.ended: Ended | None = None
        self.next_table: Table | None = None
        """A match's next game, dealt while this one's end is still on screen."""
        self.between: Between | None = None
        """What the match waits for between games (the server's last word on it)."""
        self.problem = ""
        """The server's last refusal of a message of ours."""

    @property
    def them(self) -> str:
        return self.table.opponent or ""

    def view(self) -> View:
        return self.latest

    def public_view(self) -> View:
        raise IllegalChoice("a game online is never passed around one screen")

    @property
    def hotseat(self) -> bool:
        return False

    @property
    def hand_off_due(self) -> bool:
        return False

    @property
    def bot_to_move(self) -> bool:
        return False

    @property
    def over(self) -> bool:
        """The game's end is on the table, or the server ended it away from the table (abandoned)."""
        return self.latest.pending is None or self.ended is not None

    @property
    def human_to_move(self) -> bool:
        return bool(self.latest.options()) and self.ended is None

    @property
    def can_undo(self) -> bool:
        return False

    def undoable_after(self, choice: Choice) -> bool:
        return False

    def resign(self) -> int:
        """Ask the server to end the game as this seat's loss; its next view says so."""
        self.link.send(Resign())
        return self.latest.seat()

    @property
    def match_decided(self) -> bool:
        """A single game, or a match one player has won."""
        match = self.table.match
        return self.ended is not None or match is None or OnlineMatch(match.game, match.best_of, match.wins).decided(
            self.table.abandoned)

    def catch_up(self) -> None:
        """Take in what came while the table showed the end (no news is read then): a match's next game."""
        for message in self.link.received():
            self.heard(message)

    def heard(self, message: Heard) -> bool:
        """Take in one message; whether the game itself changed (a new view)."""
        if isinstance(message, Table):
            seen = view_from_json(message.view)
            if self.over and seen.pending is not None:
                self.next_table = message  # a match's next game: seated when the player goes on to it
                return False
            self.table, self.latest = message, seen
            self.away_for = None if message.opponent_here else (self.away_for or 0.0)
            self.problem = ""
            return True
        if isinstance(message, Between):
            self.between = message
        elif isinstance(message, Away):
            self.away_for = message.since
        elif isinstance(message, Back):
            self.away_for = None
        elif isinstance(message, Ended):
            self.ended = message
            return True
        elif isinstance(message, Error):
            self.problem = message.message
        return False


class OverTheNetwork:
    """A seat whose game is on the server: the choice is sent, and the server's next view is the news."""

    def __init__(self, session: OnlineSession, told: Callable[[], None] = lambda: None) -> None:
        self.session: OnlineSession = session
        self.told = told
        """Called when what the table says changed without a new view (away, back, a dropped link)."""
        self.sent_at: int | None = None
        """The step of the view a choice was sent for, until the server answers with a later one."""

    def view(self) -> View:
        return self.session.latest

    @property
    def to_move(self) -> bool:
        return self.session.human_to_move and self.sent_at != self.session.latest.step

    def choose(self, choice: Choice, picks: Sequence[tuple] = ()) -> None:
        step = self.session.latest.step
        self.session.link.send(Choose(step=step, choice=choice_to_json(choice)))
        self.sent_at = step

    def begin(self, view: View, pace: float) -> None:
        """Nothing to start: the other side's move comes from the server."""

    @property
    def due(self) -> bool:
        return False

    def send(self) -> None:
        """Nothing to hand over: choices go as they are made."""

    def news(self, dt: float) -> News | None:
        session = self.session
        if session.away_for is not None:
            session.away_for += dt
        moved = said = False
        for message in session.link.received():
            if session.heard(message):
                moved = True
            else:
                said = True
            if isinstance(message, Error):
                moved, self.sent_at = True, None  # the choice was refused: the decision is asked again
        if said or session.away_for is not None:
            self.told()
        if moved:
            self.sent_at = None
            return News()
        return None

    def wait(self) -> float | None:
        return POLL
