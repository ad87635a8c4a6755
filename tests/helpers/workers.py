"""What crosses to the worker: a runner that keeps every argument, and a walk over everything
those arguments reach, for the tests that no game state and no game seed leave the table."""

from __future__ import annotations

import random
from concurrent.futures import Future
from typing import Any, Callable, Iterator

from game.session.workers import InlineRunner

GAME_SEED = 2_718_281_828
"""A game seed no derived seed is likely to equal by chance."""


class RecordingRunner(InlineRunner):
    """Does the work at once and keeps every argument it was given."""

    def __init__(self) -> None:
        self.sent: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        self.sent.append((fn, args))
        return super().submit(fn, *args)

    def write(self, fn: Callable[..., Any], *args: Any) -> Future:
        """Disk work stays in this process (a save holds the whole game): not a worker's."""
        return InlineRunner.submit(self, fn, *args)


def walk(value: Any, seen: set[int] | None = None) -> Iterator[Any]:
    """Every value reachable from `value`: items of containers, fields of objects,
    the state of random generators."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, (str, bytes, float, bool, type(None))):
        yield value
        return
    seen.add(id(value))
    yield value
    if isinstance(value, random.Random):
        yield from walk(value.getstate(), seen)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from walk(k, seen)
            yield from walk(v, seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            yield from walk(item, seen)
    elif not callable(value) and not isinstance(value, int):
        for name in getattr(type(value), "__slots__", ()):
            if hasattr(value, name):
                yield from walk(getattr(value, name), seen)
        for item in getattr(value, "__dict__", {}).values():
            yield from walk(item, seen)
