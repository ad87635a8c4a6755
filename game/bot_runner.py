"""Thinking off the frame loop: bots and hints run in a worker process.

A thread would cost the frame loop about a quarter of its frames (DESIGN.md),
so the work goes to one spawned process, fed with picklable bots and views.
The worker gives the bot back with its answer, so the bot's own random
generator carries on from call to call. Tests use InlineRunner, which does
the same work at once in the calling process.

Every worker (these and simulate's) starts with worker_start: Ctrl-C is its
parent's to handle, and it ends when its parent ends, even a parent killed
outright that could not stop it.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any, Callable, Protocol

from game.ai import Bot
from game.engine import Choice
from game.engine.view import View

if TYPE_CHECKING:
    from game.ai.hints import Hint


def bot_choice(bot: Bot, view: View) -> tuple[Choice, Bot]:
    """The bot's choice for `view`, and the bot as it is after choosing."""
    return bot.choose(view), bot


def hint_for(view: View, seed: int) -> "Hint":
    """A hint for the player to move (imported on first use: the window does not wait for it at start)."""
    from game.ai.hints import hint

    return hint(view, seed)


def warm_up() -> bool:
    """Import what the work needs, so the first real request answers quickly."""
    import game.ai.heuristic  # noqa: F401
    import game.ai.hints  # noqa: F401
    import game.ai.search  # noqa: F401

    return True


def worker_start() -> None:
    """Initializer of a spawned worker: ignore Ctrl-C and watch the parent."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), name="exit-with-parent", daemon=True).start()


def _exit_with(parent: multiprocessing.process.BaseProcess) -> None:
    """Wait for the parent to end, then end this worker at once, work under way or not."""
    parent.join()  # a spawned child's parent sentinel: a pipe (a process handle on Windows) only the parent holds
    os._exit(1)


class Runner(Protocol):
    """Runs a function of picklable arguments and hands back a Future."""

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future: ...

    def close(self) -> None: ...


class InlineRunner:
    """Does the work at once, in this process: for tests and as the fallback."""

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args))
        except Exception as error:  # the caller reads it from the future, as from a worker
            future.set_exception(error)
        return future

    def close(self) -> None:
        """Nothing to release."""


class WorkerRunner:
    """One spawned worker process, started on first use; inline if it cannot start or breaks."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._broken = False

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        if not self._broken:
            try:
                if self._pool is None:
                    self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                                     initializer=worker_start)
                return self._pool.submit(fn, *args)
            except (OSError, RuntimeError):
                self._broken = True
        return InlineRunner().submit(fn, *args)

    def close(self) -> None:
        """Stop the worker: work not started is dropped; work under way (a bot move, a hint) finishes."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def outcome(future: Future, fn: Callable[..., Any], *args: Any) -> Any:
    """A finished future's result; if the worker process died, the same work done here instead.

    A bot or hint that raised is a fault and raises here too: running it again
    inline would only hide it.
    """
    try:
        return future.result()
    except BrokenProcessPool:
        return fn(*args)
