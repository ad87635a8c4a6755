"""A form's rows under the mouse: the ‹ of a choice turns it back and the › on, each drawn where it is
clicked; a click on a text field gives it the typing."""

import pygame

from game.ui.look.layout import layout_for
from game.ui.widgets.form import Buttons, Form, Picker, Text
from game.ui.widgets.text_field import TextField


def drawn(theme, form: Form) -> pygame.Surface:
    surface = pygame.Surface((900, 400))
    form.draw(surface, theme, layout_for(900, 400), 20, 20, 190, 400)
    return surface


def click(form: Form, pos: tuple[int, int]) -> None:
    form.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def test_the_arrows_turn_a_choice_their_own_way_and_a_text_field_takes_the_click(theme):
    picker = Picker("Deck", (("citrine", "Citrine"), ("ruby", "Ruby"), ("emerald", "Emerald")))
    name = Text("Name", TextField("Ann"))
    form = Form([picker, name, Buttons(("Start",), (lambda: None,))])
    drawn(theme, form)
    left, right = (next(rect for rect, row, part in form.hits if row == 0 and part == side) for side in (-1, 1))
    click(form, left.center)
    assert picker.value == "emerald", "‹ turns back"
    click(form, right.center)
    click(form, right.center)
    assert picker.value == "ruby", "› turns on"
    field = next(rect for rect, row, _ in form.hits if row == 1)
    click(form, field.center)
    assert form.rows[form.row] is name


def test_each_arrow_is_drawn_inside_the_square_a_click_on_it_turns(theme):
    picker = Picker("Deck", (("citrine", "Citrine"), ("ruby", "Ruby")))
    form = Form([picker])
    surface = drawn(theme, form)
    for rect, _, part in form.hits:
        if part in (-1, 1):
            inside = surface.subsurface(rect.inflate(-rect.w // 3, -rect.h // 3))
            colours = {inside.get_at((x, y))[:3] for x in range(inside.get_width()) for y in range(inside.get_height())}
            assert len(colours) > 2, f"no arrow drawn in the {'left' if part < 0 else 'right'} square"
