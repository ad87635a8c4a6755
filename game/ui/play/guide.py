"""What a lesson adds to the table, as one collaborator the table asks at each turn of play.

The ordinary game has no lessons: this guide narrows nothing, holds nobody, tells nothing, and leaves
the menus, the Cypher Wheel, the hint and the Big Reveal as they are. Learn to play brings its own,
and so does a game online (ui/online/table_guide.py: its seat, its menus, nothing saved here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.session.workers import Runner
from game.ui.decisions.base import Prompt
from game.ui.look.layout import Layout
from game.ui.play.keeping import GameKeeper, Keeper
from game.ui.play.menus import pause_menu, reveal_items
from game.ui.play.seats import Seat, seat_at
from game.ui.scene import Scene
from game.ui.scenes.overlays import BigReveal, MenuOverlay
from game.ui.scenes.wheel_sheet import WheelSheet
from game.ui.widgets.menu import MenuItem

if TYPE_CHECKING:
    from game.session.game_session import GameSession
    from game.storage.saves import SavedWheels
    from game.ui.scenes.play import PlayScene


class Guide:
    """No lessons: the table as it plays every game."""

    table: PlayScene

    def attach(self, table: PlayScene) -> None:
        """The table this guide leads (before its first game is seated)."""
        self.table = table

    def keeper(self, runner: Runner, said: Callable[[str], None]) -> Keeper:
        """What keeps the game: saves and statistics."""
        return GameKeeper(runner, said)

    def seat(self, session: GameSession, runner: Runner) -> Seat:
        """Where the game comes from: the computer across the table, or a person at the same screen."""
        return seat_at(session, runner)

    def seated(self, session: GameSession) -> None:
        """A game was seated at the table."""

    def kept_wheels(self, session: GameSession) -> SavedWheels | None:
        """The wheels kept for this game elsewhere than its save (None: the table starts them afresh)."""
        return None

    def restart(self) -> None:
        """A new game is about to be dealt from the menu or the Big Reveal."""

    def narrow(self, prompt: Prompt) -> Prompt:
        """The prompt the player is asked through: every legal option."""
        return prompt

    def refreshed(self) -> None:
        """The table shows the game anew."""

    def holds_opponent(self) -> bool:
        """Whether the other side waits before thinking (a lesson explaining what just happened)."""
        return False

    def takes(self, event: pygame.event.Event) -> bool:
        """Whether the guide takes this input for itself (a click on its tip)."""
        return False

    def hint_refusal(self) -> str | None:
        """Why hints wait now (None: they do not)."""
        return None

    def wheel_sheet(self) -> type[WheelSheet] | None:
        """A sheet of the guide's own for the large wheel now (None: the ordinary one)."""
        return None

    def wheel_changed(self) -> None:
        """A mark was made on the wheel."""

    def menu(self) -> Scene:
        """The menu Escape opens."""
        return pause_menu(self.table)

    def reveal_items(self) -> tuple[MenuItem, ...]:
        return reveal_items(self.table)

    def big_reveal(self) -> MenuOverlay:
        table = self.table
        return BigReveal(table.theme, table.session.view(), self.reveal_items(), table.names)

    def score(self) -> str | None:
        """A match's score for the banner when the table holds no match of its own (a match online)."""
        return None

    def closed(self) -> None:
        """The table left the stack for good."""

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        """Drawn over the table last: nothing here (a lesson's tips)."""
