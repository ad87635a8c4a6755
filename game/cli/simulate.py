"""`classified-info simulate`: play many games between bots and report the totals."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from game.ai import PLAYER_NAMES
from game.deck_specs import resolve_file, resolve_spec
from game.engine import VARIANTS
from game.simulation import Run, simulate


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "simulate", help="play many games between computer players and report the totals",
        description="Play seeded games between computer players. Game i uses a seed derived "
                    "from --seed and i, and seat i mod 2 starts; results are the same for any --jobs.")
    parser.add_argument("--games", type=_positive, default=100, help="number of games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="run seed (default 0)")
    decks = parser.add_mutually_exclusive_group()
    decks.add_argument("--deck", default="citrine", metavar="SPEC",
                       help="citrine, ruby, emerald or mixed:XXXXXXXXX (default citrine)")
    decks.add_argument("--deck-file", type=Path, metavar="PATH", help="a deck JSON file")
    parser.add_argument("--variant", choices=VARIANTS, default="standard")
    parser.add_argument("--players", type=_players, default=("random", "random"), metavar="A,B",
                        help=f"two of: {', '.join(PLAYER_NAMES)} (default random,random)")
    parser.add_argument("--jobs", type=_positive, default=1, help="worker processes (default 1)")
    parser.add_argument("--save-records", type=Path, metavar="DIR", help="write every game's record here")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    return parser


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not at least 1")
    return value


def _players(text: str) -> tuple[str, str]:
    names = tuple(name.strip().lower() for name in text.split(","))
    if len(names) != 2:
        raise argparse.ArgumentTypeError(f"{text!r}: name exactly two players, such as random,random")
    unknown = [n for n in names if n not in PLAYER_NAMES]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown player {unknown[0]!r}; available: {', '.join(PLAYER_NAMES)}")
    return names  # type: ignore[return-value]


def run(args: argparse.Namespace) -> int:
    deck = resolve_file(args.deck_file) if args.deck_file else resolve_spec(args.deck)
    spec = f"file:{args.deck_file}" if args.deck_file else args.deck.lower()
    if args.save_records:
        args.save_records.mkdir(parents=True, exist_ok=True)
    config = Run(args.games, args.seed, deck, spec, args.variant, args.players, args.save_records)
    start = time.perf_counter()
    tally = simulate(config, args.jobs)
    seconds = time.perf_counter() - start
    report = tally.as_json()
    report = {"games": report.pop("games"), "players": report.pop("players"), "deck": spec,
              "variant": args.variant, "seed": args.seed, **report}
    report["think_ms"] = {}
    errors = report.pop("errors"), report.pop("error_games")
    report["errors"], report["error_games"] = errors
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
