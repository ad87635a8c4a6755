"""The nine Ruby abilities (RULES.md 7): TRIGGERs, the Encrypted pile, unblockable kills."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from .abilities import (
    AFTER_PLACEMENT_TRIGGERS,
    ENCRYPT_TRIGGERS,
    GAME_END_TRIGGERS,
    GUARD_NUMBER,
    HAND,
    PLACEMENT_TRIGGERS,
    REACT_KEYWORD,
    SUITCASE,
    TRIGGER_KEYWORD,
    Answer,
    Placement,
    ability,
    enter_play,
    fire,
    game_end_steps,
    resumes,
)
from .belief import HAND as HAND_ZONE
from .belief import READS_PILE, TAKEN, Belief
from .belief import rule as believes
from .cards import NUM, in_code
from .citrine import NAME_ANY_NUMBER, answer, flip
from .decision import DEAD_DROP, DISCARD_ORDER, GUARD_PAIR, NAME_NUMBER, OPPONENT_GUARD, Choice
from .events import FROM_GUARD, EventView
from .state import GameState, apply_discard_order
from .tracker import SIGHTINGS, Tracker
from .tracker import rule as knows

if TYPE_CHECKING:
    from .view import View


def _deployed(s: "GameState") -> int:
    return s.resolving[-1]


# 1 Wiretap ---------------------------------------------------------------------

@ability("wiretap", answer=None, keyword=TRIGGER_KEYWORD, decisions=())
def wiretap(s: "GameState", player: int) -> None:
    """TRIGGER: the next card the opponent Encrypts or Enlists as Guard is shown to you."""
    enter_play(s, player, _deployed(s))


def _wiretap_shows(s: "GameState", owner: int, player: int, card: int, where: int | str) -> None:
    """Show the card to the Wiretap's owner (two Wiretaps on one card show it once: see abilities)."""
    s.log("wiretap_shown", player, (owner, where), (NUM[card],))


AFTER_PLACEMENT_TRIGGERS["wiretap"] = _wiretap_shows
ENCRYPT_TRIGGERS["wiretap"] = _wiretap_shows


def _wiretap_sighting(events: Sequence[EventView], j: int, viewer: int | None) -> tuple[int, int] | None:
    """The Encrypt or face-down Enlist just before, in the same step, whose card the owner saw."""
    e = events[j]
    if e.secret is None or viewer != e.public.owner:
        return None
    where = e.public.where
    kind = "encrypt" if where == "encrypted" else "enlist_guard" if isinstance(where, int) else None
    for i in range(j - 1, -1, -1):
        earlier = events[i]
        if earlier.step != e.step:
            return None
        if earlier.kind == kind and earlier.actor == e.actor and (kind == "encrypt" or earlier.public.slot == where):
            return i, e.secret.number
    return None


SIGHTINGS["wiretap_shown"] = _wiretap_sighting


@believes("wiretap_shown")
def _believes_wiretap_shown(b: Belief, e: EventView) -> None:
    """Nothing of its own: the Encrypt or Enlist it shows is read as seen (SIGHTINGS)."""


@knows("wiretap_shown")
def _knows_wiretap_shown(t: Tracker, e: EventView) -> None:
    """Nothing of its own: the Encrypt or Enlist it shows is read as seen (SIGHTINGS)."""


# 2 Dead Drop -------------------------------------------------------------------

@ability("dead_drop", answer=None, keyword=TRIGGER_KEYWORD, decisions=(DEAD_DROP,))
def dead_drop(s: "GameState", player: int) -> None:
    """TRIGGER: at the end, look at the Encrypted pile and you may exchange your Final Card."""
    enter_play(s, player, _deployed(s))


def _dead_drop_at_end(s: "GameState", owner: int, card: int) -> None:
    if not s.encrypted:
        fire(s, owner, card)
        return
    pile = tuple(sorted(NUM[c] for c in s.encrypted))
    s.log("look_encrypted", owner, (len(pile),), (pile,))
    options = (("pass",),) + tuple(("number", n) for n in sorted(set(pile)))
    s.ask(owner, DEAD_DROP, options, _resolve_dead_drop, "dead_drop", ctx=(owner, card))


def _dead_drop_world(state: "GameState", view: "View") -> tuple[Any, ...]:
    """At the end of the game: this Dead Drop decides, the others and the Big Reveal wait."""
    steps = game_end_steps(state)
    current = steps.pop(0)
    state.stack = [(GameState.score,)] + steps[::-1]
    return (view.seat(), current[2])


@resumes(DEAD_DROP, "dead_drop", world=_dead_drop_world)
def _resolve_dead_drop(s: "GameState", choice: Choice) -> None:
    owner, card = s.ctx
    if choice[0] == "pass":
        s.log("dead_drop_kept", owner)
    else:
        n = choice[1]
        i = next(i for i, c in enumerate(s.encrypted) if NUM[c] == n)
        final = s.hands[owner][0]
        s.hands[owner][0], s.encrypted[i] = s.encrypted[i], final
        s.log("dead_drop_exchange", owner, (), (NUM[final], n))
    fire(s, owner, card)


GAME_END_TRIGGERS["dead_drop"] = _dead_drop_at_end
READS_PILE.add("dead_drop")


@believes("dead_drop_kept")
def _believes_dead_drop_kept(b: Belief, e: EventView) -> None:
    """Nothing moved."""


@knows("dead_drop_kept")
def _knows_dead_drop_kept(t: Tracker, e: EventView) -> None:
    """Nothing moved."""


@believes("dead_drop_exchange")
def _believes_dead_drop_exchange(b: Belief, e: EventView) -> None:
    """Unseen: one option per number in the pile; the Final Card takes its place."""
    if e.secret is not None:
        b.leaves(b.pile(), e.secret.taken, weighed=False)
        b.enters(b.pile_in(None), e.secret.final)
    elif b.theirs(e.actor):
        b.picks_number(b.pile())
        b.moves(HAND_ZONE, b.pile_in(HAND_ZONE))
        b.joins(TAKEN, HAND_ZONE)


@knows("dead_drop_exchange")
def _knows_dead_drop_exchange(t: Tracker, e: EventView) -> None:
    """A Final Card and a pile card change places face down."""
    if e.secret is None:
        t.hand_loses_unseen(e.actor)
        t.pile_loses_unseen()
        return
    t.pile_loses(e.secret.taken)
    t.encrypted.append((e.secret.final, e.step, "dead_drop_exchange"))


# 3 Silent Blade ----------------------------------------------------------------

@ability("silent_blade", answer=None, keyword=None, decisions=(OPPONENT_GUARD,))
def silent_blade(s: "GameState", player: int) -> None:
    """Discard one of the opponent's face-up, untucked Guards whatever its Code."""
    opponent = 1 - player
    options = tuple(("slot", t) for t in s.guard_slots(opponent)
                    if s.face_up[opponent][t] and s.tuck[opponent][t] < 0)
    if options:
        s.ask(player, OPPONENT_GUARD, options, _resolve_silent_blade, "silent_blade")


@resumes(OPPONENT_GUARD, "silent_blade")
def _resolve_silent_blade(s: "GameState", choice: Choice) -> None:
    player = s.current
    slot = choice[1]
    card = s.remove_guard(1 - player, slot)
    s.log("silent_blade", player, (slot, NUM[card]))
    s.to_discard(card, player, FROM_GUARD)


@believes("silent_blade")
def _believes_silent_blade(b: Belief, e: EventView) -> None:
    """A face-up Guard: nothing hidden moves."""


@knows("silent_blade")
def _knows_silent_blade(t: Tracker, e: EventView) -> None:
    """A face-up Guard of the opponent is discarded."""
    t.guard_moves(1 - e.actor, e.public.slot)


# 4 Interrogation ---------------------------------------------------------------

@ability("interrogation", keyword=None, decisions=(NAME_NUMBER,),
         answer=Answer(HAND, lambda asked, hand: asked in hand))
def interrogation(s: "GameState", player: int) -> None:
    """Name a number; the opponent shows you a card of it, or says they hold none."""
    s.ask(player, NAME_NUMBER, NAME_ANY_NUMBER, _resolve_interrogation, "interrogation")


@resumes(NAME_NUMBER, "interrogation")
def _resolve_interrogation(s: "GameState", choice: Choice) -> None:
    answer(s, "interrogation", choice[1])


# 5 Double Agent ----------------------------------------------------------------

@ability("double_agent", keyword=None, decisions=(OPPONENT_GUARD,),
         answer=Answer(GUARD_NUMBER, lambda guard, suitcase: in_code(guard, suitcase)))
def double_agent(s: "GameState", player: int) -> None:
    """Choose an opponent's face-down Guard; is its number in their Code?"""
    opponent = 1 - player
    options = tuple(("slot", t) for t in s.guard_slots(opponent) if not s.face_up[opponent][t])
    if options:
        s.ask(player, OPPONENT_GUARD, options, _resolve_double_agent, "double_agent")


@resumes(OPPONENT_GUARD, "double_agent")
def _resolve_double_agent(s: "GameState", choice: Choice) -> None:
    answer(s, "double_agent", choice[1])


# 6 Crossfire -------------------------------------------------------------------

@ability("crossfire", answer=None, keyword=None, decisions=(GUARD_PAIR, DISCARD_ORDER))
def crossfire(s: "GameState", player: int) -> None:
    """Discard one untucked Guard of yours and one of theirs: both, or nothing."""
    opponent = 1 - player
    mine = [t for t in s.guard_slots(player) if s.tuck[player][t] < 0]
    theirs = [t for t in s.guard_slots(opponent) if s.tuck[opponent][t] < 0]
    options = tuple(("guards", a, b) for a in mine for b in theirs)
    if options:
        s.ask(player, GUARD_PAIR, options, _resolve_crossfire, "crossfire")


def _crossfire_world(state: "GameState", view: "View") -> tuple[Any, ...]:
    """The two Guards wait on the resolving spot above Crossfire itself."""
    return (view.seat(), tuple(state.resolving[1:3]), (FROM_GUARD, FROM_GUARD))


@resumes(GUARD_PAIR, "crossfire")
def _resolve_crossfire(s: "GameState", choice: Choice) -> None:
    player = s.current
    _, slot, their_slot = choice
    mine = s.remove_guard(player, slot)
    theirs = s.remove_guard(1 - player, their_slot)
    s.log("crossfire", player, (slot, their_slot, NUM[mine], NUM[theirs]))
    s.resolving.extend((mine, theirs))
    s.discard_in_order(player, [mine, theirs], [FROM_GUARD, FROM_GUARD], "crossfire")


resumes(DISCARD_ORDER, "crossfire", world=_crossfire_world)(apply_discard_order)


@believes("crossfire")
def _believes_crossfire(b: Belief, e: EventView) -> None:
    """Both Guards go to the Discard Pile, their numbers in sight."""
    if b.theirs(e.actor):
        b.guard_leaves(e.public.slot, e.public.mine)
    else:
        b.guard_leaves(e.public.their_slot, e.public.theirs)


@knows("crossfire")
def _knows_crossfire(t: Tracker, e: EventView) -> None:
    """One Guard of each side is discarded."""
    t.guard_moves(e.actor, e.public.slot)
    t.guard_moves(1 - e.actor, e.public.their_slot)


# 7 Floodlights -----------------------------------------------------------------

@ability("floodlights", answer=None, keyword=TRIGGER_KEYWORD, decisions=(OPPONENT_GUARD,))
def floodlights(s: "GameState", player: int) -> None:
    """Flip one of the opponent's face-down untucked Guards; TRIGGER: their next Guard enters face up."""
    opponent = 1 - player
    options = tuple(("slot", t) for t in s.guard_slots(opponent)
                    if not s.face_up[opponent][t] and s.tuck[opponent][t] < 0)
    if options:
        s.ask(player, OPPONENT_GUARD, options, _resolve_floodlights, "floodlights")
    else:
        enter_play(s, player, _deployed(s))


@resumes(OPPONENT_GUARD, "floodlights")
def _resolve_floodlights(s: "GameState", choice: Choice) -> None:
    player = s.current
    flip(s, 1 - player, choice[1])
    enter_play(s, player, _deployed(s))


def _floodlights_placement(s: "GameState", owner: int, placement: Placement) -> Placement:
    return None if placement is None else (placement[0], True)


PLACEMENT_TRIGGERS["floodlights"] = _floodlights_placement


# 8 Safecracker -----------------------------------------------------------------

@ability("safecracker", keyword=None, decisions=(),
         answer=Answer(SUITCASE, lambda top, suitcase: in_code(top, suitcase)))
def safecracker(s: "GameState", player: int) -> None:
    """Is the number of the Discard Pile's top card in the opponent's Code?"""
    if s.discard:
        answer(s, "safecracker", NUM[s.discard[-1]])


# 9 Bullet Proof Vest -----------------------------------------------------------

@ability("bullet_proof_vest", answer=None, keyword=REACT_KEYWORD, decisions=())
def bullet_proof_vest(s: "GameState", player: int) -> None:
    """REACT: Deployed on your own turn it does nothing (the block is in abilities)."""
