"""The final turns solved exactly: every world the player cannot rule out, each option played in each."""

from __future__ import annotations

import random
from fractions import Fraction

from game.ai import search
from game.ai.evidence import choice_weight
from game.ai.heuristic import HeuristicBot
from game.ai.playouts import EveryWorld, SampledWorlds
from game.ai.search import SearchBot, on_every_world
from game.engine import CHANCE, GameState
from game.engine.cards import NUMBERS
from game.engine.decision import ACTION
from game.engine.view import view
from game.engine.worlds import every_world

from helpers.scripted import CITRINE
from helpers.swaps import candidate_pairs, swap


def _code(n: int) -> set[int]:
    """RULES 1: n-1, n, n+1 on the ring 1..9."""
    return {(n + d - 1) % 9 + 1 for d in (-1, 0, 1)}


def _outcome(w: GameState, me: int, final: int) -> Fraction:
    """RULES 5.3-5.4 for `me` keeping `final`, read from the world's cards (no engine scoring)."""
    them = 1 - me
    guards = [[w.number(c) for c in w.slots[p] if c >= 0] for p in (0, 1)]
    halves = [2 * len(guards[p]) + sum(c >= 0 for c in w.tuck[p]) for p in (0, 1)]
    their_final = w.number(w.hands[them][0])
    mine = final in _code(w.suitcase_number(them)) and final not in guards[them]
    theirs = their_final in _code(w.suitcase_number(me)) and their_final not in guards[me]
    if mine != theirs:
        return Fraction(int(mine))
    return Fraction(1, 2) if halves[0] == halves[1] else Fraction(int(halves[me] > halves[them]))


def _last_actions(games: range):
    """(state, view) at the game's last Action (the second player's final turn, the opponent
    holding their Final Card), Citrine, nothing in play areas, heuristic players."""
    for seed in games:
        s = GameState(CITRINE, "standard", seed % 2, seed)
        bots = (HeuristicBot(seed), HeuristicBot(seed + 1))
        while s.pending is not None:
            p = s.pending
            if p.player == CHANCE:
                s.resolve_chance()
                continue
            v = view(s, p.player)
            if (p.kind == ACTION and v.final_turn and len(s.hands[1 - p.player]) == 1
                    and not any(s.play_area) and len(p.options or ()) > 1):
                yield s, v
            s.apply(bots[p.player].choose(v))


def test_the_last_decision_gets_each_options_exact_chance():
    """Encrypting one card and keeping the other ends the game: its chance over every world,
    weighted by its count and by how well it explains the opponent's choices, equals the rules'
    outcome summed over the same worlds by hand."""
    checked = 0
    for s, v in _last_actions(range(12)):
        me = v.seat()
        worlds = every_world(v, 5, 10**5)
        assert worlds is not None
        weighed = [(weight * choice_weight(w, me), w) for weight, w in worlds]
        total = sum(weight for weight, _ in weighed)
        encrypts = [c for c in s.pending.options if c[0] == "encrypt"]
        estimates = on_every_world(encrypts, EveryWorld(worlds, me), me, 5)
        for e in estimates:
            final = v.sides[me].hand[1 - e.choice[1]]
            exact = sum(weight * _outcome(w, me, final) for weight, w in weighed) / total
            assert abs(e.win_chance - float(exact)) < 1e-9, (e.choice, e.win_chance, exact)
            assert e.playouts == len(worlds)
        assert [e.win_chance for e in estimates] == sorted((e.win_chance for e in estimates), reverse=True)
        checked += 1
    assert checked >= 8


def test_a_final_decision_among_few_worlds_is_solved_not_sampled():
    s, v = next(_last_actions(range(12)))
    bot = SearchBot(seed=2, budget=48)
    candidates = search.best_options(bot.heuristic.scores(v), None)
    worlds = every_world(v, 0, 10**5)
    assert worlds is not None and len(worlds) * len(candidates) <= search.EXACT_SHARE * 2 * 48
    thought = bot.think(v)
    assert thought.solved
    assert all(e.playouts == len(worlds) for e in thought.top)
    assert thought.choice == thought.top[0].choice
    again = SearchBot(seed=2, budget=48).think(v)
    assert again == thought


def test_too_many_worlds_are_sampled_instead():
    s, v = next(_last_actions(range(12)))
    assert SampledWorlds(v, 1).every(0) is None
    thought = SearchBot(seed=2, budget=1).think(v)  # an exact solve would take more than 4 playouts
    assert thought.choice in s.pending.options and not thought.solved


def test_every_world_is_the_viewers_game_and_their_weights_agree_with_deduce():
    """Over the final turns of heuristic games: each world looks like the real game to the
    viewer, and the weights give deduce's Suitcase posterior."""
    from game.engine.deduction import deduce
    for s, v in _last_actions(range(6)):
        worlds = every_world(v, 3, 10**5)
        assert worlds is not None
        total = sum(weight for weight, _ in worlds)
        shares = [0.0] * 10
        for weight, w in worlds:
            assert view(w, v.seat()) == v
            shares[w.suitcase_number(1 - v.seat())] += weight / total
        assert all(abs(shares[n] - deduce(v).suitcase[n]) < 1e-9 for n in NUMBERS)


def test_a_clock_stops_an_exact_solve_on_the_worlds_met_so_far():
    """The client's cap: every candidate keeps its chance over the same first worlds, and
    those come in a shuffled order, not grouped by the opponent's Suitcase."""
    s, v = next(_last_actions(range(12)))
    worlds = every_world(v, 4, 10**5)
    assert worlds is not None and len(worlds) > 3
    asked = []
    estimates = on_every_world(list(s.pending.options), EveryWorld(worlds, v.seat()), v.seat(), 4,
                               time_up=lambda: asked.append(1) or len(asked) >= 3)
    assert all(e.playouts == 3 for e in estimates)
    suitcases = [w.suitcase_number(1 - v.seat()) for _, w in worlds]
    assert suitcases != sorted(suitcases) or len(set(suitcases)) == 1


def test_a_solved_decision_is_blind_to_swaps_its_player_cannot_tell_apart():
    """The swap test where the search solves in every world: the worlds come from the view alone."""
    rng = random.Random(3)
    checked = 0
    for s, v in _last_actions(range(10)):
        player = v.seat()
        keep, _ = candidate_pairs(s, player, rng, limit=2)
        for a, b in keep:
            s2 = s.copy()
            swap(s2, a, b)
            first, second = SearchBot(7, 96).think(v), SearchBot(7, 96).think(view(s2, player))
            assert first == second, (s.history, a, b)
            checked += first.solved
    assert checked >= 8
