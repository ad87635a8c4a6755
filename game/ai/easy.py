"""The easy opponent: the heuristic with a beginner's memory and a beginner's hesitation.

It forgets what it learned more than a few turns ago (answers, failed
Attempts, cards seen go out of its reckoning), and among options that look
about as good to it, it picks at random, now and then any legal option.
"""

from __future__ import annotations

import dataclasses
import random

from game.ai.heuristic import HeuristicBot
from game.engine import Choice
from game.engine.match import MatchView
from game.engine.view import View

MEMORY_TURNS = 1
"""Turns back whose events it still reckons with."""
NEAR = 2.5
"""Options scored within this of the best look equally good to it."""
SLIP = 0.3
"""Chance of any legal option instead."""


FORGETTABLE = frozenset({"answer", "attempt", "shown", "show_hand", "peek", "look_encrypted"})
"""Events that only tell: answers, Attempt outcomes and cards seen. Forgetting one leaves a
view the deduction can still read (no card moves with it), only less sure."""


def forgetful(seen: View) -> View:
    """The view without the answers, Attempt outcomes and sightings of turns older than
    MEMORY_TURNS."""
    since = seen.turn - MEMORY_TURNS
    turn = -1
    kept = []
    for e in seen.events:
        if e.kind == "turn":
            turn = e.public.turn
        if turn >= since or e.kind not in FORGETTABLE:
            kept.append(e)
    return dataclasses.replace(seen, events=tuple(kept))


class EasyBot:
    """Beatable by a newcomer, yet no random player."""

    name = "easy"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.heuristic = HeuristicBot(seed)

    def choose(self, seen: View | MatchView) -> Choice:
        if isinstance(seen, MatchView):
            return self.heuristic.choose(seen)
        options = seen.options()
        if self.rng.random() < SLIP:
            return options[int(self.rng.random() * len(options))]
        scored = self.heuristic.scores(forgetful(seen))
        best = max(score for score, _, _ in scored)
        near = [choice for score, choice, _ in scored if score >= best - NEAR]
        return near[int(self.rng.random() * len(near))]
