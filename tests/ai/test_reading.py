"""The opponent's Actions as evidence (game/ai/reading.py): read from the player's own views, and worth reading."""

from __future__ import annotations

import copy
import dataclasses
import math
import random

import pytest

from game.ai import bot_seed, make_bot
from game.ai.base import show_action_coming
from game.ai.heuristic import HeuristicBot
from game.ai.reading import ActionReader, glance_reading_petals, petals_read
from game.decks.specs import deck_source
from game.engine import CHANCE, GameState
from game.engine.cards import NUM, NUMBERS, ring_distance
from game.engine.deduction import deduce, glance
from game.engine.view import view
from game.engine.worlds import table_while_they_choose
from game.simulation.games import game_seed

from helpers.scripted import game, hand_position, option, play, random_decisions
from helpers.swaps import candidate_pairs, swap


def test_the_table_an_action_is_read_against_comes_from_the_view_alone():
    """A swap the waiting player cannot see draws the same table, down to every card."""
    checked = 0
    for s, rng in random_decisions(range(0, 80, 2), rate=0.3):
        if s.pending.kind != "action":
            continue
        me = 1 - s.pending.player
        keep, _ = candidate_pairs(s, me, rng, limit=2)
        for a, b in keep:
            s2 = s.copy()
            swap(s2, a, b)
            seed = rng.getrandbits(32)
            first = table_while_they_choose(view(s, me), random.Random(seed))
            second = table_while_they_choose(view(s2, me), random.Random(seed))
            assert first.snapshot() == second.snapshot(), (s.history, a, b)
            assert view(first, me) == view(s, me)
            checked += 1
    assert checked >= 40


def played(games: int, reading: bool = True, reader: ActionReader | None = None, first: int = 0,
           opponent: str = "heuristic"):
    """(reader, the state, seat 0's view) at each of seat 0's Actions from turn 8 of the heuristic's
    games against `opponent`, the reader shown seat 0's view at each of the opponent's Actions."""
    decks = deck_source("citrine")
    for index in range(first, first + games):
        seed = game_seed(5, index)
        deck, _ = decks.for_game(seed)
        state = GameState(deck.abilities(), "standard", index % 2, seed)
        bots = (make_bot("heuristic", bot_seed(seed, 0)), make_bot(opponent, bot_seed(seed, 1)))
        reading_now = reader or ActionReader(seed)
        while state.pending is not None:
            player = state.pending.player
            if player == CHANCE:
                state.resolve_chance()
                continue
            if reading and player == 1 and state.pending.kind == "action":
                reading_now.observe(view(state, 0))
            seen = view(state, player)
            if player == 0 and seen.pending.kind == "action" and seen.turn >= 8:
                yield reading_now, state, seen
            state.apply(bots[player].choose(seen))


def test_a_player_who_follows_no_rule_does_not_mislead_the_reader():
    """Against a player choosing at random the reading loses nothing on the posterior alone (the
    mean log-loss of the true Suitcase), where reading it by the heuristic's rules alone would."""
    prior, read = [], []
    for reader, state, seen in played(20, opponent="random"):
        suitcase = NUM[state.suitcase[1]]
        chances = deduce(seen).suitcase
        weights = reader.suitcases(seen)
        prior.append(-math.log(chances[suitcase]))
        read.append(-math.log(chances[suitcase] * weights[suitcase] / sum(chances[s] * weights[s] for s in NUMBERS)))
    assert len(prior) >= 30
    assert sum(read) <= sum(prior)


def test_reading_the_actions_gives_the_true_suitcase_more_weight():
    """Against the heuristic, the true Suitcase's share rises well above the posterior's
    (benchmarks/README.md: about a third to 0.44)."""
    before, after = [], []
    for reader, state, seen in played(40):
        suitcase = NUM[state.suitcase[1]]
        prior = deduce(seen).suitcase
        weights = reader.suitcases(seen)
        assert max(weights) <= 1.0 + 1e-9 and min(weights[1:]) >= 0.0
        total = sum(prior[s] * weights[s] for s in NUMBERS)
        before.append(prior[suitcase])
        after.append(prior[suitcase] * weights[suitcase] / total)
    assert len(before) >= 60
    assert sum(after) / len(after) > sum(before) / len(before) + 0.05


def test_a_reader_shown_nothing_weighs_every_suitcase_alike():
    for reader, _, seen in played(3, reading=False):
        assert reader.suitcases(seen) == [1.0] * 10


def test_what_is_read_depends_on_the_view_alone():
    """The same reader asked at a view and at the view of a state with hidden cards swapped (a
    swap its player cannot see) gives the same weights."""
    checked = 0
    rng = random.Random(3)
    for reader, state, seen in played(6):
        keep, _ = candidate_pairs(state, 0, rng, limit=1)
        for a, b in keep:
            s2 = state.copy()
            swap(s2, a, b)
            assert copy.deepcopy(reader).suitcases(seen) == copy.deepcopy(reader).suitcases(view(s2, 0))
            checked += 1
    assert checked >= 5


def test_an_action_the_log_no_longer_shows_is_forgotten():
    """Asked at a view from before an Action it read (an undo), the reader drops that reading."""
    for reader, _, seen in played(2):
        reader.suitcases(seen)
        if not reader.read:
            continue
        first = min(reader.read)
        early = dataclasses.replace(seen, step=first, events=tuple(e for e in seen.events if e.step < first))
        assert reader.suitcases(early) == [1.0] * 10
        assert not reader.read
        return
    raise AssertionError("no Action was read")


def test_simulate_shows_a_reader_the_opponents_actions():
    decks = deck_source("citrine")
    seed = game_seed(9, 0)
    deck, _ = decks.for_game(seed)
    state = GameState(deck.abilities(), "standard", 0, seed)
    bots = [make_bot("expert:4", bot_seed(seed, 0)), make_bot("heuristic", bot_seed(seed, 1))]
    observed = actions = 0
    while state.pending is not None:
        if state.pending.player == CHANCE:
            state.resolve_chance()
            continue
        before = len(bots[0].reader.waiting) + len(bots[0].reader.read)  # type: ignore[attr-defined]
        show_action_coming(bots, state)
        observed += len(bots[0].reader.waiting) + len(bots[0].reader.read) > before  # type: ignore[attr-defined]
        player = state.pending.player
        actions += player == 1 and state.pending.kind == "action"
        state.apply(bots[player].choose(view(state, player)))
    assert observed == actions >= 5
    assert bots[0].reader.read  # type: ignore[attr-defined]


def test_a_table_is_drawn_only_while_the_opponent_chooses_its_action():
    for s, _ in random_decisions(range(4), rate=0.5):
        if s.pending.kind == "action":
            try:
                table_while_they_choose(view(s, s.pending.player), random.Random(1))
            except ValueError as error:
                assert "waiting on the opponent's Action" in str(error)
            else:
                raise AssertionError("the deciding player's view drew a table")
            return
    raise AssertionError("no Action found")


def test_the_next_game_of_a_match_forgets_the_last_games_readings():
    """One reader through two games, as a match seats it: the second game starts unread."""
    reader = ActionReader(1)
    *_, (_, _, last) = played(1, reader=reader)
    reader.suitcases(last)
    assert reader.read
    _, _, first_of_next = next(played(1, reading=False, reader=reader, first=1))
    assert reader.suitcases(first_of_next) == [1.0] * 10
    assert not reader.read and not reader.waiting


def read_elsewhere(reader: ActionReader, seen) -> tuple[list[float], int]:
    """In another process (its own string hashes): the weights, and how many readings are kept."""
    weights = reader.suitcases(seen)
    return weights, len(reader.read)


def test_a_reader_sent_to_the_worker_keeps_its_readings():
    """The table shows the expert its views in the window's process and the worker reads them, so a
    reading made in one process must hold in another."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    decisions = list(played(1))
    reader, _, middle = decisions[len(decisions) // 2]
    reader.suitcases(middle)
    reader, _, last = decisions[-1]
    assert reader.read
    here = read_elsewhere(copy.deepcopy(reader), last)
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        there = pool.submit(read_elsewhere, reader, last).result()
    assert there == here and here[1] >= 2


def petals_named(answer) -> tuple[GameState, int]:
    """Seat 0 Deploys Picking Petals against a Suitcase 5 (no Guards: two petals); `answer` picks each
    petal from the options. The state after, and the first number named."""
    s = game(([3, 8], [1, 2]), (7, 5), draw=[4, 6])
    play(s, "deploy", hand_position(s, 0, 3))
    named = []
    while s.pending.kind == "answer_number":
        choice = answer(s)
        named.append(choice[1])
        s.apply(choice)
    assert len(named) == 2
    return s, named[0]


def test_petals_named_as_the_heuristic_names_them_point_to_its_suitcase():
    """The heuristic names the numbers farthest from its Suitcase: the reader then gives the
    Suitcases that far from them (5, and a neighbour) nearly all the weight."""
    s, _ = petals_named(lambda s: HeuristicBot(2).choose(view(s, 1)))
    weights = ActionReader(1).suitcases(view(s, 0))
    assert weights[5] == max(weights)
    assert sum(w > 0.2 for w in weights[1:]) <= 2
    assert all(weights[n] < 0.05 for n in NUMBERS if ring_distance(n, 5) >= 2)
    chances = glance_reading_petals(view(s, 0)).suitcase
    assert sum(chances) == pytest.approx(1.0) and chances[5] > 0.4 > glance(view(s, 0)).suitcase[5]
    keep, _ = candidate_pairs(s, 0, random.Random(1), limit=3)
    for a, b in keep:  # read from the view alone: a swap seat 0 cannot see changes nothing
        s2 = s.copy()
        swap(s2, a, b)
        assert ActionReader(1).suitcases(view(s2, 0)) == weights
        assert glance_reading_petals(view(s2, 0)) == glance_reading_petals(view(s, 0))
    assert keep


def test_petals_named_otherwise_leave_the_truth_possible():
    """A person who names the numbers next to their Suitcase: as a player who follows no rule
    might, so the truth keeps a fair weight."""
    s, first = petals_named(lambda s: option(s, "number", 6 if s.pending.options.count(("number", 6)) else 4))
    assert first == 6
    weights = ActionReader(1).suitcases(view(s, 0))
    assert 0.1 < weights[5] < 0.5 and max(weights) == 1.0 and max(weights[4], weights[6]) < 1e-9


def test_no_petal_named_reads_nothing():
    for _, _, seen in played(2, reading=False):
        assert petals_read(seen.events, 1) == [0.0] * 10
