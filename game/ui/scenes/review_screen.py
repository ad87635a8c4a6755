"""The post-game review: the winner's chance over the turns, and the person's decisions the expert would change.

Each decision is weighed in the worker, one at a time, while the window goes
on drawing a progress line; the graph and list grow as answers come back.
Picking a suggestion (click, or arrows and Enter) opens the replay viewer at
that decision.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import Callable

import pygame
from pygame import Rect

from game.session.review import (
    BUDGET,
    DECIDED,
    SECONDS,
    Review,
    Weighed,
    decisions_to_weigh,
    record_key,
    review,
    sides,
    weigh_decision,
)
from game.session.workers import Runner, WorkerRunner, outcome
from game.storage.records_shared import Watched
from game.text import review_words as say
from game.text.choice_words import describe
from game.ui import keymap
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.scenes.screen import MenuScreen
from game.ui.sound import Sounds

POLL = 0.05
"""Seconds between looks at the worker while a decision is being weighed."""


class ReviewScreen(MenuScreen):
    """One finished game's review, computed step by step in the worker."""

    kicker = say.KICKER
    title = say.TITLE
    keys = say.KEYS

    def __init__(self, theme: Theme, sounds: Sounds, watched: Watched, runner: Runner | None = None,
                 pace: float = 1.0) -> None:
        """`runner` is the table's worker; without one (a game watched from the list) the screen starts its own."""
        super().__init__(theme)
        self.sounds = sounds
        self.watched = watched
        self.own_runner = runner is None
        self.runner: Runner = WorkerRunner() if runner is None else runner
        self.pace = pace
        self.person = watched.seat
        self.asked = decisions_to_weigh(watched.state, record_key(watched.record), self.person)
        self.weighed: list[Weighed] = []
        self.job: Future | None = None
        self.result: Review = review(watched.state, [], [], self.person)
        self.selected = 0
        self.rows: list[Rect] = []

    @property
    def done(self) -> bool:
        return len(self.weighed) == len(self.asked)

    # ----- the work ---------------------------------------------------------------------

    def _ask(self) -> None:
        a = self.asked[len(self.weighed)]
        self.job = self.runner.submit(weigh_decision, a.seen, a.played, a.seed, BUDGET, a.suitcases, SECONDS)

    def update(self, dt: float) -> None:
        if self.job is None and not self.done:
            self._ask()
        if self.job is not None and self.job.done():
            a = self.asked[len(self.weighed)]
            self.weighed.append(outcome(self.job, weigh_decision, a.seen, a.played, a.seed, BUDGET, a.suitcases,
                                        SECONDS))
            self.job = None
            self.result = review(self.watched.state, self.asked[:len(self.weighed)], self.weighed, self.person)
            self.dirty = True

    def wake_in(self) -> float | None:
        return None if self.done else POLL

    def closed(self) -> None:
        if self.job is not None:
            self.job.cancel()
        if self.own_runner:
            self.runner.close()

    # ----- input ------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        count = len(self.result.suggestions)
        if command in (keymap.UP, keymap.DOWN) and count:
            self.selected = (self.selected + (1 if command == keymap.DOWN else -1)) % count
            return True
        if command == keymap.ACTIVATE and count:
            self.watch(self.selected)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.rows):
                if rect.collidepoint(event.pos):
                    self.selected = i
                    self.watch(i)
                    return True
        if event.type == pygame.MOUSEMOTION:
            for i, rect in enumerate(self.rows):
                if rect.collidepoint(event.pos) and i != self.selected:
                    self.selected = i
                    return True
        return False

    def watch(self, index: int) -> None:
        """Open the replay viewer at the person's seat, at the chosen decision; its Review comes back here."""
        step = self.result.suggestions[index].step
        viewer = ReplayViewer(self.theme, self.sounds, self.watched, self.person, self.pace,
                              review=lambda seen: seen.stack.pop())
        viewer.go(viewer.course.stop_before(step))
        self.stack.push(viewer)

    # ----- drawing ----------------------------------------------------------------------

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        fonts, p = self.theme.fonts, self.theme.palette
        line = fonts.text("semibold", layout.font(14), say.progress(len(self.weighed), len(self.asked)),
                          p.text_dim if self.done else p.accent)
        surface.blit(line, (body.x, body.y))
        bar = Rect(body.right - layout.px(240), body.y + layout.px(4), layout.px(240), layout.px(10))
        pygame.draw.rect(surface, p.line, bar, 1, border_radius=layout.px(4))
        filled = bar.inflate(-4, -4)
        filled.w = round(filled.w * len(self.weighed) / max(1, len(self.asked)))
        if filled.w > 0:
            pygame.draw.rect(surface, p.accent, filled, border_radius=layout.px(3))
        top = body.y + line.get_height() + layout.px(12)
        graph_h = max(layout.px(120), min(layout.px(260), (body.bottom - top) // 2))
        self._draw_graph(surface, layout, Rect(body.x, top, body.w, graph_h))
        self._draw_list(surface, layout, Rect(body.x, top + graph_h + layout.px(16), body.w,
                                              body.bottom - top - graph_h - layout.px(16)))

    def _draw_graph(self, surface: pygame.Surface, layout: Layout, area: Rect) -> None:
        fonts, p = self.theme.fonts, self.theme.palette
        names = self.watched.names
        winner = self.result.winner
        title = say.GRAPH_TITLE if winner is not None else say.TIE
        head = fonts.text("bold", layout.font(15), title, p.text)
        surface.blit(head, (area.x, area.y))
        plot = Rect(area.x + layout.px(40), area.y + head.get_height() + layout.px(6),
                    area.w - layout.px(48), area.h - head.get_height() - layout.px(28))
        pygame.draw.rect(surface, p.line, plot, 1)
        small = layout.font(11)
        for value in (0.0, 0.5, DECIDED, 1.0):
            y = plot.bottom - round(value * plot.h)
            pygame.draw.line(surface, p.line, (plot.x, y), (plot.right, y))
            label = fonts.text("regular", small, say.chance(value), p.text_faint)
            surface.blit(label, label.get_rect(midright=(plot.x - layout.px(6), y)))
        points = self.result.points
        loser = sides(self.watched.state)[1]
        slots = max(2, sum(1 for a in self.asked if a.player == loser))
        xy = [(plot.x + round(i * plot.w / (slots - 1)), plot.bottom - round(pt.chance * plot.h))
              for i, pt in enumerate(points)]
        if len(xy) > 1:
            pygame.draw.lines(surface, p.accent, False, xy, max(2, layout.px(2)))
        for x, y in xy:
            pygame.draw.circle(surface, p.accent, (x, y), layout.px(3))
        for i, pt in enumerate(points):
            if i == 0 or points[i - 1].turn != pt.turn:
                label = fonts.text("regular", small, say.short_turn(pt.turn), p.text_faint)
                surface.blit(label, label.get_rect(midtop=(xy[i][0], plot.bottom + layout.px(3))))
        d = self.result.decisive
        if d is not None and self.done:
            x, y = xy[d]
            pygame.draw.line(surface, p.bad, (x, plot.y), (x, plot.bottom), max(1, layout.px(2)))
            pygame.draw.circle(surface, p.bad, (x, y), layout.px(6), max(1, layout.px(2)))
            text = say.decided(points[d].turn, names[winner] if winner is not None else names[0], points[d].chance)
            note = fonts.text("semibold", layout.font(12), text, p.text)
            rect = note.get_rect(topleft=(x + layout.px(8), plot.y + layout.px(4)))
            if rect.right > plot.right - layout.px(4):
                rect.topright = (x - layout.px(8), plot.y + layout.px(4))
            surface.blit(note, rect)

    def _draw_list(self, surface: pygame.Surface, layout: Layout, area: Rect) -> None:
        fonts, p = self.theme.fonts, self.theme.palette
        head = fonts.text("bold", layout.font(15), say.SUGGESTIONS_TITLE, p.text)
        surface.blit(head, (area.x, area.y))
        y = area.y + head.get_height() + layout.px(6)
        size = layout.font(13)
        self.rows = []
        if self.person is None:
            surface.blit(fonts.text("regular", size, say.NOT_YOURS, p.text_dim), (area.x, y))
            return
        suggestions = self.result.suggestions
        if not suggestions and self.done:
            surface.blit(fonts.text("regular", size, say.NO_SUGGESTIONS, p.text_dim), (area.x, y))
            return
        row_h = fonts.line_height("regular", size) + layout.px(8)
        deck = self.watched.record.deck.deck()
        by_step = {a.step: a for a in self.asked}
        shown = max(1, (area.bottom - y) // row_h)
        first = max(0, min(self.selected - shown + 1, len(suggestions) - shown))
        for i in range(first, min(len(suggestions), first + shown)):
            s = suggestions[i]
            seen = by_step[s.step].seen
            text = say.suggestion(s.turn, describe(seen, deck, s.played, self.watched.names), s.played_chance,
                                  describe(seen, deck, s.best, self.watched.names), s.best_chance)
            rect = Rect(area.x, y, area.w, row_h)
            if i == self.selected:
                pygame.draw.rect(surface, p.line, rect, border_radius=layout.px(4))
            line = fonts.fit("regular", size, text, area.w - layout.px(16))
            surface.blit(fonts.text("regular", size, line, p.text), (area.x + layout.px(8), y + layout.px(4)))
            self.rows.append(rect)
            y += row_h


def review_from(theme: Theme, sounds: Sounds, runner: Runner | None, pace: float) -> Callable[[ReplayViewer], None]:
    """A replay viewer's way to the review of the game it shows (`runner`: the table's worker, if any)."""
    return lambda viewer: viewer.stack.push(ReviewScreen(theme, sounds, viewer.watched, runner, pace))
