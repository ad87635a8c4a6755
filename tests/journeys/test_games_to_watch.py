"""Finished games are there to watch again: against each level and in hotseat, a game played to its
Big Reveal is listed in Replays, its End shows the Big Reveal, and Share writes it to shared/."""

import pytest

from game.storage.records_shared import open_watched, shared_folder
from game.storage.saves import games_in_progress, history_folder, read_save


def watch_to_the_end_and_share(person, *named: str) -> None:
    """Replays, the newest game (its line says each of `named`), End, Share: the viewer shows the ending
    and the file lands in shared/."""
    lines = person.open_replays()
    assert lines, "Replays lists no game"
    assert all(word in lines[0] for word in named), f"Replays lists the game as {lines[0]!r}, not naming {named}"
    viewer = person.watch(0)
    person.press("End")
    assert viewer.at_end
    assert viewer.view.result is not None, "the game in Replays stops before the Big Reveal"
    assert person.offers("Share"), f"Share is greyed at the end of a finished game: {person.labels()}"
    person.press("Share")
    shared = list(shared_folder().glob("*.json"))
    assert len(shared) == 1, "Share wrote no file to shared/"
    assert open_watched(shared[0]).state.result is not None, "the shared file stops before the Big Reveal"


@pytest.mark.parametrize("level", ["Easy", "Normal", "Hard", "Expert"])
def test_a_game_against_each_level_is_watched_to_its_big_reveal_and_shared(person, level):
    person.launch()
    person.go_to_the_title()
    table = person.start_a_game(Opponent=level)
    assert table.session.opponent == level.lower()
    reveal = person.play_until_the_end()
    result = reveal.view.result
    assert ("You win" if result.winner == 0 else "wins" if result.winner == 1 else "A tie") in person.on_screen()

    finished = [path for path in history_folder().glob("*.json")]
    assert len(finished) == 1, f"the history holds {len(finished)} files"
    assert open_watched(finished[0]).state.result is not None, "the history file stops before the Big Reveal"
    watch_to_the_end_and_share(person, level, "Citrine")
    person.quit_the_game()
    kept = [read_save(path).saved.opponent for path in games_in_progress()]
    assert level.lower() not in kept, "the finished game is still kept as a game in progress"


def test_a_hotseat_game_played_to_the_end_is_watched_again(person):
    person.launch()
    person.go_to_the_title()
    person.press("Two players, one screen")
    person.press("Start")
    table = person.table()
    assert table.session.hotseat
    reveal = person.play_until_the_end()
    seen = person.on_screen()
    assert reveal.view.result is not None and ("wins" in seen or "A tie" in seen), seen
    watch_to_the_end_and_share(person, *table.session.names)
