"""The screens between a match's games: no two lines of text overlap and none leaves the window, from
1024x600 up, with the longest names a hotseat allows."""

import pygame
import pytest

from game.text.match_words import build_lead, result_title
from game.ui.look.theme import Theme
from game.ui.scenes.deck_builder import MatchBuilder
from game.ui.scenes.match_screens import DeckShown, MatchResult, MatchScore, StarterChoice

from helpers.matches import a_finished_match, a_match
from helpers.text_boxes import overlaps, text_boxes

SIZES = [(1024, 600), (1280, 720), (1920, 1080)]
LONG_NAMES = ("Maximilian the Great", "Wilhelmina Starling")


@pytest.fixture(scope="module")
def theme():
    pygame.font.init()
    return Theme.create()


@pytest.fixture(scope="module")
def matches():
    return {"computer": a_match("heuristic", won_by=1), "hotseat": a_match(None, LONG_NAMES, won_by=0),
            "over": a_finished_match(None, LONG_NAMES)}


SCREENS = {
    "score": lambda theme, m: MatchScore(theme, m.view(None), m.seats, lambda: None),
    "builder": lambda theme, m: MatchBuilder(theme, "MATCH · GAME 2", "Build the deck for game 2",
                                             build_lead(0, m.seats), "crecrecre", lambda letters: None),
    "deck shown": lambda theme, m: DeckShown(theme, m.view(None), m.seats, "crecrecre", 1, lambda: None),
    "starter": lambda theme, m: StarterChoice(theme, m.view(None), m.seats, "crecrecre", 0, lambda p: None),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("who", ["computer", "hotseat"])
@pytest.mark.parametrize("name", sorted(SCREENS))
def test_no_two_lines_of_text_overlap(screen, theme, matches, monkeypatch, name, who, size):
    scene = SCREENS[name](theme, matches[who])
    scene.form.row = len(scene.form.rows) // 2
    check(theme, scene, size, monkeypatch)


@pytest.mark.parametrize("size", SIZES)
def test_the_match_result_fits(screen, theme, matches, monkeypatch, size):
    match = matches["over"]
    view = match.view(None)
    scene = MatchResult(theme, view, match.seats, result_title(view, match.state.winner, match.seats),
                        (("New match", None), ("See the table", None), ("Title screen", None)), match.state.winner)
    boxes = check(theme, scene, size, monkeypatch)
    assert any(text.startswith(LONG_NAMES[match.state.winner]) for _, text in boxes)


def check(theme, scene, size, monkeypatch):
    boxes = text_boxes(theme, scene.draw, size, monkeypatch)
    assert boxes, "the screen says something"
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(box) for box, _ in boxes), "text leaves the window"
    assert overlaps(boxes) == []
    return boxes


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_the_largest_ui_scale_still_fits_1024x600(screen, theme, matches, monkeypatch, name):
    from game.ui.look.layout import set_ui_scale
    set_ui_scale(150)
    scene = SCREENS[name](theme, matches["hotseat"])
    scene.form.row = 3
    check(theme, scene, (1024, 600), monkeypatch)
