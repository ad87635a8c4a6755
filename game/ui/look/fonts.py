"""The shipped fonts, loaded by path, and a cache of rendered text.

Text is rendered once per (face, size, text, colour) and reused, so a frame
that shows the same words as the last one renders no glyphs at all; wrapping
and fitting to a width are measured once too. Every cache is bounded (least
recently used out).
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from functools import lru_cache
from typing import Callable

import pygame

from game.resources import resource_path

FONT_FILES = {
    "regular": "Inter-Regular.otf",
    "semibold": "Inter-SemiBold.otf",
    "bold": "Inter-Bold.otf",
    "mono": "JetBrainsMono-Regular.ttf",
    "mono_bold": "JetBrainsMono-Bold.ttf",
}
TEXT_CACHE_SIZE = 4000
ELLIPSIS = "\u2026"
UNKNOWN = "\ufffd"
"""Drawn in place of what cannot be drawn: half a surrogate pair, or a file name that is not UTF-8."""


def drawable(text: str) -> str:
    """Text as it can be drawn: control characters (NUL, escapes) and invisible formatting (zero-width
    characters, direction overrides) left out, and half a surrogate pair (a file name that is not UTF-8)
    shown as the replacement mark. Every string the fonts measure or render passes through here, so a
    player name or file name from someone else's file can never stop the window."""
    if text.isprintable():
        return text
    kept = []
    for char in text:
        kind = unicodedata.category(char)
        if kind == "Cs":
            kept.append(UNKNOWN)
        elif kind not in ("Cc", "Cf") or char in "\n":
            kept.append(char)
    return "".join(kept)

COMMON_GLYPHS = "".join(chr(c) for c in range(32, 127)) + "·…’—–▼"

TextListener = Callable[[pygame.Surface, str], None]
_listener: TextListener | None = None
"""Told of every text surface handed out, while a layout check listens (None, the default, costs one test)."""


def listen(listener: TextListener | None) -> None:
    """Have `listener(surface, text)` hear of every rendered text handed out from now on (None: stop).

    A layout check follows these surfaces to where they are blitted, to find text that leaves its box or
    lies over other text."""
    global _listener
    _listener = listener


class Fonts:
    """Every face at every size in use, plus rendered-text and wrapping caches."""

    def __init__(self) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._warmed: set[tuple[str, int]] = set()
        self.missing: list[str] = []
        for face, name in FONT_FILES.items():
            try:
                self._fonts[(face, 12)] = pygame.font.Font(resource_path("assets", "fonts", name), 12)
            except (OSError, pygame.error):
                self.missing.append(name)

    @property
    def all_loaded(self) -> bool:
        """Whether every shipped font file loaded (a missing one falls back to pygame's own)."""
        return not self.missing

    def font(self, face: str, size: int) -> pygame.font.Font:
        """The font for a face ("regular", "semibold", "bold", "mono", "mono_bold") at a pixel size."""
        size = max(6, int(size))
        key = (face, size)
        font = self._fonts.get(key)
        if font is None:
            name = FONT_FILES[face]
            if name in self.missing:
                font = pygame.font.Font(None, size)
            else:
                font = pygame.font.Font(resource_path("assets", "fonts", name), size)
            self._fonts[key] = font
        return font

    def text(self, face: str, size: int, text: str, colour: tuple[int, int, int]) -> pygame.Surface:
        """Rendered text (antialiased, transparent background), cached."""
        key = (face, int(size), text, colour)
        surface = self._text.get(key)
        if surface is None:
            font = self.font(face, size)
            try:
                surface = font.render(drawable(text), True, colour)
            except pygame.error:  # marks that take no room on their own ("Text has zero width")
                surface = font.render("", True, colour)
            self._text[key] = surface
            if len(self._text) > TEXT_CACHE_SIZE:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        if _listener is not None:
            _listener(surface, text)
        return surface

    def warm(self, face: str, size: int) -> None:
        """Load this face at this size and its common glyphs ahead: the font loads a glyph the first time
        it measures or renders it, which would otherwise land on a frame that shows new words."""
        key = (face, max(6, int(size)))
        if key not in self._warmed:
            self.font(face, size).render(COMMON_GLYPHS, True, (255, 255, 255))
            self._warmed.add(key)

    def line_height(self, face: str, size: int) -> int:
        """Distance between two lines of this face and size."""
        return self.font(face, size).get_linesize()

    def wrap(self, face: str, size: int, text: str, width: int) -> tuple[str, ...]:
        """Break text into lines no wider than `width` pixels (a long word gets its own line)."""
        return _wrap(self, face, int(size), text, int(width))

    def fit(self, face: str, size: int, text: str, width: int) -> str:
        """The text, shortened with an ellipsis if it is wider than `width`."""
        return _fit(self, face, int(size), text, int(width))


@lru_cache(maxsize=2048)
def _fit(fonts: Fonts, face: str, size: int, text: str, width: int) -> str:
    """Measured once per (face, size, text, width), the last 2048 kept: captions are fitted again at every
    redraw of the table. The longest prefix that fits is found by halving, so a name of 20,000 characters
    is measured about 16 times, not 20,000."""
    font = fonts.font(face, size)
    text = drawable(text)
    if font.size(text)[0] <= width:
        return text
    fits, too_long = 0, len(text)
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if font.size(text[:middle] + ELLIPSIS)[0] <= width:
            fits = middle
        else:
            too_long = middle
    return text[:fits].rstrip() + ELLIPSIS


@lru_cache(maxsize=2048)
def _wrap(fonts: Fonts, face: str, size: int, text: str, width: int) -> tuple[str, ...]:
    font = fonts.font(face, size)
    lines: list[str] = []
    for paragraph in drawable(text).split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)
