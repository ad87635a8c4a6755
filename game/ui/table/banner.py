"""The banner across the table: whose turn, what to do now, and the Big Reveal's result."""

from __future__ import annotations

from game.decks.deck import Deck
from game.engine.cards import NORMAL_TURNS
from game.engine.decision import ACTION, CHANCE, DEAL, SHOW_CARD, STRATEGIC_SETUP
from game.engine.view import View
from game.text.sentences import result_sentence
from game.text.words import Names, Words
from game.ui.look.canvas import Canvas
from game.ui.look.layout import Layout
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme

PROMPTS = {
    "name_number": "name a number",
    "answer_number": "name a number that is neither your Suitcase Number nor 3",
    "own_guard": "choose one of your Guards",
    "switch_places": "choose an exchange, or put it into a Guard slot",
    "discard_pile": "take one of the top 3 cards of the Discard Pile",
    "hand_card": "discard a card from your hand",
    "flip_guards": "choose two Guards to turn face up",
    "discard_order": "choose the order the cards go onto the Discard Pile",
    STRATEGIC_SETUP: "choose your Suitcase and a card to Encrypt",
    "react": "react now to block the assassination, or let it stand",
    "opponent_guard": "choose one of the opponent's Guards",
    "guard_pair": "choose one of your Guards and one of theirs",
    "dead_drop": "exchange your Final Card with an Encrypted card, or keep it",
    "encrypted_pile": "take a card from the Encrypted Card Pile",
    "draw_order": "put the top cards of the Draw Deck back in any order",
    "build_deck": "build the deck for the next game",
    "choose_starter": "choose who starts the next game",
}


REVEAL_LABEL = "The Big Reveal"


def turn_label(turn: int, final: bool) -> str:
    """The banner's tag for a turn: "Set-up", "Turn 3 of 10", "Final turn"."""
    if turn < 0:
        return "Set-up"
    return "Final turn" if final else f"Turn {turn + 1} of {NORMAL_TURNS}"


def prepare_banner(theme: Theme, layout: Layout) -> None:
    """Render every tag the banner can show ahead, so that a new turn renders no text for it."""
    p = theme.palette
    for label in (turn_label(-1, False), turn_label(0, True), REVEAL_LABEL,
                  *(turn_label(turn, False) for turn in range(NORMAL_TURNS))):
        for colour in (p.accent, p.text_dim):
            theme.fonts.text("mono_bold", layout.font(12), label.upper(), colour)


def banner_text(view: View, deck: Deck, names: Names = None, replaying: bool = False) -> tuple[str, str, bool]:
    """(headline, turn label, whether the viewer must act now) for this view; `replaying`: a recorded
    game, where nobody is deciding now and the pending decision is the next one shown."""
    words = Words(view.viewer, deck, names)
    result = view.result
    if result is not None:
        return (result_sentence(result.winner, result.reason, result.matches, result.final_numbers,
                                result.suitcase_numbers, view.viewer, result.guard_scores, names),
                REVEAL_LABEL, False)
    pending = view.pending
    label = turn_label(view.turn, view.final_turn)
    if pending is None:
        return "", label, False
    actor = pending.player
    if actor == CHANCE:
        text = {DEAL: "Shuffling and dealing…", SHOW_CARD: "A random card is shown…",
                "random_encrypted": "A random Encrypted card is revealed…"}.get(pending.kind, "Chance decides…")
        return text, label, False
    source = f"{words.ability(pending.source)}: " if pending.source else ""
    if actor == view.viewer:
        if pending.kind == ACTION:
            if view.final_turn:
                return "Final turn: the card you keep is your Final Card", label, True
            return "Your turn: draw, then play one card", label, True
        if pending.kind == STRATEGIC_SETUP:
            return "Set-up: choose your Suitcase and a card to Encrypt", label, True
        return f"{source}{PROMPTS.get(pending.kind, 'decide')}", label, True
    name = words.who(actor)
    if view.viewer is None and pending.kind == ACTION:
        if view.final_turn:
            return f"{name}'s final turn: the card they keep is their Final Card", label, False
        return f"{name}'s turn: draw, then play one card", label, False
    detail = f" ({words.ability(pending.source)})" if pending.source else ""
    if replaying:
        return f"Next: {words.whose(actor)} decision{detail}", label, False
    return f"{name} is deciding…{detail}", label, False


def match_tag(game: int, best_of: int, wins: tuple[int, int]) -> str:
    """The match's score under the turn: the game under way, then the wins of the player at the bottom of
    the table first, as a scoreboard reads from their side."""
    return f"Game {game} of {best_of} · {wins[0]}–{wins[1]}"


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
