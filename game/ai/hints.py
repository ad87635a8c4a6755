"""Hints for the player to move: the best two or three options, each with a win chance and a reason.

The strongest level offered in the game (the expert's search, its budget and
its width) weighs every option on worlds sampled from what the player knows,
within a time cap so the player is not kept waiting; the heuristic's scoring
gives each option its reason. The options shown are then played out on the
same worlds, each on as many as the level's whole budget (more if the search
gave its leader more), so their chances compare and hold steady. In the final
turns, when the worlds are few, every option meets every world (search.py) and
its chance is exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from game.ai.assess import Assessment, assess
from game.ai.budgets import GROWING, LEVEL_BUDGETS, LEVEL_WIDTHS, budget_at
from game.ai.heuristic import HeuristicBot, Scored, card_name
from game.ai.levels import Computer
from game.ai.playouts import READ_DRAWS, SampledWorlds
from game.ai.reading import read_deduction
from game.ai.search import Estimate, level_options, successive_halving, time_limit, weigh_options
from game.ai.weights import LEVEL_WEIGHTS, level_sides
from game.engine import Choice
from game.engine.cards import NUMBERS, SLOTS, codes_share
from game.engine.decision import ACTION, DISCARD_ORDER, DRAW_ORDER, FLIP_GUARDS
from game.engine.view import View
from game.text.hint_words import Grounds, final_why, hint_why

LEVEL = Computer.EXPERT
"""The level whose search the hints use: the strongest offered in the game."""
HINT_SECONDS = 1.5
"""The longest a hint thinks before it shows what it has (the client's worker only)."""
SHOWN = 3
"""Options a hint shows at most."""


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a hint: the choice, the chance to win with it (ties half), and why."""

    choice: Choice
    win_chance: float
    reason: str
    playouts: int
    """Games played out to estimate the chance."""


@dataclass(frozen=True, slots=True)
class Hint:
    """The best options for the player to move, best first (one when the decision is forced).

    Best is the higher chance on the same worlds: the level's own choice comes first unless an
    option it passed over (ahead, but not by a clear margin) measured higher."""

    options: tuple[Option, ...]


def hint(view: View, seed: int, seconds: float | None = HINT_SECONDS,
         suitcases: Sequence[float] | None = None) -> Hint:
    """Advice for the viewer, who must be the player to decide, within `seconds` (None: the
    level's whole budget, whatever it takes); `suitcases`: the opponent's Actions read as the
    viewer saw them (ai/reading.py), as the expert reads them."""
    return weigh_hint(view, seed, None if seconds is None else time_limit(seconds), suitcases=suitcases)[0]


def weigh_hint(view: View, seed: int, time_up: Callable[[], bool] | None = None, budget: int | None = None,
               also: tuple[Choice, ...] = (), suitcases: Sequence[float] | None = None
               ) -> tuple[Hint, dict[Choice, Estimate]]:
    """The hint on `budget` playouts a decision (None: the level's), and the options `also`
    weighed on the same worlds as the options shown, on as many playouts as the first, even once
    `time_up` says so: the review reads its suggestion and the move played from here, so the two
    agree on any position and seed, and a move played is never judged on fewer worlds than the
    suggestion. Its worlds are weighed by `suitcases` too when the opponent's Actions were read."""
    sides = level_sides(LEVEL)
    scored = HeuristicBot(seed, weights=sides.mine).scores(view, read_deduction(suitcases))
    reasons = option_reasons(view, scored, suitcases)
    candidates = level_options(scored, LEVEL_WIDTHS.get(LEVEL), view)  # as the level weighs them
    worlds = SampledWorlds(view, seed) if suitcases is None else SampledWorlds(view, seed, suitcases, READ_DRAWS)
    me = view.seat()
    playouts = budget_at(budget or LEVEL_BUDGETS[LEVEL], view.turn, LEVEL in GROWING, sides.cuts)
    weighed, solved = weigh_options(candidates, view, worlds, seed, playouts, time_up, sides)
    shown: list[Estimate] = []
    for estimate in weighed:  # one play per card (its best), and the same play twice shown once
        if all(_alike(view, reasons, estimate.choice) != _alike(view, reasons, e.choice) for e in shown):
            shown.append(estimate)
        if len(shown) == SHOWN:
            break
    played = max(shown[0].playouts, playouts)
    found = {e.choice: e for e in weighed}

    def even(e: Estimate, upto: int, clock: Callable[[], bool] | None) -> Estimate:  # exact chances are even
        if e.playouts and (solved or e.playouts >= upto):
            return e
        return _longer(e, successive_halving([e.choice], worlds, me, seed, upto, clock, sides)[0])

    evened = [even(e, played, time_up) for e in shown]
    order = sorted(range(len(evened)), key=lambda k: (-evened[k].win_chance, k))
    advice = Hint(tuple(Option(evened[k].choice, evened[k].win_chance, reasons[evened[k].choice], evened[k].playouts)
                        for k in order))
    by_choice = {e.choice: e for e in evened}
    matched = min(advice.options[0].playouts, played)  # a move `also` meets as many worlds as the first, clock or not
    return advice, {c: even(by_choice.get(c) or found.get(c, Estimate(c, 0.0, 0)), matched, None) for c in also}


def _alike(view: View, reasons: dict[Choice, str], choice: Choice) -> object:
    """What two options must not share to be shown together: an Action's card (three ways to play
    one card hide the other cards), any other decision's reason."""
    if view.decision().kind == ACTION:
        return (view.sides[view.seat()].hand or ())[choice[1]]
    return reasons[choice]


def _longer(first: Estimate, again: Estimate) -> Estimate:
    """The estimate over more worlds: one played again on the same worlds may have been cut
    shorter by the clock than the first."""
    return again if again.playouts > first.playouts else first


def option_reasons(view: View, scored: list[Scored], suitcases: Sequence[float] | None = None) -> dict[Choice, str]:
    """Why each option of the pending decision: the heuristic's reason (from its `scored`), or,
    where it gives every option one phrase, what the option itself does. An Action's chances
    (to hit, to succeed) are read on the Suitcases weighed by `suitcases` as the search's worlds are,
    so a reason's chance to hit agrees with the option's chance to win."""
    kind = view.decision().kind
    if kind == DRAW_ORDER:
        top = [n for _, n in sorted(view.known_draw)]
        return {c: _draw_order(c, top) for _, c, _ in scored}
    if kind == DISCARD_ORDER:
        return {c: _discard_order(c, view.resolving) for _, c, _ in scored}
    if kind == FLIP_GUARDS:
        return {c: f"See their Guards in slots {c[1] + 1} and {c[2] + 1}" for _, c, _ in scored}
    if kind == ACTION:
        a = assess(view, read_deduction(suitcases))
        return {c: _action_why(a, c, reason) for _, c, reason in scored}
    return {c: reason for _, c, reason in scored}


def _action_why(a: Assessment, choice: Choice, reason: str) -> str:
    """Why an Action: what it guards, learns or risks (hint_words), and in the final turn the Final Card kept."""
    view = a.view
    hand = view.sides[a.me].hand or ()
    card = hand[choice[1]]
    success = victim = None
    if choice[0] == "enlist_assassin" and choice[2] < SLOTS:
        slot = view.sides[a.them].slots[choice[2]]
        marginal = a.deduction.guards[choice[2]]
        if slot.number is not None:
            victim = slot.number
        elif marginal is not None:
            success = sum(marginal[g] for g in NUMBERS if codes_share(card, g))
    ability = view.deck[card - 1]
    grounds = Grounds(card, choice[0], view.sides[a.me].suitcase or 0, a.my_guards, a.hits[card],
                      sum(p > 0 for p in a.deduction.suitcase[1:]), card_name(ability),
                      learns=choice[0] == "deploy" and ability in LEVEL_WEIGHTS[LEVEL].info,
                      success=success, victim=victim)
    if not view.final_turn:
        return hint_why(grounds, reason)
    kept = max((m for i, m in enumerate(hand) if i != choice[1]), key=lambda m: a.hits[m])
    return final_why(hint_why(grounds, reason.split(";")[0], final=True), kept, a.hits[kept])


def _draw_order(choice: Choice, top: list[int]) -> str:
    order = [top[i] for i in choice[1]]
    return f"Put the {order[0]} on top, to be drawn next, and the {order[-1]} deepest"


def _discard_order(choice: Choice, resolving: tuple[int, ...]) -> str:
    waiting = resolving[-len(choice[1]):]
    return f"Leave the {waiting[choice[1][-1]]} on top of the Discard Pile"
