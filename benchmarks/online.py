"""The online server under load: N concurrent games of random players through real websocket clients.

One server process on 127.0.0.1 (the server of `classified-info serve`, its
message rate limit lifted: these players answer in microseconds, people in
seconds) and one client process holding 2N connections. Every seat answers
each of its tables with a uniform choice over the offered options; a game that
ends is replaced by a new one, until the time is up (the first `--warmup`
seconds, every game connecting at once, are played but not measured). Each seat thinks first,
a uniform 0..2x`--think` milliseconds (default 1000: a person takes seconds;
`--think 0` answers at once, every game a flood, and measures the server
saturated, where the round trip is the games in play over its throughput). Measured: the decision
round trip (a choice sent until that seat's next table arrives, the server's
atomic write of the game's file included) p50 and p99, games finished per
second, the server's memory per game (resident memory with the games in play,
less before any) and errors (error messages, unexpected closes). The figures
are the median of the runs with their spread (min..max).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.asyncio.client import connect  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402


def serve(port_file: str) -> None:
    """The server process: `serve`'s server with the message rate limit lifted; writes its port to a file."""
    from game.online.folder import ServerFolder
    from game.online.server import Limits, run_server

    folder = ServerFolder()
    limits = Limits(rate=1e6, burst=1_000_000, keep_ended=1.0)  # memory per game: the games in play
    asyncio.run(run_server(folder, "127.0.0.1", 0, None, limits,
                           lambda address: Path(port_file).write_text(address.rsplit(":", 1)[1])))


def resident_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Tally:
    def __init__(self) -> None:
        self.round_trips: list[float] = []
        self.games = 0
        self.errors = 0
        self.counting = False


async def seat(ws, rng: random.Random, tally: Tally, think: float) -> None:
    """Answer every table offering options until the game ends."""
    sent = None
    while True:
        message = json.loads(await ws.recv())
        kind = message["kind"]
        if kind == "error":
            tally.errors += 1
        if kind == "ended":
            return
        if kind != "table":
            continue
        if sent is not None:
            if tally.counting:
                tally.round_trips.append(time.perf_counter() - sent)
            sent = None
        view = message["view"]
        pending = view["pending"]
        if pending and pending["options"]:
            if think:
                await asyncio.sleep(rng.uniform(0, 2 * think))
            sent = time.perf_counter()
            await ws.send(json.dumps({"v": 1, "kind": "choose", "step": view["step"],
                                      "choice": rng.choice(pending["options"])}))


async def one_game(url: str, rng: random.Random, tally: Tally, think: float) -> None:
    async with connect(url, max_queue=64) as host, connect(url, max_queue=64) as guest:
        await host.send(json.dumps({"v": 1, "kind": "host", "name": "Ann", "deck": "random-mix", "best_of": 1}))
        hosted = json.loads(await host.recv())
        await guest.send(json.dumps({"v": 1, "kind": "join", "code": hosted["code"], "name": "Bob"}))
        await asyncio.gather(seat(host, random.Random(rng.random()), tally, think),
                             seat(guest, random.Random(rng.random()), tally, think))
    if tally.counting:
        tally.games += 1


async def table_of_games(url: str, games: int, seconds: float, seed: int, server_pid: int, think: float,
                         warmup: float) -> dict:
    tally = Tally()
    rng = random.Random(seed)
    stop = time.perf_counter() + warmup + seconds

    async def keep_playing() -> None:
        while time.perf_counter() < stop:
            try:
                await one_game(url, random.Random(rng.random()), tally, think)
            except (ConnectionClosed, OSError):
                tally.errors += 1

    before = resident_kib(server_pid)
    players = [asyncio.create_task(keep_playing()) for _ in range(games)]
    await asyncio.sleep(warmup)  # every game hosted and joined at once first: not what is measured
    tally.counting = True
    start = time.perf_counter()
    await asyncio.sleep(seconds / 2)
    during = resident_kib(server_pid)
    await asyncio.sleep(max(0.0, stop - time.perf_counter()))
    tally.counting = False
    elapsed = time.perf_counter() - start
    for player in players:
        player.cancel()
    await asyncio.gather(*players, return_exceptions=True)
    trips = sorted(tally.round_trips)
    return {"p50_ms": 1000 * trips[len(trips) // 2], "p99_ms": 1000 * trips[int(len(trips) * 0.99)],
            "games_per_s": tally.games / elapsed, "kib_per_game": (during - before) / games,
            "decisions": len(trips), "errors": tally.errors,
            "p90_ms": 1000 * trips[int(len(trips) * 0.9)], "p95_ms": 1000 * trips[int(len(trips) * 0.95)],
            "over_1s": sum(t > 1 for t in trips)}


def one_run(games: int, seconds: float, seed: int, think: float, warmup: float) -> dict:
    with tempfile.TemporaryDirectory() as home:
        port_file = Path(home) / "port"
        env = {**os.environ, "CLASSIFIED_INFO_HOME": home}
        server = subprocess.Popen([sys.executable, __file__, "--serve", str(port_file)], env=env)
        try:
            while not port_file.exists() or not port_file.read_text():
                time.sleep(0.05)
            url = f"ws://127.0.0.1:{port_file.read_text()}"
            return asyncio.run(table_of_games(url, games, seconds, seed, server.pid, think, warmup))
        finally:
            server.terminate()
            server.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="concurrent games (default 200)")
    parser.add_argument("--seconds", type=float, default=20.0, help="length of each run (default 20)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds played before measuring (default 5)")
    parser.add_argument("--think", type=float, default=1000.0, help="a seat's mean thinking time, ms (default 1000)")
    parser.add_argument("--serve", metavar="PORT_FILE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve)
        return
    runs = [one_run(args.games, args.seconds, seed, args.think / 1000, args.warmup) for seed in range(args.runs)]
    summary = {}
    for key in ("p50_ms", "p99_ms", "games_per_s", "kib_per_game", "errors"):
        values = [run[key] for run in runs]
        summary[key] = statistics.median(values)
        print(f"{key}: {statistics.median(values):.1f} ({min(values):.1f}..{max(values):.1f})")
    print(json.dumps({"games": args.games, "seconds": args.seconds, "think_ms": args.think, "runs": runs,
                      "median": summary}))


if __name__ == "__main__":
    main()
