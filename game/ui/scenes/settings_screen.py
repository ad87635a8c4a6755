"""The Settings screen: every setting on one page, each change applied at once and saved.

↑ ↓ (or Tab) choose a row, ← → change its value, Enter steps to the next
value; the mouse clicks the arrows or the row. A save that fails (a read-only
or full disk) says so in one line and the game goes on with the change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame
from pygame import Rect

from game.storage.settings import PACES, Settings, save_settings
from game.text import settings_words as say
from game.ui import keymap
from game.ui.apply_settings import apply_settings
from game.ui.look.layout import UI_SCALES, Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scenes.screen import MenuScreen
from game.ui.sound import Sounds
from game.ui.widgets.buttons import focus_ring
from game.wheel.levels import LEVELS


@dataclass(frozen=True)
class Row:
    """One setting: the Settings field, the values offered (with their names); its name and what it does are
    in game/text/settings_words.py."""

    field: str
    choices: tuple[tuple[object, str], ...]
    ordered: bool = False
    """A scale (← stops at the lowest); other rows wrap round."""

    @property
    def label(self) -> str:
        return say.SETTINGS[self.field][0]

    @property
    def about(self) -> str:
        return say.SETTINGS[self.field][1]


ON_OFF = ((True, say.ON), (False, say.OFF))
ROWS = (
    Row("palette", say.PALETTES),
    Row("ui_scale", tuple((p, say.percent(p)) for p in UI_SCALES), ordered=True),
    Row("confirm_plays", ON_OFF),
    Row("muted", ((False, say.ON), (True, say.OFF))),
    Row("volume", tuple((v, say.percent(v)) for v in range(0, 101, 10)), ordered=True),
    Row("animation_speed", tuple((s, name.capitalize()) for s, name in PACES), ordered=True),
    Row("fullscreen", ON_OFF),
    Row("wheel_assistant", tuple(zip(LEVELS, say.LEVEL_NAMES))),
    Row("tips", ON_OFF),
)


class SettingsScreen(MenuScreen):
    """The rows of settings, the focused one, and the last save problem."""

    kicker = say.KICKER
    title = say.TITLE
    keys = say.KEYS

    def __init__(self, theme: Theme, sounds: Sounds, settings: Settings,
                 changed: Callable[[Settings], None] | None = None,
                 save: Callable[[Settings], None] = save_settings) -> None:
        super().__init__(theme)
        self.sounds = sounds
        self.settings = settings
        self.changed = changed
        self.save = save
        self.row = 0
        self.problem = ""
        self.rects: list[tuple[Rect, Rect, Rect]] = []
        """Per row: the whole row, the ‹ arrow and the › arrow."""

    def shown(self, row: Row) -> str:
        """The name of the row's current value ("custom" for one the screen does not offer)."""
        value = getattr(self.settings, row.field)
        return next((name for v, name in row.choices if v == value), say.CUSTOM)

    def step(self, row: Row, delta: int, wrap: bool) -> None:
        """Change a setting to the next (or previous) value, apply it and save it."""
        values = [v for v, _ in row.choices]
        now = getattr(self.settings, row.field)
        if now in values:
            i = values.index(now) + delta
        else:  # a value set by hand in settings.json: go to the nearest offered one that way
            i = next((k for k, v in enumerate(values) if v > now), len(values)) - (delta < 0)
        i = i % len(values) if wrap else max(0, min(i, len(values) - 1))
        self.settings = self.settings.model_copy(update={row.field: values[i]})
        apply_settings(self.settings, self.theme, self.sounds)
        if self.changed is not None:
            self.changed(self.settings)
        try:
            self.save(self.settings)
            self.problem = ""
        except OSError as error:
            self.problem = say.not_saved(str(error.strerror or error))

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        row = ROWS[self.row]
        if command in (keymap.UP, keymap.PREVIOUS_PART):
            self.row = (self.row - 1) % len(ROWS)
        elif command in (keymap.DOWN, keymap.NEXT_PART):
            self.row = (self.row + 1) % len(ROWS)
        elif command in (keymap.NEXT, keymap.PREVIOUS):
            self.step(row, 1 if command == keymap.NEXT else -1, not row.ordered)
        elif command == keymap.ACTIVATE:
            self.step(row, 1, True)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        else:
            return False
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        for i, (whole, left, right) in enumerate(self.rects):
            if whole.collidepoint(pos):
                self.row = i
                if left.collidepoint(pos):
                    self.step(ROWS[i], -1, not ROWS[i].ordered)
                else:
                    self.step(ROWS[i], 1, not (ROWS[i].ordered and right.collidepoint(pos)))
                return True
        return False

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        row_h = layout.px(44)
        label_w = min(layout.px(300), body.w // 2)
        value_w = min(layout.px(300), body.w - label_w)
        self.rects = []
        y = body.y + layout.px(6)
        for i, row in enumerate(ROWS):
            focused = i == self.row
            label = fonts.text("semibold", layout.font(16), row.label, p.text if focused else p.text_dim)
            box = Rect(body.x + label_w, y, value_w, row_h - layout.px(10))
            surface.blit(label, label.get_rect(midleft=(body.x, box.centery)))
            surface.blit(rounded_box(box.w, box.h, layout.px(8), p.card_deep, 255, p.accent if focused else p.line,
                                     255, max(1, layout.px(1.5))), box)
            value = fonts.text("semibold", layout.font(16), self.shown(row), p.text)
            surface.blit(value, value.get_rect(center=box.center))
            arrow_w = box.h
            left, right = Rect(box.x, box.y, arrow_w, box.h), Rect(box.right - arrow_w, box.y, arrow_w, box.h)
            for rect, mark in ((left, "‹"), (right, "›")):
                glyph = fonts.text("bold", layout.font(18), mark, p.accent if focused else p.text_faint)
                surface.blit(glyph, glyph.get_rect(center=rect.center))
            if focused:
                focus_ring(surface, self.theme, layout, box)
            self.rects.append((Rect(body.x, y, label_w + value_w, row_h - layout.px(10)), left, right))
            y += row_h
        y += layout.px(10)
        about = fonts.wrap("regular", layout.font(14), ROWS[self.row].about, label_w + value_w)
        line_h = fonts.line_height("regular", layout.font(14))
        for line in about:
            surface.blit(fonts.text("regular", layout.font(14), line, p.text_dim), (body.x, y))
            y += line_h
        if self.problem:
            y += layout.px(8)
            size = layout.font(14)
            note = fonts.fit("semibold", size, self.problem, body.w)
            surface.blit(fonts.text("semibold", size, note, p.bad), (body.x, y))
