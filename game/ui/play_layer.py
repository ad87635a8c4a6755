"""What the play scene draws over the table: the decision under way, the hint, the pointer's tip."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.decks import Card, Deck
from game.engine.view import View
from game.ui.buttons import Hit, hit_at, tooltip
from game.ui.choice_words import describe
from game.ui.layout import Layout
from game.ui.panels import draw_panel
from game.ui.play_input import DecisionInput
from game.ui.prompt_draw import draw_bar, draw_confirm, draw_note, draw_table_targets
from game.ui.theme import Theme
from game.ui.widgets import place_card

if TYPE_CHECKING:
    from game.ai.hints import Hint

TIP_KINDS = frozenset({"pile", "stand", "guard", "ep"})
"""Drop zones say what dropping there does (their buttons say it already)."""


def draw_decision(surface: pygame.Surface, theme: Theme, layout: Layout, deck: Deck, view: View,
                  ready: DecisionInput) -> tuple[tuple[Card, pygame.Rect] | None, bool]:
    """Draw the step (or the confirm prompt), store its hits in `ready`; returns (a card to zoom, panel open)."""
    step = ready.step
    lit, focus = ready.lit, ready.focus
    if ready.confirm is not None:
        kept = tuple(t for t in step.targets if t.key[0] != "button") if step.panel is not None else ()
        step = replace(step, targets=kept)
        lit, focus = ready.confirm_key, None
    hits = draw_table_targets(surface, theme, layout, view, step, lit, focus, ready.raised)
    frame, zoom = None, None
    if step.panel is None:
        hits += draw_bar(surface, theme, layout, [t for t in step.targets if t.key[0] == "button"], lit, focus)
    else:
        drawn = draw_panel(surface, theme, layout, deck, step, lit, focus, ready.dragged_row())
        hits, frame, zoom = hits + drawn.hits, drawn.frame, drawn.zoom
    if ready.confirm is not None:
        hits += draw_confirm(surface, theme, layout, describe(view, deck, ready.confirm), frame, ready.confirm_focus)
    dragged = ready.dragged_hand()
    if dragged is not None and ready.pointer is not None:
        w, h = layout.card
        at = pygame.Rect(ready.pointer[0] - w // 2, ready.pointer[1] - h // 2, w, h)
        face = theme.art.face(deck.card(view.sides[view.viewer].hand[dragged]), layout.card)
        place_card(surface, face, at, layout, 2.4, theme.palette.accent)
    ready.hits = hits
    return zoom, step.panel is not None


def draw_hint(surface: pygame.Surface, theme: Theme, layout: Layout, deck: Deck, view: View,
              hint: Hint | None) -> None:
    """The hint under the buttons bar; None while it is being worked out."""
    if hint is None:
        draw_note(surface, theme, layout, "HINT", "Thinking it over…")
        return
    chance = round(100 * hint.win_chance)
    draw_note(surface, theme, layout, f"HINT · ABOUT {chance}% TO WIN FROM HERE WITH THIS PLAY",
              f"Suggested: {describe(view, deck, hint.choice)}", f"Why: {hint.reason}.")


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
