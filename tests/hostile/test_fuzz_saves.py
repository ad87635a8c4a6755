"""Fuzzed saves: the launch path takes a good save, or sets a bad one aside with a word, and never crashes.

The saves are real (a game against the computer and a hotseat game under way,
a match in its second game and one between games), each mutated field by field.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from game.decks.deck import load_ready_deck, mixed_deck
from game.decks.specs import kept_source
from game.session.game_session import GameSession
from game.session.match_session import MatchSession, match_dealer
from game.storage.saves import Autosave, Resumed, SavedWheels, latest_seated, resume
from game.wheel.notebook import BLANK
from hostile.fuzzing import (
    MUTANTS,
    Mutant,
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

from helpers.matches import decide_between_games, finish_game, random_decision

CITRINE = load_ready_deck("citrine")
MUTANT_NAME = "game-20991231-235959-1.json"
"""The mutant's name sorts after the good save's, so the launch tries it first."""
GOOD_SAVE = "saves/game-20000101-000000-2.json"


def played(session: GameSession, decisions: int, rng: random.Random) -> GameSession:
    for _ in range(decisions):
        random_decision(session, rng)
    return session


def written(autosave: Autosave) -> dict:
    data = json.loads(autosave.path.read_text())
    autosave.path.unlink()
    return data


def real_saves(home: Path) -> list[tuple[str, dict]]:
    """Saves as the game writes them, made by playing seeded moves."""
    rng = random.Random(31)
    with data_folder(home):
        versus = played(GameSession(CITRINE, "standard", 4, "heuristic", spec="citrine"), 9, rng)
        autosave = Autosave()
        wheels = SavedWheels((BLANK.strike(4).write("7s?"), BLANK), ("facts", "off"), aided=True)
        autosave.update(versus, [("hand", 1)], wheels)
        game = written(autosave)
        hotseat = played(GameSession(CITRINE, "strategic", 8, None, human=None, names=("Ann", "Bob")), 7, rng)
        autosave = Autosave()
        autosave.update(hotseat)
        pair = written(autosave)
        match = MatchSession.start(3, CITRINE, "citrine", "standard", 1, 77, "random")
        autosave = Autosave(match=match)
        finish_game(match, rng)
        autosave.update(match.session)
        between = written(autosave)
        decide_between_games(match, rng)
        match.next_game()
        played(match.session, 6, rng)
        autosave.update(match.session)
        second = written(autosave)
    return [("a game against the computer", game), ("a hotseat game", pair),
            ("a match between games", between), ("a match in its second game", second)]


def seated(resumed: Resumed) -> Resumed:
    """What the window's Continue does with a save it read, short of drawing: the match's dealer from the
    deck it kept, and the session with its players seated."""
    if resumed.match is not None:
        m = resumed.match
        match_dealer(kept_source(m.dealt_from, mixed_deck(m.state.decks[0])), m.state.variant, m.state.best_of,
                     m.opponent, m.names)
    resume(resumed)
    return resumed


def launch(home: Path) -> tuple[bool, str | None]:
    """The launch path's reading and seating of the saves; whether it took the mutant, and what it said."""
    said: list[str] = []
    resumed = latest_seated(seated, said)
    taken = (resumed is not None and resumed.path.name == MUTANT_NAME) or (home / "saves" / "history" /
                                                                           MUTANT_NAME).exists()
    return taken, " ".join(said) or None


def good_folder(home: Path, good_save: dict) -> list[str]:
    """A data folder with a good older save, settings and statistics: none of them may change."""
    (home / "saves").mkdir(parents=True, exist_ok=True)
    (home / GOOD_SAVE).write_text(json.dumps(good_save))
    os.utime(home / GOOD_SAVE, (1_000_000_000, 1_000_000_000))
    (home / "settings.json").write_text(json.dumps({"volume": 40, "tips": False}))
    (home / "stats.json").write_text(json.dumps({"format": "classified-info-stats", "version": 1}))
    return [GOOD_SAVE, "settings.json", "stats.json"]


@pytest.fixture(scope="module")
def originals(tmp_path_factory) -> list[tuple[str, dict]]:
    return real_saves(tmp_path_factory.mktemp("originals"))


@pytest.fixture(scope="module")
def save_mutants(originals) -> list[Mutant]:
    return mutants(originals, MUTANTS, seed=7)


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory, originals, save_mutants) -> list[Outcome]:
    root = tmp_path_factory.mktemp("fuzz-saves")
    results = []
    for n, mutant in enumerate(save_mutants):
        home = root / f"m{n}"
        good = good_folder(home, originals[0][1])
        results.append(check(mutant, home, home / "saves" / MUTANT_NAME, good, lambda: launch(home)))
    return results


def test_the_fuzz_makes_enough_different_saves(save_mutants):
    assert len({m.data for m in save_mutants}) >= MUTANTS * 0.95


def test_the_good_saves_themselves_resume(tmp_path, originals):
    for label, save in originals:
        home = tmp_path / label.replace(" ", "-")
        outcome = check(Mutant(label, json.dumps(save).encode()), home, home / "saves" / MUTANT_NAME, [],
                        lambda: launch(home))
        assert outcome.raised is None and outcome.accepted and not outcome.told, (label, outcome)


def test_no_mutated_save_crashes_the_launch(outcomes):
    assert not (found := problems(outcomes, raised)), found


def test_a_refused_save_is_told(outcomes):
    assert not (found := problems(outcomes, not_told)), found


def test_a_mutated_saves_bytes_are_kept(outcomes):
    assert not (found := problems(outcomes, bytes_lost)), found


def test_no_good_file_changes(outcomes):
    assert not (found := problems(outcomes, good_changed)), found


def test_what_the_player_is_told_stays_short(outcomes):
    assert not (found := problems(outcomes, too_long)), found


LAUNCHED = 20
"""Mutants also started through the real window (opening it costs far more than reading a save)."""


@pytest.fixture()
def one_frame(monkeypatch):
    """The window's loop runs a few frames and returns, as if closed; bots think in this process."""
    import game.session.workers
    from game.ui.app import App

    run = App.run
    monkeypatch.setattr(App, "run", lambda self, seconds=None: run(self, 0.05))
    monkeypatch.setattr(game.session.workers, "WorkerRunner", game.session.workers.InlineRunner)


def test_mutated_saves_through_the_real_window(tmp_path, originals, save_mutants, outcomes, one_frame):
    """Some mutants, and every one that broke the launch's reading, started in the real window."""
    from game.ui.app import play_window

    faults = []
    chosen = save_mutants[:: len(save_mutants) // LAUNCHED] + [o.mutant for o in outcomes if o.raised]
    for n, mutant in enumerate(chosen):
        home = tmp_path / f"m{n}"
        good = good_folder(home, originals[0][1])[1:]  # the good save may go on at the table: it may change

        def start() -> tuple[bool, str | None]:
            assert play_window(resume=True) == 0
            return True, None

        outcome = check(mutant, home, home / "saves" / MUTANT_NAME, good, start)
        taken = (home / "saves" / MUTANT_NAME).exists() or (home / "saves" / "history" / MUTANT_NAME).exists()
        lost = None if taken else bytes_lost(outcome)  # a save taken goes on at the table, rewritten
        faults += [f"{mutant.name}: {fault}" for fault in (raised(outcome), lost, good_changed(outcome)) if fault]
    assert not faults, "\n".join(faults)
