"""The Statistics screen (from stats.json, with a reset that asks first) and the About screen."""

import pygame
import pytest

from game import __version__
from game.storage.statistics import count_game, count_match, load_statistics, stats_path
from game.text.statistics_table import hotseat_rows, versus_rows
from game.ui.look.theme import Theme
from game.ui.scenes.about import AboutScreen
from game.ui.scenes.statistics_screen import StatisticsScreen, apart

from helpers.driving import click, key, open_from_title, run, title_app


@pytest.fixture(scope="module")
def theme():
    pygame.font.init()
    return Theme.create()


def some_games():
    count_game("heuristic", "citrine", "standard", 0, 0, None, False)
    count_game("heuristic", "citrine", "standard", 0, 0, None, True)
    count_game("random", "mixed:crecrecre", "strategic", 1, 0, None, False)
    count_game(None, "ruby", "standard", 1, None, ("Bob", "Ann"), False)


def drawn_text(theme, monkeypatch):
    drawn = []
    original = type(theme.fonts).text
    monkeypatch.setattr(type(theme.fonts), "text", lambda self, face, size, text, colour: drawn.append(text)
                        or original(self, face, size, text, colour))
    return drawn


def test_the_statistics_show_each_opponent_deck_and_set_up_and_each_hotseat_pair(screen, theme, monkeypatch):
    some_games()
    drawn = drawn_text(theme, monkeypatch)
    app, title = title_app(theme)
    open_from_title(app, title, "Statistics", by_mouse=True)
    assert isinstance(app.stack.top, StatisticsScreen)
    stats = load_statistics()
    assert versus_rows(stats.versus) == [("Heuristic", "Citrine", "Standard", "2", "2", "0", "0", "2 won", "2", "1"),
                                  ("Random", "Mixed decks", "Strategic", "1", "0", "1", "0", "1 lost", "0", "0")]
    assert hotseat_rows(stats.hotseat) == [("Ann and Bob", "1", "Ann 1 · Bob 0", "0")]
    for row in versus_rows(stats.versus) + hotseat_rows(stats.hotseat):
        assert all(cell in drawn for cell in row)
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is title


def test_reset_asks_first_and_keep_changes_nothing(screen, theme):
    some_games()
    before = stats_path().read_bytes()
    app, title = title_app(theme)
    open_from_title(app, title, "Statistics", by_mouse=False)
    statistics = app.stack.top
    run(app, key(pygame.K_RETURN))
    assert statistics.asking and stats_path().read_bytes() == before, "asking changes nothing yet"
    run(app, key(pygame.K_n))
    assert not statistics.asking and stats_path().read_bytes() == before
    run(app, key(pygame.K_RETURN))
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is statistics and not statistics.asking, "Escape answers the question, then goes back"
    run(app, key(pygame.K_RETURN), key(pygame.K_y))
    assert load_statistics().versus == {} and load_statistics().hotseat == {}
    assert versus_rows(statistics.stats.versus) == []


def test_reset_by_mouse(screen, theme):
    some_games()
    app, title = title_app(theme)
    open_from_title(app, title, "Statistics", by_mouse=True)
    statistics = app.stack.top
    run(app, *click(statistics.buttons[0][0].center))
    assert statistics.asking and load_statistics().versus
    keep = statistics.buttons[1][0]
    run(app, *click(keep.center))
    assert not statistics.asking and load_statistics().versus
    run(app, *click(statistics.buttons[0][0].center))
    run(app, *click(statistics.buttons[0][0].center))
    assert not statistics.asking and load_statistics().versus == {}


def test_a_reset_the_disk_refuses_is_said_in_one_line(screen, theme):
    def refuse():
        raise PermissionError(13, "Permission denied")
    app, _ = title_app(theme)
    statistics = StatisticsScreen(theme, reset=refuse)
    app.stack.push(statistics)
    run(app, key(pygame.K_RETURN), key(pygame.K_y))
    assert statistics.problem == "The statistics could not be reset (Permission denied)."


def test_about_gives_the_version_the_notice_and_every_shipped_asset(screen, theme, monkeypatch):
    drawn = drawn_text(theme, monkeypatch)
    app, title = title_app(theme)
    open_from_title(app, title, "About", by_mouse=False)
    about = app.stack.top
    assert isinstance(about, AboutScreen)
    words = " ".join(drawn)
    assert f"Version {__version__}" in drawn and "unofficial fan implementation" in words
    pane = about.column.pane
    while pane.offset < pane.max_offset:
        run(app, key(pygame.K_PAGEDOWN))
    words = " ".join(drawn)
    for name in ("Inter-Regular.otf", "JetBrainsMono-Bold.ttf", "loss.wav", "SIL OFL 1.1", "CC0 1.0"):
        assert name in words
    run(app, *click(about.back_rect.center))
    assert app.stack.top is title


def test_games_online_have_their_own_tables_apart_from_the_computer(screen, theme):
    count_game("heuristic", "citrine", "standard", 0, 0, None, False)
    count_game("online", "ruby", "standard", 1, 1, ("Ann", "Bob"), False)
    count_match("online", 3, 1, 1, ("Ann", "Bob"))
    StatisticsScreen(theme).draw(pygame.display.get_surface())
    computer, online = apart(load_statistics().versus)
    assert list(computer) == ["heuristic / citrine / standard"] and list(online) == ["online / ruby / standard"]
    assert list(apart(load_statistics().matches)[1]) == ["online / best of 3"]
