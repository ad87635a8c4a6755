"""The guided first game: the stacked deal, what the opponent does, and one lesson per turn.

The deal (RULES.md 2.4) is stacked so that every idea turns up once, in
order, and following every tip wins: you hold a 2 (Code 1-2-3), they hold a
7 (Code 6-7-8). Both your 3s end in the Encrypted Card Pile and your Guards
block 1 and 2, so no Final Card of theirs can hit your Code; your Final Card
is the last 7 in play, which no Guard of theirs can block. Their final turn
is free play against `easy`, and none of their last two cards (an Extra
Protection and a Decoy Guard) can change that.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.levels import Computer
from game.engine import Choice
from game.engine.decision import ACTION, NAME_NUMBER
from game.engine.view import View

DECK = "citrine"
ORDER = (1, 4, 3, 9, 2, 7, 3, 5, 2, 5, 1, 4, 9, 6, 7, 6, 8, 8)
"""Index 0 on top: hands 1 3 | 4 9, Suitcases 2 | 7, Encrypted 3 5, then the ten draws."""
FIRST = 0
"""You start, in seat 0."""
SEED = 5
"""Chance after the deal: only which card they show you after your failed Attempt."""
LEVEL = Computer.EASY
"""Who plays their side once the script ends."""
FREE_FROM = 11
"""The first turn of free play: their final turn (told before it is played)."""

SCRIPT: dict[int, tuple[Choice, ...]] = {
    1: (("enlist_guard", 4),),
    3: (("encrypt", 9),),
    5: (("enlist_guard", 5),),
    7: (("deploy", 6), ("slot", 1)),
    9: (("encrypt", 4),),
}
"""Their scripted turns: each decision of the turn in order, an Action naming its card by number."""

EXPLAIN = "explain"
WHEEL = "wheel"
REVEAL = "reveal"
TABLE = "table"
"""An explanation about the whole table, pointing at nothing on it."""
GO_ON = "Click here (or press Enter) to go on."
CONFIRM_TIP = "Confirm it (Enter or Y): the game asks before every Action and every choice that cannot be undone."


@dataclass(frozen=True)
class Lesson:
    """One step of the guided game: what is taught, on which turn, and the tip for each click.

    For a decision (`kind` an engine decision kind) the only legal choice is
    `card` played as `play` (or `rest` for a number), and `tips` holds one tip
    per pick, then the confirmation's. An explanation, the wheel and the
    reveal point at `place` and wait for their own click; an explanation on
    the opponent's turn is told as that turn begins, and they wait for it.
    """

    turn: int
    kind: str
    tips: tuple[str, ...]
    place: tuple = ()
    card: int = 0
    play: str = ""
    rest: tuple[int, ...] = ()

    def goal(self, view: View) -> Choice:
        """The one choice this lesson lets the player make, in the engine's terms."""
        if self.kind != ACTION:
            return ("number", *self.rest)
        hand = view.sides[view.seat()].hand or ()
        return (self.play, hand.index(self.card), *self.rest)


WHEEL_STRIKES = (1, 2, 3, 4, 5)
"""What the wheel lesson has you strike: the numbers Fortune Teller's "no" ruled out."""
SHEET_TIP = ("Click the Code under 1 (the small numbers 9-1-2) to strike 1 out: their Suitcase Number cannot be 1. "
             "Do the same for 2, 3, 4 and 5; the wheel closes by itself once all five are struck.")

LESSONS: tuple[Lesson, ...] = (
    Lesson(0, EXPLAIN, place=("suitcase", 0), tips=(
        "This face-down card is your Suitcase: a 2, Test Access Codes. Your Code is 1-2-3: its number and the two "
        "beside it. To win, end the game holding a card from their Code that no Guard of theirs blocks, and keep "
        "1, 2 and 3 out of their hands. " + GO_ON,)),
    Lesson(0, ACTION, card=1, play="deploy", tips=(
        "Click Fortune Teller (1): its question narrows down their Suitcase.",
        "Deploy: Fortune Teller asks, and they must answer truthfully.",
        CONFIRM_TIP)),
    Lesson(0, NAME_NUMBER, rest=(3,), tips=(
        "Name 3: they must say whether their Suitcase Number is within 2 of 3 on the ring, that is 1 to 5. "
        "The answer appears in the game log.",
        CONFIRM_TIP)),
    Lesson(2, WHEEL, place=("wheel",), tips=(
        "The game log says their answer: no, their Suitcase Number is not within 2 of 3. Click the Cypher Wheel "
        "(or press W) and strike out 1, 2, 3, 4 and 5.",)),
    Lesson(2, ACTION, card=1, play="enlist_guard", tips=(
        "Click Fortune Teller (1), your second copy: 1 is a number of your Code.",
        "Enlist as Guard: face down, it blocks 1 at the Big Reveal, so a 1 as their Final Card cannot hit your Code.",
        CONFIRM_TIP)),
    Lesson(4, ACTION, card=3, play="encrypt", tips=(
        "Click Picking Petals (3): 3 is in your own Code, so as their Final Card it would hit you.",
        "Encrypt: face down in the Encrypted Card Pile it stays out of play for good; on the Discard Pile "
        "their Scavenge could pick it up.",
        CONFIRM_TIP)),
    Lesson(6, ACTION, card=9, play="enlist_assassin", rest=(0,), tips=(
        "Click Shine Spotlights (9): an Assassin, Code 8-9-1.",
        "Enlist as Assassin: it attacks a face-down Guard of theirs.",
        "Attack their first Guard: an Attempt. If its Code shares a number with 8-9-1 the Guard is discarded; "
        "if not, the Attempt fails and they must show you a card from their hand.",
        CONFIRM_TIP)),
    Lesson(7, EXPLAIN, place=("guard", 1, 0), tips=(
        "The Attempt failed: this Guard's Code shares no number with 8-9-1, so it is not 7, 8, 9, 1 or 2, and "
        "they had to show you {shown}. " + GO_ON,)),
    Lesson(8, ACTION, card=8, play="deploy", tips=(
        "Click Decoy Guard (8): this is your last draw, so use it to narrow their Suitcase before the final turns.",
        "Deploy: Decoy Guard asks whether their Suitcase Number is within 1 of the number you name.",
        CONFIRM_TIP)),
    Lesson(8, NAME_NUMBER, rest=(7,), tips=(
        "Name 7: a yes leaves only 6, 7 and 8, and your Wheel of Fate (7) is in the Code of each of them.",
        CONFIRM_TIP)),
    Lesson(10, ACTION, card=2, play="enlist_guard", tips=(
        "Final turn, no draw: the card you keep is your Final Card. Click Test Access Codes (2) to play it "
        "and keep Wheel of Fate (7).",
        "Enlist as Guard: it blocks 2, another number of your Code, and Wheel of Fate (7) stays as your Final Card.",
        CONFIRM_TIP)),
    Lesson(FREE_FROM, EXPLAIN, place=(TABLE,), tips=(
        "From here you play freely: their final turn is theirs to choose, then the Big Reveal. "
        "Tips now appear only when something new happens. " + GO_ON,)),
)
"""The guided turns in order."""

REVEAL_TIP = ("Your Final Card, Wheel of Fate (7), is in their Code and no Guard of theirs is a 7: an Unguarded "
              "Match. Their Final Card could not hit your Code: both 3s were encrypted and your Guards block 1 "
              "and 2. That is the whole game: ask, mark the wheel, guard your Code, keep the card that hits theirs.")
"""Said beside the Big Reveal of the guided game."""
FREE_TIP = LESSONS[-1].tips[0]
"""The last lesson: what happens once the lessons are over."""
