"""The history keeps every ending: a finished game (each game of a match too) whole, with its result."""

import random

from game.cli import main
from game.decks.specs import deck_source
from game.session.game_session import GameSession
from game.session.match_session import MatchSession
from game.storage.records import RecordError, record_game, save_record
from game.storage.records_shared import open_watched
from game.storage.saves import Autosave, games_in_progress, history_folder, saves_folder
from game.ui.scenes.replay_list import listed

from helpers.finished import finished_game, play_out
from helpers.matches import decide_between_games

CITRINE = deck_source("citrine").deck


def test_a_finished_game_is_kept_with_its_last_decision_and_its_result():
    session = finished_game()
    assert games_in_progress() == []
    [path] = history_folder().glob("*.json")
    watched = open_watched(path)
    assert watched.state.result is not None, "the history stops before the Big Reveal"
    assert watched.state.history == session.state.history and watched.state.result == session.state.result


def test_a_finished_hotseat_game_can_be_watched():
    finished_game(opponent=None)
    [path] = history_folder().glob("*.json")
    try:
        watched = open_watched(path)
    except RecordError as error:
        watched = error
    assert not isinstance(watched, RecordError), f"a finished hotseat game was refused: {watched}"
    assert watched.open_to_all and watched.names == ("Ann", "Bob")


def test_each_game_of_a_match_goes_to_the_history_with_its_ending():
    rng = random.Random(5)
    match = MatchSession.start(3, CITRINE, "citrine", "standard", 0, 11, "random")
    autosave = Autosave(saves_folder() / "game-match.json", match)
    while True:
        play_out(match.session, autosave, rng)
        if match.state.over:
            break
        match.end_game()
        decide_between_games(match, rng)
        match.next_game()
    kept = sorted(history_folder().glob("*.json"))
    assert len(kept) == len(match.finished) >= 2, "every game of the match is in the history"
    assert all(open_watched(path).state.result is not None for path in kept)
    lines = [listed(path, shared=False).line for path in kept]
    assert all("of best of 3" in line and ("Won against Random" in line or "Lost to Random" in line
                                            or "tie" in line) for line in lines), lines
    assert not games_in_progress()


def test_the_list_says_result_opponent_and_deck_as_named():
    from game.decks.custom import save_custom

    save_custom("Mix One", "crecrecre")
    source = deck_source("custom:Mix One")
    session = GameSession(source.deck, "standard", 8, "easy", 0, spec=source.spec)
    play_out(session, Autosave(saves_folder() / "game-8.json"), random.Random(8))
    [path] = history_folder().glob("*.json")
    line = listed(path, shared=False).line
    winner = session.state.result.winner
    said = "A tie with Easy" if winner is None else "Won against Easy" if winner == 0 else "Lost to Easy"
    assert said in line and line.endswith("Mix One"), line


def test_replay_on_a_history_file_tells_how_it_ended(capsys):
    finished_game()
    [path] = history_folder().glob("*.json")
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert code == 0 and "unfinished" not in out and "Input should be" not in err, err
    assert "Player 1: Suitcase" in out


def test_an_unfinished_record_never_says_a_turn_past_the_last(tmp_path, capsys):
    """Ruby's Dead Drop asks after the final turns: the record stops there, not in "final turn 13 of 12"."""
    session = GameSession(deck_source("ruby").deck, "standard", 6, "random", 0)
    rng = random.Random(6)
    while session.state.turn < 12:
        if session.bot_to_move:
            session.apply_bot(session.bot.choose(session.bot_view()))
        else:
            session.apply_human(rng.choice(session.state.pending.options))
    path = tmp_path / "unfinished.json"
    save_record(path, record_game(session.state, session.deck, "ruby"))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "of 12" not in out and "13" not in out.split("after")[0], out
    assert "after the final turns" in out

