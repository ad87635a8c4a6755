"""An exact posterior by brute force: every history the viewer cannot tell from the real one.

Written from RULES.md and the engine's door, not from the engine's own deduction, so
that it can check it. A *world* is a deal plus the hidden part of every opponent
choice and every chance step; it survives when replaying it through the engine gives
the viewer exactly the observations of the real game: the same events (every field
the viewer may see), the same pending decisions (who decides, what kind, which
ability asks) and, at the viewer's own decisions, the same options and hand.

Weights (the shared model): every deal order is equally likely; a chance step weighs
its probability; each option the opponent was offered counts once.

Tractable by laziness: the deal is a row of 18 positions, each known only as the set
of numbers it may hold (the viewer's own cards exactly, the others not at all). The
engine's modules read numbers through `NUM` and a few tables (GUILD, CODE, CODE_MASK);
during a replay these are stand-ins that return a placeholder for a card not known
exactly. Storing a placeholder (in a hidden event field) or computing with it is free;
branching on it (a truth value, an index, a hash, a comparison the viewer sees)
raises `Split`, and the world splits into one world per block of numbers that lead
the rules the same way (an enlisted card's guild, an answer's yes or no), then that
step is replayed in each. A world's deal weight is the number of deal orders that fit
what it knows, counted at the end. Worlds are replayed one step at a time from state
copies, each stopped at its first observation that differs from the real game, and
worlds the rest of the game cannot tell apart merge.
"""

from __future__ import annotations

import operator
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import factorial
from typing import Any, Iterator

from game.engine import CHANCE, STRATEGIC, GameState, abilities, cards, citrine, emerald, ruby, state
from game.engine.cards import DECK_SIZE, HAND_ROUNDS, NUMBERS, SLOTS
from game.engine.decision import ACTION, DEAL, Choice
from game.engine.view import events_seen

ENGINE_MODULES = (state, abilities, citrine, ruby, emerald)
"""The modules whose rules read card numbers through NUM."""

TABLES = ("GUILD", "CODE", "CODE_MASK")
"""Tables indexed by a number, in those modules and in cards (for in_code, codes_share)."""

ALL = sum(1 << n for n in NUMBERS)

DEFAULT_CAP = 200_000
"""Replayed steps allowed per game and viewer; later positions are skipped."""


class Split(BaseException):
    """The replay needs to know more of a card's number: one world per block of numbers
    that lead the rules the same way (a BaseException: no engine handler catches it)."""

    def __init__(self, card: int, blocks: list[int]) -> None:
        super().__init__(card)
        self.card = card
        self.blocks = blocks


_masks: list[int] = [ALL] * DECK_SIZE
"""The world being replayed: deal position -> the numbers it may still hold (bit n)."""


def _bits(mask: int) -> list[int]:
    return [n for n in NUMBERS if mask >> n & 1]


class _Unknown:
    """A value that depends on a card's number, not known yet: storing it or computing
    with it is free; branching on it (truth, an index, a hash) splits the world."""

    __slots__ = ("card", "of")

    def __init__(self, card: int, of: Any) -> None:
        self.card = card
        self.of = of

    def value(self) -> Any:
        blocks: dict[Any, int] = {}
        for n in _bits(_masks[self.card]):
            v = self.of(n)
            blocks[v] = blocks.get(v, 0) | 1 << n
        if len(blocks) == 1:
            return next(iter(blocks))
        raise Split(self.card, list(blocks.values()))

    def __repr__(self) -> str:
        return f"?{self.card}"

    def __hash__(self) -> int:
        return hash(self.value())

    def __index__(self) -> int:
        return int(self.value())

    __int__ = __index__

    def __bool__(self) -> bool:
        return bool(self.value())

    def __iter__(self) -> Iterator[Any]:
        return iter(self.value())

    def __len__(self) -> int:
        return len(self.value())


def _lazy(card: int, of: Any) -> Any:
    """`of(number of card)` now if the card's number is known, else an _Unknown."""
    mask = _masks[card]
    if mask & (mask - 1) == 0:
        return of(mask.bit_length() - 1)
    return _Unknown(card, of)


def _operator(op: Any, reflected: bool = False) -> Any:
    def apply(self: _Unknown, *other: Any) -> Any:
        if other and isinstance(other[0], _Unknown):
            if other[0].card != self.card:
                o = other[0].value()
            else:
                f, g = self.of, other[0].of
                return _lazy(self.card, (lambda n: op(g(n), f(n))) if reflected else (lambda n: op(f(n), g(n))))
        else:
            o = other[0] if other else None
        f = self.of
        if not other:
            return _lazy(self.card, lambda n: op(f(n)))
        return _lazy(self.card, (lambda n: op(o, f(n))) if reflected else (lambda n: op(f(n), o)))
    return apply


for _name in ("eq", "ne", "lt", "le", "gt", "ge", "add", "sub", "mul", "mod", "floordiv",
              "lshift", "rshift", "and", "or", "xor", "neg", "abs", "pos", "contains"):
    _op = getattr(operator, _name if _name not in ("and", "or") else _name + "_")
    setattr(_Unknown, f"__{_name}__", _operator(_op))
for _name in ("add", "sub", "mul", "mod", "floordiv", "lshift", "rshift", "and", "or", "xor"):
    _op = getattr(operator, _name if _name not in ("and", "or") else _name + "_")
    setattr(_Unknown, f"__r{_name}__", _operator(_op, reflected=True))
_Unknown.__contains__ = lambda self, item: bool(_operator(operator.contains)(self, item))  # type: ignore


class _LazyNumbers:
    """Stands in for cards.NUM during a replay: a card's number, or what is known of it."""

    __slots__ = ()

    def __getitem__(self, card: int) -> Any:
        return _lazy(card, _identity)

    def __len__(self) -> int:
        return DECK_SIZE


def _identity(n: int) -> int:
    return n


class _LazyTable:
    """Stands in for a table indexed by a number (GUILD, CODE, CODE_MASK)."""

    __slots__ = ("table",)

    def __init__(self, table: tuple[Any, ...]) -> None:
        self.table = table

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, _Unknown):
            table, of = self.table, key.of
            return _lazy(key.card, lambda n: table[of(n)])
        return self.table[key]

    def __len__(self) -> int:
        return len(self.table)


@contextmanager
def lazy_deal() -> Iterator[None]:
    """Let the engine read numbers from the world being replayed."""
    saved = []
    for module in (*ENGINE_MODULES, cards):
        for name in ("NUM", *TABLES):
            if hasattr(module, name):
                saved.append((module, name, getattr(module, name)))
                setattr(module, name, _LazyNumbers() if name == "NUM" else _LazyTable(getattr(module, name)))
    try:
        yield
    finally:
        for module, name, table in saved:
            setattr(module, name, table)


@dataclass(frozen=True)
class Record:
    """A game as its record keeps it: deck, variant, first player and every choice, the deal first."""

    deck: tuple[str, ...]
    variant: str
    first: int
    history: tuple[Choice, ...]

    @classmethod
    def of(cls, s: GameState) -> "Record":
        return cls(s.abilities[1:], s.variant, s.first, tuple(s.history))


@dataclass
class Posterior:
    """The exact posterior of the opponent's hidden places, and what it cost."""

    suitcase: dict[int, Fraction]
    """P(Suitcase Number = n); empty before the strategic set-up sets it."""
    guards: dict[int, dict[int, Fraction]]
    """Per face-down opponent slot: P(Guard number = n)."""
    worlds: int
    """Surviving worlds at the position, after merging those the game cannot tell apart."""
    steps: int
    """Steps replayed in all."""


@dataclass(frozen=True)
class _Observed:
    """What the viewer saw after one step of the real game."""

    events: tuple[Any, ...]
    pending: tuple[Any, ...] | None
    options: tuple[Choice, ...] | None
    hand: tuple[int, ...] | None


def _pending_seen(s: GameState) -> tuple[Any, ...] | None:
    d = s.pending
    return None if d is None else (d.player, d.kind, d.source)


def _observe(s: GameState, viewer: int, since: int) -> _Observed:
    d = s.pending
    mine = d is not None and d.player == viewer
    return _Observed(events_seen(s.events[since:], viewer), _pending_seen(s),
                     d.options if mine and d is not None else None,
                     tuple(state.NUM[c] for c in s.hands[viewer]) if mine else None)


def _real_trace(record: Record, viewer: int, upto: int) -> list[_Observed]:
    """The viewer's observations after each of the first `upto` choices of the real game."""
    s = GameState(record.deck, record.variant, record.first, seed=None)
    trace = []
    for choice in record.history[:upto]:
        before = len(s.events)
        s.apply(choice)
        trace.append(_observe(s, viewer, before))
    return trace


def _deal_positions(first: int, variant: str) -> tuple[list[list[int]], list[int], list[int], list[int]]:
    """RULES.md 2: hands (alternating, first player first), Suitcases, 2 Encrypted, the Draw Deck."""
    order = (first, 1 - first)
    rounds = HAND_ROUNDS + 2 if variant == STRATEGIC else HAND_ROUNDS
    hands: list[list[int]] = [[], []]
    i = 0
    for _ in range(rounds):
        for p in order:
            hands[p].append(i)
            i += 1
    suitcases = [-1, -1]
    encrypted: list[int] = []
    if variant != STRATEGIC:
        for p in order:
            suitcases[p] = i
            i += 1
        encrypted = [i, i + 1]
        i += 2
    return hands, suitcases, encrypted, list(range(i, DECK_SIZE))


def _viewer_masks(record: Record, viewer: int) -> list[int]:
    """What is known of each deal position at the start: the viewer's hand and Suitcase."""
    hands, suitcases, _, _ = _deal_positions(record.first, record.variant)
    masks = [ALL] * DECK_SIZE
    order = record.history[0][1]
    for c in hands[viewer] + ([suitcases[viewer]] if suitcases[viewer] >= 0 else []):
        masks[c] = 1 << order[c]
    return masks


def _deal(s: GameState, choice: Choice) -> None:
    """Deal card c to deal position c (its number comes when first needed), as the deal does."""
    s.history.append(choice)
    s.pending = None
    hands, suitcases, encrypted, draw = _deal_positions(s.first, s.variant)
    s.hands = [hands[0][:], hands[1][:]]
    s.suitcase = suitcases[:]
    s.encrypted = encrypted[:]
    s.draw = draw[::-1]  # the top of the Draw Deck is the end of the list
    s.log("deal", s.first, (s.variant,))
    for p in (s.first, 1 - s.first):
        suitcase = state.NUM[s.suitcase[p]] if s.suitcase[p] >= 0 else 0
        s.log("dealt", p, (), (tuple(state.NUM[c] for c in s.hands[p]), suitcase))
    if s.variant == STRATEGIC:
        s.ask(s.first, state.STRATEGIC_SETUP, state._setup_options(), state.apply_setup_first)
    else:
        s.later(GameState.begin_turn)
        s.run()


def _exact(mask: int) -> bool:
    return mask & (mask - 1) == 0


@lru_cache(maxsize=1 << 16)
def _deals(constrained: tuple[int, ...], left: tuple[int, ...]) -> int:
    """Deal orders (sequences of numbers) giving each constrained card a number of its
    mask, from the copies `left` (index n); cards with no constraint take what remains."""
    if not constrained:
        ways = factorial(sum(left))
        for k in left:
            ways //= factorial(k)
        return ways
    mask, rest = constrained[0], constrained[1:]
    total = 0
    for n in _bits(mask):
        if left[n]:
            total += _deals(rest, left[:n] + (left[n] - 1,) + left[n + 1:])
    return total


def _count(masks: list[int]) -> int:
    """How many deal orders fit what a world knows of each position."""
    left = [0] + [2] * 9
    constrained = []
    for m in masks:
        if _exact(m):
            n = m.bit_length() - 1
            if not left[n]:
                return 0
            left[n] -= 1
        elif m != ALL:
            constrained.append(m)
    return _deals(tuple(sorted(constrained)), tuple(left))


def _branches(s: GameState, choice: Choice, viewer: int) -> list[tuple[Choice, Fraction]]:
    """The choices a world may make at this step, each with its weight."""
    d = s.pending
    assert d is not None
    if d.player == viewer or d.kind == DEAL:
        return [(choice, Fraction(1))]
    assert d.options is not None
    if d.player == CHANCE:
        p = Fraction(1, len(d.options))
        return [(o, p) for o in d.options]
    if d.kind == ACTION:  # the kind of play (and an Assassin's target) is always public
        same = [o for o in d.options if o[0] == choice[0] and o[2:] == choice[2:]]
        return [(o, Fraction(1)) for o in same]
    return [(o, Fraction(1)) for o in d.options]


World = tuple[GameState, list[int], Fraction]
"""A state replayed so far, the numbers dealt in it (0: not needed yet) and its weight."""


def posterior(record: Record, viewer: int, step: int, cap: int = DEFAULT_CAP) -> Posterior:
    """The exact posterior for `viewer` at the decision pending after `step` choices.

    Raises TooManyWorlds when more than `cap` steps would be replayed.
    """
    return posteriors(record, viewer, (step,), cap)[step]


def posteriors(record: Record, viewer: int, steps: tuple[int, ...], cap: int = DEFAULT_CAP) -> dict[int, Posterior]:
    """The exact posterior for `viewer` after each of `steps` choices, from one replay.

    Worlds are replayed one step at a time; worlds that agree on every zone (each card
    as what is known of it) and on what is pending merge, adding their weights. Positions
    past the point where more than `cap` steps were replayed are left out.
    """
    real = _real_trace(record, viewer, max(steps))
    found: dict[int, Posterior] = {}
    replayed = 0
    with lazy_deal():
        start = GameState(record.deck, record.variant, record.first, seed=None)
        level: list[World] = [(start, _viewer_masks(record, viewer), Fraction(1))]
        for i in range(max(steps)):
            merged: dict[tuple[Any, ...], World] = {}
            for s, masks, weight in level:
                for choice, w in _branches(s, record.history[i], viewer):
                    tries = [masks]
                    while tries:  # a choice's replay may split the world: try each part
                        known = tries.pop()
                        replayed += 1
                        if replayed > cap:
                            return found
                        _masks[:] = known
                        nxt = _copy(s)
                        before = len(nxt.events)
                        try:
                            if i:
                                nxt.apply(choice)
                            else:
                                _deal(nxt, choice)
                            if not _same(nxt, real[i], viewer, before):
                                continue
                        except Split as split:
                            tries.extend(_split(known, split))
                            continue
                        key = _key(nxt, known, 1 - viewer)
                        kept = merged.get(key)
                        merged[key] = (nxt, known, weight * w + (kept[2] if kept else 0))
            level = list(merged.values())
            if i + 1 in steps:
                found[i + 1] = _read_out(level, 1 - viewer, replayed)
    return found


def _copy(s: GameState) -> GameState:
    """GameState.copy without the chance generator (a replay takes chance from the record):
    copying the generator's state would be most of the cost."""
    c = GameState.__new__(GameState)
    c.abilities, c.variant, c.first, c.rng = s.abilities, s.variant, s.first, s.rng
    c.turn, c.current, c.ctx, c.result, c.pending, c.resume = s.turn, s.current, s.ctx, s.result, s.pending, s.resume
    c.hands = [s.hands[0][:], s.hands[1][:]]
    c.suitcase = s.suitcase[:]
    c.slots = [s.slots[0][:], s.slots[1][:]]
    c.face_up = [s.face_up[0][:], s.face_up[1][:]]
    c.tuck = [s.tuck[0][:], s.tuck[1][:]]
    c.draw, c.discard, c.encrypted = s.draw[:], s.discard[:], s.encrypted[:]
    c.play_area = [s.play_area[0][:], s.play_area[1][:]]
    c.resolving, c.react_cost, c.stack = s.resolving[:], s.react_cost[:], s.stack[:]
    c.events, c.history = s.events[:], s.history[:]
    return c


def _read_out(level: list[World], opponent: int, steps: int) -> Posterior:
    """Weigh each world by its choices and by the deal orders that fit it."""
    tables: dict[int, dict[int, Fraction]] = {}
    total = 0
    for s, masks, weight in level:
        total += weight * _count(masks)
        for slot, card in _places(s, opponent):
            table = tables.setdefault(slot, {n: Fraction(0) for n in NUMBERS})
            for n in _bits(masks[card]):
                table[n] += weight * _count(masks[:card] + [1 << n] + masks[card + 1:])
    if not total:
        raise AssertionError("no world replays the real game")
    shares = {slot: {n: p / total for n, p in table.items()} for slot, table in tables.items()}
    suitcase = shares.pop(-1, {})
    return Posterior(suitcase, shares, len(level), steps)


def _key(s: GameState, masks: list[int], opponent: int) -> tuple[Any, ...]:
    """A world as the rest of the game can tell it: every zone by what is known of its
    cards (cards known alike cannot be told apart by the rest of the game),
    what is pending, and where each card the pending steps name lies. The opponent's
    hand is taken in number order at an Action: every option names a hand position and
    each counts once, so there its order changes no weight."""
    def row(cards: list[int]) -> tuple[int, ...]:
        return tuple(masks[c] if c >= 0 else -1 for c in cards)
    where = {}
    hand = s.hands[opponent]
    if s.pending is not None and s.pending.kind == ACTION and not s.ctx:
        hand = sorted(hand, key=lambda c: masks[c])
    zones = (s.hands[1 - opponent], hand, s.suitcase, s.slots[0], s.slots[1], s.tuck[0], s.tuck[1], s.draw,
             s.discard, s.encrypted, s.play_area[0], s.play_area[1], s.resolving)
    for z, zone in enumerate(zones):
        for k, c in enumerate(zone):
            if c >= 0:
                where[c] = (z, k)
    named = tuple(where.get(c) for c in _ints((s.stack, s.ctx, s.pending and s.pending.options)))
    return (tuple(row(z) for z in zones), tuple(map(tuple, s.face_up)), tuple(s.react_cost), s.turn, s.current,
            tuple(s.stack), s.ctx, _pending_seen(s), s.pending and s.pending.options, s.resume, named)


def _ints(value: Any) -> Iterator[int]:
    """Every int inside nested tuples and lists (card ids among them)."""
    if isinstance(value, int) and not isinstance(value, bool):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _ints(item)


def _same(s: GameState, seen: _Observed, viewer: int, since: int) -> bool:
    return _observe(s, viewer, since) == seen


def _split(masks: list[int], split: Split) -> list[list[int]]:
    """What the world knows, once per block of numbers the card may hold."""
    used = [0] * 10
    for c, m in enumerate(masks):
        if c != split.card and _exact(m):
            used[m.bit_length() - 1] += 1
    possible = sum(1 << n for n in NUMBERS if used[n] < 2)
    out = []
    for block in split.blocks:
        if block & possible:
            known = masks[:]
            known[split.card] = block & possible
            out.append(known)
    return out


def _places(s: GameState, opponent: int) -> list[tuple[int, int]]:
    """(-1, Suitcase card) once it is set, and (slot, card) for each face-down Guard of the opponent."""
    places = [(-1, s.suitcase[opponent])] if s.suitcase[opponent] >= 0 else []
    places += [(t, s.slots[opponent][t]) for t in range(SLOTS)
               if s.slots[opponent][t] >= 0 and not s.face_up[opponent][t]]
    return places


def positions(record: Record, viewer: int) -> list[int]:
    """Steps at which `viewer` decides in the real game (the deal excluded)."""
    s = GameState(record.deck, record.variant, record.first, seed=None)
    found = []
    for i, choice in enumerate(record.history):
        if i and s.pending is not None and s.pending.player == viewer:
            found.append(i)
        s.apply(choice)
    return found


__all__ = ["Posterior", "Record", "Split", "lazy_deal", "positions", "posterior", "posteriors"]
