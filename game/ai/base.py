"""The bot interface: a view in, one of the offered options out.

A bot owns its random generator, seeded from a bot seed that is derived
one way from the game's seed, so it can never recover the deal.
"""

from __future__ import annotations

import hashlib
import random
from typing import Callable, Protocol

from game.engine import Choice
from game.engine.view import View


class Bot(Protocol):
    """Anything that picks one of `view.options()`."""

    name: str

    def choose(self, view: View) -> Choice: ...


class ReadsOnlyOptions(Protocol):
    """A bot that needs nothing but the options offered: a game loop may hand it those
    alone and build no view (a view costs more than such a bot's whole choice)."""

    def choose_from(self, options: tuple[Choice, ...]) -> Choice: ...


def options_reader(bot: Bot) -> Callable[[tuple[Choice, ...]], Choice] | None:
    """How `bot` chooses from the options alone, if it declares it reads nothing else
    (ReadsOnlyOptions); None for a bot that reads its view."""
    return getattr(bot, "choose_from", None)


class RandomBot:
    """Uniform over the legal options: the floor every other player must beat."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: View) -> Choice:
        return self.choose_from(view.options())

    def choose_from(self, options: tuple[Choice, ...]) -> Choice:
        return options[int(self.rng.random() * len(options))]


PLAYER_NAMES = ("random", "heuristic")
"""Players this version can seat."""


def one_way_seed(use: str, game_seed: int, index: int) -> int:
    """A seed for one use of the game's seed (a seat, a decision) from which the game's
    seed, and so its deal, cannot be recovered."""
    digest = hashlib.blake2b(f"{use}:{game_seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def bot_seed(game_seed: int, seat: int) -> int:
    """A seed for the bot in `seat`, one-way from the game's seed."""
    return one_way_seed("bot", game_seed, seat)


def hint_seed(game_seed: int, step: int) -> int:
    """A seed for a hint at decision `step`, one-way from the game's seed like a bot's."""
    return one_way_seed("hint", game_seed, step)


def make_bot(name: str, seed: int) -> Bot:
    """Seat a player by name; unknown names raise ValueError listing the known ones."""
    if name == "random":
        return RandomBot(seed)
    if name == "heuristic":
        from game.ai.heuristic import HeuristicBot
        return HeuristicBot(seed)
    raise ValueError(f"unknown player {name!r}; players available: {', '.join(PLAYER_NAMES)}")
