"""Deduction: what a seated player can know of the opponent's hidden cards, exactly.

The model (shared with the tests' oracle): a history is everything hidden from
the viewer, namely the deal (every order of the 18 physical cards equally
likely), each chance step it does not see (uniform over physical cards, as the
engine draws it) and the hidden part of each of the opponent's choices; a
history counts once per option the engine offered the opponent whose public
part matches what the viewer saw (an option naming a card names a physical
card: a face-up 5 from a hand of two 5s counts twice, an unseen Encrypt once
per card in hand, an unseen Enlist as Guard once per Sentinel or Guard in
hand, an unseen Archivist take once per number in the pile), weighted by the
chance steps' probabilities; the opponent's strategy is not modelled and the
viewer's own choices are as they were. The posterior of a hidden place (the
opponent's Suitcase, each face-down Guard) is the weighted share of the
histories that give the viewer exactly the events it saw. So a card seen
anywhere at any time is never the Suitcase, answers and Attempt outcomes hold
for the whole game, and a fact about a hand lasts as far as the moves allow.
`belief.Belief` computes it by a forward filter over the viewer's events.
"""

from __future__ import annotations

from dataclasses import dataclass

from .abilities import GUARD_NUMBER, SUITCASE, TUCK_KEYWORD, answer_of, numbers_with
from .belief import (
    ENCRYPTED,
    PILE,
    READS_PILE,
    RULES,
    SINGLE,
    TAKEN,
    Belief,
    count,
    guard,
    may_stand_face_down,
    part,
)
from .belief import HAND as HAND_ZONE
from .belief import SUITCASE as SUITCASE_ZONE
from .belief import rule as believes
from .cards import CODE, HAND_ROUNDS, NUMBERS, SLOTS, codes_share
from .events import FROM_HAND, EventView
from .tracker import RULES as KNOWLEDGE_RULES
from .tracker import Tracker, sightings
from .view import View

DRAW_DECK = 10
"""Cards in the Draw Deck after the deal, in both set-ups."""


class UnknownEvent(ValueError):
    """An event kind the belief has no transition for: give it one with belief.rule."""


SUITCASE_FACTS = ("answer", "petal")
"""Event kinds whose public part rules out Suitcase Numbers of their actor (suitcases_allowed)."""


def suitcases_allowed(e: EventView) -> tuple[int, ...]:
    """The Suitcase Numbers of the actor that an answer or a petal allows by itself."""
    if e.kind == "petal":
        return tuple(n for n in NUMBERS if n != e.public.number)
    found = answer_of(e.public.ability)
    if found.about == SUITCASE:
        return found.suitcases(e.public.asked, bool(e.public.yes))
    return NUMBERS


@dataclass(frozen=True, slots=True)
class Deduction:
    """The viewer's exact posterior over the opponent's hidden cards."""

    suitcase: tuple[float, ...]
    """P(Suitcase Number = n), index n (index 0 unused); all zero before set-up ends."""
    guards: tuple[tuple[float, ...] | None, ...]
    """Per opponent slot: P(Guard number = n) for a face-down Guard the view does not
    name, else None."""
    seen: tuple[int, ...]
    """Per number: the most copies the viewer could place at one time during the game,
    their own Suitcase included (1 is the Cypher Wheel's "/", 2 its "X"); never decreases."""
    unseen: tuple[int, ...]
    """Per number: copies whose place the viewer does not know now."""
    hand_known: tuple[int, ...]
    """Numbers known to be in the opponent's hand."""
    hand_lacks: tuple[int, ...]
    """Numbers the opponent's hand holds in no world."""
    encrypted_known: tuple[int, ...]
    consistent: bool
    """False only if no history gives what the viewer saw (then the posterior is the prior)."""


_READ: dict[tuple, list[tuple[tuple[EventView, ...], Belief, Tracker]]] = {}
"""Beliefs read lately per viewer and game set-up, with the events each read, latest
first: a later view of the same game reads only its new events from the longest one
it goes on from (the result is the same). Several are kept, so a search's playouts,
each going on from the same decision, read on from it rather than from the start."""
_READ_KEPT = 8
"""Beliefs kept per viewer and set-up."""
_READ_KEYS = 8
"""Viewers and set-ups kept."""


def believe(view: View) -> Belief:
    """Read the seated viewer's events through the filter (and the wheel's marks)."""
    me = view.seat()
    events = view.events
    key = (me, view.deck, view.variant, view.first_player)
    kept = _READ.pop(key, None) or []
    _READ[key] = kept
    while len(_READ) > _READ_KEYS:
        del _READ[next(iter(_READ))]
    start = 0
    found = None
    for k, (read, *_) in enumerate(kept):
        if len(read) > start and _reads_on(read, events):
            start, found = len(read), k
    if found is not None:  # the most recently used stay: a search's playouts all go on from its root
        kept.insert(0, kept.pop(found))
        if start == len(events):
            return kept[0][1]
    sighted = sightings(events, me, start)
    if found is not None:
        _, last, last_tracker = kept[0]
        b = last.copy()
        tracker = last_tracker.copy()
        b.sighted = tracker.sighted = sighted
    else:
        reads = any(ability_id in READS_PILE for ability_id in view.deck)
        b = Belief(me, sighted, frozenset() if reads else frozenset({PILE}))
        tracker = Tracker(me)
        tracker.sighted = sighted
    for index in range(start, len(events)):
        e = events[index]
        fn = RULES.get(e.kind)
        if fn is None:
            raise UnknownEvent(f"no belief rule for event kind {e.kind!r}: register one with belief.rule")
        b.index_of_event = tracker.index = index
        fn(b, e)
        KNOWLEDGE_RULES[e.kind](tracker, e)
        b.mark(placed(b, tracker))
    kept.insert(0, (events, b, tracker))
    del kept[_READ_KEPT:]
    return b


def _reads_on(read: tuple[EventView, ...], events: tuple[EventView, ...]) -> bool:
    """Whether the events read before begin `events` and end a step: a later event of a step
    may show the viewer an earlier one's card (SIGHTINGS), so reading on mid-step would miss it."""
    start = len(read)
    if start > len(events) or events[:start] != read:
        return False
    return start == len(events) or start == 0 or events[start].step != events[start - 1].step


def placed(b: Belief, tracker: Tracker) -> list[int]:
    """Per number: copies the viewer can place now (in sight, or known in a hidden place)."""
    hidden = b.hidden()
    out = [0] + [2 - hidden[n] for n in NUMBERS]
    them = b.them
    for item in tracker.hands[them]:
        out[item[0]] += 1
    for item in tracker.encrypted:
        out[item[0]] += 1
    for maybe in (*tracker.guards[them], *tracker.draw):
        if maybe is not None:
            out[maybe[0]] += 1
    return out


def deduce(view: View) -> Deduction:
    """What the seated viewer can deduce about the opponent (RULES.md 8, the Cypher Wheel)."""
    if view.viewer is None:
        raise ValueError("deduction is for a seated player; a spectator has no opponent")
    if not _own_deal_seen(view):
        return glance(view)
    b = believe(view)
    them = view.sides[1 - view.seat()]
    hidden = b.hidden()
    known = view.knowledge
    unseen = hidden[:]
    for n in _known_hidden(view):
        unseen[n] -= 1
    consistent = bool(b.configs)
    if consistent:
        revealed = _revealed_guards(view)
        slots = [t for t, slot in enumerate(them.slots)
                 if slot.occupied and not slot.face_up and slot.number is None and guard(t) in b.sizes]
        has_suitcase = SUITCASE_ZONE in b.sizes
        rows = b.marginals(([SUITCASE_ZONE] if has_suitcase else []) + [guard(t) for t in slots])
        suitcase = rows.pop(0) if has_suitcase else [0.0] * 10
        guards: list[tuple[float, ...] | None] = [None] * SLOTS
        for t, row in zip(slots, rows):
            guards[t] = tuple(row) if t not in revealed else tuple(float(n == revealed[t]) for n in range(10))
    else:  # cannot happen under the rules; keep the bots playing anyway
        total = sum(unseen) or 1
        prior = [u / total for u in unseen]
        suitcase = prior if SUITCASE_ZONE in b.sizes else [0.0] * 10
        guards = [tuple(prior) if s.occupied and not s.face_up and s.number is None else None
                  for s in them.slots]
    most = b.most(HAND_ZONE, TAKEN) if HAND_ZONE in b.index else hidden
    lacks = tuple(n for n in NUMBERS if not most[n]) if consistent else ()
    return Deduction(
        suitcase=tuple(suitcase),
        guards=tuple(guards),
        seen=tuple(b.known),
        unseen=tuple(unseen),
        hand_known=them.known_hand,
        hand_lacks=lacks,
        encrypted_known=known.encrypted,
        consistent=consistent,
    )


def match_chances(view: View) -> tuple[float, ...]:
    """Per number n: the chance that a Final Card n would be an Unguarded Match if the game
    ended now, i.e. n is in the opponent's Code and none of their Guards is an n. Exact: the
    Suitcase and the face-down Guards are read jointly from the belief, not as independent
    marginals (a Guard's number and the Suitcase are tied by the cards left to deal)."""
    if view.viewer is None:
        raise ValueError("match chances are for a seated player")
    them = view.sides[1 - view.seat()]
    blocked = {slot.number for slot in them.slots if slot.occupied and slot.number is not None}
    if not _own_deal_seen(view):
        return tuple(0.0 for _ in range(10))
    b = believe(view).copy()
    if SUITCASE_ZONE not in b.sizes or not b.configs:
        return tuple(0.0 for _ in range(10))
    zones = [guard(t) for t, slot in enumerate(them.slots)
             if slot.occupied and slot.number is None and guard(t) in b.sizes]
    places = [b.split(zone) for zone in [SUITCASE_ZONE] + zones]
    hits = [0] * 10
    total = 0
    for config, weight in b.configs.items():
        suitcase, *guards = (SINGLE[part(config, at)] for at in places)
        total += weight
        for n in CODE[suitcase]:
            if n not in blocked and n not in guards:
                hits[n] += weight
    return tuple(h / total for h in hits)


def _revealed_guards(view: View) -> dict[int, int]:
    """After the Big Reveal: the opponent's Guard number by slot (the result lists them by occupied slot)."""
    if view.result is None:
        return {}
    them = 1 - view.seat()
    occupied = [t for t, slot in enumerate(view.sides[them].slots) if slot.occupied]
    return dict(zip(occupied, view.result.guard_numbers[them]))


def _own_deal_seen(view: View) -> bool:
    """A player always sees their own deal; only a sampled world's other player does not
    (worlds.py does not rebuild what they saw)."""
    return any(e.kind == "dealt" and e.actor == view.viewer and e.secret is not None for e in view.events)


def glance(view: View) -> Deduction:
    """What the viewer can tell without reading its past through the filter: every copy it
    cannot place now is equally likely anywhere hidden, but for the Suitcase Numbers the
    opponent's public answers rule out; a face-down Guard is a Sentinel or Guard number.

    Far cheaper than `deduce`: the search's playouts play on it (both sides), and a sampled
    world's other player, whose past worlds.py does not rebuild, is left with it."""
    me = view.seat()
    them = view.sides[1 - me]
    mine = view.sides[me]
    placed = [*view.discard, *view.resolving, *view.known_encrypted, *(n for _, n in view.known_draw),
              *them.known_hand, *(mine.hand or ())]
    if mine.suitcase is not None:
        placed.append(mine.suitcase)
    tucking = numbers_with(view.deck, TUCK_KEYWORD)
    for side in view.sides:
        placed += side.play_area
        placed += [slot.number for slot in side.slots if slot.occupied and slot.number is not None]
        placed += [tucking[0] for slot in side.slots if slot.extra_protection]
    unseen = [0] + [max(0, 2 - placed.count(n)) for n in NUMBERS]
    allowed = set(NUMBERS)
    for e in view.events:
        if e.actor != me and e.kind in SUITCASE_FACTS:
            allowed.intersection_update(suitcases_allowed(e))
    possible = [u if n in allowed else 0 for n, u in enumerate(unseen)]
    total = sum(possible)
    if not total:  # cannot happen under the rules; keep the bots playing anyway
        possible, total = unseen, sum(unseen) or 1
    suitcase = [u / total for u in possible] if mine.suitcase is not None else [0.0] * 10
    standing = [u if may_stand_face_down(n) else 0 for n, u in enumerate(unseen)]
    guards = tuple(tuple(u / (sum(standing) or 1) for u in standing)
                   if slot.occupied and not slot.face_up and slot.number is None else None
                   for slot in them.slots)
    return Deduction(tuple(suitcase), guards, tuple(2 - u if n else 0 for n, u in enumerate(unseen)),
                     tuple(unseen), them.known_hand, (), view.known_encrypted, True)


def _known_hidden(view: View) -> list[int]:
    """The numbers of the hidden cards the viewer knows, one per card."""
    k = view.knowledge
    them = 1 - view.seat()
    return [*k.hands[them], *k.encrypted, *(n for n in k.guards[them] if n is not None), *(n for _, n in k.draw)]


# ----- the transitions of the turn's own events ------------------------------

@believes("turn", "resign", "react_cost", "setup_chosen", "in_play", "trigger", "no_react", "blocked")
def _nothing_hidden_moves(b: Belief, e: EventView) -> None:
    """Public bookkeeping, a secret choice applied later (set-up), TRIGGERs, REACT offers."""


@believes("deal")
def _deal(b: Belief, e: EventView) -> None:
    """Every card starts in the free pool: the hands, the Suitcases, the pile, the Draw Deck."""
    strategic = e.public.variant != "standard"
    rounds = HAND_ROUNDS + 2 if strategic else HAND_ROUNDS
    b.create(MINE, rounds + (0 if strategic else 1))
    b.create(HAND_ZONE, rounds)
    if not strategic:
        b.create(SUITCASE_ZONE, 1)
        b.create(ENCRYPTED, 2)
    b.draw = DRAW_DECK


MINE = "mine"
"""The viewer's dealt cards, until their own deal event shows them."""


@believes("dealt")
def _dealt(b: Belief, e: EventView) -> None:
    """The viewer's own hand and Suitcase leave the free pool, seen."""
    if e.secret is None:
        return
    for n in e.secret.hand:
        b.leaves(MINE, n)
    if e.secret.suitcase:
        b.leaves(MINE, e.secret.suitcase)
    b.drop(MINE)


@believes("setup")
def _setup(b: Belief, e: EventView) -> None:
    """Strategic set-up: a Suitcase and an Encrypted card leave the hand (each ordered pair
    of hand cards is one option)."""
    if e.secret is not None:
        b.enters(b.pile_in(None), e.secret.encrypted)
    elif b.theirs(e.actor):
        b.create(SUITCASE_ZONE)
        b.moves(HAND_ZONE, SUITCASE_ZONE)
        b.moves(HAND_ZONE, b.pile_in(HAND_ZONE))


@believes("draw")
def _draw(b: Belief, e: EventView) -> None:
    b.drawn(e.actor, e.secret.number if e.secret is not None else 0)


@believes("peek")
def _peek(b: Belief, e: EventView) -> None:
    """The viewer looks at the top cards: each depth is seen in place."""
    if e.secret is not None:
        for depth, n in enumerate(e.secret.cards):
            b.holds(("draw", depth), n, weighed=False)


@believes("look_encrypted")
def _look_encrypted(b: Belief, e: EventView) -> None:
    if e.secret is not None:
        b.is_exactly(b.pile(), e.secret.cards)


@believes("deploy")
def _deploy(b: Belief, e: EventView) -> None:
    if b.theirs(e.actor):
        b.leaves(HAND_ZONE, e.public.number)
    b.deployed = e.public.number


@believes("attack")
def _attack(b: Belief, e: EventView) -> None:
    if b.theirs(e.actor):
        b.leaves(HAND_ZONE, e.public.number)
    b.assassin = e.public.number


@believes("react", "enlisted_face_up")
def _face_up_from_hand(b: Belief, e: EventView) -> None:
    """A REACT card, or an enlisted card a TRIGGER sends face up, leaves the hand in sight."""
    if b.theirs(e.actor):
        b.leaves(HAND_ZONE, e.public.number)


@believes("enlist_guard")
def _enlist_guard(b: Belief, e: EventView) -> None:
    """Unseen, the Guard is any card of the hand that may stand face down."""
    if not b.theirs(e.actor):
        return
    zone = guard(e.public.slot)
    b.create(zone)
    number = b.number_seen(e)
    if number:
        b.leaves(HAND_ZONE, number)
        b.enters(zone, number)
    else:
        b.moves(HAND_ZONE, zone, allowed=may_stand_face_down)


@believes("encrypt")
def _encrypt(b: Belief, e: EventView) -> None:
    """Unseen, any card of the hand but one just taken from the pile (Archivist)."""
    number = b.number_seen(e)
    if not b.theirs(e.actor):
        b.enters(b.pile_in(None), number)
        return
    if number:
        b.leaves(HAND_ZONE, number)
        b.enters(b.pile_in(None), number)
    else:
        b.moves(HAND_ZONE, b.pile_in(HAND_ZONE))
    if TAKEN in b.sizes:
        b.joins(TAKEN, HAND_ZONE)


@believes("attempt")
def _attempt(b: Belief, e: EventView) -> None:
    """The viewer's Attempt on a face-down Guard: its outcome ties the Guard's number to the Assassin."""
    if b.theirs(e.actor):
        return
    at = b.split(guard(e.public.slot))
    assassin, success = b.assassin, bool(e.public.success)
    b.keep(lambda c: codes_share(assassin, SINGLE[part(c, at)]) == success)


@believes("killed")
def _killed(b: Belief, e: EventView) -> None:
    if not b.theirs(e.actor):
        b.guard_leaves(e.public.target, e.public.number)


@believes("flip")
def _flip(b: Belief, e: EventView) -> None:
    if b.theirs(e.actor):
        b.guard_leaves(e.public.slot, e.public.number)


@believes("shown")
def _shown(b: Belief, e: EventView) -> None:
    """A random card of the hand is shown: once per physical card of its number."""
    if b.theirs(e.actor) and e.secret is not None:
        b.holds(HAND_ZONE, e.secret.number, weighed=True)


@believes("discard")
def _discard(b: Belief, e: EventView) -> None:
    """A card from the hand, in sight; after a take, not that card (a different one).
    Guards leaving slots are read from the event that moved them."""
    if e.public.source == FROM_HAND and b.theirs(e.actor):
        b.leaves(HAND_ZONE, e.public.number, excluding=b.held)
        b.held = 0


@believes("answer")
def _answer(b: Belief, e: EventView) -> None:
    """A forced, truthful answer: a fact for the whole game."""
    if not b.theirs(e.actor):
        return
    found = answer_of(e.public.ability)
    asked, yes = e.public.asked, bool(e.public.yes)
    truth = found.truth
    if found.about == SUITCASE:
        s = b.split(SUITCASE_ZONE)
        b.keep(lambda c: truth(asked, SINGLE[part(c, s)]) == yes)
    elif found.about == GUARD_NUMBER:
        s = b.split(SUITCASE_ZONE)
        g = b.split(guard(asked))
        b.keep(lambda c: truth(SINGLE[part(c, g)], SINGLE[part(c, s)]) == yes)
    elif yes:
        b.holds(HAND_ZONE, asked, weighed=False)
    else:
        h = b.split(HAND_ZONE)
        b.keep(lambda c: not count(part(c, h), asked))


@believes("reveal")
def _reveal(b: Belief, e: EventView) -> None:
    """The Big Reveal: the Suitcase and the Final Card in sight (the Guards, listed by
    occupied slot, are placed by `deduce` from the view's slots)."""
    them = b.them
    b.is_exactly(HAND_ZONE, (e.public.finals[them],))
    b.is_exactly(SUITCASE_ZONE, (e.public.suitcases[them],))
