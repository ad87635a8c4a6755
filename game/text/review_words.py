"""What the post-game review says."""

from __future__ import annotations

from game.engine.cards import NORMAL_TURNS

KICKER = "AFTER THE GAME"
TITLE = "Review"
KEYS = "↑ ↓ to pick a decision · Enter: watch it in the replay · Esc to go back"
GRAPH_TITLE = "Winner's chance, from the loser's view"
SUGGESTIONS_TITLE = "Your decisions the expert would have played otherwise"
NO_SUGGESTIONS = "The expert agreed with every decision you made."
NOT_YOURS = "Suggestions are given for your own decisions in games against the computer."
TIE = "A tie: the graph follows Player 1's chance, from Player 2's view."


def progress(done: int, total: int) -> str:
    return f"Weighing decision {done + 1} of {total}…" if done < total else "Review complete"


def chance(value: float) -> str:
    """0.614 -> "61%"."""
    return f"{round(value * 100)}%"


def turn_name(turn: int) -> str:
    """0-based turn -> "turn 3", "final turn 1", "set-up"."""
    if turn < 0:
        return "set-up"
    return f"turn {turn + 1}" if turn < NORMAL_TURNS else f"final turn {turn - NORMAL_TURNS + 1}"


def decided(turn: int, winner: str, value: float) -> str:
    """The decisive decision's line under the graph."""
    return f"The game turned at {turn_name(turn)}: {winner}'s chance {chance(value)}"


def short_turn(turn: int) -> str:
    """The graph's turn labels: "3", "F1" for the first final turn."""
    return str(turn + 1) if turn < NORMAL_TURNS else f"F{turn - NORMAL_TURNS + 1}"


def suggestion(turn: int, played: str, played_chance: float, best: str, best_chance: float) -> str:
    """One row of the list, the chances first so a narrow window cuts the words, never the numbers."""
    return (f"{turn_name(turn).capitalize()} · {chance(played_chance)} → {chance(best_chance)} · "
            f"you played {played}; expert: {best}")
