"""The swap test on the wire: swapping two hidden cards a player cannot tell apart changes no byte of what
their connection is sent (the table message the server builds for their seat, options and match score
included), for at least 100 positions of every deck."""

from __future__ import annotations

import random

import pytest

from game.engine import GameState
from game.engine.cards import NUM
from game.engine.playout import states, uniform
from game.online.hosted import HostedGame
from game.online.protocol import frame
from game.online.server import Live

from helpers.scripted import CITRINE, EMERALD, RUBY, random_mix
from helpers.swaps import candidate_pairs, card_at, hidden_places, swap

DECKS = {"citrine": lambda seed: CITRINE, "ruby": lambda seed: RUBY, "emerald": lambda seed: EMERALD,
         "mix": random_mix}


def seated_positions(deck: str, count: int):
    """`count` positions of random games of `deck`, each at the table of a hosted game both friends sit at."""
    found = seed = 0
    while found < count:
        rng = random.Random(f"wire-swap:{deck}:{seed}")
        state = GameState(DECKS[deck](seed), ("standard", "strategic")[seed % 2], seed // 2 % 2, seed)
        for s in states(state, uniform(rng)):
            if rng.random() < 0.15 and s.pending is not None:
                found += 1
                yield s, rng
        seed += 1


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("best_of", [1, 3])
def test_swapping_cards_a_player_cannot_tell_apart_changes_no_byte_they_are_sent(deck, best_of):
    game = HostedGame.host("Ann", "citrine", "standard", best_of, 0)
    game.join("Bob")
    live = Live(game)
    positions = swaps = told = 0
    for s, rng in seated_positions(deck, 100 if best_of == 1 else 25):
        positions += 1
        for seat in (0, 1):
            pairs, _ = candidate_pairs(s, seat, rng, limit=2)
            game.state = s
            sent = frame(live.table(seat))
            for a, b in pairs:
                swapped = s.copy()
                swap(swapped, a, b)
                game.state = swapped
                assert frame(live.table(seat)) == sent, (s.history, seat, a, b)
                swaps += 1
            own, hidden = ("hand", seat, 0), hidden_places(s, seat)
            if s.hands[seat] and hidden and NUM[card_at(s, own)] != NUM[card_at(s, hidden[0])]:
                swapped = s.copy()  # a card of the player's own hand for a hidden one: that shows, so the test
                swap(swapped, own, hidden[0])  # can fail
                game.state = swapped
                told += frame(live.table(seat)) != sent
    assert swaps >= positions and told > 0
