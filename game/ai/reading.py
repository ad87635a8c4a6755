"""The opponent's Actions as evidence of its Suitcase, read on the table as it stood when chosen.

While the opponent chooses an Action, the player waiting keeps its own view
then (`observe`). At the player's next decision it finds in the log what it
saw of the Action (the number of a card Deployed or sent as an Assassin, only
the kind of a Guard Enlisted or a card Encrypted) and reads it against that
view: a table drawn from it, the opponent's view of that table (and so what
the opponent could know of the player), and the cards the player had not
placed. It scores what it saw for each Suitcase the opponent may hold by the
heuristic's rules on each modelled set of numbers (MODELS), the opponent's hand
and hidden Guards drawn HANDS times from the cards not placed, and as a player
who follows no rule would choose it (at random). The models are mixed by their
shares beforehand (SHARES), so the game itself tells them apart: a person or
a player who chooses otherwise soon weighs every Suitcase nearly alike, its
petals included, rather than misleading the reader. Each rule is softened by
UNIFORM too.

Read a turn later, on the table after the Action, the same evidence is almost
all lost (benchmarks/README.md, "Where the expert's games are won and lost"):
hence `observe`. The petals the opponent names for the player's Picking
Petals are read with its Actions (`petals_read`): the heuristic names the
number farthest from its Suitcase. Everything read comes from the player's
own views.
"""

from __future__ import annotations

import dataclasses
import math
import random
from typing import Callable, Sequence

from game.ai.assess import Assessment, assess
from game.ai.heuristic import DECISIONS, HeuristicBot, Scored, petal_scores
from game.ai.weights import HEURISTIC, SEARCH
from game.engine import Choice
from game.engine.cards import ASSASSIN, CODE, CODE_MASK, GUARD, GUILD, NUMBERS, SLOTS
from game.engine.decision import ACTION
from game.engine.deduction import Deduction, deduce, glance
from game.engine.events import EventView
from game.engine.view import PendingView, View, view
from game.engine.worlds import table_while_they_choose

MODELS = (HEURISTIC, SEARCH, None)
"""The numbers the opponent's rules are read with: the heuristic's, the tuned ones, and none (a
player who follows no rule and chooses any option alike)."""
SHARES = (0.4, 0.4, 0.2)
"""Each model's share beforehand."""
TEMPERATURE = 1.0
"""The softmax over a model's scores for the options (in its own units)."""
UNIFORM = 0.1
"""The share of uniform in each modelled choice."""
PETAL_TEMPERATURE = 0.5
"""The softmax over a petal's steps from the Suitcase: each step further is about 7 times likelier."""
HANDS = 8
"""Hands (and hidden Guards) drawn for the opponent per Action and Suitcase."""
EXTRA_PROTECTION_CODE = CODE_MASK[6]
"""Extra Protection is attacked as though its Code were 5-6-7 (RULES.md 4)."""
ACTION_EVENTS = ("deploy", "enlist_guard", "encrypt", "attack")

Seen = tuple
"""What the other player sees of an Action: ("deploy", number), ("enlist_assassin", number,
target), ("enlist_guard",) or ("encrypt",)."""
Log = tuple[EventView, ...]
"""The log through an Action read: a reading whose log the player's view no longer begins with
(an undo, the next game of a match) is forgotten. Compared by value, never by hash, so it holds
in the worker process as at the table."""


def as_seen(choice: Choice, hand: Sequence[int]) -> Seen:
    """What the other player sees of an Action chosen from `hand`."""
    kind = choice[0]
    if kind == "deploy":
        return kind, hand[choice[1]]
    if kind == "enlist_assassin":
        return kind, hand[choice[1]], choice[2]
    return (kind,)


def begins(events: Sequence[EventView], before: Sequence[EventView]) -> bool:
    """Whether the log `events` begins with the log `before`."""
    return len(events) >= len(before) and tuple(events[:len(before)]) == tuple(before)


def seen_in_log(events: Sequence[EventView], start: int, them: int) -> tuple[Seen, int] | None:
    """What the log shows of `them`'s next Action from event `start` on, with the number of
    events through it; None before it is played."""
    for k in range(start, len(events)):
        e = events[k]
        if e.actor != them or e.kind not in ACTION_EVENTS:
            continue
        if e.kind == "deploy":
            return ("deploy", e.public.number), k + 1
        if e.kind == "attack":
            return ("enlist_assassin", e.public.number, e.public.target), k + 1
        return (e.kind,), k + 1
    return None


def action_options(hand: Sequence[int], seen: View, covered: Sequence[int]) -> tuple[Choice, ...]:
    """The Actions `hand` would offer its holder at the table of `seen` (RULES.md 3 and 4);
    `covered`: the targets of the other side's Extra Protections (3 + slot)."""
    me = seen.seat()
    targets = seen.sides[1 - me].slots
    free = any(not slot.occupied for slot in seen.sides[me].slots)
    options: list[Choice] = []
    for i, n in enumerate(hand):
        options.append(("deploy", i))
        if GUILD[n] != ASSASSIN and free:
            options.append(("enlist_guard", i))
        if GUILD[n] != GUARD:
            options += [("enlist_assassin", i, t) for t, slot in enumerate(targets)
                        if slot.occupied and not slot.extra_protection
                        and (not slot.face_up or CODE_MASK[n] & CODE_MASK[slot.number or 0])]
            options += [("enlist_assassin", i, t) for t in covered if CODE_MASK[n] & EXTRA_PROTECTION_CODE]
        options.append(("encrypt", i))
    return tuple(options)


@dataclasses.dataclass(frozen=True, slots=True)
class Waiting:
    """What an Action of the opponent's is read against, from the player's view while it chose."""

    theirs: Assessment
    """The opponent's assessment of a table drawn from the player's view then."""
    covered: tuple[int, ...]
    hand_size: int
    unplaced: tuple[int, ...]
    """The numbers of the cards the player had not placed then, a copy per card."""
    known_hand: tuple[int, ...]
    guards: tuple[int, ...]
    """The numbers of the opponent's Guards the player knew."""
    hidden_guards: int


class ActionReader:
    """The opponent's Actions read so far, one game's worth, keyed by the step they were chosen at."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.bots = [None if w is None else HeuristicBot(0, weights=w) for w in MODELS]
        self.waiting: dict[int, View] = {}
        """Per step: the player's view while the opponent chose its Action there, not yet read."""
        self.read: dict[int, tuple[Log, list[list[float]]]] = {}
        """Per step: the log through the Action read there, and per model the log-likelihood of
        each Suitcase (index 0 unused)."""

    def observe(self, mine: View) -> None:
        """Keep the player's view while the opponent chooses its Action: the Action is read against
        it once played (nothing is weighed now: showing a reader a view costs nothing)."""
        pending = mine.pending
        if pending is None or pending.kind != ACTION or pending.player != 1 - mine.seat():
            return
        self._forget(mine.events)
        if mine.step not in self.read:
            self.waiting[mine.step] = mine

    def _forget(self, events: Sequence[EventView]) -> None:
        """Drop the readings and the views kept whose log `events` does not begin with (an undo,
        another game)."""
        for step in [s for s in self.read if not begins(events, self.read[s][0])]:
            del self.read[step]
        for step in [s for s in self.waiting if not begins(events, self.waiting[s].events)]:
            del self.waiting[step]

    def suitcases(self, mine: View) -> list[float]:
        """Per Suitcase number of the opponent's (index 0 unused): how well it explains the
        Actions read so far, at most 1. Actions the log no longer shows as read (an undo) are
        forgotten."""
        them = 1 - mine.seat()
        self._forget(mine.events)
        for step in sorted(self.waiting):
            found = seen_in_log(mine.events, len(self.waiting[step].events), them)
            if found is not None:
                seen, through = found
                kept = self.waiting.pop(step)
                against = read_against(kept, view(table_while_they_choose(kept, self.rng), them))
                self.read[step] = (tuple(mine.events[:through]),
                                   [likelihoods(bot, against, seen, self.rng) for bot in self.bots])
        by_rule, no_rule = petals_read(mine.events, them), petals_read(mine.events, them, no_rule=True)
        if not self.read and not any(by_rule):
            return [1.0] * 10
        petals = [no_rule if bot is None else by_rule for bot in self.bots]
        totals = [[petals[m][s] + sum(per_model[m][s] for _, per_model in self.read.values()) for s in range(10)]
                  for m in range(len(self.bots))]
        top = max(max(t[1:]) for t in totals)
        mixed = [sum(share * math.exp(t[s] - top) for share, t in zip(SHARES, totals)) for s in NUMBERS]
        return [0.0] + [w / max(mixed) for w in mixed]


def read_against(mine: View, theirs: View) -> Waiting:
    """What an Action is read against: `mine`, the player's view while the opponent chose it, and
    `theirs`, the opponent's view of the table then (drawn from `mine`, for a player)."""
    side = mine.sides[1 - mine.seat()]
    unplaced = deduce(mine).unseen
    covered = {o[2] for o in theirs.options() if o[0] == "enlist_assassin" and o[2] >= SLOTS}
    return Waiting(
        assess(theirs), tuple(sorted(covered)), side.hand_size,
        tuple(n for n in NUMBERS for _ in range(max(unplaced[n], 0))), side.known_hand,
        tuple(s.number for s in side.slots if s.occupied and s.number is not None),
        sum(s.occupied and s.number is None for s in side.slots))


def likelihoods(bot: HeuristicBot | None, waiting: Waiting, seen: Seen, rng: random.Random, hands: int = HANDS
                ) -> list[float]:
    """Per Suitcase (index 0 unused): the log of the chance the modelled opponent (None: one who
    follows no rule) was seen to do `seen`, its hand and hidden Guards drawn `hands` times from
    the cards not placed."""
    out = [0.0] * 10
    kept = list(waiting.known_hand)
    if seen[0] in ("deploy", "enlist_assassin") and seen[1] not in kept:
        kept.append(seen[1])
    need = max(0, waiting.hand_size - len(kept))
    for s in NUMBERS:
        pool = list(waiting.unplaced)
        for n in (s, *kept, *waiting.guards):
            if n in pool:
                pool.remove(n)
        total = 0.0
        for _ in range(hands):
            drawn = rng.sample(pool, min(len(pool), need + waiting.hidden_guards))
            hand = kept + drawn[:need]
            rng.shuffle(hand)
            if bot is None:
                total += at_random(waiting, tuple(hand), seen)
            else:
                total += chance(bot, waiting, s, tuple(hand), waiting.guards + tuple(drawn[need:]), seen)
        out[s] = math.log(max(total / hands, 1e-12))
    return out


def chance(bot: HeuristicBot, waiting: Waiting, suitcase: int, hand: tuple[int, ...], guards: tuple[int, ...],
           seen: Seen) -> float:
    """The chance that the modelled opponent, with this Suitcase, hand and Guards, was seen to do `seen`."""
    a = waiting.theirs
    v = a.view
    me = v.seat()
    held = dataclasses.replace(v.sides[me], hand=hand)
    sides = (held, v.sides[1]) if me == 0 else (v.sides[0], held)
    pending = PendingView(me, ACTION, None, action_options(hand, v, waiting.covered))
    scored = DECISIONS[ACTION](bot, dataclasses.replace(
        a, view=dataclasses.replace(v, sides=sides, pending=pending),
        my_code=frozenset(CODE[suitcase]), my_guards=guards))
    return share(scored, [seen == as_seen(choice, hand) for _, choice, _ in scored])


def at_random(waiting: Waiting, hand: tuple[int, ...], seen: Seen) -> float:
    """The chance that a player choosing any Action alike, holding `hand`, was seen to do `seen`."""
    options = action_options(hand, waiting.theirs.view, waiting.covered)
    return sum(seen == as_seen(choice, hand) for choice in options) / len(options)


def share(scored: list[Scored], alike: list[bool], temperature: float = TEMPERATURE) -> float:
    """The modelled chance of the options marked `alike`: a softmax at `temperature` over their
    scores, UNIFORM of it uniform."""
    top = max(score for score, _, _ in scored)
    shares = [math.exp((score - top) / temperature) for score, _, _ in scored]
    chosen = sum(part for part, same in zip(shares, alike) if same) / sum(shares)
    return UNIFORM * sum(alike) / len(scored) + (1 - UNIFORM) * chosen


def petals_read(events: Sequence[EventView], them: int, no_rule: bool = False) -> list[float]:
    """Per Suitcase (index 0 unused): the log of the chance that `them` named the petals it named
    in `events` (Picking Petals), by the heuristic's rule (the number farthest from its Suitcase)
    softened like an Action's reading, or naming any number it may alike (`no_rule`); all 0
    when it named none."""
    out = [0.0] * 10
    named: list[int] = []
    for e in events:
        if e.kind != "petal":
            named.clear()
            continue
        if e.actor == them:
            for s in NUMBERS:
                options = [("number", n) for n in NUMBERS if n not in (s, 3) and n not in named]
                alike = [o[1] == e.public.number for o in options]
                if not any(alike):
                    chosen = 0.0
                elif no_rule:
                    chosen = 1 / len(options)
                else:
                    chosen = share(petal_scores(options, s), alike, PETAL_TEMPERATURE)
                out[s] += math.log(max(chosen, 1e-12))
        named.append(e.public.number)
    return out


def glance_reading_petals(seen: View) -> Deduction:
    """`glance`, its Suitcase chances weighed by the opponent's petals (petals_read): what a
    searcher that reads them knows in its playouts too, so asking for petals keeps its worth there."""
    read = petals_read(seen.events, 1 - seen.seat())
    if not any(read):
        return glance(seen)
    top = max(read[1:])
    return weighed(glance(seen), [0.0] + [math.exp(read[s] - top) for s in NUMBERS])


def read_deduction(suitcases: Sequence[float] | None) -> Callable[[View], Deduction]:
    """The exact deduction, its Suitcase posterior weighed by what was read (`suitcases`, None: nothing)."""
    if suitcases is None:
        return deduce
    return lambda seen: weighed(deduce(seen), suitcases)


def weighed(d: Deduction, suitcases: Sequence[float]) -> Deduction:
    """`d` with its Suitcase chances weighed by how well each Suitcase explains what was read."""
    weights = [p * w for p, w in zip(d.suitcase, suitcases)]
    total = sum(weights)
    return d if total <= 0 else dataclasses.replace(d, suitcase=tuple(w / total for w in weights))
