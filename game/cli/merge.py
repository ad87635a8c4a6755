"""`classified-info merge`: add up the results of the shards of one `simulate` run."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from game.errors import DataError

# What makes two shards parts of the same run, besides the shard count N.
RUN_KEYS = ("players", "deck", "variant", "seed")
NAMED_MISSING = 3
"""A run missing more shards than this names the first few and counts the others."""


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "merge", help="add up the --json results of the shards of one simulate run",
        description="Add the --json results of `simulate --shard I/N` for every I of one run into the "
                    "totals the whole run prints (the same except seconds, here the shards' sum). "
                    "Refuses results of different runs, a shard given twice and missing shards.")
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE", help="one shard's JSON result")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    return parser


def run(args: argparse.Namespace) -> int:
    from game.cli.shard_file import SHARD_HOW, read_shard
    from game.simulation.tallies import Tally, report, summary

    shards = [(path, read_shard(path)) for path in args.files]
    check_one_run(shards)
    first = shards[0][1]
    total = Tally(tuple(first["players"]))
    seconds = 0.0
    for path, result in shards:
        try:
            total.merge(Tally.from_json(result))
            seconds += result["seconds"]
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise DataError(f"{path}: not a whole shard result ({type(error).__name__}: {error}); "
                            f"{SHARD_HOW}.") from None
    merged = report(total, first["deck"], first["variant"], first["seed"],
                    decks_played="decks_played" in first, matches=first["shard"]["match"] is not None,
                    pairs=bool(first["shard"].get("duplicate")))
    merged["seconds"] = round(seconds, 3)
    print(json.dumps(merged) if args.json else summary(merged))
    return 0


def check_one_run(shards: list[tuple[Path, dict[str, Any]]]) -> None:
    """Refuse shards of different runs, a shard given twice, or a run with shards missing."""
    first_path, first = shards[0]
    seen: dict[int, Path] = {}
    for path, result in shards:
        shard = result["shard"]
        for key in RUN_KEYS:
            if result.get(key) != first.get(key):
                raise DataError(f"{path}: a shard of another run than {first_path} ({key} {result.get(key)!r} "
                                f"there, {first.get(key)!r} in {first_path}); merge the shards of one run only.")
        for key in ("count", "games", "match", "duplicate"):
            if shard.get(key) != first["shard"].get(key):
                raise DataError(f"{path}: a shard of another run than {first_path} (shard {key} "
                                f"{shard.get(key)!r} there, {first['shard'].get(key)!r} in {first_path}); "
                                "merge the shards of one run only.")
        index = shard.get("index")
        if index in seen:
            raise DataError(f"{path}: shard {index}/{shard['count']} again (also {seen[index]}); "
                            "give each shard's file once.")
        seen[index] = path
        played = result.get("matches") if shard["match"] is not None else result.get("games")
        expected = len(range(index, shard["games"], shard["count"])) * (2 if shard.get("duplicate") else 1)
        if played != expected:
            raise DataError(f"{path}: shard {index}/{shard['count']} of a run of {shard['games']} holds "
                            f"{played} results where it plays {expected}; run that shard again.")
    count = first["shard"]["count"]
    if len(seen) < count:
        missing = first_missing(seen, count)
        listed = missing_list(missing, count - len(seen), count)
        raise DataError(f"{first_path}: its run has {count:,} shards and {listed} "
                        f"{'is' if count - len(seen) == 1 else 'are'} missing; run simulate with "
                        f"--shard {missing[0]}/{count} (and so on) and add the files.")


def first_missing(seen: dict[int, Path], count: int) -> list[int]:
    """The first few shard indices below `count` not in `seen`, found without listing all of them."""
    missing: list[int] = []
    index = 0
    while len(missing) < NAMED_MISSING and index < count:
        if index not in seen:
            missing.append(index)
        index += 1
    return missing


def missing_list(named: list[int], total: int, count: int) -> str:
    """"1/4", "1/4 and 3/4", or "shards 3/N, 5/N, 8/N and 9,999,994 others"."""
    shown = [f"{index}/{count}" for index in named]
    if total > len(named):
        return f"shards {', '.join(shown)} and {total - len(named):,} others"
    if len(shown) == 1:
        return shown[0]
    return f"{', '.join(shown[:-1])} and {shown[-1]}"
