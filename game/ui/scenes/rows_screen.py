"""A menu screen listing rows in a scrolling pane: the selection stepped by the arrows, a row found by the pointer."""

from __future__ import annotations

from pygame import Rect

from game.ui import keymap
from game.ui.look.theme import Theme
from game.ui.scenes.screen import MenuScreen
from game.ui.widgets.scroll import ScrollPane

STEPS = {keymap.DOWN: 1, keymap.NEXT: 1, keymap.UP: -1, keymap.PREVIOUS: -1}


class RowsScreen(MenuScreen):
    """The lists of games (Replays, Games in progress) alike: what moves the selection and what a click is on."""

    def __init__(self, theme: Theme) -> None:
        super().__init__(theme)
        self.selected = 0
        self.pane = ScrollPane()
        self.rows: list[Rect] = []
        """Each row as last drawn."""

    def step(self, command: str | None, count: int) -> bool:
        """An arrow (or Tab) steps the selection round `count` rows and scrolls it into sight; False for any
        other command, or no rows."""
        if command not in STEPS or not count:
            return False
        self.selected = (self.selected + STEPS[command]) % count
        row = self.pane.line
        self.pane.show(self.selected * row, (self.selected + 1) * row)
        return True

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under `pos`, if the pane shows it there."""
        if not self.pane.view.collidepoint(pos):
            return None
        return next((i for i, rect in enumerate(self.rows) if rect.collidepoint(pos)), None)
