"""Games in progress, saved after every decision, and finished games kept as history.

A save is a game record (the inputs that replay the game to where it stands)
plus what the record does not hold: the seed for what chance does next, who
plays (the computer's level, or the two names of a hotseat game), the seat at
the screen, the picks of the decision under way, and each player's Cypher
Wheel (marks by hand and assistant level). Saves from before the wheel load
with blank wheels. A match keeps one save for all its games: the finished
games' records and the decisions between them, with the game under way (none
while the match waits between games). Loading replays every record and
decision through the engine, so a save that was changed or torn never seats an
impossible game or match: it is moved aside, its bytes intact, and the game
goes on.

A finished game goes to saves/history whole: its record up to the last
decision, and its ending (who won and how) so the list of games to watch need
not replay it; each game of a match is kept there on its own.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from game.decks.deck import Deck
from game.decks.specs import named_spec, ready_library
from game.engine import GameState, IllegalChoice
from game.engine.decision import BUILD_DECK, CHOOSE_STARTER
from game.engine.match import Match
from game.errors import DataError, clipped, first_problem
from game.session.game_session import GameSession
from game.session.match_session import MatchSession, Played, deck_letters
from game.storage.files import UnreadableFile, read_json
from game.storage.home import files_in, folder_path, set_aside, subfolder, write_atomic
from game.storage.notices import tell
from game.storage.records import GameRecord, RecordError, record_game, replay
from game.wheel.levels import AssistantLevel
from game.wheel.notebook import BLANK, Notebook

SAVE_FORMAT: Literal["classified-info-save"] = "classified-info-save"
SAVE_VERSION: Literal[1] = 1
HISTORY_KEPT = 100
"""Finished games kept in saves/history; the oldest go first."""
CHOICE_NAMES = {BUILD_DECK: "deck", CHOOSE_STARTER: "starter"}
"""A match decision's kind, and the name its choice is saved under."""
MAX_SAVE_BYTES = 2_000_000
"""A save is a few kilobytes; anything far larger is not one of ours."""


class SaveError(DataError):
    """A save that cannot be read or replayed."""


class SavedMatch(BaseModel):
    """A match in progress: how it began, its finished games and the decisions between them."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    best_of: Literal[3, 5]
    first_deck: str = Field(pattern="^[cre]{9}$")
    first_spec: str
    dealt_from: str = ""
    """The deck spec a new match like this one is dealt from (empty: the first game's)."""
    variant: Literal["standard", "strategic"]
    first_player: int = Field(ge=0, le=1)
    seed: int = Field(ge=0)
    games: list[GameRecord] = Field(default=[], max_length=10)
    choices: list[tuple[Literal["deck", "starter"], str | int]] = Field(default=[], max_length=20)
    """The match decisions so far, in order: ("deck", nine letters) and ("starter", seat)."""


class Ending(BaseModel):
    """How a finished game ended, as the history keeps it beside the record that replays to it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    winner: int | None = Field(default=None, ge=0, le=1)
    """The seat that won (None: a tie)."""
    reason: Literal["unguarded_match", "guards", "tie", "resign", "abandoned"]
    """RULES.md 5 ("unguarded_match", "guards", "tie"), "resign": the loser resigned, or "abandoned": the loser
    left a game online and did not come back."""
    match_game: tuple[int, int] | None = None
    """(game number, best of) for a game of a match."""

    @classmethod
    def of(cls, state: GameState, match_game: tuple[int, int] | None = None) -> Ending:
        result = state.result
        assert result is not None, "only a finished game has an ending"
        return cls(winner=result.winner, reason=result.reason, match_game=match_game)  # type: ignore[arg-type]


class SavedGame(BaseModel):
    """One game (or match) in progress, as written to saves/NAME.json."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["classified-info-save"] = SAVE_FORMAT
    version: Literal[1] = SAVE_VERSION
    record: GameRecord | None = None
    """The game under way: none only while a match waits between games."""
    match: SavedMatch | None = None
    seed: int = Field(ge=0)
    opponent: str | None = None
    """The computer's level, or None for two players at one screen."""
    names: tuple[str, str] | None = None
    human: int | None = Field(default=0, ge=0, le=1)
    """The seat at the screen (None: a hotseat game resumes behind a hand-off)."""
    picks: list[list[Any]] = []
    """The picks made so far in the decision under way, so it resumes where it was."""
    notebooks: tuple[Notebook, Notebook] = (BLANK, BLANK)
    """Each player's Cypher Wheel marks by hand."""
    assistant: tuple[AssistantLevel, AssistantLevel] = (AssistantLevel.OFF, AssistantLevel.OFF)
    """Each player's assistant level."""
    aided: bool = False
    """Hints or the assistant were used in this game (the statistics say so once it ends)."""
    ending: Ending | None = None
    """A finished game in the history: how it ended (None in a game under way, and in the history
    files of earlier versions, which stop before the last decision)."""

    @model_validator(mode="after")
    def _a_game_or_a_match(self) -> SavedGame:
        if self.record is None and self.match is None:
            raise ValueError("a save holds a game record, or a match between games")
        return self

    def to_wheels(self) -> SavedWheels:
        return SavedWheels(self.notebooks, self.assistant, self.aided)


@dataclass(frozen=True)
class SavedWheels:
    """What a save keeps of the players' Cypher Wheels."""

    notebooks: tuple[Notebook, Notebook] = (BLANK, BLANK)
    assistant: tuple[AssistantLevel, AssistantLevel] = (AssistantLevel.OFF, AssistantLevel.OFF)
    aided: bool = False


@dataclass(frozen=True)
class Resumed:
    """A save read back: the game replayed to where it stood, and what goes with it."""

    path: Path
    saved: SavedGame
    state: GameState
    deck: Deck
    match: MatchSession | None = None
    """A match, rebuilt game by game, its game at the table `state`."""

    @property
    def finished(self) -> bool:
        """Nothing left to play: the game (or the whole match) is over."""
        return self.state.pending is None and (self.match is None or self.match.state.over)


def saves_folder() -> Path:
    return subfolder("saves")


HISTORY = "saves/history"
"""The finished games' folder in the data folder."""


def history_folder(home: Path | None = None) -> Path:
    return subfolder(HISTORY, home)


def new_save_path(seed: int) -> Path:
    """Where a new game's save goes: one file per game, named so the newest sorts last."""
    return saves_folder() / f"game-{time.strftime('%Y%m%d-%H%M%S')}-{seed}.json"


def write_save(path: Path, saved: SavedGame) -> None:
    """Write a save atomically: a kill at any moment leaves the previous save or this one."""
    write_atomic(path, saved.model_dump_json(exclude_none=True) + "\n")


class Autosave:
    """Keeps one game's (or match's) save up to date after every decision; once over, it goes to the history."""

    def __init__(self, path: Path | None = None, match: MatchSession | None = None) -> None:
        self.path = path
        self.match = match

    def update(self, session: GameSession, picks: Sequence[tuple[Any, ...]] = (),
               wheels: SavedWheels = SavedWheels(), write: Callable[..., Any] | None = None) -> None:
        """Save the game as it stands (or file it in the history once over); OSError if the disk refuses.

        `write(fn, *args)` does the disk work (by default at once): the save is made
        from the session here, so it may be written later, elsewhere.
        """
        disk = write or _at_once
        if self.path is None:
            self.path = new_save_path(session.seed)
        match = self.match
        opponent, human = session.opponent, session.human
        players = _players(session)
        record = record_game(session.state, session.deck, session.spec, players=players)
        if session.over:
            if match is not None:
                match.end_game()  # counted once, whoever saves first
            number = None if match is None else (len(match.finished), match.state.best_of)
            ending = Ending.of(session.state, number)
            kept = SavedGame(record=record, seed=session.seed, opponent=opponent, names=session.names,
                             human=human, notebooks=wheels.notebooks, assistant=wheels.assistant,
                             aided=wheels.aided, ending=ending)
            disk(keep_in_history, history_name(self.path, number), kept)
            if match is None or match.state.over:
                disk(_remove, self.path)
                return
        disk(write_save, self.path, SavedGame(record=None if session.over else record, seed=session.seed,
                                              opponent=opponent, names=session.names, human=human,
                                              picks=[list(key) for key in picks], notebooks=wheels.notebooks,
                                              assistant=wheels.assistant, aided=wheels.aided,
                                              match=None if match is None else saved_match(match)))


def history_name(save: Path, match_game: tuple[int, int] | None) -> str:
    """A finished game's file in the history: the save's name, and the game's number in a match."""
    return save.name if match_game is None else f"{save.stem}-game-{match_game[0]}{save.suffix}"


def keep_in_history(name: str, saved: SavedGame, home: Path | None = None) -> None:
    """Write a finished game into the history (kept to HISTORY_KEPT games, the oldest go first)."""
    history = history_folder(home)
    write_save(history / name, saved)
    _trim(history)


def _remove(path: Path) -> None:
    path.unlink(missing_ok=True)


def _trim(history: Path) -> None:
    kept = files_in(history)
    for old in kept[:-HISTORY_KEPT]:
        old.unlink(missing_ok=True)


def _players(session: GameSession) -> tuple[str, str] | None:
    """Who played, as a record names them."""
    opponent = session.opponent
    if opponent is None:
        return session.names
    return ("you", opponent) if session.human in (0, None) else (opponent, "you")


def saved_match(match: MatchSession) -> SavedMatch:
    """What a save keeps of a match: enough to replay it to where it stands."""
    engine = match.state
    players = _players(match.session)
    games = [record_game(state, deck, spec, players=players) for state, deck, spec in match.finished]
    choices = [(CHOICE_NAMES[kind], value) for kind, _, value in engine.events]
    return SavedMatch(best_of=engine.best_of, first_deck=engine.decks[0], first_spec=match.first_spec,  # type: ignore[arg-type]
                      dealt_from=match.dealt_from,
                      variant=engine.variant, first_player=_first_player(match), seed=match.seed,  # type: ignore[arg-type]
                      games=games, choices=choices)  # type: ignore[arg-type]


def _at_once(fn: Callable[..., Any], *args: Any) -> Any:
    return fn(*args)


def resume(resumed: Resumed) -> GameSession:
    """The session of a saved game; a hotseat game resumes with nobody at the screen (a hand-off first)."""
    if resumed.match is not None:
        return resumed.match.session
    saved = resumed.saved
    human = None if saved.opponent is None else saved.human
    spec = named_spec(saved.record.deck.spec) if saved.record is not None else resumed.deck.id
    return GameSession.at(resumed.state, resumed.deck, saved.seed, saved.opponent, human, saved.names, spec)


def finish(path: Path) -> None:
    """A finished game's save found among the games in progress joins the history as it is."""
    if not path.exists():
        return
    history = history_folder()
    path.replace(history / path.name)
    _trim(history)


def read_save(path: Path) -> Resumed:
    """Read, validate and replay one save; SaveError says what is wrong."""
    try:
        saved = SavedGame.model_validate(read_json(path, MAX_SAVE_BYTES))
    except ValidationError as error:
        raise SaveError(f"{path}: {first_problem(error)}.") from None
    except UnreadableFile as error:
        raise SaveError(f"{path}: not a save this version can read (the file {error}).") from None
    except OSError as error:
        raise SaveError(f"{path}: cannot be read ({error.strerror or error}).") from None
    try:
        if saved.match is not None:
            match = rebuild_match(saved, str(path))
            return Resumed(path, saved, match.session.state, match.session.deck, match)
        record = saved.record
        assert record is not None, "a save without a match has a record"
        state = replay(record, str(path))
    except RecordError as error:
        raise SaveError(str(error)) from None
    return Resumed(path, saved, state, record.deck.deck())


def rebuild_match(saved: SavedGame, source: str) -> MatchSession:
    """Replay a saved match: each finished game, each decision between games, then the game under way."""
    m = saved.match
    assert m is not None
    try:
        match = Match(m.best_of, ready_library(), m.first_deck, m.variant, m.first_player, m.seed)
    except ValueError as error:
        raise RecordError(f"{source}: the match cannot be played: {error}.") from None
    choices = list(m.choices)
    finished: list[Played] = []
    for number, record in enumerate(m.games, start=1):
        where = f"{source}, game {number} of the match"
        state = _follows(match, record, replay(record, where), where)
        if state.pending is not None:
            raise RecordError(f"{where}: the game is not over, yet the match went on.")
        match.game = state
        match.end_game()
        finished.append((state, record.deck.deck(), record.deck.spec))
        while match.pending is not None and choices:
            choice = choices.pop(0)
            try:
                match.apply(choice)
            except IllegalChoice as error:
                raise RecordError(f"{where}: the decision after it breaks the rules ({error}).") from None
    if choices:
        raise RecordError(f"{source}: the match has decisions no game was played for.")
    if saved.record is not None:
        where = f"{source}, the game under way"
        if match.over or match.pending is not None:
            raise RecordError(f"{where}: the match was not dealing a game.")
        match.game = _follows(match, saved.record, replay(saved.record, where), where)
    elif not match.over and match.pending is None and match.game.history:
        raise RecordError(f"{source}: the game under way is missing.")
    rebuilt = MatchSession(match, named_spec(m.first_spec), m.seed, saved.opponent, saved.names, finished)
    rebuilt.dealt_from = named_spec(m.dealt_from or m.first_spec)
    return rebuilt


def _follows(match: Match, record: GameRecord, state: GameState, where: str) -> GameState:
    """The replayed game, if it is the one the match dealt: its deck, its set-up and who started."""
    if (deck_letters(record.deck.deck()) != match.deck or record.variant != match.variant
            or record.first_player != match.starter):
        raise RecordError(f"{where}: its deck, set-up or first player is not the one the match dealt.")
    return state


def _first_player(match: MatchSession) -> int:
    """Who started the match's first game."""
    if match.finished:
        return match.finished[0][0].first
    return match.state.game.first


def games_in_progress() -> list[Path]:
    """The saves of unfinished games, newest last (listing changes nothing, and makes no folder)."""
    return files_in(folder_path("saves"), "game-*.json")


def first_launch() -> bool:
    """No game in progress and none in the history: the player has never played here."""
    return not games_in_progress() and not files_in(folder_path(HISTORY))


Seated = TypeVar("Seated")


def readable_games(said: list[str] | None = None) -> Iterator[Resumed]:
    """The games in progress, newest first, each read and replayed as it is reached; a save that cannot be
    is set aside, its bytes intact, and the player told in one line (also appended to `said`); a finished
    game found here joins the history."""
    for path in reversed(games_in_progress()):
        try:
            resumed = read_save(path)
            if resumed.finished:
                with contextlib.suppress(OSError):  # a full disk keeps it here until the next start
                    finish(path)
                continue
        except Exception as error:  # noqa: BLE001 - no save may stop the game from opening
            _set_aside(path, error, said)
            continue
        yield resumed


def seated(resumed: Resumed, seat: Callable[[Resumed], Seated], said: list[str] | None = None) -> Seated | None:
    """A game read back, seated by `seat` (which builds its decks, dealer and bots); one that fails there,
    with any error, is set aside as an unreadable save is, and None comes back."""
    try:
        return seat(resumed)
    except Exception as error:  # noqa: BLE001 - no save may stop the game from opening
        _set_aside(resumed.path, error, said)
        return None


def latest_seated(seat: Callable[[Resumed], Seated], said: list[str] | None = None) -> Seated | None:
    """The newest game in progress that can be read, replayed and seated by `seat`; every save that fails
    on the way is set aside (see `readable_games`) and the next newest tried."""
    for resumed in readable_games(said):
        table = seated(resumed, seat, said)
        if table is not None:
            return table
    return None


def _set_aside(path: Path, error: Exception, said: list[str] | None) -> None:
    message = put_aside(path, error)
    if said is not None:
        said.append(message)


def put_aside(path: Path, error: Exception) -> str:
    """Set a save that cannot be continued aside (bytes intact) and tell the player in one line."""
    bad = set_aside(path)
    where = f"moved it to {bad.name}" if bad is not None else "left it in place"
    problem = str(error) if isinstance(error, DataError) else f"{type(error).__name__}: {error}"
    problem = problem.replace(str(path), path.name)
    message = f"A saved game could not be read ({clipped(' '.join(problem.split()), 400)}); {where}."
    tell(message)
    return message
