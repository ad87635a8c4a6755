"""Mutating a valid data file field by field, deterministically, and checking what the game made of each.

Every mutant is the real file with one change at one place in its JSON tree
(a dropped key, a wrong type, another player's name, a huge number or string,
deep nesting), or now and then two. The same seed gives the same mutants on
every run, so a failure in CI names a mutant that can be made again here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.storage import notices

MUTANTS = 500
"""Mutated files per kind of file: CI runs every one."""
MAX_MESSAGE = 2_000
"""No message the game prints or draws is longer than this."""
NAMES = ("you", "random", "heuristic", "easy", "normal", "hard", "expert", "oracle", "nobody", "Player 1",
         "", " ", "\x00", "\ufeff\u200b", "\udc80x", "Ann", "Bob", "A" * 5000)
"""Other players' names, unknown levels and names no one can draw."""

Path_ = tuple[Any, ...]


def places(value: Any, at: Path_ = ()) -> list[Path_]:
    """Every key and list position in a JSON tree, outermost first."""
    found: list[Path_] = []
    if isinstance(value, dict):
        for key, inner in value.items():
            found.append((*at, key))
            found.extend(places(inner, (*at, key)))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found.append((*at, index))
            found.extend(places(inner, (*at, index)))
    return found


def _nested(depth: int, inner: Any) -> Any:
    for _ in range(depth):
        inner = [inner]
    return inner


def replacement(kind: str, old: Any, rng: random.Random) -> Any:
    """A new value of the mutation `kind` for a field that held `old`."""
    if kind == "null":
        return None
    if kind == "wrong type":
        return rng.choice(["x", 1.5, [], {}, True, False, -1, 0, "1", [old], {"value": old}])
    if kind == "huge number":
        return rng.choice([10**30, -(10**30), 1e308, -1e308, 2**63, -(2**63) - 1, 10**4000])
    if kind == "huge string":
        return rng.choice(["A" * 200_000, "\u200b" * 20_000, "x\x00y" * 1000, "\udc80" * 10, "🂡" * 5000])
    if kind == "name":
        return rng.choice(NAMES)
    if kind == "nesting":
        return _nested(rng.choice([30, 200, 900]), old)
    raise ValueError(kind)


KINDS = ("drop", "null", "wrong type", "huge number", "huge string", "name", "nesting", "extra key", "repeat")


def mutate(original: Any, at: Path_, kind: str, rng: random.Random) -> Any:
    """A copy of `original` with one change at `at`."""
    data = json.loads(json.dumps(original))
    *outer, last = at
    holder = data
    for part in outer:
        holder = holder[part]
    if kind == "drop":
        del holder[last]
    elif kind == "extra key" and isinstance(holder[last], dict):
        holder[last][rng.choice(["zzz", "format", "version", "players", ""])] = rng.choice([1, "x", None, {}])
    elif kind == "repeat" and isinstance(holder, list):
        holder.insert(last, json.loads(json.dumps(holder[last])))
    elif kind in ("extra key", "repeat"):
        holder[last] = replacement("wrong type", holder[last], rng)
    else:
        holder[last] = replacement(kind, holder[last], rng)
    return data


def _at(data: Any, at: Path_) -> Any:
    for part in at:
        data = data[part]
    return data


@dataclass(frozen=True)
class Mutant:
    """One mutated file: what was changed, and its bytes."""

    name: str
    data: bytes


def mutants(originals: Sequence[tuple[str, Any]], count: int, seed: int) -> list[Mutant]:
    """`count` mutants of the originals, shared out between them, then the named() ones.

    The places of each original get a change each, outermost first (a save's hundreds of steps would
    crowd out its few top-level keys), then random places get random (sometimes two) changes. A text
    field often gets another name."""
    rng = random.Random(seed)
    made: list[Mutant] = []
    share = -(-count // len(originals))
    for label, original in originals:
        spots = places(original)
        rng.shuffle(spots)
        spots.sort(key=len)
        for n in range(share):
            at = spots[n] if n < len(spots) else rng.choice(spots)
            kind = "name" if isinstance(_at(original, at), str) and rng.random() < 0.4 else rng.choice(KINDS)
            data = mutate(original, at, kind, rng)
            what = f"{label}: {kind} at {'.'.join(map(str, at))}"
            if n >= len(spots) and rng.random() < 0.3:
                again = places(data)
                if again:
                    second_at, second = rng.choice(again), rng.choice(KINDS)
                    try:
                        twice = mutate(data, second_at, second, rng)
                        json.dumps(twice)
                    except (KeyError, IndexError, TypeError, RecursionError):  # a place the first change took
                        pass
                    else:
                        data = twice
                        what += f", {second} at {'.'.join(map(str, second_at))}"
            made.append(Mutant(what, json.dumps(data).encode("utf-8", "surrogatepass")))
    return made[:count] + named(originals)


OTHER_NAMES = ("you", "nobody", "oracle", "\x00", "A" * 5000)
"""Put in every text field near the top of a file, beside the random changes: where names live."""


def named(originals: Sequence[tuple[str, Any]], depth: int = 2) -> list[Mutant]:
    """Each text field at most `depth` keys deep holding each of OTHER_NAMES in turn."""
    made = []
    for label, original in originals:
        for at in places(original):
            if len(at) <= depth and isinstance(_at(original, at), str):
                for name in OTHER_NAMES:
                    data = json.loads(json.dumps(original))
                    *outer, last = at
                    _at(data, tuple(outer))[last] = name
                    made.append(Mutant(f"{label}: {name[:10]!r} at {'.'.join(map(str, at))}",
                                       json.dumps(data).encode("utf-8", "surrogatepass")))
    return made


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def files_under(home: Path) -> dict[str, str]:
    """Every file under the data folder (logs and lock left out) and a digest of its bytes."""
    return {str(path.relative_to(home)): digest(path) for path in sorted(home.rglob("*"))
            if path.is_file() and path.parts[len(home.parts)] != "logs" and not path.name.endswith(".lock")}


@contextlib.contextmanager
def data_folder(home: Path) -> Iterator[Path]:
    """The game's data folder pointed at `home` for a while (a module's fixture outlives one test's)."""
    before = os.environ.get("CLASSIFIED_INFO_HOME")
    os.environ["CLASSIFIED_INFO_HOME"] = str(home)
    try:
        yield home
    finally:
        if before is None:
            del os.environ["CLASSIFIED_INFO_HOME"]
        else:
            os.environ["CLASSIFIED_INFO_HOME"] = before


@dataclass
class Outcome:
    """What the game made of one mutant."""

    mutant: Mutant
    raised: str | None = None
    accepted: bool = False
    """The file was taken as it is (left in place, used)."""
    told: list[str] = field(default_factory=list)
    """What the player was told: the returned message and the notices."""
    bytes_kept: bool = True
    good_files_changed: list[str] = field(default_factory=list)


def check(mutant: Mutant, home: Path, place: Path, good: Sequence[str],
          load: Callable[[], tuple[bool, str | None]]) -> Outcome:
    """Write the mutant to `place` in a data folder that also holds good files (`good`, relative to `home`),
    run `load` (it says whether the mutant was taken as it is, and any message it returned), and see
    what became of the bytes and of the good files."""
    place.parent.mkdir(parents=True, exist_ok=True)
    place.write_bytes(mutant.data)
    before = {name: digest(home / name) for name in good}
    notices.take()
    outcome = Outcome(mutant)
    with data_folder(home):
        try:
            accepted, message = load()
            outcome.accepted = accepted
            if message:
                outcome.told.append(message)
        except Exception as error:  # what the fuzz looks for: nothing may escape a loader
            outcome.raised = f"{type(error).__name__}: {str(error)[:200]}"
    outcome.told.extend(notices.take())
    kept = hashlib.sha256(mutant.data).hexdigest()
    outcome.bytes_kept = kept in files_under(home).values()
    outcome.good_files_changed = [name for name, was in before.items()
                                  if not (home / name).is_file() or digest(home / name) != was]
    return outcome


def problems(outcomes: Sequence[Outcome], what: Callable[[Outcome], str | None], limit: int = 12) -> str:
    """The first few outcomes `what` finds fault with, one a line, and how many there were."""
    found = [f"{o.mutant.name}: {fault}" for o in outcomes if (fault := what(o))]
    if not found:
        return ""
    return f"{len(found)} of {len(outcomes)}:\n" + "\n".join(line[:300] for line in found[:limit])


def raised(outcome: Outcome) -> str | None:
    return outcome.raised


def not_told(outcome: Outcome) -> str | None:
    """A file refused (not taken as it is) without a word to the player."""
    return None if outcome.accepted or outcome.raised or outcome.told else "refused without a word"


def bytes_lost(outcome: Outcome) -> str | None:
    return None if outcome.bytes_kept else "its bytes are nowhere in the data folder"


def good_changed(outcome: Outcome) -> str | None:
    return f"changed {outcome.good_files_changed}" if outcome.good_files_changed else None


def too_long(outcome: Outcome) -> str | None:
    longest = max((len(message) for message in outcome.told), default=0)
    return f"a message of {longest:,} characters" if longest > MAX_MESSAGE else None
