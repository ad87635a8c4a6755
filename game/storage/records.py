"""Game records: the inputs that reproduce a game, validated by pydantic.

A record holds the deck (spec and full content), the variant, the first
player, an optional stacked card order and every choice in order, chance
outcomes included. It never stores an outcome: replaying recomputes it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError, model_validator

from game.decks.deck import Card, Deck
from game.engine import GameState, IllegalChoice
from game.engine.decision import CHOICE_FIELDS, Choice
from game.errors import MAX_QUOTED, DataError, clipped, first_problem, quoted
from game.storage.files import UnreadableFile, read_json
from game.storage.home import write_atomic

RECORD_FORMAT: Literal["classified-info-record"] = "classified-info-record"
RECORD_VERSION: Literal[1] = 1
MAX_CHOICE_LIST = 64
"""No choice lists more numbers than this (a deal's order has 18): a longer list is refused before any check."""


class RecordError(DataError):
    """A record that cannot be read or that breaks the rules."""


class RecordDeck(BaseModel):
    """The deck a game was played with: its spec and every card."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    spec: Annotated[str, Strict()]
    cards: tuple[Card, ...] = Field(min_length=9, max_length=9)

    @model_validator(mode="after")
    def _a_playable_deck(self) -> RecordDeck:
        """The cards obey the same rules as a deck file: each number once, two copies each."""
        self.deck()
        return self

    def deck(self) -> Deck:
        """The deck these cards make (validated as strictly as a deck file)."""
        return Deck(format=1, id=self.spec or "record", name=self.spec or "record", theme="", cards=self.cards)

    def abilities(self) -> tuple[str, ...]:
        return tuple(card.ability for card in sorted(self.cards, key=lambda c: c.number))


class GameRecord(BaseModel):
    """Everything needed to replay one game, and nothing it produced."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["classified-info-record"] = RECORD_FORMAT
    version: Literal[1] = RECORD_VERSION
    deck: RecordDeck
    variant: Literal["standard", "strategic"]
    first_player: Annotated[int, Strict(), Field(ge=0, le=1)]
    order: Annotated[tuple[Annotated[int, Strict()], ...], Field(max_length=MAX_CHOICE_LIST)] | None = None
    players: tuple[str, str] | None = None
    steps: list[dict[str, Any]] = Field(max_length=10_000)


def choice_to_json(choice: Choice) -> dict[str, Any]:
    """('enlist_assassin', 0, 4) -> {"kind": "enlist_assassin", "hand": 0, "target": 4}."""
    kind = choice[0]
    out: dict[str, Any] = {"kind": kind}
    for name, value in zip(CHOICE_FIELDS[kind], choice[1:]):
        out[name] = list(value) if isinstance(value, tuple) else value
    return out


def choice_from_json(step: dict[str, Any]) -> Choice:
    """The inverse of choice_to_json; raises ValueError saying what is wrong."""
    kind = step.get("kind")
    if not isinstance(kind, str) or kind not in CHOICE_FIELDS:
        raise ValueError(f"unknown kind {quoted(kind)}; kinds are {', '.join(CHOICE_FIELDS)}")
    fields = CHOICE_FIELDS[kind]
    extra = set(step) - {"kind", *fields}
    if extra:
        named = clipped(", ".join(quoted(name) for name in sorted(extra, key=str)[:5]), 2 * MAX_QUOTED)
        raise ValueError(f"unexpected field(s) {named} for kind {kind!r}")
    values: list[Any] = []
    for name in fields:
        if name not in step:
            raise ValueError(f"kind {kind!r} needs the field {name!r}")
        value = step[name]
        if isinstance(value, list) and len(value) > MAX_CHOICE_LIST:
            raise ValueError(f"field {name!r} lists {len(value)} numbers; no choice lists more than {MAX_CHOICE_LIST}")
        if isinstance(value, list) and all(type(v) is int for v in value):
            values.append(tuple(value))
        elif type(value) is int:
            values.append(value)
        else:
            raise ValueError(f"field {name!r} must be a whole number (or a list of them), not {quoted(value)}")
    return (kind, *values)


def record_game(state: GameState, deck: Deck, spec: str, stacked: bool = False,
                players: tuple[str, str] | None = None,
                extra_step: Choice | None = None) -> GameRecord:
    """The record of a game so far; `extra_step` is a choice not applied (a failing one)."""
    history = list(state.history)
    if extra_step is not None:
        history.append(extra_step)
    order = None
    if stacked and history and history[0][0] == "deal":
        order = tuple(history.pop(0)[1])
    return GameRecord(
        deck=RecordDeck(spec=spec, cards=deck.cards),
        variant=state.variant,  # type: ignore[arg-type]
        first_player=state.first,  # type: ignore[arg-type]
        order=order,
        players=players,
        steps=[choice_to_json(c) for c in history],
    )


def replay(record: GameRecord, source: str = "the record") -> GameState:
    """Apply every step of a record; a step that breaks the rules raises RecordError naming it."""
    try:
        state = GameState(record.deck.abilities(), record.variant, record.first_player, seed=0)
    except ValueError as error:
        raise RecordError(f"{source}: its deck cannot be played: {error}.") from None
    steps: list[tuple[str, Any]] = []
    if record.order is not None:
        steps.append(("the stacked order", ("deal", tuple(record.order))))
    for i, step in enumerate(record.steps, start=1):
        try:
            steps.append((f"step {i}", choice_from_json(step)))
        except ValueError as error:
            raise RecordError(f"{source}, step {i}: {error}; fix or remove that step.") from None
    for where, choice in steps:
        if state.pending is None:
            raise RecordError(f"{source}, {where}: the game was already over; remove the steps from here on.")
        try:
            state.apply(choice)
        except IllegalChoice as error:
            raise RecordError(f"{source}, {where}: {json.dumps(choice_to_json(choice))} breaks the rules "
                              f"({error}); the record was changed or made by another version.") from None
    return state


def load_record(path: Path | str) -> GameRecord:
    """Read and validate a record file, with one readable paragraph on any problem."""
    path = Path(path)
    try:
        data = read_json(path)
    except OSError as error:
        raise RecordError(f"{path}: cannot read the record ({error.strerror or error}); check the path.") from None
    except UnreadableFile as error:
        raise RecordError(f"{path}: not a game record (the file {error}); "
                          "give a file written by `simulate --save-records`.") from None
    try:
        return GameRecord.model_validate(data)
    except ValidationError as error:
        raise RecordError(f"{path}: {first_problem(error)}; a record needs format "
                          f"{RECORD_FORMAT!r}, version {RECORD_VERSION}, deck, variant, "
                          "first_player and steps.") from None


class RecordNotWritten(RecordError, OSError):
    """A record the disk refused: bad data for the command line (exit 1), a refused write for the window."""


def save_record(path: Path | str, record: GameRecord) -> None:
    """Write a record atomically, so a failed write never leaves half a file; RecordNotWritten says why."""
    path = Path(path)
    try:
        write_atomic(path, record.model_dump_json(indent=1, exclude_none=True) + "\n")
    except OSError as error:
        raise RecordNotWritten(f"{path}: cannot write the record ({error.strerror or error}); name a folder "
                               "you may write in, on a disk with free space.") from None
