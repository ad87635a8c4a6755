"""Each player's Cypher Wheel in one game: their marks with undo, their assistant level, and what it shows.

The marks and levels go into the game's save; undo lasts for this sitting.
Only the seated player's wheel is ever drawn, and the assistant reads that
player's view alone, so in hotseat neither wheel shows the other's secrets.
"""

from __future__ import annotations

from game.decks.deck import Deck
from game.engine.view import View
from game.storage.saves import SavedWheels
from game.text.words import Names
from game.ui.table.wheel import Dial
from game.wheel.assistant import Assistance, Exposure, assist, exposure
from game.wheel.levels import LEVELS, AssistantLevel
from game.wheel.notebook import BLANK, Edits, Notebook


class Wheels:
    """Both players' wheels for one game."""

    def __init__(self, deck: Deck, names: Names = None, notebooks: tuple[Notebook, Notebook] = (BLANK, BLANK),
                 levels: tuple[AssistantLevel, AssistantLevel] = (AssistantLevel.OFF, AssistantLevel.OFF),
                 aided: bool = False) -> None:
        self.deck = deck
        self.names = names
        self.edits = (Edits(notebooks[0]), Edits(notebooks[1]))
        self.levels = [AssistantLevel(level) for level in levels]
        self.aided = aided or any(level != AssistantLevel.OFF for level in self.levels)
        """Hints were asked for or the assistant was on in this game (the statistics count it as aided)."""
        self.their_view = [False, False]
        """Per player: the wheel shows what the opponent can know of their Suitcase instead."""
        self._assistance: tuple[tuple, Assistance] | None = None
        self._exposure: tuple[tuple, Exposure] | None = None

    def notebook(self, player: int) -> Notebook:
        return self.edits[player].now

    @classmethod
    def saved(cls, deck: Deck, names: Names, saved: SavedWheels) -> Wheels:
        """Both wheels as a save kept them."""
        return cls(deck, names, saved.notebooks, saved.assistant, saved.aided)

    def to_save(self) -> SavedWheels:
        """What the save keeps: the marks and the levels, and whether the assistant was used."""
        return SavedWheels((self.edits[0].now, self.edits[1].now), (self.levels[0], self.levels[1]), self.aided)

    def set_level(self, player: int, level: AssistantLevel) -> None:
        self.levels[player] = AssistantLevel(level)
        self.aided = self.aided or level != AssistantLevel.OFF

    def next_level(self, player: int) -> None:
        """Off, then facts, then odds, then off again."""
        self.set_level(player, LEVELS[(LEVELS.index(self.levels[player]) + 1) % len(LEVELS)])

    def assistance(self, view: View) -> Assistance:
        """The assistant's marks for the seated viewer now (computed once per view and level)."""
        me = view.seat()
        key = (me, view.step, len(view.events), self.levels[me])
        if self._assistance is None or self._assistance[0] != key:
            self._assistance = (key, assist(view, self.levels[me], self.deck, self.names))
        return self._assistance[1]

    def exposure(self, view: View) -> Exposure:
        """What the opponent can know of the viewer's Suitcase now (computed once per view)."""
        key = (view.viewer, view.step, len(view.events))
        if self._exposure is None or self._exposure[0] != key:
            self._exposure = (key, exposure(view, self.deck, self.names))
        return self._exposure[1]

    def dial(self, view: View) -> Dial:
        """What the seated viewer's dial shows now."""
        me = view.seat()
        if self.their_view[me]:
            shown = self.exposure(view)
            return Dial(me, auto_seen=shown.seen[1:], auto_struck=shown.struck, suitcase=shown.suitcase)
        notebook = self.notebook(me)
        help_ = self.assistance(view)
        odds = help_.odds[1:] if help_.odds is not None and any(help_.odds) else None
        return Dial(me, notebook.seen, notebook.struck, notebook.guilds, help_.seen[1:], help_.struck, odds)
