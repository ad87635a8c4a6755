"""The game log in the side panel: sentences newest at the bottom, scrollable, and filtered to the evidence.

It follows the newest line until the player scrolls back (mouse wheel, drag,
Page Up and Page Down); then it stays where it was while the game goes on,
with a "latest" pill to jump back. The evidence filter keeps only answers,
Attempt outcomes and the cards seen, under their turn headings.

Rendering text is the costly part, so each event's lines are worded, wrapped
and rendered once and kept, and a change renders at most a couple of new
entries per frame and composes the log on a frame of its own: the log catches
up over a few frames instead of costing one frame all at once.
"""

from __future__ import annotations

import pygame

from game.decks.deck import Deck
from game.engine.view import EventView, View
from game.text.sentences import sentence
from game.text.words import Names, player_name
from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.wheel.evidence import is_evidence

HIDDEN_KINDS = frozenset({"deal"})
"""Events the log leaves out: the deal is announced by the first turn's header already."""
BLOCK_CACHE = 600
"""Rendered entries kept (and entries' lines of text): past this many, the cache starts afresh."""
NEW_ENTRIES_PER_FRAME = 2
PAGE = 5
"""Entries Page Up and Page Down scroll by."""
CONTEXT = 2
"""Newer entries kept below an event the log scrolls to, so it is not at the very bottom."""

Entry = tuple[EventView, bool, tuple[str, ...]]
"""(event, is a turn heading, its lines of text)."""


class Log:
    """Composes the log once per view and viewer from rendered entries, then only blits it."""

    def __init__(self, theme: Theme, deck: Deck, names: Names = None) -> None:
        self.theme = theme
        self.deck = deck
        self.names = names
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None
        self._composed_for: Layout | None = None
        self._rendered: dict[tuple, list[pygame.Surface]] = {}
        self._lines: dict[tuple, tuple[str, ...]] = {}
        """Each entry's lines of text by (event, viewer, font size, width): its sentence is worded and
        wrapped once, not at every composition (at most BLOCK_CACHE kept)."""
        self.rows: list[tuple[pygame.Rect, EventView]] = []
        """Each line shown, where it is on screen and its event: a click on the log finds it here."""
        self.anchor: int | None = None
        """Index in the view's events of the newest entry shown; None: follow the newest."""
        self.evidence_only = False
        self.filter_rect: pygame.Rect | None = None
        """The evidence filter's chip in the header (on screen), for clicks."""
        self.latest_rect: pygame.Rect | None = None
        """The "latest" pill while scrolled back (on screen), for clicks."""
        self._moved = False
        """The player scrolled or filtered: the next composition renders at once, not a few entries a frame."""

    def stale(self, view: View, layout: Layout) -> bool:
        """Whether the composed log no longer shows this view."""
        return self._surface is None or self._key != self._view_key(view, layout)

    def draw(self, surface: pygame.Surface, view: View, layout: Layout, compose: bool = True) -> None:
        """Blit the log; when stale and `compose`, render a few new entries and compose once all are in.

        A log composed for another layout (the window was resized) is composed again at once, whole: its
        old lines would show at the wrong size and spill over the wheel."""
        at_once = self._surface is None or self._composed_for is not layout or self._moved
        if at_once or (compose and self.stale(view, layout)):
            entries = self._entries(view, layout)
            if self._render(entries, view, layout, None if at_once else NEW_ENTRIES_PER_FRAME):
                self._surface = self._compose(entries, view, layout)
                self._key = self._view_key(view, layout)
                self._composed_for = layout
                self._moved = False
        assert self._surface is not None
        surface.blit(self._surface, layout.log)

    def event_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, EventView] | None:
        """The line under the pointer and its event, if any."""
        return next(((rect, event) for rect, event in self.rows if rect.collidepoint(pos)), None)

    def _view_key(self, view: View, layout: Layout) -> tuple:
        return (len(view.events), view.step, view.viewer, id(layout), view.events[-1] if view.events else None,
                self.anchor, self.evidence_only)

    # ----- scrolling and the filter ---------------------------------------------------

    def shown(self, view: View) -> list[int]:
        """Indices of the events the log can show, oldest first (the filter applied)."""
        out: list[int] = []
        heading: int | None = None
        for i, event in enumerate(view.events):
            if event.kind in HIDDEN_KINDS:
                continue
            if not self.evidence_only or is_evidence(event):
                if heading is not None:
                    out.append(heading)
                    heading = None
                out.append(i)
            elif event.kind == "turn":
                heading = i
        return out

    def scroll(self, view: View, entries: int) -> bool:
        """Scroll back (positive) or forward (negative) by entries; True when it moved."""
        shown = self.shown(view)
        if not shown:
            return False
        at = self._position(shown)
        to = max(0, min(len(shown) - 1, at - entries))
        anchor = None if to == len(shown) - 1 else shown[to]
        moved = anchor != self.anchor
        self.anchor = anchor
        self._moved = self._moved or moved
        return moved

    def scroll_to(self, view: View, event: EventView) -> None:
        """Show `event` (turning the filter off if it hides it), a few newer entries under it."""
        index = view.events.index(event)
        if index not in self.shown(view):
            self.evidence_only = False
        shown = self.shown(view)
        if index not in shown:
            return
        to = min(len(shown) - 1, shown.index(index) + CONTEXT)
        self.anchor = None if to == len(shown) - 1 else shown[to]
        self._moved = True

    def latest(self) -> None:
        """Follow the newest entry again."""
        self.anchor = None
        self._moved = True

    def toggle_filter(self, view: View) -> None:
        """All entries, or only the evidence; the entry at the bottom stays as near as it can."""
        self.evidence_only = not self.evidence_only
        self._moved = True
        if self.anchor is not None:
            shown = self.shown(view)
            older = [i for i in shown if i <= self.anchor]
            self.anchor = older[-1] if older and older[-1] != shown[-1] else None

    def _position(self, shown: list[int]) -> int:
        """Where the bottom entry is in `shown`."""
        if self.anchor is None:
            return len(shown) - 1
        return max(0, sum(1 for i in shown if i <= self.anchor) - 1)

    # ----- what fits ------------------------------------------------------------------

    def _entries(self, view: View, layout: Layout) -> list[Entry]:
        """The newest entries that fit the log, newest first (text only: cheap)."""
        fonts = self.theme.fonts
        size = layout.font(13)
        line_h = fonts.line_height("regular", size)
        gap = layout.px(4)
        room = layout.log.h - self._header_height(layout) - self._footer_height(layout)
        entries: list[Entry] = []
        shown = self.shown(view)
        width = layout.log.w - layout.px(14)
        for i in reversed(shown[:self._position(shown) + 1]):
            event = view.events[i]
            heading = event.kind == "turn"
            lines = self._lines_of(event, view.viewer, size, width)
            room -= len(lines) * line_h + (3 * gap if heading else gap)
            if room < 0:
                break
            entries.append((event, heading, lines))
        return entries

    def _lines_of(self, event: EventView, viewer: int | None, size: int, width: int) -> tuple[str, ...]:
        """An entry's lines: a turn heading in capitals on one line, any other sentence wrapped to `width`."""
        key = (event, viewer, size, width)
        lines = self._lines.get(key)
        if lines is None:
            text = sentence(event, viewer, self.deck, self.names)
            lines = (text.upper(),) if event.kind == "turn" else self.theme.fonts.wrap("regular", size, text, width)
            if len(self._lines) > BLOCK_CACHE:
                self._lines.clear()
            self._lines[key] = lines
        return lines

    def _footer_height(self, layout: Layout) -> int:
        """Room under the entries for the "latest" pill, while scrolled back."""
        if self.anchor is None:
            return 0
        return self.theme.fonts.line_height("mono_bold", layout.font(12)) + layout.px(8)

    def _header_height(self, layout: Layout) -> int:
        return self.theme.fonts.line_height("bold", layout.font(12)) + layout.px(8)

    # ----- rendering ------------------------------------------------------------------

    def _render_key(self, entry: Entry, view: View, layout: Layout, latest: bool) -> tuple:
        return (entry[0], entry[2], view.viewer, id(layout), latest)

    def _render(self, entries: list[Entry], view: View, layout: Layout, budget: int | None) -> bool:
        """Render entries not rendered yet, at most `budget` of them; True when all are ready to compose now.

        With a budget, a frame that rendered any entry leaves the composing to the next one.
        """
        rendered_now = False
        p = self.theme.palette
        fonts = self.theme.fonts
        latest = view.result is None and self.anchor is None
        for entry in entries:
            event, heading, lines = entry
            key = self._render_key(entry, view, layout, heading and latest)
            if key not in self._rendered:
                if budget is not None and budget <= 0:
                    return False
                if heading:
                    colour = p.accent if latest else p.text_dim
                    heading_w = layout.log.w - layout.px(12)
                    rendered = [fonts.text("mono_bold", layout.font(12),
                                           fonts.fit("mono_bold", layout.font(12), lines[0], heading_w), colour)]
                else:
                    colour = p.text if view.viewer is None or event.actor == view.viewer else p.text_dim
                    rendered = [fonts.text("regular", layout.font(13), line, colour) for line in lines]
                if len(self._rendered) > BLOCK_CACHE:
                    self._rendered.clear()
                self._rendered[key] = rendered
                rendered_now = True
                if budget is not None:
                    budget -= 1
            if heading:
                latest = False
        return budget is None or not rendered_now

    def _compose(self, entries: list[Entry], view: View, layout: Layout) -> pygame.Surface:
        p = self.theme.palette
        fonts = self.theme.fonts
        rect = layout.log
        out = pygame.Surface(rect.size, pygame.SRCALPHA)
        title = fonts.text("bold", layout.font(12), "GAME LOG", p.text_dim)
        out.blit(title, (0, 0))
        chip = self._chip(layout, "EVIDENCE", self.evidence_only)
        chip_at = chip.get_rect(midleft=(title.get_width() + layout.px(8), title.get_height() // 2))
        out.blit(chip, chip_at)
        self.filter_rect = chip_at.move(rect.topleft)
        who = "spectator view" if view.viewer is None else f"{player_name(view.viewer, None, self.names)}'s view"
        room = rect.w - chip_at.right - layout.px(8)
        if room >= fonts.font("regular", layout.font(12)).size("Player…")[0]:  # else no room to say whose view
            sub = fonts.text("regular", layout.font(12), fonts.fit("regular", layout.font(12), who, room),
                             p.text_faint)
            out.blit(sub, sub.get_rect(topright=(rect.w, 0)))
        rule_y = self._header_height(layout) - layout.px(4)
        pygame.draw.line(out, p.line, (0, rule_y), (rect.w, rule_y))

        line_h = fonts.line_height("regular", layout.font(13))
        gap = layout.px(4)
        height = sum(len(lines) * line_h + (3 * gap if heading else gap) for _, heading, lines in entries)
        y = rect.h - self._footer_height(layout) - height
        self.rows = []
        latest_heading = next((e for e in entries if e[1]), None)
        for entry in reversed(entries):
            event, heading, lines = entry
            latest = heading and entry is latest_heading and view.result is None and self.anchor is None
            rendered = self._rendered[self._render_key(entry, view, layout, latest)]
            if heading:
                y += 2 * gap
                pygame.draw.line(out, p.line, (rendered[0].get_width() + layout.px(8), y + line_h // 2),
                                 (rect.w, y + line_h // 2))
                out.blit(rendered[0], (0, y))
            else:
                tint = p.tint_bottom if layout.side(event.actor, view.viewer) is layout.bottom else p.tint_top
                dot = p.accent if event.actor < 0 else tuple(min(255, c * 2 + 30) for c in tint)
                pygame.draw.circle(out, dot, (layout.px(4), y + line_h // 2), layout.px(3))
                for i, line in enumerate(rendered):
                    out.blit(line, (layout.px(14), y + i * line_h))
                self.rows.append((pygame.Rect(rect.x, rect.y + y - gap // 2, rect.w, len(lines) * line_h + gap),
                                  event))
            y += len(lines) * line_h + gap
        self.latest_rect = None
        if self.anchor is not None:
            pill = self._chip(layout, "▼ LATEST", True)
            at = pill.get_rect(midbottom=(rect.w // 2, rect.h - layout.px(2)))
            out.blit(pill, at)
            self.latest_rect = at.move(rect.topleft)
        return out

    def _chip(self, layout: Layout, label: str, on: bool) -> pygame.Surface:
        """A small pill: the filter in the header, the way back to the latest entry."""
        p = self.theme.palette
        text = self.theme.fonts.text("mono_bold", layout.font(12), label, p.text if on else p.text_faint)
        w, h = text.get_width() + layout.px(12), text.get_height() + layout.px(2)
        chip = rounded_box(w, h, h // 2, p.accent if on else p.box, 200 if on else 230, p.accent if on else p.line)
        chip = chip.copy()
        chip.blit(text, text.get_rect(center=(w // 2, h // 2)))
        return chip
