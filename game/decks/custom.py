"""The decks a player builds: listed, saved, duplicated and deleted in custom_decks/ of the data folder.

A custom deck is a plain name and a mix (one ready deck per number); saved as
custom_decks/NAME.json it plays as `custom:NAME` anywhere a deck is asked for.
"""

from __future__ import annotations

from pathlib import Path

from game.decks.deck import DeckError
from game.decks.specs import CustomDeck, custom_path, load_custom, name_problem
from game.storage import notices
from game.storage.home import data_home, files_in, write_atomic

__all__ = ["custom_deck_names", "delete_custom", "free_name", "letters_of", "name_problem", "save_custom"]


def folder() -> Path:
    return data_home() / "custom_decks"


_told: set[str] = set()
"""The unplayable deck files the player was told about already (once each is enough)."""


def custom_deck_names() -> list[str]:
    """The saved decks that can be played, by name; a file that cannot be is left out, and the player is told
    why (once), so a deck never vanishes without a word."""
    names = []
    for path in sorted(files_in(folder()), key=lambda p: p.stem.casefold()):
        try:
            load_custom(path.stem)
        except DeckError as error:
            if str(path) not in _told:
                _told.add(str(path))
                notices.tell(f"The deck {path.name} is left out of your decks: {error}")
            continue
        names.append(path.stem)
    return names


def letters_of(name: str) -> str:
    """The mix a saved deck stands for: one letter (c, r, e) per number 1..9."""
    return load_custom(name).spec.removeprefix("mixed:").lower()


def save_custom(name: str, letters: str, replacing: str = "") -> None:
    """Save a deck named as typed: a new one, one of the same name again, or `replacing` under a new
    name or new capitals; ValueError for a bad or taken name or a bad mix, OSError if the folder refuses."""
    taken = custom_deck_names()
    problem = name_problem(name, taken, replacing or (name if name in taken else ""))
    if problem is not None:
        raise ValueError(problem)
    deck = CustomDeck(name=name, spec=f"mixed:{letters}")
    if replacing and replacing.casefold() == name.casefold() and replacing != name:
        custom_path(replacing).unlink(missing_ok=True)  # the same deck, its capitals changed
    write_atomic(folder() / f"{name}.json", deck.model_dump_json(indent=1) + "\n")


def free_name(name: str) -> str:
    """A name no saved deck has yet, for a duplicate: "name 2", "name 3", ..."""
    taken = {n.casefold() for n in custom_deck_names()}
    stem = name[:36]
    n = 2
    while f"{stem} {n}".casefold() in taken:
        n += 1
    return f"{stem} {n}"


def delete_custom(name: str) -> None:
    """Delete a saved deck (nothing happens if it is already gone)."""
    if name_problem(name) is None:
        custom_path(name).unlink(missing_ok=True)
