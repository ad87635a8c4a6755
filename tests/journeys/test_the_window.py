"""The window as a person changes it: the UI scale set in Settings at each of its ends and the middle,
then the table; and the window resized in the middle of a game."""

import json

import pygame
from pygame import Rect

from game.ui.look.layout import layout_for
from game.ui.scenes.settings_screen import ROWS
from game.ui.scenes.title import TitleScene

from helpers.text_boxes import overlaps


def differences(shown: pygame.Surface, afresh: pygame.Surface) -> list[Rect]:
    """The areas where two frames of the same size differ by any pixel."""
    compared = pygame.PixelArray(shown).compare(pygame.PixelArray(afresh))
    surface = compared.make_surface()
    compared.close()
    changed = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    return changed.get_bounding_rects() if changed.count() else []


def hand_card(person) -> Rect:
    """The first card of the hand at the table, where the player can click it; a decision without the
    hand (a card the computer played first may ask for a number) is answered on the way."""
    table = person.table()

    def hand_hits() -> list:
        return [hit for hit in table.ready.hits if hit.target.key[0] == "hand"] if table.ready else []

    for _ in range(20):
        person.settle(lambda: person.top is table and table.ready is not None, "a decision at the table")
        if hand_hits():
            return hand_hits()[0].rect
        person.click(person.any_option(table).rect.center)
    raise AssertionError(f"twenty decisions and none with the hand (last: {table.ready.step.title!r})")


def test_every_ui_scale_set_in_settings_reaches_the_title_and_the_table(person):
    person.launch()
    cards = {}
    for scale in (80, 100, 150):
        person.go_to_the_title()
        person.press("Settings")
        person.set_setting("UI scale", f"{scale}%")
        assert json.loads((person.home / "settings.json").read_text())["ui_scale"] == scale
        person.press("Back")
        assert isinstance(person.top, TitleScene)
        boxes = person.text_boxes()
        assert not overlaps(boxes), f"at UI scale {scale}% the title's words overlap: {overlaps(boxes)}"
        cut = [text for _, text in boxes if text.endswith("…")]
        assert not cut, f"at UI scale {scale}% the title cuts {cut}"
        person.start_a_game(Opponent="Easy")
        cards[scale] = hand_card(person).size
        size = pygame.display.get_surface().get_size()
        assert layout_for(*size).table.contains(hand_card(person)), f"at {scale}% a hand card leaves the table"
    assert cards[80] <= cards[100] <= cards[150], f"the hand's cards at 80, 100, 150%: {cards}"
    person.quit_the_game()
    person.relaunch()
    person.go_to_the_title()
    person.press("Settings")
    ui_scale = next(row for row in ROWS if row.label == "UI scale")
    assert person.top.shown(ui_scale) == "150%", "the scale set is kept for the next launch"


def test_resizing_mid_game_redraws_the_whole_table(person):
    person.launch()
    person.go_to_the_title()
    table = person.start_a_game(Opponent="Easy")
    person.play(moves=12)
    for size in ((1280, 720), (1000, 640), (1600, 900)):
        person.settle(lambda: person.top is table and not table.motion.active and table.ready is not None,
                      "the table at rest, asking")
        person.resize(size)
        person.step()
        shown = person.what_the_window_shows()
        assert shown.get_size() == size
        layout = layout_for(*size)
        stale = differences(shown, person.drawn_afresh())
        where = {name: [rect for rect in stale if rect.colliderect(zone)]
                 for name, zone in (("log", layout.log), ("wheel", layout.wheel), ("table", layout.table))}
        assert not stale, f"after resizing to {size} the window differs from a fresh drawing: {where}"
    person.play(moves=4)
