"""Draw the whole table from one View, and say where the visible cards are.

Only the View is read: a card the viewer may not see is drawn as the one
shared back, so two hidden cards that differ only in identity draw the same
pixels. Suitcases, every Guard and the Final Cards turn face up only once
the view holds the game's result.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from game.decks.deck import Card, Deck
from game.engine.cards import DECK_SIZE
from game.engine.view import SideView, View
from game.text import table_words
from game.text.words import Names, player_name
from game.ui.look.canvas import Canvas
from game.ui.look.fonts import drawable
from game.ui.look.layout import TUCK_OFFSET, Layout, SideLayout, row_rects
from game.ui.look.paint import blit_halo, glow, rounded_box
from game.ui.look.theme import Theme
from game.ui.motion.moves import NOTHING_HIDDEN, Hide
from game.ui.table.banner import draw_banner, draw_turn_track, prepare_banner
from game.ui.table.felt import felt
from game.ui.table.places import guard_rect as place_guard
from game.ui.table.places import hand_area, hand_order, hand_rects
from game.ui.widgets.pieces import (
    PILE_LIFT,
    badge,
    caption,
    chip_row,
    face_stack,
    pile,
    place_card,
    placed_sprite,
    stand_front,
)


@dataclass(frozen=True)
class Hotspot:
    """A place on the table the pointer can act on: a visible card (zoom) or a pile (browse)."""

    rect: Rect
    card: Card | None = None
    action: str | None = None





@dataclass(frozen=True)
class Decor:
    """What the player's own input changes on the table: a chosen card, the banner's line."""

    raised: tuple[int, ...] = ()
    """Positions of the viewer's hand cards drawn raised (chosen for a play)."""
    headline: str | None = None
    """The banner's line instead of the view's own (the step of a decision under way)."""
    replaying: bool = False
    """A recorded game replayed: the banner names the next decision and never glows for it."""
    match: str | None = None
    """The match's score under the banner's turn, during a match ("GAME 2 OF 3 · 1–0")."""


PLAIN = Decor()

GUARD_LIFT, PROTECTION_LIFT, RESOLVING_LIFT, RAISED_LIFT = 0.7, 1.2, 1.4, 1.6
"""How high cards lie, by place (a higher card casts a larger shadow)."""


class TableRenderer:
    """Draws a View; keeps no game state of its own."""

    def __init__(self, theme: Theme, deck: Deck, names: Names = None) -> None:
        self.theme = theme
        self.deck = deck
        self.names = names
        self.spots: list[Hotspot] = []
        self.decor = PLAIN

    def prepare(self, layout: Layout) -> None:
        """Draw ahead every card sprite (face or back, shadow, halo) this table can show at this size, so
        the first frame to show a card in a new place does not draw its sprite too."""
        art = self.theme.art
        accent = self.theme.palette.accent
        w, h = layout.card
        for number in range(1, 10):
            face = art.face(self.card(number), (w, h))
            for lift, halo in ((GUARD_LIFT, None), (1.0, None), (PROTECTION_LIFT, None), (RAISED_LIFT, None),
                               (RESOLVING_LIFT, accent), (1.0, accent)):
                placed_sprite(face, layout, lift, halo)
            placed_sprite(art.face(self.card(number), (h, w)), layout)
        for lift in (PILE_LIFT, GUARD_LIFT, 1.0):
            placed_sprite(art.back((w, h)), layout, lift)
        placed_sprite(art.back((h, w)), layout)
        self._prepare_captions(layout)
        prepare_banner(self.theme, layout)

    def _prepare_captions(self, layout: Layout) -> None:
        """Render ahead the captions that count cards, at every count a pile or hand can reach."""
        scrap = Canvas()  # only the captions' fitted and rendered text is kept
        for count in range(DECK_SIZE + 1):
            for rect, label in ((layout.draw, draw_label(count)), (layout.encrypted, encrypted_label(count)),
                                (layout.discard, discard_label(count)), (layout.bottom.hand, hand_label(count)),
                                (layout.top.hand, hand_label(count))):
                caption(scrap, self.theme, layout, layout.label(rect), label)

    def draw(self, surface: pygame.Surface, view: View, layout: Layout,
             hide: Hide = NOTHING_HIDDEN, decor: Decor = PLAIN) -> list[Hotspot]:
        """Draw the table (not the side panel's contents); return the hotspots, topmost last."""
        canvas, spots = self.record(view, layout, hide, decor)
        canvas.paint(surface)
        return spots

    def record(self, view: View, layout: Layout, hide: Hide = NOTHING_HIDDEN,
               decor: Decor = PLAIN) -> tuple[Canvas, list[Hotspot]]:
        """The table's drawing as steps, to paint whole or where it changed; and the hotspots, topmost last."""
        canvas = Canvas()
        self.spots = []
        self.decor = decor
        canvas.blit(felt(layout, self.theme.palette), (0, 0))
        for player in (0, 1):
            self._side(canvas, view, layout, player, hide)
        self._centre(canvas, view, layout, hide)
        draw_banner(canvas, self.theme, layout, view, self.deck, decor.headline, self.names, decor.replaying,
                    decor.match)
        draw_turn_track(canvas, self.theme, layout, view)
        return canvas, self.spots

    # ----- helpers --------------------------------------------------------

    def card(self, number: int) -> Card:
        """The card this deck has for a number (name, text, guild, gem)."""
        return self.deck.card(number)

    def _face(self, number: int, rect: Rect) -> pygame.Surface:
        return self.theme.art.face(self.card(number), rect.size)

    def _visible(self, canvas: Canvas, number: int, rect: Rect, layout: Layout,
                 lift: float = 1.0, halo: tuple[int, int, int] | None = None) -> None:
        place_card(canvas, self._face(number, rect), rect, layout, lift, halo)
        self.spots.append(Hotspot(rect, self.card(number)))

    def _hidden(self, canvas: Canvas, rect: Rect, layout: Layout, lift: float = 1.0) -> None:
        place_card(canvas, self.theme.art.back(rect.size), rect, layout, lift)

    def _extra_protection_number(self, view: View) -> int:
        return view.deck.index("extra_protection") + 1

    # ----- a player's side --------------------------------------------------

    def _side(self, canvas: Canvas, view: View, layout: Layout, player: int, hide: Hide) -> None:
        where = layout.side(player, view.viewer)
        side = view.sides[player]
        self._plate(canvas, view, layout, where, player)
        self._suitcase(canvas, view, layout, where, player)
        revealed = self._revealed_guards(view, player)
        for t, slot in enumerate(side.slots):
            if slot.occupied and (player, t) not in hide.slots:
                number = revealed.get(t, slot.number)
                shown = view.result is not None or slot.face_up or view.viewer == player
                rect = where.slots[t]
                guard_rect = place_guard(layout, view, player, t)
                if shown and number is not None:
                    self._visible(canvas, number, guard_rect, layout, GUARD_LIFT)
                else:
                    self._hidden(canvas, guard_rect, layout, GUARD_LIFT)
                if slot.extra_protection:
                    self._visible(canvas, self._extra_protection_number(view), rect, layout, PROTECTION_LIFT)
                self._guard_marks(canvas, view, layout, player, slot.face_up, number, guard_rect)
            stand_front(canvas, self.theme, layout, where.stands[t])
        self._play_area(canvas, layout, where, side, hide.play[player],
                        hand_area(layout, view, player) != where.hand)
        self._hand(canvas, view, layout, where, side, hide.hand[player])

    def _revealed_guards(self, view: View, player: int) -> dict[int, int]:
        """At the Big Reveal, the number in each occupied slot, in slot order."""
        if view.result is None:
            return {}
        occupied = [t for t, s in enumerate(view.sides[player].slots) if s.occupied]
        return dict(zip(occupied, view.result.guard_numbers[player]))

    def _guard_marks(self, canvas: Canvas, view: View, layout: Layout, player: int,
                     face_up: bool, number: int | None, rect: Rect) -> None:
        """Eye-slash on your own face-down Guards; a number chip on a hidden Guard you know."""
        p = self.theme.palette
        if view.result is not None or face_up:
            return
        if view.viewer == player:
            mark = badge(self.theme, layout, "hidden", p.text, 30)
            canvas.blit(mark, mark.get_rect(center=(rect.centerx, rect.y + layout.px(2))))
        elif number is not None:
            chips = chip_row(self.theme, layout, (number,), p.text_dim)
            if chips is not None:
                canvas.blit(chips, chips.get_rect(midbottom=(rect.centerx, rect.bottom - layout.px(8))))

    def _plate(self, canvas: Canvas, view: View, layout: Layout, where: SideLayout,
               player: int) -> None:
        """The player's name pill: lit while it is their turn, and for the winner at the end."""
        p = self.theme.palette
        fonts = self.theme.fonts
        rect = where.plate
        result = view.result
        active = result is None and view.pending is not None and view.turn >= 0 and view.current == player
        lit = active or (result is not None and result.winner == player)
        dot = layout.px(4)
        # The pill ends before the first Guard stand (before a Guard tucked up and left of it, if any).
        tucked = view.sides[player].slots[0].extra_protection
        right = where.stands[0].x - (layout.px(TUCK_OFFSET[0]) if tucked else 0) - layout.px(4)
        room = right - rect.x - 3 * dot - layout.px(20)
        size = layout.font(13)
        names = _plate_names(player_name(player, None, self.names).upper(), view.viewer == player,
                             result is not None and result.winner == player)
        fitted = [fonts.fit("bold", size, n, room) for n in names]
        name = next((f for n, f in zip(names, fitted) if f == drawable(n)), fitted[-1])
        text = fonts.text("bold", size, name, p.text if lit else p.text_dim)
        pill = Rect(rect.x, rect.y + layout.px(3), text.get_width() + 3 * dot + layout.px(20),
                    rect.h - layout.px(6))
        if lit:
            blit_halo(canvas, glow(pill.w, pill.h, pill.h // 2, p.accent, layout.px(6), 150), pill)
        canvas.blit(rounded_box(pill.w, pill.h, pill.h // 2, p.box, 220, p.accent if lit else p.line, 230,
                           max(1, layout.px(1.5))), pill)
        x = pill.x + layout.px(9)
        canvas.circle(p.accent if lit else p.text_faint, (x + dot, pill.centery), dot)
        canvas.blit(text, text.get_rect(midleft=(x + 3 * dot, pill.centery)))
        if view.sides[player].react_cost:
            note = fonts.text("semibold", layout.font(12), table_words.NO_ACTION_NEXT_TURN, p.bad)
            canvas.blit(note, note.get_rect(midtop=(where.suitcase.centerx, pill.bottom + layout.px(2))))

    def _suitcase(self, canvas: Canvas, view: View, layout: Layout, where: SideLayout,
                  player: int) -> None:
        if not _suitcase_placed(view, player):
            return
        rect = where.suitcase
        number = view.sides[player].suitcase
        if view.result is not None:
            number = view.result.suitcase_numbers[player]
        if number is None:
            self._hidden(canvas, rect, layout)
        else:
            self._visible(canvas, number, rect, layout)
        caption(canvas, self.theme, layout, layout.label(rect), "Suitcase")

    def _play_area(self, canvas: Canvas, layout: Layout, where: SideLayout, side: SideView,
                   hidden: int, under_hand: bool) -> None:
        """The TRIGGER cards in play; "Triggers" on the empty area unless the hand fans over it."""
        rects = row_rects(where.play_area, len(side.play_area), layout.card)
        shown = len(side.play_area) - hidden
        for number, rect in zip(side.play_area[:shown], rects[:shown]):
            self._visible(canvas, number, rect, layout)
        if not side.play_area and not under_hand:
            caption(canvas, self.theme, layout, where.play_area, "Triggers",
                    self.theme.palette.text_faint)

    def _hand(self, canvas: Canvas, view: View, layout: Layout, where: SideLayout,
              side: SideView, hidden: int) -> None:
        p = self.theme.palette
        count = side.hand_size
        raised = self.decor.raised if side.hand is not None else ()
        rects = hand_rects(layout, view, side.player, raised)
        shown = count - hidden
        result = view.result
        if result is not None and count and result.final_numbers[side.player]:  # none after a resignation
            match = result.matches[side.player]
            self._visible(canvas, result.final_numbers[side.player], rects[0], layout,
                          halo=p.accent if match else None)
            label = table_words.FINAL_CARD_MATCH if match else table_words.FINAL_CARD
            caption(canvas, self.theme, layout, layout.label(rects[0]).inflate(layout.px(80), 0), label,
                    p.accent if match else p.text)
            return
        for i in hand_order(shown, raised):
            rect = rects[i]
            if side.hand is not None:
                self._visible(canvas, side.hand[i], rect, layout, RAISED_LIFT if i in raised else 1.0)
            else:
                self._hidden(canvas, rect, layout)
        label = hand_label(count)
        area = hand_area(layout, view, side.player)
        caption(canvas, self.theme, layout, layout.label(area), label)
        chips = chip_row(self.theme, layout, side.known_hand, p.text_dim, area.w)
        if chips is not None and rects:
            canvas.blit(chips, chips.get_rect(midbottom=(area.centerx, area.bottom - layout.px(8))))

    # ----- the centre -------------------------------------------------------

    def _centre(self, canvas: Canvas, view: View, layout: Layout, hide: Hide) -> None:
        p = self.theme.palette
        pile(canvas, self.theme, layout, layout.draw, view.draw_size)
        caption(canvas, self.theme, layout, layout.label(layout.draw), draw_label(view.draw_size))
        known_draw = tuple(n for _, n in sorted(view.known_draw))
        self._chips_on(canvas, layout, layout.draw, known_draw)

        encrypted = view.encrypted_size - hide.encrypted
        pile(canvas, self.theme, layout, layout.encrypted, encrypted)
        caption(canvas, self.theme, layout, layout.label(layout.encrypted), encrypted_label(view.encrypted_size))
        self._chips_on(canvas, layout, layout.encrypted, view.known_encrypted)

        resolving = view.resolving[:len(view.resolving) - hide.resolving]
        spots = layout.resolving if len(resolving) <= 2 else row_rects(
            layout.resolving[0].union(layout.resolving[1]), len(resolving), layout.card)
        for number, rect in zip(resolving, spots):
            self._visible(canvas, number, rect, layout, RESOLVING_LIFT, p.accent)
        both = layout.resolving[0].union(layout.resolving[1])
        caption(canvas, self.theme, layout, layout.label(both), "Resolving",
                p.accent if resolving else p.text_faint)

        discard = view.discard[:len(view.discard) - hide.discard]
        if discard:
            face_stack(canvas, self.theme, layout, layout.discard, len(discard),
                       self._face(discard[-1], layout.discard))
            self.spots.append(Hotspot(layout.discard, self.card(discard[-1]), "discard"))
        label = discard_label(len(view.discard))
        caption(canvas, self.theme, layout, layout.label(layout.discard), label)

    def _chips_on(self, canvas: Canvas, layout: Layout, rect: Rect, numbers: tuple[int, ...]) -> None:
        """Known numbers of a hidden pile, on its lower edge."""
        chips = chip_row(self.theme, layout, numbers, self.theme.palette.text_dim, rect.w - layout.px(8))
        if chips is not None:
            canvas.blit(chips, chips.get_rect(midbottom=(rect.centerx, rect.bottom - layout.px(8))))


def hand_label(count: int) -> str:
    """The captions that count cards: drawn under the piles and hands, and rendered ahead by prepare."""
    return f"Hand · {count}" if count else "Hand · empty"


def draw_label(count: int) -> str:
    return f"Draw Deck · {count}"


def encrypted_label(count: int) -> str:
    return f"Encrypted · {count}"


def discard_label(count: int) -> str:
    return f"Discard Pile · {count}" if count else "Discard Pile"


def _suitcase_placed(view: View, player: int) -> bool:
    """Standard set-up deals the Suitcases; strategic set-up places them when both have chosen."""
    kind = "setup" if view.variant == "strategic" else "dealt"
    return any(e.kind == kind and e.actor == player for e in view.events)


def _plate_names(name: str, viewer: bool, won: bool) -> tuple[str, ...]:
    """A name pill's words, longest first: the first that fits is drawn, so "YOU WIN" is never cut."""
    if viewer:
        return (f"{name} · YOU WIN", "YOU WIN") if won else (f"{name} · YOU", "YOU")
    return (f"{name} · WINS", name) if won else (name,)
