"""Keeping the game at the table: saved after every decision, counted in the statistics once over, and the
games in progress kept to their limit when a new one is first saved (storage/in_progress.py).

The save is made from the session on the frame loop and written by the runner's disk thread; a disk
that refuses is said on screen once its write comes back, and play goes on.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import Callable, Protocol, Sequence

from game.session.game_session import GameSession
from game.session.match_session import MatchSession
from game.session.workers import Runner
from game.storage.in_progress import make_room
from game.storage.saves import Autosave
from game.storage.statistics import count_game, count_match
from game.text.table_menus import unsaved_line
from game.ui.table.wheels import Wheels


class Keeper(Protocol):
    """What the table asks of whatever keeps its game."""

    autosave: Autosave

    def start(self, session: GameSession, autosave: Autosave) -> None:
        """A game is seated at the table, kept in `autosave`."""
        ...

    def keep(self, session: GameSession, match: MatchSession | None, picks: Sequence[tuple], wheels: Wheels) -> None:
        """After every decision (and every mark on the wheel)."""
        ...

    def check(self) -> None:
        """Say any refusal of the disk that has come back."""
        ...

    @property
    def busy(self) -> bool:
        """Writes are still under way."""
        ...


class GameKeeper:
    """Saves and statistics of a game against the computer or at one screen."""

    def __init__(self, runner: Runner, said: Callable[[str], None]) -> None:
        self.runner = runner
        self.said = said
        """Where a refusal is told (the note over the table)."""
        self.autosave = Autosave()
        self.counted = False
        self.writes: list[Future] = []
        """Saves handed to the disk thread and not yet seen done."""

    def start(self, session: GameSession, autosave: Autosave) -> None:
        self.autosave = autosave
        self.counted = session.over

    def keep(self, session: GameSession, match: MatchSession | None, picks: Sequence[tuple], wheels: Wheels) -> None:
        """Autosave (a new game's first save makes room among the games in progress), and count a finished
        game (and a decided match) once."""
        if match is not None and session.over:
            match.end_game()
        try:
            new = self.autosave.path is None
            self.autosave.update(session, picks, wheels.to_save(), self._write)
            if new and self.autosave.path is not None and not session.over:
                self._write(make_room, self.autosave.path)
            if session.over and not self.counted:
                self.counted = True
                result = session.state.result
                self._write(count_game, session.opponent, session.spec, session.variant,
                            result.winner if result else None, session.human if not session.hotseat else None,
                            session.names, wheels.aided)
                if match is not None and match.state.over and not match.counted:
                    match.counted = True
                    self._write(count_match, match.opponent, match.state.best_of, match.state.winner, match.human,
                                match.names)
        except OSError as error:
            self.said(unsaved_line(str(error.strerror or error)))

    def _write(self, fn: Callable[..., object], *args: object) -> None:
        self.writes.append(self.runner.write(fn, *args))
        self.check()

    def check(self) -> None:
        said_refusals(self.writes, self.said)

    @property
    def busy(self) -> bool:
        return bool(self.writes)


def said_refusals(writes: list[Future], said: Callable[[str], None], unsaved: Callable[[str], str] = unsaved_line
                  ) -> None:
    """Take the writes that are done off the front of `writes`, saying each refusal of the disk."""
    while writes and writes[0].done():
        error = writes.pop(0).exception()
        if isinstance(error, OSError):
            said(unsaved(str(error.strerror or error)))
        elif error is not None:
            raise error
