"""A position's worth to the searcher, learned: where the expert's playouts stop.

A playout of the expert's from the first turns stops a few turns on, at the
start of a turn (budgets.cut_turn), and scores the world it reached by a
logistic regression over a few plain features of it, fitted turn by turn on
games played as the playouts play them (benchmarks/value.py). It explains little
of how a game will end (a tenth of the variance at turn 4, a quarter at turn 8),
but the options a decision weighs differ mostly in what it sees: Guards, a card
that would hit, what each side believes. A cut playout costs about half a whole
one, so the expert weighs twice as many in the same time (budgets.budget_at);
the later turns play to the end, where the Final Card decides.
"""

from __future__ import annotations

import math

from game.ai.reading import glance_reading_petals
from game.engine import GameState
from game.engine.cards import CODE, NUM
from game.engine.deduction import glance
from game.engine.view import view

FEATURES = ("bias", "Guards score ahead", "my Guards", "their Guards", "their Code unguarded",
            "my Code unguarded", "I hold a hit", "they hold a hit", "I believe their Suitcase",
            "they believe mine", "my Action", "hold a hit x believe (me)", "hold a hit x believe (them)",
            "unguarded x believe (me)", "unguarded x believe (them)", "ahead on Guards score (sign)")
"""What `features` measures, in its order."""
VALUE = {
    3: (0.0406, 0.4698, -0.6638, 0.5745, 0.0976, -0.1027, 0.5863, -0.4174, 1.869, -0.6863, 1.0379,
        -0.1598, -0.7006, -0.2203, -0.2784, -0.0144),
    4: (1.1971, 0.5944, -0.8498, 0.7381, 0.083, -0.1679, 0.6444, -0.4854, 1.1502, -1.1424, -0.7651,
        0.143, -1.1534, 0.0075, -0.0544, -0.0995),
    5: (0.2605, 0.5114, -0.7636, 0.6861, 0.0856, -0.1596, 0.7097, -0.5999, 1.1187, -1.1704, 0.9887,
        0.5751, -1.1402, -0.0722, -0.0529, 0.0231),
    6: (1.3701, 0.5268, -0.8088, 0.6937, 0.0292, -0.1535, 0.8382, -0.7705, 0.5793, -1.0271, -0.8598,
        0.7282, -1.1291, 0.1124, -0.1085, 0.0443),
    7: (0.2328, 0.5223, -0.6548, 0.6088, 0.0211, -0.1243, 0.9478, -0.9062, 0.1816, -0.9706, 0.987,
        1.0104, -1.2473, 0.1285, 0.0488, -0.0302),
    8: (1.2349, 0.6102, -0.7645, 0.7123, -0.0473, -0.0979, 1.0848, -1.091, -0.2428, -0.6474, -0.9894,
        1.4034, -1.6136, 0.2389, 0.0963, -0.0017),
    9: (-0.1243, 0.6474, -0.5643, 0.5875, -0.0759, -0.068, 1.2496, -1.191, -0.5919, 0.1905, 1.16,
        1.8138, -2.6071, 0.1377, 0.2093, -0.1468),
    10: (0.6202, 0.6573, -0.5701, 0.6011, -0.1175, -0.045, 1.4857, -1.5568, -0.6407, 0.3238, -0.5452,
        1.8855, -2.3807, 0.2404, 0.1152, 0.0898),
    11: (-0.5559, 0.9836, -0.502, 0.6034, -0.0494, -0.039, 2.5671, -2.6681, -0.5373, 0.2193, 1.1619,
        1.7237, -2.156, 0.083, 0.2188, -0.2528),
}
"""The fitted numbers per turn a playout may stop at, one per feature (`benchmarks/value.py`: 20,000
games per deck of each of the four decks, seed 9000). A playout stops at the first turn that starts
with an Action from its cut on: a turn skipped (a React's cost) moves the stop past budgets.LAST_CUT."""
def features(state: GameState, me: int) -> tuple[float, ...]:
    """The features of the whole state `state` for `me`, the searcher's side (FEATURES): its belief is
    its glance read with the opponent's petals, as its playouts read them; the opponent's, its glance."""
    them = 1 - me
    mine, theirs = state.guard_numbers(me), state.guard_numbers(them)
    scores = state.guard_scores()
    their_code, my_code = CODE[NUM[state.suitcase[them]]], CODE[NUM[state.suitcase[me]]]
    their_open = sum(1 for n in their_code if n not in theirs)
    my_open = sum(1 for n in my_code if n not in mine)
    i_hit = float(any(NUM[c] in their_code and NUM[c] not in theirs for c in state.hands[me]))
    they_hit = float(any(NUM[c] in my_code and NUM[c] not in mine for c in state.hands[them]))
    i_believe = glance_reading_petals(view(state, me)).suitcase[NUM[state.suitcase[them]]]
    they_believe = glance(view(state, them)).suitcase[NUM[state.suitcase[me]]]
    ahead = scores[me] - scores[them]
    return (1.0, ahead, len(mine), len(theirs), their_open, my_open, i_hit, they_hit, i_believe, they_believe,
            float(state.current == me), i_hit * i_believe, they_hit * they_believe, their_open * i_believe,
            my_open * they_believe, float((ahead > 0) - (ahead < 0)))


def value(state: GameState, me: int) -> float:
    """`me`'s chance to win from `state` (ties half), at the start of a turn in VALUE."""
    z = sum(w * x for w, x in zip(VALUE[state.turn], features(state, me)))
    return 1.0 / (1.0 + math.exp(-z))
