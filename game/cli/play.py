"""`classified-info play`: straight to the table, against the computer."""

from __future__ import annotations

import argparse

from game.ai import PLAYER_NAMES
from game.deck_specs import deck_source
from game.engine import VARIANTS


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add `play` and its options."""
    parser = subparsers.add_parser(
        "play", help="play a game against the computer",
        description="Open the game window at the table, a game against the computer dealt and under "
                    "way. You are Player 1; who starts is drawn from the seed. Escape at the table "
                    "opens a menu (new game, settings, title screen); F1 lists the keys.")
    parser.add_argument("--opponent", choices=PLAYER_NAMES, default="heuristic",
                        help="the computer player (default heuristic)")
    parser.add_argument("--deck", default="citrine", metavar="SPEC",
                        help="citrine, ruby, emerald, mixed:XXXXXXXXX, random-mix or custom:NAME "
                             "(default citrine)")
    parser.add_argument("--variant", choices=VARIANTS, default="standard")
    parser.add_argument("--seed", type=int, help="seed of the first game (default: a random one)")
    return parser


def run(args: argparse.Namespace) -> int:
    """Check the deck, then open the window at the table."""
    decks = deck_source(args.deck)
    from game.ui.app import play_window

    return play_window(decks, args.variant, args.opponent, args.seed)
