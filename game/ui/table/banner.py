"""The banner across the table: whose turn, what to do now, and the Big Reveal's result."""

from __future__ import annotations

from game.decks.deck import Deck
from game.engine.cards import NORMAL_TURNS
from game.engine.view import View
from game.text.banner_words import REVEAL_LABEL, banner_text, turn_tag
from game.text.words import Names
from game.ui.look.canvas import Canvas
from game.ui.look.layout import Layout
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme


def prepare_banner(theme: Theme, layout: Layout) -> None:
    """Render every tag the banner can show ahead, so that a new turn renders no text for it."""
    p = theme.palette
    for label in (turn_tag(-1, False), turn_tag(0, True), REVEAL_LABEL,
                  *(turn_tag(turn, False) for turn in range(NORMAL_TURNS))):
        for colour in (p.accent, p.text_dim):
            theme.fonts.text("mono_bold", layout.font(12), label.upper(), colour)


def draw_banner(canvas: Canvas, theme: Theme, layout: Layout, view: View, deck: Deck,
                headline: str | None = None, names: Names = None, replaying: bool = False,
                match: str | None = None) -> None:
    """The banner box with its headline (or `headline`, the step of the viewer's decision
    under way); glowing when the viewer must act or the game is over; the match's score under the turn
    during a match."""
    text, label, urgent = banner_text(view, deck, names, replaying)
    urgent = urgent and not replaying
    if headline is not None:
        text, urgent = headline, True
    p = theme.palette
    fonts = theme.fonts
    rect = layout.banner
    radius = rect.h // 2
    over = view.result is not None
    if urgent or over:
        blit_halo(canvas, glow(rect.w, rect.h, radius, p.accent, layout.px(8), 170), rect)
    border = p.accent if urgent or over else p.line
    canvas.blit(rounded_box(rect.w, rect.h, radius, p.box, 235, border, 230, max(1, layout.px(1.5))), rect)
    label_size = layout.font(12)
    tag = fonts.text("mono_bold", label_size, label.upper(), p.accent if urgent or over else p.text_dim)
    pad = layout.px(18)
    tag_w = tag.get_width()
    if match is None:
        canvas.blit(tag, tag.get_rect(midleft=(rect.x + pad, rect.centery)))
    else:
        score = fonts.text("mono_bold", label_size, match.upper(), p.text)
        tag_w = max(tag_w, score.get_width())
        canvas.blit(tag, tag.get_rect(bottomleft=(rect.x + pad, rect.centery + layout.px(1))))
        canvas.blit(score, score.get_rect(topleft=(rect.x + pad, rect.centery + layout.px(1))))
    left = rect.x + pad + tag_w + layout.px(14)
    canvas.line(p.line, (left - layout.px(7), rect.y + layout.px(10)),
                     (left - layout.px(7), rect.bottom - layout.px(10)))
    width = rect.right - pad - left
    size = layout.font(16)
    lines = fonts.wrap("semibold", size, text, width)
    if len(lines) > 1:
        size = layout.font(13)
        lines = fonts.wrap("semibold", size, text, width)[:2]
    line_h = fonts.line_height("semibold", size)
    y = rect.centery - line_h * len(lines) // 2
    for line in lines:
        rendered = fonts.text("semibold", size, line, p.text)
        canvas.blit(rendered, rendered.get_rect(midtop=(left + width // 2, y)))
        y += line_h


def draw_turn_track(canvas: Canvas, theme: Theme, layout: Layout, view: View) -> None:
    """Ten turns and two final turns as pips: done, now (lit), to come."""
    p = theme.palette
    rect = layout.turn_track
    step = rect.w / (NORMAL_TURNS + 2.5)
    r = max(2, layout.px(3.5))
    cy = rect.centery
    for turn in range(NORMAL_TURNS + 2):
        cx = round(rect.x + step * (turn + 0.5) + (step * 0.5 if turn >= NORMAL_TURNS else 0))
        now = turn == view.turn and view.result is None
        done = turn < view.turn or view.result is not None
        colour = p.accent if now else p.text_dim if done else p.line
        if turn >= NORMAL_TURNS:
            points = [(cx, cy - r - 1), (cx + r + 1, cy), (cx, cy + r + 1), (cx - r - 1, cy)]
            canvas.polygon(colour, points, 0 if now or done else 1)
        else:
            canvas.circle(colour, (cx, cy), r, 0 if now or done else 1)
        if now:
            canvas.circle(p.accent, (cx, cy), r + layout.px(3), 1)
