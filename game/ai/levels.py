"""The computer players by name: a light module, so the command line can list them without loading them.

A `str` enum, so records, saves and the command line keep writing "easy", "hard:400" and the rest.
"""

from __future__ import annotations

from enum import StrEnum


class Computer(StrEnum):
    """A computer player: the levels a person meets, then the players only strength tables seat."""

    RANDOM = "random"
    HEURISTIC = "heuristic"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"
    EXPERT = "expert"
    ORACLE = "oracle"
    """Sees the whole state: the ceiling for the search levels."""
    POLICY = "policy"
    """The expert's tuned numbers without its search or reading."""
    ATTACKER = "attacker"
    GUARDIAN = "guardian"


LADDER = (Computer.EASY, Computer.NORMAL, Computer.HARD, Computer.EXPERT)
"""The levels a person picks from, weakest first."""
