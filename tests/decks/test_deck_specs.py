"""Deck specs and deck files from the command line: every form, and every way to get one wrong."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.decks.deck import DeckError, load_ready_deck
from game.decks.specs import DeckSource, deck_source, resolve_spec
from game.storage.home import data_home


def test_ready_decks_are_case_insensitive():
    assert resolve_spec("CITRINE").abilities() == load_ready_deck("citrine").abilities()


def test_an_all_citrine_mix_plays_a_citrine_game(capsys):
    assert main(["simulate", "--games", "4", "--deck", "mixed:ccccccccc", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert report["errors"] == 0 and report["deck"] == "mixed:ccccccccc"


def test_a_custom_deck_is_read_from_the_data_folder():
    folder = data_home() / "custom_decks"
    folder.mkdir(parents=True)
    (folder / "mine.json").write_text(json.dumps({"name": "Mine", "spec": "mixed:ccccccccc"}))
    assert resolve_spec("custom:mine").abilities() == load_ready_deck("citrine").abilities()


def test_random_mix_draws_one_mix_per_game_seed():
    mixes = {DeckSource("random-mix", None).for_game(seed)[1] for seed in range(30)}
    assert len(mixes) > 20 and all(m.startswith("mixed:") and len(m) == 15 for m in mixes)
    assert DeckSource("random-mix", None).for_game(7) == DeckSource("random-mix", None).for_game(7)



@pytest.mark.parametrize("spec", ["random-mix", "citrine", "mixed:crecrecre"])
def test_a_simulated_game_gets_the_same_deck_without_building_it(spec):
    """simulate takes the engine's ids alone and builds the Deck only for a record: both agree."""
    source = deck_source(spec)
    for seed in range(20):
        deck, resolved = source.for_game(seed)
        abilities, same = source.abilities_for_game(seed)
        assert (abilities, same) == (deck.abilities(), resolved)
        assert source.deck_of(same) == deck


GOOD_CARD = {"number": 1, "name": "Fortune Teller", "guild": "Sentinel", "keywords": [],
             "ability": "fortune_teller", "copies": 2, "house_design": False, "text": "Ask."}


def deck_with(change) -> dict:
    deck = load_ready_deck("citrine").model_dump(mode="json")
    for card in deck["cards"]:
        card.pop("deck")
    change(deck)
    return deck


def _pop(key):
    return lambda d: d["cards"][0].pop(key)


def _set(number, key, value):
    return lambda d: d["cards"][number - 1].__setitem__(key, value)


@pytest.mark.parametrize("content,words", [
    ("{not json", "not valid JSON"),
    (deck_with(_set(9, "copies", 1)), "copies"),
    (deck_with(_set(4, "copies", 1)), "two copies"),
    (deck_with(_set(5, "ability", "teleport")), "ability"),
    (deck_with(_set(3, "guild", "Guard")), "Assassin"),
    (deck_with(_pop("text")), "text"),
])
def test_a_bad_deck_file_exits_1_with_one_paragraph(tmp_path, capsys, content, words):
    path = tmp_path / "deck.json"
    path.write_text(content if isinstance(content, str) else json.dumps(content))
    assert main(["simulate", "--games", "2", "--deck-file", str(path)]) == 1
    err = capsys.readouterr().err
    assert words in err and str(path) in err and "Traceback" not in err


@pytest.mark.parametrize("spec,words", [
    ("mixed:cccccccc", "exactly 9 letters"),
    ("mixed:cccccccxc", "each letter"),
    ("sapphire", "unknown deck spec"),
    ("custom:absent", "custom_decks"),
])
def test_a_bad_deck_spec_exits_1_with_the_fix(capsys, spec, words):
    assert main(["simulate", "--games", "2", "--deck", spec]) == 1
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_a_bad_custom_deck_names_the_field(capsys):
    folder = data_home() / "custom_decks"
    folder.mkdir(parents=True)
    (folder / "odd.json").write_text(json.dumps({"name": "Odd", "spec": "mixed:xyz"}))
    with pytest.raises(DeckError, match="field spec"):
        resolve_spec("custom:odd")
