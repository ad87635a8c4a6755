"""The one door: what is pending, who decides, and what they may choose.

A choice is a small tuple whose first item names its kind, followed by ints
(hand position, slot, pile position, number) or, for an order, a tuple of
ints. Choices never name a physical card.
"""

from __future__ import annotations

from typing import Any

Choice = tuple[Any, ...]

CHANCE = -1
"""The player who makes chance decisions (the shuffle, random cards)."""

# Decision kinds: what sort of question is pending.
DEAL = "deal"
SHOW_CARD = "show_card"
STRATEGIC_SETUP = "strategic_setup"
ACTION = "action"
NAME_NUMBER = "name_number"
ANSWER_NUMBER = "answer_number"
OWN_GUARD = "own_guard"
SWITCH_PLACES = "switch_places"
DISCARD_PILE = "discard_pile"
HAND_CARD = "hand_card"
FLIP_GUARDS = "flip_guards"
DISCARD_ORDER = "discard_order"
REACT = "react"
OPPONENT_GUARD = "opponent_guard"
GUARD_PAIR = "guard_pair"
DEAD_DROP = "dead_drop"
ENCRYPTED_PILE = "encrypted_pile"
DRAW_ORDER = "draw_order"
RANDOM_ENCRYPTED = "random_encrypted"
BUILD_DECK = "build_deck"
CHOOSE_STARTER = "choose_starter"

DECISION_KINDS = (
    DEAL, SHOW_CARD, STRATEGIC_SETUP, ACTION, NAME_NUMBER, ANSWER_NUMBER,
    OWN_GUARD, SWITCH_PLACES, DISCARD_PILE, HAND_CARD, FLIP_GUARDS,
    DISCARD_ORDER, REACT, OPPONENT_GUARD, GUARD_PAIR, DEAD_DROP, ENCRYPTED_PILE, DRAW_ORDER,
    RANDOM_ENCRYPTED, BUILD_DECK, CHOOSE_STARTER,
)

# Choice kinds and the names of their fields, in order.
CHOICE_FIELDS: dict[str, tuple[str, ...]] = {
    "deal": ("order",),
    "show": ("hand",),
    "pick": ("position",),
    "setup": ("suitcase", "encrypt"),
    "deploy": ("hand",),
    "enlist_guard": ("hand",),
    "enlist_assassin": ("hand", "target"),
    "encrypt": ("hand",),
    "number": ("number",),
    "slot": ("slot",),
    "slots": ("slot", "other_slot"),
    "exchange": ("slot", "opponent_slot"),
    "exchange_discard": ("slot",),
    "switch_into": ("slot",),
    "pile": ("position",),
    "hand": ("hand",),
    "order": ("order",),
    "pass": (),
    "react": ("hand",),
    "guards": ("slot", "opponent_slot"),
    "deck": ("letters",),
    "starter": ("player",),
    "resign": ("player",),
}
"""An assassin's target is the opponent's slot 0..2, or 3 + slot for the
Extra Protection tucking that slot."""

RESIGN = "resign"
"""A player resigns: ("resign", player) ends the game at once, a loss for that player (no decision offers
it; either player may make it whenever the game is not over)."""

ACTION_KINDS = ("deploy", "enlist_guard", "enlist_assassin", "encrypt")
CHANCE_CHOICE_KINDS = ("deal", "show", "pick")
"""Choice kinds made by the chance player."""


class IllegalChoice(ValueError):
    """A choice that is not among the pending decision's legal options."""


class Decision:
    """Who decides, what kind of question it is, and the legal options.

    `options` is None only for the deal, whose outcomes are every ordering
    of the deck; `source` is the ability id that asks, if any.
    """

    __slots__ = ("player", "kind", "options", "source")

    def __init__(self, player: int, kind: str, options: tuple[Choice, ...] | None,
                 source: str | None = None) -> None:
        self.player = player
        self.kind = kind
        self.options = options
        self.source = source

    def __repr__(self) -> str:
        return f"Decision(player={self.player}, kind={self.kind!r}, source={self.source!r}, options={self.options!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and (
            self.player, self.kind, self.options, self.source
        ) == (other.player, other.kind, other.options, other.source)

    def __hash__(self) -> int:
        return hash((self.player, self.kind, self.options, self.source))

    def __reduce__(self):
        return (Decision, (self.player, self.kind, self.options, self.source))
