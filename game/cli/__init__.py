"""Command-line entry point: `classified-info` and `python -m game`."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Sequence

from game import __version__
from game.cli.errors import interrupted, report
from game.cli.options import Parser
from game.errors import DataError

# One module per subcommand. Each exposes add_parser(subparsers) -> ArgumentParser
# (it adds and returns its own subparser) and run(args) -> int (the exit code).
# Every parser is built for --help and --version too, so a subcommand module
# imports at its top only what declaring its options needs; run() imports the rest.
# Adding a subcommand is one line here, e.g. "game.cli.simulate".
SUBCOMMANDS: tuple[str, ...] = (
    "game.cli.simulate",
    "game.cli.merge",
    "game.cli.replay",
    "game.cli.demo",
    "game.cli.play",
    "game.cli.serve",
)


def build_parser() -> argparse.ArgumentParser:
    """Build the parser with every registered subcommand."""
    parser = Parser(
        prog="classified-info",
        description="Classified Information: an unofficial fan implementation of a two-player card game.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    if SUBCOMMANDS:
        subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
        for module_name in SUBCOMMANDS:
            module = importlib.import_module(module_name)
            module.add_parser(subparsers).set_defaults(run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse arguments, run the chosen subcommand and return its exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        run = getattr(args, "run", None)
        if run is None:
            from game.ui.app import play_window  # pygame is imported only when the window opens

            return play_window(resume=True)
        return run(args)
    except DataError as error:
        return report(error)
    except KeyboardInterrupt:  # Ctrl-C: the player asked to stop, so no traceback
        return interrupted()
