"""Deck specs from the command line and settings (CLI.md, "Deck specs").

`citrine`, `ruby`, `emerald`, `mixed:XXXXXXXXX`, `random-mix` (a fresh mix per
game from the game's seed), `custom:NAME` (a deck saved in custom_decks/) and
deck files. Every bad spec raises DeckError with one paragraph and the fix.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from game.decks.deck import (
    MIX_LETTERS,
    READY_DECKS,
    Deck,
    DeckError,
    load_deck_file,
    load_ready_deck,
    mixed_abilities,
    mixed_deck,
)
from game.engine.cards import NUMBERS
from game.errors import first_problem, quoted
from game.storage.files import UnreadableFile, read_json
from game.storage.home import data_home
from game.storage.notices import tell

SPEC_HELP = ("a deck spec is citrine, ruby, emerald, mixed:XXXXXXXXX (one letter c, r or e per "
             "number 1..9, e.g. mixed:crecrecre), random-mix, or custom:NAME")
RANDOM_MIX = "random-mix"


class CustomDeck(BaseModel):
    """A deck saved with the deck builder: a name and the mix it stands for."""

    model_config = ConfigDict(extra="forbid")

    name: Annotated[str, Field(min_length=1)]
    spec: Annotated[str, StringConstraints(pattern=r"^mixed:[creCRE]{9}$")]


CUSTOM_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _-]{0,39}")
"""A custom deck's file name: a plain name, so custom:NAME can never reach outside custom_decks/."""
NAME_RULE = "letters, digits, spaces, - and _, up to 40, starting with a letter or digit"
RESERVED_NAMES = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)),
                            *(f"lpt{n}" for n in range(1, 10))})
"""Names Windows keeps for devices, with or without an extension: no file can have them."""
CUSTOM = "custom:"


def name_problem(name: str, taken: tuple[str, ...] | list[str] = (), keep: str = "") -> str | None:
    """Why `name` cannot name a custom deck, or None when it can.

    A name is a file name on every system (no `:*?"<>|`, no trailing dot or
    space, no device name such as CON or LPT1.txt) and differs from every name
    in `taken` in more than case (`keep`: the deck being saved again, whose own
    name may stay).
    """
    if not name.strip():
        return "A deck needs a name."
    if name != name.rstrip(" ."):
        return "A deck's name cannot end with a space or a dot."
    if name.split(".")[0].strip().casefold() in RESERVED_NAMES:
        return f"{name} is a name the system keeps for a device; choose another."
    if not CUSTOM_NAME.fullmatch(name):
        return f"A deck's name is {NAME_RULE}."
    if name.casefold() != keep.casefold() and name.casefold() in {n.casefold() for n in taken}:
        return f"There is already a deck called {name} (names differ in more than capitals); choose another."
    return None


@dataclass(frozen=True)
class DeckSource:
    """Where each game's deck comes from: one fixed deck, or a fresh random mix."""

    spec: str
    deck: Deck | None

    def for_game(self, game_seed: int) -> tuple[Deck, str]:
        """The deck of one game and its resolved spec (what a record stores)."""
        spec = self.spec if self.deck is not None else f"mixed:{mix_of(game_seed)}"
        return self.deck_of(spec), spec

    def abilities_for_game(self, game_seed: int) -> tuple[tuple[str, ...], str]:
        """What the engine needs of one game's deck (its ability ids) and its resolved spec;
        `deck_of(spec)` builds the Deck itself when a record needs it."""
        if self.deck is not None:
            return self.deck.abilities(), self.spec
        letters = mix_of(game_seed)
        return mixed_abilities(letters), f"mixed:{letters}"

    def deck_of(self, spec: str) -> Deck:
        """The Deck of a game whose resolved spec `abilities_for_game` gave."""
        return self.deck if self.deck is not None else mixed_deck(spec.removeprefix("mixed:"))


def mix_of(game_seed: int) -> str:
    """A random mix's nine letters, from a hash of the game's seed: each of the 3**9 mixes
    about as likely (a hash costs a random-mix game less than seeding a generator)."""
    digest = hashlib.blake2b(b"mix:%d" % game_seed, digest_size=8).digest()
    code = int.from_bytes(digest, "big")
    letters = []
    for _ in NUMBERS:
        code, letter = divmod(code, 3)
        letters.append("cre"[letter])
    return "".join(letters)


def deck_source(spec: str | None = None, deck_file: str | Path | None = None) -> DeckSource:
    """Resolve a spec or a deck file once, so that a bad one fails before any game starts."""
    if deck_file is not None:
        return DeckSource(f"file:{deck_file}", load_deck_file(deck_file))
    if spec is not None and not spec.strip():
        raise DeckError(f"an empty deck spec names no deck: {SPEC_HELP}.")
    typed = (spec or "citrine").strip()
    key = typed.lower()
    if key == RANDOM_MIX:
        return DeckSource(RANDOM_MIX, None)
    if key.startswith(CUSTOM):
        custom = load_custom(typed[len(CUSTOM):].strip())
        return DeckSource(CUSTOM + custom.name, resolve_spec(custom.spec))
    return DeckSource(key, resolve_spec(typed))


def custom_name(spec: str) -> str | None:
    """The deck's name as typed when `spec` is custom:NAME (None for any other spec)."""
    return spec[len(CUSTOM):] if spec[:len(CUSTOM)].lower() == CUSTOM else None


def named_spec(spec: str) -> str:
    """A spec with its custom deck named as the deck builder saved it (older saves wrote it in lower
    case); any other spec, or a deck that cannot be read, as it is."""
    name = custom_name(spec)
    if name is None:
        return spec
    try:
        return CUSTOM + load_custom(name.strip()).name
    except DeckError:
        return spec


def kept_source(spec: str, deck: Deck) -> DeckSource:
    """Where a saved game or match goes on dealing from: its spec, or, when that deck can no longer
    be read (a custom deck deleted since), the cards it kept, still under its name; the player is told."""
    try:
        return deck_source(spec)
    except DeckError:
        name = custom_name(spec)
        which = f"The deck {quoted(name.strip())}" if name is not None else f"The deck {quoted(spec)}"
        tell(f"{which} is gone from your decks; this game deals on from the cards it kept.")
        return DeckSource(named_spec(spec), deck)


def resolve_spec(spec: str) -> Deck:
    """The one deck a fixed spec names."""
    key = spec.strip().lower()
    if key in READY_DECKS:
        deck = load_ready_deck(key)
    elif key.startswith("mixed:"):
        letters = key[len("mixed:"):]
        if len(letters) != 9:
            raise DeckError(f"deck spec {spec!r}: a mixed deck needs exactly 9 letters (one per number "
                            f"1..9) and {letters!r} has {len(letters)}; for example mixed:crecrecre.")
        if set(letters) - MIX_LETTERS.keys():
            raise DeckError(f"deck spec {spec!r}: each letter must be c (Citrine), r (Ruby) or "
                            "e (Emerald); for example mixed:crecrecre.")
        deck = mixed_deck(letters)
    elif key.startswith(CUSTOM):
        deck = resolve_spec(load_custom(spec.strip()[len(CUSTOM):].strip()).spec)
    elif key == RANDOM_MIX:
        raise DeckError("random-mix draws a new deck for every game; it cannot stand for one deck here.")
    else:
        raise DeckError(f"unknown deck spec {spec!r}: {SPEC_HELP}.")
    return deck


def custom_path(name: str) -> Path:
    """custom_decks/NAME.json, its name matched regardless of case (names differ in more than case),
    so a spec written in other capitals (as older saves did) finds its deck."""
    folder = data_home() / "custom_decks"
    exact = folder / f"{name}.json"
    if exact.exists() or not folder.is_dir():
        return exact
    wanted = f"{name}.json".casefold()
    try:
        return next((path for path in folder.iterdir() if path.name.casefold() == wanted), exact)
    except OSError:
        return exact


def load_custom(name: str) -> CustomDeck:
    """Read custom_decks/NAME.json from the data folder; NAME is a plain name, never a path.

    The deck comes back named as its file is (the name as typed in the deck builder).
    """
    if not CUSTOM_NAME.fullmatch(name):
        raise DeckError(f"custom:{quoted(name)}: a custom deck's name is {NAME_RULE}, never a path; "
                        "for example custom:my-deck.")
    path = custom_path(name)
    try:
        data = read_json(path)
    except FileNotFoundError:
        raise DeckError(f"custom:{name}: there is no {path}; build it in Decks on the title screen, or write "
                        "that file as {\"name\": ..., \"spec\": \"mixed:...\"}.") from None
    except (OSError, UnreadableFile) as error:
        problem = error.strerror if isinstance(error, OSError) else f"the file {error}"
        raise DeckError(f"{path}: cannot read this custom deck ({problem}); it must be JSON like "
                        "{\"name\": \"My deck\", \"spec\": \"mixed:crecrecre\"}.") from None
    try:
        return CustomDeck.model_validate(data).model_copy(update={"name": path.stem})
    except ValidationError as error:
        raise DeckError(f"{path}: {first_problem(error)}; a custom deck is "
                        "{\"name\": \"My deck\", \"spec\": \"mixed:crecrecre\"} (9 letters c, r or e).") from None


def ready_library() -> dict[str, tuple[str, ...]]:
    """Letter -> the nine ability ids of that ready deck, for building mixes in a match."""
    return {letter: load_ready_deck(name).abilities() for letter, name in MIX_LETTERS.items()}
