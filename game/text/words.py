"""How the log and the banner name things for one viewer: "You", "Player 2's", "Scavenge (5)".

Two people at one screen are named by the names they gave ("Ann's Guard"),
and a screen both of them may see (a hand-off, the Big Reveal) says no "you".
"""

from __future__ import annotations

from typing import Callable, Protocol, Sequence

from game.engine.cards import code
from game.engine.view import EventView

Phrase = Callable[[EventView, "Words"], str]
"""Turns one event into one sentence for the viewer the Words speak to."""


Names = tuple[str, str] | None
"""The players' own names (hotseat), or None for "Player 1" and "Player 2"."""


class NamedCard(Protocol):
    """What the words read of one card: its name and the ability it carries."""

    @property
    def name(self) -> str: ...

    @property
    def ability(self) -> str: ...


class CardNames(Protocol):
    """What the words read of a deck: its cards' names, so text needs no deck file model."""

    @property
    def cards(self) -> Sequence[NamedCard]: ...

    def card(self, number: int) -> NamedCard: ...


def player_name(player: int, viewer: int | None, names: Names = None) -> str:
    """ "You" for the viewer, the player's name (or "Player 1" / "Player 2") for the others."""
    if player == viewer:
        return "You"
    return names[player] if names is not None else f"Player {player + 1}"


def code_text(number: int) -> str:
    """A Code written the way the cards print it, e.g. 4-5-6."""
    return "-".join(map(str, code(number)))


def half_guards(score: int) -> str:
    """A Guard score in half Guards (Extra Protection counts half), e.g. 3 -> "1½"."""
    whole, half = divmod(score, 2)
    if half:
        return f"{whole}½" if whole else "½"
    return str(whole)


class Words:
    """Names, possessives and card labels for one viewer and one deck (None: no card names)."""

    def __init__(self, viewer: int | None, deck: CardNames | None, names: Names = None) -> None:
        self.viewer = viewer
        self.deck = deck
        self.names = names

    def who(self, player: int) -> str:
        """Subject: "You" or "Player 2"."""
        return player_name(player, self.viewer, self.names)

    def whom(self, player: int) -> str:
        """Object: "you" or "Player 2"."""
        return "you" if player == self.viewer else player_name(player, None, self.names)

    def whose(self, player: int) -> str:
        """Possessive: "your" or "Player 2's"."""
        return "your" if player == self.viewer else player_name(player, None, self.names) + "'s"

    def their(self, player: int) -> str:
        """Possessive after the subject: "your" or "their"."""
        return "your" if player == self.viewer else "their"

    def verb(self, player: int, you: str, other: str) -> str:
        """The verb form for the subject: "play" after "You", "plays" after "Player 1"."""
        return you if player == self.viewer else other

    def card(self, number: int) -> str:
        """A card as the log names it: "Scavenge (5)"."""
        assert self.deck is not None
        return f"{self.deck.card(number).name} ({number})"

    def ability(self, ability_id: str) -> str:
        """The name of the card with this ability in the deck (or the id, spelled out)."""
        for card in self.deck.cards if self.deck else ():
            if card.ability == ability_id:
                return card.name
        return ability_id.replace("_", " ").title()

    def cards(self, numbers: tuple[int, ...]) -> str:
        """Several cards in a phrase: "A (1), B (2) and C (3)"."""
        labels = [self.card(n) for n in numbers]
        if len(labels) <= 1:
            return "".join(labels) or "nothing"
        return ", ".join(labels[:-1]) + " and " + labels[-1]


def cap(text: str) -> str:
    """Capitalise the first letter only ("your Guard" -> "Your Guard")."""
    return text[:1].upper() + text[1:]


def slot_name(slot: int) -> str:
    """Slots as players count them: "slot 1" is the first."""
    return f"slot {slot + 1}"
