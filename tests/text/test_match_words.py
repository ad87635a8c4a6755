"""A match in words: who is "you", verbs that agree, the deck by runs, and the result's reasons."""

from game.decks.deck import MIX_LETTERS
from game.engine.match import MatchView
from game.text.match_words import (
    Seats,
    decision_line,
    deck_words,
    game_line,
    next_line,
    result_lead,
    result_title,
    score_title,
    starter_label,
)

COMPUTER = Seats(("you", "the computer"), 0)
HOTSEAT = Seats(("Ann", "Bob"))


def view(winners, wins, best_of=3, starter=0) -> MatchView:
    return MatchView(None, best_of, wins, tuple(winners), ("c" * 9,) * len(winners), starter, None)


def test_verbs_agree_with_you_and_with_names():
    after = view([0], (1, 0))
    assert score_title(after, COMPUTER) == "You won game 1"
    assert next_line(after, COMPUTER) == "You build the deck for game 2; then the computer chooses who starts."
    assert next_line(view([1], (0, 1)), HOTSEAT) == "Bob builds the deck for game 2; then Ann chooses who starts."
    assert starter_label(0, COMPUTER) == "I start" and starter_label(1, COMPUTER) == "The computer starts"
    assert starter_label(0, HOTSEAT) == "Ann starts"


def test_after_a_tie_the_rules_keep_the_deck_and_the_other_player_starts():
    tie = view([None], (0, 0), starter=1)
    assert score_title(tie, HOTSEAT) == "Game 1 was a tie"
    assert next_line(tie, HOTSEAT).endswith("Bob starts game 2 with the same deck.")


def test_the_deck_is_said_by_runs_of_one_source():
    assert deck_words("ccccccccc", MIX_LETTERS) == "All Citrine"
    assert deck_words("rcccccccc", MIX_LETTERS) == "1 Ruby · 2–9 Citrine"
    assert deck_words("crecrecre", MIX_LETTERS).count("·") == 8


def test_the_result_says_how_the_match_was_decided():
    won = view([0, 1, 0], (2, 1))
    assert result_title(won, 0, COMPUTER) == "You win the match 2–1"
    assert result_title(won, 0, HOTSEAT) == "Ann wins the match 2–1"
    assert "First to 2" in result_lead(won, 0)
    drawn = view([None] * 6, (0, 0))
    assert result_title(drawn, None, HOTSEAT) == "The match is drawn 0–0" and "level" in result_lead(drawn, None)
    more = view([0, None, None, None, None, None], (1, 0))
    assert "more wins take the match" in result_lead(more, 0)


def test_each_game_says_how_it_was_won_and_each_hand_off_what_for():
    assert game_line(1, 0, COMPUTER, "unguarded_match") == "Game 1: You won with an Unguarded Match"
    assert game_line(2, 1, HOTSEAT, "guards") == "Game 2: Bob won on Guards"
    assert game_line(3, None, HOTSEAT, "tie") == "Game 3: a tie (it counts for no one)"
    assert decision_line(True, 0, 2, HOTSEAT) == "Ann builds the deck for game 2."
    assert decision_line(False, 1, 3, HOTSEAT) == "Bob chooses who starts game 3."
