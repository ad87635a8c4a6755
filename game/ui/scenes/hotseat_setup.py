"""Two players, one screen: their names, the deck, the variant and a single game or a match, then the
first hand-off."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from game.session import DEFAULT_NAMES
from game.text.match_words import MATCH_LENGTHS
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.form_screen import FormScreen
from game.ui.widgets.form import Buttons, Choice, Form, Text
from game.ui.widgets.text_field import TextField

NAME_LIMIT = 20
DECKS = (("citrine", "Citrine"), ("ruby", "Ruby"), ("emerald", "Emerald"), ("random-mix", "Random mix"))
VARIANTS = (("standard", "Standard set-up"), ("strategic", "Strategic set-up"))


@dataclass(frozen=True)
class HotseatChoice:
    """What the players chose: passed on to start the game."""

    names: tuple[str, str]
    deck: str
    variant: str
    best_of: int = 1
    """1: a single game; 3 or 5: a match."""


class HotseatSetup(FormScreen):
    """The form before a hotseat game."""

    kicker = "HOTSEAT"
    title = "Two players, one screen"
    lead = "Pass the screen whenever the other player must decide; the game asks first, so nobody sees the " \
           "other's cards."
    keys = "Tab or ↑ ↓ to move · type a name · ← → to change · Enter to choose · Esc to go back"

    def __init__(self, theme: Theme, start: Callable[[HotseatChoice], Scene]) -> None:
        self.start = start
        self.names = (Text("First player", TextField(DEFAULT_NAMES[0], NAME_LIMIT), theme.palette.players[0]),
                      Text("Second player", TextField(DEFAULT_NAMES[1], NAME_LIMIT), theme.palette.players[1]))
        self.deck = Choice("Deck", DECKS)
        self.variant = Choice("Set-up", VARIANTS)
        self.match = Choice("Match", MATCH_LENGTHS)
        super().__init__(theme, Form([*self.names, self.deck, self.variant, self.match,
                                      Buttons(("Start", "Back"), (self._start, self._back))]))

    def chosen(self) -> HotseatChoice | None:
        """The choice, or None (with the form's `problem` saying why) when the names will not do."""
        names = (self.names[0].field.text.strip(), self.names[1].field.text.strip())
        if not all(names):
            self.form.problem = "Each player needs a name."
            return None
        if names[0].casefold() == names[1].casefold():
            self.form.problem = "The two players need different names."
            return None
        self.form.problem = ""
        return HotseatChoice(names, self.deck.value, self.variant.value, int(self.match.value))

    def _start(self) -> None:
        choice = self.chosen()
        if choice is not None:
            self.stack.pop()
            self.stack.push(self.start(choice))

    def _back(self) -> None:
        self.stack.pop()
