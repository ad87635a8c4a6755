"""Fuzzed shared records and finished games: Replays lists every file, opens a good one, and refuses a bad
one in words, leaving it as it was; some are drawn on the real list screen too."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game.decks.deck import load_ready_deck
from game.session.game_session import GameSession
from game.storage.records import RecordError, record_game
from game.storage.records_shared import games_to_watch, open_watched, shared_folder
from game.storage.saves import SavedGame
from game.text import replay_words as say
from hostile.fuzzing import (
    MUTANTS,
    Outcome,
    bytes_lost,
    check,
    data_folder,
    good_changed,
    mutants,
    not_told,
    problems,
    raised,
    too_long,
)

from helpers.matches import random_decision

CITRINE = load_ready_deck("citrine")
MUTANT = "shared/classified-info-2026-01-01-1200-you-vs-heuristic.json"
GOOD = "shared/classified-info-2025-01-01-1200-ann-vs-bob.json"
DRAWN = 30
"""Mutants also drawn on the list screen (drawing costs far more than reading)."""


def finished(session: GameSession, rng: random.Random) -> GameSession:
    while not session.over:
        random_decision(session, rng)
    return session


def real_records() -> list[tuple[str, dict]]:
    """A record shared after a game against the computer, one of a hotseat game, and a finished save."""
    rng = random.Random(5)
    versus = finished(GameSession(CITRINE, "standard", 3, "heuristic", spec="citrine"), rng)
    record = record_game(versus.state, versus.deck, "citrine", players=("you", "heuristic"))
    hotseat = finished(GameSession(CITRINE, "strategic", 6, None, human=None, names=("Ann", "Bob")), rng)
    pair = record_game(hotseat.state, hotseat.deck, "citrine", players=("Ann", "Bob"))
    save = SavedGame(record=record, seed=3, opponent="heuristic")
    return [("a shared record", record.model_dump(mode="json", exclude_none=True)),
            ("a hotseat record", pair.model_dump(mode="json", exclude_none=True)),
            ("a finished save", save.model_dump(mode="json", exclude_none=True))]


def replays(home: Path) -> tuple[bool, str | None]:
    """What Replays does with the folder: list every file, then open the mutant (as choosing it does)."""
    from game.ui.scenes.replay_list import listed

    folder = shared_folder()
    lines = [listed(path, path.parent == folder) for path in games_to_watch()]
    assert {line.path.name for line in lines} >= {Path(MUTANT).name, Path(GOOD).name}
    open_watched(home / GOOD)
    try:
        open_watched(home / MUTANT)
    except RecordError as refusal:
        return False, say.unreadable_game(" ".join(str(refusal).split()))
    return True, None


@pytest.fixture(scope="module")
def originals() -> list[tuple[str, dict]]:
    return real_records()


@pytest.fixture(scope="module")
def record_mutants(originals):
    return mutants(originals, MUTANTS, seed=17)


def good_folder(home: Path, good: dict) -> list[str]:
    (home / GOOD).parent.mkdir(parents=True, exist_ok=True)
    (home / GOOD).write_text(json.dumps(good))
    return [GOOD]


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory, originals, record_mutants) -> list[Outcome]:
    root = tmp_path_factory.mktemp("fuzz-records")
    results = []
    for n, mutant in enumerate(record_mutants):
        home = root / f"m{n}"
        good = good_folder(home, originals[1][1])
        results.append(check(mutant, home, home / MUTANT, good, lambda: replays(home)))
    return results


def test_the_good_records_open(tmp_path, originals):
    for n, (label, data) in enumerate(originals):
        path = tmp_path / f"{n}.json"
        path.write_text(json.dumps(data))
        assert open_watched(path).state.result is not None, label


FAULTS = [pytest.param(raised, id="never raises"), pytest.param(not_told, id="a refused file is told"),
          pytest.param(bytes_lost, id="its bytes are kept"), pytest.param(good_changed, id="no good file changes"),
          pytest.param(too_long, id="what is told stays short")]


@pytest.mark.parametrize("fault", FAULTS)
def test_fuzzed_records_in_replays(outcomes, fault):
    assert len(outcomes) >= MUTANTS
    assert not (found := problems(outcomes, fault)), found


def test_fuzzed_records_draw_on_the_list_screen(tmp_path, originals, record_mutants):
    """Every so many mutants, the list screen itself: listed, the refusal drawn under the list."""
    from game.ui.look.theme import Theme
    from game.ui.scenes.replay_list import WatchList

    pygame.font.init()
    theme = Theme.create()
    surface = pygame.Surface((1024, 640))
    faults = []
    for n, mutant in enumerate(record_mutants[:: len(record_mutants) // DRAWN]):
        home = tmp_path / f"m{n}"
        good_folder(home, originals[1][1])
        (home / MUTANT).write_bytes(mutant.data)
        with data_folder(home):
            try:
                listing = WatchList(theme, lambda game: None)
                try:
                    open_watched(home / MUTANT)
                except RecordError as refusal:
                    listing.problem = say.unreadable_game(" ".join(str(refusal).split()))
                listing.draw(surface)
            except Exception as error:  # what the fuzz looks for
                faults.append(f"{mutant.name}: {type(error).__name__}: {str(error)[:200]}")
    assert not faults, "\n".join(faults)
