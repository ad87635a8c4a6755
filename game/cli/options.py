"""Argument types shared by the subcommands, each saying what is wrong in plain words."""

from __future__ import annotations

import argparse

from game.ai import PLAYER_NAMES


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is not at least 1")
    return value


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{text} is not above 0")
    return value


def player_name(text: str) -> str:
    name = text.strip().lower()
    if name not in PLAYER_NAMES:
        raise argparse.ArgumentTypeError(f"unknown player {name!r}; available: {', '.join(PLAYER_NAMES)}")
    return name


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
PLAYERS_HELP = f"two of: {', '.join(PLAYER_NAMES)} (default random,random)"
