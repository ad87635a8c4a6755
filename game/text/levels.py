"""The computer players a person can choose, each in one line."""

from __future__ import annotations

LEVEL_LINES: dict[str, str] = {
    "random": "Plays any legal move at random: for learning the cards.",
    "heuristic": "Plays by rules of thumb over exact deduction: guards its Code and asks sharp questions.",
    "easy": "A beginner: forgets what it learned a few turns ago and often plays on a hunch.",
    "normal": "Rules of thumb, checked by playing its best few options out a few times.",
    "hard": "Plays out its best options in the games it thinks possible: quick and sharp.",
    "expert": "Plays every option out in many possible games, a second and a half a move.",
}
"""Every player offered in the game, with the line the new-game screen shows."""


def level_line(name: str) -> str:
    """The one-line description of a computer player."""
    return LEVEL_LINES.get(name, name.replace("_", " ").capitalize())


def computer_name(player: str) -> str:
    """The computer opponent as every screen names it: its level's name ("Easy"; "hard:400" is "Hard")."""
    level = player.strip().partition(":")[0]
    return level.replace("_", " ").capitalize()


def seat_names(opponent: str | None, human: int | None, names: tuple[str, str] | None) -> tuple[str, str] | None:
    """How a table names its two seats: the people's own names at one screen (None: Player 1 and 2);
    against the computer, the computer by computer_name and the person as Player 1 or 2 (the
    table calls them "You")."""
    if opponent is None or human is None:
        return names
    seats = [f"Player {seat + 1}" for seat in (0, 1)]
    seats[1 - human] = computer_name(opponent)
    return (seats[0], seats[1])
