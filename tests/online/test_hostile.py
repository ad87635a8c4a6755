"""Hostile input: each is answered with an error or a close with a reason, never a secret echoed, and another
game on the same server plays on untouched."""

from __future__ import annotations

import asyncio
import json
import random
import socket
from typing import Awaitable, Callable

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.online.protocol import MAX_FRAME
from game.online.server import GameServer, Limits

from helpers.online import WAIT, Client, host_and_join, play, running

Attack = Callable[[GameServer, str, Client, Client, str], Awaitable[None]]
"""An attack on a server (and its address), given a game's two clients and its code."""


async def refused(client: Client, words: str, *secrets: str) -> None:
    error = await client.until("error")
    assert words in error["message"], error
    assert not any(secret in error["message"] for secret in secrets)


async def a_frame_over_the_limit(server, url, ann, bob, code):
    await ann.ws.send("x" * (MAX_FRAME + 1))
    assert (await ann.closed())[0] == 1009  # the library's "message too big"


async def invalid_json(server, url, ann, bob, code):
    await ann.ws.send("{'v': 1, kind: ping")
    await refused(ann, "not valid JSON")
    await ann.send("ping")
    await ann.until("pong")  # the connection goes on


async def an_unknown_kind(server, url, ann, bob, code):
    await ann.send("teleport", token=ann.token)
    await refused(ann, "unknown message kind; kinds are host, join, resume, choose", ann.token)


async def a_bad_field(server, url, ann, bob, code):
    await ann.send("host", name="Ann", best_of=4)
    await refused(ann, "field best_of")


async def a_choice_not_offered(server, url, ann, bob, code):
    table = await ann.until("table")
    pending = table["view"]["pending"]
    mover = ann if pending["player"] == ann.seat else bob
    if mover is bob:
        table = await bob.until("table")
    await mover.send("choose", step=table["view"]["step"], choice=["order", [9, 9, 9]])
    await refused(mover, "not one of the options offered")
    await mover.send("choose", step=table["view"]["step"] + 5, choice=table["view"]["pending"]["options"][0])
    await refused(mover, "choose from the latest table")
    other = bob if mover is ann else ann
    await other.send("choose", step=table["view"]["step"], choice=table["view"]["pending"]["options"][0])
    await refused(other, "it is not your decision")


async def a_wrong_token(server, url, ann, bob, code):
    stranger = await Client.connect(url)
    wrong = ann.token[:-4] + "AAAA"
    await stranger.send("resume", token=wrong)
    await refused(stranger, "no seat has that token", wrong, ann.token)
    for _ in range(4):
        await stranger.send("resume", token=wrong)
    assert (await stranger.closed()) == (1008, "too many wrong codes or tokens")


async def another_seats_token_used_twice(server, url, ann, bob, code):
    await ann.send("resume", token=bob.token)  # a seated connection asks for the other seat
    await refused(ann, "sits at a game already", bob.token)
    thief = await Client.connect(url)
    await thief.send("resume", token=bob.token)  # a second connection with Bob's token takes his seat over
    await thief.expect("resumed")
    assert (await bob.closed()) == (1008, "this seat was taken up by a newer connection")
    assert not any(json.loads(f)["kind"] == "away" for f in ann.frames)  # the seat never went away


async def a_flood_of_messages(server, url, ann, bob, code):
    try:
        for _ in range(300):
            await ann.send("ping")
    except ConnectionClosed:
        pass
    code_, reason = await ann.closed()
    assert (code_, reason) == (1008, "too many messages: at most 20 a second")


async def a_slow_client_that_never_reads(server, url, ann, bob, code):
    slow = socket.socket()
    slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    slow.connect(("127.0.0.1", int(url.rsplit(":", 1)[1])))
    client = Client(await connect(url, sock=slow, open_timeout=WAIT))
    await client.send("resume", token=bob.token)  # takes Bob's seat, then asks for its table again and again
    try:
        for _ in range(400):
            await client.send("resume", token=bob.token)
    except ConnectionClosed:
        pass
    (live,) = [live for live in server.games.values() if live.game.tokens[1] == bob.token]
    async with asyncio.timeout(WAIT):
        while live.connections[1] is not None:  # the server lets go of it: it never reads
            await asyncio.sleep(0.05)
    client.ws.transport.abort()


async def a_code_used_after_both_seats_are_taken(server, url, ann, bob, code):
    late = await Client.connect(url)
    await late.send("join", code=code, name="Eve")
    await refused(late, "no game waits for a guest with that code", code)
    await late.send("join", code=code.lower().replace("-", " "), name="Eve")
    await refused(late, "no game waits for a guest with that code", code)


LIMITS = {a_slow_client_that_never_reads: Limits(outbox=8, send_timeout=0.5, close_timeout=0.2, rate=1000,
                                                 burst=1000)}
"""A slow client is let send fast: it asks for more than the system buffers hold."""


@pytest.mark.parametrize("attack", [
    a_frame_over_the_limit, invalid_json, an_unknown_kind, a_bad_field, a_choice_not_offered, a_wrong_token,
    another_seats_token_used_twice, a_flood_of_messages, a_slow_client_that_never_reads,
    a_code_used_after_both_seats_are_taken])
def test_hostile_input_is_refused_and_another_game_plays_on(attack: Attack, caplog):
    async def scenario():
        async with running(LIMITS.get(attack, Limits(outbox=8, send_timeout=0.5, close_timeout=0.2))) as (
                server, url):
            ann, bob, code = await host_and_join(url)
            carol, dave, _ = await host_and_join(url, deck="ruby")
            await attack(server, url, ann, bob, code)
            ended = await asyncio.gather(play(carol, random.Random(1)), play(dave, random.Random(2)))
            assert ended[0] == ended[1] and ended[0]["abandoned"] is False
            return server, [ann.token, bob.token, code, carol.token, dave.token]
    caplog.set_level("DEBUG")
    server, secrets = asyncio.run(scenario())
    logged = [record.getMessage() for record in caplog.records if record.name.startswith("game.online")]
    assert logged and not any(secret in line for secret in secrets for line in logged)  # never in a log


def test_a_slow_client_is_closed_and_its_seat_is_away(caplog):
    async def scenario():
        async with running(LIMITS[a_slow_client_that_never_reads]) as (server, url):
            ann, bob, code = await host_and_join(url)
            await bob.close()
            await a_slow_client_that_never_reads(server, url, ann, bob, code)
            assert [(await ann.until(kind))["kind"] for kind in ("away", "back", "away")] == ["away", "back", "away"]
    caplog.set_level("INFO")
    asyncio.run(scenario())
    assert "seat 1): the connection reads too slowly" in caplog.text
