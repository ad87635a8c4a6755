"""The game session: seats, the human's and the bot's moves, and undo that can never leak."""

import pytest

from game.decks.deck import load_ready_deck
from game.engine import IllegalChoice
from game.session.game_session import GameSession, first_player_for
from game.text.undo_words import undo_stop_line

from helpers.scripted import game, hand_position, play_card

DECK = load_ready_deck("citrine")


def session_at(state) -> GameSession:
    return GameSession.at(state, DECK, seed=7, opponent="random")


def scavenge_turn() -> GameSession:
    """Player 1 (the human, first) about to Deploy Scavenge with two cards on the Discard Pile."""
    s = game(([1, 5], [8, 7]), (9, 6), draw=[4, 2, 3])
    play_card(s, "deploy", 1)
    s.apply(("number", 5))  # Fortune Teller names 5
    play_card(s, "deploy", 8)
    s.apply(("number", 3))  # Player 2's Decoy Guard names 3
    return session_at(s)


def test_a_new_session_deals_and_waits_for_a_player():
    session = GameSession(DECK, "standard", seed=3, opponent="heuristic")
    assert session.state.pending.player in (0, 1)
    assert session.state.first == first_player_for(3)
    assert session.human_to_move != session.bot_to_move
    assert session.view().viewer == 0 and session.bot_view().viewer == 1
    assert not session.can_undo


def test_the_seats_are_enforced():
    session = scavenge_turn()
    with pytest.raises(IllegalChoice):
        session.apply_bot(("encrypt", 0))
    session.apply_human(("encrypt", 0))
    with pytest.raises(IllegalChoice):
        session.apply_human(("encrypt", 0))


def test_undo_goes_back_through_scavenge_taking_a_public_card():
    session = scavenge_turn()
    start = session.state.snapshot()
    position = hand_position(session.state, 0, 5)
    assert session.undoable_after(("deploy", position))
    session.apply_human(("deploy", position))
    assert session.state.pending.kind == "discard_pile" and session.can_undo
    taken = session.state.snapshot()
    session.apply_human(("pile", 1))
    assert session.state.pending.kind == "hand_card" and session.can_undo
    session.undo()
    assert session.state.snapshot() == taken
    session.undo()
    assert session.state.snapshot() == start
    assert not session.can_undo


def test_no_undo_after_the_discard_that_ends_the_chain():
    session = scavenge_turn()
    session.apply_human(("deploy", hand_position(session.state, 0, 5)))
    session.apply_human(("pile", 0))
    assert not session.undoable_after(("hand", 0))
    session.apply_human(("hand", 0))
    assert not session.can_undo
    with pytest.raises(IllegalChoice):
        session.undo()


def test_no_undo_once_test_access_codes_has_shown_a_hand():
    s = game(([2, 5], [8, 7]), (9, 6), draw=[4])
    session = session_at(s)
    choice = ("deploy", hand_position(s, 0, 2))
    assert not session.undoable_after(choice)
    session.apply_human(choice)
    assert session.state.pending.kind == "name_number" and session.human_to_move
    assert not session.can_undo


def test_no_undo_across_a_draw():
    session = scavenge_turn()
    session.apply_human(("encrypt", 0))
    session.apply_bot(("encrypt", 0))
    assert session.human_to_move and session.state.events[-1][1] == "draw"
    assert not session.can_undo


def test_no_undo_after_a_chance_event():
    s = game(([1, 3], [8, 7]), (5, 6), draw=[4, 2, 9])
    play_card(s, "enlist_guard", 1)
    play_card(s, "enlist_guard", 8)
    session = session_at(s)
    attack = ("enlist_assassin", hand_position(session.state, 0, 3), 0)
    assert not session.undoable_after(attack)
    session.apply_human(attack)
    assert any(e[1] == "attempt" for e in session.state.events)
    assert not session.can_undo


def test_the_bot_breaks_any_chain():
    session = scavenge_turn()
    session.apply_human(("deploy", hand_position(session.state, 0, 5)))
    assert session.can_undo
    session.apply_human(("pile", 0))
    session.apply_human(("hand", 0))
    assert session.bot_to_move
    session.apply_bot(session.bot.choose(session.bot_view()))
    assert not session.can_undo


def test_hotseat_seats_either_player_and_undo_never_crosses_a_hand_off():
    session = scavenge_turn()
    hotseat = GameSession.at(session.state, DECK, seed=7, opponent=None, human=None, names=("Ann", "Bob"))
    assert hotseat.hotseat and hotseat.bot is None and not hotseat.bot_to_move
    assert hotseat.view().viewer is None and hotseat.hand_off_due
    hotseat.seat(0)
    assert not hotseat.hand_off_due
    hotseat.apply_human(("deploy", hand_position(hotseat.state, 0, 5)))
    assert hotseat.can_undo
    hotseat.seat(1)
    assert not hotseat.can_undo
    with pytest.raises(IllegalChoice):
        hotseat.apply_human(("pile", 1))


def test_a_game_against_the_computer_cannot_change_seats():
    with pytest.raises(IllegalChoice):
        scavenge_turn().seat(1)


def test_the_session_names_what_ended_the_undo_chain():
    s = game(([2, 5], [8, 7]), (9, 6), draw=[4])
    session = session_at(s)
    assert session.undo_stop == "start"
    session.apply_human(("deploy", hand_position(s, 0, 2)))
    assert session.undo_stop == "show_hand"
    assert undo_stop_line(session.undo_stop, "Easy").startswith("Undo stops at what Easy learned")
    turn = scavenge_turn()
    turn.apply_human(("encrypt", 0))
    turn.apply_bot(("encrypt", 0))
    assert turn.undo_stop == "opponent" and "Easy's move" in undo_stop_line(turn.undo_stop, "Easy")


def test_against_the_expert_each_side_reads_the_others_actions():
    """The expert is shown its view as the person chooses each Action, and the person's hints are
    weighed by the expert's Actions as the person saw them: both from their own views alone."""
    from game.ai.heuristic import HeuristicBot

    session = GameSession(DECK, "standard", seed=11, opponent="expert:4", human=0)
    person = HeuristicBot(5)
    person_actions = 0
    read_for_hints = None
    while not session.over:
        if session.bot_to_move:
            session.apply_bot(session.bot.choose(session.bot_view()))
            continue
        if session.state.pending.kind == "action":
            person_actions += 1
            read_for_hints = session.hint_suitcases()
        session.apply_human(person.choose(session.view()))
    reader = session.bot.reader
    assert len(reader.read) + len(reader.waiting) == person_actions >= 5
    assert set(session.readers) == {0}
    assert read_for_hints is not None and len(set(read_for_hints[1:])) > 1


def test_in_hotseat_each_person_reads_the_others_actions_for_their_hints():
    from game.ai.heuristic import HeuristicBot

    session = GameSession(DECK, "standard", seed=12, opponent=None, human=0)
    people = (HeuristicBot(1), HeuristicBot(2))
    while not session.over:
        player = session.state.pending.player
        if session.human != player:
            session.seat(player)
        session.apply_human(people[player].choose(session.view()))
    assert set(session.readers) == {0, 1}
    assert all(reader.read or reader.waiting for reader in session.readers.values())
