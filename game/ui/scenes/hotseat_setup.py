"""Two players, one screen: their names, the deck and the variant, then the first hand-off.

Rows are chosen with the mouse or with Tab and the up and down arrows; a
name row takes typing, a choice row turns with the left and right arrows (or
a click), and Start deals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame
from pygame import Rect

from game.session import DEFAULT_NAMES
from game.ui import keymap
from game.ui.look.layout import layout_for
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.table.felt import felt_base
from game.ui.widgets.text_field import TextField

NAME_LIMIT = 20
DECKS = (("citrine", "Citrine"), ("ruby", "Ruby"), ("emerald", "Emerald"), ("random-mix", "Random mix"))
VARIANTS = (("standard", "Standard set-up"), ("strategic", "Strategic set-up"))


@dataclass(frozen=True)
class HotseatChoice:
    """What the players chose: passed on to start the game."""

    names: tuple[str, str]
    deck: str
    variant: str


class HotseatSetup(Scene):
    """The form before a hotseat game."""

    ROWS = 6
    """Two names, the deck, the set-up, Start and Back."""

    def __init__(self, theme: Theme, start: Callable[[HotseatChoice], Scene]) -> None:
        super().__init__()
        self.theme = theme
        self.start = start
        self.fields = [TextField(DEFAULT_NAMES[0], NAME_LIMIT), TextField(DEFAULT_NAMES[1], NAME_LIMIT)]
        self.choices = [0, 0]
        """Index into DECKS and VARIANTS."""
        self.row = 0
        self.rects: list[Rect] = []
        self.problem = ""

    def chosen(self) -> HotseatChoice | None:
        """The choice, or None (with `problem` saying why) when the names will not do."""
        names = (self.fields[0].text.strip(), self.fields[1].text.strip())
        if not all(names):
            self.problem = "Each player needs a name."
            return None
        if names[0].casefold() == names[1].casefold():
            self.problem = "The two players need different names."
            return None
        self.problem = ""
        return HotseatChoice(names, DECKS[self.choices[0]][0], VARIANTS[self.choices[1]][0])

    def _activate(self, row: int) -> None:
        if row in (2, 3):
            self._turn(row, 1)
        elif row == 4:
            choice = self.chosen()
            if choice is not None:
                self.stack.pop()
                self.stack.push(self.start(choice))
        elif row == 5:
            self.stack.pop()
        else:
            self.row = min(row + 1, 4)

    def _turn(self, row: int, step: int) -> None:
        options = DECKS if row == 2 else VARIANTS
        self.choices[row - 2] = (self.choices[row - 2] + step) % len(options)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.dirty = True
        editing = self.row in (0, 1)
        command = keymap.command_for(event)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.row = (self.row + (1 if event.key == pygame.K_DOWN else -1)) % self.ROWS
        elif command in (keymap.NEXT, keymap.PREVIOUS) and event.key == pygame.K_TAB:
            self.row = (self.row + (1 if command == keymap.NEXT else -1)) % self.ROWS
        elif command == keymap.BACK:
            self.stack.pop()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._activate(self.row)
        elif editing and self.fields[self.row].handle_event(event):
            self.problem = ""
        elif command in (keymap.NEXT, keymap.PREVIOUS) and self.row in (2, 3):
            self._turn(self.row, 1 if command == keymap.NEXT else -1)
        elif command == keymap.ACTIVATE:
            self._activate(self.row)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row, rect in enumerate(self.rects):
                if rect.collidepoint(event.pos):
                    self.row = row
                    if row >= 2:
                        self._activate(row)
        elif event.type == pygame.MOUSEMOTION:
            self.dirty = False

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        layout = layout_for(width, height)
        p = self.theme.palette
        fonts = self.theme.fonts
        surface.blit(felt_base((width, height), p, False), (0, 0))
        left = round(width * 0.09)
        y = round(height * 0.12)
        kicker = fonts.text("mono_bold", layout.font(14), "HOTSEAT", p.accent)
        surface.blit(kicker, (left, y))
        y += kicker.get_height() + layout.px(6)
        title = fonts.text("bold", layout.font(40), "Two players, one screen", p.text)
        surface.blit(title, (left, y))
        y += title.get_height() + layout.px(6)
        lead = fonts.text("regular", layout.font(15), "Pass the screen whenever the other player must decide; "
                          "the game asks first, so nobody sees the other's cards.", p.text_dim)
        surface.blit(lead, (left, y))
        y += lead.get_height() + layout.px(26)
        label_w, field_w, row_h = layout.px(170), min(layout.px(420), width - left * 2 - layout.px(170)), layout.px(46)
        labels = ("First player", "Second player", "Deck", "Set-up")
        values = (None, None, DECKS[self.choices[0]][1], VARIANTS[self.choices[1]][1])
        self.rects = []
        for row, label in enumerate(labels):
            colour = p.players[row] if row < 2 else p.text_dim
            text = fonts.text("semibold", layout.font(15), label, colour)
            surface.blit(text, (left, y + (row_h - text.get_height()) // 2))
            rect = Rect(left + label_w, y, field_w, row_h - layout.px(8))
            if row < 2:
                self.fields[row].draw(surface, self.theme, layout, rect, self.row == row)
            else:
                focused = self.row == row
                surface.blit(rounded_box(rect.w, rect.h, layout.px(8), p.card_deep, 255,
                                         p.accent if focused else p.line, 255, max(1, layout.px(1.5))), rect)
                shown = fonts.text("semibold", layout.font(16), f"‹  {values[row]}  ›", p.text)
                surface.blit(shown, shown.get_rect(center=rect.center))
            self.rects.append(rect)
            y += row_h
        y += layout.px(14)
        for row, label in ((4, "Start"), (5, "Back")):
            rect = Rect(left + label_w + (row - 4) * (layout.px(150) + layout.px(14)), y, layout.px(150),
                        layout.px(44))
            focused = self.row == row
            surface.blit(rounded_box(rect.w, rect.h, rect.h // 2, p.accent if focused else p.box, 255,
                                     p.accent, 255, max(1, layout.px(1.5))), rect)
            text = fonts.text("bold", layout.font(16), label, p.felt if focused else p.text)
            surface.blit(text, text.get_rect(center=rect.center))
            self.rects.append(rect)
        if self.problem:
            note = fonts.text("semibold", layout.font(14), self.problem, p.bad)
            surface.blit(note, (left + label_w, y + layout.px(56)))
        hint = fonts.text("regular", layout.font(12), "Tab or ↑ ↓ to move · type a name · ← → to change · "
                          "Enter to choose · Esc to go back", p.text_faint)
        surface.blit(hint, (left, height - layout.px(28) - hint.get_height() // 2))
