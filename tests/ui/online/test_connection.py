"""The connection to the server, against a small server of the test's own (websockets' sync server)
that answers hellos as the protocol says: the seat's token is kept on disk and never handed to the
table, a drop is followed by a resume with that token, and a refused hello is not tried again."""

import json
import ssl
import threading
import time

import pytest
from websockets.sync.server import serve

from game.online.protocol import Host, Join, Ping
from game.online_client.connection import Connection, Link
from game.online_client.kept_seat import kept_seat, seat_path

from helpers.online_server import RealServer

TOKEN = "t" * 43


class TinyServer:
    """Hosts one game; `drop()` cuts every connection; every hello it heard is kept."""

    def __init__(self) -> None:
        self.heard: list[dict] = []
        self.sockets: list = []
        self.server = serve(self.handle, "127.0.0.1", 0)
        self.address = f"ws://127.0.0.1:{self.server.socket.getsockname()[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def handle(self, socket) -> None:
        self.sockets.append(socket)
        for raw in socket:
            message = json.loads(raw)
            self.heard.append(message)
            if message["kind"] == "host":
                socket.send(json.dumps({"v": 1, "kind": "hosted", "code": "ABCD-EFGH", "seat": 0, "token": TOKEN}))
            elif message["kind"] == "resume" and message["token"] == TOKEN:
                socket.send(json.dumps({"v": 1, "kind": "resumed", "seat": 0, "token": TOKEN, "opponent": "Bob"}))
            elif message["kind"] in ("resume", "join"):
                socket.send(json.dumps({"v": 1, "kind": "error", "message": "No game has that code."}))
            elif message["kind"] == "ping":
                socket.send(json.dumps({"v": 1, "kind": "pong"}))

    def drop(self) -> None:
        for socket in self.sockets:
            socket.close()

    def close(self) -> None:
        self.server.shutdown()


@pytest.fixture
def server():
    tiny = TinyServer()
    yield tiny
    tiny.close()


def until(done, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "waited in vain"
        time.sleep(0.01)


def test_a_hosted_seat_is_kept_and_its_token_never_reaches_the_table(server):
    link = Connection(server.address, Host(name="Ann"), "Ann",
                      back_off=(0.05,)).start()
    try:
        said: list = []
        until(lambda: said.extend(link.received()) or any(m.kind == "hosted" for m in said))
        assert link.link == Link.OPEN and link.seat == 0 and link.code == "ABCD-EFGH"
        assert TOKEN not in repr(said)
        kept = kept_seat()
        assert kept is not None and kept.token.get_secret_value() == TOKEN and kept.name == "Ann"
        assert TOKEN not in repr(kept) and TOKEN not in str(kept)
        assert json.loads(seat_path().read_text())["token"] == TOKEN
    finally:
        link.close()


def test_after_a_drop_the_connection_resumes_with_the_token_and_sends_what_waited(server):
    link = Connection(server.address, Host(name="Ann"), "Ann", back_off=(0.05,)).start()
    try:
        until(lambda: link.link == Link.OPEN)
        server.drop()
        until(lambda: link.link == Link.LOST)
        link.send(Ping())
        until(lambda: any(m["kind"] == "ping" for m in server.heard))
        hellos = [m for m in server.heard if m["kind"] in ("host", "resume")]
        assert [m["kind"] for m in hellos] == ["host", "resume"] and hellos[1]["token"] == TOKEN
        assert link.link == Link.OPEN and link.opponent == "Bob"
        assert kept_seat().code == "" and kept_seat().opponent == "Bob", "once Bob is in, the code is not kept"
    finally:
        link.close()


def test_a_silent_seat_pings_to_stay(server, monkeypatch):
    monkeypatch.setattr("game.online_client.connection.KEEP_ALIVE", 0.1)
    link = Connection(server.address, Host(name="Ann"), "Ann", back_off=(0.05,)).start()
    try:
        until(lambda: sum(m["kind"] == "ping" for m in server.heard) >= 2)
        assert not [m for m in link.received() if m.kind == "pong"]  # the answer is no news for the table
    finally:
        link.close()


def test_a_refused_join_is_said_and_not_tried_again(server):
    link = Connection(server.address, Join(code="WRONG", name="Bob"), "Bob",
                      back_off=(0.05,)).start()
    try:
        until(lambda: link.link == Link.REFUSED)
        assert link.problem == "No game has that code."
        time.sleep(0.2)
        assert [m["kind"] for m in server.heard] == ["join"]
        assert kept_seat() is None
    finally:
        link.close()


def test_a_server_that_is_not_there_is_tried_again():
    link = Connection("ws://127.0.0.1:9", Host(name="Ann"), "Ann", back_off=(0.05,)).start()
    try:
        until(lambda: any(m.kind == "lost" for m in link.received()))
        assert link.link in (Link.LOST, Link.CONNECTING) and link.problem
    finally:
        link.close()
    assert link.link == Link.CLOSED


def test_a_game_is_hosted_over_wss_with_the_servers_certificate(tmp_path):
    trustme = pytest.importorskip("trustme")
    authority = trustme.CA()
    certificate = authority.issue_cert("127.0.0.1")
    chain, key = tmp_path / "chain.pem", tmp_path / "key.pem"
    certificate.private_key_and_cert_chain_pem.write_to_path(str(chain))
    certificate.private_key_pem.write_to_path(str(key))
    server = RealServer(tmp_path / "server-home", "--certfile", str(chain), "--keyfile", str(key))
    tls = ssl.create_default_context()
    authority.configure_trust(tls)
    link = Connection(server.address, Host(name="Ann"), "Ann", tls=tls).start()
    try:
        until(lambda: link.link == Link.OPEN, seconds=15)
        assert server.address.startswith("wss://") and link.code and kept_seat().server == server.address
    finally:
        link.close()
        server.stop()
