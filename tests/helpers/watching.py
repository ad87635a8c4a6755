"""Games to watch again in the replay viewer's tests: finished games as records and as saves."""

from __future__ import annotations

from pathlib import Path

from game.decks.deck import load_ready_deck
from game.engine import GameState
from game.session.game_session import GameSession
from game.storage.records import GameRecord, record_game
from game.storage.records_shared import Watched
from game.storage.saves import SavedGame, SavedWheels, history_folder, write_save
from game.storage.settings import Settings
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds

from helpers.positions import finished, play_until

DECK = load_ready_deck("citrine")


def a_finished_game() -> GameState:
    """A seeded random game played to its Big Reveal, with Guards on both sides."""
    return play_until(finished)


def at_big_reveal(app, theme, runner, seed: int) -> tuple[BigReveal, GameSession]:
    """A finished game at the table against the computer, run on until its Big Reveal shows."""
    session = GameSession.at(a_finished_game(), DECK, seed, "heuristic", 0, spec="citrine")
    app.stack.push(PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: session, runner,
                             save=lambda s: None))
    for _ in range(100):
        app.run(0.05)
        if isinstance(app.stack.top, BigReveal):
            break
    reveal = app.stack.top
    assert isinstance(reveal, BigReveal)
    return reveal, session


def as_record(state: GameState, players: tuple[str, str] | None = ("you", "heuristic"),
              stacked: bool = False) -> GameRecord:
    return record_game(state, DECK, "citrine", stacked=stacked, players=players)


def watched(state: GameState, players: tuple[str, str] | None = ("you", "heuristic"),
            wheels: SavedWheels | None = None) -> Watched:
    return Watched(Path("a game"), as_record(state, players), state, wheels)


def save_in_history(state: GameState, wheels: SavedWheels = SavedWheels(), name: str = "game-1.json") -> Path:
    """A finished game filed in saves/history, as the game files one."""
    path = history_folder() / name
    write_save(path, SavedGame(record=as_record(state), seed=1, opponent="heuristic", human=0,
                               notebooks=wheels.notebooks, assistant=wheels.assistant))
    return path
