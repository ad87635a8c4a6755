"""Deck specs from the command line and settings: `citrine`, `mixed:crecrecre`, a deck file."""

from __future__ import annotations

from pathlib import Path

from game.decks import READY_DECKS, Deck, DeckError, load_deck_file, load_ready_deck, mixed_deck
from game.engine import IMPLEMENTED_ABILITIES

SPEC_HELP = "a deck spec is citrine, ruby, emerald or mixed:XXXXXXXXX (one letter c, r or e per number 1..9)"


def resolve_spec(spec: str) -> Deck:
    """The deck a spec names; an unknown spec raises DeckError saying what is accepted."""
    key = spec.strip().lower()
    if key in READY_DECKS:
        deck = load_ready_deck(key)
    elif key.startswith("mixed:"):
        try:
            deck = mixed_deck(key[len("mixed:"):])
        except ValueError as error:
            raise DeckError(f"deck spec {spec!r}: {error}; for example mixed:crecrecre.") from None
    else:
        raise DeckError(f"unknown deck spec {spec!r}: {SPEC_HELP}.")
    return playable(deck, f"deck {spec!r}")


def resolve_file(path: str | Path) -> Deck:
    """A deck from a deck file in the decks/ format."""
    return playable(load_deck_file(path), str(path))


def playable(deck: Deck, where: str) -> Deck:
    """Reject a deck whose abilities the engine does not implement yet, naming them."""
    missing = [c for c in deck.cards if c.ability not in IMPLEMENTED_ABILITIES]
    if missing:
        names = ", ".join(f"{c.number} {c.name} ({c.ability})" for c in missing)
        raise DeckError(f"{where}: these cards are not playable in this version yet: {names}; "
                        "choose a deck without them, such as citrine.")
    return deck
