"""Where new games come from: a deck source, a set-up and who plays, dealt with a seed each time."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from game.decks.specs import DeckSource
from game.session.game_session import DEFAULT_NAMES, GameSession
from game.session.match_session import MatchSession, match_dealer
from game.text.words import Names


def starter(decks: DeckSource, variant: str, opponent: str | None, seed: int | None,
            names: Names = None, first: int | None = None) -> Callable[[], GameSession]:
    """New games: the first with `seed` (random if None), every later one with a fresh seed.

    `opponent` None: a hotseat game between `names`, nobody at the screen until the first hand-off.
    `first`: who starts every game (None: a coin toss each time).
    """
    seeds = iter(() if seed is None else (seed,))

    def start() -> GameSession:
        game_seed = next(seeds, None)
        if game_seed is None:
            game_seed = random.randrange(1 << 31)
        deck, spec = decks.for_game(game_seed)
        if opponent is None:
            return GameSession(deck, variant, game_seed, None, human=None, first_player=first,
                               names=names or DEFAULT_NAMES, spec=spec)
        return GameSession(deck, variant, game_seed, opponent, first_player=first, spec=spec)
    return start


@dataclass(frozen=True)
class Seating:
    """How a table's games are dealt: from which decks, the rules' set-up, who plays (`opponent` None:
    two people at one screen, named `names`), who starts, and a match when `best_of` is 3 or 5."""

    decks: DeckSource
    variant: str = "standard"
    opponent: str | None = "heuristic"
    names: Names = None
    first: int | None = None
    best_of: int = 1
    seed: int | None = None
    """The first game's (or match's) seed; later ones get fresh seeds."""

    def games(self) -> Callable[[], GameSession]:
        return starter(self.decks, self.variant, self.opponent, self.seed, self.names, self.first)

    def matches(self) -> Callable[[], MatchSession] | None:
        if self.best_of <= 1:
            return None
        return match_dealer(self.decks, self.variant, self.best_of, self.opponent, self.names, self.seed, self.first)
