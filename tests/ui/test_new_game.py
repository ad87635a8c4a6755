"""The new-game screen: every choice by keyboard and mouse, the game it starts, and the memory of it."""

import pygame
import pytest

from game.session.game_choices import GameChoices, load_choices
from game.session.game_session import GameSession
from game.ui.scenes.new_game import NewGame
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def press(app, *keys):
    for k in keys:
        pygame.event.post(key(k))
    app.run(0)


class Started:
    """Stands in for the table: records what it was asked to start."""

    def __init__(self):
        self.choices: list[GameChoices] = []

    def __call__(self, choices):
        from game.ui.scene import Scene
        self.choices.append(choices)
        return Scene()


def test_a_new_game_by_keyboard_from_the_title_and_remembered(app, theme):
    started = Started()
    title = TitleScene(theme, Sounds(muted=True), chosen_game=started)
    app.stack.push(title)
    assert title.menu.items[0].text() == "New game"
    press(app, pygame.K_RETURN)
    form = app.stack.top
    assert isinstance(form, NewGame)
    assert form.opponent.value == "easy", "the first level of the ladder is the default"
    press(app, pygame.K_RIGHT)  # opponent: the next level up
    press(app, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RIGHT)  # rules: choose a deck
    press(app, pygame.K_DOWN, pygame.K_RIGHT)  # deck: ruby
    press(app, pygame.K_DOWN, pygame.K_RIGHT)  # strategic
    press(app, pygame.K_DOWN, pygame.K_RIGHT)  # best of 3
    press(app, pygame.K_DOWN, pygame.K_RIGHT)  # I start
    press(app, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_RIGHT)  # odds
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    chosen = started.choices[0]
    assert (chosen.opponent, chosen.difficulty, chosen.deck, chosen.variant, chosen.best_of, chosen.starter,
            chosen.assistant) == ("normal", "deck", "ruby", "strategic", 3, "me", "odds")
    assert (chosen.deck_spec(), chosen.set_up(), chosen.first_player()) == ("ruby", "strategic", 0)
    assert load_choices() == chosen
    again = NewGame(theme, started)
    assert again.chosen() == chosen, "the screen opens with the last choices"


@pytest.mark.parametrize("difficulty, spec, variant", [
    ("beginner", "citrine", "standard"), ("expert", "random-mix", "strategic")])
def test_the_rules_difficulty_stands_for_a_deck_and_set_up(difficulty, spec, variant):
    choices = GameChoices(difficulty=difficulty, deck="emerald", variant="standard")
    assert (choices.deck_spec(), choices.set_up()) == (spec, variant)


def test_rows_that_do_not_apply_are_skipped_and_the_mouse_turns_a_choice(app, theme):
    started = Started()
    form = NewGame(theme, started)
    app.stack.push(form)
    form.draw(pygame.display.get_surface())
    assert form.difficulty.value == "beginner" and not form.deck.enabled()
    press(app, pygame.K_DOWN, pygame.K_DOWN)
    assert form.form.rows[form.form.row] is form.match, "deck and set-up are skipped for Beginner rules"
    right_arrow = next(rect for rect, row, part in form.form.hits if form.form.rows[row] is form.difficulty
                       and part == 1)
    for kind in (pygame.MOUSEBUTTONDOWN,):
        pygame.event.post(pygame.event.Event(kind, pos=right_arrow.center, button=1))
    app.run(0)
    assert form.difficulty.value == "standard" and form.deck.enabled()


def test_who_starts_reaches_the_game(app, theme):
    from game.decks.specs import deck_source
    from game.session.starts import starter

    for starter_choice, first in (("me", 0), ("opponent", 1)):
        choices = GameChoices(starter=starter_choice)
        session: GameSession = starter(deck_source(choices.deck_spec()), choices.set_up(), "random", 5,
                                       first=choices.first_player())()
        assert session.state.first == first


def test_the_chosen_assistant_level_reaches_the_table(app, theme):
    from game.decks.specs import deck_source
    from game.session.starts import starter
    from game.session.workers import InlineRunner
    from game.storage.settings import Settings
    from game.ui.scenes.play import PlayScene

    scene = PlayScene(theme, Sounds(muted=True), Settings(), starter(deck_source("citrine"), "standard", "random", 4),
                      InlineRunner(), save=lambda settings: None, assistant="odds")
    assert scene.wheels.levels == ["odds", "odds"] and scene.wheels.aided


def test_before_the_first_game_the_assistant_follows_the_settings():
    from game.storage.settings import Settings, save_settings

    save_settings(Settings(wheel_assistant="facts"))
    assert load_choices().assistant == "facts"


def test_who_starts_names_the_opponent_chosen(app, theme):
    form = NewGame(theme, Started())
    app.stack.push(form)
    form.opponent.choose("easy")
    press(app, pygame.K_RIGHT)  # the next level
    assert form.opponent.value != "easy"
    labels = dict(form.starter.options)
    assert labels["opponent"] == form.opponent.options[form.opponent.index][1] != "The computer"
    assert labels["opponent"] == form.opponent.value.capitalize()
