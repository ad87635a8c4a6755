"""Every option of `classified-info play` has a menu equivalent: read from the subcommand's own argparse
options (every opponent level, deck spec kind, variant, match length and assistant level, hotseat and the
names), each is set on the new-game screen or the hotseat set-up by posted keys from the title, and the
game it starts is the one the command line would start."""

import argparse
import re

import pygame
import pytest

from game.cli import build_parser
from game.decks.specs import deck_source
from game.ui.scenes.deck_builder import DeckBuilder
from game.ui.scenes.hotseat_setup import HotseatSetup
from game.ui.scenes.new_game import NewGame
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds
from game.ui.widgets.form import Buttons, Picker

from helpers.driving import key, run, typing


def play_parser() -> argparse.ArgumentParser:
    subparsers = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return subparsers.choices["play"]


OPTIONS = {action.dest: action for action in play_parser()._actions if action.dest != "help"}
OUTSIDE_MENUS = {"seed": "the menus deal from a fresh random seed; replaying one seed is the command line's job"}
ROWS = {"opponent": "Opponent", "deck": "Deck", "variant": "Set-up", "match": "Match", "assistant": "Cypher Wheel"}
"""Each choice option, and the row of the form that sets it."""
SCREENS = ("new game", "hotseat")


def values(dest: str) -> list:
    return list(OPTIONS[dest].choices)


def deck_kinds() -> list[str]:
    """The deck specs `--deck` names in its help: ready decks and random-mix as they are, NAME:XXX kinds by
    their prefix."""
    listed = OPTIONS["deck"].help.split("(default")[0]
    return [kind for kind in re.split(r",\s*|\s+or\s+", listed.strip()) if kind]


def parse(*argv: str) -> argparse.Namespace:
    return play_parser().parse_args(list(argv))


def test_every_play_option_is_covered_here_or_said_to_be_outside_the_menus():
    covered = set(ROWS) | {"hotseat", "names"}
    assert set(OPTIONS) == covered | set(OUTSIDE_MENUS)
    assert len(deck_kinds()) >= 6 and "random-mix" in deck_kinds() and "custom:NAME" in deck_kinds()


# ----- driving the screens from the title -------------------------------------------------------


class Started:
    """Stands in for the table: keeps what each screen asked to start."""

    def __init__(self):
        self.choices = []

    def __call__(self, choice):
        from game.ui.scene import Scene
        self.choices.append(choice)
        return Scene()


def open_screen(app, theme, screen: str):
    """The title, then its way into `screen` by arrow keys and Enter; returns the form and what it starts."""
    started = Started()
    title = TitleScene(theme, Sounds(muted=True), chosen_game=started, new_hotseat=started)
    app.stack.push(title)
    run(app)
    label = "New game" if screen == "new game" else "Two players, one screen"
    index = [item.text() for item in title.menu.items].index(label)
    run(app, *[key(pygame.K_DOWN)] * ((index - title.menu.selected) % len(title.menu.items)),
        key(pygame.K_RETURN))
    form = app.stack.top
    assert isinstance(form, NewGame if screen == "new game" else HotseatSetup)
    return form, started


def row_named(form, label: str) -> Picker:
    return next(row for row in form.form.rows if getattr(row, "label", None) == label)


def focus(app, form, row) -> None:
    for _ in range(len(form.form.rows)):
        if form.form.rows[form.form.row] is row:
            return
        run(app, key(pygame.K_DOWN))
    raise AssertionError(f"the {getattr(row, 'label', 'buttons')} row cannot be reached")


def turn_to(app, form, label: str, value: str) -> None:
    """Move to the row by ↓ and turn it by → until it shows `value`."""
    row = row_named(form, label)
    focus(app, form, row)
    for _ in range(len(row.options)):
        if row.value == value:
            return
        run(app, key(pygame.K_RIGHT))
    raise AssertionError(f"{label} offers no {value!r}: {[v for v, _ in row.options]}")


def start(app, form) -> None:
    focus(app, form, next(row for row in form.form.rows if isinstance(row, Buttons)))
    run(app, key(pygame.K_RETURN))


def chosen(app, theme, screen: str, settings: dict[str, str]):
    """Open `screen`, set each row, start: what the screen asked to start."""
    form, started = open_screen(app, theme, screen)
    if screen == "new game" and ("deck" in settings or "variant" in settings):
        turn_to(app, form, "Rules", "deck")  # a deck and a set-up of your own
    for dest, value in settings.items():
        turn_to(app, form, ROWS[dest], value)
    start(app, form)
    assert len(started.choices) == 1, form.form.problem
    return started.choices[0]


def settled(choice, screen: str) -> dict[str, object]:
    """What the started game is, in the command line's terms."""
    if screen == "new game":
        return {"opponent": choice.opponent, "deck": choice.deck_spec(), "variant": choice.set_up(),
                "match": choice.best_of, "assistant": choice.assistant, "hotseat": False}
    return {"deck": choice.deck, "variant": choice.variant, "match": choice.best_of, "assistant": choice.assistant,
            "hotseat": True, "names": choice.names}


def save_in_builder(app, theme, name: str, letters: str) -> None:
    """Build and save a deck in the deck builder by keys, as a player does."""
    builder = DeckBuilder(theme)
    app.stack.push(builder)
    run(app, key(pygame.K_DOWN), *typing(name))
    for row, letter in zip(builder.numbers, letters):
        focus(app, builder, row)
        for _ in range(3):
            if row.value == letter:
                break
            run(app, key(pygame.K_RIGHT))
    start(app, builder)  # Save is the first button
    assert f"your deck {name}" in builder.note
    app.stack.pop()


# ----- each option, each value -------------------------------------------------------------------


@pytest.mark.parametrize("level", values("opponent"))
def test_every_opponent_level(app, theme, level):
    game = settled(chosen(app, theme, "new game", {"opponent": level}), "new game")
    assert game["opponent"] == parse("--opponent", level).opponent == level


@pytest.mark.parametrize("where", SCREENS)
@pytest.mark.parametrize("variant", values("variant"))
def test_every_variant(app, theme, where, variant):
    game = settled(chosen(app, theme, where, {"variant": variant}), where)
    assert game["variant"] == parse("--variant", variant).variant


@pytest.mark.parametrize("where", SCREENS)
@pytest.mark.parametrize("length", values("match"))
def test_every_match_length(app, theme, where, length):
    game = settled(chosen(app, theme, where, {"match": str(length)}), where)
    assert game["match"] == parse("--match", str(length)).match == length


def test_a_single_game_is_the_default_as_on_the_command_line(app, theme):
    assert parse().match is None
    for where in SCREENS:
        pygame.event.clear()
        assert settled(chosen(app, theme, where, {}), where)["match"] == 1


@pytest.mark.parametrize("where", SCREENS)
@pytest.mark.parametrize("level", values("assistant"))
def test_every_assistant_level(app, theme, where, level):
    game = settled(chosen(app, theme, where, {"assistant": level}), where)
    assert game["assistant"] == parse("--assistant", level).assistant


@pytest.mark.parametrize("where", SCREENS)
@pytest.mark.parametrize("kind", deck_kinds())
def test_every_deck_spec_kind(app, theme, where, kind):
    if kind.startswith("mixed:"):
        # A mix is built in the deck builder and plays as custom:NAME with the very same cards.
        save_in_builder(app, theme, "Mix", "crecrecre")
        spec = "custom:Mix"
        assert deck_source(spec).for_game(1)[0].cards == deck_source("mixed:crecrecre").for_game(1)[0].cards
    elif kind.startswith("custom:"):
        save_in_builder(app, theme, "Night shift", "rrreeeccc")
        spec = "custom:Night shift"
    else:
        spec = kind
    pygame.event.clear()
    game = settled(chosen(app, theme, where, {"deck": spec}), where)
    assert game["deck"] == parse("--deck", spec).deck == spec


def test_hotseat_and_the_names(app, theme):
    form, started = open_screen(app, theme, "hotseat")
    for row, name in zip(form.names, ("Ann", "Bob")):
        focus(app, form, row)
        run(app, *[key(pygame.K_BACKSPACE)] * len(row.field.text), *typing(name))
    start(app, form)
    game = settled(started.choices[0], "hotseat")
    args = parse("--hotseat", "--names", "Ann,Bob")
    assert game["hotseat"] is args.hotseat is True and game["names"] == args.names == ("Ann", "Bob")
