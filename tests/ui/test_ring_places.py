"""The number ring's places keep clear of the card being resolved, of the tool buttons and of each other, inside
the band between the players' rows, at every window size and UI scale; the ring stays large enough to read."""

import itertools

import pytest
from pygame import Rect

from game.ui.decisions.ring_places import ring_places
from game.ui.look.layout import UI_SCALES, layout_for, set_ui_scale

SIZES = [(800, 480), (800, 600), (1024, 600), (1280, 720), (1280, 1024), (1920, 1080), (2560, 1080), (3840, 2160)]


@pytest.mark.parametrize("scale", UI_SCALES)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_ring_its_words_and_the_confirm_keep_clear_of_the_resolving_card(size, scale):
    set_ui_scale(scale)
    layout = layout_for(*size)
    places = ring_places(layout)
    spot = layout.resolving[0].union(layout.resolving[1])
    caption = layout.label(spot).clip(Rect(spot.x, 0, spot.w, size[1]))
    named = {"ring": places.ring, "words": places.words, "confirm": places.confirm}
    for name, rect in named.items():
        assert layout.centre.contains(rect), f"the {name} {rect} leaves the band {layout.centre}"
        for card in (*layout.resolving, caption):
            assert not rect.colliderect(card), f"the {name} {rect} covers the resolving spot's {card}"
        for tools in layout.tools:
            assert not rect.colliderect(tools), f"the {name} {rect} lies under the tool buttons {tools}"
    for (a, ra), (b, rb) in itertools.combinations(named.items(), 2):
        assert not ra.colliderect(rb), f"the {a} {ra} overlaps the {b} {rb}"
    assert places.resolving.contains(layout.resolving[0]) and places.resolving.contains(caption)


@pytest.mark.parametrize("scale", UI_SCALES)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_ring_and_its_words_have_room(size, scale):
    set_ui_scale(scale)
    layout = layout_for(*size)
    places = ring_places(layout)
    assert min(places.ring.size) >= layout.px(220), f"a ring of {places.ring.size} is too small to read"
    assert places.words.w >= layout.px(250) and places.words.h >= layout.px(175)
