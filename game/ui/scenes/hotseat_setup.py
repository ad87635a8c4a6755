"""Two players, one screen: their names, any deck, the variant, a single game or a match and the
Cypher Wheel's assistant, then the first hand-off."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.session.game_session import DEFAULT_NAMES
from game.storage.settings import load_settings
from game.text import screens as say
from game.text.match_words import MATCH_LENGTHS
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.form_screen import FormScreen
from game.ui.scenes.new_game import ASSISTANT, deck_options
from game.ui.widgets.form import Buttons, Form, Picker, Text
from game.ui.widgets.text_field import TextField
from game.wheel.levels import AssistantLevel

NAME_LIMIT = 20


@dataclass(frozen=True)
class HotseatChoice:
    """What the players chose: passed on to start the game."""

    names: tuple[str, str]
    deck: str
    variant: str
    best_of: int = 1
    """1: a single game; 3 or 5: a match."""
    assistant: AssistantLevel = AssistantLevel.OFF
    """The Cypher Wheel's assistant for both players (each may change theirs at the table)."""


class HotseatSetup(FormScreen):
    """The form before a hotseat game."""

    kicker = say.HOTSEAT.kicker
    title = say.HOTSEAT.title
    lead = say.HOTSEAT.lead
    keys = say.HOTSEAT.keys

    def __init__(self, theme: Theme, start: Callable[[HotseatChoice], Scene]) -> None:
        self.start = start
        self.names = (Text("First player", TextField(DEFAULT_NAMES[0], NAME_LIMIT), theme.palette.players[0]),
                      Text("Second player", TextField(DEFAULT_NAMES[1], NAME_LIMIT), theme.palette.players[1]))
        self.deck = Picker("Deck", deck_options(any_deck=True))
        self.variant = Picker("Set-up", say.VARIANTS)
        self.match = Picker("Match", MATCH_LENGTHS)
        self.assistant = Picker("Cypher Wheel", ASSISTANT)
        self.assistant.choose(load_settings().wheel_assistant)
        super().__init__(theme, Form([*self.names, self.deck, self.variant, self.match, self.assistant,
                                      Buttons(("Start", "Back"), (self._start, self._back))]))

    def chosen(self) -> HotseatChoice | None:
        """The choice, or None (with the form's `problem` saying why) when the names will not do."""
        names = (self.names[0].field.text.strip(), self.names[1].field.text.strip())
        if not all(names):
            self.form.problem = say.NAME_NEEDED
            return None
        if names[0].casefold() == names[1].casefold():
            self.form.problem = say.SAME_NAMES
            return None
        self.form.problem = ""
        return HotseatChoice(names, self.deck.value, self.variant.value, int(self.match.value),
                             self.assistant.value)  # type: ignore[arg-type]

    def _start(self) -> None:
        choice = self.chosen()
        if choice is not None:
            self.stack.pop()
            self.stack.push(self.start(choice))

    def _back(self) -> None:
        self.stack.pop()
