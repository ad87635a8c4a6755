"""Tuning the heuristic's numbers for the search levels, by SPSA on duplicate deals.

Simultaneous perturbation stochastic approximation, as chess engines tune
their evaluation: each iteration perturbs every tuned number at once by
+-c (a random sign each), plays the two perturbed sets against each other on
fresh duplicate deals (each deal twice, seats swapped), and moves every
number toward the side that scored better, in proportion to the margin.
Then `--check` plays a set against the heuristic's own on other deals and
prints its score with a 95% interval: only that figure says whether a set
is stronger.

`--against` tunes against a pool instead of self-play: on each deal both
perturbed sets meet the same member of the pool (the members in turn: the
heuristic's numbers, the current `SEARCH`, the `attacker` and `guardian`
styles, or a set from a JSON file), and every number moves toward the side
that scored better against it. Numbers that beat only their neighbours
can drift into a style a third player exploits; a pool keeps them honest.
`--check` with `--against` plays the set against each member in turn.

    python benchmarks/tune.py --iterations 200 --pairs 300 --seed 1 --out tuned1.json
    python benchmarks/tune.py --start tuned1.json --iterations 150 --pairs 400 --seed 11 --out tuned2.json
    python benchmarks/tune.py --check tuned2.json --pairs 2000 --seed 2
    python benchmarks/tune.py --check search --pairs 2000 --seed 2     # weights.SEARCH
    python benchmarks/tune.py --start search --against heuristic,search,attacker,guardian \
        --iterations 150 --pairs 200 --seed 21 --out pooled.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from multiprocessing import Pool
from multiprocessing.pool import Pool as Workers
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ladder import interval  # noqa: E402

from game.ai.heuristic import HeuristicBot  # noqa: E402
from game.ai.weights import HEURISTIC, SEARCH, STYLES, Weights  # noqa: E402
from game.decks.deck import load_ready_deck  # noqa: E402
from game.engine import GameState  # noqa: E402
from game.engine.playout import play_out, seated  # noqa: E402

TUNED = ("keep_hit", "keep_early", "late", "keep_danger", "guard_danger", "guard_short", "guard_spare",
         "encrypt_danger", "encrypt_spare", "attack_base", "attack_blocks", "attack_cost",
         "attack_extra_protection", "info_base", "info_uncertainty", "info.fortune_teller", "info.decoy_guard",
         "info.test_access_codes", "info.picking_petals", "tuck", "spotlights", "wheel_base",
         "wheel_uncertainty", "scavenge_base", "scavenge_gain", "scavenge_guard", "other_deploy",
         "question_focus")
"""The numbers that matter in a Citrine game."""
DECK_NUMBERS = {
    "citrine": TUNED,
    "ruby": ("info.interrogation", "info.safecracker", "info.double_agent", "take_face_up", "triggers.wiretap",
             "triggers.floodlights", "triggers.dead_drop"),
    "emerald": ("info.high_tech_bookends", "take_face_up", "archivist", "triggers.ambush", "triggers.coup"),
}
"""The numbers `--numbers` tunes: Citrine's, or those of the Ruby or Emerald cards alone (which
leave a Citrine game as it was)."""
STEP = 0.2
"""Perturbation per number, as a share of its starting value (at least MIN_STEP)."""
MIN_STEP = 0.15
RATE = 4.0
"""How far a number moves: RATE * c * sign * (the + side's score - 1/2)."""


def pair_score(args: tuple[Weights, Weights, tuple[str, ...], int]) -> float:
    """The first set's score (0 to 1) over one duplicate deal: played twice, seats swapped."""
    a, b, abilities, seed = args
    points = 0.0
    for a_seat in (0, 1):
        bots = [HeuristicBot(seed, weights=a), HeuristicBot(seed + 1, weights=b)]
        if a_seat:
            bots.reverse()
        result = play_out(GameState(abilities, "standard", seed % 2, seed), seated(bots)).result
        assert result is not None, "a game played out has a result"
        points += 0.5 if result.winner is None else float(result.winner == a_seat)
    return points / 2


def match(pool: Workers, a: Weights, b: Weights | list[Weights], abilities: tuple[str, ...], seeds: list[int],
          jobs: int) -> list[float]:
    """Each pair's score for `a` (0 to 1); against a list, deal k meets member k modulo its length."""
    members = b if isinstance(b, list) else [b]
    tasks = [(a, members[k % len(members)], abilities, s) for k, s in enumerate(seeds)]
    return pool.map(pair_score, tasks, chunksize=max(1, len(seeds) // (4 * jobs)))


def numbers(name: str) -> Weights:
    """A set of numbers by name: `heuristic`, `search` (weights.SEARCH), a style, or a JSON file."""
    if name == "heuristic":
        return HEURISTIC
    if name == "search":
        return SEARCH
    if name in STYLES:
        return STYLES[name]
    return HEURISTIC.with_values(json.loads(Path(name).read_text()))


def tune(pool: Workers, abilities: tuple[str, ...], args: argparse.Namespace) -> Weights:
    rng = random.Random(args.seed)
    start = numbers(args.start) if args.start else HEURISTIC
    members = [numbers(name) for name in args.against.split(",")] if args.against else []
    tuned = DECK_NUMBERS[args.numbers]
    theta = {name: start.values()[name] for name in tuned}
    c = {name: max(MIN_STEP, STEP * abs(HEURISTIC.values()[name])) for name in tuned}
    for k in range(args.iterations):
        signs = {name: rng.choice((-1, 1)) for name in tuned}
        plus = start.with_values({n: theta[n] + c[n] * signs[n] for n in tuned})
        minus = start.with_values({n: theta[n] - c[n] * signs[n] for n in tuned})
        seeds = [rng.getrandbits(48) for _ in range(args.pairs)]
        if members:  # both sides meet the same member on the same deal: half the gap, as plus against minus
            rng.shuffle(members)
            gap = sum(match(pool, plus, members, abilities, seeds, args.jobs)) - sum(
                match(pool, minus, members, abilities, seeds, args.jobs))
            score = 0.5 + gap / (2 * args.pairs)
        else:
            score = sum(match(pool, plus, minus, abilities, seeds, args.jobs)) / args.pairs
        for n in tuned:
            theta[n] += RATE * c[n] * signs[n] * (score - 0.5)
        print(f"{k + 1:4d}  + scored {score:.3f}", file=sys.stderr, flush=True)
    return start.with_values(theta)


def check(pool: Workers, w: Weights, abilities: tuple[str, ...], args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    seeds = [rng.getrandbits(48) for _ in range(args.pairs)]
    for name in (args.against or "heuristic").split(","):
        mean, low, high = interval(match(pool, w, numbers(name), abilities, seeds, args.jobs))
        print(f"against {name}, {args.deck}, {args.pairs} pairs: {100 * mean:.1f}% "
              f"({100 * low:.1f}%..{100 * high:.1f}%)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--pairs", type=int, default=100, help="duplicate deals per iteration, or for --check")
    parser.add_argument("--deck", default="citrine")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--start", metavar="JSON", help="tune on from these numbers (a JSON file, `search`, or a "
                                                        "style; else the heuristic's own)")
    parser.add_argument("--against", metavar="SETS", help="tune (or --check) against these sets in turn: "
                                                          "heuristic, search, a style, or JSON files")
    parser.add_argument("--numbers", choices=sorted(DECK_NUMBERS), default="citrine",
                        help="which numbers to tune: Citrine's (the default), or the Ruby or Emerald cards' alone")
    parser.add_argument("--out", help="write the tuned numbers here (JSON: every number not the heuristic's)")
    parser.add_argument("--check", metavar="JSON",
                        help="play these numbers (or `search`: weights.SEARCH) against the heuristic's own")
    args = parser.parse_args()
    abilities = load_ready_deck(args.deck).abilities()
    with Pool(args.jobs) as pool:
        if args.check:
            check(pool, numbers(args.check), abilities, args)
            return
        tuned = tune(pool, abilities, args)
    own = HEURISTIC.values()
    values = {n: round(v, 4) for n, v in tuned.values().items() if n in DECK_NUMBERS[args.numbers] or v != own[n]}
    print(json.dumps(values))
    if args.out:
        Path(args.out).write_text(json.dumps(values, indent=1) + "\n")


if __name__ == "__main__":
    main()
