"""Best of 3 or 5 (RULES.md 8): games in a row, with deck building and the
choice of who starts as decisions of the players through the same door.

A deck is named by nine letters, one per number 1..9, each naming the ready
deck that number's two copies come from; `library` maps each letter to the
nine ability ids of that deck (the caller reads them from the deck files).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from .abilities import START
from .decision import BUILD_DECK, CHOOSE_STARTER, Choice, Decision, IllegalChoice
from .state import GameState, Result
from .view import PendingView

MATCH_LENGTHS = (3, 5)


def mix_abilities(letters: str, library: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """The nine ability ids of a mixed deck."""
    return tuple(library[letter][n] for n, letter in enumerate(letters))


def playable_mixes(library: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    """Every mix whose abilities the engine implements, in a fixed order."""
    return _mixes(tuple(sorted(library.items())))


@lru_cache(maxsize=8)
def _mixes(library: tuple[tuple[str, tuple[str, ...]], ...]) -> tuple[str, ...]:
    per_number = [[letter for letter, abilities in library if abilities[n] in START]
                  for n in range(9)]
    return tuple("".join(letters) for letters in product(*per_number))


@lru_cache(maxsize=8)
def _deck_options(mixes: tuple[str, ...]) -> tuple[Choice, ...]:
    return tuple(("deck", m) for m in mixes)


class Match:
    """A best-of-N match: drive `game` through its own door until it is over, then
    call `end_game()`; between games, `pending` holds the match's own decision."""

    def __init__(self, best_of: int, library: dict[str, tuple[str, ...]], first_deck: str,
                 variant: str, first_player: int, seed: int) -> None:
        if best_of not in MATCH_LENGTHS:
            raise ValueError(f"a match is best of 3 or 5, not {best_of}")
        self.best_of = best_of
        self.library = library
        self.variant = variant
        self.rng = random.Random(seed)
        self.deck_options = _deck_options(playable_mixes(library))
        self.deck = first_deck
        self.starter = first_player
        self.wins = [0, 0]
        self.results: list[Result] = []
        self.decks: list[str] = []
        self.winner: int | None = None
        self.over = False
        self.pending: Decision | None = None
        self.events: list[tuple[str, int, object]] = []
        self.game = self._new_game()

    def apply(self, choice: Choice) -> None:
        """Apply a choice to the match decision pending between games."""
        decision = self.pending
        if decision is None or decision.options is None:
            raise IllegalChoice("no match decision is pending")
        if choice not in decision.options:
            raise IllegalChoice(f"{choice!r} is not a legal choice for {decision.kind}")
        self.pending = None
        self.events.append((decision.kind, decision.player, choice[1]))
        if decision.kind == BUILD_DECK:
            self.deck = choice[1]
            self._ask_starter(1 - decision.player)
        else:
            self.starter = choice[1]
            self.game = self._new_game()

    def end_game(self) -> None:
        """Count the finished game, then end the match, start the next game, or ask."""
        result = self.game.result
        if result is None or self.over or self.pending is not None:
            raise IllegalChoice("the current game is not over")
        self.results.append(result)
        if result.winner is not None:
            self.wins[result.winner] += 1
        needed = (self.best_of + 1) // 2
        if max(self.wins) >= needed or len(self.results) >= 2 * self.best_of:
            self.over = True
            if self.wins[0] != self.wins[1]:
                self.winner = 0 if self.wins[0] > self.wins[1] else 1
        elif result.winner is None:  # a tie keeps the deck; the starter alternates
            self.starter = 1 - self.starter
            self.game = self._new_game()
        else:
            self.pending = Decision(result.winner, BUILD_DECK, self.deck_options)

    def _new_game(self) -> GameState:
        self.decks.append(self.deck)
        return GameState(mix_abilities(self.deck, self.library), self.variant, self.starter,
                         self.rng.getrandbits(63))

    def _ask_starter(self, loser: int) -> None:
        """The loser of the last game, whose winner built the deck, chooses who starts."""
        self.pending = Decision(loser, CHOOSE_STARTER, (("starter", 0), ("starter", 1)))


@dataclass(frozen=True, slots=True)
class MatchView:
    """The match as anyone may see it: everything about it is public."""

    viewer: int | None
    best_of: int
    wins: tuple[int, int]
    winners: tuple[int | None, ...]
    """The winner of each finished game (None for a tie)."""
    decks: tuple[str, ...]
    """The mix of each game so far, the current one last."""
    starter: int
    pending: PendingView | None

    def options(self) -> tuple[Choice, ...]:
        """The match decision's options when the viewer decides it; otherwise none."""
        pending = self.pending
        return () if pending is None or pending.options is None else pending.options


def match_view(match: Match, viewer: int | None) -> MatchView:
    """What a player sees between games: scores, decks, and a match decision's options."""
    decision = match.pending
    pending = None if decision is None else PendingView(
        decision.player, decision.kind, None,
        decision.options if decision.player == viewer else None)
    return MatchView(viewer, match.best_of, (match.wins[0], match.wins[1]),
                     tuple(r.winner for r in match.results), tuple(match.decks),
                     match.starter, pending)
