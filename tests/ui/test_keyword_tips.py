"""Pointing at a keyword pill on the zoomed card at the table says what the keyword means."""

import pygame
import pytest

from game.decks.deck import load_ready_deck
from game.engine.view import view
from game.text.rules import KEYWORDS
from game.ui.app import App
from game.ui.look.theme import Theme
from game.ui.scenes.table_scene import TableScene
from game.ui.sound import Sounds

from helpers.clock import FakeClock
from helpers.driving import point, run
from helpers.positions import busy_table, play_until

DECK = load_ready_deck("citrine")


@pytest.fixture(scope="module")
def theme():
    pygame.font.init()
    return Theme.create()


def tucking_table(theme):
    """A table with Extra Protection (TUCK) in play, drawn once."""
    pygame.event.clear()
    app = App(FakeClock())
    table = TableScene(theme, DECK, Sounds(muted=True), viewer=0)
    table.show(view(play_until(busy_table), 0))
    app.stack.push(table)
    run(app)
    spot = next(spot for spot in table.spots if spot.card is not None and "TUCK" in spot.card.keywords)
    return app, table, spot


def tip_lines(theme, monkeypatch):
    drawn = []
    original = type(theme.fonts).text
    monkeypatch.setattr(type(theme.fonts), "text", lambda self, face, size, text, colour: drawn.append(text)
                        or original(self, face, size, text, colour))
    return drawn


def pill_on_zoom(theme, table):
    card, zoom = table.zoomed
    _, pill = theme.art.keyword_pills(card, zoom.size, True)[0]
    return pill.move(zoom.topleft)


def test_the_zoom_stays_while_the_pointer_moves_onto_it_and_its_keyword_explains_itself(screen, theme,
                                                                                         monkeypatch):
    app, table, spot = tucking_table(theme)
    run(app, point(spot.rect.center))
    assert table.hover == spot and table.zoomed is not None
    pill = pill_on_zoom(theme, table)
    drawn = tip_lines(theme, monkeypatch)
    path = [(spot.rect.centerx + (pill.centerx - spot.rect.centerx) * k // 8,
             spot.rect.centery + (pill.centery - spot.rect.centery) * k // 8) for k in range(1, 9)]
    run(app, *[point(p) for p in path])
    assert table.hover == spot, "the zoom did not go away on the way to it"
    assert table.keyword == "TUCK"
    assert any(line.startswith("TUCK: ") and f"TUCK: {KEYWORDS['TUCK']}".startswith(line) for line in drawn)


def test_a_pinned_zoom_explains_its_keyword_too(screen, theme, monkeypatch):
    app, table, spot = tucking_table(theme)
    run(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.rect.center, button=3))
    assert table.pinned == spot
    pill = pill_on_zoom(theme, table)
    drawn = tip_lines(theme, monkeypatch)
    run(app, point(pill.center))
    assert table.keyword == "TUCK" and any(line.startswith("TUCK: ") for line in drawn)
    run(app, point((2, 2)))
    assert table.keyword is None
