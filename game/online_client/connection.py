"""The connection to the server, off the frame loop.

A daemon thread holds the websocket (the `websockets` library's sync client): it says hello (host,
join, or resume with the seat's token), sends what the table queued, and queues what the server
says for the table to poll once a frame, so the window never waits on the network. A dropped
connection is tried again, backing off, with a resume; the token that resume needs is kept on disk
the moment the server gives it (kept_seat.py), so a crash or a quit can come back too. A hello the
server refuses (a wrong code, a game that is gone) is not tried again: the refusal is queued.
"""

from __future__ import annotations

import queue
import ssl
import threading
import time
from dataclasses import dataclass
from enum import StrEnum
from functools import partial
from typing import TYPE_CHECKING, Callable

from pydantic import ValidationError
from websockets.exceptions import WebSocketException
from websockets.sync.client import connect

from game.online.protocol import (
    ClientMessage,
    Error,
    Hosted,
    Joined,
    Leave,
    Ping,
    Pong,
    ProtocolError,
    Resume,
    Resumed,
    ServerMessage,
    Table,
    frame,
    read_server,
)
from game.online_client.kept_seat import KeptSeat, keep_seat, seat_key, seat_path

if TYPE_CHECKING:
    from websockets.sync.client import ClientConnection

BACK_OFF = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Seconds before each new try after a drop; the last repeats."""
LISTEN = 0.05
"""Seconds the thread listens before it sends what was queued."""
KEEP_ALIVE = 30.0
"""Seconds without a message to the server before a ping says this seat is still here (the server closes
a connection that stays silent for its idle time-out, minutes by default)."""
OPEN_TIMEOUT = 10.0
MAX_MESSAGE = 1 << 20
"""The largest message taken from the server (a view is a few kilobytes)."""


@dataclass(frozen=True)
class Lost:
    """Said in place of a message: the connection dropped, and is being tried again."""

    kind: str = "lost"


Heard = ServerMessage | Lost


class Link(StrEnum):
    """How the connection stands, as the table tells the player."""

    CONNECTING = "connecting"
    OPEN = "open"
    LOST = "lost"
    """Dropped: trying again."""
    REFUSED = "refused"
    """The server refused the hello: nothing to try again."""
    CLOSED = "closed"


class Connection:
    """One seat's connection: `send` queues, `received` drains what came, `link` says how it stands."""

    def __init__(self, server: str, hello: ClientMessage, name: str, keep: Callable[[KeptSeat], None] | None = None,
                 back_off: tuple[float, ...] = BACK_OFF, tls: ssl.SSLContext | None = None) -> None:
        self.server = server
        self.hello = hello
        """The first words: host, join or resume (after the first seating, always resume)."""
        self.name = name
        self.keep = keep or partial(keep_seat, path=seat_path())
        """Where the seat is kept: the data folder's file, named now (the thread writes it later)."""
        self.back_off = back_off
        self.tls = tls
        self.link = Link.CONNECTING
        self.seat: int | None = None
        self.opponent = ""
        self.code = ""
        self.problem = ""
        """Why the link is refused or could not be kept (said on screen; never holds the token)."""
        self._token: str | None = hello.token if isinstance(hello, Resume) else None
        self._outbox: queue.Queue[ClientMessage] = queue.Queue()
        self._inbox: queue.Queue[Heard] = queue.Queue()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="the game online", daemon=True)
        self._socket: ClientConnection | None = None
        """The websocket while one is open."""

    @classmethod
    def resuming(cls, kept: KeptSeat, back_off: tuple[float, ...] = BACK_OFF) -> Connection:
        """The connection back to a kept seat."""
        link = cls(kept.server, Resume(token=kept.token.get_secret_value()), kept.name, back_off=back_off)
        link.seat, link.opponent, link.code = kept.seat, kept.opponent, kept.code
        return link

    @property
    def seat_key(self) -> str | None:
        """The seat's one-way name (for what is kept beside it); None before the server gave a seat."""
        return None if self._token is None else seat_key(self._token)

    def start(self) -> Connection:
        self._thread.start()
        return self

    def send(self, message: ClientMessage) -> None:
        """Queue a message; it goes as soon as the connection is open (after a resume, if it dropped)."""
        self._outbox.put(message)

    def received(self) -> list[Heard]:
        """What the server said since the last call, oldest first."""
        said = []
        while True:
            try:
                said.append(self._inbox.get_nowait())
            except queue.Empty:
                return said

    def close(self, leave: bool = True) -> None:
        """Stop: with `leave`, tell the server first (the game stays there, to come back to)."""
        if leave and self.link == Link.OPEN:
            self.send(Leave())
        self._stop.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout=2.0)
        self.link = Link.CLOSED

    # ----- the thread ----------------------------------------------------------------

    def _run(self) -> None:
        tries = 0
        while not self._stop.is_set():
            try:
                with connect(self.server, open_timeout=OPEN_TIMEOUT, max_size=MAX_MESSAGE, ssl=self.tls,
                             compression=None) as socket:
                    self._socket = socket
                    self._talk(socket)
                    tries = 0
            except (OSError, WebSocketException, TimeoutError) as error:
                self.problem = str(error)
            if self._stop.is_set() or self.link == Link.REFUSED:
                return
            self.link = Link.LOST
            self._inbox.put(Lost())
            self._stop.wait(self.back_off[min(tries, len(self.back_off) - 1)])
            tries += 1

    def _talk(self, socket: "ClientConnection") -> None:
        """One connection: hello, then send and listen until it drops or the table stops it (what was
        queued goes first, a leave with it)."""
        hello = self.hello if self._token is None else Resume(token=self._token)
        socket.send(frame(hello).decode())
        seated = False
        spoke = time.monotonic()
        while True:
            if seated and self._outbox.empty() and time.monotonic() - spoke > KEEP_ALIVE:
                self._outbox.put(Ping())
            while seated and not self._outbox.empty():
                socket.send(frame(self._outbox.get_nowait()).decode())
                spoke = time.monotonic()
            if self._stop.is_set():
                return
            try:
                raw = socket.recv(timeout=LISTEN)
            except TimeoutError:
                continue
            try:
                message = read_server(raw)
            except ProtocolError:
                continue  # a message of a later version, or garbled: nothing the table could show
            if isinstance(message, (Hosted, Joined, Resumed)):
                seated = True
                self._seated(message)
                message = message.model_copy(update={"token": ""})  # the table never holds the token
            elif isinstance(message, Error) and not seated:
                self.link, self.problem = Link.REFUSED, message.message
            elif isinstance(message, Table) and message.opponent and (message.opponent != self.opponent or self.code):
                self.opponent, self.code = message.opponent, ""  # the guest is in: the code works no more
                self.remember()
            if not isinstance(message, Pong):
                self._inbox.put(message)
            if self.link == Link.REFUSED:
                return

    def _seated(self, message: Hosted | Joined | Resumed) -> None:
        """Hosted, joined or resumed: the seat's token kept (in memory and on disk), the link open."""
        self._token = message.token
        self.seat = message.seat
        if isinstance(message, Hosted):
            self.code = message.code
        elif message.opponent:
            self.opponent, self.code = message.opponent, ""
        self.remember()  # on disk before the table may read the link as open
        self.link = Link.OPEN

    def remember(self) -> None:
        """Keep the seat on disk (again, once the other player's name is known); a disk that refuses
        costs only coming back after a crash."""
        if self._token is None or self.seat is None:
            return
        try:
            self.keep(KeptSeat.model_validate({"server": self.server, "token": self._token, "seat": self.seat,
                                               "name": self.name, "opponent": self.opponent, "code": self.code}))
        except OSError as error:
            self.problem = str(error.strerror or error)
        except ValidationError:
            pass  # a token or name no server of ours sends: nothing is kept (and the token is never printed)
