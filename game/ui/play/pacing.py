"""How long the table rests before the other side's move, the Big Reveal or a hand-off.

Every rest is the same for every decision of its kind, so when a move appears tells nothing of the
cards behind it.
"""

from __future__ import annotations

from game.ai.base import parse_player
from game.ai.budgets import LEVEL_BUDGETS, budget_at
from game.engine.cards import NORMAL_TURNS

PAUSE_BEFORE_ACTION = 0.8
PAUSE_BEFORE_CHOICE = 0.6
PAUSE_BEFORE_REVEAL = 1.2
PAUSE_BEFORE_HAND_OFF = 0.9
"""Seconds (at pace 1) the table rests before the computer's move, the Big Reveal, or a hand-off
(the same for every decision, so its length tells nothing)."""
SECONDS_PER_PLAYOUT = 0.006
"""A search level's time per playout of its final-turn budget, at most MOST_THINKING: hard's
slowest decisions (p99) take about 0.1 s of CPU, under the 0.4 s this gives it."""
MOST_THINKING = 1.5
"""The longest any level thinks before its move appears: the expert's, whose slowest decisions
(p99) take about 1 s of CPU (benchmarks/README.md). A search not done by then stops there
(bot_choice), so its move appears on time on a slower machine too."""
POLL = 0.05
"""How often to look for the worker's answer while it thinks."""


def thinking_time(opponent: str | None) -> float:
    """Seconds the computer is given to think before its move appears, whatever the position.

    A search takes longer in some positions than in others, and the position includes the
    computer's hidden cards: its move appears only after this fixed time (its budget in the
    final turns at the slowest playout, at most MOST_THINKING), so when it appears tells nothing of them.
    """
    if opponent is None:
        return 0.0
    level, budget = parse_player(opponent)
    if level not in LEVEL_BUDGETS:
        return 0.0
    return min(budget_at(budget or LEVEL_BUDGETS[level], NORMAL_TURNS) * SECONDS_PER_PLAYOUT, MOST_THINKING)


def search_cap(opponent: str | None) -> float | None:
    """The most a search level may think: its thinking time less a poll, so the move is ready
    when the table has rested (it is sent a frame after the change); None for other players."""
    thinking = thinking_time(opponent)
    return max(0.0, thinking - POLL) if thinking else None
