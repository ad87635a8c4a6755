"""Resigning a game of a match: asked first, the game (not the match) ends as a loss, the Big Reveal
says who resigned, and the history keeps the game with its ending."""

from game.storage.records_shared import open_watched
from game.storage.saves import history_folder
from game.ui.scenes.match_screens import MatchScore
from game.ui.scenes.overlays import BigReveal


def test_resigning_a_game_of_a_match_loses_that_game_only_and_keeps_its_ending(person):
    person.launch()
    person.go_to_the_title()
    table = person.start_a_game(Opponent="Easy", Match="Best of 3")
    person.play(moves=3)
    person.open_the_pause_menu()
    assert person.offers("Resign"), f"the pause menu offers {person.labels()}"
    person.press("Resign")
    assert person.offers("Keep playing"), "Resign asks first"
    person.press("Resign")
    person.settle(lambda: isinstance(person.top, BigReveal), "the Big Reveal")
    person.wait_for_the_disk()
    assert "resign" in person.on_screen().lower(), "the Big Reveal says who resigned"
    result = table.session.state.result
    assert result is not None and result.winner == 1, "a resignation is the resigner's loss"
    assert table.match is not None and not table.match.state.over and len(table.match.state.results) == 1

    finished = list(history_folder().glob("*.json"))
    assert len(finished) == 1 and open_watched(finished[0]).state.result is not None, \
        "the history keeps the resigned game with its ending"
    person.press("Match score")
    assert isinstance(person.top, MatchScore)
    person.go_on_with_the_match()
    assert not person.table().session.over, "the match goes on to its next game"
