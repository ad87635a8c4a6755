"""The nine Citrine abilities, each exactly as RULES.md section 7 words it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .abilities import SUITCASE, TUCK_KEYWORD, Answer, ability, resumes, truthful_answer
from .belief import HAND as HAND_ZONE
from .belief import SUITCASE as SUITCASE_ZONE
from .belief import Belief, guard, part
from .belief import rule as believes
from .cards import NUM, NUMBERS, in_code, ring_distance
from .decision import (
    ANSWER_NUMBER,
    DISCARD_PILE,
    FLIP_GUARDS,
    HAND_CARD,
    NAME_NUMBER,
    OWN_GUARD,
    SWITCH_PLACES,
    Choice,
)
from .events import FROM_GUARD, FROM_HAND, EventView
from .tracker import Tracker
from .tracker import rule as knows

if TYPE_CHECKING:
    from .state import GameState
    from .view import View

NAME_ANY_NUMBER = tuple(("number", n) for n in NUMBERS)


def answer(s: "GameState", ability_id: str, asked: int) -> None:
    """A forced, truthful answer from the opponent of the current player, computed by
    the ability's registered Answer; `asked` is the number the question names (for a
    question about a Guard, its slot)."""
    s.log("answer", 1 - s.current, (ability_id, asked, int(truthful_answer(s, ability_id, asked))))


def flip(s: "GameState", owner: int, slot: int) -> None:
    """Turn a face-down Guard face up (an already face-up one stays so)."""
    if not s.face_up[owner][slot]:
        s.face_up[owner][slot] = True
        s.log("flip", owner, (slot, NUM[s.slots[owner][slot]]))


def discard_from_hand(s: "GameState", player: int, position: int) -> None:
    card = s.hands[player].pop(position)
    s.to_discard(card, player, FROM_HAND)


@resumes(HAND_CARD, "switch_places")
@resumes(HAND_CARD, "scavenge")
def apply_discard_from_hand(s: "GameState", choice: Choice) -> None:
    """Resume a "discard a card from your hand" decision of the current player."""
    discard_from_hand(s, s.current, choice[1])


# 1 -------------------------------------------------------------------------

@ability("fortune_teller", keyword=None, decisions=(NAME_NUMBER,),
         answer=Answer(SUITCASE, lambda asked, suitcase: ring_distance(asked, suitcase) <= 2))
def fortune_teller(s: "GameState", player: int) -> None:
    """Name any number; is the opponent's Suitcase Number within 2 of it?"""
    s.ask(player, NAME_NUMBER, NAME_ANY_NUMBER, _resolve_fortune_teller, "fortune_teller")


@resumes(NAME_NUMBER, "fortune_teller")
def _resolve_fortune_teller(s: "GameState", choice: Choice) -> None:
    answer(s, "fortune_teller", choice[1])


# 2 -------------------------------------------------------------------------

@ability("test_access_codes", keyword=None, decisions=(NAME_NUMBER,),
         answer=Answer(SUITCASE, lambda asked, suitcase: asked == suitcase))
def test_access_codes(s: "GameState", player: int) -> None:
    """The opponent shows their hand; pick a number shown; is it their Suitcase Number?"""
    opponent = 1 - player
    shown = tuple(sorted(NUM[c] for c in s.hands[opponent]))
    s.log("show_hand", opponent, (player,), (shown,))
    if shown:
        options = tuple(("number", n) for n in sorted(set(shown)))
        s.ask(player, NAME_NUMBER, options, _resolve_test_access_codes, "test_access_codes")


@knows("show_hand")
def _knows_show_hand(t: Tracker, e: EventView) -> None:
    """The shower's whole hand is seen."""
    if e.secret is not None:
        t.hand_is(e.actor, e.secret.cards, e.step, "show_hand")


@believes("show_hand")
def _believes_show_hand(b: Belief, e: EventView) -> None:
    """The whole hand is seen."""
    if b.theirs(e.actor) and e.secret is not None:
        b.is_exactly(HAND_ZONE, e.secret.cards)


@resumes(NAME_NUMBER, "test_access_codes")
def _resolve_test_access_codes(s: "GameState", choice: Choice) -> None:
    answer(s, "test_access_codes", choice[1])


# 3 -------------------------------------------------------------------------

@ability("picking_petals", answer=None, keyword=None, decisions=(ANSWER_NUMBER,))
def picking_petals(s: "GameState", player: int) -> None:
    """The opponent names a number that is neither their Suitcase Number nor 3."""
    _ask_petal(s, 1 - player, ())


def _ask_petal(s: "GameState", opponent: int, named: tuple[int, ...]) -> None:
    suitcase = s.suitcase_number(opponent)
    options = tuple(("number", n) for n in NUMBERS
                    if n != suitcase and n != 3 and n not in named)
    s.ask(opponent, ANSWER_NUMBER, options, _resolve_petal, "picking_petals", ctx=named)


def petals_named(view: "View") -> tuple[int, ...]:
    """The numbers named so far for the Picking Petals resolving: the answers logged since it was Deployed."""
    named: list[int] = []
    for e in reversed(view.events):
        if e.kind == "deploy":
            break
        if e.kind == "petal":
            named.insert(0, e.public.number)
    return tuple(named)


def _petals_world(state: "GameState", view: "View") -> tuple[Any, ...]:
    """The numbers already named this turn."""
    return petals_named(view)


@resumes(ANSWER_NUMBER, "picking_petals", world=_petals_world)
def _resolve_petal(s: "GameState", choice: Choice) -> None:
    named = s.ctx + (choice[1],)
    opponent = 1 - s.current
    s.log("petal", opponent, (choice[1],))
    no_guards = all(c < 0 for row in s.slots for c in row)
    if len(named) == 1 and no_guards:
        _ask_petal(s, opponent, named)


@knows("petal")
def _knows_petal(t: Tracker, e: EventView) -> None:
    """The named number is not the answerer's Suitcase Number (nor 3): a fact that never lapses."""
    if e.actor != t.viewer:
        t.answers.append((e.step, "petal", (e.actor, e.public.number)))


@believes("petal")
def _believes_petal(b: Belief, e: EventView) -> None:
    """One option names this number: it is not the Suitcase Number."""
    if b.theirs(e.actor):
        at = b.split(SUITCASE_ZONE)
        named = 3 ** e.public.number
        b.keep(lambda c: part(c, at) != named)


# 4 -------------------------------------------------------------------------

@ability("switch_places", answer=None, keyword=None, decisions=(SWITCH_PLACES, HAND_CARD))
def switch_places(s: "GameState", player: int) -> None:
    """(a) exchange a Guard of yours with one of theirs or the top discard; or (b)
    put Switch Places face down in your Guard's slot, take that Guard, discard."""
    mine = s.guard_slots(player)
    theirs = s.guard_slots(1 - player)
    options: list[Choice] = []
    for slot in mine:
        options.extend(("exchange", slot, t) for t in theirs)
        if s.discard:
            options.append(("exchange_discard", slot))
        options.append(("switch_into", slot))
    if options:
        s.ask(player, SWITCH_PLACES, tuple(options), _resolve_switch_places, "switch_places")


@resumes(SWITCH_PLACES, "switch_places")
def _resolve_switch_places(s: "GameState", choice: Choice) -> None:
    player = s.current
    opponent = 1 - player
    kind, slot = choice[0], choice[1]
    mine = s.slots[player][slot]
    if kind == "exchange":
        t = choice[2]
        theirs = s.slots[opponent][t]
        s.slots[player][slot], s.slots[opponent][t] = theirs, mine
        s.face_up[player][slot] = s.face_up[opponent][t] = True
        s.log("exchange", player, (slot, t, NUM[mine], NUM[theirs]))
    elif kind == "exchange_discard":
        top = s.discard.pop()
        s.slots[player][slot] = top
        s.face_up[player][slot] = True
        s.log("exchange_discard", player, (slot, NUM[top], NUM[mine]))
        s.to_discard(mine, player, FROM_GUARD)
    else:
        card = s.resolving[-1]
        was_up = s.face_up[player][slot]
        s.take_from_resolving(card)
        s.slots[player][slot] = card
        s.face_up[player][slot] = False
        s.hands[player].append(mine)
        s.log("switch_into", player, (slot, NUM[mine] if was_up else 0), (NUM[mine],))
        options = tuple(("hand", i) for i in range(len(s.hands[player])))
        s.ask(player, HAND_CARD, options, apply_discard_from_hand, "switch_places")


@knows("switch_into")
def _knows_switch_into(t: Tracker, e: EventView) -> None:
    """Switch Places (b): everyone knows the face-down Switch Places; the Guard goes to hand,
    known there if it was face up or known."""
    slot = e.public.slot
    old = t.guards[e.actor][slot]
    t.guard_known(e.actor, slot, t.deployed, e.step, "switch_into")
    number = e.public.face_up_number or (old[0] if old is not None else 0)
    if number:
        t.hand_gains(e.actor, number, e.step, "switch_into")


@believes("switch_into")
def _believes_switch_into(b: Belief, e: EventView) -> None:
    """The Guard goes to the hand (unseen if it was face down); the face-up Switch
    Places goes face down into its slot."""
    if not b.theirs(e.actor):
        return
    zone = guard(e.public.slot)
    if zone in b.sizes:
        b.joins(zone, HAND_ZONE)
    else:
        b.enters(HAND_ZONE, e.public.face_up_number)
    b.create(zone)
    b.enters(zone, b.deployed)


@believes("exchange")
def _believes_exchange(b: Belief, e: EventView) -> None:
    """Both exchanged Guards end face up, their numbers in sight."""
    if b.theirs(e.actor):
        b.guard_leaves(e.public.slot, e.public.mine)
    else:
        b.guard_leaves(e.public.their_slot, e.public.theirs)


@believes("exchange_discard")
def _believes_exchange_discard(b: Belief, e: EventView) -> None:
    """The actor's Guard goes face up onto the Discard Pile."""
    if b.theirs(e.actor):
        b.guard_leaves(e.public.slot, e.public.mine)


@knows("exchange")
def _knows_exchange(t: Tracker, e: EventView) -> None:
    """Switch Places (a): both exchanged Guards end face up."""
    t.guard_moves(e.actor, e.public.slot)
    t.guard_moves(1 - e.actor, e.public.their_slot)


@knows("exchange_discard")
def _knows_exchange_discard(t: Tracker, e: EventView) -> None:
    """Switch Places (a) with the Discard Pile: the slot now holds a face-up card."""
    t.guard_moves(e.actor, e.public.slot)


# 5 -------------------------------------------------------------------------

@ability("scavenge", answer=None, keyword=None, decisions=(DISCARD_PILE, HAND_CARD))
def scavenge(s: "GameState", player: int) -> None:
    """Take one of the top 3 discards into hand, then discard a different card."""
    depth = min(3, len(s.discard))
    if depth:
        s.ask(player, DISCARD_PILE, tuple(("pile", k) for k in range(depth)),
              _resolve_scavenge, "scavenge")


@resumes(DISCARD_PILE, "scavenge")
def _resolve_scavenge(s: "GameState", choice: Choice) -> None:
    player = s.current
    k = choice[1]
    card = s.discard.pop(len(s.discard) - 1 - k)
    hand = s.hands[player]
    hand.append(card)
    s.log("take_discard", player, (k, NUM[card]))
    s.ask(player, HAND_CARD, tuple(("hand", i) for i in range(len(hand) - 1)),
          apply_discard_from_hand, "scavenge")


@knows("take_discard")
def _knows_take_discard(t: Tracker, e: EventView) -> None:
    """A face-up card goes into the taker's hand."""
    t.hand_gains(e.actor, e.public.number, e.step, "take_discard")


@believes("take_discard")
def _believes_take_discard(b: Belief, e: EventView) -> None:
    """A face-up card enters the hand; the discard that follows is a different card."""
    if b.theirs(e.actor):
        b.enters(HAND_ZONE, e.public.number)
        b.held = e.public.number


# 6 -------------------------------------------------------------------------

@ability("extra_protection", answer=None, keyword=TUCK_KEYWORD, decisions=(OWN_GUARD,))
def extra_protection(s: "GameState", player: int) -> None:
    """TUCK one of your untucked Guards; with none, it is simply discarded."""
    options = tuple(("slot", t) for t in s.guard_slots(player) if s.tuck[player][t] < 0)
    if options:
        s.ask(player, OWN_GUARD, options, _resolve_extra_protection, "extra_protection")


@resumes(OWN_GUARD, "extra_protection")
def _resolve_extra_protection(s: "GameState", choice: Choice) -> None:
    player = s.current
    card = s.resolving[-1]
    s.take_from_resolving(card)
    s.tuck[player][choice[1]] = card
    s.log("tuck", player, (choice[1],))


@believes("tuck")
def _believes_tuck(b: Belief, e: EventView) -> None:
    """A tuck moves no hidden card."""


@knows("tuck")
def _knows_tuck(t: Tracker, e: EventView) -> None:
    """A tuck moves no hidden card: the Guard keeps its orientation."""


# 7 -------------------------------------------------------------------------

@ability("wheel_of_fate", keyword=None, decisions=(OWN_GUARD,),
         answer=Answer(SUITCASE, lambda guard, suitcase: in_code(guard, suitcase)))
def wheel_of_fate(s: "GameState", player: int) -> None:
    """Flip one of your Guards face up; is its number in the opponent's Code?"""
    options = tuple(("slot", t) for t in s.guard_slots(player))
    if options:
        s.ask(player, OWN_GUARD, options, _resolve_wheel_of_fate, "wheel_of_fate")


@resumes(OWN_GUARD, "wheel_of_fate")
def _resolve_wheel_of_fate(s: "GameState", choice: Choice) -> None:
    player = s.current
    slot = choice[1]
    flip(s, player, slot)
    answer(s, "wheel_of_fate", NUM[s.slots[player][slot]])


# 8 -------------------------------------------------------------------------

@ability("decoy_guard", keyword=None, decisions=(NAME_NUMBER,),
         answer=Answer(SUITCASE, lambda asked, suitcase: ring_distance(asked, suitcase) <= 1))
def decoy_guard(s: "GameState", player: int) -> None:
    """Name a Suitcase Number; does its Code share two numbers with theirs?"""
    s.ask(player, NAME_NUMBER, NAME_ANY_NUMBER, _resolve_decoy_guard, "decoy_guard")


@resumes(NAME_NUMBER, "decoy_guard")
def _resolve_decoy_guard(s: "GameState", choice: Choice) -> None:
    answer(s, "decoy_guard", choice[1])


# 9 -------------------------------------------------------------------------

@ability("shine_spotlights", answer=None, keyword=None, decisions=(FLIP_GUARDS,))
def shine_spotlights(s: "GameState", player: int) -> None:
    """Flip two of the opponent's face-down Guards (all, if fewer); you choose."""
    opponent = 1 - player
    hidden = [t for t in s.guard_slots(opponent) if not s.face_up[opponent][t]]
    if len(hidden) <= 2:
        for t in hidden:
            flip(s, opponent, t)
        return
    options = tuple(("slots", a, b) for i, a in enumerate(hidden) for b in hidden[i + 1:])
    s.ask(player, FLIP_GUARDS, options, _resolve_shine_spotlights, "shine_spotlights")


@resumes(FLIP_GUARDS, "shine_spotlights")
def _resolve_shine_spotlights(s: "GameState", choice: Choice) -> None:
    opponent = 1 - s.current
    flip(s, opponent, choice[1])
    flip(s, opponent, choice[2])
