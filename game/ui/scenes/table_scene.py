"""The table scene: shows one viewer's View, explains each change with motion, zooms cards.

The table is composed into a cached frame whenever the view, the window size
or a landed move changes it; the frames in between only blit that frame and
draw what moves, so they cost little. The table is recorded as a drawing
(look/canvas.py) and repainted only where it differs from the last one, and
a change of the log or of the wheel's marks redraws only their own corner of
the frame.

The side panel answers the pointer too: the log scrolls (mouse wheel, drag)
and a click on a line outlines the cards it is about; the small Cypher Wheel
says why the assistant marked a number, and a click opens the large wheel.
"""

from __future__ import annotations

import pygame
from pygame import Rect

from game.decks.deck import Card, Deck
from game.engine.view import EventView, View
from game.text.words import Names
from game.ui.look.canvas import Canvas
from game.ui.look.layout import Layout, layout_for
from game.ui.look.paint import dashed_rect, rounded_box
from game.ui.look.theme import Theme
from game.ui.motion.choreography import Choreographer, hide_for, new_events
from game.ui.motion.moves import Motion
from game.ui.scene import ANIMATING, Scene
from game.ui.scenes.discard_browser import DiscardBrowser
from game.ui.sound import Sounds, cue_for
from game.ui.table.felt import felt
from game.ui.table.log import Log
from game.ui.table.log_places import places
from game.ui.table.places import place_rect
from game.ui.table.render import PLAIN, Decor, Hotspot, TableRenderer
from game.ui.table.wheel import PLAIN_DIAL, Dial, dial_image, draw_wheel, wedge_at
from game.ui.table.zoom import draw_zoom
from game.ui.widgets.buttons import tooltip
from game.ui.widgets.drag import DRAG_START
from game.ui.widgets.keyword_tip import keyword_at
from game.ui.widgets.targets import Key

MAX_MOVES = 8
"""A change that would take more moves than this to explain is shown at once."""
TABLE_FONTS = (("regular", 12), ("regular", 13), ("semibold", 12), ("semibold", 13), ("semibold", 16),
               ("bold", 12), ("bold", 13), ("mono_bold", 12), ("mono_bold", 13))
"""The faces and design sizes of the table's words (captions, banner, log, buttons), warmed by prepare."""
"""Pixels the pointer must travel with the button down on the log before a press becomes a drag."""


class TableScene(Scene):
    """The table for one viewer (0, 1, or None for a spectator)."""

    def __init__(self, theme: Theme, deck: Deck, sounds: Sounds, viewer: int | None, names: Names = None) -> None:
        super().__init__()
        self.names = names
        self.theme = theme
        self.sounds = sounds
        self.viewer = viewer
        self.views_shown = 0
        self.motion = Motion()
        self.frame: pygame.Surface | None = None
        self.frame_key: tuple | None = None
        self.spots: list[Hotspot] = []
        self.pointer: tuple[int, int] | None = None
        self.hover: Hotspot | None = None
        self.pinned: Hotspot | None = None
        self.decor: Decor = PLAIN
        self.log_focus: EventView | None = None
        """The log line the player clicked: the cards it concerns are outlined."""
        self.spotlight: tuple[Key, ...] = ()
        """Places outlined besides the log line's (where the cards a reason speaks of lie)."""
        self.dial: Dial = PLAIN_DIAL
        """The marks on the small Cypher Wheel."""
        self.dial_drawn: Dial | None = None
        self.wheel_hover: int | None = None
        self.log_press: tuple[tuple[int, int], int, bool] | None = None
        """A press on the log: (where, the y it has scrolled to, whether it became a drag)."""
        self.zoomed: tuple[Card, Rect] | None = None
        """The card zoomed in the last frame and where its zoom lay."""
        self.keyword: str | None = None
        """The keyword pill under the pointer on the zoom: its meaning shows."""
        self.use_deck(deck)

    def use_deck(self, deck: Deck) -> None:
        """Seat the table for a game with this deck (a new mix starts afresh)."""
        self.deck = deck
        self.view: View | None = None
        self._restyle()

    def _restyle(self) -> None:
        """Draw afresh in the theme's palette: the renderer, the log and the moves keep drawings of their own."""
        self.palette = self.theme.palette
        self.renderer = TableRenderer(self.theme, self.deck, self.names)
        self.log = Log(self.theme, self.deck, self.names)
        self.choreographer = Choreographer(self.theme, self.deck)
        self.prepared: Layout | None = None
        self.frame_key = None
        self.painted: Canvas | None = None
        """The table's drawing last painted into the frame: a new one repaints only where it differs."""
        surface = pygame.display.get_surface()
        if surface is not None:
            self.prepare(layout_for(*surface.get_size()))

    def prepare(self, layout: Layout) -> None:
        """Draw what every frame at this size will need (felt, dial, faces and backs with their shadows)
        ahead of time."""
        felt(layout, self.theme.palette)
        dial_image(self.theme, layout.wheel.w, True, False)
        for face, size in TABLE_FONTS:
            self.theme.fonts.warm(face, layout.font(size))
        self.renderer.prepare(layout)
        self.prepared = layout

    # ----- input ------------------------------------------------------------

    def show(self, view: View) -> None:
        """Show a new view of the game; the change since the last one is animated."""
        if view.viewer != self.viewer:
            raise ValueError(f"this table shows player {self.viewer}'s view, not {view.viewer}'s")
        if view.deck != self.deck.abilities():
            raise ValueError("the view is of a game with another deck than this table's")
        surface = pygame.display.get_surface()
        if surface is not None and self.view is not None:
            layout = layout_for(*surface.get_size())
            moves = self.choreographer.moves(self.view, view, layout)
            if len(moves) <= MAX_MOVES:
                for move in moves:
                    self.motion.add(move)
            self.sounds.play(cue_for(new_events(self.view, view), self.viewer))
        else:
            self.motion.clear()
        self.view = view
        self.views_shown += 1
        self.pinned = None
        self.log_focus = None
        self.spotlight = ()
        self.frame_key = None
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        layout = self._layout()
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.log_press is not None and event.buttons[0]:
                self._drag_log(self.log_press, event.pos, layout)
            self._update_hover()
            keyword = self._keyword_pointed()
            if keyword != self.keyword:
                self.keyword = keyword
                self.dirty = True
        elif event.type == pygame.MOUSEWHEEL:
            if self.pointer is not None and layout.log.collidepoint(self.pointer):
                self.scroll_log(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            spot = self._spot_at(event.pos)
            if event.button == 1 and layout.log.collidepoint(event.pos):
                self.log_press = (event.pos, event.pos[1], False)
            elif event.button == 1 and layout.wheel.collidepoint(event.pos):
                self.open_wheel(self._wheel_number(event.pos, layout))
            elif event.button == 1 and (self.log_focus is not None or self.spotlight):
                self.log_focus, self.spotlight = None, ()
                self.dirty = True
            elif event.button == 1 and spot is not None and spot.action == "discard" and self.view is not None:
                self.stack.push(DiscardBrowser(self.theme, self.deck, self.view.discard))
            elif event.button == 3:
                self.pinned = None if spot is None or spot == self.pinned else spot
                self.dirty = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.log_press is not None:
            dragged = self.log_press[2]
            self.log_press = None
            if not dragged:
                self._click_log(event.pos)
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
            self.frame_key = None
            self.dirty = True
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
            self._update_hover()

    def _layout(self) -> Layout:
        surface = pygame.display.get_surface()
        return layout_for(*surface.get_size()) if surface is not None else layout_for(1280, 720)

    # ----- the side panel ------------------------------------------------------

    def open_wheel(self, number: int | None) -> None:
        """A click on the small Cypher Wheel: scenes with a seated player open the large one."""

    def wheel_tip(self, number: int) -> str | None:
        """What the small wheel says when pointed at on `number` (the assistant's reasons), if anything."""
        return None

    def _wheel_number(self, pos: tuple[int, int], layout: Layout) -> int | None:
        hit = wedge_at(layout.wheel.center, layout.wheel.w, pos, detail=False)
        return hit[0] if hit is not None else None

    def scroll_log(self, entries: int) -> None:
        """Scroll the log back (positive) or forward (negative)."""
        if self.view is not None and self.log.scroll(self.view, entries):
            self.dirty = True

    def toggle_log_filter(self) -> None:
        """All lines, or only the answers, Attempts and cards seen."""
        if self.view is not None:
            self.log.toggle_filter(self.view)
            self.dirty = True

    def show_evidence(self, event: EventView | None, where: tuple[Key, ...] = ()) -> None:
        """Scroll the log to `event` and light it, and outline its places and `where`."""
        if event is not None and self.view is not None:
            self.log.scroll_to(self.view, event)
        self.log_focus = event
        self.spotlight = where
        self.dirty = True

    def _drag_log(self, press: tuple[tuple[int, int], int, bool], pos: tuple[int, int], layout: Layout) -> None:
        start, y, dragged = press
        if not dragged and abs(pos[1] - start[1]) < layout.px(DRAG_START):
            return
        line_h = self.theme.fonts.line_height("regular", layout.font(13))
        entries = int((pos[1] - y) / line_h)
        self.log_press = (start, y + entries * line_h, True)
        if entries:
            self.scroll_log(entries)

    def _click_log(self, pos: tuple[int, int]) -> None:
        """A click on the log: the filter chip, the way back to the latest line, or a line to light up."""
        log = self.log
        if log.filter_rect is not None and log.filter_rect.collidepoint(pos):
            self.toggle_log_filter()
            return
        if log.latest_rect is not None and log.latest_rect.collidepoint(pos):
            log.latest()
            self.dirty = True
            return
        row = log.event_at(pos)
        self.log_focus = None if row is None or row[1] == self.log_focus else row[1]
        self.spotlight = ()
        self.dirty = True

    def _spot_at(self, pos: tuple[int, int]) -> Hotspot | None:
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def _update_hover(self) -> None:
        hover = None if self.pointer is None or self.motion.active else self._spot_at(self.pointer)
        if self._onto_zoom():
            hover = self.hover
        if hover != self.hover:
            self.hover = hover
            self.dirty = True
        layout = self._layout()
        wheel = None
        if self.pointer is not None and layout.wheel.collidepoint(self.pointer):
            wheel = self._wheel_number(self.pointer, layout)
        if wheel != self.wheel_hover:
            self.wheel_hover = wheel
            self.dirty = True

    def _onto_zoom(self) -> bool:
        """Whether the pointer is on the hovered card's zoom, or between the two: the zoom stays, so its
        keyword pills can be pointed at."""
        if self.hover is None or self.zoomed is None or self.pointer is None or self.zoomed[0] != self.hover.card:
            return False
        return self.hover.rect.union(self.zoomed[1]).collidepoint(self.pointer)

    def _keyword_pointed(self) -> str | None:
        if self.zoomed is None or self.pointer is None:
            return None
        found = keyword_at(self.theme, self.zoomed[0], self.zoomed[1], True, self.pointer)
        return found[0] if found is not None else None

    def draw_zoom(self, surface: pygame.Surface, layout: Layout, card: Card | None, anchor: Rect | None,
                  bounds: Rect) -> None:
        """The zoom of `card` beside `anchor` (None: no zoom this frame), its keywords explained."""
        if card is None or anchor is None:
            self.zoomed = None
            return
        self.zoomed = (card, draw_zoom(surface, self.theme, layout, card, anchor, bounds, self.pointer))

    # ----- time -------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.view is not None and self.prepared is not None and self.log.stale(self.view, self.prepared):
            self.dirty = True
        if self.motion.active:
            if self.motion.update(dt):
                self.frame_key = None
            self.dirty = True
            if not self.motion.active:
                self._update_hover()

    def wake_in(self) -> float | None:
        if self.motion.active or (self.view is not None and self.prepared is not None
                                  and self.log.stale(self.view, self.prepared)):
            return ANIMATING
        return None

    # ----- drawing ----------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        if self.view is None:
            return
        self.draw_table(surface, layout)
        self.draw_pointed(surface, layout)

    def draw_pointed(self, surface: pygame.Surface, layout: Layout) -> None:
        """The card pinned or pointed at, enlarged, and the tip of the wheel's number pointed at."""
        shown = self.pinned or self.hover
        if shown is not None and shown.card is not None and not self.motion.active:
            self.draw_zoom(surface, layout, shown.card, shown.rect, layout.table)
        else:
            self.draw_zoom(surface, layout, None, None, layout.table)
        self.draw_wheel_tip(surface, layout)

    def draw_table(self, surface: pygame.Surface, layout: Layout) -> None:
        """The table, what is moving on it, and the places of the log line clicked."""
        self._compose(layout, surface)
        surface.blit(self.frame, (0, 0))
        self.motion.draw(surface, layout.px(6))
        if (self.log_focus is not None or self.spotlight) and not self.motion.active:
            self._draw_log_focus(surface, layout, self.log_focus)

    def draw_wheel_tip(self, surface: pygame.Surface, layout: Layout) -> None:
        """The assistant's reasons for the number pointed at on the small wheel."""
        tip = self.wheel_tip(self.wheel_hover) if self.wheel_hover is not None else None
        if tip:
            anchor = pygame.Rect(0, 0, layout.px(30), layout.px(30))
            anchor.center = layout.wheel.center
            anchor.y = layout.wheel.y
            tooltip(surface, self.theme, layout, tip, anchor, surface.get_rect(), warn=False)

    def _draw_log_focus(self, surface: pygame.Surface, layout: Layout, event: EventView | None) -> None:
        p = self.theme.palette
        row = next((rect for rect, e in self.log.rows if e == event), None)
        if row is not None:
            surface.blit(rounded_box(row.w, row.h, layout.px(4), p.accent, 60, p.accent, 200), row)
        for key in (places(event) if event is not None else []) + list(self.spotlight):
            rect = place_rect(layout, self.view, key)
            if rect is not None:
                dashed_rect(surface, rect.inflate(layout.px(10), layout.px(10)), (*p.text, 255), layout.px(6),
                            max(2, layout.px(2)))

    def _compose(self, layout: Layout, surface: pygame.Surface) -> None:
        """Render the table into the cached frame if anything it shows has changed.

        The log is composed on the frame after the table, so that a change never
        costs both in one frame.
        """
        if self.palette != self.theme.palette:
            self._restyle()
        if layout is not self.prepared:
            self.prepare(layout)
        hide = hide_for(self.motion.pending_hides())
        key = (self.views_shown, layout.size, hide, self.decor)
        if self.frame is None or self.frame.get_size() != layout.size:
            self.frame = pygame.Surface(layout.size).convert(surface)
            self.frame_key = None
            self.painted = None
        if key != self.frame_key:
            canvas, self.spots = self.renderer.record(self.view, layout, hide, self.decor)
            patches = None if self.painted is None else canvas.changes(self.painted)
            self.painted = canvas
            self.frame_key = key
            if patches is None or any(patch.colliderect(layout.side_panel) for patch in patches):
                canvas.paint(self.frame)
                draw_wheel(self.frame, self.theme, layout, self.dial)
                self.dial_drawn = self.dial
                self.log.draw(self.frame, self.view, layout, compose=False)
                return
            for patch in patches:
                canvas.paint(self.frame, patch)
            if self.dial != self.dial_drawn:
                self.frame.blit(felt(layout, self.theme.palette), layout.wheel_area, area=layout.wheel_area)
                draw_wheel(self.frame, self.theme, layout, self.dial)
                self.dial_drawn = self.dial
            return
        if self.dial != self.dial_drawn:
            self.frame.blit(felt(layout, self.theme.palette), layout.wheel_area, area=layout.wheel_area)
            draw_wheel(self.frame, self.theme, layout, self.dial)
            self.dial_drawn = self.dial
        if self.log.stale(self.view, layout):
            self.frame.blit(felt(layout, self.theme.palette), layout.log, area=layout.log)
            self.log.draw(self.frame, self.view, layout)
