"""Where every line of text a drawing shows ends up, followed through the surfaces it is composed on.

The fonts tell a listener of every text surface they hand out (game/ui/look/fonts.py `listen`). While a
trace runs, every surface the game creates is a `TracedSurface`, which notes the texts blitted onto it and
carries them along when it is itself blitted: a button's label onto the button, the button onto the
frame, the frame onto the window. On the way each text is checked against the box it is drawn in (the
surface or its clip): a line cut by its box is a problem. At the end the texts left showing on the
window are checked against each other: two that share a pixel overlap. A text later covered in part by
another drawing that carries text (a card over a card's name, a bar over a button) is cut too.
"""

from __future__ import annotations

import itertools
import sys
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.ui.look import fonts as fonts_module

BaseSurface = pygame.Surface
SHADOW = 3
"""The same words again within this many pixels are a drop shadow, not an overlap."""


@dataclass
class Placed:
    """One line of text where it shows, as its ink box on the surface that holds it."""

    text: str
    box: Rect
    on: str
    """What drew it, for messages: the sizes of the surfaces it was composed through."""
    holder: Rect | None = None
    """The solid part of the drawing it came on (a card), where that lies on this surface."""


@dataclass
class Trace:
    """The texts a drawing showed and the problems found on the way."""

    texts: dict[int, str] = field(default_factory=dict)
    keep: list[pygame.Surface] = field(default_factory=list)
    """Every traced surface stays alive while the trace runs, so an id names one surface."""
    on: dict[int, list[Placed]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def heard(self, surface: pygame.Surface, text: str) -> None:
        if text.strip():
            self.texts[id(surface)] = text
            self.keep.append(surface)

    def shown(self, surface: pygame.Surface) -> list[Placed]:
        return self.on.get(id(surface), [])

    def blitted(self, target: pygame.Surface, source: pygame.Surface, dest, area: Rect | None) -> None:
        """Note what a blit puts on `target`: the texts it brings, and the texts it covers."""
        x, y = (dest.x, dest.y) if isinstance(dest, Rect) else (int(dest[0]), int(dest[1]))
        box = target.get_clip().clip(target.get_rect())
        size = area.size if area is not None else source.get_size()
        footprint = Rect((x, y), size)
        text = self.texts.get(id(source))
        solid = self._opaque(source, area).move(x, y)
        if text is not None:
            ink = source.get_bounding_rect()
            brought = [Placed(text, ink, f"{source.get_width()}x{source.get_height()}")]
        else:
            brought = [Placed(p.text, p.box.copy(), p.on) for p in self.shown(source)]
        carries = bool(brought)
        self._cover(target, solid if carries else footprint, carries)
        kept: list[Placed] = []
        for placed in brought:
            ink = placed.box
            if area is not None:
                cut = ink.clip(area)
                if cut.size != ink.size and cut.w and cut.h:
                    self.problems.append(f"{placed.text!r} cut by the part of its surface shown ({ink} in {area})")
                ink = cut.move(-area.x, -area.y)
            if not ink.w or not ink.h:
                continue
            ink = ink.move(x, y)
            inside = ink.clip(box)
            if inside.size != ink.size:
                where = f"{target.get_width()}x{target.get_height()}"
                self.problems.append(f"{placed.text!r} leaves its box: ink {ink} outside {box} on {where}")
            if inside.w and inside.h:
                kept.append(Placed(placed.text, inside, f"{placed.on} on {target.get_width()}x{target.get_height()}",
                                   solid if text is None else None))
        if kept:
            self.on.setdefault(id(target), []).extend(kept)

    @staticmethod
    def _opaque(source: pygame.Surface, area: Rect | None) -> Rect:
        """The part of a drawing that hides what is under it: its soft shadow and glow do not."""
        solid = source.get_bounding_rect(min_alpha=200)
        if area is not None:
            solid = solid.clip(area).move(-area.x, -area.y)
        return solid

    def _cover(self, target: pygame.Surface, footprint: Rect, carries_text: bool) -> None:
        """Texts under a later drawing: gone when covered whole (or by a panel without text); cut when
        covered in part by another drawing that has text of its own."""
        placed = self.on.get(id(target))
        if not placed:
            return
        left: list[Placed] = []
        for p in placed:
            if not footprint.colliderect(p.box):
                left.append(p)
            elif footprint.contains(p.box) or not carries_text:
                continue
            elif p.holder is not None and p.holder.size == footprint.size and p.holder.x != footprint.x \
                    and p.holder.y != footprint.y:
                left.append(p)  # a card tucked up and to the side of the same card size in front: by design
            else:
                self.problems.append(f"{p.text!r} at {p.box} is covered in part by a drawing over it at {footprint} "
                                     f"on {target.get_width()}x{target.get_height()}")
                left.append(p)
        self.on[id(target)] = left


_active: Trace | None = None


class TracedSurface(BaseSurface):
    """A surface that tells the active trace what is blitted onto it."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        if _active is not None:
            _active.keep.append(self)

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # noqa: D102 - pygame's signature
        if _active is not None:
            _active.blitted(self, source, dest, Rect(area) if area is not None else None)
        return BaseSurface.blit(self, source, dest, area, special_flags)

    def blits(self, blit_sequence, doreturn=True):  # noqa: D102 - pygame's signature
        rects = [self.blit(*entry) for entry in blit_sequence]
        return rects if doreturn else None

    def fill(self, color, rect=None, special_flags=0):  # noqa: D102 - pygame's signature
        if _active is not None:
            _active._cover(self, Rect(rect) if rect is not None else self.get_rect(), False)
        return BaseSurface.fill(self, color, rect, special_flags)

    def _like(self, made: pygame.Surface) -> TracedSurface:
        out = TracedSurface(made.get_size(), made.get_flags() & pygame.SRCALPHA, made)
        if made.get_flags() & pygame.SRCALPHA:
            BaseSurface.fill(out, (0, 0, 0, 0))
            BaseSurface.blit(out, made, (0, 0), None, pygame.BLEND_RGBA_MAX)
        else:
            BaseSurface.blit(out, made, (0, 0))
        if _active is not None and id(self) in _active.on:
            _active.on[id(out)] = [Placed(p.text, p.box.copy(), p.on) for p in _active.on[id(self)]]
        return out

    def copy(self):  # noqa: D102 - pygame's signature
        return self._like(BaseSurface.copy(self))

    def convert(self, *args):  # noqa: D102 - pygame's signature
        return self._like(BaseSurface.convert(self, *args))

    def convert_alpha(self, *args):  # noqa: D102 - pygame's signature
        return self._like(BaseSurface.convert_alpha(self, *args))


def forget_drawings() -> None:
    """Empty every cache of drawn surfaces in the client, so that they are drawn again, traced."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("game.ui"):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def trace(draw, size: tuple[int, int]) -> tuple[Trace, list[Placed], pygame.Surface]:
    """Run `draw(surface)` onto a fresh traced window of `size`; the trace, the texts left showing on it,
    and the drawing. Caches of drawn surfaces are emptied first (make the theme afresh too)."""
    global _active
    forget_drawings()
    found = Trace()
    _active = found
    fonts_module.listen(found.heard)
    pygame.Surface = TracedSurface  # type: ignore[misc]
    try:
        window = TracedSurface(size)
        draw(window)
    finally:
        pygame.Surface = BaseSurface  # type: ignore[misc]
        fonts_module.listen(None)
        _active = None
    forget_drawings()
    return found, found.shown(window), window


def overlapping(shown: list[Placed]) -> list[str]:
    """Every two texts showing that share a pixel (a drop shadow of the same words excepted)."""
    out = []
    for a, b in itertools.combinations(shown, 2):
        if not a.box.colliderect(b.box):
            continue
        if a.text == b.text and abs(a.box.x - b.box.x) <= SHADOW and abs(a.box.y - b.box.y) <= SHADOW:
            continue
        out.append(f"{a.text!r} {a.box} overlaps {b.text!r} {b.box}")
    return out


def problems(draw, size: tuple[int, int]) -> tuple[list[str], list[Placed], pygame.Surface]:
    """Every text of a drawing that leaves its box, is cut by a drawing over it, leaves the window, or lies
    over other text; with the texts showing and the drawing."""
    found, shown, window = trace(draw, size)
    issues = list(found.problems) + overlapping(shown)
    return issues, shown, window
