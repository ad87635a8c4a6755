"""Games played to their end with random decisions, saved after each as the table saves them."""

from __future__ import annotations

import random

from game.decks.specs import deck_source
from game.session.game_session import GameSession
from game.storage.saves import Autosave, saves_folder

from helpers.matches import random_decision

CITRINE = deck_source("citrine").deck


def play_out(session: GameSession, autosave: Autosave, rng: random.Random) -> None:
    """Random decisions for whoever is to move, hotseat seats taken in turn, saved after each as the table does."""
    while not session.over:
        random_decision(session, rng)
        autosave.update(session)


def finished_game(opponent: str | None = "random", seed: int = 4) -> GameSession:
    """A game against `opponent` (None: hotseat between Ann and Bob) played to its end and kept."""
    names = ("Ann", "Bob") if opponent is None else None
    session = GameSession(CITRINE, "standard", seed, opponent, None if opponent is None else 1, names=names)
    play_out(session, Autosave(saves_folder() / f"game-{seed}.json"), random.Random(seed))
    return session
