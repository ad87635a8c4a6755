"""The decks a player builds: listed, saved, duplicated and deleted in custom_decks/ of the data folder.

A custom deck is a plain name and a mix (one ready deck per number); saved as
custom_decks/NAME.json it plays as `custom:NAME` anywhere a deck is asked for.
"""

from __future__ import annotations

from pathlib import Path

from game import notices
from game.deck_specs import CUSTOM_NAME, CustomDeck, load_custom
from game.decks import DeckError
from game.home import data_home, files_in, write_atomic

NAME_RULE = "letters, digits, spaces, - and _, up to 40, starting with a letter or digit"


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


def name_problem(name: str) -> str | None:
    """Why a name cannot be a deck's file name, or None when it can."""
    if not name.strip():
        return "A deck needs a name."
    if not CUSTOM_NAME.fullmatch(name):
        return f"A deck's name is {NAME_RULE}."
    return None


def letters_of(name: str) -> str:
    """The mix a saved deck stands for: one letter (c, r, e) per number 1..9."""
    return load_custom(name).spec.removeprefix("mixed:").lower()


def save_custom(name: str, letters: str) -> None:
    """Save (or overwrite) a deck; ValueError for a bad name or mix, OSError if the folder refuses."""
    problem = name_problem(name)
    if problem is not None:
        raise ValueError(problem)
    deck = CustomDeck(name=name, spec=f"mixed:{letters}")
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
        (folder() / f"{name}.json").unlink(missing_ok=True)
