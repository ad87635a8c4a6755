"""Random full games per second on one core, set-up through scoring.

Each run plays seeded games with a uniform choice over the pending options
(chance from the state's own generator); the figures are the median of the
runs and their spread (min..max). The deck is Citrine, or with
`--deck random-mix` a random mix of the ready decks' cards per game, the
decks made before the clock starts: only the engine is timed.
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

from game.decks.deck import load_ready_deck, mixed_deck  # noqa: E402
from game.engine import GameState  # noqa: E402
from game.engine.playout import play_out, uniform  # noqa: E402

CITRINE = load_ready_deck("citrine").abilities()


def decks_for(count: int, seed: int, deck: str) -> list[tuple[str, ...]]:
    """The deck of each game: Citrine, or a random mix of the ready decks' cards."""
    if deck == "citrine":
        return [CITRINE] * count
    rng = random.Random(seed)
    return [mixed_deck("".join(rng.choice("cre") for _ in range(9))).abilities() for _ in range(count)]


def play_games(count: int, seed: int, variant: str, decks: list[tuple[str, ...]] | None = None) -> int:
    """Play `count` random games; return the number of decisions applied."""
    choose = uniform(random.Random(seed))
    decks = decks or [CITRINE] * count
    decisions = 0
    for i in range(count):
        decisions += len(play_out(GameState(decks[i], variant, first_player=i & 1, seed=seed + i), choose).history)
    return decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5000, help="games per run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--variant", default="standard", choices=["standard", "strategic"])
    parser.add_argument("--deck", default="citrine", choices=["citrine", "random-mix"])
    args = parser.parse_args()
    games_per_s, decisions_per_s = [], []
    for run in range(args.runs):
        decks = decks_for(args.games, run * 1_000_003, args.deck)
        start = time.perf_counter()
        decisions = play_games(args.games, run * 1_000_003, args.variant, decks)
        elapsed = time.perf_counter() - start
        games_per_s.append(args.games / elapsed)
        decisions_per_s.append(decisions / elapsed)
    summary = {
        "benchmark": "engine",
        "variant": args.variant,
        "deck": args.deck,
        "games_per_run": args.games,
        "runs": args.runs,
        "games_per_second": round(statistics.median(games_per_s)),
        "games_per_second_spread": [round(min(games_per_s)), round(max(games_per_s))],
        "decisions_per_second": round(statistics.median(decisions_per_s)),
        "decisions_per_second_spread": [round(min(decisions_per_s)), round(max(decisions_per_s))],
    }
    print(f"random {args.deck} games/s: {summary['games_per_second']} "
          f"(spread {summary['games_per_second_spread'][0]}..{summary['games_per_second_spread'][1]}), "
          f"decisions/s: {summary['decisions_per_second']}", file=sys.stderr)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
