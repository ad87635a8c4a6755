"""Where a scene draws its text: the ink of every rendered line blitted straight onto the frame."""

from __future__ import annotations

import itertools

import pygame
from pygame import Rect


class RecordingSurface(pygame.Surface):
    """A frame that remembers where the ink of each text surface (as `texts` knows them) lands, clipped as
    drawn: letters that touch overlap, the empty margins of a line do not."""

    def __init__(self, size: tuple[int, int], texts: dict[int, str]) -> None:
        super().__init__(size)
        self.texts = texts
        self.boxes: list[tuple[Rect, str]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D102 - pygame's signature
        text = self.texts.get(id(source))
        if text is not None and text.strip():
            ink = source.get_bounding_rect()
            if area is not None:
                ink = ink.clip(area).move(-area.x, -area.y)
            box = ink.move(dest.topleft if isinstance(dest, Rect) else dest).clip(self.get_clip())
            if box.w and box.h:
                self.boxes.append((box, text))
        return super().blit(source, dest, area, special_flags)


def text_boxes(theme, draw, size: tuple[int, int], monkeypatch) -> list[tuple[Rect, str]]:
    """The text boxes `draw(surface)` puts on a fresh frame of `size`."""
    texts: dict[int, str] = {}
    original = type(theme.fonts).text

    def text(self, face, font_size, line, colour):
        surface = original(self, face, font_size, line, colour)
        texts[id(surface)] = line
        return surface
    monkeypatch.setattr(type(theme.fonts), "text", text)
    frame = RecordingSurface(size, texts)
    draw(frame)
    monkeypatch.setattr(type(theme.fonts), "text", original)
    return frame.boxes


def overlaps(boxes: list[tuple[Rect, str]]) -> list[str]:
    """Every pair of text boxes that share a pixel."""
    return [f"{a!r} {ra} overlaps {b!r} {rb}" for (ra, a), (rb, b) in itertools.combinations(boxes, 2)
            if ra.colliderect(rb)]
