"""`classified-info play`: straight to the table, against the computer."""

from __future__ import annotations

import argparse

from game.cli.options import PLAYERS, add_variant


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add `play` and its options."""
    parser = subparsers.add_parser(
        "play", help="play a game against the computer",
        description="Open the game window at the table, a game against the computer dealt and under "
                    "way. You are Player 1; who starts is drawn from the seed. Escape at the table "
                    "opens a menu (new game, settings, title screen); F1 lists the keys.")
    parser.add_argument("--opponent", choices=PLAYERS, default="heuristic", metavar="LEVEL",
                        help="the computer player: %(choices)s (default %(default)s)")
    parser.add_argument("--deck", default="citrine", metavar="SPEC",
                        help="citrine, ruby, emerald, mixed:XXXXXXXXX, random-mix or custom:NAME "
                             "(default citrine)")
    add_variant(parser)
    parser.add_argument("--seed", type=int, help="seed of the first game (default: a random one)")
    return parser


def run(args: argparse.Namespace) -> int:
    """Check the deck, then open the window at the table."""
    from game.deck_specs import deck_source

    decks = deck_source(args.deck)
    from game.ui.app import play_window

    return play_window(decks, args.variant, args.opponent, args.seed)
