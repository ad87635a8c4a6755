"""Deck files (decks/*.json): pydantic models, loading with readable errors, and mixed decks."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError, field_validator, model_validator

from game.decks.errors import describe
from game.decks.terms import ABILITY_IDS, COPIES, GUILD_BY_NUMBER, NUMBERS, Guild, Keyword
from game.errors import DataError
from game.resources import resource_path
from game.storage.files import UnreadableFile, read_json

DECK_FORMAT: Literal[1] = 1
READY_DECKS = ("citrine", "ruby", "emerald")
MIX_LETTERS = {"c": "citrine", "r": "ruby", "e": "emerald"}

StrictInt = Annotated[int, Strict()]
Text = Annotated[str, Strict(), Field(min_length=1)]


class DeckError(DataError):
    """A deck file that cannot be used; the message names the file, the card, the field and the fix."""


class Card(BaseModel):
    """One Card Number of a deck (the file lists it once; the deck holds `copies` of it)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    number: Annotated[StrictInt, Field(ge=1, le=9)]
    name: Text
    guild: Guild
    keywords: tuple[Keyword, ...]
    ability: Text
    copies: Annotated[StrictInt, Field(ge=0)]
    house_design: Annotated[bool, Strict()]
    text: Text
    deck: Text  # the ready deck it comes from, for the gem mark; filled from the file's id

    @field_validator("ability")
    @classmethod
    def _known_ability(cls, ability: str) -> str:
        """Reject ability ids the engine does not implement."""
        if ability not in ABILITY_IDS:
            raise ValueError(f"unknown ability id {ability!r}")
        return ability

    @model_validator(mode="after")
    def _guild_matches_number(self) -> Card:
        """Guild depends on the Card Number only, in every deck (RULES.md section 1)."""
        needed = GUILD_BY_NUMBER[self.number]
        if self.guild != needed:
            raise ValueError(
                f'card {self.number} ({self.name}), field "guild": is "{self.guild}", but number '
                f"{self.number} always belongs to the {needed} guild (1, 4, 7 Sentinel; 2, 5, 8 Guard; "
                f"3, 6, 9 Assassin); "
                f'set "guild": "{needed}"'
            )
        return self


class Deck(BaseModel):
    """A deck of 18 cards: two copies of each Card Number 1..9, kept sorted by number."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal[1]
    id: Text
    name: Text
    theme: Annotated[str, Strict()]
    cards: tuple[Card, ...]

    @model_validator(mode="before")
    @classmethod
    def _cards_remember_their_deck(cls, data: Any) -> Any:
        """Give every card without a `deck` field the file's id, so mixed decks keep their gem marks."""
        if isinstance(data, dict) and isinstance(data.get("id"), str) and isinstance(data.get("cards"), list):
            cards = [
                {**card, "deck": data["id"]} if isinstance(card, dict) and "deck" not in card else card
                for card in data["cards"]
            ]
            data = {**data, "cards": cards}
        return data

    @field_validator("cards")
    @classmethod
    def _one_entry_per_number(cls, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        """Each number 1..9 is listed once with two copies: 18 cards in all."""
        seen: dict[int, Card] = {}
        for card in cards:
            if card.number in seen:
                raise ValueError(
                    f'card {card.number} is listed twice ("{seen[card.number].name}" and "{card.name}"); '
                    f"list each number 1..9 exactly once"
                )
            seen[card.number] = card
        missing = [n for n in NUMBERS if n not in seen]
        if missing:
            raise ValueError(
                f"the deck lists {len(cards)} cards and has no card {', '.join(map(str, missing))}; "
                f"list each number 1..9 exactly once"
            )
        total = sum(card.copies for card in cards)
        for card in sorted(cards, key=lambda c: c.number):
            if card.copies != COPIES:
                full = COPIES * len(NUMBERS)
                count = f"the deck has {total} cards, but a deck has {full}: " if total != full else ""
                raise ValueError(
                    f"{count}every number has exactly two copies; "
                    f'card {card.number} ({card.name}), field "copies": is {card.copies}; set "copies": 2'
                )
        return tuple(sorted(cards, key=lambda c: c.number))

    def card(self, number: int) -> Card:
        """Return the card with this Card Number (its name, guild, text, keywords and source deck)."""
        if number not in NUMBERS:
            raise ValueError(f"Card Numbers run from 1 to 9, not {number!r}")
        return self.cards[number - 1]

    def abilities(self) -> tuple[str, ...]:
        """Return the 9 ability ids for the engine; index 0 is Card Number 1."""
        return tuple(card.ability for card in self.cards)


def load_deck_file(path: Path | str) -> Deck:
    """Load and validate a deck file, raising DeckError with one readable paragraph on any problem."""
    path = Path(path)
    try:
        data = read_json(path)
    except OSError as error:
        raise DeckError(
            f"{path}: cannot read the deck file ({error.strerror or error}); check the path."
        ) from None
    except UnreadableFile as error:
        raise DeckError(
            f"{path}: the deck file {error}; a deck file is one small JSON object (see decks/citrine.json), "
            f"so fix it there (a missing comma or quote, or a trailing comma, is the usual cause)."
        ) from None
    try:
        return Deck.model_validate(data)
    except ValidationError as error:
        raise DeckError(describe(path, data, error)) from None


@cache
def load_ready_deck(name: str) -> Deck:
    """Load one of the shipped decks (citrine, ruby, emerald; any case)."""
    key = name.lower()
    if key not in READY_DECKS:
        raise DeckError(f"there is no ready deck called {name!r}; choose one of {', '.join(READY_DECKS)}.")
    return load_deck_file(resource_path("decks", f"{key}.json"))


@cache
def _mix_card(letter: str, number: int) -> Card:
    """Card `number` of the ready deck a mix letter names."""
    return load_ready_deck(MIX_LETTERS[letter]).card(number)


def mixed_abilities(letters: str) -> tuple[str, ...]:
    """A mix's ability ids for the engine, number 1 first, without building its Deck (a
    simulated game needs the Deck only for a record); `letters` as mixed_deck checks them."""
    by_letter = _ready_abilities()
    return tuple([by_letter[letter][i] for i, letter in enumerate(letters)])


@cache
def _ready_abilities() -> dict[str, tuple[str, ...]]:
    """Each mix letter's ready deck's ability ids, number 1 first."""
    return {letter: load_ready_deck(name).abilities() for letter, name in MIX_LETTERS.items()}


def mixed_deck(letters: str) -> Deck:
    """Build a mixed deck: letter i (c, r or e) picks the ready deck both copies of number i+1 come from."""
    letters = letters.lower()
    if len(letters) != len(NUMBERS) or set(letters) - MIX_LETTERS.keys():
        raise ValueError(f"a mixed deck needs 9 letters from c, r, e (one per number 1..9), got {letters!r}")
    cards = tuple(_mix_card(letter, n) for n, letter in zip(NUMBERS, letters, strict=True))
    # valid by construction (one checked card per number, in order): checking again cost a random-mix
    # simulate about 20 µs a game, a tenth of the engine's time
    return Deck.model_construct(
        format=DECK_FORMAT,
        id=f"mixed:{letters}",
        name=f"Mixed ({letters.upper()})",
        theme="A mixed deck: each number's two copies come from one ready deck.",
        cards=cards,
    )


def lettered_deck(letters: str) -> Deck:
    """The deck nine letters make: the ready deck itself when they are all one, else the mix of them."""
    return load_ready_deck(MIX_LETTERS[letters[0]]) if len(set(letters)) == 1 else mixed_deck(letters)
