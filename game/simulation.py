"""Play many seeded games between bots, in one process or several, and tally them.

Game i of a run uses a seed derived from the run's seed and i, and seat
i mod 2 starts, so the totals are the same for any number of processes.
"""

from __future__ import annotations

import hashlib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from game.ai import bot_seed, make_bot
from game.decks import Deck
from game.engine import CHANCE, Choice, GameState
from game.engine.view import view
from game.records import record_game, save_record
from game.stats import Tally, count_decisions


@dataclass(frozen=True)
class Run:
    """What to simulate."""

    games: int
    seed: int
    deck: Deck
    spec: str
    variant: str
    players: tuple[str, str]
    save_records: Path | None = None


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game `index` in a run."""
    digest = hashlib.blake2b(f"game:{run_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def play_game(run: Run, index: int, tally: Tally) -> GameState:
    """Play game `index`, count it (or its error) in `tally`, and return its final state."""
    seed = game_seed(run.seed, index)
    first = index % 2
    state = GameState(run.deck.abilities(), run.variant, first, seed)
    bots = [make_bot(name, bot_seed(seed, seat)) for seat, name in enumerate(run.players)]
    choice: Choice | None = None
    try:
        while state.pending is not None:
            choice = None
            player = state.pending.player
            choice = state.chance_outcome() if player == CHANCE else bots[player].choose(view(state, player))
            state.apply(choice)
        tally.add_game(state, count_decisions(state))
    except Exception as error:  # an engine or bot fault must not stop the run
        unapplied = choice if choice is not None and (not state.history or state.history[-1] is not choice) else None
        record = record_game(state, run.deck, run.spec, players=run.players, extra_step=unapplied)
        tally.add_error({
            "game": index,
            "game_seed": seed,
            "first_player": first,
            "step": len(record.steps),
            "message": f"{type(error).__name__}: {error}",
            "record": record.model_dump(mode="json", exclude_none=True),
        })
        return state
    if run.save_records is not None:
        record = record_game(state, run.deck, run.spec, players=run.players)
        save_record(run.save_records / f"game-{index:05d}.json", record)
    return state


def play_range(run: Run, start: int, stop: int) -> Tally:
    tally = Tally(run.players)
    for index in range(start, stop):
        play_game(run, index, tally)
    return tally


def simulate(run: Run, jobs: int = 1) -> Tally:
    """Play every game of the run and return the totals."""
    if jobs <= 1 or run.games < 2:
        return play_range(run, 0, run.games)
    chunk = max(1, run.games // (jobs * 4))
    bounds = [(start, min(start + chunk, run.games)) for start in range(0, run.games, chunk)]
    total = Tally(run.players)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(play_range, [run] * len(bounds), *zip(*bounds)):
            total.merge(part)
    return total
