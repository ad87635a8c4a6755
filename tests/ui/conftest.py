"""A display, a theme and a main loop on a clock that never sleeps, for the client's tests.

The dummy video driver is set in tests/conftest.py.
"""

import pygame
import pytest

from game.ui.app import App
from game.ui.look.theme import Theme

from helpers.clock import FakeClock


@pytest.fixture
def screen():
    """A 1280x720 display surface; the display is closed again after the test."""
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    yield surface
    pygame.display.quit()


@pytest.fixture
def app(screen):
    """The main loop with no input queued; its time passes only while it would wait."""
    pygame.event.clear()
    return App(FakeClock())


@pytest.fixture(scope="module")
def theme():
    pygame.font.init()
    return Theme.create()


@pytest.fixture(autouse=True)
def ui_scale():
    """Every test starts, and leaves the next one, at the UI scale of the window alone."""
    from game.ui.look.layout import set_ui_scale
    set_ui_scale(100)
    yield
    set_ui_scale(100)
