"""A game played online, kept from the record the server sends with its end: once in the history and the
statistics however often it arrives, as the player's side of it; a record that breaks the rules is refused."""

from __future__ import annotations

import json
import random

import pytest

from game.online.hosted import HostedGame
from game.online.server import Live
from game.online.wire import choice_to_json
from game.storage.online_games import ONLINE, OnlineMatch, keep_online_game
from game.storage.records import RecordError
from game.storage.records_shared import games_to_watch, listed
from game.storage.saves import history_folder, read_save
from game.storage.statistics import load_statistics


def finished(best_of: int = 1, seed: int = 3) -> tuple[HostedGame, Live, list]:
    """A hosted game between Ann and Bob played to its (first game's) end with random legal choices; the last
    tables each seat was sent."""
    rng = random.Random(seed)
    game = HostedGame.host("Ann", "ruby", "standard", best_of, 0)
    game.join("Bob")
    live = Live(game)
    while True:
        pending = game.state.pending
        shown = game.choose(pending.player, len(game.state.history), choice_to_json(rng.choice(pending.options)))
        if shown[0].result is not None:
            return game, live, [live.table(seat, shown[0]) for seat in (0, 1)]


def test_a_finished_game_is_kept_once_in_the_history_and_the_statistics_as_each_player_played_it():
    game, _, (ann, bob) = finished()
    result = game.state.result
    assert ann.record == bob.record and ann.record is not None
    assert keep_online_game(ann.record, 0, ("Ann", "Bob"), False, None, aided=False)
    assert not keep_online_game(ann.record, 0, ("Ann", "Bob"), False, None, aided=False), "a second copy is not kept"
    (path,) = history_folder().glob("online-*.json")
    saved = read_save(path).saved
    assert saved.opponent == ONLINE and saved.human == 0 and saved.record.players == ("you", "Bob")
    assert saved.ending.winner == result.winner and saved.ending.reason == result.reason
    versus = load_statistics().versus
    assert list(versus) == ["online / ruby / standard"] and versus["online / ruby / standard"].games == 1
    line = listed(games_to_watch()[0], shared=False).line
    assert "Bob" in line and "Ruby" in line


def test_a_game_a_player_left_is_kept_as_abandoned_and_ends_the_match():
    game, live, _ = finished(best_of=3)
    asked, rng = game.between(), random.Random(4)
    if asked is not None:
        game.decide(asked.decides, asked.deck, None)
        game.decide(1 - asked.decides, None, 0)
    while len(game.state.history) < 6 and game.state.result is None:  # into game 2, past its set-up, far from its end
        pending = game.state.pending
        game.choose(pending.player, len(game.state.history), choice_to_json(rng.choice(pending.options)))
    assert game.state.result is None, "game 2 goes on"
    game.abandon(0)  # Bob stays away too long
    table = live.table(0)
    assert table.abandoned and table.record is not None and game.state.result.winner == 0
    score = table.match
    assert keep_online_game(table.record, 0, ("Ann", "Bob"), True, OnlineMatch(score.game, 3, score.wins), False)
    (kept,) = [p for p in history_folder().glob("online-*.json") if read_save(p).saved.ending.match_game == (2, 3)]
    assert read_save(kept).saved.ending.reason == "abandoned"
    stats = load_statistics()
    assert stats.matches["online / best of 3"].wins == 1, "the one who stayed wins the match"
    assert "Won: Bob left the game" in listed(kept, shared=False).line


def test_a_record_that_breaks_the_rules_or_stops_early_is_refused_and_nothing_is_written():
    game, _, (ann, _) = finished()
    broken = json.loads(json.dumps(ann.record))
    broken["steps"] = broken["steps"][:-3]
    with pytest.raises(RecordError, match="stops before its end"):
        keep_online_game(broken, 0, ("Ann", "Bob"), False, None, False)
    broken["steps"] = [{"kind": "nonsense"}]
    with pytest.raises(RecordError):
        keep_online_game(broken, 0, ("Ann", "Bob"), False, None, False)
    assert not list(history_folder().glob("*.json")) and not load_statistics().versus
