"""Work off the frame loop: bots and hints run in a worker process, saves on a thread.

A thread would cost the frame loop about a quarter of its frames (DESIGN.md),
so the thinking goes to one spawned process, fed with picklable bots and views.
The worker gives the bot back with its answer, so the bot's own random
generator carries on from call to call. Writing a save mostly waits for the
disk (two fsyncs, up to 20 ms), which a thread does without holding up the
frames. Tests use InlineRunner, which does the same work at once in the
calling process.

The work and its answer cross to and from the worker as bytes pickled on the
frame loop's own thread: the executor's helper threads then only move bytes.
Left to pickle a view themselves, they held the interpreter lock for whole
milliseconds while the frame waited for it (submitting frames took up to 21 ms).

Every worker (these and simulate's) starts with worker_start: Ctrl-C is its
parent's to handle, and it ends when its parent ends, even a parent killed
outright that could not stop it.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import signal
import threading
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TYPE_CHECKING, Any, Callable, Iterator, Protocol

from game.ai import Bot
from game.engine import Choice
from game.engine.view import View

if TYPE_CHECKING:
    from game.ai.hints import Hint


def bot_choice(bot: Bot, view: View, seconds: float | None = None) -> tuple[Choice, Bot]:
    """The bot's choice for `view`, and the bot as it is after choosing. `seconds`: the most a
    search may think here (the table's fixed thinking time: on a machine too slow for its whole
    budget it stops there, so its move still appears on time); None: its whole budget."""
    think = getattr(bot, "think", None)
    if seconds is None or think is None:
        return bot.choose(view), bot
    from game.ai.search import time_limit

    return think(view, time_limit(seconds)).choice, bot


def hint_for(view: View, seed: int, suitcases: list[float] | None = None) -> "Hint":
    """A hint for the player to move, its worlds weighed by the opponent's Actions they saw
    (imported on first use: the window does not wait for it at start)."""
    from game.ai.hints import hint

    return hint(view, seed, suitcases=suitcases)


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


THINKER_NICENESS = 10
"""How much lower the client's worker runs than the frame loop: where the two share a core, the
frames come first and the thinking takes what is left (the answer waits for the table anyway)."""


def thinker_start() -> None:
    """Initializer of the client's worker: a worker (worker_start) that yields the processor to the frames."""
    worker_start()
    if hasattr(os, "nice"):  # POSIX; elsewhere the worker keeps its parent's priority
        os.nice(THINKER_NICENESS)


@contextlib.contextmanager
def born_deaf_to_ctrl_c() -> Iterator[None]:
    """Ctrl-C ignored while a worker is spawned, so it starts ignoring it (an ignored signal stays ignored
    across exec, a handler does not): a Ctrl-C before worker_start runs would print its traceback."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def _exit_with(parent: multiprocessing.process.BaseProcess) -> None:
    """Wait for the parent to end, then end this worker at once, work under way or not."""
    parent.join()  # a spawned child's parent sentinel: a pipe (a process handle on Windows) only the parent holds
    os._exit(1)


class Runner(Protocol):
    """Runs a function of picklable arguments and hands back a Future."""

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future: ...

    def write(self, fn: Callable[..., Any], *args: Any) -> Future:
        """Run disk work, in the order given: it waits on the disk, not on the processor."""
        ...

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

    def write(self, fn: Callable[..., Any], *args: Any) -> Future:
        return self.submit(fn, *args)

    def close(self) -> None:
        """Nothing to release."""


class WorkerRunner:
    """One spawned worker process, started on first use; inline if it cannot start or breaks."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._broken = False
        self._disk: ThreadPoolExecutor | None = None

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        if not self._broken:
            try:
                if self._pool is None:
                    self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                                     initializer=thinker_start)
                work = pickle.dumps((fn, args), pickle.HIGHEST_PROTOCOL)
                with born_deaf_to_ctrl_c():  # the pool spawns its worker on the first submit
                    return _Unpickled(self._pool.submit(_run_pickled, work))
            except (pickle.PicklingError, AttributeError, TypeError) as error:  # as the pool would report it
                failed: Future = Future()
                failed.set_exception(error)
                return failed
            except (OSError, RuntimeError):
                self._broken = True
        return InlineRunner().submit(fn, *args)

    def write(self, fn: Callable[..., Any], *args: Any) -> Future:
        """On one thread, so writes keep their order (a save, then its move to the history)."""
        if self._disk is None:
            self._disk = ThreadPoolExecutor(1, thread_name_prefix="disk")
        return self._disk.submit(fn, *args)

    def close(self) -> None:
        """Stop the worker: work not started is dropped; work under way (a bot move, a hint) finishes.
        Every disk write asked for is done."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        if self._disk is not None:
            self._disk.shutdown(wait=True)
            self._disk = None


def _run_pickled(work: bytes) -> bytes:
    """In the worker: the work's answer, pickled here rather than by the executor's threads."""
    fn, args = pickle.loads(work)
    return pickle.dumps(fn(*args), pickle.HIGHEST_PROTOCOL)


class _Unpickled(Future):
    """A worker's answer, read from its bytes on the thread that asks for it."""

    def __init__(self, sent: Future) -> None:
        super().__init__()
        self._sent = sent

    def done(self) -> bool:
        return self._sent.done()

    def cancel(self) -> bool:
        return self._sent.cancel()

    def result(self, timeout: float | None = None) -> Any:
        return pickle.loads(self._sent.result(timeout))

    def exception(self, timeout: float | None = None) -> BaseException | None:
        return self._sent.exception(timeout)


def outcome(future: Future, fn: Callable[..., Any], *args: Any) -> Any:
    """A finished future's result; if the worker process died, the same work done here instead.

    A bot or hint that raised is a fault and raises here too: running it again
    inline would only hide it.
    """
    try:
        return future.result()
    except BrokenProcessPool:
        return fn(*args)
