"""One game (or best-of-3/5 match) the server holds for two friends: seats, names, the engine's state.

Choices go through the engine's one door (`GameState.apply`, and the Match's
between games); a seat is shown only `view(state, seat)`, and a game's whole
record only once that game is over. Between the games of a match the server
asks the players, as the rules do: the winner builds the next deck, then the
loser chooses who starts (after a tie the deck is kept and the other starts).
The game's file (`GameFile`) holds every choice, chance outcomes and the
match's decisions included, so a restarted server replays it to the same
position; the generators are seeded afresh from `secrets`, so nothing that was
random before becomes predictable after.
"""

from __future__ import annotations

import contextlib
import random
import secrets
import time
from dataclasses import dataclass
from typing import Annotated, Any, Iterator, Literal

from pydantic import BaseModel, ConfigDict, Field

from game.decks.deck import lettered_deck, mixed_abilities
from game.decks.specs import RANDOM_MIX, mix_of, ready_library, resolve_spec
from game.engine import CHANCE, GameState, IllegalChoice
from game.engine.decision import BUILD_DECK, RESIGN
from game.engine.match import Match
from game.engine.view import View, view
from game.online.codes import new_code, new_token, same
from game.online.protocol import Between, MatchScore
from game.online.wire import choice_from_json, choice_to_json
from game.session.match_session import deck_letters
from game.storage.records import record_game

GAME_FILE_FORMAT: Literal["classified-info-server-game"] = "classified-info-server-game"
MATCH_OVER = "match"
"""The reason an ended match gives (each game's own reason is in its last table's view)."""
ABANDONED = "abandoned"
RESIGNED = "resign"


class Refusal(ValueError):
    """A request the game cannot take now: the message says why and what to do instead."""


@dataclass(frozen=True)
class Ending:
    """How a game on the server ended: the winning seat (None: nobody), why, and whether a seat left it."""

    winner: int | None
    reason: str
    abandoned: bool = False


class EndingFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    winner: Annotated[int, Field(ge=0, le=1)] | None
    reason: str
    abandoned: bool


class GameFile(BaseModel):
    """A hosted game as the server's folder keeps it: enough to replay it and seat its players again."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["classified-info-server-game"] = GAME_FILE_FORMAT
    version: Literal[1] = 1
    id: Annotated[str, Field(pattern=r"^[0-9a-f]{16}$")]
    code: str
    tokens: tuple[str, str | None]
    names: tuple[str, str | None]
    spec: str
    letters: Annotated[str, Field(pattern=r"^[cre]{9}$")]
    variant: Literal["standard", "strategic"]
    best_of: Literal[1, 3, 5]
    first_player: Annotated[int, Field(ge=0, le=1)]
    games: list[list[list[Any]]] = Field(min_length=1, max_length=10)
    """Each game's choices in order (chance outcomes included), as the wire writes choices."""
    between: list[tuple[Literal["deck", "starter"], str | int]] = Field(default=[], max_length=20)
    """The match's decisions between its games, in order: ("deck", letters) or ("starter", seat)."""
    created: float
    ended: EndingFile | None = None


class HostedGame:
    """A game between seat 0 (the host) and seat 1 (the guest), who joins with the code."""

    def __init__(self, game_id: str, code: str, host: str, spec: str, letters: str, variant: str, best_of: int,
                 first_player: int, created: float) -> None:
        self.id = game_id
        self.code = code
        self.tokens: list[str | None] = [new_token(), None]
        self.names: list[str | None] = [host, None]
        self.spec = spec
        self.letters = letters
        self.variant = variant
        self.best_of = best_of
        self.first_player = first_player
        self.created = created
        self.ended: Ending | None = None
        self.match: Match | None = None
        self.finished: list[GameState] = []
        """A match's games played to their end, in order."""
        if best_of == 1:
            self.state = GameState(mixed_abilities(letters), variant, first_player, secrets.randbits(63))
        else:
            self.match = Match(best_of, ready_library(), letters, variant, first_player, secrets.randbits(63))
            self.state = self.match.game
        _resolve_chance(self.state)

    @classmethod
    def host(cls, name: str, spec: str, variant: str, best_of: int, first: int | None) -> HostedGame:
        """A new game hosted by `name`: the deck spec resolved now (a random mix drawn once, for every game)."""
        letters = mix_of(secrets.randbits(63)) if spec == RANDOM_MIX else deck_letters(resolve_spec(spec))
        first_player = secrets.randbelow(2) if first is None else first
        return cls(secrets.token_hex(8), new_code(), name, spec, letters, variant, best_of, first_player, time.time())

    # ----- seats --------------------------------------------------------------

    @property
    def full(self) -> bool:
        return self.tokens[1] is not None

    def join(self, name: str) -> str:
        """The guest sits down; returns their token."""
        if self.full:
            raise Refusal("no game waits for a guest with that code")
        token = new_token()
        self.tokens[1], self.names[1] = token, name
        return token

    def seat_of(self, token: str) -> int | None:
        """The seat whose token this is, compared in constant time; None for no seat."""
        found = None
        for seat, kept in enumerate(self.tokens):
            if kept is not None and same(kept, token):
                found = seat
        return found

    def opponent_of(self, seat: int) -> str | None:
        return self.names[1 - seat]

    # ----- what a seat sees ---------------------------------------------------

    def view(self, seat: int, state: GameState | None = None) -> View:
        """What the seat may know of the game at the table (or of `state`, a match's game just finished)."""
        return view(self.state if state is None else state, seat)

    def score(self, state: GameState | None = None) -> MatchScore | None:
        """A match's score with the number of the game `state` (default: the one at the table)."""
        match = self.match
        if match is None:
            return None
        return MatchScore(best_of=match.best_of, wins=(match.wins[0], match.wins[1]),
                          game=self.number(self.state if state is None else state))

    def number(self, state: GameState) -> int:
        """Which game of the match `state` is (1 for a single game)."""
        return next((i for i, game in enumerate(self.finished, 1) if game is state), len(self.finished) + 1)

    def letters_of(self, state: GameState) -> str:
        """The nine letters of the deck `state` is played with (a match's games may each have their own)."""
        return self.letters if self.match is None else self.match.decks[self.number(state) - 1]

    def record(self, state: GameState) -> dict[str, Any] | None:
        """A finished game's whole record (every card and choice, as a record file holds it) for both seats
        to keep; None while the game goes on."""
        if state.result is None:
            return None
        players = (self.names[0] or "", self.names[1] or "")
        deck = lettered_deck(self.letters_of(state))
        return record_game(state, deck, deck.id, players=players).model_dump(mode="json")

    def abandoned_at(self, state: GameState) -> bool:
        """Whether `state` is the game a seat's absence ended (given up by the one who left)."""
        result = state.result
        return (self.ended is not None and self.ended.abandoned and state is self.state and result is not None
                and result.reason == RESIGNED and result.winner == self.ended.winner)

    # ----- decisions ----------------------------------------------------------

    def choose(self, seat: int, step: int, data: list[Any]) -> list[GameState]:
        """Apply the seat's choice; returns the states to show both seats, in order: the game at the table, or
        a match's game just finished and then the next one."""
        if self.ended is not None:
            raise Refusal("the game is over; host a new one to play again")
        if not self.full:
            raise Refusal("your friend has not joined yet; wait for them")
        pending = self.state.pending
        if pending is None or pending.player != seat:
            raise Refusal("it is not your decision; wait for the next table")
        if step != len(self.state.history):
            raise Refusal(f"that choice answers step {step} but the game is at step {len(self.state.history)}; "
                          "choose from the latest table")
        try:
            choice = choice_from_json(data)
        except ValueError as error:
            raise Refusal(str(error)) from None
        if choice not in (pending.options or ()):
            raise Refusal("that choice is not one of the options offered; choose one of the table's options")
        self.state.apply(choice)
        return self._settle()

    def _settle(self) -> list[GameState]:
        """Chance steps, then a finished game's ending: the match's next game, or the end."""
        state = self.state
        _resolve_chance(state)
        result = state.result
        if result is None:
            return [state]
        match = self.match
        if match is None:
            self.ended = Ending(result.winner, result.reason)
            return [state]
        self._next_game(match)
        if match.over:
            self.ended = Ending(match.winner, MATCH_OVER)
            return [state]
        if match.pending is not None:
            return [state]  # the players decide before the next deal
        _resolve_chance(self.state)
        return [state, self.state]

    def _next_game(self, match: Match) -> None:
        """Count the game at the table; after a tie the match deals the next at once."""
        self.finished.append(self.state)
        match.end_game()
        self._deal_if_decided(match)

    def _deal_if_decided(self, match: Match) -> None:
        """The match's next game, once nothing is left to decide, is the one at the table (its chance steps
        are the caller's: a replay's come from the file)."""
        if not match.over and match.pending is None:
            self.state = match.game

    def decide(self, seat: int, deck: str | None, starter: int | None) -> list[GameState]:
        """The seat's decision between a match's games; returns the next game to show both seats once it is
        dealt, else nothing (`between` says what the match waits for next)."""
        match = self.match
        pending = None if match is None or self.ended is not None else match.pending
        if match is None or pending is None or pending.player != seat:
            raise Refusal("no decision between games is yours now; wait for the server's next message")
        building = pending.kind == BUILD_DECK
        value = deck if building else starter
        if value is None:
            raise Refusal("the match asks for the next game's deck: send \"deck\"" if building
                          else "the match asks who starts the next game: send \"starter\"")
        try:
            match.apply(("deck" if building else "starter", value))
        except IllegalChoice:
            raise Refusal("that deck cannot be played; choose another mix") from None
        self._deal_if_decided(match)
        if match.pending is not None:
            return []
        _resolve_chance(self.state)
        return [self.state]

    def between(self) -> Between | None:
        """What the match waits for between its games, or its result once it is played out (None while a game
        is at the table, and for a single game or a match a player left)."""
        match = self.match
        if match is None:
            return None
        pending = match.pending if self.ended is None else None
        if pending is None and not match.over:
            return None
        return Between(best_of=match.best_of, wins=(match.wins[0], match.wins[1]),
                       winners=[result.winner for result in match.results],
                       reasons=[result.reason for result in match.results], decks=list(match.decks), deck=match.deck,
                       starter=match.starter, decides=None if pending is None else pending.player,
                       decision=None if pending is None else pending.kind)  # type: ignore[arg-type]

    def resign(self, seat: int) -> list[GameState]:
        """The seat gives up the game at the table, as at a local game: a single game ends, a match goes on to
        its next game (or its end). Returns the states to show both seats, as `choose` does."""
        if self.ended is not None:
            raise Refusal("the game is over already")
        try:
            self.state.apply((RESIGN, seat))
        except IllegalChoice:  # before the set-up is done the rules know no resignation: the server ends it all
            self.ended = Ending(1 - seat, RESIGNED)
            return [self.state]
        if self.match is None:
            self.ended = Ending(1 - seat, RESIGNED)
            return [self.state]
        return self._settle()

    def abandon(self, winner: int | None) -> None:
        """The game ends because a seat stayed away too long (`winner`: the one who stayed, if any). The one who
        left gives up the game at the table, so both see its end as after a resignation; a match ends there."""
        if self.ended is not None:
            return
        if winner is not None and self.state.result is None:
            with contextlib.suppress(IllegalChoice):  # before the set-up is done the rules know no resignation
                self.state.apply((RESIGN, 1 - winner))
        self.ended = Ending(winner, ABANDONED, abandoned=True)

    # ----- the file -----------------------------------------------------------

    def to_file(self) -> GameFile:
        return GameFile(
            id=self.id, code=self.code, tokens=(self.tokens[0] or "", self.tokens[1]),
            names=(self.names[0] or "", self.names[1]), spec=self.spec, letters=self.letters,
            variant=self.variant,  # type: ignore[arg-type]
            best_of=self.best_of,  # type: ignore[arg-type]
            first_player=self.first_player, created=self.created,
            games=[[choice_to_json(c) for c in game.history] for game in self._games()],
            between=[("deck" if kind == BUILD_DECK else "starter", value)  # type: ignore[misc]
                     for kind, _, value in (self.match.events if self.match is not None else ())],
            ended=None if self.ended is None else EndingFile(**vars(self.ended)))

    def _games(self) -> list[GameState]:
        """Every game so far, the one at the table last (in an ended match it is the last finished one)."""
        if self.finished and self.finished[-1] is self.state:
            return list(self.finished)
        return [*self.finished, self.state]

    @classmethod
    def from_file(cls, file: GameFile) -> HostedGame:
        """The game as it was when its file was written; ValueError when its choices break the rules."""
        game = cls.__new__(cls)
        game.id, game.code, game.spec, game.letters = file.id, file.code, file.spec, file.letters
        game.tokens, game.names = list(file.tokens), list(file.names)
        game.variant, game.best_of, game.first_player, game.created = (
            file.variant, file.best_of, file.first_player, file.created)
        game.ended = None
        game.finished = []
        seed = secrets.randbits(63)
        if file.best_of == 1:
            if len(file.games) != 1:
                raise ValueError("a single game's file holds one game")
            game.match = None
            game.state = GameState(mixed_abilities(file.letters), file.variant, file.first_player, seed)
        else:
            game.match = Match(file.best_of, ready_library(), file.letters, file.variant, file.first_player, seed)
            game.state = game.match.game
        decisions = iter(file.between)
        for number, choices in enumerate(file.games, 1):
            for data in choices:
                game.state.apply(choice_from_json(data))
            if number < len(file.games):
                if game.match is None or game.state.result is None:
                    raise ValueError(f"game {number} of the file is not over, yet another follows it")
                game._next_game(game.match)
                game._decide_again(game.match, decisions)
                if game.match.pending is not None:
                    raise ValueError(f"the match's decisions after game {number} are missing from the file")
        _reseed(game)
        if file.ended is not None:
            if game.match is not None and file.ended.reason == MATCH_OVER:
                game._next_game(game.match)  # count the last game, as when it ended
            game.ended = Ending(file.ended.winner, file.ended.reason, file.ended.abandoned)
        else:
            game._settle()
            if game.match is not None:
                game._decide_again(game.match, decisions)  # a decision made before the next deal
                if game.state.result is None:
                    _resolve_chance(game.state)
        return game

    def _decide_again(self, match: Match, decisions: Iterator[tuple[str, str | int]]) -> None:
        """Apply the file's decisions between games while the match asks for them."""
        while match.pending is not None:
            decision = next(decisions, None)
            if decision is None:
                return
            match.apply((decision[0], decision[1]))
            self._deal_if_decided(match)


def _resolve_chance(state: GameState) -> None:
    while state.pending is not None and state.pending.player == CHANCE:
        state.resolve_chance()


def _reseed(game: HostedGame) -> None:
    """Fresh secret generators after a replay: the old ones' states are not in the file."""
    game.state.rng = random.Random(secrets.randbits(63))
    if game.match is not None:
        game.match.rng = random.Random(secrets.randbits(63))

