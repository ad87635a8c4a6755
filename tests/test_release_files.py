"""Files written by the last release (0.1.0, made by tests/fixtures/release-0.1.0/write_files.py) load today."""

import json
import shutil
from pathlib import Path

import pytest

from game.decks.custom import custom_deck_names, letters_of
from game.storage.home import data_home
from game.storage.records_shared import open_watched
from game.storage.saves import read_save, resume
from game.storage.settings import load_settings
from game.storage.statistics import load_statistics
from game.ui.scenes.replay_list import listed

from helpers.saved import latest_game

RELEASE = Path(__file__).parent / "fixtures" / "release-0.1.0"
PLACES = {"save-mid-game.json": "saves/game-20261126-180000-1234.json",
          "save-mid-match.json": "saves/game-20261126-180100-7.json",
          "history-game.json": "saves/history/game-20261126-175900-99.json",
          "stats.json": "stats.json", "settings.json": "settings.json",
          "Mix One.json": "custom_decks/Mix One.json",
          "shared-record.json": "shared/classified-info-2026-11-26-1800-easy-vs-you.json"}


@pytest.fixture
def release_home() -> Path:
    """A data folder as the release left it."""
    home = data_home()
    for name, place in PLACES.items():
        (home / place).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(RELEASE / name, home / place)
    return home


def no_file_set_aside(home: Path) -> bool:
    return not any(".bad-" in path.name for path in home.rglob("*"))


def test_the_settings_statistics_and_custom_deck_load_as_written(release_home):
    settings = load_settings()
    assert (settings.animation_speed, settings.ui_scale, settings.wheel_assistant, settings.tips) == (
        2.0, 120, "facts", False)
    stats = load_statistics()
    assert stats.versus["easy / citrine / standard"].games == 1 and stats.matches["normal / best of 3"].games == 1
    assert custom_deck_names() == ["Mix One"] and letters_of("Mix One") == "crecrecre"
    assert no_file_set_aside(release_home)


def test_a_game_saved_mid_game_continues(release_home):
    resumed = read_save(release_home / PLACES["save-mid-game.json"])
    session = resume(resumed)
    assert not resumed.finished and session.opponent == "easy" and session.spec == "ruby"


def test_a_match_saved_with_a_custom_deck_in_lower_case_continues_under_its_name(release_home):
    assert json.loads((RELEASE / "save-mid-match.json").read_text())["match"]["first_spec"] == "custom:mix one"
    resumed, message = latest_game()
    assert message is None and resumed is not None and resumed.match is not None
    assert resumed.match.first_spec == "custom:Mix One" and resumed.match.dealt_from == "custom:Mix One"
    assert len(resumed.match.finished) == 1 and not resumed.finished
    assert no_file_set_aside(release_home)


def test_an_old_history_file_is_listed_as_ending_not_recorded_and_still_opens(release_home):
    path = release_home / PLACES["history-game.json"]
    line = listed(path, shared=False).line
    assert "Ending not recorded" in line and "Citrine" in line
    watched = open_watched(path)
    assert watched.seat == 1 and watched.state.result is None, "it stops before its last decision"


def test_a_shared_record_opens_to_its_end(release_home):
    watched = open_watched(release_home / PLACES["shared-record.json"])
    assert watched.state.result is not None and watched.names == ("Easy", "Player 2")
