"""A pending decision as steps of picks: what may be picked now, and why not the rest.

A Prompt reads only the deciding player's View. Each Step names its targets by
key (a hand card, a Guard, a pile, a button, a number, a card in a spread),
legal or not, with the reason a greyed one is not legal; `pick(key)` moves on
and returns the engine's Choice once the picks make one. Drawing and input
live elsewhere (prompt_draw, play_input), so prompts are plain and testable.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.decks.deck import Deck
from game.engine import Choice
from game.engine.view import SlotView, View
from game.text.words import Names, Words
from game.ui.widgets.targets import Key, Target


@dataclass(frozen=True)
class Ring:
    """The number ring: nine wedges; the targets say which numbers are legal."""

    title: str
    detail: str
    barred: tuple[str, ...] = ()
    """Why the greyed numbers may not be named, a line each, where the rules say why (Picking Petals)."""
    named: tuple[int, ...] = ()
    """The numbers already named for the card resolving, marked on the ring."""


@dataclass(frozen=True)
class Cards:
    """Cards laid out in a spread, each with a caption under it."""

    title: str
    detail: str
    numbers: tuple[int | None, ...]
    captions: tuple[str, ...]


@dataclass(frozen=True)
class Row:
    """Cards to put in order by dragging them along a row."""

    title: str
    detail: str
    numbers: tuple[int, ...]
    ends: tuple[str, str]
    """What the left and right ends of the row mean."""
    held: int | None


@dataclass(frozen=True)
class Listing:
    """A plain list of options: only where nothing on the table fits."""

    title: str
    labels: tuple[str, ...]


Spread = Ring | Cards | Row | Listing


@dataclass(frozen=True)
class Step:
    """What the player is asked now."""

    title: str
    targets: tuple[Target, ...]
    selected: tuple[Key, ...] = ()
    spread: Spread | None = None

    def target(self, key: Key) -> Target | None:
        """The target with this key, if the step has one."""
        return next((t for t in self.targets if t.key == key), None)

    def cycle(self) -> list[Target]:
        """The legal targets the keyboard cycles through, in order."""
        return [t for t in self.targets if t.legal and t.tab]


@dataclass
class Prompt:
    """Base: one pending decision of the viewer; subclasses say how it is presented."""

    view: View
    deck: Deck
    names: Names = None
    picks: list[Key] = field(default_factory=list)

    @property
    def me(self) -> int:
        return self.view.viewer  # type: ignore[return-value]

    @property
    def them(self) -> int:
        return 1 - self.me

    @property
    def options(self) -> tuple[Choice, ...]:
        return self.view.options()

    @property
    def source(self) -> str | None:
        return self.view.pending.source

    @property
    def words(self) -> Words:
        return Words(self.view.viewer, self.deck, self.names)

    def card(self, number: int) -> str:
        return self.words.card(number)

    def hand(self) -> tuple[int, ...]:
        return self.view.sides[self.me].hand or ()

    def slots(self, player: int) -> tuple[SlotView, ...]:
        return self.view.sides[player].slots

    def step(self) -> Step:
        raise NotImplementedError

    def choice_for(self, key: Key) -> Choice | None:
        """The Choice that picking `key` completes, or None if it only moves to the next step."""
        raise NotImplementedError

    def pick(self, key: Key) -> Choice | None:
        """Pick a legal target: returns the complete Choice, or None (moved on, or not legal)."""
        if key == ("button", "back"):
            self.back()
            return None
        target = self.step().target(key)
        if target is None or not target.legal:
            return None
        choice = self.choice_for(key)
        if choice is None:
            self.picks.append(key)
        return choice

    def back(self) -> bool:
        """Undo the last pick of this unfinished choice; False when there is none."""
        if not self.picks:
            return False
        self.picks.pop()
        return True


def back_button(prompt: Prompt) -> tuple[Target, ...]:
    """A Back button while some picks are made (Esc does the same)."""
    return (Target(("button", "back"), label="Back", tab=False),) if prompt.picks else ()


def guard_keys(prompt: Prompt, player: int) -> list[tuple[int, SlotView]]:
    """The occupied slots of `player`, with their views."""
    return [(t, s) for t, s in enumerate(prompt.slots(player)) if s.occupied]
