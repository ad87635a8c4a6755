"""A custom deck is named as typed everywhere, unique regardless of case, and always a file name on every system."""

import pytest

from game.decks.custom import custom_deck_names, name_problem, save_custom
from game.decks.specs import deck_source
from game.storage.statistics import count_game, load_statistics


@pytest.mark.parametrize("name", ["CON", "con", "Nul.txt", "COM1", "lpt9", "aux.json", "Mix.", "Mix ", "a:b",
                                  "a*b", "a?b", 'a"b', "a<b", "a>b", "a|b", "", "   "])
def test_a_name_no_system_can_hold_is_refused(name):
    assert name_problem(name) is not None, f"{name!r} was accepted"


@pytest.mark.parametrize("name", ["Mix One", "Night shift", "COM10", "Console", "lpt", "My-deck_2"])
def test_plain_names_are_taken(name):
    assert name_problem(name) is None


def test_names_are_unique_regardless_of_case():
    save_custom("Mix One", "crecrecre")
    with pytest.raises(ValueError, match="already a deck"):
        save_custom("mix one", "rrrrrrrrr")
    assert custom_deck_names() == ["Mix One"]
    save_custom("MIX ONE", "eeeeeeeee", replacing="Mix One")
    assert custom_deck_names() == ["MIX ONE"], "the same deck, its capitals changed"


def test_a_custom_deck_spec_keeps_its_name_as_typed_into_the_statistics():
    save_custom("Mix One", "crecrecre")
    source = deck_source("custom:Mix One")
    assert source.spec == "custom:Mix One"
    assert deck_source("custom:mix one").spec == "custom:Mix One", "any capitals find the deck, named as saved"
    deck, spec = source.for_game(3)
    count_game("easy", spec, "standard", 0, 0, None, False)
    assert list(load_statistics().versus) == ["easy / custom:Mix One / standard"]
