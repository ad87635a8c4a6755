"""The Cypher Wheel's marks by hand: one player's dry-erase notes, as a pure value.

Nothing here reads the game. The player writes what they believe ("/" and
"X" per number, struck Suitcase Numbers, crossed-out guild marks, struck
numbers per face-down Guard, two short notes); the assistant's marks are
computed apart (game/wheel/assistant.py) and never merged into these. Every edit
returns a new Notebook, so undo is a list of old values and a save is a dump.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

NOTE_LIMIT = 60
"""Characters in each note: a line on the wheel's card, not an essay."""

Number = Annotated[int, Field(ge=1, le=9)]
Numbers = tuple[Number, ...]


def _toggled(numbers: tuple[int, ...], n: int) -> tuple[int, ...]:
    return tuple(sorted(set(numbers) ^ {n}))


class GuardNote(BaseModel):
    """The numbers struck for one face-down Guard of the opponent."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    slot: int = Field(ge=0, le=2)
    since: int = Field(ge=0)
    """The step the Guard entered its slot: the notes belong to that Guard, not to the slot."""
    struck: Numbers = ()


class Notebook(BaseModel):
    """Everything one player wrote on their Cypher Wheel."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seen: tuple[Annotated[int, Field(ge=0, le=2)], ...] = Field(default=(0,) * 9, min_length=9, max_length=9)
    """Per number 1..9 (index n - 1): 0 no mark, 1 "/" (one card seen), 2 "X" (both seen)."""
    struck: Numbers = ()
    """Suitcase Numbers the player has struck out."""
    guilds: Numbers = ()
    """Numbers whose guild mark the player has crossed out."""
    guards: tuple[GuardNote, ...] = ()
    """At most one note per slot: a new Guard's note replaces the last one's."""
    about_them: str = Field(default="", max_length=NOTE_LIMIT)
    revealed: str = Field(default="", max_length=NOTE_LIMIT)
    """What the player has revealed to the opponent."""

    def marks(self, n: int) -> int:
        """0, 1 ("/") or 2 ("X") for number n."""
        return self.seen[n - 1]

    def cycle_seen(self, n: int) -> Notebook:
        """None, then "/", then "X", then none again."""
        seen = list(self.seen)
        seen[n - 1] = (seen[n - 1] + 1) % 3
        return self.model_copy(update={"seen": tuple(seen)})

    def strike(self, n: int) -> Notebook:
        """Strike out Suitcase Number n, or restore it."""
        return self.model_copy(update={"struck": _toggled(self.struck, n)})

    def cross_guild(self, n: int) -> Notebook:
        """Cross out the guild mark of number n, or restore it."""
        return self.model_copy(update={"guilds": _toggled(self.guilds, n)})

    def guard_struck(self, slot: int, since: int) -> tuple[int, ...]:
        """The numbers struck for the Guard that entered `slot` at step `since`."""
        return next((note.struck for note in self.guards if note.slot == slot and note.since == since), ())

    def strike_guard(self, slot: int, since: int, n: int) -> Notebook:
        """Strike number n for that Guard, or restore it."""
        note = GuardNote(slot=slot, since=since, struck=_toggled(self.guard_struck(slot, since), n))
        others = tuple(g for g in self.guards if g.slot != slot)
        return self.model_copy(update={"guards": tuple(sorted(others + (note,), key=lambda g: g.slot))})

    def write(self, about_them: str | None = None, revealed: str | None = None) -> Notebook:
        """Replace either note (cut to NOTE_LIMIT characters)."""
        update = {}
        if about_them is not None:
            update["about_them"] = about_them[:NOTE_LIMIT]
        if revealed is not None:
            update["revealed"] = revealed[:NOTE_LIMIT]
        return self.model_copy(update=update)


BLANK = Notebook()


class Edits:
    """One player's notebook now, with the edits that undo and redo it (kept for this sitting only)."""

    def __init__(self, notebook: Notebook = BLANK) -> None:
        self.now = notebook
        self._undo: list[Notebook] = []
        self._redo: list[Notebook] = []

    def change(self, notebook: Notebook) -> bool:
        """Make an edit; True when it changed anything."""
        if notebook == self.now:
            return False
        self._undo.append(self.now)
        self._redo.clear()
        self.now = notebook
        return True

    def undo(self) -> bool:
        """Take back the last edit; False when there is none."""
        if not self._undo:
            return False
        self._redo.append(self.now)
        self.now = self._undo.pop()
        return True

    def redo(self) -> bool:
        """Make the last undone edit again; False when there is none."""
        if not self._redo:
            return False
        self._undo.append(self.now)
        self.now = self._redo.pop()
        return True
