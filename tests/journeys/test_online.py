"""Ann hosts a game online and reads the code out; Bob joins with it; they play it to its end, each at
a copy of the real game, through the real server (`classified-info serve`) on 127.0.0.1. Bob's
connection drops mid-game and comes back by itself; in another game Bob quits and the next launch
takes him back to his seat, as Continue does after he leaves the table; in another the server is
killed mid-game and started again, and both tables find their game as it was. Every view either
client was ever sent is one the rules let that seat see."""

import json
import socket

import pygame
import pytest

from game.online_client.connection import Link
from game.online_client.kept_seat import KeptSeat, keep_seat
from game.storage.statistics import STATS_FILE
from game.text.banner_words import banner_text
from game.ui.online.between import BetweenGames
from game.ui.online.forms import JoinForm
from game.ui.online.lobby import Lobby
from game.ui.scenes.deck_builder import MatchBuilder
from game.ui.scenes.match_screens import MatchResult, StarterChoice
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene

from helpers.online_pair import close, people, play_to_the_end
from helpers.online_server import RealServer


@pytest.fixture
def server(tmp_path):
    real = RealServer(tmp_path / "server-home")
    yield real
    real.stop()


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
    j.settle(lambda: bool(lobby.link.code) and lobby.link.link == Link.OPEN, "the code from the server")
    return lobby


def join(person, server, code: str) -> None:
    j = person.journey
    j.press("Play online")
    j.press("Join a game")
    j.type_into("Your name", person.name)
    j.type_into("Code", code)
    j.type_into("Server", server.address)
    j.press("Join")


def seated(*persons) -> None:
    for p in persons:
        p.journey.settle(lambda p=p: isinstance(p.journey.top, PlayScene), f"{p.name}'s table")


def sit_down(ann, bob, server) -> Lobby:
    """Ann hosts, Bob joins with her code, and both tables open."""
    ann.launch()
    lobby = host(ann, server)
    bob.launch()
    join(bob, server, lobby.link.code)
    seated(bob, ann)
    return lobby


def sit_down_to_a_match(ann, bob, server) -> None:
    """Ann hosts a best of 3, Bob joins with her code, and both tables open."""
    ann.launch()
    j = ann.journey
    j.press("Play online")
    j.press("Host a game")
    j.type_into("Your name", "Ann")
    j.choose("Match", "Best of 3")
    j.type_into("Server", server.address)
    j.press("Host")
    j.settle(lambda: bool(j.top.link.code), "the code from the server")
    bob.launch()
    join(bob, server, j.top.link.code)
    seated(bob, ann)


def says_the_link_dropped(shown: str) -> bool:
    """The note over the table once the server cannot be reached (a move just made waits for it)."""
    return "connection to the server dropped" in shown or "Your move waits for the server" in shown


def drop(person) -> None:
    """The person's network goes: their connection's socket is cut under it."""
    person.session().link._socket.socket.shutdown(socket.SHUT_RDWR)


def test_two_friends_play_a_whole_game_online(ann_and_bob, server):
    ann, bob = ann_and_bob
    ann.launch()
    lobby = host(ann, server)
    shown = ann.journey.on_screen()
    assert lobby.link.code in shown and "Waiting for your friend to join" in shown

    bob.launch()
    join(bob, server, lobby.link.code.lower())
    seated(bob, ann)
    assert lobby.seated
    assert ann.session().names == ("Ann", "Bob") and bob.session().names == ("Ann", "Bob")
    deciding, waiting = (ann, bob) if ann.session().human_to_move else (bob, ann)
    waiting_table, deciding_table = waiting.table(), deciding.table()
    said = banner_text(waiting_table.view, waiting_table.deck, waiting_table.names, False)[0]
    assert said.startswith(f"{deciding.name} is deciding") and waiting_table.input is None
    assert "deciding" not in banner_text(deciding_table.view, deciding_table.deck, deciding_table.names, False)[0]

    play_to_the_end(ann, bob, moves=6)
    drop(bob)  # mid-game
    ann.journey.settle(lambda: ann.session().away_for is not None, "Ann to hear Bob is gone")
    assert "Bob left; waiting for them to come back" in ann.journey.on_screen()
    bob.journey.settle(lambda: bob.session().link.link == Link.LOST, "Bob's table to see the drop")
    assert says_the_link_dropped(bob.journey.on_screen())
    ann.journey.settle(lambda: ann.session().away_for is None, "Ann to hear Bob is back")
    bob.journey.settle(lambda: bob.session().link.link == Link.OPEN, "Bob's connection to come back")
    assert "Bob left" not in ann.journey.on_screen() and "dropped" not in bob.journey.on_screen()

    play_to_the_end(ann, bob)
    assert ann.session().latest.result == bob.session().latest.result is not None
    for seat, p in enumerate((ann, bob)):
        assert isinstance(p.journey.top, BigReveal)
        allowed = server.views_of(seat)
        sent = [m["view"] for m in p.heard if m["kind"] == "table"]
        assert sent and all(v in allowed for v in sent), f"{p.name} was sent a view that is not theirs"
        assert sent[-1] == allowed[-1]
        assert all(m["kind"] in ("hosted", "joined", "resumed") for m in p.heard if "token" in m)
        assert not (p.home / "saves" / "online.json").exists()  # the game is over: its seat is forgotten
        p.journey.wait_for_the_disk()
    result = ann.session().latest.result
    for seat, p in enumerate((ann, bob)):  # each keeps the game as they played it, and watches it again
        p.journey.quit_the_game()
        p.launch()
        (kept,) = (p.home / "saves" / "history").glob("online-*.json")
        saved = json.loads(kept.read_text())
        assert saved["human"] == seat and saved["record"]["players"][seat] == "you"
        assert (saved["ending"].get("winner"), saved["ending"]["reason"]) == (result.winner, result.reason)
        versus = json.loads((p.home / STATS_FILE).read_text())["versus"]
        assert [(key, row["games"]) for key, row in versus.items()] == [("online / citrine / standard", 1)]
        (line,) = p.journey.open_replays()
        assert ("Ann" if seat else "Bob") in line, line
        viewer = p.journey.watch(0)
        assert viewer.watched.record.steps, "the game's record replays from its deal"


def test_launching_after_quitting_takes_bob_back_to_his_seat(ann_and_bob, server):
    ann, bob = ann_and_bob
    sit_down(ann, bob, server)
    play_to_the_end(ann, bob, moves=3)
    bob.journey.key(pygame.K_w)  # Bob strikes a number on his Cypher Wheel
    bob.journey.key(pygame.K_s)
    bob.journey.key(pygame.K_ESCAPE)
    marked = bob.table().wheels.notebook(1)
    assert marked.struck, "a number is struck on Bob's wheel"
    bob.journey.wait_for_the_disk()

    bob.journey.quit_the_game()
    ann.journey.settle(lambda: ann.session().away_for is not None, "Ann to hear Bob is gone")
    bob.launch()  # straight back to the game left last, as a saved game is continued
    seated(bob)
    assert bob.table().wheels.notebook(1) == marked, "the wheel's marks come back with the seat"
    kept = json.loads((bob.home / "saves" / "online.json").read_text())["token"]
    assert kept not in bob.journey.on_screen() and kept not in str(bob.session().__dict__)
    ann.journey.settle(lambda: ann.session().away_for is None, "Ann to hear Bob is back")
    assert bob.session().latest.step == ann.session().latest.step
    bob.journey.open_the_pause_menu()
    assert "Paused" not in bob.journey.on_screen(), "nothing pauses online: the menu says Menu"
    bob.journey.press("Leave (rejoin later)")
    ann.journey.settle(lambda: ann.session().away_for is not None, "Ann to hear Bob has left")
    bob.journey.press("Continue")
    seated(bob)
    ann.journey.settle(lambda: ann.session().away_for is None, "Ann to hear Bob is back again")
    bob.journey.settle(lambda: bob.asked() or ann.asked(), "a decision")
    asked = bob if bob.asked() else ann
    undo = next(t for t in asked.table().tools() if t.key == ("tool", "undo"))
    assert not undo.legal and undo.reason.startswith("Nothing is undone online")
    asked.journey.key(pygame.K_h)
    asked.journey.settle(lambda: asked.table().hints.hint is not None, "a hint from the view alone")
    assert asked.table().hints.asked[1] != asked.session().seed  # a seed made one-way from the client's own
    play_to_the_end(ann, bob)
    bob.journey.press("Title screen")
    assert not bob.journey.offers("Continue")  # the game is over: nothing to rejoin


def test_a_wrong_code_is_refused_and_esc_goes_back_to_mend_it(ann_and_bob, server):
    ann, bob = ann_and_bob
    ann.launch()
    lobby = host(ann, server)
    bob.launch()
    join(bob, server, "ABCD-EFGH-JKMN")
    bob.journey.settle(lambda: "The server refused" in bob.journey.on_screen(), "the refusal")
    assert isinstance(bob.journey.top, Lobby)
    bob.journey.key(pygame.K_ESCAPE)
    assert isinstance(bob.journey.top, JoinForm), f"Esc after a refusal shows {type(bob.journey.top).__name__}"
    bob.journey.type_into("Code", lobby.link.code)
    bob.journey.press("Join")
    seated(bob, ann)


def test_a_seat_the_server_no_longer_knows_is_forgotten(ann_and_bob, server):
    ann, bob = ann_and_bob
    keep_seat(KeptSeat(server=server.address, token="n" * 43, seat=1, name="Bob", opponent="Ann"),
              bob.home / "saves" / "online.json")
    bob.launch()  # the seat kept is the game left last: the launch tries to rejoin it
    bob.journey.settle(lambda: "The server refused" in bob.journey.on_screen(), "the refusal")
    bob.journey.settle(lambda: not (bob.home / "saves" / "online.json").exists(), "the seat to be forgotten")
    bob.journey.key(pygame.K_ESCAPE)
    assert not bob.journey.offers("Continue")


def test_a_match_online_goes_from_game_to_game_until_it_is_won(ann_and_bob, server):
    ann, bob = ann_and_bob
    sit_down_to_a_match(ann, bob, server)
    scores, decks = [], ["citrine"]
    for game in range(1, 7):  # a drawn game counts for nobody: a best of 3 may take more than three
        assert ann.session().table.match.game == bob.session().table.match.game == game
        play_to_the_end(ann, bob)
        scores.append(ann.session().table.match.wins)
        if 2 * max(scores[-1]) > 3:
            break
        decks.append(go_on_to_the_next_game(ann, bob, decks[-1]))
        for p in (ann, bob):
            assert not p.session().over and p.session().deck.id == decks[-1]
    assert ann.session().match_decided and bob.session().match_decided
    assert not ann.journey.offers("Next game")
    assert max(scores[-1]) == 2 and min(scores[-1]) <= 1
    champion = (ann, bob)[scores[-1].index(2)]
    for p in (ann, bob):
        p.journey.press("Match result")
        assert isinstance(p.journey.top, MatchResult)
        said = p.journey.on_screen()
        headline = "You win the match 2" if p is champion else f"{champion.name} wins the match 2"
        assert headline in said and f"Game {len(scores)}:" in said, said
    for p in (ann, bob):
        p.journey.press("Title screen")
        for _ in range(20):
            p.journey.step()
        assert p.journey.running and isinstance(p.journey.top, TitleScene), f"{p.name}'s game after the match result"
    assert not (bob.home / "saves" / "online.json").exists()
    assert len(list((bob.home / "saves" / "history").glob("online-*.json"))) == len(scores), "every game is kept"
    matches = json.loads((bob.home / STATS_FILE).read_text())["matches"]
    assert list(matches) == ["online / best of 3"] and matches["online / best of 3"]["games"] == 1


def go_on_to_the_next_game(ann, bob, deck: str) -> str:
    """Both press Next game; the last game's winner builds the next deck from Ruby's cards, the loser has the
    other start, each on their own screen while the other waits. Returns the deck the next game is dealt with
    (`deck`, the last game's, after a tie)."""
    winner = ann.session().latest.result.winner
    for p in (ann, bob):
        p.journey.press("Next game")
    built = deck if winner is None else "ruby"  # after a tie the deck is kept and the next game dealt at once
    for _ in range(200):
        for p in (ann, bob):
            top = p.journey.top
            if isinstance(top, MatchBuilder):
                assert p.session().latest.seat() == winner, "only the winner builds"
                p.journey.choose("Start from", "Ruby")
                p.journey.press("Use this deck")
            elif isinstance(top, StarterChoice):
                assert p.session().latest.seat() != winner, "only the loser chooses who starts"
                assert (ann if p is bob else bob).name + " starts" in p.journey.labels()
                p.journey.press(next(label for label in p.journey.labels() if label != "I start"))
            elif isinstance(top, BetweenGames):
                assert "builds the deck" in p.journey.on_screen() or "chooses who starts" in p.journey.on_screen() \
                    or "on its way" in p.journey.on_screen()
                p.journey.step()
        if all(isinstance(p.journey.top, PlayScene) and not p.session().over for p in (ann, bob)):
            return built
    raise AssertionError(f"the match did not go on: {type(ann.journey.top).__name__}, {type(bob.journey.top).__name__}")


def test_a_friend_who_never_comes_back_leaves_the_game_to_the_one_who_waited(ann_and_bob, tmp_path):
    server = RealServer(tmp_path / "patient-server", "--abandon-after", "1")
    try:
        ann, bob = ann_and_bob
        sit_down(ann, bob, server)
        play_to_the_end(ann, bob, moves=2)
        bob.journey.quit_the_game()
        ann.journey.settle(lambda: isinstance(ann.journey.top, BigReveal), "the game's end")
        shown = ann.journey.on_screen()
        assert "You win" in shown and "Bob left and did not come back in time" in shown, shown
        assert ann.session().over and not ann.session().human_to_move
        ann.journey.press("Title screen")
        assert not (ann.home / "saves" / "online.json").exists()
        kept = list((ann.home / "saves" / "history").glob("online-*.json"))
        assert len(kept) == 1, "the game Bob left is in Ann's history"
        assert json.loads(kept[0].read_text())["ending"]["reason"] == "abandoned"
        assert "Won: Bob left the game" in ann.journey.open_replays()[0]
    finally:
        server.stop()


def test_a_friend_who_leaves_between_the_games_of_a_match_loses_the_match(ann_and_bob, tmp_path):
    server = RealServer(tmp_path / "patient-server", "--abandon-after", "1")
    try:
        ann, bob = ann_and_bob
        sit_down_to_a_match(ann, bob, server)
        play_to_the_end(ann, bob)
        while ann.session().latest.result.winner is None:  # a tie deals the next game at once: play it too
            for p in (ann, bob):
                p.journey.press("Next game")
            play_to_the_end(ann, bob)
        bob.journey.quit_the_game()
        ann.journey.press("Next game")
        ann.journey.settle(lambda: "Bob did not come back: you win" in ann.journey.on_screen(), "the match's end")
        ann.journey.press("Title screen")
        matches = json.loads((ann.home / STATS_FILE).read_text())["matches"]
        assert matches["online / best of 3"]["wins"] == 1, "the match Bob left is Ann's"
        assert not (ann.home / "saves" / "online.json").exists(), "nothing is left to rejoin"
    finally:
        server.stop()


def test_resigning_online_ends_the_game_at_both_tables(ann_and_bob, server):
    ann, bob = ann_and_bob
    sit_down(ann, bob, server)
    play_to_the_end(ann, bob, moves=2)
    ann.journey.open_the_pause_menu()
    assert ann.journey.offers("Leave (rejoin later)")
    ann.journey.press("Resign")
    ann.journey.press("Resign")
    for p in (ann, bob):
        p.journey.settle(lambda p=p: isinstance(p.journey.top, BigReveal), f"{p.name}'s Big Reveal")
    assert "Bob wins" in ann.journey.on_screen() and "You win" in bob.journey.on_screen()
    assert ann.session().latest.result.winner == 1


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_server_killed_mid_game_comes_back_and_both_tables_with_it(ann_and_bob, tmp_path):
    port, home = str(free_port()), tmp_path / "server-home"
    server = RealServer(home, "--port", port)
    try:
        ann, bob = ann_and_bob
        sit_down(ann, bob, server)
        play_to_the_end(ann, bob, moves=5)
        step = ann.session().latest.step
        assert bob.session().latest.step == step

        server.process.kill()  # kill -9: no goodbye, no last write
        server.process.wait()
        for p in (ann, bob):
            p.journey.settle(lambda p=p: p.session().link.link == Link.LOST, f"{p.name}'s table to see the drop")
        assert says_the_link_dropped(bob.journey.on_screen())
        mover = next(p for p in (ann, bob) if p.asked())
        for _ in range(40):  # a move made while the server is down waits to be sent, and says so
            if mover.table().seat.sent_at is not None:
                break
            mover.move()
        assert "Your move waits for the server" in mover.journey.on_screen()

        server.stop()
        server = RealServer(home, "--port", port)  # the same folder, the same address
        for p in (ann, bob):
            p.journey.settle(lambda p=p: p.session().link.link == Link.OPEN, f"{p.name} to reconnect by themselves")
            p.journey.settle(lambda p=p: p.session().latest.step > step, f"{p.name}'s table with the move sent")
        assert "dropped" not in ann.journey.on_screen() and "dropped" not in bob.journey.on_screen()

        play_to_the_end(ann, bob)
        assert ann.session().latest.result == bob.session().latest.result is not None
        assert isinstance(ann.journey.top, BigReveal) and isinstance(bob.journey.top, BigReveal)
    finally:
        server.stop()


def test_the_question_after_a_long_absence_closes_when_the_friend_is_back(ann_and_bob, server, monkeypatch):
    monkeypatch.setattr("game.ui.online.table_guide.AWAY_PATIENCE", 0.0)  # ask at once
    ann, bob = ann_and_bob
    sit_down(ann, bob, server)
    play_to_the_end(ann, bob, moves=2)
    drop(bob)
    ann.journey.settle(lambda: not isinstance(ann.journey.top, PlayScene), "Ann to be asked whether to wait")
    assert "Keep waiting" in ann.journey.on_screen()
    ann.journey.settle(lambda: isinstance(ann.journey.top, PlayScene), "the question to close as Bob is back")
    bob.journey.settle(lambda: bob.session().link.link == Link.OPEN, "Bob's connection to come back")
    play_to_the_end(ann, bob, moves=2)  # and Ann's table follows the game again
    assert ann.session().latest.step == bob.session().latest.step
