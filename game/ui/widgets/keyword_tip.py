"""Pointing at a keyword pill (REACT, PEEK, TRIGGER, TUCK) on a card face says what the keyword means."""

from __future__ import annotations

import pygame
from pygame import Rect

from game.decks.deck import Card
from game.text.rules import KEYWORDS
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.widgets.buttons import tooltip


def keyword_at(theme: Theme, card: Card, face: Rect, full: bool, pos: tuple[int, int]) -> tuple[str, Rect] | None:
    """The keyword pill under `pos` on `card`'s face drawn at `face` (and the pill on screen), or None."""
    if not face.collidepoint(pos):
        return None
    for keyword, rect in theme.art.keyword_pills(card, face.size, full):
        pill = rect.move(face.topleft)
        if pill.collidepoint(pos):
            return keyword, pill
    return None


def draw_keyword_tip(surface: pygame.Surface, theme: Theme, layout: Layout, card: Card, face: Rect, full: bool,
                     pos: tuple[int, int] | None, bounds: Rect) -> bool:
    """The keyword's meaning by its pill, when `pos` is on one; True if a tip was drawn."""
    found = keyword_at(theme, card, face, full, pos) if pos is not None else None
    if found is None:
        return False
    keyword, pill = found
    tooltip(surface, theme, layout, f"{keyword}: {KEYWORDS[keyword]}", pill, bounds, warn=False)
    return True
