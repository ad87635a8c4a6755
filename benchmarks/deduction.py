"""Deduction speed at mid-game: time per posterior, and sampled worlds per second.

Views are taken at the deciding player's turns 4..7 of seeded random games
over the three ready decks and random mixes; each run deduces and samples
from every view. In play order each view reads only the events since the
previous view of its game (as a player deducing at each decision does);
cold, every view is read from the first event. Figures: median of the runs
and their spread (min..max).
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

from game.decks.deck import READY_DECKS, load_ready_deck  # noqa: E402
from game.engine import GameState, deduction  # noqa: E402
from game.engine.deduction import deduce  # noqa: E402
from game.engine.playout import decisions, uniform  # noqa: E402
from game.engine.view import view  # noqa: E402
from game.engine.worlds import sample_world  # noqa: E402

READY = [load_ready_deck(name).abilities() for name in READY_DECKS]


def mid_game_views(count: int) -> list:
    views = []
    seed = 0
    while len(views) < count:
        rng = random.Random(seed)
        deck = tuple(rng.choice(READY)[n] for n in range(9)) if seed % 4 == 3 else READY[seed % 3]
        for s in decisions(GameState(deck, "standard", seed % 2, seed), uniform(rng)):
            if 4 <= s.turn <= 7 and rng.random() < 0.3:
                views.append(view(s, s.pending.player))
        seed += 1
    return views[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=300)
    parser.add_argument("--worlds", type=int, default=10, help="worlds sampled per view")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    views = mid_game_views(args.views)
    deduce_rates, cold_ms, world_rates = [], [], []
    for run in range(args.runs):
        start = time.perf_counter()
        for v in views:
            deduce(v)
        deduce_rates.append(len(views) / (time.perf_counter() - start))
        start = time.perf_counter()
        for v in views:
            deduction._READ.clear()
            deduce(v)
        cold_ms.append(1000 * (time.perf_counter() - start) / len(views))
        rng = random.Random(run)
        start = time.perf_counter()
        for v in views:
            for _ in range(args.worlds):
                sample_world(v, rng)
        world_rates.append(len(views) * args.worlds / (time.perf_counter() - start))
    play_ms = [1000 / rate for rate in deduce_rates]
    summary = {
        "benchmark": "deduction",
        "views": len(views),
        "runs": args.runs,
        "posteriors_per_second": round(statistics.median(deduce_rates)),
        "posteriors_per_second_spread": [round(min(deduce_rates)), round(max(deduce_rates))],
        "ms_per_posterior": round(statistics.median(play_ms), 3),
        "ms_per_posterior_spread": [round(min(play_ms), 3), round(max(play_ms), 3)],
        "ms_per_posterior_cold": round(statistics.median(cold_ms), 3),
        "ms_per_posterior_cold_spread": [round(min(cold_ms), 3), round(max(cold_ms), 3)],
        "worlds_per_second": round(statistics.median(world_rates)),
        "worlds_per_second_spread": [round(min(world_rates)), round(max(world_rates))],
    }
    print(f"mid-game ms per posterior: {summary['ms_per_posterior']} in play order "
          f"(spread {summary['ms_per_posterior_spread']}), {summary['ms_per_posterior_cold']} cold "
          f"(spread {summary['ms_per_posterior_cold_spread']}); sampled worlds/s: "
          f"{summary['worlds_per_second']} (spread {summary['worlds_per_second_spread']})",
          file=sys.stderr)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
