"""Resign: from the menu, with a confirmation, against the computer, in hotseat and in a match; a loss for the
person at the screen, kept in the history as a step of the record, and said at the Big Reveal."""

import random

import pygame
import pytest

from game.decks.specs import deck_source
from game.engine import GameState, IllegalChoice
from game.session.match_session import match_dealer
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.records import record_game, replay
from game.storage.records_shared import open_watched
from game.storage.saves import history_folder
from game.storage.settings import Settings
from game.storage.statistics import load_statistics
from game.ui.scenes.overlays import BigReveal, MenuOverlay
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds

from helpers.driving import key
from helpers.matches import random_decision


def table(theme, opponent="random", names=None, best_of=1) -> PlayScene:
    decks = deck_source("citrine")
    matches = match_dealer(decks, "standard", best_of, opponent, names, seed=9, first=0) if best_of > 1 else None
    return PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                     starter(decks, "standard", opponent, 9, names, first=0), InlineRunner(),
                     save=lambda settings: None, new_match=matches)


def to_first_action(app, scene: PlayScene, rng: random.Random) -> None:
    """Play on (both seats at random) until the game is past set-up and a person is asked."""
    session = scene.session
    while session.state.turn < 1 or session.state.pending.player not in (0, 1):
        random_decision(session, rng)
    scene.seat.job = None
    scene.refresh()
    app.run(0.05)


def choose(app, label: str) -> None:
    """Press ↓ to the menu item called `label` on the menu on top, then Enter."""
    menu = app.stack.top.menu
    labels = [item.text() for item in menu.items]
    assert label in labels, f"{label!r} is not offered: {labels}"
    for _ in range((labels.index(label) - menu.selected) % len(labels)):
        pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_RETURN))
    app.run(0.05)


def resign_from_the_menu(app) -> None:
    pygame.event.post(key(pygame.K_ESCAPE))
    app.run(0.05)
    assert isinstance(app.stack.top, MenuOverlay)
    choose(app, "Resign")
    assert "counts as a loss" in app.stack.top.title, "Resign asks first"
    choose(app, "Resign")


def big_reveal(app) -> BigReveal:
    for _ in range(400):
        if isinstance(app.stack.top, BigReveal):
            return app.stack.top
        app.run(0.05)
    raise AssertionError(f"no Big Reveal ({type(app.stack.top).__name__} on top)")


def reveal_words(reveal: BigReveal) -> str:
    from game.text.sentences import result_sentence

    r = reveal.result
    return result_sentence(r.winner, r.reason, r.matches, r.final_numbers, r.suitcase_numbers, reveal.view.viewer,
                           r.guard_scores, reveal.names)


def test_resigning_against_the_computer_is_a_loss_kept_in_the_history(app, theme):
    scene = table(theme)
    app.stack.push(scene)
    to_first_action(app, scene, random.Random(1))
    resign_from_the_menu(app)
    reveal = big_reveal(app)
    assert reveal.result.winner == 1 and "You resigned" in reveal_words(reveal)
    app.run(0.2)
    assert load_statistics().versus["random / citrine / standard"].losses == 1
    [path] = history_folder().glob("*.json")
    watched = open_watched(path)
    assert watched.record.steps[-1] == {"kind": "resign", "player": 0}, "the resignation is a step of the record"
    assert watched.state.result.reason == "resign"


def test_in_hotseat_the_player_at_the_screen_resigns(app, theme):
    scene = table(theme, opponent=None, names=("Ann", "Bob"))
    app.stack.push(scene)
    to_first_action(app, scene, random.Random(2))
    while app.stack.top is not scene:  # the hand-off: the screen goes to the player asked
        pygame.event.post(key(pygame.K_RETURN))
        app.run(0.05)
    at_screen = scene.session.human
    resign_from_the_menu(app)
    reveal = big_reveal(app)
    name = ("Ann", "Bob")[at_screen]
    assert reveal.result.winner == 1 - at_screen and f"{name} resigned" in reveal_words(reveal)
    app.run(0.2)
    [pair] = load_statistics().hotseat.values()
    assert pair.games == 1 and sum(pair.wins) == 1
    assert open_watched(next(history_folder().glob("*.json"))).open_to_all, "a finished hotseat game can be watched"


def test_in_a_match_resigning_ends_the_game_not_the_match(app, theme):
    scene = table(theme, best_of=3)
    app.stack.push(scene)
    to_first_action(app, scene, random.Random(3))
    resign_from_the_menu(app)
    big_reveal(app)
    app.run(0.2)
    assert scene.match.state.wins == [0, 1] and not scene.match.state.over
    [path] = history_folder().glob("*.json")
    assert open_watched(path).state.result.reason == "resign"


def test_a_resignation_replays_from_the_record_and_is_refused_when_it_cannot_be():
    deck = deck_source("citrine").deck
    state = GameState(deck.abilities(), "standard", 0, 4)
    with pytest.raises(IllegalChoice):
        state.apply(("resign", 0))  # before the deal: nothing to resign yet
    while state.turn < 0:
        state.resolve_chance() if state.pending.player < 0 else state.apply(state.pending.options[0])
    with pytest.raises(IllegalChoice):
        state.apply(("resign", 2))
    state.apply(("resign", 1))
    assert state.result.winner == 0 and state.result.reason == "resign"
    with pytest.raises(IllegalChoice):
        state.apply(("resign", 0))
    again = replay(record_game(state, deck, "citrine"))
    assert again.result == state.result and again.events[-1][1] == "resign"


def test_a_resigned_game_is_reviewed_without_weighing_the_resignation():
    from game.session.review import decisions_to_weigh, record_key, review, weigh_decision

    deck = deck_source("citrine").deck
    state = GameState(deck.abilities(), "standard", 0, 4)
    rng = random.Random(4)
    while state.turn < 2:
        state.resolve_chance() if state.pending.player < 0 else state.apply(rng.choice(state.pending.options))
    state.apply(("resign", state.pending.player))
    key = record_key(record_game(state, deck, "citrine"))
    asked = decisions_to_weigh(state, key, 0)
    assert all(a.played[0] != "resign" for a in asked)
    weighed = [weigh_decision(a.seen, a.played, a.seed, budget=4) for a in asked]
    assert review(state, asked, weighed, 0).winner == state.result.winner
