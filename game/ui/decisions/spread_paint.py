"""Drawing the decision spreads over the table's centre: the number ring, cards laid out, a row to order, a list.

A spread opens between the two players' rows, so both sides' Guards and hands
stay in sight while the player answers. The spreads' prompt models are in spread_prompts.py.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from game.decks.deck import Card, Deck
from game.text import prompt_words as say
from game.ui.decisions.base import Cards, Listing, Ring, Row, Step
from game.ui.decisions.number_ring import draw_ring
from game.ui.decisions.ring_places import ring_places
from game.ui.look.layout import Layout
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme
from game.ui.table.felt import felt
from game.ui.widgets.buttons import draw_button, focus_ring, greyed, layout_row, lit_edge
from game.ui.widgets.pieces import place_card
from game.ui.widgets.targets import Hit, Key, Target

PAD, GAP, BUTTON_H = 18, 12, 30
RING_PAD, RING_WORDS_PAD = 10, 14
"""Around the ring in its panel (its own rim leaves a little more), and around the ring's words, at scale 1."""


@dataclass
class Drawn:
    """What a spread leaves behind: where its targets are, its frame, and a card to zoom."""

    hits: list[Hit]
    frame: Rect
    zoom: tuple[Card, Rect] | None = None
    """A card under the pointer, to zoom beside the spread (not over it)."""
    confirm: Rect | None = None
    """Where the spread keeps room for the confirm prompt (else it goes across the frame's lower edge)."""


def draw_spread(surface: pygame.Surface, theme: Theme, layout: Layout, deck: Deck, step: Step,
               lit: Key | None, focused: Key | None, drag: tuple[int, int, int] | None) -> Drawn:
    """Draw the step's spread; `drag` is (row position, pointer x, pointer y) of a card being dragged."""
    box = step.spread
    if isinstance(box, Ring):
        return _ring_spread(surface, theme, layout, step, box, lit, focused)
    if isinstance(box, Listing):
        return _list_spread(surface, theme, layout, step, box, lit, focused)
    return _cards_spread(surface, theme, layout, deck, step, box, lit, focused, drag)


def _frame(surface: pygame.Surface, theme: Theme, layout: Layout, w: int, h: int) -> Rect:
    centre = layout.centre
    rect = Rect(0, 0, min(w, centre.w), min(h, centre.h))
    rect.center = centre.center
    _veil(surface, theme, layout)
    _panel(surface, theme, layout, rect)
    return rect


def _veil(surface: pygame.Surface, theme: Theme, layout: Layout, clear: Rect | None = None) -> None:
    """Dim the table under a spread, but for `clear` (the card being resolved, which the question is about)."""
    table = layout.table
    hole = clear.clip(table) if clear is not None else Rect(table.topleft, (0, 0))
    parts = [table] if not hole.w else [
        Rect(table.x, table.y, table.w, hole.y - table.y),
        Rect(table.x, hole.bottom, table.w, table.bottom - hole.bottom),
        Rect(table.x, hole.y, hole.x - table.x, hole.h),
        Rect(hole.right, hole.y, table.right - hole.right, hole.h)]
    for part in parts:
        if part.w > 0 and part.h > 0:
            surface.blit(rounded_box(part.w, part.h, 0, theme.palette.felt, 110), part)


def _panel(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect) -> None:
    p = theme.palette
    blit_halo(surface, glow(rect.w, rect.h, layout.px(16), p.accent, layout.px(10), 90), rect)
    surface.blit(rounded_box(rect.w, rect.h, layout.px(16), p.box, 255, p.accent, 200, max(1, layout.px(1.5))), rect)


def _text(surface: pygame.Surface, theme: Theme, layout: Layout, x: int, y: int, width: int, title: str,
          detail: str, lines: int = 2) -> int:
    """Title and detail, wrapped to `width`; returns the y below them."""
    p = theme.palette
    fonts = theme.fonts
    for line in fonts.wrap("bold", layout.font(16), title, width)[:2]:
        surface.blit(fonts.text("bold", layout.font(16), line, p.text), (x, y))
        y += fonts.line_height("bold", layout.font(16))
    y += layout.px(2)
    for line in fonts.wrap("regular", layout.font(13), detail, width)[:lines]:
        surface.blit(fonts.text("regular", layout.font(13), line, p.text_dim), (x, y))
        y += fonts.line_height("regular", layout.font(13))
    return y


def _buttons(surface: pygame.Surface, theme: Theme, layout: Layout, area: Rect, targets: list[Target],
             lit: Key | None, focused: Key | None) -> list[Hit]:
    hits = []
    for target, rect in zip(targets, layout_row(theme, layout, area, targets)):
        draw_button(surface, theme, layout, rect, target.label, target.legal, target.key in (lit, focused))
        if target.key == focused:
            focus_ring(surface, theme, layout, rect, round_=True)
        hits.append(Hit(rect, target))
    return hits


def _ring_spread(surface: pygame.Surface, theme: Theme, layout: Layout, step: Step, box: Ring,
                lit: Key | None, focused: Key | None) -> Drawn:
    """The ring on one side of the card being resolved and its words on the other (ring_places.py), the
    banner cleared away: the words say what it would, and the confirm prompt takes its place."""
    places = ring_places(layout)
    _clear_banner(surface, theme, layout)
    _veil(surface, theme, layout, places.resolving)
    _panel(surface, theme, layout, places.ring)
    pad = layout.px(RING_PAD)
    size = min(places.ring.w, places.ring.h) - 2 * pad
    ring_rect = Rect(0, 0, size, size)
    ring_rect.center = places.ring.center
    numbers = [t for t in step.targets if t.key[0] == "number"]
    number_of = {t.key: t.key[1] for t in numbers}
    hits = draw_ring(surface, theme, layout, ring_rect, tuple(numbers),
                     number_of.get(lit) if lit in number_of and step.target(lit).legal else None,
                     number_of.get(focused), box.named)
    buttons = [t for t in step.targets if t.key[0] == "button"]
    hits += _ring_words(surface, theme, layout, places.words, box, buttons, lit, focused)
    return Drawn(hits, places.ring, confirm=places.confirm)


def _clear_banner(surface: pygame.Surface, theme: Theme, layout: Layout) -> None:
    """Bare felt where the banner with its glow and the turn track lie, between the captions under the
    opponent's row and the piles."""
    top = layout.label(layout.top.suitcase).bottom
    room = Rect(layout.table.x, top, layout.table.w, layout.draw.y - top)
    glow = 4 * layout.px(8)
    for rect in (layout.banner.inflate(glow, glow), layout.turn_track.inflate(layout.px(8), layout.px(8))):
        part = rect.clip(room)
        surface.blit(felt(layout, theme.palette), part, area=part)


def _ring_words(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect, box: Ring,
                buttons: list[Target], lit: Key | None, focused: Key | None) -> list[Hit]:
    """The ring's words in `rect`: the question, why the greyed numbers may not be named, what answering
    tells, and how to answer (left out where it would not fit); then any buttons."""
    p = theme.palette
    fonts = theme.fonts
    pad = layout.px(RING_WORDS_PAD)
    width = rect.w - 2 * pad
    groups = ((0, "bold", layout.font(16), p.text, (box.title,)),
              (4, "semibold", layout.font(13), p.text, box.barred),
              (4, "regular", layout.font(13), p.text_dim, (box.detail,)),
              (6, "regular", layout.font(12), p.text_faint, (say.RING_HOW,)))

    def lines(how: bool) -> list[tuple[int, str, int, tuple[int, int, int], str]]:
        """(space above, face, size, colour, text) of each line, with the line on how to answer or without."""
        out: list[tuple[int, str, int, tuple[int, int, int], str]] = []
        for space, face, size, colour, texts in groups[:None if how else -1]:
            wrapped = [line for text in texts for line in fonts.wrap(face, size, text, width) if line]
            out += [(layout.px(space) if i == 0 and out else 0, face, size, colour, line)
                    for i, line in enumerate(wrapped)]
        return out

    shown = lines(how=True)
    if (sum(space + fonts.line_height(face, size) for space, face, size, _, _ in shown)
            + (layout.px(BUTTON_H + 8) if buttons else 0) + 2 * pad) > rect.h:
        shown = lines(how=False)
    _panel(surface, theme, layout, rect)
    clip = surface.get_clip()
    surface.set_clip(rect)
    y = rect.y + pad
    for space, face, size, colour, line in shown:
        y += space
        surface.blit(fonts.text(face, size, line, colour), (rect.x + pad, y))
        y += fonts.line_height(face, size)
    surface.set_clip(clip)
    area = Rect(rect.x + pad, rect.bottom - pad - layout.px(BUTTON_H), width, layout.px(BUTTON_H))
    return _buttons(surface, theme, layout, area, buttons, lit, focused)


def _list_spread(surface: pygame.Surface, theme: Theme, layout: Layout, step: Step, box: Listing,
                lit: Key | None, focused: Key | None) -> Drawn:
    pad = layout.px(PAD)
    row_h = layout.px(BUTTON_H)
    items = [t for t in step.targets if t.key[0] == "item"]
    width = layout.px(460)
    title_h = theme.fonts.line_height("bold", layout.font(16)) + layout.px(8)
    frame = _frame(surface, theme, layout, width + 2 * pad, title_h + len(items) * (row_h + layout.px(6)) + 2 * pad)
    _text(surface, theme, layout, frame.x + pad, frame.y + pad, width, box.title, "")
    hits = []
    top = frame.y + pad + title_h
    visible = max(1, (frame.bottom - pad - top) // (row_h + layout.px(6)))
    for i, target in enumerate(items[:visible]):
        rect = Rect(frame.x + pad, top + i * (row_h + layout.px(6)), width, row_h)
        draw_button(surface, theme, layout, rect, theme.fonts.fit("semibold", layout.font(13), target.label,
                                                                  width - layout.px(24)),
                    target.legal, target.key in (lit, focused))
        if target.key == focused:
            focus_ring(surface, theme, layout, rect, round_=True)
        hits.append(Hit(rect, target))
    return Drawn(hits, frame)


def _cards_spread(surface: pygame.Surface, theme: Theme, layout: Layout, deck: Deck, step: Step,
                 box: Cards | Row, lit: Key | None, focused: Key | None,
                 drag: tuple[int, int, int] | None) -> Drawn:
    p = theme.palette
    fonts = theme.fonts
    pad, gap = layout.px(PAD), layout.px(GAP + 10)
    card_w, card_h = layout.card
    row = isinstance(box, Row)
    kind = "order" if row else "card"
    count = len(box.numbers)
    cards_w = count * card_w + (count - 1) * gap
    ends_w = layout.px(120) if row else 0
    text_w = min(max(layout.px(520), cards_w + 2 * ends_w), layout.centre.w - 2 * pad)  # as wide as _frame allows
    caption_h = fonts.line_height("semibold", layout.font(12)) + layout.px(6)
    buttons = [t for t in step.targets if t.key[0] == "button"]
    title_lines = len(fonts.wrap("bold", layout.font(16), box.title, text_w)[:2])
    detail_lines = len(fonts.wrap("regular", layout.font(13), box.detail, text_w)[:3])
    text_h = (title_lines * fonts.line_height("bold", layout.font(16))
              + detail_lines * fonts.line_height("regular", layout.font(13)) + layout.px(2))
    height = 2 * pad + text_h + layout.px(22) + card_h + caption_h + (layout.px(BUTTON_H + 8) if buttons else 0)
    frame = _frame(surface, theme, layout, text_w + 2 * pad, height)
    y = _text(surface, theme, layout, frame.x + pad, frame.y + pad, frame.w - 2 * pad, box.title, box.detail,
              detail_lines)
    top = y + layout.px(20)
    x0 = frame.centerx - cards_w // 2
    rects = [Rect(x0 + i * (card_w + gap), top, card_w, card_h) for i in range(count)]
    hits, zoomed = [], None
    held = box.held if row else None
    for i, (number, rect) in enumerate(zip(box.numbers, rects)):
        target = step.target((kind, i))
        chosen = (kind, i) in step.selected or held == i
        dragged = drag is not None and drag[0] == i
        at = rect.move(0, -layout.px(10)) if chosen else rect
        if dragged:
            pygame.draw.rect(surface, p.line, rect, max(1, layout.px(1.5)), border_radius=layout.px(8))
        else:
            face = theme.art.face(deck.card(number), layout.card) if number else theme.art.back(layout.card)
            place_card(surface, face, at, layout, 1.4 if chosen else 1.0)
            if chosen or (target is not None and target.legal and target.key == lit):
                lit_edge(surface, theme, layout, at, strong=True)
            elif target is not None and target.legal:
                lit_edge(surface, theme, layout, at)
            elif target is not None:
                greyed(surface, theme, layout, at)
            if target is not None and target.key == focused:
                focus_ring(surface, theme, layout, at)
        caption = box.captions[i] if not row else ("1st", "2nd", "3rd", "4th")[i]
        if caption:
            text = fonts.text("semibold", layout.font(12), caption, p.accent if chosen else p.text_dim)
            surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(4))))
        if target is not None:
            hits.append(Hit(at.union(rect), target))
        if number and target is not None and target.key == lit and not dragged:
            zoomed = deck.card(number)
    if row:
        left = fonts.text("semibold", layout.font(12), f"← {box.ends[0]}", p.text_dim)
        surface.blit(left, left.get_rect(midright=(rects[0].x - layout.px(12), rects[0].centery)))
        right = fonts.text("semibold", layout.font(12), f"{box.ends[1]} →", p.text_dim)
        surface.blit(right, right.get_rect(midleft=(rects[-1].right + layout.px(12), rects[-1].centery)))
    if buttons:
        area = Rect(frame.x + pad, frame.bottom - pad - layout.px(BUTTON_H), frame.w - 2 * pad, layout.px(BUTTON_H))
        hits += _buttons(surface, theme, layout, area, buttons, lit, focused)
    if drag is not None and row:
        number = box.numbers[drag[0]]
        place_card(surface, theme.art.face(deck.card(number), layout.card),
                   Rect(drag[1] - card_w // 2, drag[2] - card_h // 2, card_w, card_h), layout, 2.0, p.accent)
    return Drawn(hits, frame, None if zoomed is None else (zoomed, frame))


def drop_position(hits: list[Hit], x: int) -> int:
    """Where in a row a card dropped at `x` goes: the position whose card centre is nearest."""
    spots = [(abs(hit.rect.centerx - x), hit.target.key[1]) for hit in hits if hit.target.key[0] == "order"]
    return min(spots)[1] if spots else 0
