"""The prompt models of decisions laid out as a spread over the table: the number ring, piles laid out,
rows to order, the strategic set-up, and the plain list where nothing better fits (spread_paint.py draws them)."""

from __future__ import annotations

from game.decks.deck import Deck
from game.engine import Choice
from game.engine.cards import NUMBERS
from game.engine.citrine import petals_named
from game.engine.view import View
from game.text import prompt_words as say
from game.text.choice_words import describe, latest_cards
from game.text.reasons import PETALS_NUMBER, petal_reason
from game.text.words import Names
from game.ui.decisions.base import Cards, Listing, Prompt, Ring, Row, Step, back_button
from game.ui.widgets.targets import Key, Target


class RingPrompt(Prompt):
    """A number on the ring: named for a question (name_number) or as an answer (answer_number).

    Picking Petals' answer says beside the ring why each greyed number may not be named, and marks the
    number already named when a second is asked for; the engine's options alone say what is legal."""

    def step(self) -> Step:
        source = self.source or ""
        ask, detail = say.RING_TEXTS.get(source, say.ANY_NUMBER)
        shown = latest_cards(self.view, "show_hand") if source == "test_access_codes" else ()
        if shown:
            detail = say.their_hand(self.words.cards(shown)) + detail
        petals = source == "picking_petals"
        named = petals_named(self.view) if petals else ()
        if named:
            ask, detail = say.SECOND_PETAL[0], say.SECOND_PETAL[1] + detail
        elif petals and not any(slot.occupied for side in self.view.sides for slot in side.slots):
            detail = say.FIRST_OF_TWO_PETALS + detail  # RULES.md 7: no Guard in any slot, a second follows
        suitcase = self.view.sides[self.me].suitcase
        targets = []
        for n in NUMBERS:
            legal = ("number", n) in self.options
            reason = ""
            if not legal:
                reason = (petal_reason(n, suitcase, self.words.ability(source)) if petals
                          else say.NOT_IN_SHOWN_HAND)
            targets.append(Target(("number", n), legal, reason, f"Name {n}"))
        barred: tuple[str, ...] = ()
        if petals:  # your Suitcase Number first, then 3, then what you named
            greyed = sorted((t for t in targets if not t.legal),
                            key=lambda t: (t.key[1] != suitcase, t.key[1] != PETALS_NUMBER, t.key[1]))
            barred = tuple(t.reason for t in greyed)
        title = f"{self.words.ability(source)}: {ask}"
        return Step(title, tuple(targets), spread=Ring(title, detail, barred, named))

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
            title = say.scavenge_title(name, len(numbers))
            detail = say.SCAVENGE_DETAIL
            captions = say.DEPTH_CAPTIONS[:len(numbers)]
        elif kind == "dead_drop":
            final = self.hand()[0] if self.hand() else None
            title = say.dead_drop_title(name)
            detail = say.your_final_card(self.card(final)) if final is not None else ""
            captions = ("",) * len(numbers)
            targets.append(Target(("button", "pass"), label=say.KEEP_FINAL_CARD))
        else:
            title = say.archivist_title(name)
            detail = say.ARCHIVIST_DETAIL
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
            title = say.draw_order_title(self.words.ability(self.source or ''))
            ends = say.DRAW_ORDER_ENDS
        else:
            title = say.DISCARD_ORDER_TITLE
            ends = say.DISCARD_ORDER_ENDS
        detail = say.ORDER_HOLDING if self.held is not None else say.ORDER_HOW
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
            title = say.SETUP_SUITCASE_TITLE
            targets = tuple(Target(("card", i), label=say.make_suitcase_label(self.card(n)))
                            for i, n in enumerate(hand))
            return Step(title, targets, spread=Cards(title, say.SETUP_SUITCASE_DETAIL, hand, ("",) * len(hand)))
        suitcase = self.picks[0][1]
        title = say.SETUP_ENCRYPT_TITLE
        targets = tuple(Target(("card", i), i != suitcase, say.IS_YOUR_SUITCASE, f"Encrypt {self.card(n)}")
                        for i, n in enumerate(hand)) + back_button(self)
        captions = tuple("SUITCASE" if i == suitcase else "" for i in range(len(hand)))
        return Step(title, targets, selected=(self.picks[0],),
                    spread=Cards(title, say.SETUP_ENCRYPT_DETAIL, hand, captions))

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
