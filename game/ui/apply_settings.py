"""Settings take effect at once: the palette, the UI scale, the sound and fullscreen.

The game starts with these and the Settings screen applies each change the
moment it is made; the table reads `confirm_plays` and `animation_speed` from
its own copy of the settings.
"""

from __future__ import annotations

import pygame

from game.storage.settings import Settings
from game.ui.look.layout import default_window_size, set_ui_scale
from game.ui.look.palette import SETTING_PALETTES
from game.ui.look.theme import Theme
from game.ui.sound import Sounds

_windowed_size: tuple[int, int] | None = None
"""The window's size before it went fullscreen, to come back to."""


def apply_settings(settings: Settings, theme: Theme, sounds: Sounds) -> None:
    """Make the game look, sound and fill the screen as `settings` say."""
    theme.use(SETTING_PALETTES[settings.palette])
    set_ui_scale(settings.ui_scale)
    sounds.muted = settings.muted
    sounds.set_volume(settings.volume / 100)
    set_fullscreen(settings.fullscreen)


def set_fullscreen(on: bool) -> None:
    """Fill the screen, or go back to the window it was; nothing without a window.

    `toggle_fullscreen` keeps the window where the platform allows it; where it
    does not (some drivers, the dummy one), the display is set again.
    """
    global _windowed_size
    surface = pygame.display.get_surface()
    if surface is None or pygame.display.is_fullscreen() == on:
        return
    if on:
        _windowed_size = surface.get_size()
    try:
        if pygame.display.toggle_fullscreen() and pygame.display.is_fullscreen() == on:
            return
    except pygame.error:
        pass
    if on:
        pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    else:
        size = _windowed_size or default_window_size(pygame.display.get_desktop_sizes()[0])
        pygame.display.set_mode(size, pygame.RESIZABLE)
