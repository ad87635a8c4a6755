"""Two people, one screen: the hand-off between them, and what happened since your last turn.

The hand-off is drawn from the public (spectator) view alone, so it looks the
same whatever either player holds; only after the incoming player clicks does
the table show their own view, and the recap of what they missed.
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from game.decks.deck import Deck
from game.engine.view import EventView, View
from game.text import screens as say
from game.text.sentences import sentence
from game.text.words import Names, player_name
from game.ui import keymap
from game.ui.look.layout import layout_for
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.overlays import MenuOverlay
from game.ui.table.log import HIDDEN_KINDS
from game.ui.table.render import TableRenderer
from game.ui.widgets.menu import MenuItem

PUBLIC_LINES = 4
"""How many of the latest public log lines the hand-off screen repeats."""
RECAP_LINES = 12
"""At most this many lines in say.SINCE_YOUR_LAST_TURN (the log keeps the rest)."""


def public_lines(view: View, deck: Deck, names: Names) -> list[str]:
    """The latest lines of the public log, naming both players (no "you": both may read them)."""
    events = [e for e in view.events if e.kind not in HIDDEN_KINDS]
    return [sentence(e, None, deck, names) for e in events[-PUBLIC_LINES:]]


def recap_lines(events: tuple[EventView, ...], viewer: int, deck: Deck, names: Names) -> list[str]:
    """What the incoming player missed, in their own words: the other's plays and the answers they got."""
    lines = [sentence(e, viewer, deck, names) for e in events if e.kind not in HIDDEN_KINDS]
    if len(lines) > RECAP_LINES:
        lines = ["…"] + lines[-RECAP_LINES:]
    return lines


class HandOff(Scene):
    """"Pass to <name>": the table as anyone may see it, in the incoming player's colour."""

    def __init__(self, theme: Theme, deck: Deck, public: View, player: int, names: Names,
                 ready: Callable[[], None], menu: Callable[[], None], why: str = "") -> None:
        super().__init__()
        if public.viewer is not None:
            raise ValueError("a hand-off is drawn from the spectator's view only")
        self.theme = theme
        self.deck = deck
        self.public = public
        self.player = player
        self.names = names
        self.ready = ready
        self.menu = menu
        self.why = why
        """What the incoming player is handed the screen for, when it is not their turn at the table (a
        match's decision between games)."""
        self.renderer = TableRenderer(theme, deck, names)

    def handle_event(self, event: pygame.event.Event) -> None:
        command = keymap.command_for(event)
        if command in (keymap.ACTIVATE, keymap.YES):
            self.ready()
        elif command == keymap.BACK:
            self.menu()
        elif command == keymap.HELP:
            self.stack.push(HelpOverlay(self.theme))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.ready()
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        p = self.theme.palette
        fonts = self.theme.fonts
        self.renderer.draw(surface, self.public, layout)
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*p.felt, 215))
        surface.blit(veil, (0, 0))
        colour = p.players[self.player]
        name = player_name(self.player, None, self.names)
        pad = layout.px(30)
        width = min(surface.get_width() - 2 * layout.px(24), layout.px(620))
        kicker = fonts.text("mono_bold", layout.font(13), "HAND-OFF", colour)
        big = fonts.text("bold", layout.font(40), f"Pass to {name}", colour)
        ask = fonts.text("regular", layout.font(16), fonts.fit("regular", layout.font(16), " ".join(
            filter(None, (self.why, say.PRESS_WHEN_READY))), width - 2 * pad), p.text)
        small = layout.font(13)
        line_h = fonts.line_height("regular", small)
        lines = [line for text in public_lines(self.public, self.deck, self.names)
                 for line in fonts.wrap("regular", small, text, width - 2 * pad)]
        head = fonts.text("mono_bold", layout.font(11), "LATEST PLAYS", p.text_faint) if lines else None
        height = (2 * pad + kicker.get_height() + big.get_height() + ask.get_height() + layout.px(12)
                  + (head.get_height() + layout.px(22) + line_h * len(lines) if head is not None else 0))
        frame = Rect(0, 0, width, height)
        frame.center = surface.get_rect().center
        blit_halo(surface, glow(frame.w, frame.h, layout.px(18), colour, layout.px(14), 170), frame)
        surface.blit(rounded_box(frame.w, frame.h, layout.px(18), p.box, 252, colour, 240, max(1, layout.px(2))),
                     frame)
        x, y = frame.x + pad, frame.y + pad
        for text in (kicker, big, ask):
            surface.blit(text, (x, y))
            y += text.get_height() + (layout.px(12) if text is big else 0)
        if head is not None:
            y += layout.px(18)
            pygame.draw.line(surface, p.line, (x, y - layout.px(8)), (frame.right - pad, y - layout.px(8)))
            surface.blit(head, (x, y))
            y += head.get_height() + layout.px(4)
            for line in lines:
                surface.blit(fonts.text("regular", small, line, p.text_dim), (x, y))
                y += line_h


class SinceLastTurn(MenuOverlay):
    """After the hand-off: what the incoming player missed, then the table."""

    def __init__(self, theme: Theme, player: int, names: Names, lines: list[str]) -> None:
        super().__init__(theme, say.SINCE_YOUR_LAST_TURN, (MenuItem("Continue", lambda: self.close()),))
        self.player = player
        self.names = names
        self.lines = lines

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        p = self.theme.palette
        fonts = self.theme.fonts
        colour = p.players[self.player]
        pad = layout.px(26)
        width = min(layout.table.w - 2 * layout.px(20), layout.px(640))
        size = layout.font(14)
        line_h = fonts.line_height("regular", size)
        wrapped = [fonts.wrap("regular", size, text, width - 2 * pad) for text in self.lines]
        kicker = fonts.text("mono_bold", layout.font(12), player_name(self.player, None, self.names).upper(), colour)
        title = fonts.text("bold", layout.font(22), self.title, p.text)
        body = sum(len(lines) * line_h + layout.px(4) for lines in wrapped)
        frame = Rect(0, 0, width, 2 * pad + kicker.get_height() + title.get_height() + layout.px(12) + body
                     + layout.px(60))
        frame.center = layout.table.center
        box = rounded_box(frame.w, frame.h, layout.px(16), p.box, 248, colour, 230, max(1, layout.px(1.5)))
        surface.blit(box, frame)
        x, y = frame.x + pad, frame.y + pad
        surface.blit(kicker, (x, y))
        y += kicker.get_height()
        surface.blit(title, (x, y))
        y += title.get_height() + layout.px(12)
        for lines in wrapped:
            for line in lines:
                surface.blit(fonts.text("regular", size, line, p.text_dim), (x, y))
                y += line_h
            y += layout.px(4)
        self.menu.draw(surface, self.theme, layout, x, frame.bottom - pad - layout.px(40),
                       (frame.w - 2 * pad) / layout.scale, 40, 15, across=True)
