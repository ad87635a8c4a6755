"""A drawing kept as a list of steps, so that a new drawing repaints only where it differs from the last.

The table is drawn again whole whenever the game changes, yet most of it looks
the same as before: the same card sprites and captions at the same places.
Recorded as steps (blit this surface here, draw this shape there), two
drawings are compared step by step, and only the rectangles of the steps
that differ are painted again: each is cleared by the drawing's own first
step (the opaque felt) and every step that touches it is replayed, clipped to
it. Outside them, every pixel is covered by the same steps in the same order
as before, so it is already what a full repaint would give.

Surfaces are compared by identity: the caches that hand them out give the same
surface for the same content. A drawing keeps the surfaces it names alive, so
an identity is never reused while it is compared.
"""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Sequence

import pygame
from pygame import Rect

from game.ui.look.palette import Colour

Point = tuple[float, float]
MAX_PATCHES = 12
"""More changed rectangles than this (after joining those that touch) repaint the whole drawing."""
MAX_SHARE = 0.6
"""Changes covering more than this share of the drawing's bounds repaint it whole."""


class Canvas:
    """Records blits and shapes in order, paints them onto a surface whole or where they changed."""

    __slots__ = ("steps", "rects")

    def __init__(self) -> None:
        self.steps: list[tuple] = []
        self.rects: list[Rect] = []
        """Each step's bounds on the surface (a shape's with a pixel to spare)."""

    def blit(self, source: pygame.Surface, dest: Sequence[int] | Rect) -> None:
        """Blit `source` with its top-left corner at `dest` (a point, or a rectangle's corner)."""
        x, y = int(dest[0]), int(dest[1])
        self.steps.append(("blit", source, (x, y)))
        self.rects.append(Rect(x, y, *source.get_size()))

    def line(self, colour: Colour, start: Point, end: Point, width: int = 1) -> None:
        """A straight line, as pygame.draw.line draws it (the table's are upright: a slanted line cut by a
        clip could step its pixels differently)."""
        self._shape(("line", colour, start, end, width), (start, end), width)

    def circle(self, colour: Colour, centre: Point, radius: float, width: int = 0) -> None:
        """A disc, or a ring `width` thick, as pygame.draw.circle draws it."""
        x, y = centre
        self._shape(("circle", colour, centre, radius, width), ((x - radius, y - radius), (x + radius, y + radius)), 0)

    def polygon(self, colour: Colour, points: Sequence[Point], width: int = 0) -> None:
        """A filled polygon, or its outline `width` thick, as pygame.draw.polygon draws it."""
        corners = tuple((p[0], p[1]) for p in points)
        self._shape(("polygon", colour, corners, width), corners, width)

    def _shape(self, step: tuple, points: Sequence[Point], width: int) -> None:
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        spare = width + 2
        left, top = int(min(xs)) - spare, int(min(ys)) - spare
        self.steps.append(step)
        self.rects.append(Rect(left, top, int(max(xs)) + spare + 1 - left, int(max(ys)) + spare + 1 - top))

    # ----- painting -------------------------------------------------------------------

    def paint(self, surface: pygame.Surface, clip: Rect | None = None) -> None:
        """Paint every step (only those touching `clip`, clipped to it, when given)."""
        before = surface.get_clip()
        surface.set_clip(clip)
        try:
            for step, rect in zip(self.steps, self.rects):
                if clip is None or rect.colliderect(clip):
                    _paint(surface, step)
        finally:
            surface.set_clip(before)

    def changes(self, before: Canvas) -> list[Rect] | None:
        """Where this drawing differs from `before`, as a few rectangles; None when it differs so much
        (or its first step, the background, differs) that painting it whole costs less."""
        if not self.steps or not before.steps or self.steps[0] != before.steps[0]:
            return None
        bounds = self.rects[0]
        dirty = _different(before, self)
        patches = _joined([rect.clip(bounds) for rect in dirty if rect.colliderect(bounds)])
        area = sum(rect.w * rect.h for rect in patches)
        if len(patches) > MAX_PATCHES or area > MAX_SHARE * bounds.w * bounds.h:
            return None
        return patches


def _different(before: Canvas, after: Canvas) -> list[Rect]:
    """The bounds of the steps of either drawing that are not matched, in order, in the other.

    Most often every step is distinct and the steps both drawings share come in
    the same order: then the unshared steps are the difference, found in one pass.
    Otherwise a longest matching subsequence decides.
    """
    old, new = set(before.steps), set(after.steps)
    if (len(old) == len(before.steps) and len(new) == len(after.steps)
            and [s for s in before.steps if s in new] == [s for s in after.steps if s in old]):
        return ([rect for step, rect in zip(before.steps, before.rects) if step not in new]
                + [rect for step, rect in zip(after.steps, after.rects) if step not in old])
    dirty: list[Rect] = []
    matcher = SequenceMatcher(None, before.steps, after.steps, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            dirty.extend(before.rects[i1:i2])
            dirty.extend(after.rects[j1:j2])
    return dirty


def _paint(surface: pygame.Surface, step: tuple) -> None:
    kind = step[0]
    if kind == "blit":
        surface.blit(step[1], step[2])
    elif kind == "line":
        pygame.draw.line(surface, *step[1:])
    elif kind == "circle":
        pygame.draw.circle(surface, *step[1:])
    else:
        pygame.draw.polygon(surface, *step[1:])


def _joined(rects: list[Rect]) -> list[Rect]:
    """The rectangles, those that overlap or touch joined into their union until none do."""
    joined: list[Rect] = []
    for rect in rects:
        rect = rect.copy()
        merged = True
        while merged:
            merged = False
            for other in joined:
                if rect.inflate(2, 2).colliderect(other):
                    joined.remove(other)
                    rect.union_ip(other)
                    merged = True
                    break
        joined.append(rect)
    return joined


Target = pygame.Surface | Canvas
"""What the table's pieces are drawn onto: a surface at once, or a canvas that records them."""
