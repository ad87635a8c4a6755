"""A match at the table: its games and decisions, saved after each and replayed exactly on resume."""

import json
import random

import pytest

from game.decks.deck import load_ready_deck
from game.session.match_session import MatchSession, deck_letters, mix_spec
from game.storage.saves import Autosave, SaveError, games_in_progress, history_folder, read_save
from game.storage.statistics import load_statistics

from helpers.matches import decide_between_games, finish_game
from helpers.saved import latest_game

CITRINE = load_ready_deck("citrine")


def between_games(match: MatchSession, rng: random.Random) -> None:
    """The match's decisions after a game: the bot's own, a person's at random; then the next deal."""
    match.end_game()
    decide_between_games(match, rng)
    match.next_game()


def test_the_deck_letters_and_specs_name_the_ready_decks():
    assert deck_letters(CITRINE) == "c" * 9
    assert mix_spec("rrrrrrrrr") == "ruby" and mix_spec("crcrcrcrc") == "mixed:crcrcrcrc"


@pytest.mark.parametrize("opponent", ["random", None])
def test_a_match_saved_at_every_step_resumes_exactly(opponent):
    match = MatchSession.start(3, CITRINE, "citrine", "standard", 1, 77, opponent, ("Ann", "Bob"))
    rng = random.Random(3)
    autosave = Autosave(match=match)
    games = 0
    while not match.state.over:
        finish_game(match, rng, autosave)
        games += 1
        autosave.update(match.session)
        if not match.state.over:
            resumed = read_save(autosave.path)
            again = resumed.match
            assert again.state.wins == match.state.wins and again.state.decks == match.state.decks
            assert again.state.pending == match.state.pending and again.between_games == match.between_games
            assert not resumed.finished
        between_games(match, rng)
        if not match.state.over:
            autosave.update(match.session)
            again = read_save(autosave.path).match
            assert again.session.state.snapshot(with_generator=False) == match.session.state.snapshot(
                with_generator=False)
            assert again.spec == match.spec and again.session.seed == match.session.seed
    assert games >= 2 and not games_in_progress()
    kept = sorted(p.name for p in history_folder().iterdir())
    assert kept == [f"{autosave.path.stem}-game-{n}.json" for n in range(1, len(match.finished) + 1)], \
        "each game of the match is kept in the history on its own"


def test_a_resumed_match_deals_the_same_next_game():
    match = MatchSession.start(3, CITRINE, "citrine", "standard", 0, 5, "random")
    rng = random.Random(8)
    autosave = Autosave(match=match)
    finish_game(match, rng)
    autosave.update(match.session)
    resumed, message = latest_game()
    assert message is None and resumed.match is not None
    again = resumed.match
    between_games(match, random.Random(1))
    between_games(again, random.Random(1))
    assert again.session.state.snapshot() == match.session.state.snapshot()


def test_a_save_whose_match_was_changed_is_set_aside():
    match = MatchSession.start(3, CITRINE, "citrine", "standard", 0, 5, "random")
    autosave = Autosave(match=match)
    finish_game(match, random.Random(2))
    autosave.update(match.session)
    data = json.loads(autosave.path.read_text())
    data["match"]["first_deck"] = "r" * 9
    autosave.path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="not the one the match dealt"):
        read_save(autosave.path)
    resumed, message = latest_game()
    assert resumed is None and "could not be read" in message
    assert load_statistics().versus == {}


def test_a_resumed_random_mix_match_deals_new_matches_from_random_mixes():
    from game.decks.specs import deck_source
    from game.session.match_session import match_dealer

    match = match_dealer(deck_source("random-mix"), "standard", 3, "random", seed=12)()
    assert match.first_spec.startswith("mixed:") and match.dealt_from == "random-mix"
    autosave = Autosave(match=match)
    autosave.update(match.session)
    assert read_save(autosave.path).match.dealt_from == "random-mix"
