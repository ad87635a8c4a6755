"""A real server on 127.0.0.1 (a free port each) and real websocket clients that play it with random choices."""

from __future__ import annotations

import asyncio
import json
import random
import ssl
from contextlib import asynccontextmanager
from typing import Any, AsyncIterator

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from game.online.folder import ServerFolder
from game.online.server import GameServer, Limits
from game.online.wire import view_from_json

WAIT = 10.0
"""The longest a test waits for one message: far above any real answer, so a hang fails instead of stalling."""


@asynccontextmanager
async def running(limits: Limits | None = None, tls: ssl.SSLContext | None = None
                  ) -> AsyncIterator[tuple[GameServer, str]]:
    """A server in this loop with its folder in the test's CLASSIFIED_INFO_HOME, and its ws:// (wss://) address."""
    folder = ServerFolder()
    server = GameServer(folder, limits)
    ws_server = await server.serve("127.0.0.1", 0, tls)
    sweeper = asyncio.create_task(server.sweep())
    port = ws_server.sockets[0].getsockname()[1]
    try:
        yield server, f"{'wss' if tls else 'ws'}://127.0.0.1:{port}"
    finally:
        sweeper.cancel()
        ws_server.close()
        await ws_server.wait_closed()
        folder.release()


class Client:
    """One player's connection: sends messages, keeps every frame it received, in order, as text."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.frames: list[str] = []
        self.seat = -1
        self.token = ""

    @classmethod
    async def connect(cls, url: str, **options: Any) -> Client:
        return cls(await connect(url, open_timeout=WAIT, **options))

    async def send(self, kind: str, **fields: Any) -> None:
        await self.ws.send(json.dumps({"v": 1, "kind": kind, **fields}))

    async def receive(self) -> dict[str, Any]:
        async with asyncio.timeout(WAIT):
            text = await self.ws.recv()
        assert isinstance(text, str)
        self.frames.append(text)
        return json.loads(text)

    async def expect(self, kind: str) -> dict[str, Any]:
        """The next message, which must be of this kind."""
        message = await self.receive()
        assert message["kind"] == kind, message
        return message

    async def until(self, kind: str) -> dict[str, Any]:
        """Read on to the next message of this kind."""
        while True:
            message = await self.receive()
            if message["kind"] == kind:
                return message

    async def closed(self) -> tuple[int | None, str]:
        """Read on until the server closes: its close code and reason."""
        try:
            while True:
                await self.receive()
        except ConnectionClosed as closed:
            received = closed.rcvd
            return (received.code, received.reason) if received is not None else (None, "")

    async def close(self) -> None:
        await self.ws.close()


async def host_and_join(url: str, best_of: int = 1, deck: str = "citrine", variant: str = "standard",
                        **options: Any) -> tuple[Client, Client, str]:
    """Ann hosts, Bob joins with the code: both clients seated, past their first tables; returns the code too."""
    ann = await Client.connect(url, **options)
    await ann.send("host", name="Ann", deck=deck, variant=variant, best_of=best_of, first=None)
    hosted = await ann.expect("hosted")
    ann.seat, ann.token = hosted["seat"], hosted["token"]
    await ann.expect("waiting")
    bob = await Client.connect(url, **options)
    await bob.send("join", code=hosted["code"], name="Bob")
    joined = await bob.expect("joined")
    bob.seat, bob.token = joined["seat"], joined["token"]
    assert joined["opponent"] == "Ann"
    return ann, bob, hosted["code"]


async def play(client: Client, rng: random.Random, decisions: int | None = None,
               table: dict[str, Any] | None = None) -> dict[str, Any]:
    """Make random legal choices from the client's tables until the game ends (returns `ended`), or until it
    has made `decisions` of them (returns the last table it was shown). `table`: one read already."""
    made = 0
    last: dict[str, Any] = {}
    while True:
        message = table or await client.receive()
        table = None
        if message["kind"] == "ended":
            return message
        if message["kind"] == "between":
            if message["decides"] == client.seat:  # the winner keeps the deck; the loser starts at random
                await client.send("decide", **({"deck": message["deck"]} if message["decision"] == "build_deck"
                                               else {"starter": rng.randrange(2)}))
            continue
        if message["kind"] != "table":
            continue
        last = message
        view = view_from_json(message["view"])
        assert view.viewer == client.seat and view.sides[1 - client.seat].hand is None
        options = message["view"]["pending"]["options"] if message["view"]["pending"] else None
        if options:
            if decisions is not None and made == decisions:
                return last
            await client.send("choose", step=view.step, choice=rng.choice(options))
            made += 1
