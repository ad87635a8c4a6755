"""F1, over whatever is on screen: the keys and the mouse (read from the keymap itself), and the rules.

Two tabs: "Keys" and "Rules" (the same reader as the Rules screen). Ctrl+Tab
or a click changes tab; F1, Escape or a click outside the box closes it.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.text import key_help
from game.text import screens as say
from game.ui import keymap
from game.ui.look.layout import Layout, layout_for
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.widgets.chips import ChipRow
from game.ui.widgets.rules_reader import RulesReader
from game.ui.widgets.scroll import ScrollPane

KEYS, RULES = 0, 1
TABS = ("Keys", "Rules")


def key_rows() -> list[tuple[str, str]]:
    """The Keys tab, row by row: every binding, the mouse, then the menu screens' own keys."""
    rows: list[tuple[str, str]] = []
    for section in (keymap.TABLE, keymap.WHEEL_SECTION, keymap.LOG_SECTION):
        rows += [("", section)] + [(b.names, b.meaning) for b in keymap.BINDINGS if b.section == section]
        rows += list(key_help.WHEEL_HELP) if section == keymap.WHEEL_SECTION else []
        rows.append(("", ""))
    rows += [("", keymap.REPLAY_SECTION)] + [(b.names, b.meaning) for b in keymap.REPLAY_BINDINGS]
    rows += list(key_help.REPLAY_HELP) + [("", "")]
    return (rows + list(key_help.MOUSE_HELP) + [("", ""), ("", say.MENU_SCREENS_SECTION)]
            + [(b.names, b.meaning) for b in keymap.SCREEN_BINDINGS])


class HelpOverlay(Scene):
    """The keys, or the rules, in a box over the screen."""

    def __init__(self, theme: Theme, tab: int = KEYS) -> None:
        super().__init__()
        self.theme = theme
        self.tabs = ChipRow(TABS, tab)
        self.reader = RulesReader()
        self.keys_pane = ScrollPane()
        self.frame = Rect(0, 0, 0, 0)

    def covers(self) -> bool:
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
            self.dirty = True
            return
        command = keymap.screen_command_for(event)
        on_keys = self.tabs.chosen == KEYS
        if command in (keymap.NEXT_TAB, keymap.PREVIOUS_TAB) or (
                on_keys and command in (keymap.NEXT, keymap.PREVIOUS, keymap.NEXT_PART, keymap.PREVIOUS_PART)):
            self.tabs.step(1 if command in (keymap.NEXT_TAB, keymap.NEXT, keymap.NEXT_PART) else -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.tabs.click(event.pos):
            pass
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and not self.frame.collidepoint(
                event.pos):
            self.stack.pop()
            return
        elif not on_keys and self.reader.handle_event(event, command):
            pass
        elif on_keys and (self.keys_pane.command(command) or self.keys_pane.handle_event(event)):
            pass
        elif command in (keymap.HELP, keymap.BACK) or (on_keys and command == keymap.ACTIVATE):
            self.stack.pop()
            return
        else:
            return
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        p = self.theme.palette
        fonts = self.theme.fonts
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*p.felt, 215))
        surface.blit(veil, (0, 0))
        pad = layout.px(24)
        margin = layout.px(20)
        self.frame = Rect(0, 0, min(surface.get_width() - 2 * margin, layout.px(980)),
                          surface.get_height() - 2 * margin)
        self.frame.center = (surface.get_width() // 2, surface.get_height() // 2)
        surface.blit(rounded_box(self.frame.w, self.frame.h, layout.px(16), p.box, 250, p.accent, 220,
                                 max(1, layout.px(1.5))), self.frame)
        title = fonts.text("bold", layout.font(18), "Help", p.text)
        tabs_h = layout.px(30)
        top = self.frame.y + pad - layout.px(4)
        surface.blit(title, (self.frame.x + pad, top + (tabs_h - title.get_height()) // 2))
        self.tabs.draw(surface, self.theme, layout, self.frame.x + pad + title.get_width() + layout.px(20), top,
                       tabs_h)
        note = fonts.text("regular", layout.font(12), say.HELP_KEYS, p.text_faint)
        surface.blit(note, note.get_rect(midright=(self.frame.right - pad, top + tabs_h // 2)))
        body = Rect(self.frame.x + pad, top + tabs_h + layout.px(16), self.frame.w - 2 * pad, 0)
        body.h = self.frame.bottom - pad - body.y
        if self.tabs.chosen == KEYS:
            self._draw_keys(surface, layout, body)
        else:
            self.reader.draw(surface, self.theme, layout, body)

    def _draw_keys(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        size = layout.font(13)
        line_h = fonts.line_height("regular", size) + layout.px(3)
        rows = key_rows()
        key_w = max(fonts.font("mono_bold", size).size(names)[0] for names, _ in rows) + layout.px(20)
        self.keys_pane.fit(body, len(rows) * line_h, line_h)
        with self.keys_pane.clipped(surface):
            for i, (names, meaning) in enumerate(rows):
                y = self.keys_pane.top(i * line_h)
                if names:
                    surface.blit(fonts.text("mono_bold", size, names, p.accent), (body.x, y))
                    text = fonts.fit("regular", size, meaning, body.w - key_w - layout.px(16))
                    surface.blit(fonts.text("regular", size, text, p.text), (body.x + key_w, y))
                elif meaning:
                    surface.blit(fonts.text("semibold", size, meaning, p.text_dim), (body.x, y))
        self.keys_pane.draw_bar(surface, self.theme, layout)
