"""A new game against the computer: the opponent, the rules difficulty or a deck, a single game or a
match, who starts, the wheel.

The rules difficulty is RULES.md 8's (Beginner, Standard, Expert), named so it
is not mistaken for the computer's level; "Choose a deck" opens every deck
and both set-ups. The choices are remembered for next time.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.ai import PLAYER_NAMES
from game.ai.levels import LADDER
from game.decks.custom import custom_deck_names
from game.decks.deck import READY_DECKS
from game.session.game_choices import GameChoices, RulesDifficulty, load_choices, save_choices
from game.text import screens as say
from game.text.deck_names import your_deck
from game.text.levels import LEVEL_LINES, computer_name, level_line
from game.text.match_words import MATCH_LENGTHS
from game.text.words import cap
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.form_screen import FormScreen
from game.ui.widgets.form import Buttons, Form, Picker
from game.wheel.levels import LEVELS


def starters(level: str) -> tuple[tuple[str, str], ...]:
    """Who may start: the opponent named as every screen names it ("Easy")."""
    return (("coin", say.COIN_TOSS), ("me", say.ME), ("opponent", computer_name(level)))

ASSISTANT = tuple(zip(LEVELS, say.ASSISTANT_CHOICES))
"""The Cypher Wheel's assistant on the forms: (level, its name)."""


def deck_options(any_deck: bool) -> tuple[tuple[str, str], ...]:
    """The ready decks, and with `any_deck` the random mix and the custom decks saved in custom_decks/."""
    ready = tuple((name, name.capitalize()) for name in READY_DECKS)
    if not any_deck:
        return ready
    custom = custom_deck_names()
    return (ready + (("random-mix", say.RANDOM_MIX),)
            + tuple((f"custom:{name}", cap(your_deck(name))) for name in custom))


OWN_DECK = RulesDifficulty.OWN_DECK
"""The computer's levels from weakest to strongest, offered first (Easy the default); the others follow."""


def ladder_place(name: str) -> int:
    return LADDER.index(name) if name in LADDER else len(LADDER)


class NewGame(FormScreen):
    """The form before a game against the computer."""

    kicker = say.NEW_GAME.kicker
    title = say.NEW_GAME.title
    lead = say.NEW_GAME.lead

    def __init__(self, theme: Theme, start: Callable[[GameChoices], Scene]) -> None:
        self.start = start
        last = load_choices()
        ladder = sorted((name for name in PLAYER_NAMES if name in LEVEL_LINES), key=ladder_place)
        levels = tuple((name, computer_name(name)) for name in ladder)
        self.opponent = Picker("Opponent", levels, detail=level_line)
        self.difficulty = Picker("Rules", say.DIFFICULTIES)
        self.deck = Picker("Deck", deck_options(any_deck=last.difficulty == OWN_DECK),
                           enabled=lambda: self.difficulty.value in (RulesDifficulty.STANDARD, OWN_DECK))
        self.variant = Picker("Set-up", say.VARIANTS, enabled=lambda: self.difficulty.value == OWN_DECK)
        self.match = Picker("Match", MATCH_LENGTHS)
        self.starter = Picker("Who starts", starters(self.opponent.value))
        self.assistant = Picker("Cypher Wheel", ASSISTANT)
        for row, value in ((self.opponent, last.opponent), (self.difficulty, last.difficulty),
                           (self.deck, last.deck), (self.variant, last.variant), (self.match, str(last.best_of)),
                           (self.starter, last.starter), (self.assistant, last.assistant)):
            row.choose(value)
        self.starter.options = starters(self.opponent.value)
        super().__init__(theme, Form([self.opponent, self.difficulty, self.deck, self.variant, self.match,
                                      self.starter, self.assistant,
                                      Buttons(("Start", "Back"), (self._start, self._back))]))

    def handle_event(self, event: pygame.event.Event) -> None:
        before = self.difficulty.value
        super().handle_event(event)
        self.starter.options = starters(self.opponent.value)
        if self.difficulty.value != before:
            value = self.deck.value
            self.deck.options = deck_options(any_deck=self.difficulty.value == OWN_DECK)
            self.deck.index = 0
            self.deck.choose(value)

    def chosen(self) -> GameChoices:
        """The choices on the form (every value comes from the form's own options)."""
        return GameChoices.model_validate({
            "opponent": self.opponent.value, "difficulty": self.difficulty.value, "deck": self.deck.value,
            "variant": self.variant.value, "starter": self.starter.value, "assistant": self.assistant.value,
            "best_of": int(self.match.value)})

    def _start(self) -> None:
        choices = self.chosen()
        try:
            save_choices(choices)
        except OSError:
            pass  # remembering is a courtesy: the game starts all the same
        self.stack.pop()
        self.stack.push(self.start(choices))

    def _back(self) -> None:
        self.stack.pop()
