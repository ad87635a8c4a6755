"""The search player: options weighed by playouts in worlds drawn from its own view."""

from __future__ import annotations

import pytest

from game.ai import make_bot, parse_player, search, sight
from game.ai.budgets import budget_at
from game.ai.easy import forgetful
from game.ai.playouts import TrueWorld
from game.ai.search import OracleBot, SearchBot, successive_halving
from game.engine.view import View, view

from helpers.scripted import encrypt_until, final_turn, game, play, play_card


def test_a_decision_keeps_its_best_options_with_their_win_chances():
    s = final_turn()
    thought = SearchBot(seed=3, budget=24).think(view(s, 0))
    assert thought.choice in s.pending.options
    assert thought.top[0].choice == thought.choice and 1 <= len(thought.top) <= search.TOP
    assert all(0.0 <= e.win_chance <= 1.0 and e.playouts >= 1 for e in thought.top)
    assert len({e.choice for e in thought.top}) == len(thought.top)


def test_the_budget_counts_playouts(monkeypatch):
    s = game(([5, 9], [2, 3]), (4, 7), draw=[6])
    calls = []
    real = search.playout_score
    monkeypatch.setattr(search, "playout_score", lambda *args: calls.append(1) or real(*args))
    SearchBot(seed=1, budget=20).think(view(s, 0))
    assert 0 < len(calls) <= budget_at(20, s.turn, cuts=True) + len(s.pending.options)


class FixedWorlds:
    def world(self, i):
        return i


def test_an_option_better_on_the_same_worlds_replaces_the_heuristic_choice(monkeypatch):
    monkeypatch.setattr(search, "playout_score", lambda world, choice, me, seed, sides: float(choice == "c"))
    weighed = successive_halving(["a", "b", "c", "d"], FixedWorlds(), 0, 1, budget=40)
    assert weighed[0].choice == "c" and weighed[0].win_chance == 1.0


def test_options_that_play_out_alike_leave_the_heuristic_choice(monkeypatch):
    monkeypatch.setattr(search, "playout_score", lambda world, choice, me, seed, sides: world % 2 * 1.0)
    weighed = successive_halving(["b", "a", "c"], FixedWorlds(), 0, 1, budget=30)
    assert weighed[0].choice == "b"


def test_an_option_ahead_only_by_noise_leaves_the_heuristic_choice(monkeypatch):
    # "a" wins the even worlds, "b" the odd ones: of 11 worlds, "a" wins one more
    monkeypatch.setattr(search, "playout_score",
                        lambda world, choice, me, seed, sides: float((world + (choice == "b")) % 2 == 0))
    weighed = successive_halving(["b", "a"], FixedWorlds(), 0, 1, budget=22)
    assert weighed[0].playouts == 11 and weighed[1].win_chance > weighed[0].win_chance
    assert weighed[0].choice == "b"


def test_a_forced_choice_is_made_without_playouts(monkeypatch):
    s = final_turn()
    monkeypatch.setattr(search, "playout_score", lambda *args: pytest.fail("no playout for one option"))
    bot = SearchBot(seed=1, budget=50, width=1)
    assert bot.choose(view(s, 0)) in s.pending.options and bot.last is not None and bot.last.top == ()


def test_the_oracle_alone_is_shown_the_whole_state():
    s = final_turn()
    assert sight(make_bot("oracle", 1), s, 0) is s
    for name in ("random", "heuristic", "easy", "normal", "hard", "expert"):
        assert isinstance(sight(make_bot(name, 1), s, 0), View)


def test_the_oracle_searches_the_true_state():
    s = final_turn()
    bot = OracleBot(seed=2, budget=12)
    assert bot.choose(s) in s.pending.options
    assert TrueWorld(s).world(0).snapshot() == s.snapshot()


@pytest.mark.parametrize("text, parsed", [("hard", ("hard", None)), ("hard:400", ("hard", 400)),
                                          (" Expert:7 ", ("expert", 7)), ("oracle:50", ("oracle", 50))])
def test_a_search_level_takes_a_budget(text, parsed):
    assert parse_player(text) == parsed
    assert make_bot(text, 1).budget == (parsed[1] or make_bot(parsed[0], 1).budget)


@pytest.mark.parametrize("text, says", [("hard:0", "at least 1"), ("hard:x", "whole number"),
                                        ("heuristic:5", "only the search levels"), ("master", "unknown")])
def test_a_wrong_player_is_refused_saying_why(text, says):
    with pytest.raises(ValueError, match=says):
        parse_player(text)


def test_easy_forgets_the_answers_of_older_turns():
    s = game(([2, 4], [7, 1]), (5, 7), draw=[9, 9, 6, 6, 4, 5, 8, 2, 3, 1])
    play_card(s, "deploy", 2)
    play(s, "number", 7)
    encrypt_until(s, 6)
    seen = view(s, 0)
    assert any(e.kind == "answer" for e in seen.events)
    remembered = forgetful(seen)
    assert not any(e.kind == "answer" for e in remembered.events)
    assert [e.kind for e in remembered.events if e.kind in ("deal", "dealt")] == \
        [e.kind for e in seen.events if e.kind in ("deal", "dealt")]


def test_the_final_turns_get_a_larger_budget():
    assert [budget_at(10, turn) for turn in (-1, 0, 9, 10, 11)] == [10, 10, 10, 20, 20]


def test_only_the_experts_budget_grows_in_the_later_turns():
    """A fifth more a turn from turn 5, twice at turn 9 as in the final turns."""
    assert [budget_at(10, turn, grows=True) for turn in (-1, 0, 4, 5, 7, 9, 10, 11)] == [10, 10, 10, 12, 16, 20, 20, 20]
    assert make_bot("expert", 1).grows and make_bot("expert:12", 1).grows
    assert not make_bot("hard", 1).grows and not make_bot("normal", 1).grows


def test_one_seed_gives_one_choice_whatever_the_clock(monkeypatch):
    """The budget counts playouts, never time: a level's decision reads no clock, so a slow
    machine, a busy one or another number of workers makes the same choice."""
    class NoClock:
        def __getattr__(self, name):
            raise AssertionError(f"the search read the clock (time.{name})")

    s = game(([5, 9], [2, 3]), (4, 7), draw=[6])
    before = [make_bot(level, 11).choose(view(s, 0)) for level in ("normal", "hard:12", "expert:12")]
    monkeypatch.setattr(search, "time", NoClock())
    assert [make_bot(level, 11).choose(view(s, 0)) for level in ("normal", "hard:12", "expert:12")] == before
