"""Hints for the player to move: a suggested choice, why, and a win chance.

The heuristic player suggests and explains; the win chance comes from
playing the game out from worlds sampled from what the player knows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.heuristic import HeuristicBot
from game.engine import CHANCE, Choice
from game.engine.view import View
from game.engine.view import view as view_of
from game.engine.worlds import sample_world


@dataclass(frozen=True, slots=True)
class Hint:
    """What to do now, in one line, and how likely the game is won from here."""

    choice: Choice
    reason: str
    win_chance: float


def hint(view: View, seed: int, worlds: int = 24) -> Hint:
    """Advice for the viewer, who must be the player to decide."""
    advice = HeuristicBot(seed).advise(view)
    return Hint(advice.choice, advice.reason, win_chance(view, advice.choice, seed, worlds))


def win_chance(view: View, choice: Choice, seed: int, worlds: int) -> float:
    """Share of sampled worlds the viewer wins (ties half) after `choice`, both
    sides then played by the heuristic."""
    rng = random.Random(seed)
    me = view.viewer
    score = 0.0
    for i in range(worlds):
        state = sample_world(view, rng)
        state.apply(choice)
        bots = (HeuristicBot(rng.getrandbits(32)), HeuristicBot(rng.getrandbits(32)))
        while state.pending is not None:
            player = state.pending.player
            if player == CHANCE:
                state.resolve_chance()
            else:
                state.apply(bots[player].choose(view_of(state, player)))
        assert state.result is not None, "a game played out to the end has a result"
        winner = state.result.winner
        score += 1.0 if winner == me else 0.5 if winner is None else 0.0
    return score / worlds
