"""The server for playing a friend over the network: every game it holds, the connections seated at them.

One asyncio loop on the `websockets` library. Each connection reads one
message at a time (at most MAX_FRAME bytes, at most `rate` a second) and is
written to by its own task from a bounded queue, so a client that never reads
is closed instead of holding anyone up. A decision is applied through the
game's own door, its file written (atomically) and only then are both seats
shown their new views. Nothing
from a client reaches a log or an error message: a log names a game by its id,
never by its code or a token.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import socket
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.server import Server as WebsocketServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.engine import GameState
from game.online.codes import finder, plain_code, same
from game.online.folder import ServerFolder
from game.online.hosted import HostedGame, Refusal
from game.online.protocol import (
    MAX_FRAME,
    Away,
    Back,
    Choose,
    ClientMessage,
    Decide,
    Ended,
    Error,
    Host,
    Hosted,
    Join,
    Joined,
    Leave,
    Message,
    Ping,
    Pong,
    ProtocolError,
    Resign,
    Resume,
    Resumed,
    Table,
    Waiting,
    frame,
    read_client,
)
from game.online.wire import EventMemo, view_to_json

log = logging.getLogger("game.online")
connections_log = logging.getLogger("game.online.connections")
"""The websockets library's log for the server: held at INFO, since at DEBUG it would log every frame, codes and
tokens included."""
connections_log.setLevel(logging.INFO)

# Close codes (RFC 6455): 1000 a normal close, 1001 the server stops, 1008 a rule of the server broken.
NORMAL, GOING_AWAY, BROKEN_RULE = 1000, 1001, 1008
COLLECTION_THRESHOLDS = (20_000, 50, 50)
"""Python's garbage collector, run less often than by default (700, 10, 10): the server keeps every game's
objects for long, and each full collection pauses every game (measured: benchmarks/README.md)."""
SEND_BUFFER = 64 * 1024
"""The system's send buffer for each connection, in bytes (a table is a few kilobytes)."""
NO_SUCH_GAME = ("no game waits for a guest with that code; check the code with your friend "
                "(a code stops working once both seats are taken)")
NO_SUCH_SEAT = "no seat has that token; resume with the token the server gave when you hosted or joined"


@dataclass(frozen=True)
class Limits:
    """What the server allows a connection and how long it keeps what nobody uses (seconds)."""

    idle_timeout: float = 300.0
    """A connection that sends nothing for this long is closed (clients send ping to stay)."""
    abandon_after: float = 600.0
    """A seat away this long loses the game; a game nobody joins, or that ended, is put away after it."""
    rate: float = 20.0
    """Messages a second a connection may send, on average..."""
    burst: int = 100
    """...and at once."""
    outbox: int = 32
    """Messages waiting for a client that reads too slowly before it is closed."""
    send_timeout: float = 10.0
    """The longest one message may take to leave before its client is closed as not reading."""
    close_timeout: float = 2.0
    """The longest a close waits for the client to answer it."""
    bad_messages: int = 20
    """Refused messages a connection may send before it is closed."""
    wrong_secrets: int = 5
    """Wrong codes or tokens a connection may send before it is closed."""
    max_games: int = 10_000
    keep_ended: float = 30.0
    """An ended game nobody is connected to is put away (out of memory) after this long."""


class Connection:
    """One client's connection: a bounded queue written by its own task, and the seat it sits in."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        self.ws = ws
        self.limits = limits
        self.queue: asyncio.Queue[str] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write())
        self.live: Live | None = None
        self.seat = -1
        self.closing = False
        self._closer: asyncio.Task[None] | None = None
        self.tokens = float(limits.burst)
        self.filled = time.monotonic()
        self.bad = 0
        self.wrong = 0

    def send(self, message: Message) -> None:
        """Queue a message; a client whose queue is full reads too slowly and is closed."""
        if self.closing:
            return
        if self.queue.qsize() >= self.limits.outbox:
            self.close(BROKEN_RULE, "the connection reads too slowly; read the server's messages as they come")
            return
        self.queue.put_nowait(frame(message).decode())

    async def _write(self) -> None:
        queue = self.queue
        while True:
            data = await queue.get()
            try:
                async with asyncio.timeout(self.limits.send_timeout):
                    await self.ws.send(data)
                    while not queue.empty():
                        await self.ws.send(queue.get_nowait())
            except TimeoutError:
                self.close(BROKEN_RULE, "the connection reads too slowly; read the server's messages as they come")
                return
            except ConnectionClosed:
                return

    def allowed(self) -> bool:
        """Take one message from the connection's allowance (a token bucket)."""
        now = time.monotonic()
        limits = self.limits
        self.tokens = min(float(limits.burst), self.tokens + (now - self.filled) * limits.rate)
        self.filled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def close(self, code: int, reason: str) -> None:
        """Close with a reason the client is told; what is queued is dropped."""
        if self.closing:
            return
        self.closing = True
        where = f"game {self.live.game.id} seat {self.seat}" if self.live is not None else "unseated"
        log.info("closing a connection (%s): %s", where, reason)
        self.writer.cancel()
        self._closer = asyncio.create_task(self.ws.close(code, reason))

    async def stop(self) -> None:
        """The end of the connection's handler: its close (with its reason) sent before the library's own."""
        self.writer.cancel()
        if self._closer is not None:
            await self._closer


@dataclass
class Live:
    """A hosted game as the server runs it: who is connected, since when a seat is away, its one writer."""

    game: HostedGame
    connections: list[Connection | None] = field(default_factory=lambda: [None, None])
    away_since: list[float | None] = field(default_factory=lambda: [None, None])
    since: float = field(default_factory=time.monotonic)
    """When the server took the game up (hosted, or read from its file)."""
    ended_at: float | None = None
    memo: EventMemo = field(default_factory=dict)
    """The game's events already encoded for the wire."""

    def send(self, seat: int, message: Message) -> None:
        connection = self.connections[seat]
        if connection is not None:
            connection.send(message)

    def table(self, seat: int, state: GameState | None = None) -> Table:
        """The seat's table: its own view of the game (or of a match's game just finished), nothing else."""
        game = self.game
        shown = game.state if state is None else state
        return Table(view=view_to_json(game.view(seat, shown), self.memo), deck=game.letters_of(shown),
                     opponent=game.opponent_of(seat),
                     opponent_here=self.connections[1 - seat] is not None, match=game.score(shown),
                     record=game.record(shown), abandoned=game.abandoned_at(shown))

    def ended(self) -> Ended | None:
        ending = self.game.ended
        return None if ending is None else Ended(winner=ending.winner, reason=ending.reason,
                                                 abandoned=ending.abandoned)


class GameServer:
    """Every game the server holds, found by code (until the guest joins) and by seat token."""

    def __init__(self, folder: ServerFolder, limits: Limits | None = None) -> None:
        self.folder = folder
        self.limits = limits or Limits()
        self.games: dict[str, Live] = {}
        self.by_code: dict[bytes, Live] = {}
        self.by_token: dict[bytes, tuple[Live, int]] = {}
        for game in folder.load():
            self._hold(Live(game))
        if self.games:
            log.info("resumed %d game(s) from %s", len(self.games), folder.path)

    def _hold(self, live: Live) -> None:
        game = live.game
        self.games[game.id] = live
        if not game.full and game.ended is None:
            self.by_code[finder(plain_code(game.code))] = live
        for seat, token in enumerate(game.tokens):
            if token is not None:
                self.by_token[finder(token)] = (live, seat)
        for seat, token in enumerate(game.tokens):  # a game read from its file: nobody is connected yet
            live.away_since[seat] = None if token is None else live.since

    def _put_away(self, live: Live) -> None:
        game = live.game
        self.games.pop(game.id, None)
        self.by_code.pop(finder(plain_code(game.code)), None)
        for token in game.tokens:
            if token is not None:
                self.by_token.pop(finder(token), None)
        self.folder.put_away(game.id)
        log.info("game %s put away", game.id)

    # ----- the network --------------------------------------------------------

    async def handle(self, ws: ServerConnection) -> None:
        """One connection, from its first message to its close."""
        connection = Connection(ws, self.limits)
        sock = ws.transport.get_extra_info("socket")
        if sock is not None:  # what the system holds for a client that does not read: a little, not megabytes
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        try:
            await self._read(connection)
        except ConnectionClosed:
            pass
        finally:
            self._leave(connection)
            await connection.stop()

    async def _read(self, connection: Connection) -> None:
        limits = self.limits
        while not connection.closing:
            try:
                async with asyncio.timeout(limits.idle_timeout):
                    data = await connection.ws.recv()
            except TimeoutError:
                connection.close(NORMAL, f"no message for {limits.idle_timeout:g} seconds; send ping to stay")
                return
            if not connection.allowed():
                connection.close(BROKEN_RULE, f"too many messages: at most {limits.rate:g} a second")
                return
            try:
                message = read_client(data)
            except ProtocolError as error:
                self._refuse(connection, str(error))
                continue
            try:
                await self._answer(connection, message)
            except Refusal as error:
                self._refuse(connection, str(error))
            await asyncio.sleep(0)  # the connection's writer takes the answer before the next message is read

    def _refuse(self, connection: Connection, why: str) -> None:
        connection.send(Error(message=why))
        connection.bad += 1
        if connection.bad >= self.limits.bad_messages:
            connection.close(BROKEN_RULE, "too many refused messages; check what the server's errors said")

    def _wrong_secret(self, connection: Connection, why: str) -> Refusal:
        connection.wrong += 1
        if connection.wrong >= self.limits.wrong_secrets:
            connection.close(BROKEN_RULE, "too many wrong codes or tokens")
        return Refusal(why)

    async def _answer(self, connection: Connection, message: ClientMessage) -> None:
        if isinstance(message, Ping):
            connection.send(Pong())
            return
        seated = connection.live
        if isinstance(message, Resume) and seated is not None and seated.game.seat_of(message.token) == connection.seat:
            self._show_seat(connection, seated, message.token)  # the same seat asks for its table again
            return
        if isinstance(message, (Host, Join, Resume)):
            if seated is not None:
                raise Refusal("this connection sits at a game already; open a new connection for another")
            if isinstance(message, Host):
                await self._host(connection, message)
            elif isinstance(message, Join):
                await self._join(connection, message)
            else:
                await self._resume(connection, message)
            return
        if seated is None:
            raise Refusal("this connection sits at no game; send host, join or resume first")
        if isinstance(message, Choose):
            await self._choose(seated, connection.seat, message)
        elif isinstance(message, Decide):
            await self._decide(seated, connection.seat, message)
        elif isinstance(message, Resign):
            await self._resign(seated, connection.seat)
        elif isinstance(message, Leave):
            connection.close(NORMAL, "you left the game; resume with your token to come back")

    # ----- sitting down and getting up ----------------------------------------

    async def _host(self, connection: Connection, message: Host) -> None:
        if len(self.games) >= self.limits.max_games:
            raise Refusal("the server holds as many games as it may; try again later")
        game = HostedGame.host(message.name, message.deck, message.variant, message.best_of, message.first)
        live = Live(game)
        self._hold(live)
        live.away_since = [None, None]
        self._save(live)
        self._sit(connection, live, 0)
        log.info("game %s hosted (best of %d)", game.id, game.best_of)
        connection.send(Hosted(code=game.code, seat=0, token=game.tokens[0] or ""))
        connection.send(Waiting())

    async def _join(self, connection: Connection, message: Join) -> None:
        code = plain_code(message.code)
        live = self.by_code.get(finder(code))
        if live is None or not same(plain_code(live.game.code), code) or live.game.full:
            raise self._wrong_secret(connection, NO_SUCH_GAME)
        game = live.game
        token = game.join(message.name)
        self.by_code.pop(finder(code), None)
        self.by_token[finder(token)] = (live, 1)
        self._save(live)
        self._sit(connection, live, 1)
        log.info("game %s joined", game.id)
        connection.send(Joined(seat=1, token=token, opponent=game.names[0] or ""))
        for seat in (0, 1):
            live.send(seat, live.table(seat))
        self._tell_away(live, 1)

    async def _resume(self, connection: Connection, message: Resume) -> None:
        found = self.by_token.get(finder(message.token))
        if found is None or found[0].game.seat_of(message.token) != found[1]:
            raise self._wrong_secret(connection, NO_SUCH_SEAT)
        live, seat = found
        old = live.connections[seat]
        if old is not None:
            old.live = None  # its close is not this seat going away
            old.close(BROKEN_RULE, "this seat was taken up by a newer connection")
        self._sit(connection, live, seat)
        self._show_seat(connection, live, message.token)

    def _show_seat(self, connection: Connection, live: Live, token: str) -> None:
        """Resumed, then where the game stands: waiting for the guest, or the seat's table (and the end)."""
        game, seat = live.game, connection.seat
        connection.send(Resumed(seat=seat, token=token, opponent=game.opponent_of(seat)))
        if not game.full:
            connection.send(Waiting())
            return
        connection.send(live.table(seat))
        between = game.between()
        if between is not None:
            connection.send(between)
        ended = live.ended()
        if ended is not None:
            connection.send(ended)
        self._tell_away(live, seat)

    def _sit(self, connection: Connection, live: Live, seat: int) -> None:
        connection.live, connection.seat = live, seat
        live.connections[seat] = connection
        was_away = live.away_since[seat] is not None
        live.away_since[seat] = None
        if was_away and live.game.full and live.game.ended is None:
            live.send(1 - seat, Back())
            log.info("game %s: seat %d back", live.game.id, seat)

    def _tell_away(self, live: Live, seat: int) -> None:
        """Tell a seat just seated that the other seat is away, and since when."""
        since = live.away_since[1 - seat]
        if since is not None and live.game.ended is None:
            live.send(seat, Away(since=round(time.monotonic() - since, 1)))

    def _leave(self, connection: Connection) -> None:
        live, seat = connection.live, connection.seat
        connection.live = None
        if live is None or live.connections[seat] is not connection:
            return
        live.connections[seat] = None
        live.away_since[seat] = time.monotonic()
        if live.game.full and live.game.ended is None:
            live.send(1 - seat, Away(since=0.0))
            log.info("game %s: seat %d away", live.game.id, seat)

    # ----- decisions ----------------------------------------------------------

    async def _choose(self, live: Live, seat: int, message: Choose) -> None:
        shown = live.game.choose(seat, message.step, message.choice)
        self._save(live)
        self._show(live, shown)

    async def _decide(self, live: Live, seat: int, message: Decide) -> None:
        shown = live.game.decide(seat, message.deck, message.starter)
        self._save(live)
        self._show(live, shown)

    async def _resign(self, live: Live, seat: int) -> None:
        shown = live.game.resign(seat)
        log.info("game %s: seat %d resigned", live.game.id, seat)
        self._save(live)
        self._show(live, shown)

    def _show(self, live: Live, shown: list[GameState]) -> None:
        """Both seats' tables of each state shown, then what the match waits for between games, or the end."""
        for state in shown:
            for seat in (0, 1):
                live.send(seat, live.table(seat, state))
        between = live.game.between()
        if between is not None:
            for seat in (0, 1):
                live.send(seat, between)
        ended = live.ended()
        if ended is not None:
            live.ended_at = time.monotonic()
            for seat in (0, 1):
                live.send(seat, ended)

    def _save(self, live: Live) -> None:
        """Write the game's file now, before anyone is told. In the loop itself: an atomic write without a flush
        takes well under a millisecond, less than handing it to a thread (measured: benchmarks/README.md)."""
        text = live.game.to_file().model_dump_json()
        try:
            self.folder.write(live.game.id, text)
        except OSError as error:
            log.error("game %s: its file could not be written (%s); it goes on in memory",
                      live.game.id, error.strerror or type(error).__name__)

    # ----- time-outs ----------------------------------------------------------

    async def sweep(self) -> None:
        """Every so often: end games a seat left for too long, put away what nobody will come back to."""
        tick = max(0.05, min(1.0, self.limits.abandon_after / 4))
        while True:
            await asyncio.sleep(tick)
            await self.sweep_once()

    async def sweep_once(self) -> None:
        now = time.monotonic()
        limit = self.limits.abandon_after
        for live in list(self.games.values()):
            game = live.game
            gone = [since is not None and now - since >= limit for since in live.away_since]
            if game.ended is not None:
                done = live.ended_at if live.ended_at is not None else live.since
                if all(c is None for c in live.connections) and now - done >= self.limits.keep_ended:
                    self._put_away(live)
                continue
            if not game.full:
                if gone[0]:
                    game.abandon(None)
                    self.by_code.pop(finder(plain_code(game.code)), None)
                    self._save(live)
                    self._put_away(live)
                continue
            if any(gone):
                away = [now - since if since is not None else -1.0 for since in live.away_since]
                loser = 0 if away[0] > away[1] else 1
                game.abandon(None if all(gone) else 1 - loser)
                log.info("game %s abandoned", game.id)
                self._save(live)
                self._show(live, [game.state] if game.state.result is not None else [])

    # ----- running ------------------------------------------------------------

    async def serve(self, host: str = "127.0.0.1", port: int = 8765,
                    tls: ssl.SSLContext | None = None) -> WebsocketServer:
        """Start listening; the returned server's sockets say the port taken (port 0: any free one)."""
        return await serve(self.handle, host, port, ssl=tls, max_size=MAX_FRAME, max_queue=4, compression=None,
                           ping_interval=20, ping_timeout=20, close_timeout=self.limits.close_timeout,
                           server_header=None, logger=connections_log)


def tls_context(certfile: Path, keyfile: Path) -> ssl.SSLContext:
    """A server-side TLS context for wss:// from a certificate chain and its key."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certfile, keyfile)
    return context


async def run_server(folder: ServerFolder, host: str, port: int, tls: ssl.SSLContext | None, limits: Limits,
                     started: Callable[[str], None]) -> None:
    """Serve until cancelled: `started` is told the address once the server listens."""
    gc.set_threshold(*COLLECTION_THRESHOLDS)
    server = GameServer(folder, limits)
    ws_server = await server.serve(host, port, tls)
    sweeper = asyncio.create_task(server.sweep())
    bound = ws_server.sockets[0].getsockname()
    started(f"{'wss' if tls else 'ws'}://{_host_text(bound[0])}:{bound[1]}")
    try:
        await ws_server.serve_forever()
    finally:
        sweeper.cancel()
        ws_server.close()


def _host_text(host: str) -> str:
    return f"[{host}]" if ":" in host else host

