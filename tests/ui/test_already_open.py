"""The window of a second game on a held data folder: it says why, offers the rules, and Enter quits."""

from pathlib import Path

import pygame

from game.ui.scenes.already_open import AlreadyOpen
from game.ui.scenes.rules import RulesScene

from helpers.drawn_text import drawn_lines
from helpers.driving import key, run


def test_the_second_window_says_why_and_enter_quits(app, theme):
    scene = AlreadyOpen(theme, Path("/somewhere/classified-info"))
    app.stack.push(scene)
    run(app)
    assert "already open on this data folder (/somewhere/classified-info)" in scene.line
    run(app, key(pygame.K_DOWN), key(pygame.K_RETURN))
    assert isinstance(app.stack.top, RulesScene), "the rules can be read meanwhile"
    run(app, key(pygame.K_ESCAPE), key(pygame.K_UP), key(pygame.K_RETURN))
    assert app.stack.top is None, "Quit ends the window"


def test_the_button_at_the_top_says_it_quits(app, theme, monkeypatch):
    scene = AlreadyOpen(theme, Path("/somewhere/classified-info"))
    app.stack.push(scene)
    labels = drawn_lines(theme, monkeypatch, lambda: scene.draw(pygame.display.get_surface()))
    assert "Quit · Esc" in labels and not [line for line in labels if "Back" in line], labels
