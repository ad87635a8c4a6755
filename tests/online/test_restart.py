"""`classified-info serve` as its own process: killed with kill -9 mid-game and started again, every game
resumes where its file left it and both players carry on with their tokens; wss:// with a test certificate."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import ssl
import subprocess
import sys
from pathlib import Path

import trustme

from game.online.server import tls_context

from helpers.online import Client, host_and_join, play, running


def start_server(home: Path, *options: str) -> tuple[subprocess.Popen[str], str]:
    """`serve --port 0` in its own process; returns it and the address it printed."""
    env = {**os.environ, "CLASSIFIED_INFO_HOME": str(home)}
    process = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", "0", *options], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    assert line.startswith("Serving games on "), (line, process.stderr and process.stderr.read())
    return process, line.split()[3]


def test_a_server_killed_mid_game_resumes_every_game_after_a_restart(tmp_path):
    home = tmp_path / "home"
    process, url = start_server(home)
    try:
        async def before() -> tuple[list[tuple[Client, Client]], list[dict]]:
            games = [await host_and_join(url, best_of=best_of, deck=deck)
                     for best_of, deck in ((1, "emerald"), (3, "citrine"))]
            tables = []
            for n, (ann, bob, _) in enumerate(games):
                tables.append(await first_of(ann, bob, n))
            return [(ann, bob) for ann, bob, _ in games], tables

        games, last = asyncio.run(before())
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait()
    process, url = start_server(home)
    try:
        async def after() -> None:
            for (ann, bob), (mover, table) in zip(games, last):
                again = {}
                for client in (ann, bob):
                    fresh = await Client.connect(url)
                    fresh.seat = client.seat
                    await fresh.send("resume", token=client.token)
                    assert (await fresh.expect("resumed"))["seat"] == client.seat
                    again[client.seat] = (fresh, await fresh.expect("table"))
                assert again[mover][1]["view"] == table["view"]  # the same position, to the byte
                ended = await asyncio.gather(*(play(client, random.Random(seat), table=table_)
                                               for seat, (client, table_) in again.items()))
                assert ended[0] == ended[1]

        asyncio.run(after())
    finally:
        process.terminate()
        process.wait()


async def first_of(ann: Client, bob: Client, seed: int) -> tuple[int, dict]:
    """Play both seats until one of them has made 4 decisions and is to make another: its seat and that table."""
    tasks = {asyncio.create_task(play(ann, random.Random(seed), decisions=4)): ann.seat,
             asyncio.create_task(play(bob, random.Random(seed + 10), decisions=4)): bob.seat}
    done, waiting = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    for task in waiting:
        task.cancel()
    task = done.pop()
    return tasks[task], task.result()


def test_a_game_over_wss_with_a_certificate_the_client_trusts(tmp_path):
    authority = trustme.CA()
    certificate = authority.issue_cert("127.0.0.1")
    certificate.private_key_and_cert_chain_pem.write_to_path(tmp_path / "server.pem")
    server_tls = tls_context(tmp_path / "server.pem", tmp_path / "server.pem")
    client_tls = ssl.create_default_context()
    authority.configure_trust(client_tls)

    async def scenario():
        async with running(tls=server_tls) as (server, url):
            assert url.startswith("wss://")
            ann, bob, _ = await host_and_join(url, ssl=client_tls)
            ended = await asyncio.gather(play(ann, random.Random(1)), play(bob, random.Random(2)))
            assert ended[0] == ended[1]
    asyncio.run(scenario())
