"""Where the game at the table comes from: a seat at a game.

The table draws the seat's view, asks the person at the screen the choices it offers, and hears news
of the other side: the computer's move once it has thought (in the worker, for a fixed time), or, at
one screen, that the screen is to pass to the other person. A game over the network is one more seat.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from typing import Protocol, Sequence

from game.engine import Choice
from game.engine.decision import ACTION
from game.engine.view import View
from game.session.game_session import GameSession
from game.session.workers import Runner, bot_choice, outcome
from game.ui.play.pacing import (
    PAUSE_BEFORE_ACTION,
    PAUSE_BEFORE_CHOICE,
    PAUSE_BEFORE_HAND_OFF,
    POLL,
    search_cap,
    thinking_time,
)


@dataclass(frozen=True, slots=True)
class News:
    """The other side moved (the table shows the game anew), or the screen passes to `hand_to`."""

    hand_to: int | None = None


class Seat(Protocol):
    """A seat at a game, as the table sees it."""

    @property
    def session(self) -> GameSession:
        """The game as the table reads it."""
        ...

    def view(self) -> View:
        """What the person at the screen sees now (the public view while nobody is seated)."""
        ...

    @property
    def to_move(self) -> bool:
        """Whether the person at the screen decides now."""
        ...

    def choose(self, choice: Choice, picks: Sequence[tuple] = ()) -> None:
        """The person's choice, one of those the view offers."""
        ...

    def begin(self, view: View, pace: float) -> None:
        """The table shows the game anew: the other side's turn begins, if it is theirs."""
        ...

    @property
    def due(self) -> bool:
        """Work to hand over once the changed table has been drawn."""
        ...

    def send(self) -> None:
        """The changed table has been drawn: hand over the work (pickling a view and drawing never share a frame)."""
        ...

    def news(self, dt: float) -> News | None:
        """What the other side did in the last `dt` seconds, if anything."""
        ...

    def wait(self) -> float | None:
        """Seconds until news may come (None: none is awaited)."""
        ...


class LocalSeat:
    """A game held in this process: the view, the choices and undo come from the session itself."""

    def __init__(self, session: GameSession) -> None:
        self.session = session

    def view(self) -> View:
        return self.session.view()

    @property
    def to_move(self) -> bool:
        return self.session.human_to_move

    def choose(self, choice: Choice, picks: Sequence[tuple] = ()) -> None:
        self.session.apply_human(choice, tuple(picks))

    @property
    def due(self) -> bool:
        return False

    def send(self) -> None:
        """Nothing to hand over."""


class ComputerAcross(LocalSeat):
    """You against the computer: its move is thought in the worker and appears after a fixed rest."""

    def __init__(self, session: GameSession, runner: Runner) -> None:
        super().__init__(session)
        self.runner = runner
        self.job: Future | None = None
        self.thinking_due = False
        self.rest = 0.0

    def begin(self, view: View, pace: float) -> None:
        self.job = None
        self.thinking_due = self.session.bot_to_move
        if self.thinking_due:
            pause = (PAUSE_BEFORE_ACTION if view.decision().kind == ACTION else PAUSE_BEFORE_CHOICE) / pace
            self.rest = max(pause, thinking_time(self.session.opponent))

    @property
    def due(self) -> bool:
        return self.thinking_due

    def send(self) -> None:
        self.thinking_due = False
        session = self.session
        self.job = self.runner.submit(bot_choice, session.bot, session.bot_view(), search_cap(session.opponent))

    def news(self, dt: float) -> News | None:
        if self.job is None:
            return None
        self.rest -= dt
        if self.rest > 0 or not self.job.done():
            return None
        session = self.session
        choice, bot = outcome(self.job, bot_choice, session.bot, session.bot_view(), search_cap(session.opponent))
        session.apply_bot(choice, bot)
        return News()

    def wait(self) -> float | None:
        if self.job is None:
            return None
        return max(0.0, self.rest) if self.job.done() else max(POLL, self.rest)


class PersonAcross(LocalSeat):
    """Two people at one screen: when the other must decide, the screen passes to them after a rest."""

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.hand_to: int | None = None
        self.rest = 0.0

    def begin(self, view: View, pace: float) -> None:
        self.hand_to = None
        if self.session.hand_off_due:
            self.hand_to = view.decision().player
            self.rest = (PAUSE_BEFORE_HAND_OFF if self.session.human is not None else 0.0) / pace

    def news(self, dt: float) -> News | None:
        if self.hand_to is None:
            return None
        self.rest -= dt
        if self.rest > 0:
            return None
        player, self.hand_to = self.hand_to, None
        return News(hand_to=player)

    def wait(self) -> float | None:
        return max(0.0, self.rest) if self.hand_to is not None else None


def seat_at(session: GameSession, runner: Runner) -> Seat:
    """The seat for a game held here: two people at one screen, or one against the computer."""
    return PersonAcross(session) if session.hotseat else ComputerAcross(session, runner)
