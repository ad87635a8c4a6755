"""Card art: every card of every deck draws, text stays legible, and all hidden cards look alike."""

from collections import Counter

import pygame
import pytest

from game.decks.deck import READY_DECKS, load_ready_deck
from game.engine.view import view
from game.ui.look.fonts import Fonts
from game.ui.look.layout import layout_for
from game.ui.look.palette import PALETTES
from game.ui.look.theme import Theme
from game.ui.scenes.table_scene import TableScene
from game.ui.sound import Sounds
from game.ui.table.zoom import draw_zoom
from game.ui.widgets.glyphs import symbol

from helpers.positions import busy_table, finished, play_until


@pytest.fixture
def sizes_used(monkeypatch):
    """Every text size the client renders while the fixture is active."""
    used = Counter()
    original = Fonts.text

    def spy(self, face, size, text, colour):
        used[size] += 1
        return original(self, face, size, text, colour)
    monkeypatch.setattr(Fonts, "text", spy)
    return used


@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_every_card_of_every_deck_draws_at_table_and_zoom_size(screen, palette):
    theme = Theme.create(PALETTES[palette])
    layout = layout_for(1280, 720)
    w, h = layout.card
    for name in READY_DECKS:
        deck = load_ready_deck(name)
        for card in deck.cards:
            for size, full in (((w, h), False), ((h, w), False), (layout.zoom, True)):
                face = theme.art.face(card, size, full)
                assert face.get_size() == size
                assert face.get_at((size[0] // 2, size[1] // 2)).a == 255


def test_there_is_one_back_for_every_hidden_card(screen):
    theme = Theme.create()
    back = theme.art.back((108, 151))
    assert theme.art.back((108, 151)) is back
    sideways = theme.art.back((151, 108))
    assert sideways.get_size() == (151, 108)


def test_the_zoomed_text_is_at_least_12_px(screen, sizes_used):
    theme = Theme.create()
    layout = layout_for(1280, 720)
    for name in READY_DECKS:
        for card in load_ready_deck(name).cards:
            draw_zoom(screen, theme, layout, card, layout.discard, layout.table)
    assert min(sizes_used) >= 12


@pytest.mark.parametrize("position", [busy_table, finished])
@pytest.mark.parametrize("viewer", [0, None])
def test_every_text_on_the_table_is_at_least_12_px_at_scale_1(screen, sizes_used, position, viewer):
    theme = Theme.create()
    table = TableScene(theme, load_ready_deck("citrine"), Sounds(muted=True), viewer)
    table.show(view(play_until(position), viewer))
    table.draw(screen)
    table.draw(screen)
    assert sizes_used and min(sizes_used) >= 12


def test_guild_symbols_and_gems_differ_in_shape_not_only_colour(screen):
    white = (255, 255, 255)
    masks = [pygame.mask.from_surface(symbol(kind, 48, white)).count()
             for kind in ("Guard", "Assassin", "Sentinel", "gem:citrine", "gem:ruby", "gem:emerald")]
    assert len(set(masks)) == len(masks)


def test_faces_drawn_at_ever_new_sizes_stay_within_the_cache(screen):
    """A window resized again and again draws faces at sizes no longer shown: the art keeps
    only the most recently used, and a face in use survives the others."""
    from game.ui.widgets import card_art
    art = Theme.create().art
    card = load_ready_deck("citrine").card(1)
    kept = art.face(card, (60, 90))
    for width in range(61, 61 + card_art.KEPT + 50):
        art.face(card, (width, 90))
        assert art.face(card, (60, 90)) is kept
    assert len(art._cache) <= card_art.KEPT
    assert len(art._pills) <= card_art.KEPT
