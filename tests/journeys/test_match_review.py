"""A best-of-3 against the computer: the first game's Big Reveal opens its Review and its Replay, and coming
back from each finds the Big Reveal and the match as they were, nothing written; the match goes on to its
next game; after quitting and launching again the save holds the match where it was left, the history
holds the first game with its ending, and Replays opens it in the viewer."""

import pygame

from game.storage.records_shared import open_watched
from game.storage.saves import games_in_progress, history_folder, history_name, read_save
from game.ui.scenes import review_screen
from game.ui.scenes.match_screens import MatchScore
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.scenes.review_screen import ReviewScreen

REVIEW_BUDGET = 4
"""Playouts per decision the review weighs: the journey looks at the screens, not at the expert's search."""


def files(person) -> dict[str, bytes]:
    """The data folder's saves and history, byte for byte."""
    saves = person.home / "saves"
    return {str(path.relative_to(saves)): path.read_bytes() for path in sorted(saves.rglob("*.json"))}


def back_to_the_big_reveal(person, table: PlayScene) -> None:
    person.settle(lambda: isinstance(person.top, BigReveal), "the Big Reveal back")
    assert person.scenes[-2] is table, "the Big Reveal is over the match's table"
    assert person.labels()[:3] == ["Match score", "Replay", "Review"], person.labels()


def test_a_match_game_is_reviewed_and_replayed_from_its_big_reveal_and_from_replays_later(person):
    person.monkeypatch.setattr(review_screen, "BUDGET", REVIEW_BUDGET)
    person.launch()
    person.go_to_the_title()
    table = person.start_a_game(Opponent="Easy", Match="Best of 3")
    match = table.match
    assert match is not None and match.state.best_of == 3
    person.play_until_the_end()
    game_1 = table.session.state
    assert person.offers("Review") and person.offers("Replay"), f"the match game's Big Reveal offers {person.labels()}"
    kept = files(person)
    save = next(path for path in games_in_progress() if read_save(path).saved.match is not None)
    in_history = history_name(save, (1, 3))
    assert in_history in {path.name for path in history_folder().glob("*.json")}, "game 1 is in the history"

    person.press("Review")
    review = person.top
    assert isinstance(review, ReviewScreen) and review.watched.state is game_1 and review.person == 0
    person.settle(lambda: review.done, "the review weighed")
    assert review.result.points, "the review draws the winner's chance over the game"
    person.press("Back")
    back_to_the_big_reveal(person, table)

    person.press("Replay")
    viewer = person.top
    assert isinstance(viewer, ReplayViewer) and viewer.watched.state is game_1
    person.press("End")
    assert viewer.at_end and viewer.view.result is not None, "the replay goes on to the Big Reveal"
    person.key(pygame.K_ESCAPE)
    back_to_the_big_reveal(person, table)

    person.wait_for_the_disk()
    assert files(person) == kept, "looking at the game changed nothing on disk"
    assert table.match is match and len(match.state.results) == 1 and match.finished[0][0] is game_1
    person.press("Match score")
    assert isinstance(person.top, MatchScore), "the match goes on from its score"
    person.go_on_with_the_match()
    assert not table.session.over and len(match.state.results) == 1, "game 2 is dealt"
    person.play(moves=4)
    person.wait_for_the_disk()
    steps = len(table.session.state.history)
    person.quit_the_game()

    saved = read_save(save)
    assert saved.match is not None and len(saved.match.state.results) == 1, "the save holds the match after game 1"
    assert len(saved.state.history) == steps, "the save holds game 2 where it was left"
    kept_game = open_watched(history_folder() / in_history)
    assert kept_game.state.result is not None and kept_game.state.history == game_1.history, \
        "the history keeps game 1 to its end"

    person.relaunch()
    person.assert_running()
    assert len(person.table().match.state.results) == 1, "the launch takes the match up"
    lines = person.open_replays()
    assert len(lines) == 1 and "Game 1 of best of 3" in lines[0], f"Replays lists {lines}"
    viewer = person.watch(0)
    assert viewer.watched.path.name == in_history
    person.press("End")
    shown = viewer.view.result
    assert viewer.at_end and shown is not None and (shown.winner, shown.reason) == (game_1.result.winner,
                                                                                    game_1.result.reason)
