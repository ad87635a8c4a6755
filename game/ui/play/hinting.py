"""A hint, weighed in the worker: asked for a view and a seed one-way from the game's."""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from game.ai import hint_seed
from game.engine.view import View
from game.session.workers import Runner, hint_for, outcome

if TYPE_CHECKING:
    from game.ai.hints import Hint


def hint_request(view: View, game_seed: int, suitcases: list[float] | None = None
                 ) -> tuple[View, int, list[float] | None]:
    """What a hint is asked with: the view, a seed one-way from the game's (never the game's own
    seed, from which the deal could be rebuilt), and the opponent's Actions as the viewer read them."""
    return view, hint_seed(game_seed, view.step), suitcases


class Hints:
    """The hint asked for (under way in the worker) and the one shown."""

    def __init__(self, runner: Runner) -> None:
        self.runner = runner
        self.job: Future | None = None
        self.hint: Hint | None = None
        self.asked: tuple[View, int, list[float] | None] | None = None

    def ask(self, view: View, game_seed: int, suitcases: list[float] | None = None) -> None:
        self.hint = None
        self.asked = hint_request(view, game_seed, suitcases)
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
