"""Every line of text the fonts render while something draws: what a person would read on screen."""

from __future__ import annotations

from typing import Callable


def drawn_lines(theme, monkeypatch, draw: Callable[[], object]) -> list[str]:
    """The lines of text rendered while `draw()` runs, in order."""
    lines: list[str] = []
    original = type(theme.fonts).text

    def text(self, face, size, line, colour):
        lines.append(line)
        return original(self, face, size, line, colour)
    monkeypatch.setattr(type(theme.fonts), "text", text)
    try:
        draw()
    finally:
        monkeypatch.setattr(type(theme.fonts), "text", original)
    return lines
