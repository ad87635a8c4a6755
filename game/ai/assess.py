"""How a position looks to the player who decides: the numbers that matter to them.

Built once per decision from the view and the deduction, and shared by the
heuristic player and the hints.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from game.engine.cards import ASSASSIN, CODE, GUILD, NUMBERS
from game.engine.deduction import Deduction, deduce
from game.engine.view import View


@dataclass(frozen=True, slots=True)
class Assessment:
    """What the viewer should care about, number by number (index 0 unused)."""

    view: View
    deduction: Deduction
    me: int
    them: int
    my_code: frozenset[int]
    in_their_code: tuple[float, ...]
    """P(n is in the opponent's Code)."""
    blocked: tuple[float, ...]
    """P(the opponent has a Guard numbered n in play)."""
    hits: tuple[float, ...]
    """P(a Final Card numbered n would be an Unguarded Match)."""
    my_guards: tuple[int, ...]
    their_guards: tuple[int, ...]
    """Numbers of the opponent's Guards the viewer can place (face up or known)."""
    uncertainty: float
    """Entropy of the Suitcase posterior, 0 (known) to 1 (nothing known)."""

    def danger(self, n: int | None) -> bool:
        """A card the opponent could win with: in my Code and not blocked by my Guards."""
        return n in self.my_code and n not in self.my_guards

    def guard_count(self, player: int) -> float:
        side = self.view.sides[player]
        return sum(s.occupied for s in side.slots) + 0.5 * sum(s.extra_protection for s in side.slots)


def own(number: int | None) -> int:
    """A number of the viewer's own cards (their Suitcase, Guards, hand): always known to them."""
    if number is None:
        raise ValueError("the viewer's own card has no number in this view")
    return number


def assess(view: View, deduction: Callable[[View], Deduction] = deduce) -> Assessment:
    """The viewer's picture of the game now, from `deduction` (the exact one, or a glance)."""
    me = view.seat()
    them = 1 - me
    d = deduction(view)
    mine = view.sides[me]
    my_code = frozenset(CODE[mine.suitcase]) if mine.suitcase else frozenset()
    in_code = [0.0] * 10
    for s in NUMBERS:
        for n in CODE[s]:
            in_code[n] += d.suitcase[s]
    free = [1.0] * 10
    their_known = []
    for t, slot in enumerate(view.sides[them].slots):
        if not slot.occupied:
            continue
        if slot.number is not None:
            free[slot.number] = 0.0
            their_known.append(slot.number)
        else:
            marginal = d.guards[t]
            if marginal is not None:
                for n in NUMBERS:
                    free[n] *= 1.0 - marginal[n]
    blocked = tuple(1.0 - f for f in free)
    hits = tuple(in_code[n] * free[n] for n in range(10))
    posterior = [p for p in d.suitcase[1:] if p > 0]
    entropy = -sum(p * math.log(p) for p in posterior) / math.log(9) if posterior else 1.0
    my_guards = tuple(s.number for s in mine.slots if s.occupied and s.number is not None)
    return Assessment(view, d, me, them, my_code, tuple(in_code), blocked, hits, my_guards,
                      tuple(their_known), entropy)


def guardable(n: int) -> bool:
    """Whether a card can be Enlisted as Guard (Guards and Sentinels can)."""
    return GUILD[n] != ASSASSIN
