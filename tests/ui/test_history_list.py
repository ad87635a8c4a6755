"""Replays: a game of the history that cannot be watched is set aside from the list, its bytes kept."""

import json

from game.storage.saves import history_folder
from game.ui.scenes.replay_list import WatchList

from helpers.finished import finished_game


def test_a_history_game_that_cannot_be_watched_is_set_aside_from_the_list(screen, theme):
    finished_game()
    [path] = history_folder().glob("*.json")
    data = json.loads(path.read_text())
    data["record"]["steps"][5] = {"kind": "encrypt", "hand": 7}
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    listing = WatchList(theme, lambda watched: None)
    listing.watch(0)
    assert f"{path.name}.bad-1" in listing.problem and "breaks the rules" in listing.problem
    assert path.with_name(f"{path.name}.bad-1").read_bytes() == before and not path.exists()
    assert listing.games == [], "it leaves the list"
