"""Playing strength: one player's score against another over seeded games.

Runs `simulate` in-process (seats alternate, ties count half) and prints the
score with its 95% interval (normal approximation), per deck asked for.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.decks.specs import deck_source  # noqa: E402
from game.simulation.games import Run, simulate  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="heuristic,random")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", default="citrine")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    players = tuple(args.players.split(","))
    results = []
    for spec in args.decks.split(","):
        tally = simulate(Run(args.games, args.seed, deck_source(spec), "standard", players), args.jobs)
        games = tally.games + tally.errors
        score = (tally.wins[0] + tally.ties / 2) / games
        half_width = 1.96 * math.sqrt(score * (1 - score) / games)
        results.append({"deck": spec, "games": games, "wins": tally.wins, "ties": tally.ties,
                        "errors": tally.errors, "score": round(score, 4),
                        "interval_95": [round(score - half_width, 4), round(score + half_width, 4)]})
        print(f"{players[0]} vs {players[1]} on {spec}: {score:.1%} "
              f"(95% interval {score - half_width:.1%}..{score + half_width:.1%}), "
              f"wins {tally.wins}, ties {tally.ties}", file=sys.stderr)
    print(json.dumps({"benchmark": "strength", "players": players, "results": results}))


if __name__ == "__main__":
    main()
