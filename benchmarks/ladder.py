"""Strength ladder: levels against each other on duplicate deals, and a sequential test for a change.

Round-robin (default): every two levels play --pairs duplicate deals per deck
(each deal twice, seats swapped, so the luck of the deal cancels). Prints per
deck the win matrix, the row level's score against the column level with its
95% interval (normal approximation over pairs, the independent unit), and a
Bradley-Terry rating per level on the Elo scale (mean 0), then one JSON line
(with each meeting's think_ms, as simulate reports it).

Pool (`--pool CANDIDATE`): the candidate against every member of a pool of
opponents (--against, default POOL: levels, the expert's numbers without
search, and two styles on other numbers), one row per member and deck: a
strength judged against every member, not one.

SPRT (`--sprt CANDIDATE,BASELINE`): plays duplicate pairs in batches until a
sequential probability ratio test decides between "the candidate is no
stronger" (elo0) and "it is stronger by elo1", as chess engines gate changes.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import parse_player  # noqa: E402
from game.ai.budgets import LEVEL_BUDGETS  # noqa: E402
from game.decks.specs import deck_source  # noqa: E402
from game.simulation.games import Run, play_in_processes, play_part  # noqa: E402
from game.simulation.tallies import Tally  # noqa: E402

DECKS = "citrine,ruby,emerald,random-mix"
LEVELS = "random,easy,heuristic,normal,hard,expert"
POOL = "random,easy,heuristic,policy,hard,attacker,guardian"


def pair_scores(pairs: Counter[str] | dict[str, int]) -> list[float]:
    """Each pair's score for the first player as a share, 0 to 1."""
    return [float(score) / 2 for score, n in pairs.items() for _ in range(n)]


def interval(scores: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval (normal approximation)."""
    n = len(scores)
    mean = sum(scores) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in scores) / (n - 1)) if n > 1 else 0.5
    half = 1.96 * sd / math.sqrt(n)
    return mean, max(0.0, mean - half), min(1.0, mean + half)


def bradley_terry(points: dict[tuple[str, str], tuple[float, int]], levels: list[str],
                  rounds: int = 500) -> dict[str, float]:
    """Ratings on the Elo scale (mean 0) by the minorise-maximise iteration; `points[a, b]` is
    (a's points against b, games). Half a point each way per meeting keeps a clean sweep finite."""
    strength = {level: 1.0 for level in levels}
    won: Counter[str] = Counter()
    games: dict[tuple[str, str], float] = {}
    for (a, b), (p, n) in points.items():
        won[a] += p + 0.5
        won[b] += n - p + 0.5
        games[a, b] = games[b, a] = n + 1
    for _ in range(rounds):
        new = {}
        for a in levels:
            denominator = sum(n / (strength[a] + strength[b]) for (x, b), n in games.items() if x == a)
            new[a] = won[a] / denominator if denominator else strength[a]
        centre = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        strength = {level: v / centre for level, v in new.items()}
    return {level: 400 * math.log10(v) for level, v in strength.items()}


def play(players: tuple[str, str], spec: str, pairs: range, seed: int, jobs: int) -> Tally:
    run = Run(pairs.stop, seed, deck_source(spec), "standard", players, duplicate=True)
    return play_in_processes(run, pairs, jobs) if jobs > 1 and len(pairs) > 1 else play_part(run, pairs)


def with_budget(level: str, budget: int | None) -> str:
    name, own = parse_player(level)
    return f"{name}:{budget}" if budget and own is None and name in LEVEL_BUDGETS else level


def round_robin(args: argparse.Namespace) -> dict:
    levels = [with_budget(level, args.budget) for level in args.levels.split(",")]
    decks = []
    for spec in args.decks.split(","):
        cells = {}
        points: dict[tuple[str, str], tuple[float, int]] = {}
        for a, b in combinations(levels, 2):
            tally = play((a, b), spec, range(args.pairs), args.seed, args.jobs)
            scores = pair_scores(tally.pairs)
            mean, low, high = interval(scores)
            cells[f"{a} vs {b}"] = {"score": round(mean, 4), "interval_95": [round(low, 4), round(high, 4)],
                                    "pairs": dict(tally.pairs), "errors": tally.errors,
                                    "think_ms": tally.think_json()}
            points[a, b] = (sum(scores) * 2, 2 * len(scores))
            print(f"{spec}: {a} vs {b}: {mean:.1%} ({low:.1%}..{high:.1%}) over {len(scores)} pairs",
                  file=sys.stderr)
        ratings = bradley_terry(points, levels)
        print_matrix(spec, levels, cells, ratings)
        decks.append({"deck": spec, "pairs": args.pairs, "cells": cells,
                      "ratings": {k: round(v, 1) for k, v in ratings.items()}})
    return {"benchmark": "ladder", "seed": args.seed, "levels": levels, "decks": decks}


def pool(args: argparse.Namespace) -> dict:
    candidate = with_budget(args.pool, args.budget)
    members = [with_budget(level, args.budget) for level in args.against.split(",")]
    rows = []
    for spec in args.decks.split(","):
        for member in members:
            tally = play((candidate, member), spec, range(args.pairs), args.seed, args.jobs)
            mean, low, high = interval(pair_scores(tally.pairs))
            rows.append({"deck": spec, "against": member, "score": round(mean, 4),
                         "interval_95": [round(low, 4), round(high, 4)], "pairs": dict(tally.pairs),
                         "errors": tally.errors, "think_ms": tally.think_json()})
            print(f"{spec}: {candidate} vs {member}: {mean:.1%} ({low:.1%}..{high:.1%}) over {args.pairs} pairs",
                  file=sys.stderr, flush=True)
    return {"benchmark": "ladder-pool", "seed": args.seed, "candidate": candidate, "rows": rows}


def print_matrix(spec: str, levels: list[str], cells: dict, ratings: dict[str, float]) -> None:
    width = max(len(level) for level in levels) + 2
    print(f"\n{spec}: row's score against column (95% interval), rating (Bradley-Terry, Elo scale)",
          file=sys.stderr)
    print(" " * width + "".join(f"{level:>20}" for level in levels) + f"{'rating':>10}", file=sys.stderr)
    for a in levels:
        row = []
        for b in levels:
            if a == b:
                row.append(f"{'-':>20}")
                continue
            cell = cells.get(f"{a} vs {b}")
            if cell is None:
                other = cells[f"{b} vs {a}"]
                score, (low, high) = 1 - other["score"], (1 - other["interval_95"][1], 1 - other["interval_95"][0])
            else:
                score, (low, high) = cell["score"], cell["interval_95"]
            row.append(f"{f'{score:.0%} ({low:.0%}..{high:.0%})':>20}")
        print(f"{a:<{width}}" + "".join(row) + f"{ratings[a]:>10.0f}", file=sys.stderr)


def expected_score(elo: float) -> float:
    return 1 / (1 + 10 ** (-elo / 400))


def sprt_llr(scores: list[float], elo0: float, elo1: float) -> float:
    """Log-likelihood ratio of elo1 against elo0 from pair scores (the normal approximation of the
    generalised SPRT over pair results, as engine testing frameworks use)."""
    n = len(scores)
    mean = sum(scores) / n
    variance = sum((s - mean) ** 2 for s in scores) / n
    if variance <= 0:
        return 0.0
    s0, s1 = expected_score(elo0), expected_score(elo1)
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)


def sprt(args: argparse.Namespace) -> dict:
    candidate, baseline = (with_budget(level, args.budget) for level in args.sprt.split(","))
    lower, upper = math.log(args.beta / (1 - args.alpha)), math.log((1 - args.beta) / args.alpha)
    pairs: Counter[str] = Counter()
    verdict, llr, played = "undecided", 0.0, 0
    while played < args.max_pairs:
        batch = range(played, min(played + args.batch, args.max_pairs))
        pairs.update(play((candidate, baseline), args.decks.split(",")[0], batch, args.seed, args.jobs).pairs)
        played = batch.stop
        scores = pair_scores(pairs)
        llr = sprt_llr(scores, args.elo0, args.elo1)
        mean, low, high = interval(scores)
        print(f"{played} pairs: {candidate} scores {mean:.1%} ({low:.1%}..{high:.1%}), "
              f"LLR {llr:.2f} in ({lower:.2f}, {upper:.2f})", file=sys.stderr)
        if llr >= upper or llr <= lower:
            verdict = "stronger" if llr >= upper else "not stronger"
            break
    print(f"SPRT: {candidate} against {baseline}: {verdict}", file=sys.stderr)
    return {"benchmark": "ladder-sprt", "candidate": candidate, "baseline": baseline, "verdict": verdict,
            "llr": round(llr, 3), "bounds": [round(lower, 3), round(upper, 3)], "pairs": dict(pairs),
            "elo0": args.elo0, "elo1": args.elo1}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=LEVELS, help=f"levels in the round-robin (default {LEVELS})")
    parser.add_argument("--decks", default=DECKS, help=f"deck specs, one table each (default {DECKS})")
    parser.add_argument("--pairs", type=int, default=100, help="duplicate deals per meeting (default 100)")
    parser.add_argument("--budget", type=int, help="playouts per decision for every search level not "
                                                   "given one (such as hard:40) in --levels")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--pool", metavar="CANDIDATE", help="instead of the round-robin: CANDIDATE against "
                                                             "every member of --against")
    parser.add_argument("--against", default=POOL, help=f"the pool for --pool (default {POOL})")
    parser.add_argument("--sprt", metavar="CANDIDATE,BASELINE",
                        help="instead of the round-robin: test whether CANDIDATE is stronger (first deck only)")
    parser.add_argument("--elo0", type=float, default=0.0)
    parser.add_argument("--elo1", type=float, default=30.0)
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    parser.add_argument("--batch", type=int, default=20, help="pairs between two looks at the test")
    parser.add_argument("--max-pairs", type=int, default=2000)
    args = parser.parse_args()
    print(json.dumps(sprt(args) if args.sprt else pool(args) if args.pool else round_robin(args)))


if __name__ == "__main__":
    main()
