"""A scripted game decided by one choice: a Final Card choice between a winning option and a losing one."""

from __future__ import annotations

from game.ai.heuristic import HeuristicBot
from game.engine import CHANCE, GameState
from game.engine.cards import NORMAL_TURNS
from game.engine.playout import play_out, seated

from helpers.scripted import CITRINE


def _winner_after(state: GameState, choice: tuple, seed: int) -> int | None:
    after = state.copy()
    after.apply(choice)
    play_out(after, seated([HeuristicBot(seed), HeuristicBot(seed + 1)]))
    return after.result.winner


def thrown_game(seed: int) -> tuple[GameState, int] | None:
    """Two heuristic players from `seed`, until a final-turn decision where one option wins for the chooser
    and another loses; the chooser takes the losing one. The finished game and that decision's step,
    or None when this seed offers no such choice."""
    state = GameState(CITRINE, "standard", seed % 2, seed=seed)
    bots = seated([HeuristicBot(seed), HeuristicBot(seed + 1)])
    while state.pending is not None:
        pending = state.pending
        if pending.player == CHANCE:
            state.resolve_chance()
            continue
        me = pending.player
        if state.turn >= NORMAL_TURNS:
            outcomes = {o: _winner_after(state, o, seed) for o in pending.options}
            losing = [o for o, w in outcomes.items() if w == 1 - me]
            if losing and me in outcomes.values():
                step = len(state.history)
                state.apply(losing[0])
                play_out(state, seated([HeuristicBot(seed), HeuristicBot(seed + 1)]))
                return state, step
        state.apply(bots(state))
    return None
