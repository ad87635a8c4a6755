"""The game log in the side panel: the latest sentences, newest at the bottom.

Rendering text is the costly part, so each event's lines are rendered once and
kept, and a change renders at most a couple of new entries per frame: the log
catches up over a few frames instead of costing one frame all at once.
"""

from __future__ import annotations

import pygame

from game.decks import Deck
from game.engine.view import EventView, View
from game.text.sentences import sentence
from game.text.words import Names, player_name
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme

HIDDEN_KINDS = frozenset({"deal"})
"""Events the log leaves out: the deal is announced by the first turn's header already."""
BLOCK_CACHE = 600
NEW_ENTRIES_PER_FRAME = 2

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
        self._rendered: dict[tuple, list[pygame.Surface]] = {}
        self.rows: list[tuple[pygame.Rect, EventView]] = []
        """Each line shown, where it is on screen and its event: a click on the log finds it here."""

    def stale(self, view: View, layout: Layout) -> bool:
        """Whether the composed log no longer shows this view."""
        return self._surface is None or self._key != self._view_key(view, layout)

    def draw(self, surface: pygame.Surface, view: View, layout: Layout, compose: bool = True) -> None:
        """Blit the log; when stale and `compose`, render a few new entries and compose once all are in."""
        first = self._surface is None
        if first or (compose and self.stale(view, layout)):
            entries = self._entries(view, layout)
            if self._render(entries, view, layout, None if first else NEW_ENTRIES_PER_FRAME):
                self._surface = self._compose(entries, view, layout)
                self._key = self._view_key(view, layout)
        surface.blit(self._surface, layout.log)

    def event_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, EventView] | None:
        """The line under the pointer and its event, if any."""
        return next(((rect, event) for rect, event in self.rows if rect.collidepoint(pos)), None)

    @staticmethod
    def _view_key(view: View, layout: Layout) -> tuple:
        return (len(view.events), view.step, view.viewer, id(layout), view.events[-1] if view.events else None)

    # ----- what fits ------------------------------------------------------------------

    def _entries(self, view: View, layout: Layout) -> list[Entry]:
        """The newest entries that fit the log, newest first (text only: cheap)."""
        fonts = self.theme.fonts
        size = layout.font(13)
        line_h = fonts.line_height("regular", size)
        gap = layout.px(4)
        room = layout.log.h - self._header_height(layout)
        entries: list[Entry] = []
        for event in reversed(view.events):
            if event.kind in HIDDEN_KINDS:
                continue
            text = sentence(event, view.viewer, self.deck, self.names)
            heading = event.kind == "turn"
            lines = (text.upper(),) if heading else fonts.wrap("regular", size, text, layout.log.w - layout.px(14))
            room -= len(lines) * line_h + (3 * gap if heading else gap)
            if room < 0:
                break
            entries.append((event, heading, lines))
        return entries

    def _header_height(self, layout: Layout) -> int:
        return self.theme.fonts.line_height("bold", layout.font(12)) + layout.px(8)

    # ----- rendering ------------------------------------------------------------------

    def _render_key(self, entry: Entry, view: View, layout: Layout, latest: bool) -> tuple:
        return (entry[0], entry[2], view.viewer, id(layout), latest)

    def _render(self, entries: list[Entry], view: View, layout: Layout, budget: int | None) -> bool:
        """Render entries not rendered yet, at most `budget` of them; True when all are ready."""
        p = self.theme.palette
        fonts = self.theme.fonts
        latest = view.result is None
        for entry in entries:
            event, heading, lines = entry
            key = self._render_key(entry, view, layout, heading and latest)
            if key not in self._rendered:
                if budget is not None and budget <= 0:
                    return False
                if heading:
                    colour = p.accent if latest else p.text_dim
                    rendered = [fonts.text("mono_bold", layout.font(12), lines[0], colour)]
                else:
                    colour = p.text if view.viewer is None or event.actor == view.viewer else p.text_dim
                    rendered = [fonts.text("regular", layout.font(13), line, colour) for line in lines]
                if len(self._rendered) > BLOCK_CACHE:
                    self._rendered.clear()
                self._rendered[key] = rendered
                if budget is not None:
                    budget -= 1
            if heading:
                latest = False
        return True

    def _compose(self, entries: list[Entry], view: View, layout: Layout) -> pygame.Surface:
        p = self.theme.palette
        fonts = self.theme.fonts
        rect = layout.log
        out = pygame.Surface(rect.size, pygame.SRCALPHA)
        title = fonts.text("bold", layout.font(12), "GAME LOG", p.text_dim)
        out.blit(title, (0, 0))
        who = "spectator view" if view.viewer is None else f"{player_name(view.viewer, None, self.names)}'s view"
        sub = fonts.text("regular", layout.font(12), who, p.text_faint)
        out.blit(sub, sub.get_rect(topright=(rect.w, 0)))
        rule_y = self._header_height(layout) - layout.px(4)
        pygame.draw.line(out, p.line, (0, rule_y), (rect.w, rule_y))

        line_h = fonts.line_height("regular", layout.font(13))
        gap = layout.px(4)
        height = sum(len(lines) * line_h + (3 * gap if heading else gap) for _, heading, lines in entries)
        y = rect.h - height
        self.rows = []
        latest_heading = next((e for e in entries if e[1]), None)
        for entry in reversed(entries):
            event, heading, lines = entry
            latest = heading and entry is latest_heading and view.result is None
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
        return out
