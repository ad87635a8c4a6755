"""The expert's playouts from the first turns stop short and are scored by the learned value."""

from __future__ import annotations

import pytest

from game.ai import value as learned
from game.ai.budgets import HORIZON, LAST_CUT, budget_at, cut_turn
from game.ai.heuristic import HeuristicBot
from game.ai.levels import Computer
from game.ai.playouts import playout_score
from game.ai.weights import level_sides
from game.engine import GameState
from game.engine.decision import ACTION
from game.engine.playout import play_out, seated
from game.engine.state import LAST_TURN

from helpers.scripted import CITRINE, RUBY

EXPERT = level_sides(Computer.EXPERT)


def at_turn(turn: int, deck: tuple[str, ...] = CITRINE, seed: int = 5) -> GameState:
    """A game the heuristic plays on both sides up to the first Action of `turn`."""
    bot = HeuristicBot(seed, glancing=True)
    return play_out(GameState(deck, "standard", 0, seed), seated((bot, bot)),
                    stop=lambda s: s.pending.kind == ACTION and s.turn >= turn)


def test_only_the_expert_cuts_its_playouts():
    assert EXPERT.cuts
    assert not any(level_sides(level).cuts for level in (Computer.NORMAL, Computer.HARD, Computer.ORACLE))


@pytest.mark.parametrize("deck", [CITRINE, RUBY], ids=["citrine", "ruby"])
def test_a_playout_from_the_first_turns_stops_at_the_horizon_with_a_chance(deck):
    s = at_turn(0, deck)
    world = s.copy()
    score = playout_score(world, s.pending.options[0], s.current, 7, EXPERT)
    assert world.result is None and world.pending.kind == ACTION
    assert world.turn == HORIZON  # the first Action from the cut (no turn of this game was skipped)
    assert 0.0 < score < 1.0


def test_a_playout_from_a_later_turn_plays_to_the_end():
    s = at_turn(LAST_CUT - HORIZON + 1)
    world = s.copy()
    score = playout_score(world, s.pending.options[0], s.current, 7, EXPERT)
    assert world.result is not None and score in (0.0, 0.5, 1.0)


def test_a_level_that_does_not_cut_plays_to_the_end():
    s = at_turn(0)
    world = s.copy()
    playout_score(world, s.pending.options[0], s.current, 7, level_sides(Computer.HARD))
    assert world.result is not None


def test_a_cut_decision_weighs_twice_the_playouts():
    """Before the first turn and in turns 0 to 4; the growth and the final turns' bonus after."""
    assert [cut_turn(t) for t in (-1, 0, 4, 5, 10)] == [3, 4, 8, None, None]
    assert [budget_at(10, t, grows=True, cuts=True) for t in (-1, 0, 4, 5, 9, 10, 11)] == [20, 20, 20, 12, 20, 20, 20]


def test_the_value_has_numbers_for_every_turn_a_playout_can_stop_at():
    """From the earliest cut to the last turn (a turn skipped by a React's cost moves the stop later),
    one number per feature."""
    assert set(learned.VALUE) == set(range(cut_turn(-1), LAST_TURN))
    assert all(len(numbers) == len(learned.FEATURES) for numbers in learned.VALUE.values())


def test_the_fitted_numbers_read_as_the_game_does():
    """Guards ahead, a card in hand that would hit: good for the searcher; a card of theirs that would
    hit it, bad. A refit that says otherwise is broken."""
    ahead, mine, theirs = (learned.FEATURES.index(name) for name in
                           ("Guards score ahead", "I hold a hit", "they hold a hit"))
    for numbers in learned.VALUE.values():
        assert numbers[ahead] > 0 and numbers[mine] > 0 and numbers[theirs] < 0


def test_the_value_is_a_chance_from_the_features():
    s = at_turn(HORIZON)
    for me in (0, 1):
        x = learned.features(s, me)
        assert len(x) == len(learned.FEATURES) and x[0] == 1.0
        assert 0.0 < learned.value(s, me) < 1.0
