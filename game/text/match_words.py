"""A match in words: the score between games, what happens next, and the result (RULES.md 8, Match mode)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from game.engine.match import MatchView

MATCH_LENGTHS = (("1", "Single game"), ("3", "Best of 3"), ("5", "Best of 5"))
"""The new-game screen's choice of match length: a single game, or a match."""


@dataclass(frozen=True)
class Seats:
    """Who sits where, for sentences: "you" for the person against the computer, otherwise names."""

    names: tuple[str, str]
    """As said mid-sentence: ("you", "the computer") or the two hotseat names."""
    you: int | None = None

    def name(self, player: int) -> str:
        """The player at the start of a sentence or a row: "You", "The computer", "Ann"."""
        said = self.names[player]
        return said[:1].upper() + said[1:]

    def does(self, player: int, verb: str) -> str:
        """ "you build", "the computer builds", "Ann builds" (a plain verb that takes an s)."""
        return f"{self.names[player]} {verb if player == self.you else verb + 's'}"

    def start(self, text: str) -> str:
        return text[:1].upper() + text[1:]


def needed(best_of: int) -> int:
    """Wins that take a best-of-N match."""
    return (best_of + 1) // 2


def score_line(view: MatchView, seats: Seats) -> str:
    """ "You 1 · The computer 0 · first to 2 wins the match" """
    return (f"{seats.name(0)} {view.wins[0]} · {seats.name(1)} {view.wins[1]} · "
            f"first to {needed(view.best_of)} wins the match")


def score_title(view: MatchView, seats: Seats) -> str:
    """The last game's outcome: "You won game 1", "Game 2 was a tie"."""
    number = len(view.winners)
    last = view.winners[-1]
    return f"Game {number} was a tie" if last is None else f"{seats.name(last)} won game {number}"


REASONS = {"unguarded_match": " with an Unguarded Match", "guards": " on Guards", "resign": " by resignation"}
"""How a game was won (RULES.md 5), as a game's line ends."""


def game_line(number: int, winner: int | None, seats: Seats, reason: str = "") -> str:
    """One finished game: "Game 1: Ann won with an Unguarded Match" or "Game 2: a tie"."""
    if winner is None:
        return f"Game {number}: a tie (it counts for no one)"
    return f"Game {number}: {seats.name(winner)} won{REASONS.get(reason, '')}"


def next_line(view: MatchView, seats: Seats) -> str:
    """What the match does before its next game."""
    last = view.winners[-1]
    number = len(view.winners) + 1
    if last is None:
        return (f"After a tie the rules keep the deck and the other player starts: "
                f"{seats.does(view.starter, 'start')} game {number} with the same deck.")
    builds = seats.does(last, "build")
    chooses = seats.does(1 - last, "choose")
    return seats.start(f"{builds} the deck for game {number}; then {chooses} who starts.")


def decision_line(build: bool, player: int, number: int, seats: Seats) -> str:
    """What a player is handed the screen for between games: "Ann builds the deck for game 2."."""
    if build:
        return seats.start(f"{seats.does(player, 'build')} the deck for game {number}.")
    return seats.start(f"{seats.does(player, 'choose')} who starts game {number}.")


def built_line(builder: int, seats: Seats) -> str:
    """Under the deck shown before the deal."""
    return seats.start(f"{seats.names[builder]} built it. Both players see the deck before the deal.")


def build_lead(builder: int, seats: Seats) -> str:
    """Over the deck builder between games."""
    return seats.start(f"{seats.names[builder]} won the last game: for each number choose the deck both copies "
                       "come from. Both players see the deck before the deal.")


def chooser_line(chooser: int, seats: Seats) -> str:
    """Why this player chooses who starts."""
    return seats.start(f"{seats.names[chooser]} lost the last game, so {seats.does(chooser, 'choose')} who starts "
                       "the next one.")


def starter_label(player: int, seats: Seats) -> str:
    """A button of the choice of who starts: "I start", "The computer starts", "Ann starts"."""
    return "I start" if player == seats.you else seats.start(seats.does(player, "start"))


def starter_line(starter: int, number: int, seats: Seats) -> str:
    """Who starts the next game, as the computer (named as everywhere) chose it."""
    computer = seats.names[1 - seats.you] if seats.you is not None else "the computer"
    return seats.start(f"{seats.does(starter, 'start')} game {number}, as {computer} chose.")


def deck_words(letters: str, deck_by_letter: Mapping[str, str]) -> str:
    """A deck by where its numbers come from, runs together: "All Citrine", "1 Ruby · 2–9 Citrine".

    `deck_by_letter` names the ready deck each letter stands for (the decks' MIX_LETTERS).
    """
    if len(set(letters)) == 1:
        return f"All {deck_by_letter[letters[0]].capitalize()}"
    runs: list[tuple[int, int, str]] = []
    for number, letter in enumerate(letters, start=1):
        if runs and runs[-1][2] == letter:
            runs[-1] = (runs[-1][0], number, letter)
        else:
            runs.append((number, number, letter))
    return " · ".join(f"{first}{'' if first == last else f'–{last}'} {deck_by_letter[letter].capitalize()}"
                      for first, last, letter in runs)


def result_title(view: MatchView, winner: int | None, seats: Seats) -> str:
    """The match result's headline."""
    score = f"{max(view.wins)}–{min(view.wins)}"
    if winner is None:
        return f"The match is drawn {score}"
    return seats.start(f"{seats.does(winner, 'win')} the match {score}")


def result_lead(view: MatchView, winner: int | None) -> str:
    """Why the match ended."""
    games = len(view.winners)
    if winner is None:
        return f"After {games} games neither player reached {needed(view.best_of)} wins, and the wins are level."
    if max(view.wins) >= needed(view.best_of):
        return f"First to {needed(view.best_of)} wins of a best of {view.best_of}, after {games} games."
    return f"After {games} games (the most a best of {view.best_of} plays), more wins take the match."


# The match's screens between games (game/ui/scenes/match_flow.py, match_screens.py)

UNPLAYABLE = "This version cannot play every card of that deck yet: change a number."
MATCH_KEYS = "Enter to choose · ← → to change · Esc: back to the table"
"""The foot of a match screen over the table."""


def game_kicker(number: int) -> str:
    return f"MATCH · GAME {number}"


def build_title(number: int) -> str:
    return f"Build the deck for game {number}"


def deck_title(number: int) -> str:
    return f"The deck for game {number}"


def starter_title(number: int) -> str:
    return f"Who starts game {number}?"


def match_over_kicker(best_of: int) -> str:
    return f"MATCH OVER · BEST OF {best_of}"


def match_tag(game: int, best_of: int, wins: tuple[int, int]) -> str:
    """The match's score under the turn: the game under way, then the wins of the player at the bottom of
    the table first, as a scoreboard reads from their side."""
    return f"Game {game} of {best_of} · {wins[0]}–{wins[1]}"
