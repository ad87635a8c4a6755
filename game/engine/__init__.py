"""The rules of Classified Information, pure Python: no pygame, no files, no clock.

Drive a game through one door: read `state.pending`, then `state.apply(choice)`.
"""

from . import citrine, emerald, ruby  # noqa: F401  (register the decks' abilities)
from .abilities import START as IMPLEMENTED_ABILITIES
from .abilities import check_registrations
from .belief import RULES as BELIEF_RULES
from .cards import CODE, GUILD, NUMBERS, code, codes_share, in_code, ring_distance
from .decision import CHANCE, Choice, Decision, IllegalChoice
from .deduction import deduce  # noqa: F401  (register the belief rules of the turn's own events)
from .knowledge import RULES as KNOWLEDGE_RULES
from .state import STANDARD, STRATEGIC, VARIANTS, GameState, Result

check_registrations({"knowledge": KNOWLEDGE_RULES, "belief": BELIEF_RULES})

__all__ = [
    "CHANCE", "CODE", "GUILD", "IMPLEMENTED_ABILITIES", "NUMBERS", "STANDARD", "STRATEGIC",
    "VARIANTS", "Choice", "Decision", "GameState", "IllegalChoice", "Result", "code",
    "codes_share", "in_code", "ring_distance",
]
