"""Card numbers, guilds and Codes: the arithmetic printed on the Cypher Wheel.

Physical cards are ints 0..17 inside the engine only (copy c has number
c // 2 + 1); nothing outside the engine ever sees them.
"""

from __future__ import annotations

CardNumber = int
Card = int
Player = int

SENTINEL, GUARD, ASSASSIN = 0, 1, 2
GUILD_NAMES = ("Sentinel", "Guard", "Assassin")

NUMBERS = tuple(range(1, 10))
DECK_SIZE = 18
HAND_ROUNDS = 2
NORMAL_TURNS = 10
FINAL_TURNS = 2
SLOTS = 3

# Ruling (RULES.md 1): 1, 4, 7 Sentinel; 2, 5, 8 Guard; 3, 6, 9 Assassin.
GUILD = (-1,) + tuple((SENTINEL, GUARD, ASSASSIN)[(n - 1) % 3] for n in NUMBERS)

NUM = tuple(c // 2 + 1 for c in range(DECK_SIZE))
"""Card number of each physical card."""


def code(n: CardNumber) -> tuple[int, int, int]:
    """The Code of a number: (n-1, n, n+1) on the ring 1..9."""
    return ((n + 7) % 9 + 1, n, n % 9 + 1)


CODE = ((),) + tuple(code(n) for n in NUMBERS)
CODE_MASK = (0,) + tuple(sum(1 << m for m in code(n)) for n in NUMBERS)
EXTRA_PROTECTION_CODE_MASK = CODE_MASK[6]
"""Extra Protection is attacked like a face-up Guard with Code 5-6-7."""


def ring_distance(a: CardNumber, b: CardNumber) -> int:
    """Steps between two numbers on the ring 1..9."""
    d = abs(a - b) % 9
    return min(d, 9 - d)


def codes_share(a: CardNumber, b: CardNumber) -> bool:
    """Whether the Codes of two numbers share at least one number."""
    return CODE_MASK[a] & CODE_MASK[b] != 0


def in_code(n: CardNumber, suitcase: CardNumber) -> bool:
    """Whether n is one of the three numbers of the Code of `suitcase`."""
    return (CODE_MASK[suitcase] >> n) & 1 == 1
