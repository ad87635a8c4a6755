"""The deck builder: for each number 1..9, the ready deck both copies come from, with the candidates in full.

Pick a saved deck (or a new one) at the top, name it, turn each number to the
deck it should come from, and Save: "your deck NAME" is then offered wherever a
deck is chosen. Right of the form, the focused number's three candidates in full,
or (elsewhere) the nine cards of the deck as it stands. Duplicate saves a copy
under a free name; Delete asks first.
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from game.decks.custom import custom_deck_names, delete_custom, free_name, letters_of, name_problem, save_custom
from game.decks.deck import MIX_LETTERS, load_ready_deck
from game.decks.terms import NUMBERS
from game.text import deck_builder_words as say
from game.text.deck_names import your_deck
from game.text.words import cap
from game.ui.look.layout import Layout, layout_for
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scenes.form_screen import FormScreen
from game.ui.scenes.overlays import MenuOverlay
from game.ui.widgets.form import Buttons, Form, Picker, Text
from game.ui.widgets.menu import MenuItem
from game.ui.widgets.text_field import TextField

NEW = ""
"""The deck list's first entry: a deck not saved yet."""
FIRST_NUMBER_ROW = 2


def candidates(number: int) -> tuple[tuple[str, str], ...]:
    """The three ready decks' cards for one number, as (letter, "Ruby · Wiretap") options."""
    return tuple((letter, f"{deck.capitalize()} · {load_ready_deck(deck).card(number).name}")
                 for letter, deck in MIX_LETTERS.items())


class DeckBuilder(FormScreen):
    """Custom decks: build, name, save, duplicate, delete."""

    kicker = say.DECK_BUILDER.kicker
    title = say.DECK_BUILDER.title
    lead = say.DECK_BUILDER.lead
    keys = say.DECK_BUILDER.keys
    beside = True

    def __init__(self, theme: Theme) -> None:
        self.saved = Picker("Deck", self._deck_options())
        self.name = Text("Name", TextField("", 40))
        self.numbers = [Picker(f"{n}", candidates(n)) for n in NUMBERS]
        self.note = ""
        buttons = Buttons(("Save", "Duplicate", "Delete", "Back"),
                          (self._save, self._duplicate, self._ask_delete, self._back))
        super().__init__(theme, Form([self.saved, self.name, *self.numbers, buttons], row_height=36))
        self._load()

    def _deck_options(self) -> tuple[tuple[str, str], ...]:
        return ((NEW, say.NEW_DECK),) + tuple((name, name) for name in custom_deck_names())

    def _load(self) -> None:
        """Fill the editor from the deck chosen at the top (a new deck starts as all Citrine)."""
        name = self.saved.value
        letters = letters_of(name) if name != NEW else "c" * 9
        self.name.field = TextField(name, 40)
        for row, letter in zip(self.numbers, letters):
            row.choose(letter)

    def letters(self) -> str:
        return "".join(row.value for row in self.numbers)

    def _refresh_list(self, select: str) -> None:
        self.saved.options = self._deck_options()
        self.saved.index = 0
        self.saved.choose(select)
        self._load()

    def _save(self) -> None:
        name = self.name.field.text.strip()
        problem = name_problem(name, custom_deck_names(), self.saved.value)
        if problem is not None:
            self.form.problem = problem
            return
        try:
            save_custom(name, self.letters(), self.saved.value)
        except OSError as error:
            self.form.problem = say.not_saved(str(error.strerror or error))
            return
        if self.saved.value != NEW and self.saved.value.casefold() != name.casefold():
            delete_custom(self.saved.value)  # saved under a new name: a rename
        self.form.problem = ""
        self.note = say.saved(name)
        self._refresh_list(name)

    def _duplicate(self) -> None:
        if self.saved.value == NEW:
            self.form.problem = say.SAVE_FIRST
            return
        copy = free_name(self.saved.value)
        try:
            save_custom(copy, self.letters())
        except OSError as error:
            self.form.problem = say.copy_not_saved(str(error.strerror or error))
            return
        self.note = say.saved_copy(copy)
        self._refresh_list(copy)

    def _ask_delete(self) -> None:
        name = self.saved.value
        if name == NEW:
            self.form.problem = say.NOTHING_TO_DELETE
            return
        self.stack.push(MenuOverlay(self.theme, say.delete_ask(name), (
            MenuItem(say.KEEP_IT, self._close_question),
            MenuItem(say.delete_label(name), lambda: self._delete(name)))))

    def _close_question(self) -> None:
        self.stack.pop()

    def _delete(self, name: str) -> None:
        self.stack.pop()
        try:
            delete_custom(name)
        except OSError as error:
            self.form.problem = say.not_deleted(name, str(error.strerror or error))
            return
        self.note = say.deleted(name)
        self._refresh_list(NEW)

    def _back(self) -> None:
        self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> None:
        chosen = self.saved.value
        super().handle_event(event)
        if self.saved.value != chosen:
            self._load()
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        layout = self.layout or layout_for(*surface.get_size())
        if self.note:
            note = self.theme.fonts.text("semibold", layout.font(14), self.note, self.theme.palette.good)
            surface.blit(note, (round(surface.get_width() * 0.09), surface.get_height() - layout.px(52)))
        row = self.form.row - FIRST_NUMBER_ROW
        if 0 <= row < len(self.numbers):
            draw_candidates(surface, self.theme, layout, row + 1, self.numbers[row].value)
        else:
            name = self.name.field.text.strip()
            buttons = [rect.top for rect, index, _ in self.form.hits if isinstance(self.form.rows[index], Buttons)]
            draw_deck_cards(surface, self.theme, layout, self.letters(),
                            your_deck(name).upper() if name else "THIS DECK", min(buttons, default=None))


def card_panel(surface: pygame.Surface, layout: Layout) -> Rect | None:
    """The room right of the form where cards are shown in full (None: the window is too narrow)."""
    width, height = surface.get_size()
    left = round(width * 0.09) + layout.px(190) + min(layout.px(440), width - 2 * round(width * 0.09)
                                                       - layout.px(190)) + layout.px(24)
    panel = Rect(left, round(height * 0.08), width - left - round(width * 0.04), round(height * 0.8))
    return panel if panel.w >= layout.px(160) else None


def draw_deck_cards(surface: pygame.Surface, theme: Theme, layout: Layout, letters: str, heading: str,
                    bottom: int | None) -> None:
    """The nine cards of the deck as built, each with its text, right of the form and above `bottom` (the
    buttons); where the texts cannot fit at a readable size, the names alone and where to read them."""
    panel = card_panel(surface, layout)
    if panel is None:
        return
    if bottom is not None:
        panel.h = min(panel.h, bottom - layout.px(12) - panel.y)
    p = theme.palette
    fonts = theme.fonts
    decks = [MIX_LETTERS[letter] for letter in letters]
    cards = [load_ready_deck(deck).card(number) for number, deck in zip(NUMBERS, decks)]
    head = fonts.text("mono_bold", layout.font(12), fonts.fit("mono_bold", layout.font(12), heading, panel.w), p.accent)
    surface.blit(head, panel.topleft)
    top = panel.y + head.get_height() + layout.px(8)
    room = panel.w - layout.px(16)
    for size in range(layout.font(12), 9, -1):  # smaller (as the candidates, to 10) until the nine cards fit
        line_h = fonts.line_height("regular", size)
        title_h = fonts.line_height("bold", size + 1)
        wrapped = [fonts.wrap("regular", size, card.text, room) for card in cards]
        if sum(title_h + line_h * len(lines) + layout.px(6) for lines in wrapped) <= panel.bottom - top:
            break
    else:
        size = layout.font(12)
        title_h, line_h = fonts.line_height("bold", size + 1), fonts.line_height("regular", size)
        wrapped = [() for _ in cards]
        wrapped[-1] = fonts.wrap("regular", size, say.READ_THEM, room)
    y = top
    for card, deck, lines in zip(cards, decks, wrapped):
        title = fonts.fit("bold", size + 1, f"{card.number} {card.name} · {deck.capitalize()} · {card.guild}", room)
        surface.blit(fonts.text("bold", size + 1, title, p.gem(deck)), (panel.x + layout.px(8), y))
        y += title_h
        for line in lines:
            surface.blit(fonts.text("regular", size, line, p.text), (panel.x + layout.px(8), y))
            y += line_h
        y += layout.px(6)


def draw_candidates(surface: pygame.Surface, theme: Theme, layout: Layout, number: int, chosen_letter: str) -> None:
    """The three ready decks' cards for `number` in full, right of the form, the chosen one outlined."""
    panel = card_panel(surface, layout)
    if panel is None:
        return
    p = theme.palette
    fonts = theme.fonts
    cards = [load_ready_deck(deck_name).card(number) for deck_name in MIX_LETTERS.values()]
    for size in range(layout.font(13), 9, -1):  # the text smaller until the three cards fit the panel
        line_h = fonts.line_height("regular", size)
        wrapped = [fonts.wrap("regular", size, card.text, panel.w - layout.px(24)) for card in cards]
        if sum(layout.px(48) + line_h * (len(lines) + 1) for lines in wrapped) + layout.px(24) <= panel.h:
            break
    y = panel.y
    head = fonts.text("mono_bold", layout.font(12), f"NUMBER {number} · THE CANDIDATES", p.accent)
    surface.blit(head, (panel.x, y))
    y += head.get_height() + layout.px(8)
    for (letter, deck_name), card, lines in zip(MIX_LETTERS.items(), cards, wrapped):
        chosen = chosen_letter == letter
        box = Rect(panel.x, y, panel.w, layout.px(40) + line_h * (len(lines) + 1))
        surface.blit(rounded_box(box.w, box.h, layout.px(10), p.card_deep, 255,
                                 p.accent if chosen else p.line, 255, max(1, layout.px(2 if chosen else 1))), box)
        title = f"{card.name} · {deck_name.capitalize()}" + (" · house design" if card.house_design else "")
        name = fonts.text("bold", layout.font(14), fonts.fit("bold", layout.font(14), title,
                                                              box.w - layout.px(24)), p.gem(deck_name))
        surface.blit(name, (box.x + layout.px(12), box.y + layout.px(8)))
        keywords = " ".join(card.keywords)
        guild = fonts.text("semibold", size, f"{card.guild}{' · ' + keywords if keywords else ''}", p.text_dim)
        surface.blit(guild, (box.x + layout.px(12), box.y + layout.px(10) + name.get_height()))
        ty = box.y + layout.px(12) + name.get_height() + line_h
        for line in lines:
            surface.blit(fonts.text("regular", size, line, p.text), (box.x + layout.px(12), ty))
            ty += line_h
        y = box.bottom + layout.px(8)


class MatchBuilder(FormScreen):
    """The winner of a match game builds the next game's deck: the same rows, then "Use this deck".

    "Start from" fills the rows with a ready deck or a saved custom deck; the
    deck the last game was played with comes first.
    """

    keys = say.MATCH_BUILDER_KEYS
    beside = True

    def __init__(self, theme: Theme, kicker: str, title: str, lead: str, letters: str,
                 use: Callable[[str], str | None]) -> None:
        self.kicker, self.title, self.lead = kicker, title, lead
        self.use = use
        """Plays the letters; returns why they cannot be played, or None."""
        self.starts = {"last": letters} | {f"ready:{name}": letter * 9 for letter, name in MIX_LETTERS.items()} | {
            f"custom:{name}": letters_of(name) for name in custom_deck_names()}
        self.start_from = Picker("Start from", (("last", say.THE_LAST_GAMES_DECK),) + tuple(
            (key, key.split(":", 1)[1].capitalize() if key.startswith("ready:") else cap(your_deck(key[7:])))
            for key in self.starts if key != "last"))
        self.numbers = [Picker(f"{n}", candidates(n)) for n in NUMBERS]
        super().__init__(theme, Form([self.start_from, *self.numbers,
                                      Buttons((say.USE_THIS_DECK,), (self._use,))], row_height=36))
        self._fill()

    def _fill(self) -> None:
        for row, letter in zip(self.numbers, self.starts[self.start_from.value]):
            row.choose(letter)

    def letters(self) -> str:
        return "".join(row.value for row in self.numbers)

    def _use(self) -> None:
        self.form.problem = self.use(self.letters()) or ""

    def handle_event(self, event: pygame.event.Event) -> None:
        chosen = self.start_from.value
        super().handle_event(event)
        if self.start_from.value != chosen:
            self._fill()
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        row = self.form.row - 1
        if 0 <= row < len(self.numbers):
            draw_candidates(surface, self.theme, self.layout or layout_for(*surface.get_size()), row + 1,
                            self.numbers[row].value)
