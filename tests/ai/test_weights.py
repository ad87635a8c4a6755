"""The numbers behind the heuristic's rules of thumb: changed by name, and they decide its choice."""

from __future__ import annotations

import pytest

from game.ai import make_bot, playouts
from game.ai.heuristic import HeuristicBot
from game.ai.reading import glance_reading_petals
from game.ai.search import SearchBot, best_options
from game.ai.weights import (
    CUTTERS,
    HEURISTIC,
    LEVEL_MODELS,
    LEVEL_WEIGHTS,
    READERS,
    READING,
    SEARCH,
    STYLES,
    Sides,
    Weights,
)
from game.decks.deck import load_ready_deck
from game.engine import GameState
from game.engine.deduction import glance
from game.engine.playout import decisions, seated
from game.engine.view import view

from helpers.scripted import game


def test_with_values_changes_named_numbers_and_table_entries_only():
    changed = HEURISTIC.with_values({"keep_hit": 1.5, "info.fortune_teller": 2.0})
    assert changed.keep_hit == 1.5 and changed.info["fortune_teller"] == 2.0
    assert changed.info["decoy_guard"] == HEURISTIC.info["decoy_guard"]
    assert HEURISTIC.info["fortune_teller"] == 1.4 and HEURISTIC == Weights()
    with pytest.raises(TypeError):
        HEURISTIC.with_values({"no_such_number": 1.0})
    with pytest.raises(KeyError):
        HEURISTIC.with_values({"nowhere.fortune_teller": 1.0})
    with pytest.raises(KeyError):
        HEURISTIC.with_values({"info.no_such_card": 1.0})
    assert changed.values()["info.fortune_teller"] == 2.0 and changed.values()["keep_hit"] == 1.5


def test_the_numbers_decide_the_choice():
    s = game(([5, 9], [2, 3]), (4, 7), draw=[6])    # Suitcase 4: Code 3-4-5; the 5 blocks it as Guard
    assert HeuristicBot(1).choose(view(s, 0)) == ("enlist_guard", 0)
    rather_encrypt = HEURISTIC.with_values({"guard_danger": 0.0, "encrypt_danger": 9.0})
    assert HeuristicBot(1, weights=rather_encrypt).choose(view(s, 0)) == ("encrypt", 0)


def test_the_search_starts_from_its_own_numbers_and_keeps_their_choice_on_a_tiny_budget():
    """Where the tuned numbers and the heuristic's disagree, a search of their best two with one
    playout each (one round: neither can be clearly better) plays the tuned numbers' choice."""
    differ = 0
    for seed in range(40):
        state = GameState(load_ready_deck("citrine").abilities(), "standard", seed % 2, seed)
        for s in decisions(state, seated([HeuristicBot(seed), HeuristicBot(seed + 1)])):
            seen = view(s, s.pending.player)
            if seen.final_turn or s.pending.kind != "action":
                continue
            tuned = best_options(HeuristicBot(0, weights=LEVEL_WEIGHTS["expert"]).scores(seen), None)
            own = best_options(HeuristicBot(0).scores(seen), None)
            if tuned[0] != own[0]:
                differ += 1
                assert SearchBot(seed, budget=1, width=2).choose(seen) == tuned[0]
        if differ >= 3:
            return
    pytest.fail("the tuned numbers never chose otherwise than the heuristic's")


def test_toward_goes_the_given_share_of_the_way_between_two_sets():
    assert HEURISTIC.toward(SEARCH, 0.0) == HEURISTIC
    assert HEURISTIC.toward(SEARCH, 1.0).values() == pytest.approx(SEARCH.values())
    half = HEURISTIC.toward(SEARCH, 0.5)
    assert half.keep_danger == pytest.approx((HEURISTIC.keep_danger + SEARCH.keep_danger) / 2)
    assert half.info["fortune_teller"] == pytest.approx(
        (HEURISTIC.info["fortune_teller"] + SEARCH.info["fortune_teller"]) / 2)


def test_each_search_level_plays_on_its_own_numbers_against_its_own_model():
    for level, numbers in LEVEL_WEIGHTS.items():
        bot = make_bot(level, 1)
        assert bot.sides == (numbers, LEVEL_MODELS[level], level in READERS, level in CUTTERS)
        assert bot.heuristic.weights == numbers
    assert LEVEL_WEIGHTS["normal"] == HEURISTIC and LEVEL_WEIGHTS["oracle"] == SEARCH
    assert LEVEL_WEIGHTS["expert"] == SEARCH.with_values({"info.picking_petals": READING.info["picking_petals"]})
    assert LEVEL_WEIGHTS["hard"] not in (HEURISTIC, SEARCH)
    assert all(model == HEURISTIC for model in LEVEL_MODELS.values())


@pytest.mark.parametrize("me", [0, 1])
def test_a_playout_seats_the_searcher_on_its_numbers_and_the_opponent_on_the_model(monkeypatch, me):
    seated_with: list[Weights] = []

    class Recorded(HeuristicBot):
        def __init__(self, seed: int, glancing: bool = False, weights: Weights = HEURISTIC, **rest) -> None:
            super().__init__(seed, glancing, weights, **rest)
            seated_with.append(weights)

    monkeypatch.setattr(playouts, "HeuristicBot", Recorded)
    state = GameState(load_ready_deck("citrine").abilities(), "standard", 0, 5)
    while state.pending.player != me or len(state.pending.options or ()) < 2:
        state.apply(state.pending.options[0]) if state.pending.options else state.resolve_chance()
    mine, theirs = HEURISTIC.with_values({"keep_hit": 1.0}), HEURISTIC.with_values({"keep_hit": 9.0})
    playouts.playout_score(state, state.pending.options[0], me, 3, Sides(mine, theirs))
    assert seated_with[me] is mine and seated_with[1 - me] is theirs


@pytest.mark.parametrize("reads", [False, True])
def test_a_reading_searcher_reads_the_petals_in_its_playouts_too(monkeypatch, reads):
    """Its own side alone: the opponent is modelled as the heuristic, who reads nothing."""
    seated: list[HeuristicBot] = []

    class Recorded(HeuristicBot):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            seated.append(self)

    monkeypatch.setattr(playouts, "HeuristicBot", Recorded)
    state = GameState(load_ready_deck("citrine").abilities(), "standard", 0, 5)
    while len(state.pending.options or ()) < 2:
        state.apply(state.pending.options[0]) if state.pending.options else state.resolve_chance()
    me = state.pending.player
    playouts.playout_score(state, state.pending.options[0], me, 3, Sides(SEARCH, HEURISTIC, reads))
    assert (seated[me].deduction is glance_reading_petals) == reads
    assert seated[1 - me].deduction is glance



def test_the_pool_plays_the_heuristics_rules_on_its_own_numbers_under_its_own_name():
    """The strength tables' pool: `policy` is the expert's numbers without search; the two styles
    lean the tuned numbers toward attacking or toward guarding the player's own Code."""
    for name, numbers in STYLES.items():
        bot = make_bot(name, 1)
        assert isinstance(bot, HeuristicBot) and bot.weights == numbers and bot.name == name
    assert STYLES["policy"] == SEARCH
    assert STYLES["attacker"].attack_base > SEARCH.attack_base > STYLES["guardian"].attack_base
    assert STYLES["guardian"].guard_danger > SEARCH.guard_danger
    assert STYLES["guardian"].encrypt_danger > SEARCH.encrypt_danger
    assert make_bot("heuristic", 1).name == "heuristic"
