"""No two lines of text overlap, and none leaves the window, on any menu screen, from 1024x600 up."""

import pygame
import pytest

from game.storage.settings import Settings
from game.storage.statistics import count_game, count_match
from game.ui.look.theme import Theme
from game.ui.scenes.about import AboutScreen
from game.ui.scenes.gallery import CardGallery
from game.ui.scenes.help import RULES, HelpOverlay
from game.ui.scenes.overlays import MenuOverlay
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_screen import ROWS, SettingsScreen
from game.ui.scenes.statistics_screen import StatisticsScreen
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds
from game.ui.widgets.menu import MenuItem

from helpers.text_boxes import overlaps, text_boxes

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def theme():
    pygame.font.init()
    return Theme.create()


def typed(scene, text):
    for character in text:
        scene.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=character))
    return scene


def with_statistics():
    for i in range(12):
        count_game(("heuristic", "random")[i % 2], ("citrine", "ruby", "mixed:crecrecre")[i % 3],
                   ("standard", "strategic")[i % 2], i % 3 - 1 if i % 3 != 2 else None, 0, None, i % 4 == 0)
    count_game(None, "citrine", "standard", 0, None, ("Maximilian the Great", "Zoë"), False)
    count_match("heuristic", 3, 1, 0, None)
    count_match(None, 5, 0, None, ("Maximilian the Great", "Zoë"))
    return StatisticsScreen


def asking(screen):
    screen._ask()
    return screen


def failing_save(settings):
    raise PermissionError(13, "Permission denied")


def with_problem(screen):
    screen.step(ROWS[2], 1, True)
    return screen


def with_notice(title):
    title.notice = "No game in progress to continue: start a new one."
    return title


SCREENS = {
    "title": lambda theme: TitleScene(theme, Sounds(muted=True), lambda: None, lambda choice: None, lambda: None),
    "title with continue and a notice": lambda theme: with_notice(TitleScene(
        theme, Sounds(muted=True), lambda: None, lambda choice: None, lambda: None)),
    "title with every way into a game": lambda theme: with_notice(TitleScene(
        theme, Sounds(muted=True), lambda: None, lambda choice: None, lambda: None, lambda choices: None,
        lambda: None)),
    "rules": RulesScene,
    "rules searched": lambda theme: typed(RulesScene(theme), "assassin"),
    "rules not found": lambda theme: typed(RulesScene(theme), "zebra"),
    "help keys": HelpOverlay,
    "help rules": lambda theme: typed(HelpOverlay(theme, RULES), "guard"),
    "cards": CardGallery,
    "settings": lambda theme: SettingsScreen(theme, Sounds(muted=True), Settings(), save=lambda s: None),
    "settings not saved": lambda theme: with_problem(SettingsScreen(theme, Sounds(muted=True), Settings(),
                                                                    save=failing_save)),
    "statistics empty": StatisticsScreen,
    "statistics": lambda theme: with_statistics()(theme),
    "statistics asking": lambda theme: asking(with_statistics()(theme)),
    "about": AboutScreen,
    "pause menu": lambda theme: MenuOverlay(theme, "Paused", tuple(MenuItem(label, lambda: None) for label in (
        "Resume", "New game (this one is saved)", "Confirm plays: on", "Sound: on", "Pace: normal", "Rules",
        "Settings", "Title screen (Continue resumes)", "Quit (the game is saved)"))),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", sorted(SCREENS))
def test_no_two_lines_of_text_overlap(screen, theme, monkeypatch, name, size):
    if "continue" in name:
        monkeypatch.setattr("game.ui.scenes.title.games_in_progress", lambda: ["a game"])
    scene = SCREENS[name](theme)
    boxes = text_boxes(theme, scene.draw, size, monkeypatch)
    assert boxes, "the screen says something"
    if "continue" in name:
        assert any(text == "Continue" for _, text in boxes)
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(box) for box, _ in boxes), "text leaves the window"
    assert overlaps(boxes) == []


@pytest.mark.parametrize("name", ["rules", "cards", "settings", "about"])
def test_the_largest_ui_scale_still_fits_1024x600(screen, theme, monkeypatch, name):
    from game.ui.look.layout import set_ui_scale
    set_ui_scale(150)
    boxes = text_boxes(theme, SCREENS[name](theme).draw, (1024, 600), monkeypatch)
    assert all(pygame.Rect(0, 0, 1024, 600).contains(box) for box, _ in boxes)
    assert overlaps(boxes) == []
