"""The card gallery: all 27 cards, filters that show exactly the matching cards, the chosen card's text,
and keywords explained where the pointer rests on them."""

import itertools
import json

import pygame
import pytest

from game.resources import resource_path
from game.text.rules import KEYWORDS
from game.ui.look.theme import Theme
from game.ui.scenes.gallery import DECK_CHOICES, GRID, GUILD_CHOICES, KEYWORD_CHOICES, NO_KEYWORD, CardGallery
from game.ui.widgets.keyword_tip import keyword_at

from helpers.driving import click, key, open_from_title, point, run, title_app

DECK_FILES = {deck_id: json.loads(resource_path("decks", f"{deck_id}.json").read_text(encoding="utf-8"))
              for deck_id in ("citrine", "ruby", "emerald")}


@pytest.fixture(scope="module")
def theme():
    pygame.font.init()
    return Theme.create()


def expected(deck: str, guild: str, keyword: str) -> set[tuple[str, int]]:
    """The cards the deck files say pass the filters, as (deck, number)."""
    return {(deck_id, card["number"]) for deck_id, data in DECK_FILES.items() for card in data["cards"]
            if deck in ("All", data["name"]) and guild in ("All", card["guild"])
            and (keyword == "All" or keyword in card["keywords"] or (keyword == NO_KEYWORD and not card["keywords"]))}


def shown(gallery: CardGallery) -> set[tuple[str, int]]:
    return {(card.deck, card.number) for card in gallery.cards}


def gallery_from_title(theme, by_mouse=False):
    app, title = title_app(theme)
    open_from_title(app, title, "Cards", by_mouse)
    assert isinstance(app.stack.top, CardGallery)
    return app, app.stack.top


def test_the_gallery_shows_all_27_cards_of_the_three_ready_decks(screen, theme):
    app, gallery = gallery_from_title(theme, by_mouse=True)
    assert len(gallery.cards) == 27 and shown(gallery) == expected("All", "All", "All")
    assert len(gallery.card_rects) == 27
    run(app, key(pygame.K_ESCAPE))
    assert not isinstance(app.stack.top, CardGallery)


@pytest.mark.parametrize("deck,guild,keyword", list(itertools.product(DECK_CHOICES, GUILD_CHOICES,
                                                                     KEYWORD_CHOICES)))
def test_the_filters_show_exactly_the_matching_cards(screen, theme, deck, guild, keyword):
    gallery = CardGallery(theme)
    for row, choices, value in zip(gallery.filters, (DECK_CHOICES, GUILD_CHOICES, KEYWORD_CHOICES),
                                   (deck, guild, keyword)):
        row.chosen = choices.index(value)
    gallery._filter()
    assert shown(gallery) == expected(deck, guild, keyword)
    assert gallery.chosen is None if not gallery.cards else gallery.chosen in gallery.cards


def test_filters_by_keyboard(screen, theme):
    app, gallery = gallery_from_title(theme)
    assert gallery.focus == GRID
    run(app, key(pygame.K_TAB), key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert gallery.focus == 0 and shown(gallery) == expected("Ruby", "All", "All")
    run(app, key(pygame.K_TAB), key(pygame.K_RETURN))
    assert shown(gallery) == expected("Ruby", "Sentinel", "All")
    run(app, key(pygame.K_TAB), key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert shown(gallery) == expected("Ruby", "Sentinel", "TRIGGER")
    run(app, key(pygame.K_TAB, pygame.KMOD_LSHIFT), key(pygame.K_LEFT))
    assert shown(gallery) == expected("Ruby", "All", "TRIGGER") == {("ruby", 1), ("ruby", 2), ("ruby", 7)}


def test_filters_by_mouse(screen, theme):
    app, gallery = gallery_from_title(theme)
    run(app, *click(gallery.filters[0].rects[DECK_CHOICES.index("Emerald")].center))
    run(app, *click(gallery.filters[1].rects[GUILD_CHOICES.index("Assassin")].center))
    assert shown(gallery) == expected("Emerald", "Assassin", "All") == {("emerald", 3), ("emerald", 6),
                                                                        ("emerald", 9)}
    run(app, *click(gallery.filters[2].rects[KEYWORD_CHOICES.index("PEEK")].center))
    assert not gallery.cards and gallery.chosen is None, "no ready card carries PEEK"


def test_choosing_a_card_by_keys_and_by_click_shows_its_full_text(screen, theme, monkeypatch):
    app, gallery = gallery_from_title(theme)
    first = gallery.chosen
    run(app, key(pygame.K_RIGHT))
    assert gallery.chosen == gallery.cards[1]
    run(app, key(pygame.K_DOWN))
    assert gallery.chosen == gallery.cards[1 + gallery.columns]
    run(app, key(pygame.K_LEFT), key(pygame.K_UP), key(pygame.K_LEFT))
    assert gallery.chosen == first
    drawn = []
    original = type(theme.fonts).text
    monkeypatch.setattr(type(theme.fonts), "text", lambda self, face, size, text, colour: drawn.append(text)
                        or original(self, face, size, text, colour))
    rect, card = next((rect, card) for rect, card in gallery.card_rects if card.name == "Decoy Guard")
    run(app, *click(rect.center))
    assert gallery.chosen == card
    words = " ".join(drawn)
    assert card.text.split()[0] in words and "House design" in words
    assert card.text.split()[-1] in words


def test_pointing_at_a_keyword_pill_explains_it(screen, theme, monkeypatch):
    app, gallery = gallery_from_title(theme)
    rect, card = next((rect, card) for rect, card in gallery.card_rects if card.name == "Extra Protection")
    run(app, *click(rect.center))
    keyword, pill = theme.art.keyword_pills(card, gallery.face_rect.size, True)[0]
    pill = pill.move(gallery.face_rect.topleft)
    assert keyword == "TUCK" and keyword_at(theme, card, gallery.face_rect, True, pill.center) == ("TUCK", pill)
    drawn = []
    original = type(theme.fonts).text
    monkeypatch.setattr(type(theme.fonts), "text", lambda self, face, size, text, colour: drawn.append(text)
                        or original(self, face, size, text, colour))
    run(app, point(pill.center))
    tip = [line for line in drawn if line.startswith("TUCK: ")]
    assert tip and f"TUCK: {KEYWORDS['TUCK']}".startswith(tip[0])
    drawn.clear()
    run(app, point(gallery.face_rect.move(0, gallery.face_rect.h // 2).midtop))
    assert not any(line.startswith("TUCK:") for line in drawn), "away from the pill the tip goes"
