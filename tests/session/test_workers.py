"""Bots and hints off the frame loop: the worker process answers, and a broken worker falls back."""

import os
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

import pytest

from game.ai import make_bot
from game.decks.deck import load_ready_deck
from game.session.game_session import GameSession
from game.session.workers import InlineRunner, WorkerRunner, bot_choice, outcome


def bot_turn() -> GameSession:
    session = GameSession(load_ready_deck("citrine"), "standard", seed=5)
    if session.human_to_move:
        session.apply_human(session.view().pending.options[0])
    assert session.bot_to_move
    return session


def test_the_worker_process_returns_the_bot_and_its_choice():
    session = bot_turn()
    runner = WorkerRunner()
    try:
        choice, bot = runner.submit(bot_choice, session.bot, session.bot_view()).result(timeout=60)
    finally:
        runner.close()
    assert choice in session.bot_view().pending.options
    assert bot.name == session.bot.name


def test_the_inline_runner_does_the_same_work_at_once():
    session = bot_turn()
    future = InlineRunner().submit(bot_choice, make_bot("heuristic", 1), session.bot_view())
    assert future.done() and future.result()[0] in session.bot_view().pending.options


def test_a_dead_worker_answer_is_computed_here_instead():
    session = bot_turn()
    broken: Future = Future()
    broken.set_exception(BrokenProcessPool("the worker died"))
    choice, _ = outcome(broken, bot_choice, session.bot, session.bot_view())
    assert choice in session.bot_view().pending.options


def test_a_bot_fault_is_raised_not_run_again():
    session = bot_turn()
    failed: Future = Future()
    failed.set_exception(ValueError("a bug in the bot"))
    ran_again = []
    with pytest.raises(ValueError, match="a bug in the bot"):
        outcome(failed, lambda *args: ran_again.append(args), session.bot, session.bot_view())
    assert not ran_again


def test_a_fault_in_the_worker_reaches_the_caller():
    runner = WorkerRunner()
    try:
        future = runner.submit(int, "not a number")
        with pytest.raises(ValueError, match="not a number"):
            future.result(timeout=60)
        assert isinstance(future.exception(), ValueError)
    finally:
        runner.close()


def test_disk_writes_run_in_order_off_the_calling_thread_and_are_all_done_once_closed():
    import threading

    runner = WorkerRunner()
    written: list[tuple[int, str]] = []
    futures = [runner.write(lambda n: written.append((n, threading.current_thread().name)), n) for n in range(20)]
    runner.close()
    assert all(future.done() for future in futures)
    assert [n for n, _ in written] == list(range(20))
    assert all(name != threading.current_thread().name for _, name in written)


@pytest.mark.skipif(not hasattr(os, "nice"), reason="niceness is POSIX")
def test_the_clients_worker_thinks_at_a_lower_priority_than_the_frames():
    from game.session.workers import THINKER_NICENESS

    runner = WorkerRunner()
    try:
        worker = runner.submit(os.nice, 0).result(timeout=60)
    finally:
        runner.close()
    assert worker == min(19, os.nice(0) + THINKER_NICENESS)


def test_work_that_cannot_cross_to_the_worker_fails_in_its_future():
    runner = WorkerRunner()
    try:
        future = runner.submit(bot_choice, lambda view: None, None)
        assert future.done() and future.exception() is not None
    finally:
        runner.close()
