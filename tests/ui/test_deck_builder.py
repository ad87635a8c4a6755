"""The deck builder: a deck built by keys and saved plays as custom:NAME; duplicate, rename, and delete
(which asks first); bad names are explained and nothing is written."""

import pygame
import pytest

from game.decks.custom import custom_deck_names, letters_of
from game.decks.deck import load_ready_deck
from game.decks.specs import deck_source
from game.ui.scenes.deck_builder import DeckBuilder
from game.ui.scenes.overlays import MenuOverlay

from helpers.text_boxes import text_boxes


def press(app, *keys):
    for k in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    app.run(0)


def type_text(app, text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.run(0)


def open_builder(app, theme) -> DeckBuilder:
    builder = DeckBuilder(theme)
    app.stack.push(builder)
    builder.draw(pygame.display.get_surface())
    return builder


def test_a_deck_built_by_keys_is_saved_and_plays_as_custom(app, theme):
    builder = open_builder(app, theme)
    press(app, pygame.K_DOWN)
    type_text(app, "Night shift")
    press(app, pygame.K_DOWN, pygame.K_RIGHT)  # 1: Ruby
    press(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_LEFT)  # 3: Emerald
    for _ in range(7):
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)  # Save
    assert custom_deck_names() == ["Night shift"] and letters_of("Night shift") == "rcecccccc"
    deck, spec = deck_source("custom:Night shift").for_game(1)
    assert deck.card(1) == load_ready_deck("ruby").card(1) and deck.card(3) == load_ready_deck("emerald").card(3)
    assert "your deck Night shift" in builder.note and "custom:" not in builder.note


def test_duplicate_then_delete_asks_first(app, theme):
    builder = open_builder(app, theme)
    builder.name.field.text = "Mine"
    builder._save()
    builder._duplicate()
    assert custom_deck_names() == ["Mine", "Mine 2"] and builder.saved.value == "Mine 2"
    builder._ask_delete()
    question = app.stack.top
    assert isinstance(question, MenuOverlay) and "Delete Mine 2?" in question.title
    press(app, pygame.K_RETURN)  # "Keep it" is first
    assert custom_deck_names() == ["Mine", "Mine 2"] and app.stack.top is builder
    builder._ask_delete()
    press(app, pygame.K_DOWN, pygame.K_RETURN)
    assert custom_deck_names() == ["Mine"] and builder.saved.value == ""


def test_saving_under_a_new_name_renames(app, theme):
    builder = open_builder(app, theme)
    builder.name.field.text = "Old"
    builder._save()
    builder.name.field.text = "New"
    builder._save()
    assert custom_deck_names() == ["New"]


@pytest.mark.parametrize("name, says", [("", "needs a name"), ("../up", "letters, digits"),
                                        ("x" * 41, "up to 40")])
def test_a_bad_name_is_explained_and_nothing_is_written(app, theme, name, says):
    builder = open_builder(app, theme)
    builder.name.field.text = name
    builder._save()
    assert says in builder.form.problem and custom_deck_names() == []


def test_the_builder_shows_the_cards_text_and_speaks_of_your_deck(app, theme, monkeypatch):
    builder = open_builder(app, theme)
    builder.name.field.text = "Mix One"
    lines = [text for _, text in text_boxes(theme, builder.draw, (1920, 1080), monkeypatch)]
    drawn = " ".join(lines)
    assert "Name any number." in drawn, "the deck's cards are shown with their text before any number is chosen"
    assert "custom:" not in drawn.lower() and "YOUR DECK MIX ONE" in drawn
    builder._save()
    assert builder.note.startswith("Saved your deck Mix One") and "custom:" not in builder.note
