"""Play many seeded games (or matches) between bots, in one process or several.

Game i of a run uses a seed derived from the run's seed and i, and seat
i mod 2 starts, so the totals are the same for any number of processes.
With a match length, item i is a whole match instead of one game.
"""

from __future__ import annotations

import hashlib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from game.ai import Bot, bot_seed, make_bot
from game.deck_specs import DeckSource, ready_library
from game.decks import Deck, DeckError, mixed_deck
from game.engine import CHANCE, Choice, GameState
from game.engine.match import Match, match_view
from game.engine.view import view
from game.records import record_game, save_record
from game.stats import Tally, count_decisions


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


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game (or match) `index` in a run."""
    digest = hashlib.blake2b(f"game:{run_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def seat_bots(run: Run, seed: int) -> list[Bot]:
    return [make_bot(name, bot_seed(seed, seat)) for seat, name in enumerate(run.players)]


class GameFault(Exception):
    """A game that raised: carries what error_games reports."""

    def __init__(self, entry: dict) -> None:
        super().__init__(entry["message"])
        self.entry = entry


def drive(state: GameState, bots: list[Bot], deck: Deck, spec: str, players: tuple[str, str]) -> None:
    """Advance a game with bots until it ends; a fault raises GameFault with its record."""
    choice: Choice | None = None
    try:
        while state.pending is not None:
            choice = None
            player = state.pending.player
            choice = state.chance_outcome() if player == CHANCE else bots[player].choose(view(state, player))
            state.apply(choice)
    except Exception as error:  # an engine or bot fault must not stop the run
        unapplied = choice if choice is not None and (not state.history or state.history[-1] is not choice) else None
        record = record_game(state, deck, spec, players=players, extra_step=unapplied)
        raise GameFault({
            "game_seed": None,
            "first_player": state.first,
            "step": len(record.steps),
            "message": f"{type(error).__name__}: {error}",
            "record": record.model_dump(mode="json", exclude_none=True),
        }) from error


def play_game(run: Run, index: int, tally: Tally) -> GameState:
    """Play game `index`, count it (or its error) in `tally`, and return its final state."""
    seed = game_seed(run.seed, index)
    deck, spec = run.decks.for_game(seed)
    state = GameState(deck.abilities(), run.variant, index % 2, seed)
    try:
        drive(state, seat_bots(run, seed), deck, spec, run.players)
    except GameFault as fault:
        tally.add_error({"game": index, **fault.entry, "game_seed": seed})
        return state
    tally.add_game(state, count_decisions(state), spec)
    if run.save_records is not None:
        save_record(run.save_records / f"game-{index:05d}.json",
                    record_game(state, deck, spec, players=run.players))
    return state


def play_match(run: Run, index: int, tally: Tally) -> Match:
    """Play match `index` game by game; the match's own decisions go to the bots too."""
    seed = game_seed(run.seed, index)
    first_deck, _ = run.decks.for_game(seed)
    match = Match(run.match, ready_library(), mix_letters(first_deck), run.variant, index % 2, seed)
    bots = seat_bots(run, seed)
    while not match.over:
        if match.pending is not None:
            player = match.pending.player
            match.apply(bots[player].choose(match_view(match, player)))
            continue
        spec = f"mixed:{match.deck}"
        deck = mixed_deck(match.deck)
        try:
            drive(match.game, bots, deck, spec, run.players)
        except GameFault as fault:
            tally.add_error({"game": index, **fault.entry, "game_seed": seed})
            return match
        tally.add_game(match.game, count_decisions(match.game), spec)
        if run.save_records is not None:
            save_record(run.save_records / f"match-{index:05d}-game-{len(match.results) + 1}.json",
                        record_game(match.game, deck, spec, players=run.players))
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


def play_range(run: Run, start: int, stop: int) -> Tally:
    tally = Tally(run.players)
    play = play_match if run.match else play_game
    for index in range(start, stop):
        play(run, index, tally)
    return tally


def simulate(run: Run, jobs: int = 1) -> Tally:
    """Play every game (or match) of the run and return the totals."""
    if jobs <= 1 or run.games < 2:
        return play_range(run, 0, run.games)
    chunk = max(1, run.games // (jobs * 4))
    bounds = [(start, min(start + chunk, run.games)) for start in range(0, run.games, chunk)]
    total = Tally(run.players)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for part in pool.map(play_range, [run] * len(bounds), *zip(*bounds)):
            total.merge(part)
    return total
