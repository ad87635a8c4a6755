"""`classified-info play`: straight to the table, against the computer or two players at one screen."""

from __future__ import annotations

import argparse
import sys

from game.cli.options import MATCH_LENGTHS, OPPONENTS, add_variant, hotseat_names, seed
from game.wheel.levels import AssistantLevel

ASSISTANT_LEVELS = tuple(level.value for level in AssistantLevel)


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add `play` and its options."""
    parser = subparsers.add_parser(
        "play", help="play a game against the computer, or two players at one screen",
        description="Open the game window at the table, a game against the computer dealt and under "
                    "way. You are Player 1; who starts is drawn from the seed. With --hotseat two "
                    "people share the screen, passing it whenever the other must decide. Escape at the "
                    "table opens a menu (new game, settings, title screen); F1 lists the keys.")
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--opponent", choices=OPPONENTS, default="heuristic", metavar="LEVEL",
                     help="the computer player: %(choices)s (default %(default)s)")
    who.add_argument("--hotseat", action="store_true",
                     help="two players at one screen instead of the computer")
    parser.add_argument("--names", type=hotseat_names, metavar="A,B",
                        help="the two players' names in a hotseat game (default Player 1,Player 2)")
    parser.add_argument("--deck", default="citrine", metavar="SPEC",
                        help="citrine, ruby, emerald, mixed:XXXXXXXXX, random-mix or custom:NAME "
                             "(default citrine)")
    add_variant(parser)
    parser.add_argument("--match", type=int, choices=MATCH_LENGTHS, metavar="N",
                        help="a match instead of a single game: best of N games, N one of %(choices)s (RULES.md 8)")
    parser.add_argument("--assistant", choices=ASSISTANT_LEVELS, default=AssistantLevel.OFF.value,
                        help="the Cypher Wheel's assistant: %(choices)s (default %(default)s)")
    parser.add_argument("--seed", type=seed, help="seed of the first game, 0 or more (default: a random one)")
    return parser


def run(args: argparse.Namespace) -> int:
    """Check the deck and the names, then open the window at the table."""
    if args.names is not None and not args.hotseat:
        print("classified-info play: --names goes with --hotseat (the computer needs no name); "
              "add --hotseat or leave --names out.", file=sys.stderr)
        return 2
    from game.decks.specs import deck_source

    decks = deck_source(args.deck)
    from game.ui.app import play_window

    opponent = None if args.hotseat else args.opponent
    return play_window(decks, args.variant, opponent, args.seed, args.names, assistant=args.assistant,
                       best_of=args.match or 1)
