"""How a player's own saved deck is named on screen: "your deck Mix One", never its spec (custom:NAME)."""

from __future__ import annotations


def your_deck(name: str) -> str:
    """A saved deck as the player reads it mid-sentence: "your deck Mix One" (cap() starts a label with it)."""
    return f"your deck {name}"
