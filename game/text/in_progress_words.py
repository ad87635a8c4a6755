"""What the list of games in progress says: each game in public facts only (who plays, the deck, the set-up,
the turn, a match's score, when it was last played; never a card of either hand), the rule that keeps the
list short, and what deleting a game says."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import NORMAL_TURNS
from game.text.banner_words import turn_tag
from game.text.levels import computer_name
from game.text.replay_words import deck_name
from game.text.screens import VARIANTS, Heading

GAMES_IN_PROGRESS = Heading("SAVED GAMES", "Games in progress",
                            "↑ ↓ to choose · Enter or a click to continue · Delete to delete · Esc to go back")
NO_GAME_IN_PROGRESS = "No game in progress. Every game you leave unfinished waits here to be continued."
KEEP_IT = "Keep it"
DELETE_IT = "Delete it"
DELETE = "Delete"
SET_UPS = dict(VARIANTS)


def games_in_progress_label(count: int) -> str:
    """The title's way to the list."""
    return f"Games in progress ({count})"


def kept_rule(kept: int) -> str:
    """Under the list: how long a game waits here."""
    return (f"Continue on the title takes up the game played last. Up to {kept} games are kept: past that, each "
            "new game deletes the single game played longest ago, and says so. A match stays until it ends or "
            "you delete it.")


@dataclass(frozen=True)
class Standing:
    """A saved game as anyone at its table could tell it: nothing either player hides."""

    when: str
    """When it was last played, as the list shows dates."""
    opponent: str | None
    """The computer's level (None: two players at one screen)."""
    names: tuple[str, str] | None
    """The two players' names at one screen."""
    you: int | None
    """The seat of the person against the computer."""
    spec: str | None
    """The deck of the game under way (None: a match between games)."""
    variant: str
    turn: int | None
    """The turn under way, from -1 (the set-up); None between a match's games."""
    best_of: int | None = None
    """A match's length (None: a single game)."""
    played: int = 0
    """A match's games played to their end."""
    wins: tuple[int, int] = (0, 0)


def who_plays(game: Standing) -> str:
    """The row's first line: "Against Easy", "Ann and Bob, one screen", "Match against Hard, best of 3"."""
    first, second = game.names or ("Player 1", "Player 2")
    against = None if game.opponent is None else computer_name(game.opponent)
    if game.best_of is None:
        return f"Against {against}" if against else f"{first} and {second}, one screen"
    who = f"against {against}" if against else f"between {first} and {second}"
    return f"Match {who}, best of {game.best_of}"


def where_it_stands(game: Standing) -> str:
    """The row's second line: "Citrine · Standard set-up · Turn 4 of 10 · last played 3 May 2026 14:02"; a
    match first says which game and the score ("Game 2 · You 1, Hard 0")."""
    parts = []
    if game.best_of is not None:
        parts += [f"Game {game.played + 1}" if game.turn is not None else f"After game {game.played}",
                  score(game)]
    if game.spec is not None:
        parts.append(deck_name(game.spec))
    if game.turn is not None:
        parts += [SET_UPS.get(game.variant, game.variant), turn_tag(game.turn, game.turn >= NORMAL_TURNS)]
    return " · ".join([*parts, f"last played {game.when}"])


def score(game: Standing) -> str:
    """A match's score, the person at the screen first: "You 1, Hard 0", "Ann 0, Bob 1"."""
    if game.opponent is not None and game.you is not None:
        return f"You {game.wins[game.you]}, {computer_name(game.opponent)} {game.wins[1 - game.you]}"
    first, second = game.names or ("Player 1", "Player 2")
    return f"{first} {game.wins[0]}, {second} {game.wins[1]}"


def delete_question(game: Standing) -> str:
    return "Delete this match for good?" if game.best_of is not None else "Delete this game for good?"


def deleted(game: Standing) -> str:
    return f"Deleted: {who_plays(game)} · {where_it_stands(game)}."


def not_deleted(reason: str) -> str:
    return f"The game could not be deleted ({reason}); it is still here."


def let_go(kept: int, game: Standing) -> str:
    """Said once a new game made one too many: which game went."""
    return (f"Games in progress are kept to the last {kept}, so the one played longest ago was deleted: "
            f"{who_plays(game)} · {where_it_stands(game)}.")
