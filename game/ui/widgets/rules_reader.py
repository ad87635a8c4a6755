"""The rules reference to read and search: sections in a sidebar, the chosen one in a scrolling pane.

Shared by the Rules screen and the Rules tab of the F1 overlay. Typing goes to
the search field at once; every match is lit, the current one brightest, and
Enter jumps to the next, across sections.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame
from pygame import Rect

from game.decks.deck import READY_DECKS, load_ready_deck
from game.text import screens
from game.text.rules import BULLET, HEADING, MIN_QUERY, NOTE, RULING, Match, Section, find, rules_sections
from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.widgets.scroll import ScrollPane
from game.ui.widgets.text_field import TextField

STYLE_FONTS = {HEADING: ("semibold", 16), NOTE: ("regular", 13)}
"""Face and size per paragraph style; the rest read in regular 15."""
SEARCH_LIMIT = 40
PAGE_WIDTH = 860
"""The widest the text runs at scale 1: longer lines are hard to follow."""


@cache
def ready_rules() -> tuple[Section, ...]:
    """The rules reference with the ready decks' cards as their deck files word them."""
    return rules_sections(tuple(load_ready_deck(deck_id) for deck_id in READY_DECKS))


@dataclass(frozen=True)
class Block:
    """One paragraph as laid out at one width: its wrapped lines and where each starts in its text."""

    paragraph: int
    style: str
    face: str
    size: int
    lines: tuple[str, ...]
    starts: tuple[int, ...]
    y: int
    line_h: int
    indent: int

    @property
    def bottom(self) -> int:
        return self.y + self.line_h * len(self.lines)


def line_starts(text: str, lines: tuple[str, ...]) -> tuple[int, ...]:
    """Where each wrapped line begins in `text` (wrapping only breaks at single spaces)."""
    starts, at = [], 0
    for line in lines:
        at = text.find(line, at) if line else at
        starts.append(at)
        at += len(line)
    return tuple(starts)


class RulesReader:
    """Which section is open, what is searched for, and where the matches are."""

    def __init__(self, sections: tuple[Section, ...] | None = None) -> None:
        self.sections = sections if sections is not None else ready_rules()
        self.section = 0
        self.search = TextField("", SEARCH_LIMIT)
        self.matches: list[Match] = []
        self.current = -1
        """Index into `matches` of the one shown brightest, or -1."""
        self.pane = ScrollPane()
        self.section_rects: list[Rect] = []
        self.search_rect = Rect(0, 0, 0, 0)
        self._reveal = False
        """Scroll to the current match once the page is laid out."""
        self._blocks: tuple[tuple, list[Block]] = ((), [])

    # ----- input -------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event, command: str | None) -> bool:
        """Search, sections, scrolling; True when the page changed. Escape clears a search first."""
        if self.search.handle_event(event):
            self._searched()
            return True
        if command == keymap.BACK and self.search.text:
            self.search = TextField("", SEARCH_LIMIT)
            self._searched()
            return True
        if command == keymap.ACTIVATE and self.matches:
            self._go_to((self.current + 1) % len(self.matches))
            return True
        if command in (keymap.NEXT_PART, keymap.PREVIOUS_PART):
            self.open((self.section + (1 if command == keymap.NEXT_PART else -1)) % len(self.sections))
            return True
        if self.pane.command(command):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.section_rects):
                if rect.collidepoint(event.pos):
                    self.open(i)
                    return True
        return self.pane.handle_event(event)

    def open(self, section: int) -> None:
        """Show a section from its top (its first match becomes the current one)."""
        self.section = section
        self.pane.offset = 0
        first = next((i for i, m in enumerate(self.matches) if m.section == section), None)
        if first is not None:
            self.current = first

    def _searched(self) -> None:
        """New search text: find it, and show the first match (in the open section, if it has one)."""
        self.matches = find(self.sections, self.search.text)
        here = [i for i, m in enumerate(self.matches) if m.section == self.section]
        if here or self.matches:
            self._go_to(here[0] if here else 0)
        else:
            self.current = -1

    def _go_to(self, index: int) -> None:
        self.current = index
        match = self.matches[index]
        if match.section != self.section:
            self.section = match.section
            self.pane.offset = 0
        self._reveal = True

    # ----- layout ------------------------------------------------------------------

    def blocks(self, theme: Theme, layout: Layout, width: int) -> list[Block]:
        """The open section laid out at this width (cached until the section, width or scale changes)."""
        key = (self.section, width, layout.scale, theme.fonts)
        if self._blocks[0] == key:
            return self._blocks[1]
        fonts = theme.fonts
        blocks, y = [], self._title_height(theme, layout)
        for i, paragraph in enumerate(self.sections[self.section].paragraphs):
            face, size = STYLE_FONTS.get(paragraph.style, ("regular", 15))
            font_size = layout.font(size)
            indent = layout.px(18) if paragraph.style in (BULLET, RULING) else 0
            if paragraph.style == HEADING and i > 0:
                y += layout.px(10)
            lines = fonts.wrap(face, font_size, paragraph.text, width - indent)
            line_h = fonts.line_height(face, font_size)
            blocks.append(Block(i, paragraph.style, face, font_size, lines, line_starts(paragraph.text, lines), y,
                                line_h, indent))
            y = blocks[-1].bottom + layout.px(4 if paragraph.style == HEADING else 9)
        self._blocks = (key, blocks)
        return blocks

    def _title_height(self, theme: Theme, layout: Layout) -> int:
        return theme.fonts.line_height("bold", layout.font(22)) + layout.px(10)

    # ----- drawing -----------------------------------------------------------------

    def draw(self, surface: pygame.Surface, theme: Theme, layout: Layout, area: Rect) -> None:
        """The search field and the sections on the left, the open section on the right."""
        side_w = min(layout.px(250), area.w // 3)
        self._draw_sidebar(surface, theme, layout, Rect(area.x, area.y, side_w, area.h))
        gap = layout.px(28)
        page_w = min(area.w - side_w - gap, layout.px(PAGE_WIDTH))
        self._draw_page(surface, theme, layout, Rect(area.x + side_w + gap, area.y, page_w, area.h))

    def _draw_sidebar(self, surface: pygame.Surface, theme: Theme, layout: Layout, area: Rect) -> None:
        p = theme.palette
        fonts = theme.fonts
        self.search_rect = Rect(area.x, area.y, area.w, layout.px(36))
        self.search.draw(surface, theme, layout, self.search_rect, True)
        if not self.search.text:
            hint = fonts.text("regular", layout.font(14), "Type to search", p.text_faint)
            surface.blit(hint, hint.get_rect(midleft=(self.search_rect.x + layout.px(16),
                                                      self.search_rect.centery)))
        size = layout.font(12)
        status = self._status()
        y = self.search_rect.bottom + layout.px(6)
        surface.blit(fonts.text("regular", size, fonts.fit("regular", size, status, area.w), p.text_faint),
                     (area.x, y))
        y += fonts.line_height("regular", size) + layout.px(10)
        counts = [sum(1 for m in self.matches if m.section == s) for s in range(len(self.sections))]
        item_h = min(layout.px(30), (area.bottom - y) // len(self.sections))
        self.section_rects = []
        text_size = layout.font(13)
        for i, section in enumerate(self.sections):
            rect = Rect(area.x, y + i * item_h, area.w, item_h - layout.px(3))
            chosen = i == self.section
            if chosen:
                surface.blit(rounded_box(rect.w, rect.h, layout.px(8), p.box, 255, p.accent, 255,
                                         max(1, layout.px(1.5))), rect)
            searching = bool(self.matches) or len(self.search.text.strip()) >= MIN_QUERY
            colour = p.text if chosen else (p.text_faint if searching and not counts[i] else p.text_dim)
            count = fonts.text("mono_bold", size, str(counts[i]), p.accent) if counts[i] else None
            room = rect.w - layout.px(20) - (count.get_width() + layout.px(8) if count else 0)
            label = fonts.text("semibold", text_size, fonts.fit("semibold", text_size, section.title, room), colour)
            surface.blit(label, label.get_rect(midleft=(rect.x + layout.px(10), rect.centery)))
            if count is not None:
                surface.blit(count, count.get_rect(midright=(rect.right - layout.px(10), rect.centery)))
            self.section_rects.append(rect)

    def _status(self) -> str:
        """The line under the search field: how to search, or what it found."""
        query = self.search.text.strip()
        if not query:
            return screens.SEARCH_HOW
        if len(query) < MIN_QUERY:
            return screens.type_at_least(MIN_QUERY)
        if not self.matches:
            return screens.NOT_FOUND
        return screens.found_at(self.current + 1, len(self.matches))

    def _draw_page(self, surface: pygame.Surface, theme: Theme, layout: Layout, area: Rect) -> None:
        p = theme.palette
        fonts = theme.fonts
        bar_room = layout.px(16)
        blocks = self.blocks(theme, layout, area.w - bar_room)
        height = (blocks[-1].bottom if blocks else 0) + layout.px(12)
        self.pane.fit(area, height, fonts.line_height("regular", layout.font(15)))
        if self._reveal and 0 <= self.current < len(self.matches):
            self._reveal = False
            block = blocks[self.matches[self.current].paragraph]
            row = self._row_of(block, self.matches[self.current].start)
            self.pane.show(block.y + row * block.line_h, block.y + (row + 1) * block.line_h, centre=True)
        with self.pane.clipped(surface):
            title = fonts.text("bold", layout.font(22), self.sections[self.section].title, p.text)
            surface.blit(title, (area.x, self.pane.top(0)))
            lit = [(i, m) for i, m in enumerate(self.matches) if m.section == self.section]
            for block in blocks:
                if self.pane.top(block.bottom) < area.y or self.pane.top(block.y) > area.bottom:
                    continue
                self._draw_block(surface, theme, layout, area.x, block,
                                 [(m, i == self.current) for i, m in lit if m.paragraph == block.paragraph])
        self.pane.draw_bar(surface, theme, layout)

    @staticmethod
    def _row_of(block: Block, start: int) -> int:
        return max(0, sum(1 for s in block.starts if s <= start) - 1)

    def _draw_block(self, surface: pygame.Surface, theme: Theme, layout: Layout, left: int, block: Block,
                    matches: list[tuple[Match, bool]]) -> None:
        p = theme.palette
        fonts = theme.fonts
        font = fonts.font(block.face, block.size)
        colour = {HEADING: p.text, NOTE: p.text_dim}.get(block.style, p.text)
        x = left + block.indent
        top = self.pane.top(block.y)
        if block.style == BULLET:
            dot = fonts.text(block.face, block.size, "•", p.accent)
            surface.blit(dot, (left + layout.px(4), top))
        elif block.style == RULING:
            bar = Rect(left + layout.px(3), top + layout.px(2), max(2, layout.px(3)),
                       block.line_h * len(block.lines) - layout.px(4))
            pygame.draw.rect(surface, p.accent, bar, border_radius=bar.w // 2)
        for row, (line, start) in enumerate(zip(block.lines, block.starts)):
            y = top + row * block.line_h
            for match, current in matches:
                a, b = max(match.start, start), min(match.end, start + len(line))
                if a < b:
                    x0 = font.size(line[:a - start])[0]
                    mark = Rect(x + x0 - 1, y, font.size(line[:b - start])[0] - x0 + 2, block.line_h)
                    surface.blit(rounded_box(mark.w, mark.h, layout.px(3), p.accent, 200 if current else 90), mark)
            surface.blit(fonts.text(block.face, block.size, line, colour), (x, y))
