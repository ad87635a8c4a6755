"""The numbers behind the heuristic's rules of thumb, in one place.

`HEURISTIC` is the heuristic player's own set; `SEARCH` the same rules with
numbers tuned against it (benchmarks/tune.py; figures in benchmarks/README.md).
Each search level starts from and plays out with its own set (LEVEL_WEIGHTS).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.ai.levels import Computer

TABLES = ("info", "triggers")
"""The fields of Weights that are tables, one number per card."""


@dataclass(frozen=True, slots=True)
class Weights:
    """What each kind of play is worth to the heuristic, before what it costs to give up the card."""

    keep_hit: float = 3.0
    """Holding a card that may hit their Code: times its chance..."""
    keep_early: float = 0.3
    late: float = 2.0
    """...times keep_early + late * (turn / 10) ** 2: a Final Card matters more as the end nears."""
    keep_danger: float = 2.0
    """Holding a card of your own Code keeps it from them."""
    guard_danger: float = 6.0
    """Enlisting a Guard that blocks a number of your own Code."""
    guard_short: float = 1.6
    """Enlisting another Guard when the free slots are needed for your Code's numbers."""
    guard_spare: float = 3.0
    """Enlisting another Guard otherwise."""
    encrypt_danger: float = 3.2
    """Encrypting a card of your own Code."""
    encrypt_spare: float = 0.3
    """Encrypting another card (less its chance to hit their Code)."""
    attack_base: float = 4.5
    attack_blocks: float = 3.0
    """An Attempt is worth its chance to succeed times attack_base + attack_blocks * P(the
    Guard blocks their Code)..."""
    attack_cost: float = 0.6
    """...less this."""
    attack_extra_protection: float = 2.0
    info_base: float = 0.5
    info_uncertainty: float = 2.0
    """A card that asks about their Suitcase: its own worth times info_base + info_uncertainty *
    the Suitcase's uncertainty (0 known, 1 nothing known)."""
    info: dict[str, float] = field(default_factory=lambda: {
        "fortune_teller": 1.4, "decoy_guard": 1.2, "test_access_codes": 1.0, "interrogation": 0.8,
        "high_tech_bookends": 1.0, "safecracker": 0.6, "picking_petals": 0.5, "double_agent": 0.6})
    tuck: float = 2.6
    take_face_up: float = 3.0
    """Silent Blade, Extraction or Turncoat with a face-up Guard of theirs to take on."""
    spotlights: float = 1.2
    wheel_base: float = 0.5
    wheel_uncertainty: float = 2.0
    scavenge_base: float = 0.3
    scavenge_gain: float = 2.0
    scavenge_guard: float = 0.8
    """Scavenge: scavenge_base + scavenge_gain * the best of the top cards, a card of your Code
    you could Guard counting scavenge_guard."""
    archivist: float = 0.9
    other_deploy: float = 0.4
    question_focus: float = 6.0
    """How much a question's answer counts for sharpening a card in hand, beside an even split."""
    triggers: dict[str, float] = field(default_factory=lambda: {
        "wiretap": 0.8, "floodlights": 0.9, "dead_drop": 1.6, "ambush": 0.8, "coup": 1.4})

    def values(self) -> dict[str, float]:
        """Every number by name, a table's entries as `table.entry` (`info.fortune_teller`)."""
        out: dict[str, float] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name in TABLES:
                out.update({f"{f.name}.{key}": number for key, number in value.items()})
            else:
                out[f.name] = value
        return out

    def with_values(self, values: dict[str, float]) -> Weights:
        """A copy with some numbers changed, named as `values()` names them; an unknown
        name raises (TypeError, or KeyError for a table's)."""
        changed: dict[str, Any] = {k: v for k, v in values.items() if "." not in k}
        tables = {table: dict(getattr(self, table)) for table in TABLES}
        for k, v in values.items():
            if "." in k:
                table, key = k.split(".", 1)
                if key not in tables[table]:
                    raise KeyError(f"no number {k!r}")
                tables[table][key] = v
        changed.update(tables)
        return dataclasses.replace(self, **changed)

    def toward(self, other: Weights, share: float) -> Weights:
        """The numbers `share` of the way from these to `other` (0: these, 1: `other`)."""
        theirs = other.values()
        return self.with_values({k: v + share * (theirs[k] - v) for k, v in self.values().items()})



HEURISTIC = Weights()
"""The heuristic player's own numbers."""
SEARCH = HEURISTIC.with_values({
    "keep_hit": 4.197,
    "keep_early": -0.034,
    "late": 2.738,
    "keep_danger": -1.172,
    "guard_danger": 5.841,
    "guard_short": 3.409,
    "guard_spare": 4.277,
    "encrypt_danger": 0.071,
    "encrypt_spare": 0.008,
    "attack_base": 2.45,
    "attack_blocks": 1.806,
    "attack_cost": 0.377,
    "attack_extra_protection": 3.922,
    "info_base": 0.666,
    "info_uncertainty": 1.103,
    "info.fortune_teller": 0.994,
    "info.decoy_guard": 1.408,
    "info.test_access_codes": 0.66,
    "info.picking_petals": 0.047,
    "tuck": 3.204,
    "spotlights": 0.599,
    "wheel_base": 0.303,
    "wheel_uncertainty": 0.444,
    "scavenge_base": 0.0,
    "scavenge_gain": 1.093,
    "scavenge_guard": 0.479,
    "other_deploy": 0.5,
    "question_focus": 8.631,
})
"""The tuned numbers (SPSA against the heuristic's own on Citrine): `policy`'s, and the expert's
(and so the hints' and the review's) but for Picking Petals (READING)."""

HARD_SHARE = 0.25
"""How far `hard` goes from the heuristic's numbers toward the tuned ones: on their own such
numbers score about 56% against the heuristic's (the tuned ones 62%), which spaces hard clearly
between normal and the expert on every deck (benchmarks/README.md, "the level table")."""
READING = SEARCH.with_values({"info.picking_petals": 1.5})
"""The expert's numbers: the tuned ones, but Picking Petals is worth Deploying to a player who reads
the petals named (ai/reading.py: the heuristic names the number farthest from its Suitcase, which
leaves two Suitcases). The tuned numbers give it almost nothing: read as the rules alone allow, a
petal rules out one Suitcase."""
LEVEL_WEIGHTS = {Computer.NORMAL: HEURISTIC, Computer.HARD: HEURISTIC.toward(SEARCH, HARD_SHARE),
                 Computer.EXPERT: READING, Computer.ORACLE: SEARCH}
"""The numbers each search level plays on: the levels' main difference in strength (the search
on top of them adds a few points against the heuristic, whatever its budget)."""
LEVEL_MODELS = {Computer.NORMAL: HEURISTIC, Computer.HARD: HEURISTIC, Computer.EXPERT: HEURISTIC,
                Computer.ORACLE: HEURISTIC}
"""The numbers each search level's playouts give the opponent: the heuristic's. The expert
modelling it on its own tuned numbers measured level with this, against the heuristic and
against those numbers alike (benchmarks/README.md, "The playouts' opponent")."""


class Sides(NamedTuple):
    """The numbers a search's playouts are played on: its own side's, and the opponent's as modelled."""

    mine: Weights
    theirs: Weights
    reads: bool = False
    """Whether its own side reads the opponent's petals in the playouts, as the searcher does."""
    cuts: bool = False
    """Whether its playouts from the first turns stop short and are scored by the learned value (ai/value.py)."""


READERS = (Computer.EXPERT,)
"""The levels that read the opponent's choices (ai/reading.py)."""
CUTTERS = (Computer.EXPERT,)
"""The levels whose playouts from the first turns stop short (ai/value.py): the value was fitted on
the expert's playouts, its own side reading the petals."""


def level_sides(level: Computer) -> Sides:
    """The numbers `level` plays out with (LEVEL_WEIGHTS, LEVEL_MODELS), whether it reads and whether
    its playouts stop short."""
    return Sides(LEVEL_WEIGHTS[level], LEVEL_MODELS[level], level in READERS, level in CUTTERS)


STYLES = {
    Computer.POLICY: SEARCH,
    Computer.ATTACKER: SEARCH.with_values({"attack_base": 5.0, "attack_blocks": 3.5, "attack_cost": 0.2,
                                           "attack_extra_protection": 4.5, "guard_spare": 2.5, "guard_short": 2.0}),
    Computer.GUARDIAN: SEARCH.with_values({"guard_danger": 8.0, "guard_short": 4.0, "encrypt_danger": 3.5,
                                           "keep_danger": 1.5, "attack_base": 1.8, "attack_blocks": 1.2}),
}
"""The heuristic's rules on other numbers, opponents for strength tables only (never offered in
the game): `policy` the expert's tuned numbers without its search or reading; `attacker` keen on
Assassination Attempts; `guardian` guarding and Encrypting the numbers of its own Code before anything
else."""
