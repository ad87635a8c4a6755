"""Random full Citrine games per second on one core, set-up through scoring.

Each run plays seeded games with a uniform choice over the pending options
(chance from the state's own generator); the figures are the median of the
runs and their spread (min..max).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.decks import load_ready_deck  # noqa: E402
from game.engine import GameState  # noqa: E402
from game.engine.playout import play_out, uniform  # noqa: E402

CITRINE = load_ready_deck("citrine").abilities()


def play_games(count: int, seed: int, variant: str) -> int:
    """Play `count` random games; return the number of decisions applied."""
    choose = uniform(random.Random(seed))
    decisions = 0
    for i in range(count):
        decisions += len(play_out(GameState(CITRINE, variant, first_player=i & 1, seed=seed + i), choose).history)
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000, help="games per run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--variant", default="standard", choices=["standard", "strategic"])
    args = parser.parse_args()
    games_per_s, decisions_per_s = [], []
    for run in range(args.runs):
        start = time.perf_counter()
        decisions = play_games(args.games, run * 1_000_003, args.variant)
        elapsed = time.perf_counter() - start
        games_per_s.append(args.games / elapsed)
        decisions_per_s.append(decisions / elapsed)
    summary = {
        "benchmark": "engine",
        "variant": args.variant,
        "games_per_run": args.games,
        "runs": args.runs,
        "games_per_second": round(statistics.median(games_per_s)),
        "games_per_second_spread": [round(min(games_per_s)), round(max(games_per_s))],
        "decisions_per_second": round(statistics.median(decisions_per_s)),
        "decisions_per_second_spread": [round(min(decisions_per_s)), round(max(decisions_per_s))],
    }
    print(f"random Citrine games/s: {summary['games_per_second']} "
          f"(spread {summary['games_per_second_spread'][0]}..{summary['games_per_second_spread'][1]}), "
          f"decisions/s: {summary['decisions_per_second']}", file=sys.stderr)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
