"""The bot interface: a view in, one of the offered options out.

A bot owns its random generator, seeded from a bot seed that is derived
one way from the game's seed, so it can never recover the deal.
"""

from __future__ import annotations

import hashlib
import random
from typing import Callable, Protocol, Sequence

from game.ai.budgets import GROWING, LEVEL_BUDGETS, LEVEL_WIDTHS
from game.ai.levels import LADDER, Computer
from game.engine import Choice, GameState
from game.engine.view import View, view


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


OPPONENT_NAMES = (Computer.RANDOM, Computer.HEURISTIC, *LADDER)
"""Players a person can meet in the game."""
TABLE_ONLY = (Computer.ORACLE, Computer.POLICY, Computer.ATTACKER, Computer.GUARDIAN)
"""Players for strength tables only: `oracle` sees the whole state; the others play the heuristic's
rules on other numbers (weights.STYLES), a pool for the search levels to be measured against."""
PLAYER_NAMES = (*OPPONENT_NAMES, *TABLE_ONLY)
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


def parse_player(text: str) -> tuple[Computer, int | None]:
    """A player name and its budget: `hard:400` is ("hard", 400); ValueError says what is wrong."""
    name, _, budget = text.strip().lower().partition(":")
    if name not in PLAYER_NAMES:
        raise ValueError(f"unknown player {name!r}; players available: {', '.join(PLAYER_NAMES)}")
    player = Computer(name)
    if not budget:
        return player, None
    if player not in LEVEL_BUDGETS:
        raise ValueError(f"{text!r}: only the search levels ({', '.join(LEVEL_BUDGETS)}) take a budget")
    if not budget.isdigit() or int(budget) < 1:
        raise ValueError(f"{text!r}: a budget is a whole number of playouts, at least 1, such as hard:400")
    return player, int(budget)


def make_bot(name: str, seed: int) -> Bot:
    """Seat a player by name, with an optional budget (`hard:400`); a bad name raises ValueError."""
    level, budget = parse_player(name)
    if level == Computer.RANDOM:
        return RandomBot(seed)
    if level == Computer.HEURISTIC:
        from game.ai.heuristic import HeuristicBot
        return HeuristicBot(seed)
    if level in (Computer.POLICY, Computer.ATTACKER, Computer.GUARDIAN):
        from game.ai.heuristic import HeuristicBot
        from game.ai.weights import STYLES
        return HeuristicBot(seed, weights=STYLES[level], name=level)
    if level == Computer.EASY:
        from game.ai.easy import EasyBot
        return EasyBot(seed)
    from game.ai.search import OracleBot, SearchBot
    from game.ai.weights import level_sides

    if level == Computer.ORACLE:
        return OracleBot(seed, budget or LEVEL_BUDGETS[level], None, name, level_sides(level))
    return SearchBot(seed, budget or LEVEL_BUDGETS[level], LEVEL_WIDTHS.get(level), name, level_sides(level),
                     level in GROWING)


def sight(bot: Bot, state: GameState, player: int) -> View | GameState:
    """What a seated bot is shown: its player's view; the oracle (strength tables only) the state."""
    return state if getattr(bot, "sees_state", False) else view(state, player)


def show_action_coming(bots: Sequence[Bot], state: GameState) -> None:
    """Before a player chooses an Action, show the other bot its own view if it reads the
    opponent's Actions (ai/reading.py)."""
    pending = state.pending
    if pending is None or pending.kind != "action" or pending.player not in (0, 1):
        return
    other = bots[1 - pending.player]
    if getattr(other, "observes", False):
        other.observe(view(state, 1 - pending.player))  # type: ignore[attr-defined]
