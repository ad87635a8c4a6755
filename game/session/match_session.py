"""A match at the table: the engine's Match, who sits in each seat, and each game as a GameSession.

The decisions between games (the winner's deck, the loser's choice of who
starts) go through the Match's own door; the computer makes its own with its
bot, seeded one way from the match's seed like every bot.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

from game.ai import Bot, bot_seed, make_bot
from game.decks.deck import MIX_LETTERS, Deck, mixed_deck
from game.decks.specs import DeckSource, ready_library
from game.engine import Choice, GameState
from game.engine.match import Match, MatchView, match_view
from game.session.game_session import DEFAULT_NAMES, GameSession, first_player_for
from game.text.levels import computer_name
from game.text.match_words import Seats
from game.text.words import Names


def game_seed(match_seed: int, game: int) -> int:
    """The seed of game `game` (0 first) of a match: its bots and hints, apart from the deal."""
    digest = hashlib.blake2b(f"match-game:{match_seed}:{game}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def deck_letters(deck: Deck) -> str:
    """The nine letters of a deck made of the ready decks' cards (every deck spec the game offers)."""
    letters = {name: letter for letter, name in MIX_LETTERS.items()}
    return "".join(letters[card.deck] for card in deck.cards)


def mix_spec(letters: str) -> str:
    """The deck spec of a mix: a ready deck's own name when all nine numbers come from it."""
    return MIX_LETTERS[letters[0]] if len(set(letters)) == 1 else f"mixed:{letters}"


Played = tuple[GameState, Deck, str]
"""A finished game of the match: its final state, its deck and the deck's spec."""


class MatchSession:
    """A best-of-N match between the human and the computer, or two people at one screen.

    `session` is the game at the table now; between games `match.pending`
    holds the decision the match waits for.
    """

    def __init__(self, match: Match, first_spec: str, seed: int, opponent: str | None = "heuristic",
                 names: Names = None, finished: list[Played] | None = None) -> None:
        self.state = match
        self.finished: list[Played] = finished or []
        """The games played to their end, for the save to replay."""
        self.first_spec = first_spec
        """The first game's deck spec as chosen (custom:NAME stays named so in the statistics)."""
        self.seed = seed
        self.opponent = opponent
        self.names = (names or DEFAULT_NAMES) if opponent is None else None
        self.human: int | None = None if opponent is None else 0
        self.bot: Bot | None = None if opponent is None else make_bot(opponent, bot_seed(seed, 1))
        self.counted = match.over
        """The match's result is in the statistics."""
        self.dealt_from = first_spec
        """The deck spec new matches like this one are dealt from (random-mix deals a fresh mix each time)."""
        self.session = self._session()

    @classmethod
    def start(cls, best_of: int, deck: Deck, spec: str, variant: str, first_player: int, seed: int,
              opponent: str | None = "heuristic", names: Names = None) -> "MatchSession":
        """A new match whose first game is dealt with `deck`."""
        match = Match(best_of, ready_library(), deck_letters(deck), variant, first_player, seed)
        return cls(match, spec, seed, opponent, names)

    @property
    def spec(self) -> str:
        """The deck spec of the game at the table."""
        return self.first_spec if len(self.state.decks) == 1 else mix_spec(self.state.deck)

    def _session(self) -> GameSession:
        """The game the match dealt last, seated: a hotseat game starts behind a hand-off."""
        seed = game_seed(self.seed, len(self.state.results))
        return GameSession.at(self.state.game, mixed_deck(self.state.deck), seed, self.opponent, self.human,
                              self.names, self.spec)

    @property
    def between_games(self) -> bool:
        """No next game is dealt: the match waits for a decision between games, or is over."""
        return len(self.state.results) == len(self.state.decks)

    def end_game(self) -> None:
        """Count the finished game at the table in the match (once); a tie deals the next at once."""
        session = self.session
        if self.finished and self.finished[-1][0] is session.state:
            return
        self.state.game = session.state  # undo may have put a copy of the state in the session
        self.state.end_game()
        self.finished.append((session.state, session.deck, session.spec))

    def next_game(self) -> GameSession | None:
        """The next game's session once the match has dealt it (None while it waits or is over)."""
        if self.between_games:
            return None
        self.session = self._session()
        return self.session

    def view(self, viewer: int | None) -> MatchView:
        return match_view(self.state, viewer)

    @property
    def decider(self) -> int | None:
        """Who must decide between games now (None: nobody)."""
        pending = self.state.pending
        return None if pending is None else pending.player

    @property
    def bot_decides(self) -> bool:
        return self.bot is not None and self.decider == 1 - (self.human or 0)

    def decide_for_bot(self) -> Choice:
        """The computer makes the pending match decision with its own policy; returns its choice."""
        assert self.bot is not None and self.decider is not None
        choice = self.bot.choose(self.view(self.decider))  # type: ignore[arg-type]
        self.state.apply(choice)
        return choice

    def apply(self, choice: Choice) -> None:
        """A person's match decision."""
        self.state.apply(choice)

    @property
    def reasons(self) -> tuple[str, ...]:
        """How each finished game was won (RULES.md 5: "unguarded_match", "guards" or "tie")."""
        return tuple(state.result.reason if state.result is not None else "" for state, _, _ in self.finished)

    @property
    def seats(self) -> Seats:
        """Who sits where, for the match's sentences."""
        if self.names is not None:
            return Seats(self.names)
        assert self.opponent is not None and self.human is not None
        said = ["you", "you"]
        said[1 - self.human] = computer_name(self.opponent)
        return Seats((said[0], said[1]), self.human)

def match_dealer(decks: DeckSource, variant: str, best_of: int, opponent: str | None, names: Names = None,
                 seed: int | None = None, first: int | None = None) -> Callable[[], MatchSession]:
    """New matches: the first with `seed` (random if None), every later one with a fresh seed.

    `first`: who starts each match's first game (None: a coin toss each time).
    """
    seeds = iter(() if seed is None else (seed,))

    def deal() -> MatchSession:
        match_seed = next(seeds, None)
        if match_seed is None:
            match_seed = random.randrange(1 << 31)
        deck, spec = decks.for_game(match_seed)
        starter = first_player_for(match_seed) if first is None else first
        match = MatchSession.start(best_of, deck, spec, variant, starter, match_seed, opponent, names)
        match.dealt_from = decks.spec
        return match
    return deal
