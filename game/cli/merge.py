"""`classified-info merge`: add up the results of the shards of one `simulate` run."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from game.errors import DataError
from game.files import read_bytes

# What makes two shards parts of the same run, besides the shard count N.
RUN_KEYS = ("players", "deck", "variant", "seed")
SHARD_HOW = "write each shard with `classified-info simulate ... --shard I/N --json > shard-I.json`"


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
    from game.stats import Tally, report, summary

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


MAX_SHARD_BYTES = 50_000_000
"""A shard's output (its --json line, with error records) stays far below this."""


def read_shard(path: Path) -> dict[str, Any]:
    """The JSON object on the file's last line, if it is one shard's result."""
    try:
        data = read_bytes(path, MAX_SHARD_BYTES + 1)
        if len(data) > MAX_SHARD_BYTES:
            raise DataError(f"{path}: larger than a shard's result ever is; {SHARD_HOW}.")
        lines = data.decode("utf-8").strip().splitlines()
        result = json.loads(lines[-1]) if lines else None
    except OSError as error:
        raise DataError(f"{path}: cannot read it ({error.strerror or error}); {SHARD_HOW}.") from None
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise DataError(f"{path}: its last line is not a JSON result ({error}); {SHARD_HOW}.") from None
    if not isinstance(result, dict):
        raise DataError(f"{path}: its last line is not a JSON object; {SHARD_HOW}.")
    shard = result.get("shard")
    if not (isinstance(shard, dict) and all(isinstance(shard.get(key), int) for key in ("index", "count", "games"))
            and 0 <= shard["index"] < shard["count"]):
        raise DataError(f"{path}: not the --json result of a simulate shard (no \"shard\" with its index, "
                        f"count and games); {SHARD_HOW}.")
    return result


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
    missing = [index for index in range(count) if index not in seen]
    if missing:
        listed = ", ".join(f"{index}/{count}" for index in missing)
        raise DataError(f"{first_path}: its run has {count} shards and {listed} "
                        f"{'is' if len(missing) == 1 else 'are'} missing; run simulate with "
                        f"--shard {missing[0]}/{count} (and so on) and add the files.")
