"""Decisions laid out as a spread over the table: the number ring, piles laid out, rows to order,
the strategic set-up, and the plain list where nothing better fits."""

from __future__ import annotations

from game.decks.deck import Deck
from game.engine import Choice
from game.engine.cards import NUMBERS
from game.engine.view import View
from game.text.choice_words import describe, latest_cards
from game.text.reasons import petal_reason
from game.text.words import Names
from game.ui.decisions.base import Cards, Listing, Prompt, Ring, Row, Step, back_button
from game.ui.widgets.targets import Key, Target

RING_TEXTS = {
    "fortune_teller": ("name any number", "They say whether their Suitcase Number is within 2 of it on the ring."),
    "decoy_guard": ("name a Suitcase Number", "They say whether their Suitcase Number is within 1 of it "
                    "(their Code shares two numbers with its Code)."),
    "interrogation": ("name a number", "If they hold a card of that number they show you one; "
                      "otherwise they say they hold none."),
    "test_access_codes": ("pick a number they showed you", "They say whether it is their Suitcase Number."),
    "picking_petals": ("name a number that is not your Suitcase Number", "Not 3 either. Everyone learns "
                       "that it is not your Suitcase Number."),
}
DEPTH_CAPTIONS = ("top", "2nd", "3rd")


class RingPrompt(Prompt):
    """A number on the ring: named for a question (name_number) or as an answer (answer_number)."""

    def step(self) -> Step:
        source = self.source or ""
        ask, detail = RING_TEXTS.get(source, ("name a number", ""))
        shown = latest_cards(self.view, "show_hand") if source == "test_access_codes" else ()
        if shown:
            detail = f"Their hand: {self.words.cards(shown)}. {detail}"
        if source == "picking_petals" and self.view.events and self.view.events[-1].kind == "petal":
            ask, detail = "name a second number", "No Guard is in play on either side, so you name two. " + detail
        suitcase = self.view.sides[self.me].suitcase
        targets = []
        for n in NUMBERS:
            legal = ("number", n) in self.options
            reason = ""
            if not legal:
                reason = (petal_reason(n, suitcase) if source == "picking_petals"
                          else "Not in the hand they showed you")
            targets.append(Target(("number", n), legal, reason, f"Name {n}"))
        title = f"{self.words.ability(source)}: {ask}"
        return Step(title, tuple(targets), spread=Ring(title, detail))

    def choice_for(self, key: Key) -> Choice | None:
        return ("number", key[1])


class PilePrompt(Prompt):
    """A pile laid out: the Discard Pile's top 3 (Scavenge) or the Encrypted Card Pile
    (Archivist, Dead Drop, with "keep" where the rules offer it)."""

    def _numbers(self) -> tuple[int, ...]:
        if self.view.pending.kind == "discard_pile":
            return tuple(reversed(self.view.discard[-len(self.options):]))
        return latest_cards(self.view, "look_encrypted")

    def step(self) -> Step:
        kind = self.view.pending.kind
        numbers = self._numbers()
        name = self.words.ability(self.source or "")
        targets = [Target(("card", i), self._choice(i) in self.options, "Not offered",
                          f"Take {self.card(n)}") for i, n in enumerate(numbers)]
        if kind == "discard_pile":
            title = f"{name}: take one of the top {len(numbers)} cards of the Discard Pile"
            detail = "Then discard a different card from your hand. The rest keep their order."
            captions = DEPTH_CAPTIONS[:len(numbers)]
        elif kind == "dead_drop":
            final = self.hand()[0] if self.hand() else None
            title = f"{name}: exchange your Final Card with a card of the Encrypted Card Pile, or keep it"
            detail = f"Your Final Card: {self.card(final)}." if final is not None else ""
            captions = ("",) * len(numbers)
            targets.append(Target(("button", "pass"), label="Keep my Final Card"))
        else:
            title = f"{name}: take a card from the Encrypted Card Pile into your hand"
            detail = "Then Encrypt a different card from your hand."
            captions = ("",) * len(numbers)
        return Step(title, tuple(targets), spread=Cards(title, detail, numbers, captions))

    def _choice(self, i: int) -> Choice:
        if self.view.pending.kind == "discard_pile":
            return ("pile", i)
        return ("number", self._numbers()[i])

    def choice_for(self, key: Key) -> Choice | None:
        if key == ("button", "pass"):
            return ("pass",)
        return self._choice(key[1])


class OrderPrompt(Prompt):
    """Cards to put in order in a row: the discard order, or Field Report's new top of the deck."""

    def __init__(self, view: View, deck: Deck, names: Names = None) -> None:
        super().__init__(view, deck, names)
        self.arrangement = list(range(len(self.options[0][1])))
        self.held: int | None = None

    def _numbers(self) -> tuple[int, ...]:
        if self.view.pending.kind == "draw_order":
            return latest_cards(self.view, "field_report_look")
        return self.view.resolving[-len(self.arrangement):]

    def step(self) -> Step:
        numbers = self._numbers()
        arranged = tuple(numbers[i] for i in self.arrangement)
        if self.view.pending.kind == "draw_order":
            title = f"{self.words.ability(self.source or '')}: put the cards back in any order"
            ends = ("top of the Draw Deck", "deeper")
        else:
            title = "Choose the order the cards go onto the Discard Pile (it matters to the pile's top)"
            ends = ("goes down first", "ends on top")
        detail = ("Move it with ← →, put it down with Enter, or click where it goes." if self.held is not None
                  else "Drag a card to its place, or pick it up with Enter and move it with ← →. Then Done.")
        targets = [Target(("order", p), label=f"Move {self.card(n)}") for p, n in enumerate(arranged)]
        targets.append(Target(("button", "done"), label="Done"))
        return Step(title, tuple(targets), spread=Row(title, detail, arranged, ends, self.held))

    def move(self, start: int, end: int) -> None:
        """Take the card at position `start` out of the row and put it in at `end`."""
        card = self.arrangement.pop(start)
        self.arrangement.insert(end, card)

    def shift(self, delta: int) -> None:
        """Move the held card one place left or right."""
        if self.held is not None:
            end = max(0, min(len(self.arrangement) - 1, self.held + delta))
            self.move(self.held, end)
            self.held = end

    def pick(self, key: Key) -> Choice | None:
        if key == ("button", "done"):
            return ("order", tuple(self.arrangement))
        if key[0] == "order":
            if self.held is None:
                self.held = key[1]
            else:
                self.move(self.held, key[1])
                self.held = None
        return None

    def back(self) -> bool:
        if self.held is not None:
            self.held = None
            return True
        if self.arrangement != sorted(self.arrangement):
            self.arrangement.sort()
            return True
        return False


class SetupPrompt(Prompt):
    """Strategic set-up: from the four cards dealt, the Suitcase, then the card to Encrypt."""

    def step(self) -> Step:
        hand = self.hand()
        if not self.picks:
            title = "Set-up: choose your Suitcase"
            targets = tuple(Target(("card", i), label=f"Make {self.card(n)} your Suitcase")
                            for i, n in enumerate(hand))
            return Step(title, targets, spread=Cards(title, "Then a card to Encrypt; you keep the other two.",
                                                    hand, ("",) * len(hand)))
        suitcase = self.picks[0][1]
        title = "Set-up: choose a card to Encrypt"
        targets = tuple(Target(("card", i), i != suitcase, "This is your Suitcase", f"Encrypt {self.card(n)}")
                        for i, n in enumerate(hand)) + back_button(self)
        captions = tuple("SUITCASE" if i == suitcase else "" for i in range(len(hand)))
        return Step(title, targets, selected=(self.picks[0],),
                    spread=Cards(title, "You keep the other two in hand.", hand, captions))

    def choice_for(self, key: Key) -> Choice | None:
        return ("setup", self.picks[0][1], key[1]) if self.picks else None


class ListPrompt(Prompt):
    """Every option as a line of text: for decisions with nothing on the table to point at."""

    def step(self) -> Step:
        labels = tuple(describe(self.view, self.deck, o, self.names) for o in self.options)
        title = "Choose one"
        return Step(title, tuple(Target(("item", i), label=label) for i, label in enumerate(labels)),
                    spread=Listing(title, labels))

    def choice_for(self, key: Key) -> Choice | None:
        return self.options[key[1]]
