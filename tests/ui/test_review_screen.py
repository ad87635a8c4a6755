"""The review screen: opened from the Big Reveal, weighed in the worker decision by decision, driven by
keys and mouse; what goes to the worker holds views and derived seeds, never a state or the game's seed."""


import pygame

from game.engine import GameState
from game.session.review import SECONDS
from game.session.workers import InlineRunner
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.scenes.review_screen import ReviewScreen, review_from
from game.ui.sound import Sounds

from helpers.driving import click, key, run
from helpers.watching import a_finished_game, at_big_reveal, watched
from helpers.workers import GAME_SEED, RecordingRunner, walk


def reviewing(app, theme) -> tuple[ReviewScreen, RecordingRunner, GameState]:
    runner = RecordingRunner()
    reveal, session = at_big_reveal(app, theme, runner, GAME_SEED)
    state = session.state
    labels = [item.text() for item in reveal.menu.items]
    run(app, *click(reveal.menu.rects[labels.index("Review")].center))
    screen = app.stack.top
    assert isinstance(screen, ReviewScreen)
    return screen, runner, state


def test_the_review_is_weighed_one_decision_per_frame_and_opens_the_replay_at_a_suggestion(app, theme):
    screen, runner, state = reviewing(app, theme)
    app.run(0.01)
    assert 0 < len(screen.weighed) < len(screen.asked), "one decision at a time, the window drawing between"
    for _ in range(200):
        app.run(0.05)
        if screen.done:
            break
    assert screen.done and screen.result.points
    assert screen.result.decisive is not None
    assert screen.result.suggestions, "the heuristic opponent's seed game has moves the expert would change"
    run(app, key(pygame.K_DOWN), key(pygame.K_UP), key(pygame.K_RETURN))
    viewer = app.stack.top
    assert isinstance(viewer, ReplayViewer) and viewer.mode == 0
    step = screen.result.suggestions[0].step
    assert len(viewer.course.stops[viewer.stop].history) == step
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is screen
    run(app, *click(screen.rows[-1].center))
    assert isinstance(app.stack.top, ReplayViewer)
    assert len(app.stack.top.course.stops[app.stack.top.stop].history) == screen.result.suggestions[
        len(screen.rows) - 1].step


def test_the_review_sends_the_worker_no_state_and_no_game_seed(app, theme):
    screen, runner, state = reviewing(app, theme)
    for _ in range(200):
        app.run(0.05)
        if screen.done:
            break
    sent = [args for fn, args in runner.sent if fn.__name__ == "weigh_decision"]
    assert len(sent) == len(screen.asked)
    assert all(args[-1] == SECONDS for args in sent), "each decision weighed within the review's cap"
    for args in sent:
        values = list(walk(args))
        assert not any(isinstance(v, GameState) for v in values)
        assert GAME_SEED not in [v for v in values if type(v) is int]


def test_the_replay_viewer_opens_the_review_by_key_and_by_button(app, theme):

    sounds = Sounds(muted=True)
    viewer = ReplayViewer(theme, sounds, watched(a_finished_game()), 0, 8.0,
                          review=review_from(theme, sounds, InlineRunner(), 8.0))
    app.stack.push(viewer)
    run(app, key(pygame.K_r))
    assert isinstance(app.stack.top, ReviewScreen)
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is viewer
    button = next(hit.rect for hit in viewer.hits if hit.target.key == ("review",))
    run(app, *click(button.center))
    assert isinstance(app.stack.top, ReviewScreen)
    screen = app.stack.top
    for _ in range(200):
        app.run(0.05)
        if screen.done:
            break
    run(app, key(pygame.K_RETURN))
    inner = app.stack.top
    assert isinstance(inner, ReplayViewer) and inner is not viewer
    run(app, key(pygame.K_r))
    assert app.stack.top is screen, "the Review of a replay opened from the review goes back to it"
