"""The table with a person seated at it: their decision to make (prompt, picks, confirm), the tools
beside the table (menu, help, hint, undo), the hint box, a note over the table, and their input.

What the game does next is PlayScene's (play.py); this scene draws and takes the input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import Choice
from game.storage.notices import take
from game.ui import keymap
from game.ui.decisions.input import OPEN_MENU, DecisionInput
from game.ui.decisions.layer import draw_decision, draw_hint, draw_note, draw_pointer_tip, draw_tools
from game.ui.look.layout import layout_for
from game.ui.play.guide import Guide
from game.ui.play.hinting import Hints
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.table_scene import TableScene
from game.ui.table.log import PAGE
from game.ui.widgets.targets import Hit, Target, hit_at

if TYPE_CHECKING:
    from game.session.game_session import GameSession
    from game.ui.play.seats import Seat
    from game.ui.table.wheels import Wheels


class SeatedTable(TableScene):
    """A table that asks the person at the screen: the game itself is the subclass's to conduct."""

    input: DecisionInput | None = None
    notice: str | None = None
    session: GameSession
    seat: Seat
    guide: Guide
    hints: Hints
    wheels: Wheels

    tool_hits: list[Hit]
    pointer_at: tuple[int, int] | None

    # ----- what the game behind the table does (PlayScene) ---------------------------

    def choose(self, choice: Choice) -> None:
        """The person's choice, one of the options offered."""
        raise NotImplementedError

    def open_menu(self) -> None:
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def tools(self) -> list[Target]:
        """The buttons beside the table."""
        raise NotImplementedError

    def sync_decor(self) -> None:
        raise NotImplementedError

    # ----- input ---------------------------------------------------------------------

    @property
    def ready(self) -> DecisionInput | None:
        """The decision input, when the person may act on it now."""
        return None if self.motion.active else self.input

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.guide.takes(event):
            return
        if self.notice is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.notice = None
            self.dirty = True
        command = keymap.command_for(event)
        if command is not None:
            self._command(command, keymap.number_of(event))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tool = hit_at(self.tool_hits, event.pos)
            ready = self.ready
            if tool is not None:
                self._tool(tool.target)
            elif ready is not None and (ready.confirm is not None or hit_at(ready.hits, event.pos)):
                self._outcome(ready.mouse_down(event.pos))
            else:
                super().handle_event(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.ready is not None \
                and self.log_press is None:
            self._outcome(self.ready.mouse_up(event.pos))
        else:
            if event.type == pygame.MOUSEMOTION:
                before = self._pointing()
                self.pointer_at = event.pos
                if self.ready is not None:
                    self.ready.mouse_move(event.pos)
                if self._pointing() != before:
                    self.dirty = True
            super().handle_event(event)
            return
        self.sync_decor()
        self.dirty = True

    def _pointing(self) -> tuple:
        """What the pointer is on, as far as drawing goes: redraw only when it changes."""
        ready = self.ready
        if ready is None:
            return (self._pointed(self.tool_hits),)
        dragging = ready.dragged_hand() is not None or ready.dragged_row() is not None
        return (ready.lit, self._pointed(self.tool_hits), self.pointer_at if dragging else None)

    def _command(self, command: str, number: int | None) -> None:
        if command == keymap.HELP:
            self.stack.push(HelpOverlay(self.theme))
        elif command == keymap.WHEEL:
            self.open_wheel(None)
        elif command in (keymap.LOG_BACK, keymap.LOG_ON):
            self.scroll_log(PAGE if command == keymap.LOG_BACK else -PAGE)
        elif command == keymap.LOG_FILTER:
            self.toggle_log_filter()
        elif command == keymap.HINT:
            self.ask_hint()
        elif command == keymap.UNDO:
            self.undo()
        elif self.ready is not None:
            self._outcome(self.ready.command(command, number))
        elif command == keymap.BACK:
            self.open_menu()

    def _outcome(self, result: Choice | str | None) -> None:
        if result == OPEN_MENU:
            self.open_menu()
        elif isinstance(result, tuple):
            self.choose(result)

    def _tool(self, target: Target) -> None:
        if not target.legal:
            return
        {"menu": self.open_menu, "help": lambda: self.stack.push(HelpOverlay(self.theme)),
         "hint": self.ask_hint, "undo": self.undo}[target.key[1]]()

    def ask_hint(self) -> None:
        if self.guide.hint_refusal() is None and self.session.human_to_move and self.hints.job is None:
            self.wheels.aided = True
            self.hints.ask(self.session.view(), self.session.seed, self.session.hint_suitcases())
            self.dirty = True

    # ----- drawing -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        if self.view is None:
            return
        self.draw_table(surface, layout)
        zoom = None
        spread_open = False
        ready = self.ready
        if ready is not None:
            zoom, spread_open = draw_decision(surface, self.theme, layout, self.deck, self.view, ready)
        if self.session.over:
            self.tool_hits = []
        else:
            self.tool_hits = draw_tools(surface, self.theme, layout, self.tools(), self._pointed(self.tool_hits))
        if self.hints.shown:
            draw_hint(surface, self.theme, layout, self.deck, self.view, self.hints.hint, spread_open, self.names)
        shown = self.pinned or self.hover
        if zoom is not None:  # beside the panel, over the side panel if need be, never over the panel
            self.draw_zoom(surface, layout, zoom[0], zoom[1], surface.get_rect())
        elif not spread_open and shown is not None and shown.card is not None and not self.motion.active:
            self.draw_zoom(surface, layout, shown.card, shown.rect, layout.table)
        else:
            self.draw_zoom(surface, layout, None, None, layout.table)
        self.draw_wheel_tip(surface, layout)
        told = [line for line in take() if line not in (self.notice or "")]
        if told:  # a file set aside, a deck gone: said over the table until the next input
            self.notice = " ".join([self.notice or "", *told]).strip()
        if self.notice is not None:
            draw_note(surface, self.theme, layout, "NOTE", self.notice)
        if self.pointer_at is not None and not self.motion.active:
            dragging = ready is not None and ready.dragged_hand() is not None
            draw_pointer_tip(surface, self.theme, layout, (ready.hits if ready is not None else []) + self.tool_hits,
                             self.pointer_at, dragging)
        self.guide.draw(surface, layout)

    def _pointed(self, hits: list[Hit]) -> tuple | None:
        hit = hit_at(hits, self.pointer_at) if self.pointer_at is not None else None
        return hit.target.key if hit is not None else None
