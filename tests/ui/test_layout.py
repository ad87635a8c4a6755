"""Every zone of the table fits the window and keeps to itself, from 1024x600 to 4K."""

import itertools

import pytest
from pygame import Rect

from game.ui.look.layout import TUCK_OFFSET, default_window_size, layout_for, row_rects

SIZES = [(1024, 600), (1280, 720), (3840, 2160), (1920, 1080), (2560, 1080), (1280, 1024), (800, 480)]
PANEL_PARTS = {"log", "wheel"}


@pytest.mark.parametrize("size", SIZES)
def test_every_zone_lies_inside_the_window(size):
    layout = layout_for(*size)
    window = Rect(0, 0, *size)
    for name, rect in layout.zones().items():
        assert window.contains(rect), f"{name} {rect} is outside the {size} window"


@pytest.mark.parametrize("size", SIZES)
def test_zones_do_not_overlap(size):
    zones = layout_for(*size).zones()
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        if "side_panel" in (a, b) and ({a, b} - {"side_panel"}) <= PANEL_PARTS:
            continue
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"


@pytest.mark.parametrize("size", SIZES)
def test_table_zones_stay_left_of_the_side_panel(size):
    layout = layout_for(*size)
    for name, rect in layout.zones().items():
        if name not in PANEL_PARTS | {"side_panel"}:
            assert layout.table.contains(rect), f"{name} reaches into the side panel at {size}"
    assert layout.side_panel.contains(layout.log) and layout.side_panel.contains(layout.wheel)


@pytest.mark.parametrize("size", SIZES)
def test_pile_captions_and_tucked_guards_stay_in_the_table(size):
    layout = layout_for(*size)
    for rect in (layout.draw, layout.encrypted, layout.discard, layout.bottom.suitcase):
        assert layout.table.contains(layout.label(rect))
    for side in (layout.bottom, layout.top):
        for slot in side.slots:
            tucked = slot.move(-layout.px(TUCK_OFFSET[0]), -layout.px(TUCK_OFFSET[1]))
            assert layout.table.contains(tucked)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_a_hand_of_up_to_four_cards_fits_its_column(size, count):
    layout = layout_for(*size)
    for side in (layout.bottom, layout.top):
        cards = row_rects(side.hand, count, layout.card)
        assert len(cards) == count
        assert all(layout.table.contains(card) for card in cards)


def test_the_ui_scale_follows_the_window():
    assert layout_for(1280, 720).scale == 1
    assert layout_for(3840, 2160).scale == 3
    assert layout_for(1024, 600).scale == pytest.approx(0.8)


def test_text_is_at_least_12_px_at_scale_1():
    assert layout_for(1280, 720).font(12) == 12
    assert layout_for(3840, 2160).font(12) == 36


def test_the_zoomed_card_is_legible_at_every_size():
    for size in SIZES:
        assert layout_for(*size).zoom[0] >= 240


def test_default_window_size():
    assert default_window_size((1920, 1080)) == (1280, 720)
    assert default_window_size((1280, 800)) == (1152, 720)
    assert default_window_size((1024, 768)) == (921, 691)
    assert default_window_size((1024, 600)) == (921, 540), "never the whole of a small desktop"
    assert default_window_size((800, 600)) == (720, 540)


@pytest.mark.parametrize("size", SIZES)
def test_every_ui_scale_keeps_the_table_whole(size):
    from game.ui.look.layout import UI_SCALES, set_ui_scale
    scales = []
    for percent in UI_SCALES:
        set_ui_scale(percent)
        layout = layout_for(*size)
        assert layout.fits(), f"the table breaks at {percent}% in {size}"
        scales.append(layout.scale)
    assert scales == sorted(scales), "a larger setting never makes things smaller"
    assert scales[0] < scales[UI_SCALES.index(100)]
