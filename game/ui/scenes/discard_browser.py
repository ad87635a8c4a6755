"""An overlay that lays out the whole Discard Pile, bottom to top (the pile is public)."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.decks.deck import Deck
from game.text import screens as say
from game.ui import keymap
from game.ui.look.layout import layout_for
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.table.zoom import draw_zoom
from game.ui.widgets.pieces import place_card

CLOSE_COMMANDS = (keymap.BACK, keymap.ACTIVATE)


class DiscardBrowser(Scene):
    """Every discarded card in order; hover zooms, Escape or a click outside closes."""

    def __init__(self, theme: Theme, deck: Deck, discard: tuple[int, ...]) -> None:
        super().__init__()
        self.theme = theme
        self.deck = deck
        self.discard = discard
        self.cards: list[tuple[Rect, int]] = []
        self.frame = Rect(0, 0, 0, 0)
        self.hover: int | None = None

    def covers(self) -> bool:
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        if keymap.command_for(event) in CLOSE_COMMANDS:
            self._close()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if event.button == 3 or not self.frame.collidepoint(event.pos):
                self._close()
        elif event.type == pygame.MOUSEMOTION:
            hover = next((i for i, (rect, _) in enumerate(self.cards) if rect.collidepoint(event.pos)), None)
            if hover != self.hover:
                self.hover = hover
                self.dirty = True
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
            self.dirty = True

    def _close(self) -> None:
        self.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        p = self.theme.palette
        fonts = self.theme.fonts
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*p.felt, 200))
        surface.blit(veil, (0, 0))
        table = layout.table
        pad = layout.px(24)
        card = layout.card
        gap = layout.px(14)
        per_row = max(1, (table.w - 2 * pad - 2 * gap) // (card[0] + gap))
        rows = max(1, -(-len(self.discard) // per_row))
        title_h = layout.px(56)
        width = min(len(self.discard), per_row) * (card[0] + gap) + gap + 2 * pad
        height = title_h + rows * (card[1] + layout.px(34)) + pad
        self.frame = Rect(0, 0, max(width, layout.px(420)), height)
        self.frame.center = table.center
        surface.blit(rounded_box(self.frame.w, self.frame.h, layout.px(16), p.box, 245, p.line, 255), self.frame)
        title = fonts.text("bold", layout.font(16), f"Discard Pile · {len(self.discard)} cards", p.text)
        surface.blit(title, (self.frame.x + pad, self.frame.y + pad * 2 // 3))
        hint = fonts.text("regular", layout.font(12), say.DISCARD_BROWSER_KEYS, p.text_dim)
        surface.blit(hint, hint.get_rect(topright=(self.frame.right - pad, self.frame.y + pad * 2 // 3 + layout.px(3))))
        self.cards = []
        x0 = self.frame.centerx - (min(len(self.discard), per_row) * (card[0] + gap) - gap) // 2
        for i, number in enumerate(self.discard):
            row, col = divmod(i, per_row)
            rect = Rect(x0 + col * (card[0] + gap), self.frame.y + title_h + row * (card[1] + layout.px(34)),
                        *card)
            place_card(surface, self.theme.art.face(self.deck.card(number), card), rect, layout)
            label = "top" if i == len(self.discard) - 1 else ("bottom" if i == 0 else str(i + 1))
            text = fonts.text("mono", layout.font(12), label, p.accent if label == "top" else p.text_dim)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(6))))
            self.cards.append((rect, number))
        if self.hover is not None and self.hover < len(self.cards):
            rect, number = self.cards[self.hover]
            draw_zoom(surface, self.theme, layout, self.deck.card(number), rect, table)
