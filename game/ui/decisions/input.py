"""Mouse and keyboard on one pending decision: picks, the focus ring, drags, and the confirm prompt.

The scene draws the step and hands back its hits; this turns input into picks
on the prompt and, once a pick completes a Choice, either returns it or holds
it for confirmation (Enter or Y to confirm, Escape or N to cancel).
"""

from __future__ import annotations

from typing import Callable

from game.engine import Choice
from game.ui import keymap
from game.ui.decisions.action import ActionPrompt
from game.ui.decisions.base import Prompt
from game.ui.decisions.spread_paint import drop_position
from game.ui.decisions.spread_prompts import OrderPrompt
from game.ui.widgets.drag import DRAG_START
from game.ui.widgets.targets import CANCEL, CONFIRM, Hit, Key, hit_at

OPEN_MENU = "menu"
"""Returned for Escape with nothing left to back out of: the scene opens its menu."""


class DecisionInput:
    """The player's input on one decision, from the first pick to the confirmed Choice."""

    def __init__(self, prompt: Prompt, needs_confirm: Callable[[Choice], bool]) -> None:
        self.prompt = prompt
        self.needs_confirm = needs_confirm
        self.step = prompt.step()
        self.focus: Key | None = None
        self.lit: Key | None = None
        self.confirm: Choice | None = None
        self.confirm_key: Key | None = None
        """The target whose pick completed the Choice waiting for confirmation (drawn chosen)."""
        self.confirm_focus: Key = CONFIRM
        self.hits: list[Hit] = []
        self.pointer: tuple[int, int] | None = None
        self._press: tuple[Key, tuple[int, int], bool] | None = None
        """(key pressed, where, whether the press itself chose the card)"""
        self._dragging = False

    # ----- what to draw -------------------------------------------------------------

    @property
    def raised(self) -> tuple[int, ...]:
        """Hand positions drawn raised: the card chosen for the Action."""
        return tuple(k[1] for k in self.step.selected if k[0] == "hand")

    def dragged_hand(self) -> int | None:
        """The hand position being dragged, if any."""
        if self._dragging and self._press is not None and self._press[0][0] == "hand":
            return self._press[0][1]
        return None

    def dragged_row(self) -> tuple[int, int, int] | None:
        """(row position, x, y) of a card dragged along an order row."""
        if self._dragging and self._press is not None and self._press[0][0] == "order" and self.pointer:
            return (self._press[0][1], *self.pointer)
        return None

    # ----- keyboard -----------------------------------------------------------------

    def command(self, command: str, number: int | None = None) -> Choice | str | None:
        """Act on a keymap command; returns a Choice to apply, OPEN_MENU, or None."""
        if self.confirm is not None:
            if command in (keymap.YES,) or (command == keymap.ACTIVATE and self.confirm_focus == CONFIRM):
                return self._confirmed()
            if command in (keymap.NO, keymap.BACK, keymap.ACTIVATE):
                self.confirm = None
            elif command in (keymap.NEXT, keymap.PREVIOUS):
                self.confirm_focus = CANCEL if self.confirm_focus == CONFIRM else CONFIRM
            return None
        if command in (keymap.NEXT, keymap.PREVIOUS):
            delta = 1 if command == keymap.NEXT else -1
            prompt = self.prompt
            if isinstance(prompt, OrderPrompt) and prompt.held is not None:
                prompt.shift(delta)
                self.focus = ("order", prompt.held)
                self.step = prompt.step()
            else:
                self._cycle(delta)
        elif command == keymap.ACTIVATE:
            if self.focus is None:
                self._cycle(1)
            else:
                return self._pick(self.focus)
        elif command == keymap.BACK:
            if self._press is not None:
                self._press, self._dragging = None, False
            elif self.prompt.back():
                self._refresh()
            else:
                return OPEN_MENU
        elif command == keymap.NUMBER and number is not None:
            target = self.step.target(("number", number))
            if target is not None and target.legal:
                return self._pick(target.key)
        return None

    def _cycle(self, delta: int) -> None:
        items = [t.key for t in self.step.cycle()]
        if not items:
            return
        if self.focus in items:
            self.focus = items[(items.index(self.focus) + delta) % len(items)]
        else:
            self.focus = items[0] if delta > 0 else items[-1]

    # ----- mouse --------------------------------------------------------------------

    def mouse_down(self, pos: tuple[int, int]) -> Choice | None:
        """A left press: pick, start a drag, or answer the confirm prompt."""
        hit = hit_at(self.hits, pos)
        if self.confirm is not None:
            if hit is not None and hit.target.key == CONFIRM:
                return self._confirmed()
            self.confirm = None
            return None
        if hit is None:
            return None
        self.focus = None
        key = hit.target.key
        if key[0] == "order" or (key[0] == "hand" and isinstance(self.prompt, ActionPrompt)):
            chose = key[0] == "hand" and key not in self.step.selected
            if chose:
                self._pick(key)
            self._press = (key, pos, chose)
            return None
        if hit.target.legal:
            return self._pick(key)
        return None

    def mouse_move(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        hit = hit_at(self.hits, pos)
        self.lit = hit.target.key if hit is not None else None
        if self._press is not None and not self._dragging:
            start = self._press[1]
            self._dragging = abs(pos[0] - start[0]) + abs(pos[1] - start[1]) >= DRAG_START

    def mouse_up(self, pos: tuple[int, int]) -> Choice | None:
        """A left release: the end of a click or of a drag."""
        if self._press is None:
            return None
        key, _, chose = self._press
        dragging = self._dragging
        self._press, self._dragging = None, False
        if not dragging:
            return None if chose else self._pick(key)
        if key[0] == "order" and isinstance(self.prompt, OrderPrompt):
            self.prompt.held = None
            self.prompt.move(key[1], drop_position(self.hits, pos[0]))
            self._refresh()
            return None
        hit = hit_at([h for h in self.hits if h.target.key[0] != "hand"], pos)
        target = self.step.target(hit.target.key) if hit is not None else None
        if target is not None and target.legal:
            return self._pick(target.key)
        if chose:
            self.prompt.back()
            self._refresh()
        return None

    # ----- picking ------------------------------------------------------------------

    @property
    def can_take_back(self) -> bool:
        """Whether a play waits for confirmation or some picks are made: Undo takes them back first."""
        return self.confirm is not None or bool(self.prompt.picks)

    def take_back(self) -> bool:
        """Undo on this decision: cancel the play waiting for confirmation, else the last pick."""
        self._press, self._dragging = None, False
        if self.confirm is not None:
            self.confirm = None
            return True
        if self.prompt.back():
            self._refresh()
            return True
        return False

    def restore(self, picks: list[Key]) -> None:
        """Make the picks of an unfinished choice again (a resumed game), as far as they are legal."""
        for key in picks:
            if self.prompt.pick(key) is not None:
                break
        self._refresh()

    def _pick(self, key: Key) -> Choice | None:
        choice = self.prompt.pick(key)
        self._refresh()
        if choice is None:
            return None
        if self.needs_confirm(choice):
            self.confirm, self.confirm_key, self.confirm_focus = choice, key, CONFIRM
            return None
        return choice

    def _confirmed(self) -> Choice | None:
        choice, self.confirm = self.confirm, None
        return choice

    def _refresh(self) -> None:
        self.step = self.prompt.step()
        if self.focus is not None and self.focus not in [t.key for t in self.step.cycle()]:
            self.focus = None
            self._cycle(1)
