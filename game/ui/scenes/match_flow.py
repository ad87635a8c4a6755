"""From one game of a match to the next: the score, the winner's deck, the deck shown, the loser's
choice of who starts, then the deal; or the match result.

The computer makes its own decisions with its deck-building policy and the
result is shown; in hotseat each decision waits behind a hand-off to the
player who makes it, as every decision at the table does.
"""

from __future__ import annotations

from typing import Callable, Protocol

from game.engine import IllegalChoice
from game.engine.decision import BUILD_DECK
from game.session.game_session import GameSession
from game.session.match_session import MatchSession
from game.text import match_words
from game.text.match_words import build_lead, decision_line, result_title, starter_line
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.deck_builder import MatchBuilder
from game.ui.scenes.match_screens import DeckShown, MatchResult, MatchScore, StarterChoice


class MatchHost(Protocol):
    """What the flow asks of the table it runs over."""

    notice: str | None

    def push(self, scene: Scene) -> None: ...

    def close_overlays(self) -> None: ...

    def deal(self, session: GameSession) -> None: ...

    def save_match(self) -> None: ...

    def hand_off(self, player: int, ready: Callable[[], None], why: str) -> None: ...

    def new_match(self) -> None: ...

    def leave(self) -> None: ...


class MatchFlow:
    """Leads a match between its games, one screen at a time."""

    def __init__(self, theme: Theme, match: MatchSession, table: MatchHost) -> None:
        self.theme = theme
        self.match = match
        self.table = table

    def after_game(self) -> None:
        """The game at the table is over: the score (or, once the match is decided, its result)."""
        self.table.close_overlays()
        if self.match.state.over:
            self._result()
        else:
            self.table.push(MatchScore(self.theme, self.match.view(None), self.match.seats, self.go_on,
                                       self.match.reasons))

    def go_on(self) -> None:
        """The next step: a decision (the computer's at once), the deal, or the result."""
        table, match = self.table, self.match
        table.close_overlays()
        if match.state.over:
            self._result()
            return
        session = match.next_game()
        if session is not None:
            table.deal(session)
            return
        pending = match.state.pending
        assert pending is not None, "between games the match waits for a decision"
        if match.bot_decides:
            choice = match.decide_for_bot()
            table.save_match()
            if pending.kind == BUILD_DECK:
                self._show_deck(choice[1], pending.player)
            else:
                self.go_on()
                table.notice = starter_line(choice[1], len(match.state.results) + 1, match.seats)
        elif match.opponent is None:
            table.hand_off(pending.player, lambda: self._decide(pending.player, pending.kind),
                           decision_line(pending.kind == BUILD_DECK, pending.player, len(match.state.results) + 1,
                                         match.seats))
        else:
            self._decide(pending.player, pending.kind)

    def _decide(self, player: int, kind: str) -> None:
        self.table.close_overlays()
        match = self.match
        number = len(match.state.results) + 1
        if kind == BUILD_DECK:
            lead = build_lead(player, match.seats)
            self.table.push(MatchBuilder(self.theme, match_words.game_kicker(number), match_words.build_title(number),
                                         lead, match.state.deck, lambda letters: self._use_deck(player, letters)))
        else:
            self.table.push(StarterChoice(self.theme, match.view(None), match.seats, match.state.deck,
                                          player, self._choose_starter))

    def _use_deck(self, player: int, letters: str) -> str | None:
        """A person built the deck: play it (or say why it cannot be), then show it."""
        try:
            self.match.apply(("deck", letters))
        except IllegalChoice:
            return match_words.UNPLAYABLE
        self.table.save_match()
        self._show_deck(letters, player)
        return None

    def _show_deck(self, letters: str, builder: int) -> None:
        self.table.close_overlays()
        self.table.push(DeckShown(self.theme, self.match.view(None), self.match.seats, letters, builder,
                                  self.go_on))

    def _choose_starter(self, starter: int) -> None:
        self.match.apply(("starter", starter))
        self.table.save_match()
        self.go_on()

    def _result(self) -> None:
        match = self.match
        view = match.view(None)
        table = self.table
        self.table.push(MatchResult(self.theme, view, match.seats,
                                    result_title(view, match.state.winner, match.seats),
                                    (("New match", table.new_match), ("See the table", table.close_overlays),
                                     ("Title screen", table.leave)), match.state.winner, match.reasons))
