"""The card gallery: all 27 cards of the three ready decks, filtered by deck, guild and keyword.

The grid scrolls; the chosen card shows large with its full text, its deck,
its Code, what its keywords mean and whether it is a house design. Tab moves
between the three filters and the grid; ← → change a filter or move along the
grid, ↑ ↓ move a row; pointing at a keyword pill explains it.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.decks.deck import READY_DECKS, Card, load_ready_deck
from game.text import screens as say
from game.text.rules import HOUSE_DESIGN, KEYWORDS
from game.text.words import code_text
from game.ui import keymap
from game.ui.look.layout import CARD, Layout
from game.ui.look.theme import Theme
from game.ui.scenes.screen import MenuScreen
from game.ui.widgets.buttons import focus_ring
from game.ui.widgets.chips import ChipRow
from game.ui.widgets.keyword_tip import draw_keyword_tip, keyword_at
from game.ui.widgets.pieces import place_card
from game.ui.widgets.scroll import ScrollPane
from game.ui.widgets.text_column import Styled, TextColumn

ALL = "All"
NO_KEYWORD = "None"
DECK_CHOICES = (ALL,) + tuple(deck_id.capitalize() for deck_id in READY_DECKS)
GUILD_CHOICES = (ALL, "Sentinel", "Guard", "Assassin")
KEYWORD_CHOICES = (ALL,) + tuple(KEYWORDS) + (NO_KEYWORD,)
FILTERS = ("Deck", "Guild", "Keyword")
GRID = len(FILTERS)
"""The focus index of the card grid (after the three filters)."""


def every_card() -> tuple[Card, ...]:
    """The nine cards of each ready deck, deck by deck."""
    return tuple(card for deck_id in READY_DECKS for card in load_ready_deck(deck_id).cards)


def matching(cards: tuple[Card, ...], deck: str, guild: str, keyword: str) -> tuple[Card, ...]:
    """The cards that pass all three filters (ALL passes everything; NO_KEYWORD: cards without one)."""
    return tuple(card for card in cards
                 if deck in (ALL, card.deck.capitalize()) and guild in (ALL, card.guild)
                 and (keyword == ALL or (keyword in card.keywords) or (keyword == NO_KEYWORD and not card.keywords)))


class CardGallery(MenuScreen):
    """The filters, the cards they let through, the chosen card, and what the pointer is on."""

    kicker = say.CARDS.kicker
    title = say.CARDS.title
    keys = say.CARDS.keys

    def __init__(self, theme: Theme) -> None:
        super().__init__(theme)
        self.all = every_card()
        self.filters = [ChipRow(DECK_CHOICES), ChipRow(GUILD_CHOICES), ChipRow(KEYWORD_CHOICES)]
        self.focus = GRID
        self.cards = self.all
        self.chosen: Card | None = self.all[0]
        self.grid = ScrollPane()
        self.text = TextColumn()
        self.card_rects: list[tuple[Rect, Card]] = []
        self.face_rect = Rect(0, 0, 0, 0)
        self.columns = 1
        self.pointer: tuple[int, int] | None = None
        self._reveal = False
        """Scroll the grid to the chosen card once it is laid out."""

    # ----- input ---------------------------------------------------------------------

    def _filter(self) -> None:
        """Apply the filters; the chosen card stays chosen if it still shows."""
        self.cards = matching(self.all, *(DECK_CHOICES[self.filters[0].chosen], GUILD_CHOICES[self.filters[1].chosen],
                                          KEYWORD_CHOICES[self.filters[2].chosen]))
        if self.chosen not in self.cards:
            self.chosen = self.cards[0] if self.cards else None
            self.text.pane.offset = 0
        self.grid.offset = 0
        self._reveal = True

    def _move(self, delta: int) -> None:
        if not self.cards:
            return
        at = self.cards.index(self.chosen) if self.chosen in self.cards else 0
        self.chosen = self.cards[max(0, min(len(self.cards) - 1, at + delta))]
        self.text.pane.offset = 0
        self._reveal = True

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        if command in (keymap.NEXT_PART, keymap.PREVIOUS_PART):
            self.focus = (self.focus + (1 if command == keymap.NEXT_PART else -1)) % (GRID + 1)
        elif command in (keymap.NEXT, keymap.PREVIOUS):
            delta = 1 if command == keymap.NEXT else -1
            if self.focus == GRID:
                self._move(delta)
            else:
                self.filters[self.focus].step(delta)
                self._filter()
        elif command == keymap.ACTIVATE and self.focus < GRID:
            self.filters[self.focus].step(1)
            self._filter()
        elif command in (keymap.UP, keymap.DOWN):
            self.focus = GRID
            self._move(self.columns * (1 if command == keymap.DOWN else -1))
        elif command in (keymap.PAGE_UP, keymap.PAGE_DOWN):
            return self.text.pane.command(command)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos) | self.grid.handle_event(event) | self.text.pane.handle_event(event)
        elif event.type == pygame.MOUSEMOTION:
            before = self._pointed()
            self.pointer = event.pos
            moved = self.grid.handle_event(event) | self.text.pane.handle_event(event)
            return moved or self._pointed() != before
        else:
            return self.grid.handle_event(event) | self.text.pane.handle_event(event)
        return True

    def _click(self, pos: tuple[int, int]) -> bool:
        for i, row in enumerate(self.filters):
            if row.click(pos):
                self.focus = i
                self._filter()
                return True
        if self.grid.view.collidepoint(pos):
            for rect, card in self.card_rects:
                if rect.collidepoint(pos):
                    self.focus = GRID
                    self.chosen = card
                    self.text.pane.offset = 0
                    return True
        return False

    def _pointed(self) -> tuple | None:
        """The keyword pill under the pointer, if any: the tooltip changes with it."""
        if self.pointer is None:
            return None
        for rect, card, full in self._faces():
            found = keyword_at(self.theme, card, rect, full, self.pointer)
            if found is not None:
                return (card, found[0])
        return None

    def _faces(self) -> list[tuple[Rect, Card, bool]]:
        """Every face on screen that may carry keyword pills: the chosen card, then the visible grid."""
        faces = [(self.face_rect, self.chosen, True)] if self.chosen is not None else []
        return faces + [(rect, card, False) for rect, card in self.card_rects if self.grid.view.contains(rect)]

    # ----- drawing -------------------------------------------------------------------

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        bottom = self._draw_filters(surface, layout, body)
        area = Rect(body.x, bottom + layout.px(14), body.w, body.bottom - bottom - layout.px(14))
        face_h = area.h
        face_w = round(face_h * CARD[0] / CARD[1])
        detail_w = min(face_w + layout.px(24) + layout.px(300), area.w * 6 // 10)
        grid = Rect(area.x, area.y, area.w - detail_w - layout.px(24), area.h)
        self._draw_grid(surface, layout, grid)
        self._draw_detail(surface, layout, Rect(grid.right + layout.px(24), area.y, detail_w, area.h), face_w)
        for rect, card, full in self._faces():
            if draw_keyword_tip(surface, self.theme, layout, card, rect, full, self.pointer, surface.get_rect()):
                break

    def _draw_filters(self, surface: pygame.Surface, layout: Layout, body: Rect) -> int:
        """The three rows of chips, flowing left to right; returns the y below them."""
        p = self.theme.palette
        fonts = self.theme.fonts
        height, gap = layout.px(30), layout.px(28)
        x, y = body.x, body.y
        for i, (name, row) in enumerate(zip(FILTERS, self.filters)):
            label = fonts.text("mono_bold", layout.font(12), name.upper(), p.text_faint)
            width = label.get_width() + layout.px(10) + row.width(self.theme, layout)
            if x > body.x and x + width > body.right:
                x, y = body.x, y + height + layout.px(10)
            surface.blit(label, label.get_rect(midleft=(x, y + height // 2)))
            covered = row.draw(surface, self.theme, layout, x + label.get_width() + layout.px(10), y, height,
                               self.focus == i)
            x = covered.right + gap
        count = fonts.text("regular", layout.font(13), f"{len(self.cards)} of {len(self.all)} cards", p.text_dim)
        if x + count.get_width() > body.right:
            x, y = body.x, y + height + layout.px(10)
        surface.blit(count, count.get_rect(midleft=(x, y + height // 2)))
        return y + height

    def _draw_grid(self, surface: pygame.Surface, layout: Layout, area: Rect) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        gap = layout.px(12)
        card_w = layout.px(96)
        self.columns = max(1, (area.w - layout.px(14) + gap) // (card_w + gap))
        card_w = min(layout.px(120), (area.w - layout.px(14) + gap) // self.columns - gap)
        size = (card_w, round(card_w * CARD[1] / CARD[0]))
        rows = -(-len(self.cards) // self.columns)
        self.grid.fit(area, rows * (size[1] + gap) + layout.px(8), size[1] + gap)
        self.card_rects = [(Rect(area.x + layout.px(4) + (i % self.columns) * (size[0] + gap),
                                 layout.px(4) + (i // self.columns) * (size[1] + gap), *size), card)
                           for i, card in enumerate(self.cards)]
        if self._reveal and self.chosen in self.cards:
            self._reveal = False
            rect = self.card_rects[self.cards.index(self.chosen)][0]
            self.grid.show(rect.y, rect.bottom)
        self.card_rects = [(rect.move(0, self.grid.top(0)), card) for rect, card in self.card_rects]
        if not self.cards:
            note = fonts.text("regular", layout.font(14), say.NO_CARD_MATCHES, p.text_dim)
            surface.blit(note, (area.x, area.y + layout.px(6)))
            return
        with self.grid.clipped(surface):
            for rect, card in self.card_rects:
                if rect.bottom < area.y or rect.y > area.bottom:
                    continue
                place_card(surface, self.theme.art.face(card, rect.size), rect, layout)
                if card == self.chosen:
                    if self.focus == GRID:
                        focus_ring(surface, self.theme, layout, rect)
                    else:
                        pygame.draw.rect(surface, p.accent, rect.inflate(layout.px(6), layout.px(6)),
                                         max(1, layout.px(2)), border_radius=layout.px(8))
        self.grid.draw_bar(surface, self.theme, layout)

    def _draw_detail(self, surface: pygame.Surface, layout: Layout, area: Rect, face_w: int) -> None:
        """The chosen card large, and beside it its name, deck, Code, keywords and full text."""
        if self.chosen is None:
            self.face_rect = Rect(0, 0, 0, 0)
            return
        p = self.theme.palette
        card = self.chosen
        self.face_rect = Rect(area.x, area.y, face_w, round(face_w * CARD[1] / CARD[0]))
        place_card(surface, self.theme.art.face(card, self.face_rect.size, full=True), self.face_rect, layout)
        text_area = Rect(self.face_rect.right + layout.px(24), area.y, area.right - self.face_rect.right
                         - layout.px(24), area.h)
        paragraphs = [Styled(card.name, p.text, "bold", 22),
                      Styled(f"{card.deck.capitalize()} {card.number} · {card.guild} · Code {code_text(card.number)}",
                             p.guild(card.guild), "semibold", 14)]
        for keyword in card.keywords:
            paragraphs += [Styled(keyword, p.accent, "mono_bold", 13, 10),
                           Styled(KEYWORDS[keyword], p.text_dim, size=14)]
        paragraphs.append(Styled(card.text, p.text, space=12))
        if card.house_design:
            paragraphs.append(Styled(HOUSE_DESIGN, p.text_dim, size=13, space=12))
        self.text.draw(surface, self.theme, layout, text_area, paragraphs)
