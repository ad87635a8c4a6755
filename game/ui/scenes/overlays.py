"""Overlays over the table: the menu Escape opens, and the Big Reveal at the end of a game."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.engine.view import View
from game.text.sentences import result_sentence
from game.text.words import Names, code_text, half_guards, player_name
from game.ui import keymap
from game.ui.look.layout import Layout, layout_for
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.widgets.menu import Menu, MenuItem


class MenuOverlay(Scene):
    """A titled menu in a box over the table; Escape closes it (Resume)."""

    def __init__(self, theme: Theme, title: str, items: tuple[MenuItem, ...]) -> None:
        super().__init__()
        self.theme = theme
        self.title = title
        self.menu = Menu(items)

    def covers(self) -> bool:
        return False

    def close(self) -> None:
        if self.stack.top is self:
            self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        if keymap.command_for(event) == keymap.BACK:
            self.close()
        elif self.menu.handle_event(event):
            self.dirty = True
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED):
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        p = self.theme.palette
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*p.felt, 190))
        surface.blit(veil, (0, 0))
        pad = layout.px(28)
        width, item_h = layout.px(340), 40
        body = len(self.menu.items) * layout.px(item_h * 1.28)
        frame = Rect(0, 0, width + 2 * pad, body + layout.px(60) + pad)
        frame.center = layout.table.center
        box = rounded_box(frame.w, frame.h, layout.px(16), p.box, 250, p.line, 255, max(1, layout.px(1.5)))
        surface.blit(box, frame)
        title = self.theme.fonts.text("bold", layout.font(18), self.title, p.text)
        surface.blit(title, (frame.x + pad, frame.y + pad - layout.px(4)))
        self.menu.draw(surface, self.theme, layout, frame.x + pad, frame.y + layout.px(60), width / layout.scale,
                       item_h, 15)


ROOM_PER_ITEM = 150
"""How much wider (unscaled pixels) the Big Reveal grows for each way on past four, so the labels stay whole."""


class BigReveal(MenuOverlay):
    """Who won and why in one sentence, what each player had, and what next."""

    def __init__(self, theme: Theme, view: View, items: tuple[MenuItem, ...], names: Names = None,
                 sentence: str | None = None) -> None:
        super().__init__(theme, "The Big Reveal", items)
        if view.result is None:
            raise ValueError("the Big Reveal shows a finished game")
        self.view = view
        self.result = view.result
        self.names = names
        self.sentence = sentence
        """Why the game ended, when the rules' own reason does not say it (a player online who left)."""

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        p = self.theme.palette
        fonts = self.theme.fonts
        result = self.result
        viewer = self.view.viewer
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*p.felt, 170))
        surface.blit(veil, (0, 0))
        pad = layout.px(30)
        window = surface.get_rect()
        # On a narrow table the panel may reach over the side panel, so that every button keeps its label.
        buttons = self._buttons_width(layout)
        width = min(window.w - 2 * layout.px(20), max(layout.table.w - 2 * layout.px(20), buttons),
                    max(layout.px(640 + ROOM_PER_ITEM * max(0, len(self.menu.items) - 4)), buttons))
        if result.winner is None:
            headline = "A tie"
        else:
            winner = player_name(result.winner, viewer, self.names)
            headline = "You win" if result.winner == viewer else f"{winner} wins"
        sentence = self.sentence or result_sentence(result.winner, result.reason, result.matches, result.final_numbers,
                                   result.suitcase_numbers, viewer, result.guard_scores, self.names)
        lines = fonts.wrap("regular", layout.font(15), sentence, width - 2 * pad)
        line_h = fonts.line_height("regular", layout.font(15))
        row_h = fonts.line_height("semibold", layout.font(14)) + layout.px(8)
        big = fonts.text("bold", layout.font(34), headline, p.text)
        kicker = fonts.text("mono_bold", layout.font(13), "THE BIG REVEAL", p.accent)
        height = (2 * pad + kicker.get_height() + big.get_height() + len(lines) * line_h + layout.px(24)
                  + 3 * row_h + layout.px(20) + layout.px(44))
        frame = Rect(0, 0, width, height)
        frame.center = layout.table.center
        frame = frame.clamp(window)
        blit_halo(surface, glow(frame.w, frame.h, layout.px(18), p.accent, layout.px(12), 150), frame)
        box = rounded_box(frame.w, frame.h, layout.px(18), p.box, 252, p.accent, 230, max(1, layout.px(2)))
        surface.blit(box, frame)
        x, y = frame.x + pad, frame.y + pad
        surface.blit(kicker, (x, y))
        y += kicker.get_height() + layout.px(4)
        surface.blit(big, (x, y))
        y += big.get_height()
        for line in lines:
            surface.blit(fonts.text("regular", layout.font(15), line, p.text), (x, y))
            y += line_h
        y += layout.px(16)
        self._table(surface, layout, x, y, frame.w - 2 * pad, row_h)
        item_w = (frame.w - 2 * pad - layout.px(14) * (len(self.menu.items) - 1)) / len(self.menu.items)
        self.menu.draw(surface, self.theme, layout, x, frame.bottom - pad - layout.px(44),
                       item_w / layout.scale, 44, 15 if len(self.menu.items) <= 4 else 14, across=True)

    def _buttons_width(self, layout: Layout) -> int:
        """The panel's width for every button to show its label whole (with the arrow of the chosen one)."""
        font = self.theme.fonts.font("semibold", layout.font(15 if len(self.menu.items) <= 4 else 14))
        widest = max(font.size(item.text())[0] for item in self.menu.items)
        item_w = widest + 2 * layout.px(26) + font.size(" ›")[0] + layout.px(4)
        return len(self.menu.items) * item_w + layout.px(14) * (len(self.menu.items) - 1) + 2 * layout.px(30)

    def _table(self, surface: pygame.Surface, layout: Layout, x: int, y: int, width: int, row_h: int) -> None:
        """What each player had: Suitcase and Code, Final Card (lit when it is an Unguarded Match), Guards."""
        p = self.theme.palette
        fonts = self.theme.fonts
        result = self.result
        viewer = self.view.viewer
        first = viewer if viewer is not None else 0
        rows: list[tuple[str, ...]] = []
        for player in (first, 1 - first):
            suitcase = result.suitcase_numbers[player]
            score = half_guards(result.guard_scores[player])
            numbers = ", ".join(map(str, result.guard_numbers[player]))
            guards = f"{score} {'Guard' if score == '1' else 'Guards'}" + (f": {numbers}" if numbers else "")
            final = f"{result.final_numbers[player] or '—'}"  # none after a resignation
            rows.append((player_name(player, viewer, self.names), f"{suitcase} · {code_text(suitcase)}",
                         final + ("  Unguarded Match" if result.matches[player] else ""), guards))
        heads = ("", "SUITCASE · CODE", "FINAL CARD", "GUARDS")
        xs = self._columns(layout, width, heads, rows)
        for i, head in enumerate(heads):
            text = fonts.text("mono_bold", layout.font(12), head, p.text_faint)
            surface.blit(text, (x + xs[i], y))
        for row, (player, cells) in enumerate(zip((first, 1 - first), rows)):
            top = y + (row + 1) * row_h
            match = result.matches[player]
            for i, cell in enumerate(cells):
                colour = p.accent if (i == 2 and match) else (p.text if i == 0 else p.text_dim)
                room = (xs[i + 1] if i + 1 < len(xs) else width) - xs[i] - (layout.px(12) if i + 1 < len(xs) else 0)
                shown = fonts.fit("semibold", layout.font(14), cell, room)
                text = fonts.text("semibold", layout.font(14), shown, colour)
                surface.blit(text, (x + xs[i], top))

    def _columns(self, layout: Layout, width: int, heads: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[int]:
        """Where each column starts: at its share of the width, or after the widest cell before it and a gap,
        so that no two cells run together."""
        fonts = self.theme.fonts
        gap = layout.px(18)
        xs: list[int] = []
        for i, share in enumerate((0, 0.2, 0.5, 0.74)):
            start = round(share * width)
            if xs:
                widest = max([fonts.font("mono_bold", layout.font(12)).size(heads[i - 1])[0]]
                             + [fonts.font("semibold", layout.font(14)).size(row[i - 1])[0] for row in rows])
                start = max(start, xs[-1] + widest + gap)
            xs.append(start)
        return xs
