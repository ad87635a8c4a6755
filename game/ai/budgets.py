"""How much each search level weighs: playouts per decision, how many options, the final turns' share,
and where the expert's playouts are cut short.

Apart from the players themselves, so the table can read a level's budget (to pace its moves)
without loading the search.
"""

from __future__ import annotations

from game.ai.levels import Computer
from game.engine.cards import NORMAL_TURNS

LEVEL_BUDGETS = {Computer.NORMAL: 8, Computer.HARD: 32, Computer.EXPERT: 384, Computer.ORACLE: 96}
"""Playouts per decision of each search level (`hard:400` sets another). The expert's fills its
1.5 s at the table (ui/play/pacing.py): since it reads the opponent's choices, its worlds are
sharp enough that four times the playouts gain 3 to 6 points against the heuristic on Citrine,
about one on Ruby and the random mix (benchmarks/README.md, "The expert on four times the playouts")."""
LEVEL_WIDTHS = {Computer.NORMAL: 2, Computer.HARD: 4}
"""How many of the heuristic's best options a level weighs (the others: all)."""
FINAL_BONUS = 2
"""The final turns weigh their options on this many times the budget: the Final Card is kept
there, and those playouts are short."""
GROWING = frozenset({Computer.EXPERT})
"""The levels whose budget grows in the later turns, as their playouts shorten."""
GROWTH_FROM = 5
"""The first turn a growing budget grows: evenly from here up to the final turns' budget at turn 9
(a fifth more each turn, twice at turn 9), so no turn weighs more than the final ones.
The expert's decision at turn 9 then costs about what one at turn 0 costs, so its slowest
decisions, which set its move time, are no slower (benchmarks/README.md, "The expert's budget
grows as its playouts shorten")."""


HORIZON = 4
"""Turns a playout cut short plays before the learned value scores it (ai/value.py)."""
LAST_CUT = 8
"""The latest turn a playout is cut at: from a decision after turn LAST_CUT - HORIZON, playouts play
to the end, where the Final Card decides."""
CUT_BUDGET = 2
"""A decision whose playouts are cut weighs this many times its budget: a cut playout from the first
turns costs about half a whole one, so the decision takes about the same time (benchmarks/README.md,
"Playouts cut short by a learned value")."""


def cut_turn(turn: int) -> int | None:
    """The turn at whose start a cut playout from a decision in `turn` stops (None: it plays to the
    end); a decision before the first turn (-1) stops at turn HORIZON - 1."""
    return turn + HORIZON if turn + HORIZON <= LAST_CUT else None


def budget_at(budget: int, turn: int, grows: bool = False, cuts: bool = False) -> int:
    """The playouts for a decision in `turn`; `grows`: the level's budget grows in the later turns;
    `cuts`: its playouts are cut short (CUT_BUDGET)."""
    if cuts and cut_turn(turn) is not None:
        return budget * CUT_BUDGET
    if turn >= NORMAL_TURNS:
        return budget * FINAL_BONUS
    if grows and turn >= GROWTH_FROM:
        return budget + budget * (FINAL_BONUS - 1) * (turn - GROWTH_FROM + 1) // (NORMAL_TURNS - GROWTH_FROM)
    return budget
