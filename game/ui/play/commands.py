"""What the menus and the screens between a match's games ask of the table: the next game, resigning,
leaving, settings changed, and the table's side of a match (match_flow.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.session.game_session import GameSession
from game.storage.in_progress import full
from game.storage.saves import Autosave
from game.storage.settings import Settings
from game.text.table_menus import new_game_label, setting_unsaved_line
from game.ui.scene import Scene
from game.ui.scenes.hand_off import HandOff
from game.ui.scenes.match_flow import MatchFlow

if TYPE_CHECKING:
    from game.ui.scenes.play import PlayScene


class Commands:
    """The table's commands, for its menus and its match flow."""

    def __init__(self, table: PlayScene) -> None:
        self.table = table

    @property
    def notice(self) -> str | None:
        return self.table.notice

    @notice.setter
    def notice(self, line: str | None) -> None:
        self.table.notice = line

    def resign(self) -> None:
        """The person at the screen resigns: the game ends at once, saved and counted, and the Big Reveal
        says who resigned (a replay of it shows the resignation too: it is a step of the record)."""
        table = self.table
        self.close_overlays()
        if not table.session.over:
            table.session.resign()
            table.refresh()

    def saved(self) -> bool:
        """Whether leaving now keeps this game to continue later."""
        table = self.table
        going_on = not table.session.over or (table.match is not None and not table.match.state.over)
        path = table.keeper.autosave.path
        return going_on and path is not None and path.exists()

    def reveal_again(self) -> None:
        """Leave the Big Reveal for another screen; it comes back when that one closes."""
        self.close_overlays()
        self.table.revealed, self.table.rest = False, 0.0

    def new_game(self) -> None:
        table = self.table
        table.guide.restart()
        self.close_overlays()
        if table.match is None:
            table.begin(table.start())
        elif table.session.over and not table.match.state.over:
            self.flow().after_game()
        else:
            self.new_match()

    def new_game_label(self) -> str:
        """The pause menu's way to the next game: in a match, on with it, or a new match."""
        table = self.table
        if table.match is not None and table.session.over and not table.match.state.over:
            return "Continue the match"
        kept = self.saved()
        return new_game_label(table.match is not None, kept, kept and full())

    def flow(self) -> MatchFlow:
        assert self.table.match is not None
        return MatchFlow(self.table.theme, self.table.match, self)

    def push(self, scene: Scene) -> None:
        self.table.stack.push(scene)

    def close_overlays(self) -> None:
        """Close whatever is over the table (a menu, and a hand-off under it); nothing once the table has left
        the stack (a late call must not pop the window's stack empty, where it would spin for ever)."""
        stack = self.table.stack
        while self.table in stack.scenes and stack.top is not self.table:
            stack.pop()

    def deal(self, session: GameSession) -> None:
        """The match's next game at the table, in the match's one save."""
        self.table.begin(session, self.table.keeper.autosave)

    def save_match(self) -> None:
        self.table.keep()

    def hand_off(self, player: int, ready: Callable[[], None], why: str = "") -> None:
        """Pass the screen to `player` behind a screen drawn from the public view; `ready` when they click."""
        table = self.table
        table.stack.push(HandOff(table.theme, table.deck, table.session.public_view(), player, table.names, ready,
                                 table.open_menu, why))

    def new_match(self) -> None:
        """The same kind of match again, from its first game."""
        table = self.table
        self.close_overlays()
        assert table.new_match_session is not None
        table.match = table.new_match_session()
        table.begin(table.match.session, Autosave(match=table.match))

    def leave(self) -> None:
        self.close_overlays()
        self.table.stack.pop()

    def quit(self) -> None:
        self.table.stack.clear()

    def change(self, **changes: object) -> None:
        """A setting changed from the menu: applied at once, saved if the disk lets it."""
        table = self.table
        table.settings_changed(table.settings.model_copy(update=changes))
        try:
            table.save(table.settings)
        except OSError as error:
            table.notice = setting_unsaved_line(str(error.strerror or error))

    def settings_changed(self, settings: Settings) -> None:
        self.table.settings_changed(settings)
