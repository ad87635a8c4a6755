"""Games to watch again: saves and records alike open for the viewer; sharing names files clearly."""

import time

import pytest

from game.storage.records import RecordError, save_record
from game.storage.records_shared import games_to_watch, open_watched, share_name, shared_folder
from game.storage.saves import SavedWheels
from game.wheel.notebook import BLANK

from helpers.watching import a_finished_game, as_record, save_in_history


def test_a_save_opens_with_its_wheels_and_a_record_without():
    state = a_finished_game()
    saved = open_watched(save_in_history(state, SavedWheels((BLANK.strike(2), BLANK), ("odds", "off"))))
    assert saved.state.result == state.result
    assert saved.wheels is not None and saved.wheels.notebooks[0].struck == (2,)
    assert saved.wheels.assistant == ("odds", "off")
    path = shared_folder() / "record.json"
    save_record(path, as_record(state, ("random", "heuristic")))
    plain = open_watched(path)
    assert plain.wheels is None and plain.state.result == state.result
    assert games_to_watch() == [saved.path, path], "finished games first, then the shared ones"


@pytest.mark.parametrize("players, names", [
    (("you", "heuristic"), ("Player 1", "Heuristic")), (("random", "you"), ("Random", "Player 2")),
    (("heuristic", "heuristic"), ("Player 1", "Player 2")), (None, ("Player 1", "Player 2")),
    (("Ann", "Bo"), ("Ann", "Bo"))])
def test_players_are_named_apart(players, names, tmp_path):
    path = tmp_path / "game.json"
    save_record(path, as_record(a_finished_game(), players))
    assert open_watched(path).names == names


def test_a_shared_file_says_when_and_who_played():
    record = as_record(a_finished_game(), ("You", "Zoë & Max"))
    when = time.strptime("2026-11-23 19:30", "%Y-%m-%d %H:%M")
    assert share_name(record, when) == "classified-info-2026-11-23-1930-you-vs-zo-max.json"


@pytest.mark.parametrize("text, says", [
    ("{", "not valid JSON"), ('{"format": "classified-info-save", "version": 1}', "field seed"),
    ('{"format": "classified-info-record"}', "field deck"), ("[1, 2]", "the top level")])
def test_a_file_that_is_no_game_is_refused_in_one_paragraph_and_left_alone(tmp_path, text, says):
    path = tmp_path / "game.json"
    path.write_text(text)
    with pytest.raises(RecordError) as refused:
        open_watched(path)
    message = str(refused.value)
    assert str(path) in message and says in message and "\n" not in message
    assert path.read_text() == text


def test_a_missing_file_says_so(tmp_path):
    with pytest.raises(RecordError, match="cannot read the game"):
        open_watched(tmp_path / "nowhere.json")
