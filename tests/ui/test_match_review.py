"""A match game's Big Reveal opens that game's Replay and Review as a single game's does; leaving them comes
back to the Big Reveal with the match, its save and the history as they were. Neither is offered before the
game is over, and in hotseat the review weighs nobody's suggestions, as a single hotseat game's."""

import random
from pathlib import Path

import pygame
import pytest

from game.decks.specs import deck_source
from game.session.match_session import match_dealer
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.scenes import review_screen
from game.ui.scenes.match_screens import MatchResult, MatchScore
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.scenes.review_screen import ReviewScreen
from game.ui.sound import Sounds

from helpers.driving import click, key, run
from helpers.matches import play_match

NAMES = ("Ann", "Bob")


@pytest.fixture(autouse=True)
def short_review(monkeypatch):
    """The review weighs each decision on a few playouts: the screens are tested, not the expert."""
    monkeypatch.setattr(review_screen, "BUDGET", 4)


def at_match_reveal(app, theme, opponent: str | None, seed: int, last: bool = False) -> PlayScene:
    """A best-of-3 at the table, played (each earlier Big Reveal led on) to the Big Reveal of its first
    game, or of its last."""
    names = NAMES if opponent is None else None
    dealer = match_dealer(deck_source("citrine"), "standard", 3, opponent, names, seed)
    table = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                      starter(deck_source("citrine"), "standard", opponent, seed, names), InlineRunner(),
                      save=lambda settings: None, new_match=dealer)
    app.stack.push(table)
    play_match(app, table, random.Random(seed),
               stop=lambda top: isinstance(top, BigReveal) and (table.match.state.over or not last))
    assert isinstance(app.stack.top, BigReveal)
    return table


def labels(app) -> list[str]:
    return [item.text() for item in app.stack.top.menu.items]


def press(app, label: str) -> None:
    reveal = app.stack.top
    run(app, *click(reveal.menu.rects[labels(app).index(label)].center))


def back_to_the_reveal(app, table: PlayScene) -> BigReveal:
    """Esc out of the screen on top; the Big Reveal comes back over the table."""
    run(app, key(pygame.K_ESCAPE))
    for _ in range(20):
        if isinstance(app.stack.top, BigReveal):
            break
        app.run(0.05)
    assert isinstance(app.stack.top, BigReveal), f"{type(app.stack.top).__name__} instead of the Big Reveal"
    assert app.stack.scenes[-2] is table
    return app.stack.top


def on_disk(home: Path) -> dict[str, bytes]:
    """Every file in the data folder's saves (the match's save and the history), by path."""
    return {str(path.relative_to(home)): path.read_bytes() for path in sorted((home / "saves").rglob("*.json"))}


@pytest.mark.parametrize("last", [False, True], ids=["first game", "last game"])
def test_a_match_games_review_and_replay_show_that_game_and_leave_the_match_as_it_was(app, theme, data_home, last):
    table = at_match_reveal(app, theme, "random", 4, last)
    match = table.match
    go_on = "Match result" if last else "Match score"
    offered = [go_on, "Replay", "Review", "See the table", "Quit" if last else "Quit (saved)"]
    assert labels(app) == offered
    played = table.session.state
    kept, results, finished = on_disk(data_home), list(match.state.results), list(match.finished)
    assert any("history" in path for path in kept), "the finished game is in the history"

    press(app, "Review")
    review = app.stack.top
    assert isinstance(review, ReviewScreen), f"Review opened {type(review).__name__}"
    assert review.watched.state is played and review.person == 0, "the review of this game, for your seat"
    app.run(0.2)
    assert review.weighed, "the review weighs the game's decisions"
    back_to_the_reveal(app, table)
    assert labels(app) == offered

    press(app, "Replay")
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer), f"Replay opened {type(viewer).__name__}"
    assert viewer.watched.state is played and viewer.mode == 0, "this game, from your seat"
    run(app, key(pygame.K_END))
    shown = viewer.view.result
    assert viewer.at_end and shown is not None, "the replay goes on to the Big Reveal"
    assert (shown.winner, shown.reason, shown.final_numbers) == (played.result.winner, played.result.reason,
                                                                 played.result.final_numbers)
    back_to_the_reveal(app, table)

    assert on_disk(data_home) == kept, "looking at the game wrote nothing"
    assert match.state.results == results and match.finished == finished and table.match is match
    press(app, go_on)
    assert isinstance(app.stack.top, MatchResult if last else MatchScore), "the match goes on where it was"


def test_in_a_hotseat_match_the_review_is_nobodys_as_in_a_single_hotseat_game(app, theme):
    table = at_match_reveal(app, theme, None, 8)
    assert labels(app)[:3] == ["Match score", "Replay", "Review"]
    press(app, "Review")
    review = app.stack.top
    assert isinstance(review, ReviewScreen) and review.person is None, "no seat's decisions in hotseat"
    back_to_the_reveal(app, table)
    press(app, "Replay")
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer) and viewer.watched.seat is None and viewer.watched.open_to_all
    back_to_the_reveal(app, table)


def test_a_match_game_under_way_offers_no_review_or_replay(app, theme):
    table = at_match_reveal(app, theme, "random", 4)
    press(app, "Match score")
    for _ in range(20):
        if app.stack.top is table and not table.session.over:
            break
        run(app, key(pygame.K_RETURN))
    assert app.stack.top is table and not table.session.over, "the next game is dealt"
    table.open_menu()
    menu = [item.text() for item in app.stack.top.menu.items]
    assert "Review" not in menu and "Replay" not in menu, menu
