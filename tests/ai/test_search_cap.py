"""The client's time cap on a search: off, it changes nothing; on, the search stops starting
playouts and still gives every option an estimate."""

from __future__ import annotations

import math
import time
from itertools import islice

from game.ai import search
from game.ai.playouts import SampledWorlds
from game.ai.search import SearchBot, successive_halving
from game.engine.view import view

from helpers.scripted import random_decisions


def decision_views(count: int):
    """Views of the player to decide, with more than one option, from random games."""
    views = (view(s, s.pending.player) for s, _ in random_decisions(range(20), 0.15) if len(s.pending.options) > 1)
    return list(islice(views, count))


def never() -> bool:
    """A deadline at infinity."""
    return time.monotonic() >= math.inf


def test_a_cap_that_never_comes_leaves_every_decision_as_it_was():
    for k, seen in enumerate(decision_views(5)):
        seed = 1000 + k
        uncapped = SearchBot(seed, 24).weigh(seen, SampledWorlds(seen, seed), seed)
        capped = SearchBot(seed, 24).weigh(seen, SampledWorlds(seen, seed), seed, time_up=never)
        assert capped == uncapped and len(uncapped.top) > 1


class FixedWorlds:
    def world(self, i):
        return i


def test_a_passed_cap_plays_each_option_once(monkeypatch):
    calls = []
    monkeypatch.setattr(search, "playout_score", lambda world, choice, me, seed, sides: calls.append(choice) or 1.0)
    weighed = successive_halving(list("abcdefgh"), FixedWorlds(), 0, 1, budget=200, time_up=lambda: True)
    assert sorted(calls) == list("abcdefgh")
    assert sorted(e.choice for e in weighed) == list("abcdefgh") and all(e.playouts == 1 for e in weighed)


def test_a_cap_mid_search_keeps_the_options_still_in_on_the_same_worlds(monkeypatch):
    monkeypatch.setattr(search, "playout_score", lambda world, choice, me, seed, sides: float(choice == "c"))
    asked = []
    weighed = successive_halving(list("abcdefgh"), FixedWorlds(), 0, 1, budget=200,
                                 time_up=lambda: asked.append(1) or len(asked) > 30)
    assert weighed[0].choice == "c" and weighed[0].win_chance == 1.0
    assert sorted(e.choice for e in weighed) == list("abcdefgh")
    still_in = [e for e in weighed if e.playouts == weighed[0].playouts]
    assert len(still_in) >= 2 and sum(e.playouts for e in weighed) < 200


def test_the_tables_opponent_stops_at_its_thinking_time():
    """On a machine too slow for its whole budget, the table's search level stops at the level's
    thinking time (here none at all): one world per option still in, and a legal move."""
    from game.session.workers import bot_choice

    seen = next(v for v in decision_views(10) if len(v.options()) > 2)
    bot = SearchBot(7, 400)
    choice, after = bot_choice(bot, seen, 0.0)
    assert choice in seen.options()
    assert after.last is not None and all(e.playouts == 1 for e in after.last.top)
    whole = SearchBot(7, 40)
    assert bot_choice(whole, seen)[1].last.top[0].playouts > 1
