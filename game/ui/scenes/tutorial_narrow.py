"""A lesson's prompt: the same steps, with only the way to the taught choice left clickable.

A target stays legal when picking it makes the taught choice, or leads to a
step where some target does (never by way of a quiet target: choosing another
card instead); Back and the card already chosen (putting it back) stay legal
too. Every other target is greyed with a reason, so the mouse, the keyboard
and drags all follow the lesson the same way.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import cast

from game.engine import Choice
from game.text import screens as say
from game.ui.decisions.base import Prompt, Step
from game.ui.widgets.targets import Key

DEPTH = 4
"""Picks to look ahead: a card, a play, a target, and one spare."""


def leads_to(prompt: Prompt, key: Key, goal: Choice | None, depth: int = DEPTH) -> bool:
    """Whether picking `key` on `prompt` (a plain prompt) makes `goal`, now or after more picks."""
    if goal is None or key == ("button", "back"):
        return False
    trial = copy.copy(prompt)
    trial.picks = list(prompt.picks)
    target = trial.step().target(key)
    if target is None or not target.legal or target.quiet:
        return False
    choice = trial.pick(key)
    if choice is not None:
        return choice == goal
    if depth <= 1 or trial.picks == prompt.picks:
        return False
    return any(leads_to(trial, t.key, goal, depth - 1) for t in trial.step().targets if t.legal)


class Narrowing:
    """Mixed in before a prompt class: `step` greys every target off the way to `goal`."""

    goal: Choice | None

    def step(self) -> Step:
        step = super().step()  # type: ignore[misc]
        plain = cast(Prompt, copy.copy(self))
        plain.__class__ = type(self).__mro__[2]
        keep = {("button", "back"), *step.selected}  # stepping back stays possible: it leads to the lesson again
        return replace(step, targets=tuple(
            t if not t.legal or t.key in keep or leads_to(plain, t.key, self.goal)
            else replace(t, legal=False, reason=say.NOT_IN_THIS_LESSON)
            for t in step.targets))


_CLASSES: dict[type, type] = {}


def narrowed(prompt: Prompt, goal: Choice | None) -> Prompt:
    """`prompt` with only the way to `goal` clickable (None: nothing is, while a tip explains)."""
    base = type(prompt)
    cls = _CLASSES.setdefault(base, type(f"Narrowed{base.__name__}", (Narrowing, base), {}))
    new = copy.copy(prompt)
    new.__class__ = cls
    new.goal = goal  # type: ignore[attr-defined]
    return new
