"""`classified-info simulate`: play many games between bots and report the totals."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from game.cli.options import DECK_HELP, MATCH_LENGTHS, PLAYERS_HELP, add_variant, player_pair, positive_int


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "simulate", help="play many games between computer players and report the totals",
        description="Play seeded games between computer players. Game i uses a seed derived "
                    "from --seed and i, and seat i mod 2 starts; results are the same for any --jobs.")
    parser.add_argument("--games", type=positive_int, default=100,
                        help="number of games, or of matches with --match (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    decks = parser.add_mutually_exclusive_group()
    decks.add_argument("--deck", default="citrine", metavar="SPEC",
                       help=DECK_HELP)
    decks.add_argument("--deck-file", type=Path, metavar="PATH", help="a deck JSON file")
    add_variant(parser)
    parser.add_argument("--players", type=player_pair, default=("random", "random"), metavar="A,B",
                        help=PLAYERS_HELP)
    parser.add_argument("--match", type=int, choices=MATCH_LENGTHS, metavar="N",
                        help="play best-of-N matches instead of single games (N is %(choices)s)")
    parser.add_argument("--jobs", type=positive_int, default=1, help="worker processes (default 1)")
    parser.add_argument("--save-records", type=Path, metavar="DIR", help="write every game's record here")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    return parser


def run(args: argparse.Namespace) -> int:
    from game.deck_specs import RANDOM_MIX, deck_source
    from game.simulation import Run, simulate

    decks = deck_source(args.deck, args.deck_file)
    if args.save_records:
        args.save_records.mkdir(parents=True, exist_ok=True)
    config = Run(args.games, args.seed, decks, args.variant, args.players, args.save_records,
                 args.match)
    start = time.perf_counter()
    tally = simulate(config, args.jobs)
    seconds = time.perf_counter() - start
    totals = tally.as_json()
    report = {"games": totals.pop("games"), "players": totals.pop("players"), "deck": decks.spec,
              "variant": args.variant, "seed": args.seed, **totals, "think_ms": {},
              **tally.errors_json()}
    if decks.spec == RANDOM_MIX:
        report["decks_played"] = dict(sorted(tally.decks_played.items()))
    if args.match:
        report.update(tally.matches_json())
    report["seconds"] = round(seconds, 3)
    if args.json:
        print(json.dumps(report))
    else:
        _print_summary(report)
    return 0


def _print_summary(report: dict) -> None:
    a, b = report["players"]
    print(f"{report['games']} games, deck {report['deck']}, {report['variant']} set-up, "
          f"seed {report['seed']}: {a} (seat 1) won {report['wins'][0]}, {b} (seat 2) won "
          f"{report['wins'][1]}, {report['ties']} ties; errors: {report['errors']}; "
          f"{report['seconds']} s.")
    if report["errors"]:
        print("First error: " + report["error_games"][0]["message"], file=sys.stderr)
