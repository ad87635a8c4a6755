"""Play many seeded games (or matches) between bots: in one process, several, or on a Dask cluster.

Game i of a run uses a seed derived from the run's seed and i, and seat
i mod 2 starts, so the totals are the same for any number of processes, any
shard split and any backend. With a match length, item i is a whole match
instead of one game; with duplicate deals, a pair of games on one deal.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, TypeVar

from game.ai import Bot, bot_seed, make_bot, sight
from game.ai.base import options_reader, show_action_coming
from game.decks.deck import Deck, DeckError, mixed_deck
from game.decks.specs import DeckSource, ready_library
from game.engine import CHANCE, Choice, GameState
from game.engine.match import Match, match_view
from game.errors import MAX_QUOTED, DataError, clipped, quoted
from game.simulation.tallies import Tally
from game.storage.records import record_game, save_record

if TYPE_CHECKING:
    from distributed import Client


@dataclass(frozen=True)
class Run:
    """What to simulate."""

    games: int
    seed: int
    decks: DeckSource
    variant: str
    players: tuple[str, str]
    save_records: Path | None = None
    match: int | None = None
    shard: tuple[int, int] = (0, 1)
    duplicate: bool = False
    """Item i is a pair: deal i played twice, the seats swapped the second time."""

    def indices(self) -> range:
        """The games (or matches) to play: shard (I, N) plays I, I+N, I+2N, ... of the run."""
        index, count = self.shard
        return range(index, self.games, count)


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game (or match) `index` in a run."""
    digest = hashlib.blake2b(f"game:{run_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def seat_bots(players: tuple[str, str], seed: int) -> list[Bot]:
    return [make_bot(name, bot_seed(seed, seat)) for seat, name in enumerate(players)]


class GameFault(Exception):
    """A game that raised: carries what error_games reports."""

    def __init__(self, entry: dict) -> None:
        super().__init__(entry["message"])
        self.entry = entry


Seen = TypeVar("Seen")
"""What a bot chooses from: a view, a match's view, or the options alone."""


def timed_choice(choose: Callable[[Seen], Choice], seen: Seen, name: str, tally: Tally) -> Choice:
    """`choose(seen)`, its thinking time counted under the player's name."""
    start = time.perf_counter_ns()
    choice = choose(seen)
    tally.add_thinks(name, (time.perf_counter_ns() - start,))
    return choice


def drive(state: GameState, bots: list[Bot], deck: Callable[[], Deck], spec: str, players: tuple[str, str],
          tally: Tally) -> None:
    """Advance a game with bots until it ends; a fault raises GameFault with its record
    (`deck` makes the game's Deck for it: only a record needs more than the engine's ids).

    A bot that reads only the options gets those, and no view is built for it. Thinking
    times are kept per seat and counted once the game ends.
    """
    readers = [options_reader(bot) for bot in bots]
    thinks: tuple[list[int], list[int]] = ([], [])
    clock = time.perf_counter_ns
    choice: Choice | None = None
    try:
        while (pending := state.pending) is not None:
            choice = None
            player = pending.player
            if player == CHANCE:
                choice = state.chance_outcome()
            else:
                show_action_coming(bots, state)
                reader = readers[player]
                if reader is not None:
                    start = clock()
                    choice = reader(pending.options or ())
                else:
                    seen = sight(bots[player], state, player)  # a view; the oracle alone is shown a state
                    start = clock()
                    choice = bots[player].choose(seen)  # type: ignore[arg-type]
                thinks[player].append(clock() - start)
            state.apply(choice)
    except Exception as error:  # an engine or bot fault must not stop the run
        unapplied = choice if choice is not None and (not state.history or state.history[-1] is not choice) else None
        record = record_game(state, deck(), spec, players=players, extra_step=unapplied)
        raise GameFault({
            "game_seed": None,
            "first_player": state.first,
            "step": len(record.steps),
            "message": f"{type(error).__name__}: {error}",
            "record": record.model_dump(mode="json", exclude_none=True),
        }) from error
    finally:
        for name, times in zip(players, thinks):
            tally.add_thinks(name, times)


def play_game(run: Run, index: int, tally: Tally) -> GameState:
    """Play game `index`, count it (or its error) in `tally`, and return its final state."""
    seed = game_seed(run.seed, index)
    abilities, spec = run.decks.abilities_for_game(seed)
    deck = functools.partial(run.decks.deck_of, spec)
    state = GameState(abilities, run.variant, index % 2, seed)
    try:
        drive(state, seat_bots(run.players, seed), deck, spec, run.players, tally)
    except GameFault as fault:
        tally.add_error({"game": index, **fault.entry, "game_seed": seed})
        return state
    tally.add_game(state, spec)
    if run.save_records is not None:
        save_record(run.save_records / f"game-{index:05d}.json",
                    record_game(state, deck(), spec, players=run.players))
    return state


def play_pair(run: Run, index: int, tally: Tally) -> None:
    """Play deal `index` twice, the second time with the players in each other's seats (the same
    shuffle, the same seat starts), and count the pair's score for the first listed player."""
    seed = game_seed(run.seed, index)
    abilities, spec = run.decks.abilities_for_game(seed)
    deck = functools.partial(run.decks.deck_of, spec)
    score = 0.0
    for swapped in (False, True):
        players = (run.players[1], run.players[0]) if swapped else run.players
        state = GameState(abilities, run.variant, index % 2, seed)
        try:
            drive(state, seat_bots(players, seed), deck, spec, players, tally)
        except GameFault as fault:
            tally.add_error({"game": 2 * index + swapped, **fault.entry, "game_seed": seed})
            return
        tally.add_game(state, spec, swapped=swapped)
        winner = state.result.winner if state.result is not None else None
        score += 0.5 if winner is None else float(winner == int(swapped))
        if run.save_records is not None:
            save_record(run.save_records / f"pair-{index:05d}-{'ba' if swapped else 'ab'}.json",
                        record_game(state, deck(), spec, players=players))
    tally.add_pair(score)


def play_match(run: Run, index: int, tally: Tally) -> Match:
    """Play match `index` game by game; the match's own decisions go to the bots too."""
    seed = game_seed(run.seed, index)
    first_deck, _ = run.decks.for_game(seed)
    match = Match(run.match, ready_library(), mix_letters(first_deck), run.variant, index % 2, seed)
    bots = seat_bots(run.players, seed)
    while not match.over:
        if match.pending is not None:
            player = match.pending.player
            match.apply(timed_choice(bots[player].choose, match_view(match, player), run.players[player], tally))
            continue
        spec = f"mixed:{match.deck}"
        deck = functools.partial(mixed_deck, match.deck)
        try:
            drive(match.game, bots, deck, spec, run.players, tally)
        except GameFault as fault:
            tally.add_error({"game": index, **fault.entry, "game_seed": seed})
            return match
        tally.add_game(match.game, spec)
        if run.save_records is not None:
            save_record(run.save_records / f"match-{index:05d}-game-{len(match.results) + 1}.json",
                        record_game(match.game, deck(), spec, players=run.players))
        match.end_game()
    tally.add_match(match.winner)
    return match


def mix_letters(deck: Deck) -> str:
    """The nine letters of a deck made of ready decks' cards (a match builds on letters)."""
    letters = "".join(card.deck[0] for card in deck.cards)
    if any(card.deck not in ("citrine", "ruby", "emerald") for card in deck.cards):
        raise DeckError(f"deck {deck.id!r}: a match builds decks from the ready decks' cards, and this "
                        "deck has others; use a deck spec (citrine, mixed:..., random-mix, custom:NAME).")
    return letters


def play_part(run: Run, indices: range) -> Tally:
    """Play these games (or matches) of the run and return their totals."""
    tally = Tally(run.players)
    play = play_match if run.match else play_pair if run.duplicate else play_game
    for index in indices:
        play(run, index, tally)
    return tally


def split(indices: range, pieces: int) -> list[range]:
    """Consecutive runs of indices, about `pieces` of them, for workers to take one at a time."""
    size = max(1, len(indices) // pieces)
    return [indices[start:start + size] for start in range(0, len(indices), size)]


def simulate(run: Run, jobs: int = 1, backend: str = "process", scheduler: str | None = None) -> Tally:
    """Play every game (or match) of the run, or of its shard, and return the totals.

    `backend` "process" uses `jobs` worker processes here; "dask" uses the Dask
    cluster at `scheduler`, or a local cluster of `jobs` workers.
    """
    indices = run.indices()
    if backend == "dask":
        return play_on_dask(run, indices, jobs, scheduler)
    if jobs <= 1 or len(indices) < 2:
        return play_part(run, indices)
    return play_in_processes(run, indices, jobs)


def play_in_processes(run: Run, indices: range, jobs: int) -> Tally:
    """Play on `jobs` spawned workers that leave Ctrl-C to this process and end when it ends."""
    import multiprocessing
    import signal

    from game.session.workers import worker_start

    context = multiprocessing.get_context("spawn")  # a spawned worker's parent sentinel closes only with us
    ctrl_c = signal.signal(signal.SIGINT, signal.SIG_IGN)  # workers start deaf to Ctrl-C: we stop them
    try:
        pool = context.Pool(jobs, initializer=worker_start)
    finally:
        signal.signal(signal.SIGINT, ctrl_c)
    total = Tally(run.players)
    with pool:  # leaving, even on Ctrl-C, terminates the workers at once
        for part in pool.imap(functools.partial(play_part, run), split(indices, jobs * 4)):
            total.merge(part)
    return total


SCHEDULER_WAIT = 5.0
"""Seconds to reach a Dask scheduler before saying it cannot be reached (Dask's own default is 30)."""


def play_on_dask(run: Run, indices: range, workers: int, scheduler: str | None) -> Tally:
    """Play on a Dask cluster: the one at `scheduler`, or a local one of `workers` processes.

    On Ctrl-C a local cluster's workers are ended at once (they would finish the games in hand
    first) and Dask's own shutdown is kept quiet, so one line says the run stopped.
    """
    import multiprocessing

    with contextlib.ExitStack() as stack:
        try:
            client = local_client(stack, workers) if scheduler is None else remote_client(stack, scheduler)
            parts = split(indices, max(1, sum(client.nthreads().values())) * 4)
            futures = client.map(play_part, [run] * len(parts), parts, pure=False)
            total = Tally(run.players)
            for part in client.gather(futures):
                total.merge(part)
        except KeyboardInterrupt:
            quiet_dask()
            for worker in multiprocessing.active_children():
                worker.kill()
            raise
    return total


def local_client(stack: contextlib.ExitStack, workers: int) -> Client:
    """A client of a new local cluster whose workers never see Ctrl-C, closed with `stack`.

    Ctrl-C is held back (blocked, not lost) while the workers start: they are spawned from Dask's thread,
    which takes the mask of this one, and keep it, so a Ctrl-C meant for this program never prints a
    worker's traceback; here it arrives once they have started.
    """
    import signal
    from multiprocessing import resource_tracker

    from distributed import Client, LocalCluster

    resource_tracker.ensure_running()  # were it started from Dask's thread, it would unblock Ctrl-C there
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        cluster = stack.enter_context(LocalCluster(n_workers=workers, threads_per_worker=1, dashboard_address=None))
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    return stack.enter_context(Client(cluster))


def remote_client(stack: contextlib.ExitStack, scheduler: str) -> Client:
    """A client of the scheduler at `scheduler`, closed with `stack`; DataError if it cannot be reached soon."""
    from distributed import Client

    try:
        return stack.enter_context(Client(scheduler, timeout=SCHEDULER_WAIT))
    except (OSError, ValueError, TypeError) as error:
        raise DataError(f"--scheduler {quoted(scheduler)}: cannot reach a Dask scheduler there "
                        f"({clipped(str(error), MAX_QUOTED * 2)}); start one with `dask scheduler` and give its "
                        "address, such as tcp://10.0.0.5:8786, or leave --scheduler out for a local cluster.") from None


def quiet_dask() -> None:
    """Silence what Dask logs while a stopped run shuts down (warnings and unretrieved futures' tracebacks)."""
    import logging

    for name in ("distributed", "asyncio", "tornado"):
        logging.getLogger(name).setLevel(logging.CRITICAL + 1)
