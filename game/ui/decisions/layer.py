"""The decision layer over the table: lit targets, greyed ones, the focus ring, buttons, confirm,
the hint and the pointer's tip.

Everything here is drawn over the cached table frame, and each call returns
the hits (where each target answers the pointer) for the input to use.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.decks.deck import Card, Deck
from game.engine.view import View
from game.text import hint_words
from game.text.choice_words import describe
from game.text.words import Names
from game.ui.decisions.base import Step
from game.ui.decisions.input import DecisionInput
from game.ui.decisions.spread_paint import draw_spread
from game.ui.look.layout import Layout
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme
from game.ui.table.places import place_rect, visible_hand_rect
from game.ui.widgets.buttons import button_size, draw_button, focus_ring, greyed, layout_row, lit_edge, tooltip
from game.ui.widgets.pieces import place_card
from game.ui.widgets.targets import CANCEL, CONFIRM, Hit, Key, Target, hit_at

if TYPE_CHECKING:
    from game.ai.hints import Hint

TIP_KINDS = frozenset({"pile", "stand", "guard", "ep"})
"""Drop zones say what dropping there does (their buttons say it already)."""

TABLE_KINDS = frozenset({"hand", "guard", "ep", "stand", "pile"})


def target_rect(layout: Layout, view: View, step: Step, key: Key, raised: tuple[int, ...]) -> Rect | None:
    """A table target's rectangle; a tucked Guard answers on its Extra Protection too
    when the Extra Protection is not a target of its own."""
    rect = place_rect(layout, view, key, raised)
    if rect is not None and key[0] == "guard" and step.target(("ep", key[1], key[2])) is None:
        front = place_rect(layout, view, ("ep", key[1], key[2]))
        if front is not None and view.sides[key[1]].slots[key[2]].extra_protection:
            rect = rect.union(front)
    if key[0] == "hand":
        return visible_hand_rect(layout, view, key[1], raised)
    return rect


def draw_table_targets(surface: pygame.Surface, theme: Theme, layout: Layout, view: View, step: Step,
                       lit: Key | None, focused: Key | None, raised: tuple[int, ...]) -> list[Hit]:
    """Light the legal targets on the table, grey the others; mark what is chosen."""
    hits = []
    for target in step.targets:
        if target.key[0] not in TABLE_KINDS:
            continue
        rect = target_rect(layout, view, step, target.key, raised)
        if rect is None:
            continue
        card = rect if target.key[0] == "hand" else place_rect(layout, view, target.key, raised) or rect
        chosen = target.key in step.selected
        if target.legal:
            if not target.quiet or chosen or target.key == lit:
                lit_edge(surface, theme, layout, card, strong=chosen or target.key == lit)
        else:
            greyed(surface, theme, layout, card)
        if target.key == focused:
            focus_ring(surface, theme, layout, card)
        hits.append(Hit(rect, target))
    for key in step.selected:
        if key[0] in TABLE_KINDS and step.target(key) is None:
            rect = place_rect(layout, view, key, raised)
            if rect is not None:
                lit_edge(surface, theme, layout, rect, strong=True)
                _tag(surface, theme, layout, rect, "CHOSEN")
    # An Extra Protection lies in front of the Guard it tucks: its hit goes on top, where the pointer finds it first.
    return sorted(hits, key=lambda hit: hit.target.key[0] == "ep")


def _tag(surface: pygame.Surface, theme: Theme, layout: Layout, rect: Rect, text: str) -> None:
    p = theme.palette
    label = theme.fonts.text("mono_bold", layout.font(12), text, p.card_deep)
    pill = label.get_rect().inflate(layout.px(12), layout.px(4))
    pill.center = (rect.centerx, rect.y + round(rect.h * 0.72))  # under the name, clear of places' labels
    surface.blit(rounded_box(pill.w, pill.h, pill.h // 2, p.accent, 255), pill)
    surface.blit(label, label.get_rect(center=pill.center))


def draw_bar(surface: pygame.Surface, theme: Theme, layout: Layout, targets: list[Target],
             lit: Key | None, focused: Key | None) -> list[Hit]:
    """The decision's buttons in the bar under the banner."""
    hits = []
    for target, rect in zip(targets, layout_row(theme, layout, layout.prompt_bar, targets)):
        draw_button(surface, theme, layout, rect, target.label, target.legal, target.key in (lit, focused))
        if target.key == focused:
            focus_ring(surface, theme, layout, rect, round_=True)
        hits.append(Hit(rect, target))
    return hits


def draw_confirm(surface: pygame.Surface, theme: Theme, layout: Layout, question: str, below: Rect | None,
                 focused: Key | None, within: Rect | None = None) -> list[Hit]:
    """The inline confirm prompt: the play in words, Confirm and Cancel.

    It sits in the bar under the banner, across the lower edge of an open spread (`below`), or in the
    middle of the room a spread keeps for it (`within`).
    """
    p = theme.palette
    fonts = theme.fonts
    h, inset, gap, pad = layout.px(34), layout.px(4), layout.px(8), layout.px(18)
    buttons = [Target(CONFIRM, label="Confirm  ⏎ / Y"), Target(CANCEL, label="Cancel  Esc / N")]
    widths = [button_size(theme, layout, t.label, h - 2 * inset)[0] for t in buttons]
    size = layout.font(14)
    # Under the banner the bar keeps between the tool buttons either side; a long play takes two lines, or
    # as many as the room a spread keeps for it holds.
    bounds = within or (layout.table if below is not None else Rect(
        layout.tools[0].right + gap, layout.table.y, layout.tools[1].x - gap - layout.tools[0].right - gap,
        layout.table.h))
    room = bounds.w - 2 * pad - sum(widths) - gap - inset
    line_h = fonts.line_height("semibold", size)
    most = 2 if within is None else max(2, (within.h - 2 * inset - layout.px(6)) // line_h)
    lines = fonts.wrap("semibold", size, question + "?", room)
    if len(lines) > most:
        lines = (*lines[:most - 1], fonts.fit("semibold", size, " ".join(lines[most - 1:]), room))
    texts = [fonts.text("semibold", size, line, p.text) for line in lines]
    h = max(h, line_h * len(texts) + 2 * inset + layout.px(6))
    rect = Rect(0, 0, pad + max(t.get_width() for t in texts) + pad + sum(widths) + gap + inset, h)
    rect.center = (within.center if within is not None else layout.prompt_bar.center if below is None
                   else (below.centerx, below.bottom))
    rect = rect.clamp(bounds)
    radius = min(h, layout.px(34)) // 2
    blit_halo(surface, glow(rect.w, rect.h, radius, p.accent, layout.px(8), 200), rect)
    surface.blit(rounded_box(rect.w, rect.h, radius, p.card_deep, 250, p.accent, 255, max(1, layout.px(2))), rect)
    top = rect.centery - line_h * len(texts) // 2
    for i, text in enumerate(texts):
        surface.blit(text, text.get_rect(midleft=(rect.x + pad, top + i * line_h + line_h // 2)))
    hits = []
    x = rect.right - inset - sum(widths) - gap
    button_h = layout.px(34) - 2 * inset
    for target, width in zip(buttons, widths):
        button = Rect(x, rect.centery - button_h // 2, width, button_h)
        draw_button(surface, theme, layout, button, target.label, True, target.key == focused)
        hits.append(Hit(button, target))
        x += width + gap
    return hits


def draw_tools(surface: pygame.Surface, theme: Theme, layout: Layout, tools: list[Target],
               lit: Key | None) -> list[Hit]:
    """The small buttons beside the banner: two on the left (menu, keys), the rest on the right."""
    hits = []
    for column, group in zip(layout.tools, (tools[:2], tools[2:])):
        h = min(layout.px(30), (column.h - layout.px(8)) // 2)
        for i, target in enumerate(group):
            rect = Rect(column.x, column.y + i * (h + layout.px(8)), column.w, h)
            draw_button(surface, theme, layout, rect, target.label, target.legal, target.key == lit, size=12)
            hits.append(Hit(rect, target))
    return hits


HEADLINE_LINES = 3
"""A note's headline wraps onto at most this many lines; the rest is cut short."""


def draw_note(surface: pygame.Surface, theme: Theme, layout: Layout, kicker: str, headline: str,
              detail: str = "") -> Rect:
    """A note under the buttons bar: a mono kicker, the headline in bold (wrapped, so a notice about a file
    says which game went or where a save was moved rather than being cut short), and up to two lines of
    detail."""
    fonts = theme.fonts
    p = theme.palette
    size = layout.font(13)
    width = layout.banner.w - 2 * layout.px(14)
    heads = list(fonts.wrap("semibold", size, headline, width)) or [""]
    if len(heads) > HEADLINE_LINES:
        heads[HEADLINE_LINES - 1:] = [" ".join(heads[HEADLINE_LINES - 1:])]
    lines = [Line("semibold", fonts.fit("semibold", size, line, width), p.text) for line in heads]
    lines += [Line("regular", line, p.text_dim) for line in fonts.wrap("regular", size, detail, width)[:2] if line]
    return _note_box(surface, theme, layout, kicker, lines)


@dataclass(frozen=True, slots=True)
class Line:
    """A line of a note: its face, text and colour, and how far it is indented."""

    face: str
    text: str
    colour: tuple[int, int, int]
    indent: int = 0


def _note_box(surface: pygame.Surface, theme: Theme, layout: Layout, kicker: str, lines: list[Line],
              top: int | None = None) -> Rect:
    """The box of a note, the banner's width, as tall as its lines: under the buttons bar, or at `top`."""
    p = theme.palette
    fonts = theme.fonts
    pad = layout.px(14)
    size = layout.font(13)
    head = fonts.text("mono_bold", layout.font(12), kicker, p.accent)
    rect = Rect(layout.banner.x, layout.prompt_bar.bottom + layout.px(6) if top is None else top, layout.banner.w,
                _note_height(theme, layout, len(lines)))
    box = rounded_box(rect.w, rect.h, layout.px(12), p.card_deep, 245, p.accent, 255, max(1, layout.px(1.5)))
    surface.blit(box, rect)
    surface.blit(head, (rect.x + pad, rect.y + pad - layout.px(4)))
    y = rect.y + pad + head.get_height()
    for line in lines:
        surface.blit(fonts.text(line.face, size, line.text, line.colour), (rect.x + pad + line.indent, y))
        y += fonts.line_height("regular", size)
    return rect


def _note_height(theme: Theme, layout: Layout, lines: int) -> int:
    """How tall a note of so many lines is (its kicker above them)."""
    fonts = theme.fonts
    head = fonts.font("mono_bold", layout.font(12)).get_height()
    return head + fonts.line_height("regular", layout.font(13)) * lines + 2 * layout.px(14) - layout.px(4)


def draw_decision(surface: pygame.Surface, theme: Theme, layout: Layout, deck: Deck, view: View,
                  ready: DecisionInput) -> tuple[tuple[Card, pygame.Rect] | None, bool]:
    """Draw the step (or the confirm prompt), store its hits in `ready`; returns (a card to zoom, spread open)."""
    step = ready.step
    lit, focus = ready.lit, ready.focus
    if ready.confirm is not None:
        kept = tuple(t for t in step.targets if t.key[0] != "button") if step.spread is not None else ()
        step = replace(step, targets=kept)
        lit, focus = ready.confirm_key, None
    hits = draw_table_targets(surface, theme, layout, view, step, lit, focus, ready.raised)
    frame, zoom, room = None, None, None
    if step.spread is None:
        hits += draw_bar(surface, theme, layout, [t for t in step.targets if t.key[0] == "button"], lit, focus)
    else:
        drawn = draw_spread(surface, theme, layout, deck, step, lit, focus, ready.dragged_row())
        hits, frame, zoom, room = hits + drawn.hits, drawn.frame, drawn.zoom, drawn.confirm
    if ready.confirm is not None:
        hits += draw_confirm(surface, theme, layout, describe(view, deck, ready.confirm, ready.prompt.names), frame,
                             ready.confirm_focus, room)
    dragged = ready.dragged_hand()
    if dragged is not None and ready.pointer is not None:
        w, h = layout.card
        at = pygame.Rect(ready.pointer[0] - w // 2, ready.pointer[1] - h // 2, w, h)
        face = theme.art.face(deck.card(view.sides[view.viewer].hand[dragged]), layout.card)
        place_card(surface, face, at, layout, 2.4, theme.palette.accent)
    ready.hits = hits
    return zoom, step.spread is not None


REASON_LINES = 2
"""Lines an option's reason may take in the hint before it is shortened."""


def draw_hint(surface: pygame.Surface, theme: Theme, layout: Layout, deck: Deck, view: View,
              hint: Hint | None, spread_open: bool = False, names: Names = None) -> Rect:
    """The hint, its options best first, each with its chance and why; "Thinking it over…" while
    it is worked out (None). It sits under the buttons bar, or, while a spread fills the centre of
    the table, over the opponent's row, clear of the spread (its reasons shortened to fit there)."""
    top = layout.table.y + layout.px(6) if spread_open else None
    if hint is None:
        lines = [Line("semibold", hint_words.THINKING, theme.palette.text)]
        return _note_box(surface, theme, layout, "HINT", lines, top)
    bottom = layout.centre.y if top is not None else layout.table.bottom
    room = bottom - layout.px(6) - (top if top is not None else layout.prompt_bar.bottom + layout.px(6))
    for reason_lines in range(REASON_LINES, 0, -1):
        lines = _hint_lines(theme, layout, deck, view, hint, reason_lines, names)
        if _note_height(theme, layout, len(lines)) <= room:
            break
    kicker = hint_words.HINT_KICKER if len(hint.options) > 1 else hint_words.ONE_PLAY_KICKER
    return _note_box(surface, theme, layout, kicker, lines, top)


def _hint_lines(theme: Theme, layout: Layout, deck: Deck, view: View, hint: Hint, reason_lines: int,
                names: Names = None) -> list[Line]:
    """Each option as a line "1. <play> · about 62%", then its reason in up to `reason_lines` lines."""
    fonts = theme.fonts
    p = theme.palette
    size = layout.font(13)
    bold = fonts.font("semibold", size)
    width = layout.banner.w - 2 * layout.px(14)
    lines: list[Line] = []
    for rank, option in enumerate(hint.options, 1):
        number = f"{rank}. "
        indent = bold.size(number)[0]
        chance = f" · about {round(100 * option.win_chance)}%"
        play = fonts.fit("semibold", size, describe(view, deck, option.choice, names),
                         width - indent - bold.size(chance)[0])
        lines.append(Line("semibold", number + play + chance, p.text))
        why = fonts.wrap("regular", size, option.reason + ".", width - indent)
        if len(why) > reason_lines:
            why = why[:reason_lines - 1] + (fonts.fit("regular", size, " ".join(why[reason_lines - 1:]),
                                                      width - indent),)
        lines += [Line("regular", line, p.text_dim, indent) for line in why]
    return lines


def draw_pointer_tip(surface: pygame.Surface, theme: Theme, layout: Layout, hits: list[Hit],
                     pointer: tuple[int, int], dragging: bool) -> None:
    """Why a greyed option is not legal, or what a drop zone does, above the pointer (or the dragged card)."""
    hit = hit_at(hits, pointer)
    if hit is None:
        return
    target = hit.target
    anchor = pygame.Rect((0, 0), layout.card if dragging else (layout.px(28), layout.px(28)))
    anchor.center = pointer
    if not target.legal and target.reason:
        tooltip(surface, theme, layout, target.reason, anchor, layout.table)
    elif target.legal and not target.tab and target.key[0] in TIP_KINDS:
        tooltip(surface, theme, layout, target.label, anchor, layout.table, warn=False)
