"""The screens between a match's games: the score, the deck shown before the deal, who starts, the result.

Everything on them is public (RULES.md 8: the deck is shown to both players),
so in hotseat they are drawn for both; only a decision waits for its player.
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from game.decks.deck import MIX_LETTERS, load_ready_deck
from game.engine.match import MatchView
from game.text import match_words
from game.text.match_words import (
    Seats,
    built_line,
    chooser_line,
    deck_words,
    game_line,
    needed,
    next_line,
    result_lead,
    score_line,
    score_title,
    starter_label,
)
from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scenes.form_screen import FormScreen
from game.ui.widgets.form import Buttons, Form
from game.ui.widgets.pieces import token_row


class MatchScreen(FormScreen):
    """A screen of the match: its words, the score in suitcase tokens, what it shows, and its buttons."""

    keys = match_words.MATCH_KEYS
    label_width = 0

    def __init__(self, theme: Theme, view: MatchView, seats: Seats, words: tuple[str, str, str],
                 buttons: tuple[tuple[str, Callable[[], None]], ...], reasons: tuple[str, ...] = ()) -> None:
        self.kicker, self.title, self.lead = words
        self.view = view
        self.seats = seats
        self.reasons = reasons
        """How each finished game was won, when the screen lists them."""
        super().__init__(theme, Form([Buttons(tuple(label for label, _ in buttons),
                                              tuple(action for _, action in buttons))]))

    def draw_content(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        y = self.draw_score(surface, layout, area)
        return self.draw_more(surface, layout, Rect(area.x, y, area.w, area.bottom - y)) + layout.px(8)

    def draw_score(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        """Each player's name and match points, one row each."""
        p = self.theme.palette
        fonts = self.theme.fonts
        y = area.y
        names = [fonts.text("bold", layout.font(22), self.seats.name(player), p.players[player]) for player in (0, 1)]
        indent = max(n.get_width() for n in names) + layout.px(24)
        for player in (0, 1):
            tokens = token_row(self.theme, layout, p.players[player], self.view.wins[player],
                               needed(self.view.best_of), 36)
            row_h = max(names[player].get_height(), tokens.get_height())
            surface.blit(names[player], (area.x, y + (row_h - names[player].get_height()) // 2))
            surface.blit(tokens, (area.x + indent, y + (row_h - tokens.get_height()) // 2))
            wins = fonts.text("mono_bold", layout.font(15), f"{self.view.wins[player]}", p.text_dim)
            surface.blit(wins, (area.x + indent + tokens.get_width() + layout.px(14),
                                y + (row_h - wins.get_height()) // 2))
            y += row_h + layout.px(10)
        return y + layout.px(6)

    def draw_more(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        """What the screen shows under the score; returns the y below it."""
        return area.y

    def draw_deck(self, surface: pygame.Surface, layout: Layout, area: Rect, letters: str) -> int:
        """The nine numbers of a deck as tiles, three by three, each in its source deck's gem colour."""
        p = self.theme.palette
        fonts = self.theme.fonts
        columns = 3
        gap = layout.px(10)
        tile_w = min(layout.px(300), (area.w - gap * (columns - 1)) // columns)
        tile_h = fonts.line_height("bold", layout.font(15)) + fonts.line_height("regular", layout.font(12)) \
            + layout.px(14)
        for index, letter in enumerate(letters):
            deck = MIX_LETTERS[letter]
            card = load_ready_deck(deck).card(index + 1)
            tile = Rect(area.x + index % columns * (tile_w + gap), area.y + index // columns * (tile_h + gap),
                        tile_w, tile_h)
            surface.blit(rounded_box(tile.w, tile.h, layout.px(8), p.card_deep, 255, p.gem(deck), 255,
                                     max(1, layout.px(1.5))), tile)
            number = fonts.text("mono_bold", layout.font(20), str(index + 1), p.gem(deck))
            surface.blit(number, (tile.x + layout.px(10), tile.centery - number.get_height() // 2))
            x = tile.x + layout.px(20) + number.get_width()
            room = tile.right - x - layout.px(8)
            title = fonts.text("bold", layout.font(15), fonts.fit("bold", layout.font(15), card.name, room), p.text)
            surface.blit(title, (x, tile.y + layout.px(6)))
            where = fonts.fit("regular", layout.font(12), f"{deck.capitalize()} · {card.guild}", room)
            surface.blit(fonts.text("regular", layout.font(12), where, p.text_dim),
                         (x, tile.y + layout.px(7) + title.get_height()))
        return area.y + 3 * (tile_h + gap)

    def game_lines(self) -> list[str]:
        """Each finished game's line, how it was won included."""
        reasons = self.reasons + ("",) * len(self.view.winners)
        return [game_line(n, winner, self.seats, reasons[n - 1]) for n, winner in enumerate(self.view.winners, 1)]

    def draw_lines(self, surface: pygame.Surface, layout: Layout, area: Rect, lines: list[tuple[str, tuple]]) -> int:
        """Wrapped lines of text, each in its colour."""
        fonts = self.theme.fonts
        size = layout.font(15)
        y = area.y
        for text, colour in lines:
            for line in fonts.wrap("regular", size, text, area.w):
                rendered = fonts.text("regular", size, line, colour)
                surface.blit(rendered, (area.x, y))
                y += rendered.get_height()
            y += layout.px(4)
        return y


class MatchScore(MatchScreen):
    """Between games: who won the last game, the score, and what the rules do next."""

    def __init__(self, theme: Theme, view: MatchView, seats: Seats, go_on: Callable[[], None],
                 reasons: tuple[str, ...] = ()) -> None:
        super().__init__(theme, view, seats, (f"MATCH · BEST OF {view.best_of}", score_title(view, seats),
                                              score_line(view, seats)),
                         (("Continue", go_on),), reasons)

    def draw_more(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        p = self.theme.palette
        lines = [(line, p.text_dim) for line in self.game_lines()]
        return self.draw_lines(surface, layout, area, lines + [(next_line(self.view, self.seats), p.text)])


class DeckShown(MatchScreen):
    """The next game's deck, card by card, shown to both players before the deal."""

    def __init__(self, theme: Theme, view: MatchView, seats: Seats, letters: str, builder: int,
                 go_on: Callable[[], None]) -> None:
        number = len(view.winners) + 1
        self.letters = letters
        super().__init__(theme, view, seats, (match_words.game_kicker(number), match_words.deck_title(number),
                                              built_line(builder, seats)),
                         (("Continue", go_on),))

    def draw_more(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        return self.draw_deck(surface, layout, area, self.letters)


class StarterChoice(MatchScreen):
    """The loser of the last game chooses who starts the next one."""

    def __init__(self, theme: Theme, view: MatchView, seats: Seats, letters: str, chooser: int,
                 choose: Callable[[int], None]) -> None:
        number = len(view.winners) + 1
        self.letters = letters
        labels = tuple(starter_label(p, seats) for p in (chooser, 1 - chooser))
        super().__init__(theme, view, seats, (
            match_words.game_kicker(number), match_words.starter_title(number),
            chooser_line(chooser, seats)),
            ((labels[0], lambda: choose(chooser)), (labels[1], lambda: choose(1 - chooser))))

    def draw_more(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        return self.draw_deck(surface, layout, area, self.letters)


class MatchResult(MatchScreen):
    """The end of the match: who took it, the score, and every game."""

    def __init__(self, theme: Theme, view: MatchView, seats: Seats, title: str,
                 buttons: tuple[tuple[str, Callable[[], None]], ...], winner: int | None,
                 reasons: tuple[str, ...] = ()) -> None:
        super().__init__(theme, view, seats, (match_words.match_over_kicker(view.best_of), title,
                                             result_lead(view, winner)), buttons, reasons)

    def draw_more(self, surface: pygame.Surface, layout: Layout, area: Rect) -> int:
        p = self.theme.palette
        lines = [(f"{line} · {deck_words(deck, MIX_LETTERS)}", p.text_dim)
                 for line, deck in zip(self.game_lines(), self.view.decks)]
        return self.draw_lines(surface, layout, area, lines)
