"""Fuzzed settings, statistics and custom decks: loaded without a crash, a bad one set aside or left out
with a word to the player, its bytes kept, and no good file changed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.decks.custom import custom_deck_names
from game.decks.deck import DeckError
from game.decks.specs import deck_source
from game.storage.settings import Settings, load_settings
from game.storage.statistics import load_statistics
from hostile.fuzzing import (
    MUTANTS,
    Outcome,
    bytes_lost,
    check,
    good_changed,
    mutants,
    not_told,
    problems,
    raised,
    too_long,
)

SETTINGS = [("settings", json.loads(Settings(volume=40, palette="colour_blind", animation_speed=2.0,
                                             wheel_assistant="odds").model_dump_json()))]
STATISTICS = [("statistics", {
    "format": "classified-info-stats", "version": 1,
    "versus": {"heuristic / citrine / standard": {"games": 5, "wins": 3, "losses": 2, "ties": 0, "streak": 2,
                                                  "best_streak": 2, "aided": 1},
               "expert / mixed / strategic": {"games": 1, "losses": 1, "streak": -1}},
    "hotseat": {"Ann / Bob": {"games": 2, "wins": [1, 1], "ties": 0, "aided": 0}},
    "matches": {"normal / best of 3": {"games": 1, "wins": 1, "streak": 1, "best_streak": 1}},
    "hotseat_matches": {"Ann / Bob": {"games": 1, "wins": [0, 1]}},
})]
DECKS = [("custom deck", {"name": "Mine", "spec": "mixed:crecrecre"})]


def good_folder(home: Path, *leave_out: str) -> list[str]:
    """Good settings, statistics and a custom deck beside the mutant (one of them is the mutant's place)."""
    files = {"settings.json": {"volume": 70}, "stats.json": STATISTICS[0][1],
             "custom_decks/Good.json": {"name": "Good", "spec": "mixed:eeerrrccc"}}
    for name, data in files.items():
        if name not in leave_out:
            (home / name).parent.mkdir(parents=True, exist_ok=True)
            (home / name).write_text(json.dumps(data))
    return [name for name in files if name not in leave_out]


def load_settings_file(home: Path) -> tuple[bool, str | None]:
    path = home / "settings.json"
    before = path.read_bytes()
    load_settings()
    return path.is_file() and path.read_bytes() == before, None


def load_statistics_file(home: Path) -> tuple[bool, str | None]:
    path = home / "stats.json"
    before = path.read_bytes()
    load_statistics()
    return path.is_file() and path.read_bytes() == before, None


def list_decks(home: Path) -> tuple[bool, str | None]:
    """The deck builder's list, and playing the deck: listed and playable, or left out and refused in words."""
    names = custom_deck_names()
    assert "Good" in names, "a good deck beside a bad one is still listed"
    try:
        deck_source("custom:Mine")
    except DeckError as refusal:
        assert "Mine" not in names, f"listed, yet refused when played: {refusal}"
        return False, None
    return "Mine" in names, None


def run_all(root: Path, originals: list, seed: int, file: str, load) -> list[Outcome]:
    results = []
    for n, mutant in enumerate(mutants(originals, MUTANTS, seed)):
        home = root / f"m{n}"
        good = good_folder(home, file)
        results.append(check(mutant, home, home / file, good, lambda: load(home)))
    return results


@pytest.fixture(scope="module")
def settings_outcomes(tmp_path_factory) -> list[Outcome]:
    return run_all(tmp_path_factory.mktemp("fuzz-settings"), SETTINGS, 11, "settings.json", load_settings_file)


@pytest.fixture(scope="module")
def statistics_outcomes(tmp_path_factory) -> list[Outcome]:
    return run_all(tmp_path_factory.mktemp("fuzz-stats"), STATISTICS, 12, "stats.json", load_statistics_file)


@pytest.fixture(scope="module")
def deck_outcomes(tmp_path_factory) -> list[Outcome]:
    return run_all(tmp_path_factory.mktemp("fuzz-decks"), DECKS, 13, "custom_decks/Mine.json", list_decks)


KINDS = ["settings_outcomes", "statistics_outcomes", "deck_outcomes"]
FAULTS = {"never raises": raised, "a refused file is told": not_told, "its bytes are kept": bytes_lost,
          "no good file changes": good_changed, "what is told stays short": too_long}


@pytest.mark.parametrize("fault", FAULTS.values(), ids=FAULTS.keys())
@pytest.mark.parametrize("kind", KINDS)
def test_fuzzed_files(request, kind, fault):
    outcomes = request.getfixturevalue(kind)
    assert len(outcomes) >= MUTANTS
    assert not (found := problems(outcomes, fault)), found
