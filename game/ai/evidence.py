"""The opponent's own choices as evidence: how likely the modelled opponent was to play as it did in a world.

A world drawn from the exact posterior agrees with everything the searcher
saw, but not with how the opponent chose to play. The heuristic Enlists the
numbers of its own Code as Guards first (its `guard_danger`), so a world in
which the opponent's Guards lie outside its Code, while its hand held numbers
of it, explains its play worse. Each Guard the opponent holds is scored as
the modelled opponent's choice among the cards it could have Enlisted (the
Guard itself and the Guardable cards of its hand in that world), by a softmax
over the heuristic's values for them, mixed with uniform (SOFTEN) so a person
who plays otherwise does not mislead the search. The weight reads the world
alone, and the worlds come from the view alone.
"""

from __future__ import annotations

import math

from game.ai.assess import guardable
from game.ai.weights import HEURISTIC, Weights
from game.engine import GameState
from game.engine.cards import CODE, NUM

SOFTEN = 0.5
"""The share of uniform in the modelled choice: 0 trusts the model fully, 1 ignores it."""


def guard_value(n: int, code: tuple[int, ...], w: Weights) -> float:
    """What the modelled opponent sees in Enlisting `n` as Guard, less keeping it."""
    return w.guard_danger - w.keep_danger if n in code else w.guard_spare


def choice_weight(world: GameState, me: int, w: Weights = HEURISTIC) -> float:
    """How likely the opponent of `me` was, as modelled, to hold the Guards it holds in `world`
    rather than Enlist another card of its hand there (1 when it holds none)."""
    them = 1 - me
    if world.suitcase[them] < 0:
        return 1.0
    code = CODE[NUM[world.suitcase[them]]]
    hand = [NUM[c] for c in world.hands[them] if guardable(NUM[c])]
    weight = 1.0
    for card in world.slots[them]:
        if card < 0:
            continue
        guard = NUM[card]
        options = [guard, *hand]
        values = [guard_value(n, code, w) for n in options]
        top = max(values)
        shares = [math.exp(v - top) for v in values]
        chosen = shares[0] / sum(shares)
        weight *= SOFTEN / len(options) + (1 - SOFTEN) * chosen
    return weight
