"""How long the post-game review keeps a person waiting, with its cap per decision and without.

Plays seeded Citrine games of the heuristic (the person, seat 0) against the
expert, then weighs each game's review decisions as the review screen does
(`session.review.weigh_decision`, the expert's budget), once with the cap
(`review.SECONDS`) and once without, the two interleaved game by game so a
busy machine disturbs both alike. Prints per game the decisions and each
way's wall time (what the person waits), then the median over the games with
the spread, and one JSON line.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.decks.specs import deck_source  # noqa: E402
from game.session.review import BUDGET, SECONDS, Asked, decisions_to_weigh, weigh_decision  # noqa: E402
from game.simulation.games import Run, game_seed, play_game  # noqa: E402
from game.simulation.tallies import Tally  # noqa: E402


def review_seconds(asked: list[Asked], cap: float | None) -> float:
    """Wall time to weigh every decision of a review, each within `cap` seconds (None: no cap)."""
    start = time.perf_counter()
    for a in asked:
        weigh_decision(a.seen, a.played, a.seed, BUDGET, a.suitcases, cap)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    capped: list[float] = []
    whole: list[float] = []
    counts: list[int] = []
    run = Run(args.games, args.seed, deck_source("citrine"), "standard", ("heuristic", "expert"))
    for index in range(args.games):
        final = play_game(run, index, Tally(run.players))
        asked = decisions_to_weigh(final, game_seed(args.seed, index), 0)
        first, second = (SECONDS, None) if index % 2 == 0 else (None, SECONDS)
        took = {first: review_seconds(asked, first), second: review_seconds(asked, second)}
        capped.append(took[SECONDS])
        whole.append(took[None])
        counts.append(len(asked))
        print(f"game {index}: {len(asked)} decisions, {capped[-1]:.1f} s capped, {whole[-1]:.1f} s whole",
              file=sys.stderr)
    report = {"benchmark": "review", "cap_seconds": SECONDS, "games": args.games,
              "decisions_median": statistics.median(counts)}
    for name, times in (("capped", capped), ("whole", whole)):
        report[name] = {"median_s": round(statistics.median(times), 1), "min_s": round(min(times), 1),
                        "max_s": round(max(times), 1)}
        print(f"{name}: median {report[name]['median_s']} s a review ({report[name]['min_s']}.."
              f"{report[name]['max_s']})", file=sys.stderr)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
