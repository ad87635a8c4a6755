"""A small server of the tests' own that speaks the online protocol and plays one game with the real
engine: it hosts, lets one friend join by the code, applies choices through the engine's one door and
sends each seat only its own view. Every frame it sends a seat is kept (`sent[seat]`), so a test can
assert that nothing hidden ever reached that client. `drop(seat)` cuts a seat's connection."""

from __future__ import annotations

import json
import threading
from typing import Any

from websockets.sync.server import serve

from game.decks.specs import deck_source
from game.engine.decision import RESIGN
from game.engine.view import view
from game.online.protocol import Away, Back, Ended, Error, Hosted, Joined, Resumed, Table, Waiting, frame, read_client
from game.online.wire import choice_from_json, view_to_json
from game.session.game_session import GameSession

CODE = "QX7M-2KPA-W9RT"
TOKENS = ("host-token-" + "a" * 32, "guest-token-" + "b" * 32)


class FakeServer:
    """One game on 127.0.0.1 at a free port: `address` to connect to."""

    def __init__(self, seed: int = 11) -> None:
        self.seed = seed
        self.names: list[str] = ["", ""]
        self.session: GameSession | None = None
        self.sockets: list[Any] = [None, None]
        self.sent: list[list[dict]] = [[], []]
        self.heard: list[dict] = []
        self.lock = threading.RLock()
        self.server = serve(self._handle, "127.0.0.1", 0)
        self.address = f"ws://127.0.0.1:{self.server.socket.getsockname()[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()

    def drop(self, seat: int) -> None:
        socket = self.sockets[seat]
        if socket is not None:
            socket.close()

    # ----- the protocol ------------------------------------------------------------

    def _send(self, seat: int, message) -> None:
        data = frame(message)
        self.sent[seat].append(json.loads(data))
        socket = self.sockets[seat]
        if socket is not None:
            try:
                socket.send(data.decode())
            except Exception:
                pass

    def _table(self, seat: int) -> None:
        assert self.session is not None
        other = 1 - seat
        self._send(seat, Table(view=view_to_json(view(self.session.state, seat)), opponent=self.names[other],
                               opponent_here=self.sockets[other] is not None))

    def _tables(self) -> None:
        for seat in (0, 1):
            if self.sockets[seat] is not None:
                self._table(seat)
        if self.session is not None and self.session.over:
            result = self.session.state.result
            for seat in (0, 1):
                self._send(seat, Ended(winner=result.winner if result else None, reason="over"))

    def _handle(self, socket) -> None:
        seat: int | None = None
        try:
            for raw in socket:
                message = read_client(raw)
                self.heard.append(json.loads(raw))
                with self.lock:
                    seat = self._answer(socket, seat, message)
        except Exception:
            pass
        finally:
            with self.lock:
                if seat is not None and self.sockets[seat] is socket:
                    self.sockets[seat] = None
                    if self.sockets[1 - seat] is not None:
                        self._send(1 - seat, Away(since=0))

    def _answer(self, socket, seat: int | None, message) -> int | None:
        kind = message.kind
        if kind == "host":
            self.names[0], self.sockets[0] = message.name, socket
            self.deck, _ = deck_source(message.deck).for_game(self.seed)
            self.variant, self.first = message.variant, message.first
            self._send(0, Hosted(code=CODE, seat=0, token=TOKENS[0]))
            self._send(0, Waiting())
            return 0
        if kind == "join":
            if message.code.replace(" ", "") != CODE or self.session is not None:
                socket.send(frame(Error(message="No game is waiting with that code; check it with your friend."))
                            .decode())
                return None
            self.names[1], self.sockets[1] = message.name, socket
            self.session = GameSession(self.deck, self.variant, self.seed, opponent=None, human=None,
                                       first_player=self.first, names=(self.names[0], self.names[1]))
            self._send(1, Joined(seat=1, token=TOKENS[1], opponent=self.names[0]))
            self._tables()
            return 1
        if kind == "resume":
            found = next((s for s in (0, 1) if TOKENS[s] == message.token), None)
            if found is None:
                socket.send(frame(Error(message="That seat is not at any game here.")).decode())
                return None
            self.sockets[found] = socket
            self._send(found, Resumed(seat=found, token=TOKENS[found], opponent=self.names[1 - found] or None))
            if self.session is not None:
                self._table(found)
                if self.sockets[1 - found] is not None:
                    self._send(1 - found, Back())
            return found
        assert seat is not None and self.session is not None
        state = self.session.state
        if kind == "choose":
            mine = view(state, seat)
            choice = choice_from_json(message.choice)
            if message.step != mine.step or choice not in mine.options():
                self._send(seat, Error(message="That choice is not one of yours now."))
                return seat
            state.apply(choice)
            self.session._resolve_chance()
            self._tables()
        elif kind == "resign" and not self.session.over:
            state.apply((RESIGN, seat))
            self._tables()
        elif kind == "leave":
            socket.close()
        return seat
