"""The post-game review: a game thrown by one Final Card choice is marked decided there, reviews
repeat, and the review suggests what the hint shows first."""

from functools import cache

from game.ai import hints
from game.ai.hints import hint
from game.engine.view import view
from game.session.review import decisions_to_weigh, decisive_point, review, weigh_decision

from helpers.blunders import thrown_game
from helpers.scripted import random_decisions

THROWN_SEED = 3
"""A seed whose thrown choice the loser's own view shows as lost (its Guards and the other's Final
Card in sight): from that decision on, their playouts cannot win."""
BUDGET = 24


def reviewed(seed: int):
    final, step = thrown_game(seed)
    asked = decisions_to_weigh(final, 1234, None)
    weighed = [weigh_decision(a.seen, a.played, a.seed, BUDGET, a.suitcases) for a in asked]
    return final, step, review(final, asked, weighed, None)


@cache
def reviewed_once(seed: int):
    return reviewed(seed)


def test_the_review_marks_the_thrown_final_card_as_the_decisive_decision():
    final, step, result = reviewed_once(THROWN_SEED)
    assert result.winner == final.result.winner
    decisive = result.points[result.decisive]
    assert decisive.step == step
    assert all(p.chance >= 0.8 for p in result.points[result.decisive:])
    assert result.points[result.decisive - 1].chance < 0.8


def test_a_review_is_the_same_each_time():
    assert reviewed(THROWN_SEED)[2] == reviewed_once(THROWN_SEED)[2]


def test_the_review_and_the_hint_agree_on_the_same_position_and_seed(monkeypatch):
    """Both read the same weighing: the review's suggestion is the hint's first option, with its
    chance, and a move the hint shows has the same chance in the review."""
    monkeypatch.setattr(hints, "LEVEL_BUDGETS", {hints.LEVEL: 8})  # the review's budget below: quick
    checked = 0
    for s, rng in random_decisions(range(0, 40, 5), rate=0.2):
        if len(s.pending.options) < 2:
            continue
        seen, seed = view(s, s.pending.player), rng.getrandbits(32)
        read = [0.0] + [rng.random() for _ in range(9)] if checked % 2 else None  # the opponent's Actions read
        shown = hint(seen, seed, seconds=None, suitcases=read).options
        played = shown[-1].choice if rng.random() < 0.7 else s.pending.options[0]
        weighed = weigh_decision(seen, played, seed, budget=8, suitcases=read)
        assert (weighed.best, weighed.best_chance) == (shown[0].choice, shown[0].win_chance), s.history
        chances = {o.choice: o.win_chance for o in shown}
        assert weighed.played_chance == chances.get(played, weighed.played_chance)
        checked += 1
        if checked == 6:
            return
    raise AssertionError("too few decisions met")


def test_the_decisive_point_falls_back_to_the_largest_rise():
    assert decisive_point([0.3, 0.9, 0.85, 0.5, 0.6]) == 1
    assert decisive_point([0.7]) == 0
    assert decisive_point([0.3, 0.5, 0.9, 0.95]) == 2
    assert decisive_point([]) is None


def test_the_review_reads_the_opponents_actions_as_its_chooser_saw_them():
    """Each decision weighed carries the opponent's Actions read along the replay from its chooser's
    views, as the table reads them for a hint: by the end of the game they weigh the Suitcases apart."""
    final, _ = thrown_game(THROWN_SEED)
    asked = decisions_to_weigh(final, 1234, None)
    assert all(a.suitcases is not None and len(a.suitcases) == 10 for a in asked)
    assert asked[0].suitcases == (1.0,) * 10
    assert len(set(asked[-1].suitcases[1:])) > 1


def test_a_decision_is_weighed_within_the_reviews_cap_and_the_move_played_beside_it(monkeypatch):
    """The clock (the client's worker only) stops the weighing; the move played is still weighed."""
    from game.session import review as reviewing

    capped: list[float] = []
    monkeypatch.setattr(reviewing, "time_limit", lambda seconds: capped.append(seconds) or (lambda: True))
    final, _ = thrown_game(THROWN_SEED)
    a = decisions_to_weigh(final, 1234, None)[0]
    weighed = weigh_decision(a.seen, a.played, a.seed, suitcases=a.suitcases, seconds=reviewing.SECONDS)
    assert capped == [reviewing.SECONDS]
    assert 0.0 <= weighed.played_chance <= 1.0 and 0.0 <= weighed.best_chance <= 1.0
    assert weigh_decision(a.seen, a.played, a.seed, BUDGET, a.suitcases) == weigh_decision(
        a.seen, a.played, a.seed, BUDGET, a.suitcases, None), "no cap: the same on any machine"
