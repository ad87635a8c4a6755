"""A form of labelled rows: text fields, choices that turn, and buttons; by keyboard and mouse.

Tab or the up and down arrows move between rows; a text row takes typing; a
choice row turns with the left and right arrows or a click; Enter presses a
button (or turns a choice). Rows that do not apply now are greyed and skipped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame
from pygame import Rect

from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.widgets.text_field import TextField

Colour = tuple[int, int, int]


@dataclass
class Picker:
    """A row whose value turns through `options` ((value, label) pairs)."""

    label: str
    options: tuple[tuple[str, str], ...]
    index: int = 0
    detail: Callable[[str], str] | None = None
    """A line under the row about the chosen value (the opponent's description)."""
    enabled: Callable[[], bool] = lambda: True

    @property
    def value(self) -> str:
        return self.options[self.index][0]

    def choose(self, value: str) -> None:
        """Turn to `value` if it is one of the options (a remembered choice may be gone)."""
        values = [v for v, _ in self.options]
        if value in values:
            self.index = values.index(value)

    def turn(self, step: int) -> None:
        self.index = (self.index + step) % len(self.options)


@dataclass
class Text:
    """A row with a text field."""

    label: str
    field: TextField
    colour: Colour | None = None
    enabled: Callable[[], bool] = lambda: True


@dataclass
class Buttons:
    """The row of buttons at the foot of the form."""

    labels: tuple[str, ...]
    actions: tuple[Callable[[], None], ...]
    enabled: Callable[[], bool] = lambda: True
    focus: int = 0


Row = Picker | Text | Buttons


@dataclass
class Form:
    """The rows, the focused one, and where each part was last drawn (for the mouse)."""

    rows: list[Row]
    row: int = 0
    row_height: int = 46
    """Each row's height in design pixels (a long form packs them closer)."""
    problem: str = ""
    """Said under the buttons when the form cannot be sent as it is."""
    hits: list[tuple[Rect, int, int]] = field(default_factory=list)
    """(rectangle, row, part): part is -1/+1 for a choice's arrows, 0 for its middle, the button index."""

    def _move(self, step: int) -> None:
        for _ in range(len(self.rows)):
            self.row = (self.row + step) % len(self.rows)
            if self.rows[self.row].enabled():
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to a key or click; True when something changed (Escape is left to the scene)."""
        row = self.rows[self.row]
        command = keymap.command_for(event)
        key = getattr(event, "key", None) if event.type == pygame.KEYDOWN else None
        if key in (pygame.K_UP, pygame.K_DOWN):
            self._move(1 if key == pygame.K_DOWN else -1)
        elif key == pygame.K_TAB:
            self._move(-1 if command == keymap.PREVIOUS else 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._activate(row)
        elif isinstance(row, Text) and row.field.handle_event(event):
            self.problem = ""
        elif isinstance(row, Picker) and command in (keymap.NEXT, keymap.PREVIOUS):
            row.turn(1 if command == keymap.NEXT else -1)
        elif isinstance(row, Buttons) and command in (keymap.NEXT, keymap.PREVIOUS):
            row.focus = (row.focus + (1 if command == keymap.NEXT else -1)) % len(row.labels)
        elif command == keymap.ACTIVATE:
            self._activate(row)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        else:
            return False
        return True

    def _activate(self, row: Row) -> None:
        """Enter: the focused button, the next option of a choice, or from a text field the form's first
        button (as a form sends itself once the last thing was typed)."""
        if isinstance(row, Buttons):
            row.actions[row.focus]()
        elif isinstance(row, Picker):
            row.turn(1)
        else:
            buttons = next((each for each in self.rows if isinstance(each, Buttons) and each.enabled()), None)
            if buttons is None:
                self._move(1)
            else:
                buttons.actions[0]()

    def _click(self, pos: tuple[int, int]) -> bool:
        for rect, index, part in self.hits:
            if not rect.collidepoint(pos):
                continue
            row = self.rows[index]
            self.row = index  # a text field clicked takes the typing
            if isinstance(row, Picker):
                row.turn(part or 1)
            elif isinstance(row, Buttons):
                row.focus = part
                row.actions[part]()
            return True
        return False

    def height(self, theme: Theme, layout: Layout) -> int:
        """How tall `draw` makes the form at this layout's scale."""
        fonts = theme.fonts
        height = 0
        for row in self.rows:
            if isinstance(row, Buttons):
                height += layout.px(10) + layout.px(44)
                continue
            height += layout.px(self.row_height)
            if isinstance(row, Picker) and row.detail is not None and row.enabled():
                height += fonts.line_height("regular", layout.font(13)) + layout.px(2)
        if self.problem:
            height += fonts.line_height("semibold", layout.font(14)) + layout.px(8)
        return height

    def draw(self, surface: pygame.Surface, theme: Theme, layout: Layout, left: int, top: int,
             label_width: int, field_width: int) -> int:
        """Draw the rows from (left, top); returns the y below the form."""
        p = theme.palette
        fonts = theme.fonts
        row_h = layout.px(self.row_height)
        y = top
        self.hits = []
        for index, row in enumerate(self.rows):
            focused = index == self.row
            enabled = row.enabled()
            if isinstance(row, Buttons):
                y = self._buttons(surface, theme, layout, row, index, left + label_width, y + layout.px(10),
                                  focused)
                continue
            colour = (row.colour if isinstance(row, Text) and row.colour else p.text_dim) if enabled \
                else p.text_faint
            text = fonts.text("semibold", layout.font(15), row.label, colour)
            surface.blit(text, (left, y + (row_h - layout.px(8) - text.get_height()) // 2))
            rect = Rect(left + label_width, y, field_width, row_h - layout.px(8))
            if isinstance(row, Text):
                row.field.draw(surface, theme, layout, rect, focused)
                self.hits.append((rect, index, 0))
            else:
                self._choice(surface, theme, layout, row, rect, focused, enabled)
                self.hits += [(Rect(rect.x, rect.y, rect.h, rect.h), index, -1),
                              (Rect(rect.right - rect.h, rect.y, rect.h, rect.h), index, 1),
                              (rect.inflate(-2 * rect.h, 0), index, 0)] if enabled else []
            y += row_h
            if isinstance(row, Picker) and row.detail is not None and enabled:
                detail = fonts.text("regular", layout.font(13), row.detail(row.value), p.text_faint)
                surface.blit(detail, (rect.x + layout.px(4), y - layout.px(4)))
                y += detail.get_height() + layout.px(2)
        if self.problem:
            note = fonts.text("semibold", layout.font(14), self.problem, p.bad)
            surface.blit(note, (left + label_width, y + layout.px(8)))
            y += note.get_height() + layout.px(8)
        return y

    def _choice(self, surface: pygame.Surface, theme: Theme, layout: Layout, row: Picker, rect: Rect,
                focused: bool, enabled: bool) -> None:
        p = theme.palette
        border = p.accent if focused and enabled else p.line
        surface.blit(rounded_box(rect.w, rect.h, layout.px(8), p.card_deep, 255, border, 255,
                                 max(1, layout.px(1.5))), rect)
        colour = p.text if enabled else p.text_faint
        fonts, size = theme.fonts, layout.font(16)
        room = rect.w - 2 * rect.h
        label = fonts.text("semibold", size, fonts.fit("semibold", size, row.options[row.index][1], room), colour)
        surface.blit(label, label.get_rect(center=rect.center))
        for arrow, square in (("‹", Rect(rect.x, rect.y, rect.h, rect.h)),
                              ("›", Rect(rect.right - rect.h, rect.y, rect.h, rect.h))):
            glyph = fonts.text("semibold", size, arrow, colour)  # where a click turns the choice that way
            surface.blit(glyph, glyph.get_rect(center=square.center))

    def _buttons(self, surface: pygame.Surface, theme: Theme, layout: Layout, row: Buttons, index: int,
                 x: int, y: int, focused: bool) -> int:
        p = theme.palette
        width, height, gap = layout.px(150), layout.px(44), layout.px(14)
        for part, label in enumerate(row.labels):
            lit = focused and part == row.focus
            text = theme.fonts.text("bold", layout.font(16), label, p.felt if lit else p.text)
            rect = Rect(x, y, max(width, text.get_width() + layout.px(36)), height)
            surface.blit(rounded_box(rect.w, rect.h, rect.h // 2, p.accent if lit else p.box, 255, p.accent, 255,
                                     max(1, layout.px(1.5))), rect)
            surface.blit(text, text.get_rect(center=rect.center))
            self.hits.append((rect, index, part))
            x = rect.right + gap
        return y + height
