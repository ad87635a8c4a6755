"""The words a deck file is written in: numbers, guilds, keywords and ability ids.

Both the deck loader and its error messages read these, so they live apart
from either.
"""

from __future__ import annotations

from typing import Literal

from game.engine import IMPLEMENTED_ABILITIES

COPIES = 2
NUMBERS = range(1, 10)

Guild = Literal["Sentinel", "Guard", "Assassin"]
Keyword = Literal["REACT", "PEEK", "TRIGGER", "TUCK"]
GUILD_BY_NUMBER: dict[int, str] = {
    n: ("Sentinel", "Guard", "Assassin")[(n - 1) % 3] for n in NUMBERS
}

ABILITY_IDS: frozenset[str] = frozenset(IMPLEMENTED_ABILITIES)
"""A deck file may name only abilities the engine implements (one implementation each)."""
