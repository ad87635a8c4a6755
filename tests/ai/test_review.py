"""The post-game review: a game thrown by one Final Card choice is marked decided there, and reviews repeat."""

from game.review import decisions_to_weigh, decisive_point, review, weigh_decision

from helpers.blunders import thrown_game

THROWN_SEED = 3
"""A seed whose thrown choice the loser's own view shows as lost (its Guards and the other's Final
Card in sight): from that decision on, their playouts cannot win."""
BUDGET = 24


def reviewed(seed: int):
    final, step = thrown_game(seed)
    asked = decisions_to_weigh(final, 1234, None)
    return final, step, review(final, asked, [weigh_decision(a.seen, a.played, a.seed, BUDGET) for a in asked],
                               None)


def test_the_review_marks_the_thrown_final_card_as_the_decisive_decision():
    final, step, result = reviewed(THROWN_SEED)
    assert result.winner == final.result.winner
    decisive = result.points[result.decisive]
    assert decisive.step == step
    assert all(p.chance >= 0.8 for p in result.points[result.decisive:])
    assert result.points[result.decisive - 1].chance < 0.8


def test_a_review_is_the_same_each_time():
    assert reviewed(THROWN_SEED)[2] == reviewed(THROWN_SEED)[2]


def test_the_decisive_point_falls_back_to_the_largest_rise():
    assert decisive_point([0.3, 0.9, 0.85, 0.5, 0.6]) == 1
    assert decisive_point([0.7]) == 0
    assert decisive_point([0.3, 0.5, 0.9, 0.95]) == 2
    assert decisive_point([]) is None
