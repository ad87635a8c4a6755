"""`classified-info simulate`: play many games between bots and report the totals."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from game.cli.errors import EXIT_DATA_ERROR, EXIT_USAGE
from game.cli.options import DECK_HELP, MATCH_LENGTHS, PLAYERS_HELP, add_variant, player_pair, positive_int

SWEEP_INSTALL = "pip install 'classified-info[sweep]'"


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "simulate", help="play many games between computer players and report the totals",
        description="Play seeded games between computer players. Game i uses a seed derived "
                    "from --seed and i, and seat i mod 2 starts; results are the same for any --jobs, "
                    "--shard split and --backend.")
    parser.add_argument("--games", type=positive_int, default=100,
                        help="number of games, of matches with --match, or of pairs with --duplicate (default 100)")
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
    parser.add_argument("--duplicate", action="store_true",
                        help="play every deal twice, the seats swapped the second time (the same shuffle), so "
                             "the luck of the deal cancels; --games counts pairs, and the JSON adds pairs: "
                             "how many pairs the first player scored 0, 0.5, 1, 1.5 and 2 in")
    parser.add_argument("--jobs", type=positive_int, default=1,
                        help="worker processes, or the local Dask cluster's workers (default 1)")
    parser.add_argument("--shard", type=shard, default=(0, 1), metavar="I/N",
                        help="play only games I, I+N, I+2N, ... of the run (0 <= I < N); "
                             "`merge` adds the shards' --json results up")
    parser.add_argument("--backend", choices=("process", "dask"), default="process",
                        help="process: --jobs processes here; dask: a Dask cluster "
                             f"(needs {SWEEP_INSTALL}) (default process)")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="with --backend dask: the scheduler, such as tcp://10.0.0.5:8786 "
                             "(default: a local cluster of --jobs workers)")
    parser.add_argument("--save-records", type=Path, metavar="DIR", help="write every game's record here")
    parser.add_argument("--overwrite", action="store_true",
                        help="with --save-records: replace the records of an earlier run in DIR")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    return parser


def shard(text: str) -> tuple[int, int]:
    """I/N with 0 <= I < N."""
    try:
        index, count = (int(part) for part in text.split("/"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: give the shard as I/N, such as 0/4") from None
    if not 0 <= index < count:
        raise argparse.ArgumentTypeError(f"{text}: the shard I/N needs 0 <= I < N, such as 0/{max(count, 2)}")
    return index, count


def records_folder_problem(folder: Path, overwrite: bool) -> str | None:
    """Why records cannot go into `folder` (a file there, or an earlier run's records), or None."""
    if folder.exists() and not folder.is_dir():
        return "that is a file, not a folder; name a folder for the records."
    if not overwrite and folder.is_dir() and any(folder.glob("*.json")):
        return ("it already holds records of an earlier run; name an empty folder, or add --overwrite "
                "to replace them.")
    return None


def run(args: argparse.Namespace) -> int:
    if args.scheduler and args.backend != "dask":
        print("classified-info simulate: error: --scheduler needs --backend dask", file=sys.stderr)
        return EXIT_USAGE
    if args.duplicate and args.match:
        print("classified-info simulate: error: --duplicate plays single games; leave out --match or --duplicate",
              file=sys.stderr)
        return EXIT_USAGE
    if args.backend == "dask":
        try:
            import distributed  # noqa: F401
        except ImportError:
            print(f"classified-info simulate: --backend dask needs the sweep extra: {SWEEP_INSTALL}",
                  file=sys.stderr)
            return EXIT_DATA_ERROR

    from game.decks.specs import RANDOM_MIX, deck_source
    from game.simulation.games import Run, simulate
    from game.simulation.tallies import report, summary

    decks = deck_source(args.deck, args.deck_file)
    if args.save_records:
        problem = records_folder_problem(args.save_records, args.overwrite)
        if problem is not None:
            print(f"classified-info simulate: --save-records {args.save_records}: {problem}", file=sys.stderr)
            return EXIT_DATA_ERROR
        try:
            args.save_records.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            print(f"classified-info simulate: --save-records {args.save_records}: the folder cannot be made "
                  f"({error.strerror or error}); name a folder you may write in.", file=sys.stderr)
            return EXIT_DATA_ERROR
    jobs = min(args.jobs, os.cpu_count() or 1) if args.backend == "process" else args.jobs
    if jobs < args.jobs:
        print(f"classified-info simulate: --jobs {args.jobs} is more than this machine's {jobs} cores; "
              f"using {jobs} (the totals are the same for any --jobs).", file=sys.stderr)
    config = Run(args.games, args.seed, decks, args.variant, args.players, args.save_records,
                 args.match, args.shard, args.duplicate)
    start = time.perf_counter()
    tally = simulate(config, jobs, args.backend, args.scheduler)
    seconds = time.perf_counter() - start
    result = report(tally, decks.spec, args.variant, args.seed, decks_played=decks.spec == RANDOM_MIX,
                    matches=bool(args.match), pairs=args.duplicate)
    if args.shard != (0, 1):
        index, count = args.shard
        result["shard"] = {"index": index, "count": count, "games": args.games, "match": args.match,
                           "duplicate": args.duplicate}
        result.update(tally.exact_json())
    result["seconds"] = round(seconds, 3)
    if args.json:
        print(json.dumps(result))
    else:
        print(summary(result))
        if result["errors"]:
            print("First error: " + result["error_games"][0]["message"], file=sys.stderr)
    return 0
