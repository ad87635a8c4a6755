"""A deck named with capitals, played as a best-of-3 against the computer, left between games and
mid-game and taken up again after each relaunch; and the same match after its deck was deleted."""

import json

from game.storage.saves import games_in_progress, history_folder, read_save
from game.storage.statistics import stats_path
from game.ui.scenes.match_screens import MatchScore
from game.ui.scenes.play import PlayScene

from helpers.saved import latest_game

MIX_ONE = {1: "Ruby", 4: "Emerald", 7: "Ruby", 9: "Emerald"}
LETTERS = "rcceccrce"
"""Mix One's numbers 1..9 by deck letter, as the builder saves them."""


def matches_in_progress() -> list:
    """The saved matches in progress (the game the first launch dealt may be kept beside them)."""
    return [saved for saved in map(read_save, games_in_progress()) if saved.saved.match is not None]


def relaunch_and_see_it_open(person) -> None:
    """Launch again as the no-argument start does: the window opens, whatever was saved."""
    person.relaunch()
    assert person.crash is None, f"the game crashed on launch: {type(person.crash).__name__}: {person.crash}"
    assert person.running, f"the game closed at launch (exit code {person.exit_code})"


def start_the_mix_one_match(person) -> PlayScene:
    person.launch()
    person.build_a_deck("Mix One", MIX_ONE)
    assert (person.home / "custom_decks" / "Mix One.json").is_file()
    table = person.start_a_game(Opponent="Easy", Rules="Choose a deck and set-up", Deck="Your deck Mix One",
                                Match="Best of 3")
    assert table.match is not None and table.match.state.best_of == 3
    assert table.match.state.deck == LETTERS, "the match deals from the letters built"
    return table


def test_a_best_of_3_with_mix_one_survives_quitting_between_games_and_mid_game(person):
    start_the_mix_one_match(person)
    person.play_until_the_end()
    person.press("Match score")
    assert isinstance(person.top, MatchScore) and "BEST OF 3" in person.on_screen()
    person.quit_the_game()
    assert len(matches_in_progress()) == 1, "quitting between games keeps the match to continue"

    relaunch_and_see_it_open(person)
    if person.table().match.state.results[0].winner is None:  # a tie deals the next game at once
        assert isinstance(person.top, PlayScene) and not person.top.session.over, \
            f"after a tie the match resumes at the next game, not {type(person.top).__name__}"
    else:
        assert isinstance(person.top, MatchScore), f"the match resumes at its score, not {type(person.top).__name__}"
    person.go_on_with_the_match()
    table = person.table()
    assert len(table.match.state.results) == 1 and not table.session.over
    person.play(moves=6)
    person.wait_for_the_disk()
    person.quit_the_game()
    steps = len(table.session.state.history)

    relaunch_and_see_it_open(person)
    person.go_to_the_title()
    assert person.labels()[0] == "Continue"
    person.press("Continue")
    table = person.table()
    assert len(table.match.state.results) == 1, "Continue brought back game 2 of the match"
    assert len(table.session.state.history) == steps, "Continue brought back game 2 where it was left"
    result = person.play_the_match_to_its_end()
    assert "MATCH OVER" in person.on_screen()
    assert result.view.best_of == 3 and max(result.view.wins) == 2, "the match ends when a player has won two games"
    assert not matches_in_progress()
    assert len(list(history_folder().glob("*.json"))) == len(result.view.winners), "each game of the match is kept"
    assert json.loads(stats_path().read_text())["matches"], "the match is counted"
    lines = person.open_replays()
    assert len(lines) == len(result.view.winners), f"Replays lists {lines} for a match of {result.view.winners}"
    assert "Mix One" in lines[-1], f"Replays names the first game's deck otherwise: {lines[-1]!r}"


def test_a_match_whose_deck_was_deleted_resumes_from_the_letters_it_kept(person):
    table = start_the_mix_one_match(person)
    person.play(moves=4)
    person.wait_for_the_disk()
    person.quit_the_game()
    steps = len(table.session.state.history)

    relaunch_and_see_it_open(person)
    person.delete_the_deck("Mix One")
    assert not (person.home / "custom_decks" / "Mix One.json").exists()
    person.quit_the_game()

    relaunch_and_see_it_open(person)
    table = person.table()
    assert table.match.state.deck == LETTERS and len(table.session.state.history) == steps
    saved = latest_game()[0].saved
    assert saved.match.dealt_from == "custom:Mix One", f"the save names the deck {saved.match.dealt_from!r}"
    person.play_until_the_end()
    person.go_on_with_the_match()
    assert len(person.table().match.state.results) == 1, "game 2 is dealt although the deck is gone"


def test_play_again_after_a_mix_one_game_taken_up_again_deals_mix_one(person):
    person.launch()
    person.build_a_deck("Mix One", MIX_ONE)
    table = person.start_a_game(Opponent="Easy", Rules="Choose a deck and set-up", Deck="Mix One",
                                Match="Single game")
    assert table.session.spec == "custom:Mix One", f"the game names its deck {table.session.spec!r}"
    person.play(moves=4)
    person.wait_for_the_disk()
    person.quit_the_game()

    relaunch_and_see_it_open(person)
    person.go_to_the_title()
    person.press("Continue")
    table = person.table()
    assert table.session.spec == "custom:Mix One", f"Continue brought back a game of {table.session.spec!r}"
    person.play_until_the_end()
    person.press("Play again")
    assert not table.session.over and table.session.spec == "custom:Mix One", \
        f"Play again dealt {table.session.spec!r}"
