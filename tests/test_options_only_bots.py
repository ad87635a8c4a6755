"""A bot that reads only the options gets those alone: simulate builds it no view, and it chooses
as it would from a view."""

from __future__ import annotations

import game.ai.base
from game.ai.base import RandomBot, make_bot, options_reader
from game.decks.specs import deck_source
from game.engine import CHANCE, GameState
from game.engine.view import view
from game.simulation.games import Run, play_part

from helpers.scripted import CITRINE


def views_built(players: tuple[str, str], monkeypatch) -> list[int | None]:
    built: list[int | None] = []

    def counted(state, viewer):
        built.append(viewer)
        return view(state, viewer)

    monkeypatch.setattr(game.ai.base, "view", counted)
    tally = play_part(Run(6, 3, deck_source("citrine"), "standard", players), range(6))
    assert tally.games == 6 and tally.errors == 0
    return built


def test_simulate_builds_no_view_for_the_random_player(monkeypatch):
    assert views_built(("random", "random"), monkeypatch) == []


def test_simulate_builds_views_for_the_heuristic_seat_only(monkeypatch):
    built = views_built(("heuristic", "random"), monkeypatch)
    assert built and set(built) == {0}


def test_the_random_player_reads_only_the_options_and_the_heuristic_reads_its_view():
    assert options_reader(make_bot("random", 1)) is not None
    assert options_reader(make_bot("heuristic", 1)) is None


def test_the_random_player_chooses_alike_from_the_options_and_from_its_view():
    by_view, by_options = RandomBot(7), RandomBot(7)
    state = GameState(CITRINE, "standard", 0, 11)
    while state.pending is not None:
        pending = state.pending
        if pending.player == CHANCE:
            state.resolve_chance()
            continue
        choice = by_view.choose(view(state, pending.player))
        assert by_options.choose_from(pending.options or ()) == choice
        state.apply(choice)
