"""A match online between its games: the winner builds the deck, the loser chooses who starts, each only when
asked; the server's file keeps every decision, so a server restarted at any point of the gap asks the same."""

from __future__ import annotations

import random

import pytest

from game.online.hosted import GameFile, HostedGame, Refusal
from game.online.protocol import Decide, ProtocolError, read_client
from game.online.wire import choice_to_json


def to_first_end(seed: int) -> HostedGame:
    """A best of 3 between Ann and Bob, played with random legal choices until a game is won."""
    game = HostedGame.host("Ann", "citrine", "standard", 3, 0)
    game.join("Bob")
    rng = random.Random(seed)
    while game.between() is None:
        pending = game.state.pending
        game.choose(pending.player, len(game.state.history), choice_to_json(rng.choice(pending.options)))
    return game


def again(game: HostedGame) -> HostedGame:
    """The game as a restarted server reads it back from its file."""
    return HostedGame.from_file(GameFile.model_validate_json(game.to_file().model_dump_json()))


@pytest.mark.parametrize("seed", [1, 2])
def test_each_decision_is_asked_of_its_player_and_survives_a_restart(seed):
    game = to_first_end(seed)
    asked = game.between()
    winner = asked.winners[-1]
    assert asked.decision == "build_deck" and asked.decides == winner and game.state.result is not None
    assert again(game).between() == asked, "a restart asks the winner again"
    with pytest.raises(Refusal, match="no decision between games is yours"):
        game.decide(1 - winner, "rrrrrrrrr", None)
    with pytest.raises(Refusal, match="asks for the next game's deck"):
        game.decide(winner, None, 0)
    assert game.decide(winner, "crecrecre", None) == []

    asked = game.between()
    assert (asked.decision, asked.decides, asked.deck) == ("choose_starter", 1 - winner, "crecrecre")
    assert again(game).between() == asked, "a restart keeps the deck built and asks the loser"
    restarted = again(game)
    (dealt,) = game.decide(1 - winner, None, winner)
    assert game.between() is None and dealt is game.state and dealt.result is None and dealt.first == winner
    assert game.letters_of(dealt) == "crecrecre" and game.score().game == len(asked.winners) + 1

    (redealt,) = restarted.decide(1 - winner, None, winner)
    assert redealt.first == winner and restarted.letters_of(redealt) == "crecrecre"
    back = again(game)
    assert back.between() is None and back.state.history == game.state.history, "the next game resumes as dealt"


def test_a_decision_is_one_deck_of_nine_letters_or_one_seat_and_nothing_else():
    assert read_client('{"v": 1, "kind": "decide", "deck": "crecrecre"}') == Decide(deck="crecrecre")
    assert read_client('{"v": 1, "kind": "decide", "starter": 1}') == Decide(starter=1)
    for wrong, said in (('"deck": "crecrecrx"', "field deck"), ('"starter": 2', "field starter"),
                        ('"deck": "crecrecre", "starter": 0', "either"), ("", "either")):
        with pytest.raises(ProtocolError, match=said):
            read_client('{"v": 1, "kind": "decide"' + (", " + wrong if wrong else "") + "}")


def test_a_match_played_out_ends_with_its_result_for_both_seats():
    game = to_first_end(5)
    rng = random.Random(5)
    while game.ended is None:
        asked = game.between()
        if asked is not None:
            game.decide(asked.decides, asked.deck if asked.decision == "build_deck" else None,
                        None if asked.decision == "build_deck" else rng.randrange(2))
            continue
        pending = game.state.pending
        game.choose(pending.player, len(game.state.history), choice_to_json(rng.choice(pending.options)))
    result = game.between()
    assert result is not None and result.decision is None and result.decides is None
    assert (max(result.wins) == 2 or len(result.winners) == 6) and len(result.winners) == len(result.reasons)
    assert again(game).between() == result, "a restarted server says the same result"
