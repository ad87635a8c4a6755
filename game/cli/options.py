"""Argument types shared by the subcommands, each saying what is wrong in plain words.

Declaring the options imports nothing of the engine or the AI: every
subcommand's parser is built for `--help` and `--version` too, so lists that
live there are read only when an option is checked or a help page is shown.
"""

from __future__ import annotations

import argparse
import importlib
import math
from collections.abc import Iterator
from functools import cached_property
from typing import Any


class Parser(argparse.ArgumentParser):
    """argparse, refusing `--option=--` as a missing value (Python 3.11's argparse passes it on as [])."""

    def _get_values(self, action: argparse.Action, arg_strings: list[str]) -> Any:
        if action.option_strings and action.nargs is None and arg_strings == ["--"]:
            self.error(f"argument {'/'.join(action.option_strings)}: expected one argument")
        return super()._get_values(action, arg_strings)


class Later:
    """The choices of an option, read from the module that owns them on first use (a check, a help page).

    An option using it names its metavar: argparse lists the choices while
    declaring an option that has none.
    """

    def __init__(self, module: str, name: str) -> None:
        self.module = module
        self.name = name

    @cached_property
    def values(self) -> tuple[Any, ...]:
        return tuple(getattr(importlib.import_module(self.module), self.name))

    def __iter__(self) -> Iterator[Any]:
        return iter(self.values)

    def __contains__(self, value: object) -> bool:
        return value in self.values


PLAYERS = Later("game.ai", "PLAYER_NAMES")
OPPONENTS = Later("game.ai", "OPPONENT_NAMES")
VARIANTS = Later("game.engine", "VARIANTS")
MATCH_LENGTHS = Later("game.engine.match", "MATCH_LENGTHS")


def add_variant(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", choices=VARIANTS, default="standard", metavar="VARIANT",
                        help="the set-up: %(choices)s (default %(default)s)")


def whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def positive_int(text: str) -> int:
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not at least 1")
    return value


def seed(text: str) -> int:
    """A seed a save can keep: a whole number from 0 up."""
    value = whole_number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} is below 0; a seed is a whole number from 0 up")
    return value


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text} is not above 0")
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text} is not a finite number")
    return value


def player_name(text: str) -> str:
    """A player, with a budget for a search level (`hard:400`)."""
    from game.ai import parse_player

    try:
        name, budget = parse_player(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return name if budget is None else f"{name}:{budget}"


def player_pair(text: str) -> tuple[str, str]:
    names = text.split(",")
    if len(names) != 2:
        raise argparse.ArgumentTypeError(f"{text!r}: name exactly two players, such as random,random")
    return player_name(names[0]), player_name(names[1])


NAME_LENGTH = 20
"""Longest hotseat name: it must fit the player's plate and the hand-off screen."""


def hotseat_names(text: str) -> tuple[str, str]:
    names = tuple(name.strip() for name in text.split(","))
    if len(names) != 2 or not all(names):
        raise argparse.ArgumentTypeError(f"{text!r}: give two names separated by a comma, such as Ann,Bob")
    if names[0].casefold() == names[1].casefold():
        raise argparse.ArgumentTypeError(f"{text!r}: the two players need different names")
    too_long = [name for name in names if len(name) > NAME_LENGTH]
    if too_long:
        raise argparse.ArgumentTypeError(f"{too_long[0]!r} is longer than {NAME_LENGTH} characters")
    return names[0], names[1]


DECK_HELP = "citrine, ruby, emerald, mixed:XXXXXXXXX, random-mix or custom:NAME (default citrine)"
PLAYERS_HELP = ("two computer players, seat 1 first, such as heuristic,random (default random,random): "
                "random, heuristic, easy, normal, hard, expert, or for strength tables only oracle (sees "
                "every card), policy, attacker or guardian; a search level takes a budget in playouts per "
                "decision, such as hard:400")
