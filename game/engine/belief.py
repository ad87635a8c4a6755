"""The viewer's exact belief about the hidden cards: a forward filter over the events it saw.

The belief is a weighted set of configurations. A configuration holds the
multiset of numbers in each hidden zone some fact has touched (the opponent's
hand, Suitcase, each face-down Guard, the Encrypted pile, a Draw Deck depth,
a card just taken from the pile); every untouched hidden zone is merged into
one free pool, whose cards are exchangeable. A multiset is an int, base 3 (a
zone holds at most the two copies of a number), and a configuration packs
them into one int, the free pool first. The weight of a configuration is the
number of histories behind it (deal orders, unseen chance steps, the
opponent's hidden options) up to a factor the same for all. Each event kind
has one transition (`RULES`): here for the turn's own events, next to its
card for the rest; an event kind without one raises.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations
from typing import Callable, Hashable, Sequence

from .cards import ASSASSIN, GUILD, NUMBERS
from .events import EventView, registrar

POW3 = tuple(3 ** n for n in range(11))
"""A multiset holds count c of number n as c * 3**n."""

FREE = 0
"""Index of the free pool in a configuration."""

HAND = "hand"
SUITCASE = "suitcase"
ENCRYPTED = "encrypted"
"""The Encrypted pile's cards no fact has touched (its dealt cards, and cards Encrypted
unseen from a merged hand): merged in the free pool until a card reads the pile."""
PILE = "pile"
"""The rest of the Encrypted pile: cards the viewer knows or that came from a touched zone."""
TAKEN = "taken"
"""A card taken from the Encrypted pile that the next Encrypt may not choose."""

Zone = Hashable
"""HAND, SUITCASE, ENCRYPTED, PILE, TAKEN, ("guard", slot) or ("draw", depth): a hidden
place of the opponent's or of the table."""


SINGLE = {3 ** n: n for n in range(1, 10)}
"""The multiset of one card -> its number."""


@lru_cache(maxsize=1 << 16)
def digits(multiset: int) -> tuple[tuple[int, int], ...]:
    """(number, copies) for each number a multiset holds."""
    return tuple((n, multiset // POW3[n] % 3) for n in NUMBERS if multiset // POW3[n] % 3)


def count(multiset: int, n: int) -> int:
    return multiset // POW3[n] % 3


def numbers_in(multiset: int) -> list[int]:
    """The numbers of a multiset, each as often as it holds it, ascending."""
    out = []
    for n in NUMBERS:
        c = multiset // POW3[n] % 3
        if c:
            out += [n] * c
    return out


@lru_cache(maxsize=1 << 16)
def _submultisets(pool: int, size: int) -> tuple[tuple[int, int], ...]:
    """Every sub-multiset of `pool` with `size` cards, with the ways to pick it from
    the pool's physical cards (a product of binomials: 2 for one copy of a pair)."""
    found: list[tuple[int, int]] = []

    def walk(n: int, left: int, chosen: int, ways: int) -> None:
        if left == 0:
            found.append((chosen, ways))
            return
        if n > 9:
            return
        have = pool // POW3[n] % 3
        walk(n + 1, left, chosen, ways)
        if have and left >= 1:
            walk(n + 1, left - 1, chosen + POW3[n], ways * have)
        if have == 2 and left >= 2:
            walk(n + 1, left - 2, chosen + 2 * POW3[n], ways)
    walk(1, size, 0, 1)
    return tuple(found)


WIDTH = 16
"""Bits of one zone's multiset in a configuration (the largest multiset is 3**10 - 3)."""
MASK = (1 << WIDTH) - 1


def part(config: int, at: int) -> int:
    """The multiset of the zone at place `at` of a configuration."""
    return (config >> (WIDTH * at)) & MASK


class Belief:
    """The filter's state while it reads the viewer's events; the rules call its moves.
    A configuration is one int: the multiset of the zone at place k in bits 16k..16k+15,
    the free pool at place 0."""

    __slots__ = ("viewer", "them", "configs", "index", "sizes", "draw", "sighted", "sinks", "total",
                 "deployed", "assassin", "held", "known", "index_of_event")

    def __init__(self, viewer: int, sighted: dict[int, int], sinks: frozenset[Zone] = frozenset()) -> None:
        self.viewer = viewer
        self.them = 1 - viewer
        self.configs: dict[int, int] = {sum(2 * POW3[n] for n in NUMBERS): 1}
        self.index: dict[Zone, int] = {}
        """Zones split out of the free pool -> their place in a configuration."""
        self.sizes: dict[Zone, int] = {HAND: 0, ENCRYPTED: 0}
        """Every hidden zone that exists -> how many cards it holds (public)."""
        self.draw = 0
        """Cards in the Draw Deck (depth d is the zone ("draw", d))."""
        self.sighted = sighted
        self.sinks = sinks
        """Zones no later event can read (the Encrypted pile of a deck without a card
        that reads it): their content is not kept, only the complement says it."""
        self.total = [0] + [2] * 9
        """Per number: copies in hidden zones (the same in every configuration)."""
        self.deployed = 0
        self.assassin = 0
        self.held = 0
        """The number the opponent just took into hand and may not discard or Encrypt
        again in the same ability (Scavenge, Extraction): 0 when none."""
        self.known = [0] * 10
        """Per number: the most copies the viewer could place at one time (the wheel's marks)."""
        self.index_of_event = 0

    def copy(self) -> "Belief":
        other = Belief.__new__(Belief)
        for name in Belief.__slots__:
            setattr(other, name, getattr(self, name))
        other.configs = dict(self.configs)
        other.index = dict(self.index)
        other.sizes = dict(self.sizes)
        other.total = self.total[:]
        other.known = self.known[:]
        return other

    # ----- reading the events ------------------------------------------------

    def number_seen(self, e: EventView) -> int:
        """The hidden card of `e` as the viewer saw it (its secret or a later sighting); 0 if unseen."""
        if e.secret is not None:
            return e.secret[0]
        return self.sighted.get(self.index_of_event, 0)

    def theirs(self, player: int) -> bool:
        return player == self.them

    # ----- the zones ---------------------------------------------------------

    def free_size(self) -> int:
        """Cards in the free pool: the merged zones (a sink's merged part), the untouched depths."""
        return sum(size for zone, size in self.sizes.items() if zone not in self.index) + \
            sum(1 for d in range(self.draw) if ("draw", d) not in self.index)

    def size(self, zone: Zone) -> int:
        if isinstance(zone, tuple) and zone[0] == "draw":
            return 1
        return self.sizes[zone]

    def create(self, zone: Zone, size: int = 0) -> None:
        """A new hidden zone, merged into the free pool while nothing touches it."""
        self.sizes[zone] = size

    def drop(self, zone: Zone) -> None:
        """An empty zone is gone (a Guard turned face up or left, the Suitcase revealed)."""
        self.sizes.pop(zone, None)
        self.index.pop(zone, None)

    def split(self, zone: Zone) -> int:
        """Take a zone out of the free pool: branch over what it may hold; return its place."""
        at = self.index.get(zone)
        if at is not None:
            return at
        at = 1 + max(self.index.values(), default=0)
        shift = WIDTH * at
        size = self.size(zone)
        out: dict[int, int] = {}
        get = out.get
        for config, weight in self.configs.items():
            for chosen, ways in _submultisets(config & MASK, size):
                key = config - chosen + (chosen << shift)
                out[key] = get(key, 0) + weight * ways
        self.configs = out
        self.index[zone] = at
        return at

    def grow(self, zone: Zone, by: int) -> None:
        if not (isinstance(zone, tuple) and zone[0] == "draw"):
            self.sizes[zone] += by

    # ----- moves -------------------------------------------------------------

    def leaves(self, zone: Zone, n: int, weighed: bool = True, excluding: int = 0) -> None:
        """A card of number `n` leaves `zone` in sight of the viewer. `weighed`: once per
        physical card of that number it could be (an option or a chance step naming a
        card); otherwise only its presence counts. `excluding`: a number one copy of
        which may not be the card (just taken into hand)."""
        shift = WIDTH * self.index.get(zone, FREE)
        step = POW3[n]
        delta = step << shift
        out: dict[int, int] = {}
        get = out.get
        for config, weight in self.configs.items():
            have = ((config >> shift) & MASK) // step % 3
            if n == excluding:
                have -= 1
            if have > 0:
                key = config - delta
                out[key] = get(key, 0) + (weight * have if weighed else weight)
        self.configs = out
        self.grow(zone, -1)
        self.total[n] -= 1

    def holds(self, zone: Zone, n: int, weighed: bool) -> None:
        """A card of number `n` is seen in `zone` and stays there."""
        shift = WIDTH * self.split(zone)
        step = POW3[n]
        out: dict[int, int] = {}
        for config, weight in self.configs.items():
            have = ((config >> shift) & MASK) // step % 3
            if have:
                out[config] = weight * have if weighed else weight
        self.configs = out

    def is_exactly(self, zone: Zone, numbers: Sequence[int]) -> None:
        """The whole zone is seen: it holds exactly these numbers."""
        at = self.split(zone)
        target = sum(POW3[n] for n in numbers)
        self.configs = {c: w for c, w in self.configs.items() if part(c, at) == target}

    def enters(self, zone: Zone, n: int) -> None:
        """A card the viewer knows goes into a hidden zone."""
        self.total[n] += 1
        if zone in self.sinks:
            return
        delta = POW3[n] << (WIDTH * self.split(zone))
        self.configs = {c + delta: w for c, w in self.configs.items()}
        self.grow(zone, 1)

    def moves(self, source: Zone, target: Zone, allowed: Callable[[int], bool] | None = None,
              excluding: int = 0) -> None:
        """An unseen card of `source` goes to `target`: once per physical card it may be
        (those `allowed`, not one copy of `excluding`). A card of a merged zone is any card
        of the free pool; two merged zones stay merged unless the card is restricted."""
        at = self.index.get(source, FREE)
        self.grow(source, -1)
        sink = target in self.sinks
        if at == FREE and (sink or target not in self.index) and allowed is None and not excluding:
            self.grow(target, 1)
            return
        to = FREE if sink else self.split(target)
        if not sink:
            self.grow(target, 1)
        shift = WIDTH * at
        delta = [0] * 10
        for n in NUMBERS:
            if allowed is None or allowed(n):
                delta[n] = (0 if sink else POW3[n] << (WIDTH * to)) - (POW3[n] << shift)
        out: dict[int, int] = {}
        get = out.get
        for config, weight in self.configs.items():
            for n, have in digits((config >> shift) & MASK):
                if n == excluding:
                    have -= 1
                if have > 0 and delta[n]:
                    key = config + delta[n]
                    out[key] = get(key, 0) + weight * have
        self.configs = out

    def picks_number(self, zone: Zone) -> int:
        """An unseen choice among the distinct numbers of `zone` (options naming a number,
        each counted once): the chosen card leaves to TAKEN; returns TAKEN's place."""
        at = self.split(zone)
        self.create(TAKEN)
        to = self.split(TAKEN)
        delta = [(POW3[n] << (WIDTH * to)) - (POW3[n] << (WIDTH * at)) for n in range(10)]
        out: dict[int, int] = {}
        get = out.get
        for config, weight in self.configs.items():
            for n, _ in digits(part(config, at)):
                key = config + delta[n]
                out[key] = get(key, 0) + weight
        self.configs = out
        self.grow(zone, -1)
        self.grow(TAKEN, 1)
        return to

    def joins(self, source: Zone, target: Zone) -> None:
        """Every card of `source` joins `target`, unseen; `source` is gone."""
        at = self.split(source)
        to = self.split(target)
        out: dict[int, int] = {}
        get = out.get
        for config, weight in self.configs.items():
            moved = part(config, at)
            key = config - (moved << (WIDTH * at)) + (moved << (WIDTH * to))
            out[key] = get(key, 0) + weight
        self.configs = out
        self.grow(target, self.sizes.pop(source))
        del self.index[source]

    def guard_leaves(self, slot: int, n: int) -> None:
        """The opponent's face-down Guard in `slot` is seen leaving it or turning face up
        (a face-up Guard, or Extra Protection, was no hidden zone)."""
        zone = guard(slot)
        if zone in self.sizes:
            self.leaves(zone, n, weighed=False)
            self.drop(zone)

    def keep(self, test: Callable[[int], bool]) -> None:
        """Keep the configurations a fact allows."""
        self.configs = {c: w for c, w in self.configs.items() if test(c)}

    # ----- the Encrypted pile ------------------------------------------------

    def pile_in(self, source: Zone | None) -> Zone:
        """Where a card entering the pile goes: with the untouched cards if it comes unseen
        from a merged zone, else with the touched ones (`source` None: a known card)."""
        if source is not None and source not in self.index and ENCRYPTED in self.sizes:
            return ENCRYPTED
        if PILE not in self.sizes:
            self.create(PILE)
        return PILE

    def pile(self) -> Zone:
        """The whole pile as one zone, for a card that reads it."""
        if PILE not in self.sizes:
            self.create(PILE)
        if ENCRYPTED in self.sizes:
            self.joins(ENCRYPTED, PILE)
        return PILE

    # ----- the Draw Deck -----------------------------------------------------

    def drawn(self, player: int, n: int) -> None:
        """The top card of the Draw Deck goes to a hand (its number seen or 0); depths shift."""
        top = ("draw", 0)
        if player == self.viewer:
            self.leaves(top, n)
        else:
            self.moves(top, HAND)
        self.index.pop(top, None)
        self.index = {(("draw", z[1] - 1) if isinstance(z, tuple) and z[0] == "draw" else z): i
                      for z, i in self.index.items()}
        self.draw -= 1

    def reorders(self, how_many: int, cards: Sequence[int] | None) -> None:
        """The top cards of the Draw Deck are put back in a new order: seen (`cards`, top
        first) or unseen (every order counts once)."""
        top = [("draw", d) for d in range(how_many)]
        if cards is None and not any(zone in self.index for zone in top):
            return
        places = [self.split(zone) for zone in top]
        out: dict[int, int] = {}
        get = out.get
        orders = [tuple(POW3[n] for n in cards)] if cards is not None else None
        for config, weight in self.configs.items():
            parts = [part(config, at) for at in places]
            base = config - sum(p << (WIDTH * at) for p, at in zip(parts, places))
            for order in orders or permutations(parts):
                key = base + sum(p << (WIDTH * at) for p, at in zip(order, places))
                out[key] = get(key, 0) + weight
        self.configs = out

    # ----- marks on the wheel ------------------------------------------------

    def mark(self, placed_now: Sequence[int]) -> None:
        for n in NUMBERS:
            if placed_now[n] > self.known[n]:
                self.known[n] = placed_now[n]

    def hidden(self) -> list[int]:
        """Per number: copies in hidden zones now (the same in every configuration)."""
        return self.total

    # ----- reading the belief ------------------------------------------------

    def marginals(self, zones: Sequence[Zone]) -> list[list[float]]:
        """Per zone of one card (Suitcase, a Guard): P(its card is number n), in one pass; a
        merged zone's card is any card of the free pool. Sums stay whole until one division."""
        out = []
        for zone in zones:
            shift = WIDTH * self.index.get(zone, FREE)
            by_part: dict[int, int] = {}
            get = by_part.get
            for config, weight in self.configs.items():
                key = (config >> shift) & MASK
                by_part[key] = get(key, 0) + weight
            row = [0] * 10
            for multiset, weight in by_part.items():
                for n, c in digits(multiset):
                    row[n] += c * weight
            total = sum(row)
            out.append([w / total for w in row] if total else [0.0] * 10)
        return out

    def most(self, *zones: Zone) -> list[int]:
        """Per number: the most copies `zones` together hold in any configuration (a merged
        zone may hold anything the free pool does)."""
        shifts = [WIDTH * self.index.get(zone, FREE) for zone in zones if zone in self.sizes]
        out = [0] * 10
        if len(shifts) == 1:
            shift = shifts[0]
            multisets = {(config >> shift) & MASK for config in self.configs}
        else:
            multisets = {sum((config >> shift) & MASK for shift in shifts) for config in self.configs}
        for multiset in multisets:
            for n, c in digits(multiset):
                if c > out[n]:
                    out[n] = c
        return out


def guard(slot: int) -> Zone:
    return ("guard", slot)


def may_stand_face_down(n: int) -> bool:
    """Enlist as Guard takes a Sentinel or a Guard (RULES.md 1 and 8)."""
    return GUILD[n] != ASSASSIN


READS_PILE: set[str] = set()
"""Abilities whose events read the Encrypted pile (registered next to each card): in a
deck with none of them the pile is a sink (Belief.sinks)."""

Rule = Callable[[Belief, EventView], None]

RULES: dict[str, Rule] = {}
"""Event kind -> how it changes the viewer's belief."""


rule = registrar(RULES, "belief rules")
"""Register the one rule for these declared event kinds."""
