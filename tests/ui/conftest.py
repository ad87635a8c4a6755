"""A display for the client's tests (the dummy video driver, set in tests/conftest.py)."""

import pygame
import pytest


@pytest.fixture
def screen():
    """A 1280x720 display surface; the display is closed again after the test."""
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1280, 720))
    yield surface
    pygame.display.quit()


@pytest.fixture(autouse=True)
def ui_scale():
    """Every test starts, and leaves the next one, at the UI scale of the window alone."""
    from game.ui.look.layout import set_ui_scale
    set_ui_scale(100)
    yield
    set_ui_scale(100)
