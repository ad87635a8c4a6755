"""Sampling full game states consistent with what a player knows.

`sample_world(view, rng)` draws the opponent's hidden cards from the exact
posterior of deduction.py, places every other unseen card uniformly, and
rebuilds a GameState that plays on from the viewer's pending decision: the
viewer's view of it is the view it was drawn from. What the opponent saw
in the past is not rebuilt (their secrets in the log stay hidden).
"""

from __future__ import annotations

import random

from . import citrine, emerald, ruby  # noqa: F401  (register where their decisions resume)
from .abilities import RESUMES, TUCK_KEYWORD, WORLD_CONTEXTS, numbers_with
from .cards import NUM
from .decision import ACTION, STRATEGIC_SETUP, Decision
from .deduction import weighted_worlds
from .state import GameState, apply_setup_first, apply_setup_second, finish_deploy
from .view import PendingView, View


def sample_world(view: View, rng: random.Random) -> GameState:
    """A full state the viewer cannot tell from the real one, drawn from the posterior.

    `view` must be the view of the player who decides now.
    """
    me, pending = view.viewer, view.pending
    if me is None or pending is None or pending.player != me:
        raise ValueError("worlds are sampled for the player who decides now")
    u, f, worlds = weighted_worlds(view)
    if not worlds:
        raise ValueError("no world agrees with this view")
    chosen = rng.choices([c for c, _ in worlds], weights=[w for _, w in worlds])[0]
    pool = [n for n in range(1, 10) for _ in range(u.counts[n])]
    for n in chosen:
        if n:
            pool.remove(n)
    hand = _draw_hand(pool, u.hand, f.hand_lacks, rng)
    rng.shuffle(pool)
    cards = _Cards()
    state = GameState(view.deck, view.variant, view.first_player, rng.getrandbits(63))
    _place_table(state, view, me, cards, chosen, u.guards)
    them = 1 - me
    state.hands[them] = [cards.take(n) for n in list(view.sides[them].known_hand) + hand]
    rng.shuffle(state.hands[them])
    if u.suitcase:
        state.suitcase[them] = cards.take(chosen[0])
    state.encrypted = [cards.take(n) for n in list(view.known_encrypted) + pool[:u.encrypted]]
    rng.shuffle(state.encrypted)
    draw_numbers = pool[u.encrypted:]
    known_draw = dict(view.known_draw)
    top_down = [known_draw[d] if d in known_draw else draw_numbers.pop() for d in range(view.draw_size)]
    state.draw = [cards.take(n) for n in reversed(top_down)]
    _continue(state, view, me, pending, rng)
    return state


def _draw_hand(pool: list[int], size: int, lacks: tuple[int, ...], rng: random.Random) -> list[int]:
    """Unknown hand cards: uniform over the pool, never a number the hand lacks."""
    allowed = [i for i, n in enumerate(pool) if n not in lacks]
    picked = sorted(rng.sample(allowed, size), reverse=True)
    return [pool.pop(i) for i in picked]


class _Cards:
    """Hands out physical cards by number, each copy once."""

    def __init__(self) -> None:
        self.left = {n: [2 * (n - 1), 2 * (n - 1) + 1] for n in range(1, 10)}

    def take(self, number: int) -> int:
        return self.left[number].pop()


def _place_table(state: GameState, view: View, me: int, cards: _Cards, chosen: tuple[int, ...],
                 unknown_guards: tuple[int, ...]) -> None:
    """Everything the viewer sees, plus the opponent's unknown Guards as chosen."""
    state.turn = view.turn
    state.current = view.current
    state.resolving = [cards.take(n) for n in view.resolving]
    state.discard = [cards.take(n) for n in view.discard]
    guess = dict(zip(unknown_guards, chosen[1:]))
    tucking = numbers_with(view.deck, TUCK_KEYWORD)
    for p, side in enumerate(view.sides):
        state.play_area[p] = [cards.take(n) for n in side.play_area]
        state.react_cost[p] = side.react_cost
        for t, slot in enumerate(side.slots):
            if slot.occupied:
                number = slot.number if slot.number is not None else guess[t]
                state.slots[p][t] = cards.take(number)
                state.face_up[p][t] = slot.face_up
            if slot.extra_protection:
                state.tuck[p][t] = cards.take(tucking[0])
    mine = view.sides[me]
    state.hands[me] = [cards.take(n) for n in mine.hand or ()]
    if mine.suitcase is not None:
        state.suitcase[me] = cards.take(mine.suitcase)
    state.events = [(e.step, e.kind, e.actor, tuple(e.public), tuple(e.secret), 1 << me) if e.secret is not None
                    else (e.step, e.kind, e.actor, tuple(e.public), (), 0)
                    for e in view.events]
    state.history = [("sampled",)] * view.step


def _continue(state: GameState, view: View, me: int, pending: PendingView, rng: random.Random) -> None:
    """Rebuild where the game goes on from the viewer's pending decision."""
    state.pending = Decision(me, pending.kind, pending.options, pending.source)
    if pending.kind == STRATEGIC_SETUP:
        state.resume = apply_setup_first if me == view.first_player else apply_setup_second
        if me != view.first_player:
            a, b = rng.sample(range(4), 2)
            state.ctx = (("setup", a, b),)
        return
    state.resume = RESUMES[(pending.kind, pending.source)]
    if pending.kind == ACTION:
        return
    state.stack = [(GameState.begin_turn,)]
    deployed = _deployed_this_turn(view)
    if deployed:
        card = state.resolving[0] if state.resolving and NUM[state.resolving[0]] == deployed else -1
        state.stack.append((finish_deploy, view.current, card))
    state.ctx = WORLD_CONTEXTS[(pending.kind, pending.source)](state, view)


def _deployed_this_turn(view: View) -> int:
    """The number Deployed as this turn's Action, or 0."""
    for e in reversed(view.events):
        if e.kind == "turn":
            return 0
        if e.kind == "deploy":
            return e.public.number
    return 0
