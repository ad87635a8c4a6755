"""Best of 3 and 5 (RULES.md 8): who builds, who starts, ties, and the 2N rule."""

from __future__ import annotations

import pytest

from game.engine import IllegalChoice
from game.engine.match import Match, match_view, playable_mixes
from game.engine.state import Result

from helpers.scripted import CITRINE

LIBRARY = {"c": CITRINE, "r": ("telepathy",) + CITRINE[1:], "e": CITRINE}


def finish(match: Match, winner: int | None) -> None:
    """End the current game with this winner (None: a tie)."""
    reason = "tie" if winner is None else "guards"
    match.game.result = Result(winner, reason, (False, False), (1, 1), (1, 1), ((), ()), (0, 0))
    match.end_game()


def new_match(best_of: int = 3, first: int = 0) -> Match:
    return Match(best_of, LIBRARY, "ccccccccc", "standard", first, seed=3)


def test_only_implemented_mixes_can_be_built():
    mixes = playable_mixes(LIBRARY)
    assert "rcccccccc" not in mixes and "ecccccccc" in mixes and len(mixes) == 2 * 3 ** 8


def test_the_winner_builds_the_next_deck_and_the_loser_chooses_who_starts():
    m = new_match()
    finish(m, 1)
    assert m.pending.player == 1 and m.pending.kind == "build_deck"
    m.apply(("deck", "eeeeeeeee"))
    assert m.pending.player == 0 and m.pending.kind == "choose_starter"
    m.apply(("starter", 1))
    assert m.decks == ["ccccccccc", "eeeeeeeee"]
    assert m.game.first == 1 and m.pending is None
    assert m.events == [("build_deck", 1, "eeeeeeeee"), ("choose_starter", 0, 1)]


def test_a_tie_keeps_the_deck_and_the_starter_alternates():
    m = new_match(first=0)
    finish(m, None)
    assert m.pending is None and m.decks == ["ccccccccc", "ccccccccc"]
    assert m.game.first == 1
    finish(m, None)
    assert m.game.first == 0


def test_first_to_two_wins_a_best_of_three():
    m = new_match()
    finish(m, 0)
    m.apply(("deck", "ccccccccc"))
    m.apply(("starter", 0))
    finish(m, 0)
    assert m.over and m.winner == 0 and m.pending is None


def test_ties_count_for_no_one_and_after_2n_games_more_wins_take_it():
    m = new_match(best_of=3)
    finish(m, 0)
    m.apply(("deck", "ccccccccc"))
    m.apply(("starter", 1))
    for _ in range(5):
        finish(m, None)
    assert m.over and len(m.results) == 6 and m.winner == 0


def test_after_2n_games_level_wins_draw_the_match():
    m = new_match(best_of=3)
    finish(m, 0)
    m.apply(("deck", "ccccccccc"))
    m.apply(("starter", 1))
    finish(m, 1)
    m.apply(("deck", "ccccccccc"))
    m.apply(("starter", 0))
    for _ in range(4):
        finish(m, None)
    assert m.over and m.winner is None


def test_best_of_five_needs_three_wins():
    m = new_match(best_of=5)
    for _ in range(2):
        finish(m, 1)
        m.apply(("deck", "ccccccccc"))
        m.apply(("starter", 0))
    assert not m.over
    finish(m, 1)
    assert m.over and m.winner == 1


def test_match_decisions_go_through_the_door_and_are_public():
    m = new_match()
    finish(m, 0)
    with pytest.raises(IllegalChoice):
        m.apply(("deck", "rrrrrrrrr"))
    assert match_view(m, 0).pending.options is not None
    assert match_view(m, 1).pending.options is None
    with pytest.raises(IllegalChoice):
        m.end_game()
