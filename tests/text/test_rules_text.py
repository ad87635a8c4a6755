"""The rules reference: every section of RULES.md for a player, the cards from the deck files, and search."""

import ast
import json
from functools import cache
from pathlib import Path

import game.text.rules
from game.decks.deck import READY_DECKS, load_ready_deck
from game.resources import resource_path
from game.text.rules import CARD_RULINGS, HOUSE_DESIGN, KEYWORDS, MIN_QUERY, RULING, find
from game.text.rules import rules_sections as sections_of


@cache
def rules_sections():
    return sections_of(tuple(load_ready_deck(deck_id) for deck_id in READY_DECKS))


def deck_file(deck_id):
    return json.loads(resource_path("decks", f"{deck_id}.json").read_text(encoding="utf-8"))


def test_how_to_win_comes_first_then_the_sections_of_the_rules_in_order():
    titles = [section.title for section in rules_sections()]
    assert titles[0] == "How to win"
    numbered = [title.split(" · ")[0] for title in titles if " · " in title]
    assert numbered == ["1", "2", "3", "4", "5", "6", "7", "7", "7", "8", "8"]
    assert all(section.paragraphs for section in rules_sections())


def test_every_card_of_every_ready_deck_reads_as_its_deck_file_says():
    sections = {section.title: section for section in rules_sections()}
    for deck_id in ("citrine", "ruby", "emerald"):
        data = deck_file(deck_id)
        texts = [p.text for p in sections[f"7 · {data['name']} cards"].paragraphs]
        for card in data["cards"]:
            heading = next(t for t in texts if t.startswith(f"{card['number']} · {card['name']} ("))
            assert card["guild"] in heading and all(k in heading for k in card["keywords"])
            after = texts[texts.index(heading) + 1:]
            assert after[0] == card["text"]
            assert (len(after) > 1 and after[1] == HOUSE_DESIGN) == card["house_design"], card["name"]


def test_each_card_ruling_follows_its_card_and_every_ruling_has_a_card():
    sections = rules_sections()
    abilities = {card.ability for deck_id in READY_DECKS for card in load_ready_deck(deck_id).cards}
    assert set(CARD_RULINGS) <= abilities
    for section in sections:
        for i, paragraph in enumerate(section.paragraphs):
            if paragraph.text.endswith(tuple(CARD_RULINGS.values())):
                assert paragraph.style == RULING and section.title.startswith("7 ·")
    found = [p.text for s in sections for p in s.paragraphs if p.style == RULING and s.title.startswith("7 ·")]
    assert sorted(found) == sorted(f"Ruling: {text}" for text in CARD_RULINGS.values())


def test_the_paragraphs_that_code_cites_by_number_are_numbered_in_order():
    sections = {section.title.split(" · ")[0]: section for section in rules_sections()}
    for number, count in (("2", 4), ("3", 4), ("5", 5)):
        starts = [p.text.split(". ")[0] for p in sections[number].paragraphs if p.text[0].isdigit()]
        assert starts == [str(n) for n in range(1, count + 1)], number


def test_the_rules_text_imports_nothing_of_the_game_outside_the_text_and_the_engine():
    tree = ast.parse(Path(game.text.rules.__file__).read_text(encoding="utf-8"))
    modules = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    modules += [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    assert [m for m in modules if m.split(".")[0] == "game" and m.split(".")[1] not in ("text", "engine")] == []


def test_every_keyword_is_explained_and_has_its_own_heading():
    assert set(KEYWORDS) == {"REACT", "PEEK", "TRIGGER", "TUCK"}
    keywords = next(s for s in rules_sections() if s.title.startswith("6 ·"))
    headings = [p.text for p in keywords.paragraphs if p.style == "heading"]
    assert {"REACT", "PEEK N", "TRIGGER", "TUCK"} <= set(headings)


def test_paragraphs_are_single_spaced_so_a_match_can_be_found_in_wrapped_lines():
    for section in rules_sections():
        for paragraph in section.paragraphs:
            assert paragraph.text == " ".join(paragraph.text.split())
            assert len(paragraph.text.lower()) == len(paragraph.text)


def test_search_finds_every_place_in_any_case_in_reading_order():
    sections = rules_sections()
    found = find(sections, "unguarded MATCH")
    assert found and found == sorted(found, key=lambda m: (m.section, m.paragraph, m.start))
    for match in found:
        text = sections[match.section].paragraphs[match.paragraph].text
        assert text[match.start:match.end].lower() == "unguarded match"
    assert found[0].section == 0, "How to win explains the Unguarded Match"


def test_search_needs_two_letters_and_finds_nothing_that_is_not_there():
    assert len("a") < MIN_QUERY and find(rules_sections(), "a") == []
    assert find(rules_sections(), "  ") == []
    assert find(rules_sections(), "zebra") == []
