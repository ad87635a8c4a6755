"""Ann hosts a game online and reads the code out; Bob joins with it; they play it to its end, each at
a copy of the real game, against a server on 127.0.0.1. Bob's connection drops mid-game and comes back
by itself; later Bob quits and Continue takes him back to the same seat. Neither client is ever sent
a card of the other's that they may not know."""

import pygame
import pytest

from game.engine.view import view
from game.online.wire import view_from_json
from game.text.banner_words import banner_text
from game.ui.online.lobby import Lobby
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene

from helpers.journey import JourneyLost
from helpers.online_fake import CODE, FakeServer
from helpers.online_pair import close, people, play_to_the_end


@pytest.fixture
def server():
    fake = FakeServer()
    yield fake
    fake.close()


@pytest.fixture
def ann_and_bob(tmp_path, monkeypatch):
    monkeypatch.setattr(pygame, "quit", lambda: None)  # two games share the one display: neither closes it
    ann, bob = people(tmp_path, monkeypatch, "Ann", "Bob")
    yield ann, bob
    close(bob, ann)


def host(person, server) -> Lobby:
    j = person.journey
    j.press("Play online")
    j.press("Host a game")
    j.type_into("Your name", person.name)
    j.type_into("Server", server.address)
    j.press("Host")
    lobby = j.top
    assert isinstance(lobby, Lobby)
    j.settle(lambda: bool(lobby.link.code), "the code from the server")
    return lobby


def join(person, server, code: str) -> None:
    j = person.journey
    j.press("Play online")
    j.press("Join a game")
    j.type_into("Your name", person.name)
    j.type_into("Code", code)
    j.type_into("Server", server.address)
    j.press("Join")


def seen_views(person, seat: int) -> list:
    return [view_from_json(m["view"]) for m in person.heard if m["kind"] == "table"]


def test_two_friends_play_a_whole_game_online(ann_and_bob, server):
    ann, bob = ann_and_bob
    ann.launch()
    lobby = host(ann, server)
    shown = ann.journey.on_screen()
    assert CODE in shown and "Waiting for your friend to join" in shown

    bob.launch()
    join(bob, server, CODE.lower())
    for p in (bob, ann):
        p.journey.settle(lambda p=p: isinstance(p.journey.top, PlayScene), f"{p.name}'s table")
    assert lobby.seated
    assert ann.session().names == ("Ann", "Bob") and bob.session().names == ("Ann", "Bob")
    deciding = ann if ann.session().human_to_move else bob
    waiting = bob if deciding is ann else ann
    waiting_table, deciding_table = waiting.table(), deciding.table()
    said = banner_text(waiting_table.view, waiting_table.deck, waiting_table.names, False)[0]
    assert said.startswith(f"{deciding.name} is deciding") and waiting_table.input is None
    assert "deciding" not in banner_text(deciding_table.view, deciding_table.deck, deciding_table.names, False)[0]

    play_to_the_end(ann, bob, moves=6)
    server.drop(1)  # Bob's connection drops mid-game
    ann.journey.settle(lambda: ann.session().away_for is not None, "Ann to hear Bob is gone")
    assert "Bob left; waiting for them to come back" in ann.journey.on_screen()
    bob.journey.settle(lambda: bob.session().link.link == "open" and server.sockets[1] is not None,
                       "Bob's connection to come back")
    ann.journey.settle(lambda: ann.session().away_for is None, "Ann to hear Bob is back")
    assert "Bob left" not in ann.journey.on_screen()

    play_to_the_end(ann, bob)
    for p in (ann, bob):
        assert isinstance(p.journey.top, BigReveal)
    winner = server.session.state.result.winner
    assert ann.session().latest.result.winner == bob.session().latest.result.winner == winner

    for seat, p in enumerate((ann, bob)):
        views = seen_views(p, seat)
        assert views and all(v.viewer == seat and v.sides[1 - seat].hand is None for v in views)
        assert all(v.sides[1 - seat].suitcase is None for v in views if v.result is None)
        assert views[-1] == view(server.session.state, seat)
        assert all("token" not in str(m) or m["kind"] in ("hosted", "joined", "resumed") for m in p.heard)


def test_continue_after_leaving_takes_bob_back_to_his_seat(ann_and_bob, server):
    ann, bob = ann_and_bob
    ann.launch()
    host(ann, server)
    bob.launch()
    join(bob, server, CODE)
    for p in (bob, ann):
        p.journey.settle(lambda p=p: isinstance(p.journey.top, PlayScene), f"{p.name}'s table")
    play_to_the_end(ann, bob, moves=3)

    bob.journey.quit_the_game()
    ann.journey.settle(lambda: ann.session().away_for is not None, "Ann to hear Bob is gone")
    bob.launch()
    bob.journey.go_to_the_title()
    bob.journey.press("Continue")
    bob.journey.settle(lambda: isinstance(bob.journey.top, PlayScene), "Bob's table again")
    assert bob.session().latest == view(server.session.state, 1)
    ann.journey.settle(lambda: ann.session().away_for is None, "Ann to hear Bob is back")
    play_to_the_end(ann, bob)


def test_a_wrong_code_is_refused_on_the_lobby(ann_and_bob, server):
    ann, bob = ann_and_bob
    bob.launch()
    join(bob, server, "NOPE-NOPE")
    bob.journey.settle(lambda: "No game is waiting with that code" in bob.journey.on_screen(), "the refusal")
    with pytest.raises(JourneyLost):
        bob.journey.table()
