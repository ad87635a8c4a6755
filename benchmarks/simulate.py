"""`simulate` games per second against the bare engine loop, and against an older tree.

Each run is a fresh process; the runs being compared alternate, so a busy
machine slows both alike, and each ratio is taken within one round:

- `--against engine` (default): `simulate --players random,random` against
  `benchmarks/engine.py`'s loop, on Citrine and on random-mix;
- `--against PATH`: `simulate --players heuristic,random` from this tree
  against the same command from the tree at PATH (such as a `git archive` of
  the code before a change).

`simulate`'s games per second come from the `seconds` it reports (start-up
excluded). Prints the median of the rounds with the spread (min..max), then
one JSON line on stdout.
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


def simulate_rate(tree: Path, players: str, deck: str, games: int, seed: int) -> float:
    """Games per second of one `simulate` run from `tree`."""
    out = subprocess.run(
        [sys.executable, "-m", "game", "simulate", "--games", str(games), "--seed", str(seed),
         "--players", players, "--deck", deck, "--json"],
        env={**os.environ, "PYTHONPATH": str(tree)}, cwd=tree, capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    return result["games"] / result["seconds"]


def engine_rate(deck: str, games: int) -> float:
    """Games per second of one run of the bare engine loop."""
    out = subprocess.run(
        [sys.executable, str(HERE / "benchmarks" / "engine.py"), "--games", str(games), "--runs", "1",
         "--deck", deck], env={**os.environ, "PYTHONPATH": str(HERE)}, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["games_per_second"]


def spread(values: list[float], digits: int = 0) -> dict:
    return {"median": round(statistics.median(values), digits),
            "spread": [round(min(values), digits), round(max(values), digits)]}


def against_engine(games: int, runs: int) -> dict:
    summary: dict = {}
    for deck in ("citrine", "random-mix"):
        engine, simulate, ratios = [], [], []
        for run in range(runs):
            engine.append(engine_rate(deck, games))
            simulate.append(simulate_rate(HERE, "random,random", deck, games, run))
            ratios.append(simulate[-1] / engine[-1])
        summary[deck] = {"engine_games_per_second": spread(engine), "simulate_games_per_second": spread(simulate),
                         "ratio": spread(ratios, 2)}
        print(f"{deck}: engine {summary[deck]['engine_games_per_second']}, simulate random,random "
              f"{summary[deck]['simulate_games_per_second']} games/s, ratio {summary[deck]['ratio']}",
              file=sys.stderr)
    return summary


def against_tree(base: Path, games: int, runs: int) -> dict:
    before, after, ratios = [], [], []
    for _ in range(runs):
        before.append(simulate_rate(base, "heuristic,random", "citrine", games, 5))
        after.append(simulate_rate(HERE, "heuristic,random", "citrine", games, 5))
        ratios.append(after[-1] / before[-1])
    summary = {"before_games_per_second": spread(before), "after_games_per_second": spread(after),
               "speedup": spread(ratios, 2)}
    print(f"heuristic,random: before {summary['before_games_per_second']}, after "
          f"{summary['after_games_per_second']} games/s, speed-up {summary['speedup']}", file=sys.stderr)
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
