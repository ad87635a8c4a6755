"""Deck files: the three ready decks load, and every bad file fails with one clear paragraph."""

import copy
import json
from pathlib import Path

import pytest

from game.decks.deck import (
    DeckError,
    load_deck_file,
    load_ready_deck,
    mixed_deck,
)
from game.decks.terms import ABILITY_IDS, GUILD_BY_NUMBER
from game.errors import DataError
from game.resources import resource_path

READY = {
    "citrine": ("fortune_teller", "test_access_codes", "picking_petals", "switch_places", "scavenge",
                "extra_protection", "wheel_of_fate", "decoy_guard", "shine_spotlights"),
    "ruby": ("wiretap", "dead_drop", "silent_blade", "interrogation", "double_agent",
             "crossfire", "floodlights", "safecracker", "bullet_proof_vest"),
    "emerald": ("high_tech_bookends", "turncoat", "ambush", "decrypt", "forged_orders",
                "coup", "field_report", "archivist", "extraction"),
}
HOUSE_DESIGNED = {"citrine": {8, 9}, "ruby": set(range(1, 9)), "emerald": set(range(2, 10))}
KEYWORDS = {
    ("citrine", 6): ("TUCK",),
    ("ruby", 1): ("TRIGGER",), ("ruby", 2): ("TRIGGER",), ("ruby", 7): ("TRIGGER",), ("ruby", 9): ("REACT",),
    ("emerald", 3): ("TRIGGER",), ("emerald", 6): ("TRIGGER",),
}


@pytest.mark.parametrize("name", sorted(READY))
def test_ready_deck_loads_with_its_abilities(name):
    deck = load_ready_deck(name)
    assert deck.id == name
    assert deck.abilities() == READY[name]
    assert sum(card.copies for card in deck.cards) == 18


@pytest.mark.parametrize("name", sorted(READY))
def test_ready_deck_cards_follow_the_rules_of_record(name):
    deck = load_ready_deck(name)
    for number in range(1, 10):
        card = deck.card(number)
        assert card.number == number
        assert card.guild == GUILD_BY_NUMBER[number]
        assert card.deck == name
        assert card.house_design == (number in HOUSE_DESIGNED[name])
        assert card.keywords == KEYWORDS.get((name, number), ())
        assert card.text


def test_guild_depends_on_the_number_only():
    assert [GUILD_BY_NUMBER[n] for n in range(1, 10)] == ["Sentinel", "Guard", "Assassin"] * 3


def test_every_ability_id_is_used_by_exactly_one_ready_card():
    used = [ability for abilities in READY.values() for ability in abilities]
    assert sorted(used) == sorted(ABILITY_IDS)


def test_ready_deck_names_are_case_insensitive():
    assert load_ready_deck("RUBY") == load_ready_deck("ruby")


def test_unknown_ready_deck_is_a_data_error():
    with pytest.raises(DataError, match="citrine, ruby, emerald"):
        load_ready_deck("sapphire")


def test_mixed_deck_takes_both_copies_of_each_number_from_the_chosen_deck():
    deck = mixed_deck("CREcrecre")
    assert [card.deck for card in deck.cards] == ["citrine", "ruby", "emerald"] * 3
    assert deck.abilities()[:3] == ("fortune_teller", "dead_drop", "ambush")
    assert all(card.copies == 2 for card in deck.cards)


@pytest.mark.parametrize("letters", ["crecrecr", "crecrecrex", "crecrecrx", ""])
def test_mixed_deck_rejects_a_bad_spec(letters):
    with pytest.raises(ValueError, match="9 letters"):
        mixed_deck(letters)


def _citrine() -> dict:
    return json.loads(resource_path("decks", "citrine.json").read_text(encoding="utf-8"))


def _set(index, **fields):
    def change(deck):
        deck["cards"][index].update(fields)
    return change


def _drop(index, field):
    def change(deck):
        del deck["cards"][index][field]
    return change


def _duplicate_first(deck):
    deck["cards"].append(copy.deepcopy(deck["cards"][0]))


# (case, change to a good Citrine file, words the one-paragraph message must contain)
BAD_FILES = [
    ("bad JSON", '{"format": 1, "id": "citrine",, }', ["not valid JSON", "line 1", "column"]),
    ("17 cards in total", _set(8, copies=1), ["17 cards", "card 9 (Shine Spotlights)", '"copies"', "2"]),
    ("a number with one copy", _set(3, copies=1), ["card 4 (Switch Places)", '"copies"', "two copies"]),
    ("unknown ability id", _set(0, ability="fortune_tellr"),
     ["card 1 (Fortune Teller)", '"ability"', "fortune_tellr", 'did you mean "fortune_teller"']),
    ("guild disagrees with the number", _set(2, guild="Guard"),
     ["card 3 (Picking Petals)", '"guild"', "Assassin"]),
    ("guild that does not exist", _set(4, guild="Guardian"), ["card 5 (Scavenge)", '"guild"', '"Guard"']),
    ("missing field", _drop(4, "text"), ["card 5 (Scavenge)", '"text"', "missing", "add"]),
    ("duplicate number", _duplicate_first, ["card 1", "twice", "exactly once"]),
    ("missing number", lambda deck: deck["cards"].pop(), ["no card 9", "exactly once"]),
    ("unknown keyword", _set(5, keywords=["TUK"]), ["card 6 (Extra Protection)", '"keywords"', "TUCK"]),
    ("unknown field", _set(0, colour="red"), ["card 1 (Fortune Teller)", '"colour"', "remove"]),
    ("number as text", _set(0, number="1"), ['entry 1 of "cards"', '"number"', "1 to 9"]),
    ("wrong format", lambda deck: deck.update(format=2), ['"format"', "1"]),
    ("not an object", "[]", ["one JSON object"]),
]


@pytest.mark.parametrize("case, change, expected", BAD_FILES, ids=[case for case, _, _ in BAD_FILES])
def test_bad_deck_file_gives_one_clear_paragraph(tmp_path, case, change, expected):
    path = tmp_path / "my_deck.json"
    if isinstance(change, str):
        path.write_text(change, encoding="utf-8")
    else:
        deck = _citrine()
        change(deck)
        path.write_text(json.dumps(deck), encoding="utf-8")

    with pytest.raises(DeckError) as caught:
        load_deck_file(path)

    message = str(caught.value)
    assert isinstance(caught.value, DataError)
    assert message.startswith(f"{path}: ")
    assert "\n" not in message
    assert "validation error" not in message.lower() and "pydantic" not in message.lower()
    for words in expected:
        assert words.lower() in message.lower(), f"{words!r} not in {message!r}"


def test_missing_deck_file_names_the_path(tmp_path):
    path = tmp_path / "nowhere.json"
    with pytest.raises(DeckError, match="cannot read"):
        load_deck_file(path)


def test_a_card_may_name_its_source_deck(tmp_path):
    deck = _citrine()
    deck["cards"][1]["deck"] = "ruby"
    path = Path(tmp_path, "custom.json")
    path.write_text(json.dumps(deck), encoding="utf-8")
    loaded = load_deck_file(path)
    assert loaded.card(2).deck == "ruby"
    assert loaded.card(1).deck == "citrine"
