"""What a table message says besides the view: the deck's own letters (the abilities alone may not tell which
ready deck a number's cards come from), and once a game is over, its whole record."""

from __future__ import annotations

import random

from game.decks.deck import lettered_deck, load_ready_deck
from game.online.hosted import HostedGame
from game.online.server import Live
from game.online.wire import choice_to_json
from game.storage.records import GameRecord, replay


def test_the_table_names_the_decks_letters_and_the_record_comes_only_with_the_end():
    game = HostedGame.host("Ann", "mixed:rcceccrce", "strategic", 3, 1)
    game.join("Bob")
    live, rng = Live(game), random.Random(2)
    while game.state.result is None:
        for seat in (0, 1):
            table = live.table(seat)
            assert table.deck == "rcceccrce" and table.record is None, "no record while the game goes on"
        pending = game.state.pending
        game.choose(pending.player, len(game.state.history), choice_to_json(rng.choice(pending.options)))
        if game.finished:
            break
    finished = game.finished[0]
    ends = [live.table(seat, finished) for seat in (0, 1)]
    assert ends[0].record == ends[1].record is not None and not ends[0].abandoned
    record = GameRecord.model_validate(ends[0].record)
    assert record.deck.cards == lettered_deck("rcceccrce").cards and record.players == ("Ann", "Bob")
    assert replay(record).result == finished.result
    asked = game.between()
    if asked is not None:  # a game won: the winner builds the next deck, the loser chooses who starts
        game.decide(asked.decides, "eeeeeeeee", None)
        game.decide(1 - asked.decides, None, 0)
    following = live.table(0)
    assert following.record is None and following.deck == ("eeeeeeeee" if asked else "rcceccrce")


def test_a_deck_of_one_letter_is_the_ready_deck_itself():
    assert lettered_deck("eeeeeeeee") == load_ready_deck("emerald")
    assert lettered_deck("eeeeeeeer").id == "mixed:eeeeeeeer"
