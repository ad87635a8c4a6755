"""A hint, weighed in the worker: asked for a view and a seed one-way from the game's."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from game.ai import hint_seed
from game.engine.view import View
from game.session.workers import Runner, hint_for, outcome

if TYPE_CHECKING:
    from game.ai.hints import Hint


def hint_request(view: View, game_seed: int) -> tuple[View, int]:
    """What a hint is asked with: the view, and a seed one-way from the game's (never the game's own
    seed, from which the deal could be rebuilt)."""
    return view, hint_seed(game_seed, view.step)


class Hints:
    """The hint asked for (under way in the worker) and the one shown."""

    def __init__(self, runner: Runner) -> None:
        self.runner = runner
        self.job: Future | None = None
        self.hint: Hint | None = None
        self.asked: tuple[View, int] | None = None

    def ask(self, view: View, game_seed: int) -> None:
        self.hint = None
        self.asked = hint_request(view, game_seed)
        self.job = self.runner.submit(hint_for, *self.asked)

    def clear(self) -> None:
        self.hint = self.job = None

    @property
    def shown(self) -> bool:
        """A hint is on screen, or being weighed."""
        return self.job is not None or self.hint is not None

    def arrived(self) -> bool:
        """Whether the hint under way has just come back (it is then shown)."""
        if self.job is None or not self.job.done():
            return False
        assert self.asked is not None
        self.hint = outcome(self.job, hint_for, *self.asked)
        self.job = None
        return True
