"""The computer players a person can choose, each in one line."""

from __future__ import annotations

LEVEL_LINES: dict[str, str] = {
    "random": "Plays any legal move at random: for learning the cards.",
    "heuristic": "Plays by rules of thumb over exact deduction: guards its Code and asks sharp questions.",
    "easy": "A beginner: forgets what it learned a few turns ago and often plays on a hunch.",
    "normal": "Rules of thumb, checked by playing its best few options out a few times.",
    "hard": "Plays out its best options in the games it thinks possible: quick and sharp.",
    "expert": "Plays every option out in many possible games, about a second a move.",
}
"""Every player offered in the game, with the line the new-game screen shows."""


def level_line(name: str) -> str:
    """The one-line description of a computer player."""
    return LEVEL_LINES.get(name, name.replace("_", " ").capitalize())
