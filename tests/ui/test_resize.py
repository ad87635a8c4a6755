"""Resizing the window mid-game relays and redraws everything at once: the frame after the resize is the
frame a fresh table draws at that size, with no text left over from the old size in the log or the wheel."""

import pygame
import pytest

from game.ui.look.layout import layout_for
from tests.ui.test_wheel import position, run, table  # noqa: F401


def resize(app, size: tuple[int, int]) -> None:
    """The window manager resizes the window: the display surface changes size, SDL says so."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    run(app, 0.05)


def differing(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> int:
    """How many pixels of `area` differ between two frames."""
    left, right = a.subsurface(area), b.subsurface(area)
    mask = pygame.mask.from_threshold(left, (0, 0, 0), (1, 1, 1, 255), right, 1)
    return area.w * area.h - mask.count()


@pytest.mark.parametrize("size", [(800, 600), (1600, 900)])
def test_a_resize_mid_game_draws_what_a_fresh_table_draws(app, theme, position, size):  # noqa: F811
    table(app, theme, position)
    resize(app, size)
    resized = pygame.display.get_surface().copy()
    app.stack.clear()
    table(app, theme, position)
    fresh = pygame.display.get_surface().copy()
    layout = layout_for(*size)
    for name, area in (("log", layout.log), ("wheel", layout.wheel), ("table", layout.table),
                       ("window", pygame.Rect((0, 0), size))):
        assert differing(resized, fresh, area) == 0, (
            f"after a resize to {size}, the {name} differs from a fresh draw at that size "
            f"({differing(resized, fresh, area)} pixels)")
