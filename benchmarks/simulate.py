"""`simulate` games per second against the bare engine loop, and against an older tree.

Each run is a fresh process; the runs being compared alternate, so a busy
machine slows both alike, and each ratio is taken within one round:

- `--against engine` (default): `simulate --players random,random` against
  `benchmarks/engine.py`'s loop, on Citrine and on random-mix;
- `--against PATH`: `simulate --players heuristic,random` from this tree
  against the same command from the tree at PATH (such as a `git archive` of
  the code before a change).

Each side times the same call the command line makes (`simulation.simulate`,
or the engine loop), start-up excluded, both by the clock and by the
process's CPU time: on a machine others share, the CPU time is the steadier
figure. Prints the median of the rounds with the spread (min..max), then one
JSON line on stdout.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


SIMULATE = """
import json, sys, time
from game.decks.specs import deck_source
from game.simulation.games import Run, simulate
games, seed, deck, players = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], tuple(sys.argv[4].split(","))
run = Run(games, seed, deck_source(deck), "standard", players)
wall, cpu = time.perf_counter(), time.process_time()
simulate(run)
print(json.dumps({"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}))
"""
"""What `simulate` runs for the command line, timed by the clock and by the processor."""

ENGINE = """
import json, sys, time
sys.path.insert(0, sys.argv[3])
from engine import decks_for, play_games
games, deck = int(sys.argv[1]), sys.argv[2]
decks = decks_for(games, 0, deck)
wall, cpu = time.perf_counter(), time.process_time()
play_games(games, 0, "standard", decks)
print(json.dumps({"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu}))
"""
"""benchmarks/engine.py's loop, timed the same way."""


def timed(tree: Path, code: str, *argv: str) -> dict[str, float]:
    """Run `code` in a fresh process on `tree`'s code; its wall-clock and CPU seconds."""
    out = subprocess.run([sys.executable, "-c", code, *argv], env={**os.environ, "PYTHONPATH": str(tree)},
                         cwd=tree, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def simulate_rate(tree: Path, players: str, deck: str, games: int, seed: int) -> dict[str, float]:
    """Games per second of `simulate` from `tree`, by the clock and by CPU time."""
    seconds = timed(tree, SIMULATE, str(games), str(seed), deck, players)
    return {how: games / seconds[how] for how in ("wall", "cpu")}


def engine_rate(deck: str, games: int) -> dict[str, float]:
    seconds = timed(HERE, ENGINE, str(games), deck, str(HERE / "benchmarks"))
    return {how: games / seconds[how] for how in ("wall", "cpu")}


def spread(values: list[float], digits: int = 0) -> dict:
    return {"median": round(statistics.median(values), digits),
            "spread": [round(min(values), digits), round(max(values), digits)]}


def figures(pairs: list[tuple[dict[str, float], dict[str, float]]], names: tuple[str, str], ratio: str) -> dict:
    """Medians and spreads of both sides and of their ratio within each round, by CPU time and by the clock."""
    out: dict = {}
    for how in ("cpu", "wall"):
        out[how] = {names[0]: spread([a[how] for a, _ in pairs]), names[1]: spread([b[how] for _, b in pairs]),
                    ratio: spread([b[how] / a[how] for a, b in pairs], 2)}
    return out


def against_engine(games: int, runs: int) -> dict:
    summary: dict = {}
    for deck in ("citrine", "random-mix"):
        pairs = [(engine_rate(deck, games), simulate_rate(HERE, "random,random", deck, games, run))
                 for run in range(runs)]
        summary[deck] = figures(pairs, ("engine_games_per_second", "simulate_games_per_second"), "ratio")
        for how in ("cpu", "wall"):
            got = summary[deck][how]
            print(f"{deck}, by {how} time: engine {got['engine_games_per_second']}, simulate random,random "
                  f"{got['simulate_games_per_second']} games/s, ratio {got['ratio']}", file=sys.stderr)
    return summary


def against_tree(base: Path, games: int, runs: int) -> dict:
    pairs = [(simulate_rate(base, "heuristic,random", "citrine", games, 5),
              simulate_rate(HERE, "heuristic,random", "citrine", games, 5)) for _ in range(runs)]
    summary = figures(pairs, ("before_games_per_second", "after_games_per_second"), "speedup")
    for how in ("cpu", "wall"):
        got = summary[how]
        print(f"heuristic,random, by {how} time: before {got['before_games_per_second']}, after "
              f"{got['after_games_per_second']} games/s, speed-up {got['speedup']}", file=sys.stderr)
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="engine", help="'engine', or the path of an older tree")
    parser.add_argument("--games", type=int, default=2000, help="games per run")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if args.against == "engine":
        result = {"benchmark": "simulate_vs_engine", **against_engine(args.games, args.runs)}
    else:
        result = {"benchmark": "simulate_vs_tree", "base": args.against,
                  **against_tree(Path(args.against).resolve(), args.games, args.runs)}
    print(json.dumps({**result, "games_per_run": args.games, "runs": args.runs}))


if __name__ == "__main__":
    main()
