"""A match in words: the score between games, what happens next, and the result (RULES.md 8, Match mode)."""

from __future__ import annotations

from collections.abc import Callable

from game.decks import MIX_LETTERS
from game.engine.match import MatchView

MATCH_LENGTHS = (("1", "Single game"), ("3", "Best of 3"), ("5", "Best of 5"))
"""The new-game screen's choice of match length: a single game, or a match."""

Name = Callable[[int], str]
"""A seat's name in the match: "You" or the computer, or a hotseat name."""


def needed(best_of: int) -> int:
    """Wins that take a best-of-N match."""
    return (best_of + 1) // 2


def score_line(view: MatchView, name: Name) -> str:
    """ "Ann 1 · Bob 0 · first to 2 wins" """
    return (f"{name(0)} {view.wins[0]} · {name(1)} {view.wins[1]} · "
            f"first to {needed(view.best_of)} wins the match")


def game_line(number: int, winner: int | None, name: Name) -> str:
    """One finished game: "Game 1: Ann won" or "Game 2: a tie"."""
    return f"Game {number}: " + ("a tie (it counts for no one)" if winner is None else f"{name(winner)} won")


def next_line(view: MatchView, name: Name) -> str:
    """What the match does before its next game."""
    if not view.winners:
        return ""
    last = view.winners[-1]
    number = len(view.winners) + 1
    if last is None:
        return (f"After a tie the rules keep the deck and the other player starts: {name(view.starter)} "
                f"starts game {number} with the same deck.")
    return (f"{name(last)} won the last game, so {_pronoun(name(last))} builds the deck for game {number}; "
            f"then {name(1 - last)} chooses who starts.")


def _pronoun(name: str) -> str:
    return "you" if name == "You" else name


def deck_words(letters: str) -> str:
    """A deck by where its numbers come from: "All Citrine" or "1 Ruby · 2 Citrine · ..."."""
    if len(set(letters)) == 1:
        return f"All {MIX_LETTERS[letters[0]].capitalize()}"
    return " · ".join(f"{n} {MIX_LETTERS[letter].capitalize()}" for n, letter in enumerate(letters, start=1))


def result_title(view: MatchView, winner: int | None, name: Name) -> str:
    """The match result's headline."""
    score = f"{max(view.wins)}–{min(view.wins)}"
    if winner is None:
        return f"The match is drawn {score}"
    who = name(winner)
    return f"{'You win' if who == 'You' else who + ' wins'} the match {score}"


def result_lead(view: MatchView, winner: int | None) -> str:
    """Why the match ended."""
    games = len(view.winners)
    if winner is None:
        return f"After {games} games neither player reached {needed(view.best_of)} wins, and the wins are level."
    if max(view.wins) >= needed(view.best_of):
        return f"First to {needed(view.best_of)} wins of a best of {view.best_of}, after {games} games."
    return f"After {games} games (the most a best of {view.best_of} plays), more wins take the match."


def starter_line(starter: int, number: int, name: Name) -> str:
    """Who starts the next game, as chosen."""
    who = name(starter)
    return f"{who} {'start' if who == 'You' else 'starts'} game {number}."


def chooser_line(who: str) -> str:
    """Why this player chooses who starts."""
    if who == "You":
        return "You lost the last game, so you choose who starts the next one."
    return f"{who} lost the last game, so {who} chooses who starts the next one."
