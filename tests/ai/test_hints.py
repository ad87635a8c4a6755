"""Hints: the strongest level's best two or three options, each legal, with a chance and a reason
that says what it does, within a time cap, and blind to what the player cannot see."""

from __future__ import annotations

from game.ai import hints, search
from game.ai.heuristic import HeuristicBot
from game.ai.hints import hint, option_reasons
from game.engine.decision import DISCARD_ORDER, DRAW_ORDER, FLIP_GUARDS
from game.engine.deduction import deduce
from game.engine.view import view

from helpers.scripted import final_turn, game, play_card, random_decisions
from helpers.swaps import candidate_pairs, swap


def test_a_hint_shows_two_or_three_legal_options_best_first_with_chances_and_reasons(monkeypatch):
    monkeypatch.setattr(hints, "LEVEL_BUDGETS", {hints.LEVEL: 12})  # a smaller budget keeps it quick
    checked = 0
    for s, _ in random_decisions(range(0, 40, 2), rate=0.08):
        options = s.pending.options
        if len(options) < 2:
            continue
        h = hint(view(s, s.pending.player), seed=checked, seconds=None)
        shown = h.options
        assert 2 <= len(shown) <= 3 or len({o.reason for o in shown}) == 1, s.history
        assert len({o.choice for o in shown}) == len(shown) and all(o.choice in options for o in shown)
        assert all(o.reason.strip() and 0.0 <= o.win_chance <= 1.0 and o.playouts >= 1 for o in shown)
        assert [o.win_chance for o in shown] == sorted((o.win_chance for o in shown), reverse=True)
        checked += 1
    assert checked >= 20


def test_a_hint_names_the_final_card_and_measures_its_options_alike():
    s = final_turn()
    h = hint(view(s, 0), seed=1, seconds=None)
    assert h.options[0].reason.startswith("Keep the 8 as Final Card")
    assert 0.4 <= h.options[0].win_chance <= 1.0  # the 8 hits: about even, the rest turns on the Guards
    assert len({o.playouts for o in h.options}) == 1


def test_a_forced_decision_still_gets_its_reason_and_a_chance():
    s = next(s for s, _ in random_decisions(range(40), rate=1.0) if len(s.pending.options) == 1)
    h = hint(view(s, s.pending.player), seed=2, seconds=None)
    assert [o.choice for o in h.options] == list(s.pending.options)
    assert h.options[0].reason and 0.0 <= h.options[0].win_chance <= 1.0 and h.options[0].playouts > 1


def test_a_tiny_cap_still_gives_a_hint_at_once(monkeypatch):
    s = final_turn()
    calls = []
    real = search.playout_score
    monkeypatch.setattr(search, "playout_score", lambda *args: calls.append(1) or real(*args))
    h = hint(view(s, 0), seed=1, seconds=0.0)
    assert 2 <= len(h.options) and all(o.playouts == 1 for o in h.options)
    assert len(calls) <= len(s.pending.options) + hints.SHOWN


def test_a_cap_that_passes_while_the_options_shown_are_evened_out_keeps_their_longer_estimates(monkeypatch):
    asked = []

    def time_limit(seconds):
        return lambda: asked.append(1) or len(asked) > 12  # up after the search's first worlds
    monkeypatch.setattr(hints, "time_limit", time_limit)
    h = hint(view(final_turn(), 0), seed=1)
    assert len(h.options) >= 2 and all(o.playouts > 1 for o in h.options)


def test_a_move_asked_for_beside_a_hint_cut_by_its_clock_meets_as_many_worlds_as_the_first_option():
    """The review asks for the move played beside the hint: however early the clock stops the
    weighing, that move is not judged on fewer worlds than the suggestion."""
    checked = 0
    for s, rng in random_decisions(range(1, 41, 4), rate=0.1):
        seen = view(s, s.pending.player)
        if len(s.pending.options) < 4 or seen.final_turn:
            continue
        asked: list[int] = []
        advice, also = hints.weigh_hint(seen, 7, lambda: asked.append(1) or len(asked) > 30, budget=48,
                                        also=tuple(s.pending.options))
        first = advice.options[0].playouts
        assert 1 < first < 48 * 2, "the clock stopped the weighing early"
        assert all(e.playouts >= first for e in also.values()), s.history
        checked += 1
    assert checked >= 5


def test_swapping_cards_the_player_cannot_tell_apart_leaves_the_hint_identical(monkeypatch):
    monkeypatch.setattr(hints, "LEVEL_BUDGETS", {hints.LEVEL: 8})  # a smaller budget keeps it quick
    checked = 0
    for s, rng in random_decisions(range(0, 60, 2), rate=0.04):
        player = s.pending.player
        keep, _ = candidate_pairs(s, player, rng, limit=1)
        for a, b in keep:
            s2 = s.copy()
            swap(s2, a, b)
            seed = rng.getrandbits(32)
            assert hint(view(s, player), seed, seconds=None) == hint(view(s2, player), seed, seconds=None), \
                (s.history, a, b)
            checked += 1
    assert checked >= 15


def test_every_option_has_a_reason_that_tells_it_from_the_others():
    """Where the heuristic gives every option one phrase (orders, Guards to flip), the hint says
    what each option does."""
    met = set()
    for s, _ in random_decisions(range(160), rate=1.0):
        seen = view(s, s.pending.player)
        reasons = option_reasons(seen, HeuristicBot(0).scores(seen))
        assert set(reasons) == set(s.pending.options)
        assert all(r.strip() and r != "No option is better than another here" for r in reasons.values())
        kind = s.pending.kind
        if kind == DISCARD_ORDER or kind == DRAW_ORDER and len(set(numbers_seen(seen))) > 1:
            assert len(set(reasons.values())) > 1, (kind, reasons)
            met.add(kind)
    assert met == {DISCARD_ORDER, DRAW_ORDER}


def numbers_seen(seen):
    """The numbers a Field Report showed on top of the Draw Deck."""
    return [n for _, n in seen.known_draw][:len(seen.pending.options[0][1])]


def test_each_pair_of_guards_to_turn_up_has_its_own_reason():
    s = game(([9, 3], [1, 2]), (5, 7), draw=[4, 4, 6, 8, 6, 8, 2, 3])
    for kind, n in [("encrypt", 3), ("enlist_guard", 1), ("encrypt", 4), ("enlist_guard", 2), ("encrypt", 6),
                    ("enlist_guard", 4), ("deploy", 9)]:
        play_card(s, kind, n)
    assert s.pending.kind == FLIP_GUARDS and len(s.pending.options) == 3
    seen = view(s, 0)
    reasons = option_reasons(seen, HeuristicBot(0).scores(seen))
    assert reasons[("slots", 0, 2)] == "See their Guards in slots 1 and 3" and len(set(reasons.values())) == 3
    assert len(hint(seen, seed=4, seconds=None).options) == 3


def test_a_reasons_chance_to_hit_reads_the_opponents_actions_as_the_hint_does():
    """Weighed by the Actions read, a reason's chance to hit moves with the worlds the hint plays in;
    a reading that tells nothing changes no reason."""
    differed = checked = 0
    for s, _ in random_decisions(range(0, 60), rate=0.5):
        if s.pending.kind != "action" or not s.pending.options or s.turn < 10:
            continue
        seen = view(s, s.pending.player)
        possible = [n for n, p in enumerate(deduce(seen).suitcase) if p > 0]
        if len(possible) < 2:
            continue
        scored = HeuristicBot(0).scores(seen)
        plain = option_reasons(seen, scored)
        assert option_reasons(seen, scored, [1.0] * 10) == plain
        only = [1.0 if n == possible[0] else 0.0 for n in range(10)]
        differed += option_reasons(seen, scored, only) != plain
        checked += 1
    assert checked >= 10 and differed >= checked // 2
