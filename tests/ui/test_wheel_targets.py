"""The large Cypher Wheel's click targets match its words: a click on the Code digits under a number strikes
it, a click on the number marks "/" then "X", a click on the guild symbol crosses the guild out. The clicks
land at the places the dial draws those words, every corner of them, on every wedge."""

import pygame

from game.engine.cards import NUMBERS, code
from game.ui.look.layout import layout_for
from game.ui.table.wheel import Radii, _at, angle_of
from tests.ui.test_wheel import click, position, post, sheet_of, table  # noqa: F401

CODE_SHARE, NUMBER_SHARE = 0.047, 0.086
"""The text sizes the large dial draws the Code digits and the number at (shares of its size)."""


def corners(rect: pygame.Rect) -> list[tuple[int, int]]:
    """The centre and the four corners of a drawn text, a pixel inside its box."""
    inner = rect.inflate(-4, -4)
    return [inner.center, inner.topleft, inner.topright, inner.bottomleft, inner.bottomright]


def text_rect(theme, face: str, size: int, text: str, centre: tuple[float, float]) -> pygame.Rect:
    """Where the dial blits this text, centred there (its ink box: the font's height has room above)."""
    surface = theme.fonts.text(face, size, text, (255, 255, 255))
    box = surface.get_bounding_rect()
    placed = surface.get_rect(center=centre)
    return box.move(placed.topleft)


def test_clicking_the_code_digits_strikes_and_clicking_the_number_marks_it(app, theme, position):  # noqa: F811
    scene = table(app, theme, position)
    layout = layout_for(1280, 720)
    post(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w", scancode=0))
    sheet = sheet_of(app)
    dial = sheet._sheet(layout).dial
    radii = Radii(dial.w, True)
    for n in NUMBERS:
        digits = text_rect(theme, "mono", radii.font(CODE_SHARE), "".join(map(str, code(n))),
                           radii.code_at(dial.w / 2, n)).move(dial.topleft)
        for point in corners(digits):
            before = scene.wheels.notebook(0).struck
            post(app, *click(point))
            after = scene.wheels.notebook(0).struck
            assert (n in after) != (n in before), (
                f"a click on the Code digits of {n} at {point} (digits drawn at {digits}) strikes or unstrikes "
                f"{n}; struck before {before}, after {after}, marks {scene.wheels.notebook(0).marks(n)}")
        number = text_rect(theme, "mono_bold", radii.font(NUMBER_SHARE), str(n),
                           _at(dial.w / 2, radii.number, angle_of(n))).move(dial.topleft)
        for point in corners(number):
            seen = scene.wheels.notebook(0).marks(n)
            struck = scene.wheels.notebook(0).struck
            post(app, *click(point))
            assert scene.wheels.notebook(0).marks(n) == (seen + 1) % 3, (
                f"a click on the number {n} at {point} (drawn at {number}) marks / then X")
            assert scene.wheels.notebook(0).struck == struck, f"a click on the number {n} strikes nothing"
