"""Sampling full game states consistent with what a player knows.

`sample_world(view, rng)` draws from the exact posterior of deduction.py: a
configuration of the hidden zones by its weight, then the free pool dealt
uniformly to the zones merged in it. It rebuilds a GameState that plays on
from the viewer's pending decision: the viewer's view of it is the view it
was drawn from. What the opponent saw of the viewer's cards (a card shown to
both) they know in the world too; their own secrets in the log are not rebuilt
(the viewer never saw them).
"""

from __future__ import annotations

import random

from . import citrine, emerald, ruby  # noqa: F401  (register where their decisions resume)
from .abilities import RESUMES, TUCK_KEYWORD, WORLD_CONTEXTS, numbers_with
from .belief import ENCRYPTED, FREE, HAND, PILE, SUITCASE, Belief, Zone, guard, numbers_in, part
from .cards import NUM, NUMBERS
from .decision import ACTION, STRATEGIC_SETUP, Decision
from .deduction import believe
from .events import CHECKS
from .state import GameState, apply_setup_first, apply_setup_second, finish_deploy
from .view import PendingView, View


def sample_world(view: View, rng: random.Random) -> GameState:
    """A full state the viewer cannot tell from the real one, drawn from the posterior.

    `view` must be the view of the player who decides now.
    """
    me, pending = view.viewer, view.pending
    if me is None or pending is None or pending.player != me:
        raise ValueError("worlds are sampled for the player who decides now")
    return _world(view, _drawn(view, rng), rng)


def table_while_they_choose(view: View, rng: random.Random) -> GameState:
    """A full state the viewer cannot tell from the real one while the opponent chooses its
    Action, drawn from the posterior: the opponent's view of it is one they may have now.

    `view` must be the view of the player who does not decide, at the opponent's Action.
    """
    me, pending = view.viewer, view.pending
    if me is None or pending is None or pending.player != 1 - me or pending.kind != ACTION:
        raise ValueError("a table is drawn for the player waiting on the opponent's Action")
    state = _table(view, _drawn(view, rng), rng)
    state.pending = Decision(1 - me, ACTION, state.action_options(1 - me), None)
    state.resume = RESUMES[(ACTION, None)]
    return state


def _drawn(view: View, rng: random.Random) -> dict[Zone, list[int]]:
    """The numbers in each hidden zone, drawn from the posterior of `view`."""
    b = believe(view)
    if not b.configs:
        raise ValueError("no world agrees with this view")
    configs = list(b.configs.items())
    config = rng.choices([c for c, _ in configs], weights=[w for _, w in configs])[0]
    return contents(b, config, rng)


def every_world(view: View, seed: int, limit: int) -> list[tuple[int, GameState]] | None:
    """Every world the viewer cannot rule out, told apart by what decides the end (the
    opponent's Suitcase, hand and face-down Guards), each with its exact weight (a count of
    histories), in an order shuffled by `seed`; None when there are more than `limit`. The
    cards left over (the Encrypted Card Pile, a Draw Deck) are dealt at random from `seed`,
    as `sample_world` deals them.

    `view` must be the view of the player who decides now.
    """
    me, pending = view.viewer, view.pending
    if me is None or pending is None or pending.player != me:
        raise ValueError("worlds are made for the player who decides now")
    b = believe(view).copy()
    face_down = [guard(t) for t, slot in enumerate(view.sides[1 - me].slots) if slot.occupied and slot.number is None]
    for zone in (SUITCASE, HAND, *face_down):
        if zone in b.sizes:
            b.split(zone)
            if len(b.configs) > limit:
                return None
    if not b.configs:
        raise ValueError("no world agrees with this view")
    worlds = []
    for k, (config, weight) in enumerate(sorted(b.configs.items())):
        rng = random.Random(seed + k)
        worlds.append((weight, _world(view, contents(b, config, rng), rng)))
    random.Random(seed).shuffle(worlds)  # so that the first worlds, should a clock stop a search, are a fair sample
    return worlds


def _world(view: View, zones: dict[Zone, list[int]], rng: random.Random) -> GameState:
    """The state holding what the viewer sees and `zones` in the hidden places."""
    me, pending = view.seat(), view.pending
    assert pending is not None
    state = _table(view, zones, rng)
    _continue(state, view, me, pending, rng)
    return state


def _table(view: View, zones: dict[Zone, list[int]], rng: random.Random) -> GameState:
    """The cards of the state holding what the viewer sees and `zones` in the hidden places."""
    me = view.seat()
    cards = _Cards()
    state = GameState(view.deck, view.variant, view.first_player, rng.getrandbits(63))
    them = 1 - me
    _place_table(state, view, me, cards, {t: zones[guard(t)][0] for t in range(len(view.sides[them].slots))
                                          if guard(t) in zones})
    state.hands[them] = [cards.take(n) for n in zones[HAND]]
    rng.shuffle(state.hands[them])
    if SUITCASE in zones:
        state.suitcase[them] = cards.take(zones[SUITCASE][0])
    state.encrypted = [cards.take(n) for n in zones.get(ENCRYPTED, []) + zones.get(PILE, [])]
    rng.shuffle(state.encrypted)
    state.draw = [cards.take(zones[("draw", d)][0]) for d in reversed(range(view.draw_size))]
    return state


def contents(b: Belief, config: int, rng: random.Random) -> dict[Zone, list[int]]:
    """The numbers in each hidden zone for one configuration: the free pool dealt
    uniformly to the zones merged in it, a sink's untracked cards by complement."""
    free = numbers_in(part(config, FREE))
    rng.shuffle(free)
    zones: dict[Zone, list[int]] = {zone: numbers_in(part(config, at)) for zone, at in b.index.items()}
    merged = [zone for zone in b.sizes if zone not in b.index]
    merged += [("draw", d) for d in range(b.draw) if ("draw", d) not in b.index]
    for zone in merged:
        zones.setdefault(zone, []).extend(free.pop() for _ in range(b.size(zone)))
    for zone in b.sinks:
        places = [FREE, *b.index.values()]
        tracked = [sum(numbers_in(part(config, at)).count(n) for at in places) for n in range(10)]
        zones.setdefault(zone, []).extend(n for n in NUMBERS for _ in range(b.total[n] - tracked[n]))
    return zones


class _Cards:
    """Hands out physical cards by number, each copy once."""

    def __init__(self) -> None:
        self.left = {n: [2 * (n - 1), 2 * (n - 1) + 1] for n in range(1, 10)}

    def take(self, number: int) -> int:
        copies = self.left[number]
        if not copies:
            raise ValueError(f"no world agrees with this view: it shows a {number} more than the two there are")
        return copies.pop()


def _place_table(state: GameState, view: View, me: int, cards: _Cards, guards: dict[int, int]) -> None:
    """Everything the viewer sees, plus the opponent's face-down Guards (`guards`: slot -> number)."""
    state.turn = view.turn
    state.current = view.current
    state.resolving = [cards.take(n) for n in view.resolving]
    state.discard = [cards.take(n) for n in view.discard]
    tucking = numbers_with(view.deck, TUCK_KEYWORD)
    for p, side in enumerate(view.sides):
        state.play_area[p] = [cards.take(n) for n in side.play_area]
        state.react_cost[p] = side.react_cost
        for t, slot in enumerate(side.slots):
            if slot.occupied:
                number = slot.number if slot.number is not None and (p == me or slot.face_up) else guards[t]
                state.slots[p][t] = cards.take(number)
                state.face_up[p][t] = slot.face_up
            if slot.extra_protection:
                state.tuck[p][t] = cards.take(tucking[0])
    mine = view.sides[me]
    state.hands[me] = [cards.take(n) for n in mine.hand or ()]
    if mine.suitcase is not None:
        state.suitcase[me] = cards.take(mine.suitcase)
    state.events = [(e.step, e.kind, e.actor, tuple(e.public), tuple(e.secret), CHECKS[e.kind][2][e.actor])
                    if e.secret is not None else (e.step, e.kind, e.actor, tuple(e.public), (), 0)
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
