"""Games left unfinished in the saves folder, as a person leaves them: against the computer, at one screen,
a match under way or between its games; each last played at a time the test chooses."""

from __future__ import annotations

import os
import random
from pathlib import Path

from game.decks.deck import load_ready_deck
from game.session.game_session import GameSession
from game.storage.records import record_game
from game.storage.saves import Autosave, SavedGame, new_save_path, write_save

from helpers.matches import a_match, decide_between_games, random_decision

LAST_PLAYED = 1_780_000_000.0
"""A moment in May 2026: the games are dated from here on, an hour apart, so their order is the test's."""


def dated(path: Path, hours: float) -> Path:
    """Make the save look last played `hours` after LAST_PLAYED."""
    when = LAST_PLAYED + 3600 * hours
    os.utime(path, (when, when))
    return path


def a_game_left(seed: int, decisions: int = 9, opponent: str | None = "easy", names: tuple[str, str] | None = None,
                deck: str = "citrine", variant: str = "standard", hours: float = 0) -> Path:
    """A single game left after `decisions` random decisions (`opponent` None: two players at one screen)."""
    session = GameSession(load_ready_deck(deck), variant, seed, opponent, 0 if opponent else None, names=names,
                          spec=deck)
    rng = random.Random(seed)
    for _ in range(decisions):
        random_decision(session, rng)
    autosave = Autosave()
    autosave.update(session)
    assert autosave.path is not None
    return dated(autosave.path, hours)


def a_match_left(seed: int, decisions: int = 6, between_games: bool = False, opponent: str | None = "hard",
                 names: tuple[str, str] | None = None, hours: float = 0) -> Path:
    """A best-of-3 match after its first game: waiting between games, or `decisions` into its second."""
    match = a_match(opponent, names, seed, won_by=1)
    autosave = Autosave(new_save_path(seed), match)  # named by `seed`: a_match may deal two seeds one match
    if not between_games:
        decide_between_games(match, random.Random(seed))
        match.next_game()
        rng = random.Random(seed)
        for _ in range(decisions):
            random_decision(match.session, rng)
    autosave.update(match.session)
    assert autosave.path is not None
    return dated(autosave.path, hours)


def a_finished_game_left(seed: int, hours: float = 0) -> Path:
    """A finished game's save still among the games in progress, as a kill between its last save and its
    move to the history leaves it."""
    session = GameSession(load_ready_deck("citrine"), "standard", seed, "easy", spec="citrine")
    rng = random.Random(seed)
    while not session.over:
        random_decision(session, rng)
    path = new_save_path(seed)
    write_save(path, SavedGame(record=record_game(session.state, session.deck, "citrine", players=("you", "easy")),
                               seed=seed, opponent="easy"))
    return dated(path, hours)
