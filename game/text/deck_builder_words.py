"""What the deck builder says: its heading, what each button did, and why it could not."""

from __future__ import annotations

from game.text.deck_names import your_deck
from game.text.screens import Heading

DECK_BUILDER = Heading("DECK BUILDER", "Build a deck",
                       "Tab or ↑ ↓ to move · ← → to change · type a name · Enter to choose · Esc to go back",
                       "Each number's two copies come from one ready deck. Save it under a name to play it as your "
                       "deck.")
MATCH_BUILDER_KEYS = "Tab or ↑ ↓ to move · ← → to change · Enter to choose · Esc: back to the table"
"""The foot of the match's deck builder, over the table."""
READ_THEM = "Move to a number (↑ ↓) to read its card, and the cards it may be swapped for, in full."
"""Under the nine names when their texts do not fit beside the form."""
NEW_DECK = "New deck"
THE_LAST_GAMES_DECK = "The last game's deck"
USE_THIS_DECK = "Use this deck"
SAVE_FIRST = "Save the deck first, then duplicate it."
NOTHING_TO_DELETE = "Nothing to delete: this deck is not saved."
KEEP_IT = "Keep it"


def not_saved(reason: str) -> str:
    return f"The deck could not be saved ({reason})."


def saved(name: str) -> str:
    return f"Saved {your_deck(name)}: choose it as the deck when you start a game."


def copy_not_saved(reason: str) -> str:
    return f"The copy could not be saved ({reason})."


def saved_copy(name: str) -> str:
    return f"Saved a copy as {your_deck(name)}."


def delete_ask(name: str) -> str:
    return f"Delete {name}?"


def delete_label(name: str) -> str:
    return f"Delete {name}"


def not_deleted(name: str, reason: str) -> str:
    return f"{name} could not be deleted ({reason})."


def deleted(name: str) -> str:
    return f"Deleted {name}."
