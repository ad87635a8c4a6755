"""The nine Emerald abilities (RULES.md 7): taking control of Guards."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from .abilities import (
    FAILED_ATTEMPT_TRIGGERS,
    PEEK_KEYWORD,
    PLACEMENT_TRIGGERS,
    SUITCASE,
    TRIGGER_KEYWORD,
    Answer,
    Placement,
    ability,
    encrypt,
    enter_play,
    resumes,
)
from .belief import HAND as HAND_ZONE
from .belief import READS_PILE, Belief
from .belief import rule as believes
from .cards import NUM
from .citrine import answer, apply_discard_from_hand
from .decision import (
    CHANCE,
    DRAW_ORDER,
    ENCRYPTED_PILE,
    GUARD_PAIR,
    HAND_CARD,
    OPPONENT_GUARD,
    RANDOM_ENCRYPTED,
    Choice,
)
from .events import FROM_ENCRYPTED, EventView
from .tracker import Tracker
from .tracker import rule as knows

if TYPE_CHECKING:
    from .state import GameState


def _other_hand_cards(s: "GameState", player: int) -> tuple[Choice, ...]:
    """Every card in hand but the one just taken (always the last)."""
    return tuple(("hand", i) for i in range(len(s.hands[player]) - 1))


def _face_up_untucked(s: "GameState", player: int) -> list[int]:
    return [t for t in s.guard_slots(player) if s.face_up[player][t] and s.tuck[player][t] < 0]


# 1 High-Tech Bookends ----------------------------------------------------------

@ability("high_tech_bookends", keyword=None, decisions=(HAND_CARD,),
         answer=Answer(SUITCASE, lambda shown, suitcase: suitcase <= shown))
def high_tech_bookends(s: "GameState", player: int) -> None:
    """Reveal a card from your hand; is their Suitcase Number between 1 and it?"""
    options = tuple(("hand", i) for i in range(len(s.hands[player])))
    if options:
        s.ask(player, HAND_CARD, options, _resolve_bookends, "high_tech_bookends")


@resumes(HAND_CARD, "high_tech_bookends")
def _resolve_bookends(s: "GameState", choice: Choice) -> None:
    player = s.current
    n = NUM[s.hands[player][choice[1]]]
    s.log("reveal_card", player, (n,))
    answer(s, "high_tech_bookends", n)


@believes("reveal_card")
def _believes_reveal_card(b: Belief, e: EventView) -> None:
    """One option per card of that number in the hand; it stays there."""
    if b.theirs(e.actor):
        b.holds(HAND_ZONE, e.public.number, weighed=True)


@knows("reveal_card")
def _knows_reveal_card(t: Tracker, e: EventView) -> None:
    """A card is shown from the hand and stays there."""
    t.hand_holds(e.actor, e.public.number, e.step, "reveal_card")


# 2 Turncoat --------------------------------------------------------------------

@ability("turncoat", answer=None, keyword=None, decisions=(OPPONENT_GUARD,))
def turncoat(s: "GameState", player: int) -> None:
    """Move an opponent's face-up, untucked Guard into an empty slot of yours, face up."""
    if s.free_slot(player) < 0:
        return
    options = tuple(("slot", t) for t in _face_up_untucked(s, 1 - player))
    if options:
        s.ask(player, OPPONENT_GUARD, options, _resolve_turncoat, "turncoat")


@resumes(OPPONENT_GUARD, "turncoat")
def _resolve_turncoat(s: "GameState", choice: Choice) -> None:
    player = s.current
    card = s.remove_guard(1 - player, choice[1])
    slot = s.free_slot(player)
    s.slots[player][slot] = card
    s.face_up[player][slot] = True
    s.log("turncoat", player, (choice[1], slot, NUM[card]))


@believes("turncoat", "ambush")
def _believes_face_up_guard(b: Belief, e: EventView) -> None:
    """A face-up card changes place: nothing hidden moves."""


@knows("turncoat")
def _knows_turncoat(t: Tracker, e: EventView) -> None:
    """A face-up Guard changes sides, face up."""
    t.guard_moves(1 - e.actor, e.public.their_slot)
    t.guard_moves(e.actor, e.public.slot)


# 3 Ambush ----------------------------------------------------------------------

@ability("ambush", answer=None, keyword=TRIGGER_KEYWORD, decisions=())
def ambush(s: "GameState", player: int) -> None:
    """TRIGGER: the opponent's next failed Attempt leaves you their Assassin as a Guard."""
    enter_play(s, player, s.resolving[-1])


def _ambush_takes(s: "GameState", owner: int, card: int) -> bool:
    slot = s.free_slot(owner)
    if slot < 0:
        return False
    s.resolving.remove(card)
    s.slots[owner][slot] = card
    s.face_up[owner][slot] = True
    s.log("ambush", owner, (slot, NUM[card]))
    return True


FAILED_ATTEMPT_TRIGGERS["ambush"] = _ambush_takes


@knows("ambush")
def _knows_ambush(t: Tracker, e: EventView) -> None:
    """The Assassin was face up already."""


# 4 Decrypt ---------------------------------------------------------------------

@ability("decrypt", answer=None, keyword=None, decisions=())
def decrypt(s: "GameState", player: int) -> None:
    """Reveal a random card of the Encrypted pile to both players; it goes to the Discard Pile."""
    if s.encrypted:
        options = tuple(("pick", i) for i in range(len(s.encrypted)))
        s.ask(CHANCE, RANDOM_ENCRYPTED, options, _resolve_decrypt, "decrypt")


READS_PILE.add("decrypt")


def _resolve_decrypt(s: "GameState", choice: Choice) -> None:
    player = s.current
    card = s.encrypted.pop(choice[1])
    s.log("decrypt", player, (NUM[card],))
    s.to_discard(card, player, FROM_ENCRYPTED)


@believes("decrypt")
def _believes_decrypt(b: Belief, e: EventView) -> None:
    """Chance: a pile card, once per physical card of the number shown."""
    b.leaves(b.pile(), e.public.number)


@knows("decrypt")
def _knows_decrypt(t: Tracker, e: EventView) -> None:
    """A random pile card is shown to everyone and discarded: it may be the known copy."""
    t.pile_loses(e.public.number)


# 5 Forged Orders ---------------------------------------------------------------

@ability("forged_orders", answer=None, keyword=None, decisions=(GUARD_PAIR,))
def forged_orders(s: "GameState", player: int) -> None:
    """Exchange a Guard of yours (tucked allowed) with an untucked one of theirs; both face up."""
    opponent = 1 - player
    theirs = [t for t in s.guard_slots(opponent) if s.tuck[opponent][t] < 0]
    options = tuple(("exchange", a, b) for a in s.guard_slots(player) for b in theirs)
    if options:
        s.ask(player, GUARD_PAIR, options, _resolve_forged_orders, "forged_orders")


@resumes(GUARD_PAIR, "forged_orders")
def _resolve_forged_orders(s: "GameState", choice: Choice) -> None:
    player = s.current
    opponent = 1 - player
    _, slot, their_slot = choice
    mine, theirs = s.slots[player][slot], s.slots[opponent][their_slot]
    s.slots[player][slot], s.slots[opponent][their_slot] = theirs, mine
    s.face_up[player][slot] = s.face_up[opponent][their_slot] = True
    s.log("forged_orders", player, (slot, their_slot, NUM[mine], NUM[theirs]))


@believes("forged_orders")
def _believes_forged_orders(b: Belief, e: EventView) -> None:
    """Both exchanged Guards end face up, their numbers in sight."""
    if b.theirs(e.actor):
        b.guard_leaves(e.public.slot, e.public.mine)
    else:
        b.guard_leaves(e.public.their_slot, e.public.theirs)


@knows("forged_orders")
def _knows_forged_orders(t: Tracker, e: EventView) -> None:
    """Two Guards are exchanged; both end face up."""
    t.guard_moves(e.actor, e.public.slot)
    t.guard_moves(1 - e.actor, e.public.their_slot)


# 6 Coup ------------------------------------------------------------------------

@ability("coup", answer=None, keyword=TRIGGER_KEYWORD, decisions=())
def coup(s: "GameState", player: int) -> None:
    """TRIGGER: the opponent's next enlisted Guard enters a slot of yours face up instead."""
    enter_play(s, player, s.resolving[-1])


def _coup_placement(s: "GameState", owner: int, placement: Placement) -> Placement:
    return (owner, True) if s.free_slot(owner) >= 0 else None


PLACEMENT_TRIGGERS["coup"] = _coup_placement


# 7 Field Report ----------------------------------------------------------------

@ability("field_report", answer=None, keyword=PEEK_KEYWORD, decisions=(DRAW_ORDER,))
def field_report(s: "GameState", player: int) -> None:
    """Look at the top 3 cards of the Draw Deck (all, if fewer); put them back in any order."""
    count = min(3, len(s.draw))
    if not count:
        return
    top = tuple(NUM[c] for c in s.draw[-1:-count - 1:-1])
    s.log("field_report_look", player, (count,), (top,))
    if count > 1:
        options = tuple(("order", p) for p in permutations(range(count)))
        s.ask(player, DRAW_ORDER, options, _resolve_field_report, "field_report")


@resumes(DRAW_ORDER, "field_report")
def _resolve_field_report(s: "GameState", choice: Choice) -> None:
    """`order[d]` is the current depth of the card that goes to depth d."""
    player = s.current
    order = choice[1]
    count = len(order)
    top = s.draw[-1:-count - 1:-1]
    new_top = [top[i] for i in order]
    s.draw[-count:] = new_top[::-1]
    s.log("field_report_order", player, (count,), (tuple(NUM[c] for c in new_top),))


@believes("field_report_look")
def _believes_field_report_look(b: Belief, e: EventView) -> None:
    """The viewer sees each of the top cards in place."""
    if e.secret is not None:
        for depth, n in enumerate(e.secret.cards):
            b.holds(("draw", depth), n, weighed=False)


@believes("field_report_order")
def _believes_field_report_order(b: Belief, e: EventView) -> None:
    """The top cards go back in an order: seen by the viewer, else every order once."""
    b.reorders(e.public.how_many, None if e.secret is None else e.secret.cards)


@knows("field_report_look")
def _knows_field_report_look(t: Tracker, e: EventView) -> None:
    """The looker learns the top cards by depth (public: only how many)."""
    if e.secret is not None:
        t.draw_seen(e.secret.cards, e.step, "peek")


@knows("field_report_order")
def _knows_field_report_order(t: Tracker, e: EventView) -> None:
    """The top cards are put back in an order only the looker knows."""
    count = e.public.how_many
    while len(t.draw) < count:
        t.draw.append(None)
    for depth in range(count):
        t.draw[depth] = None if e.secret is None else (e.secret.cards[depth], e.step, "field_report")


# 8 Archivist -------------------------------------------------------------------

@ability("archivist", answer=None, keyword=None, decisions=(ENCRYPTED_PILE, HAND_CARD))
def archivist(s: "GameState", player: int) -> None:
    """Look at the Encrypted pile, take a card into hand, then Encrypt a different one."""
    if not s.encrypted:
        return
    pile = tuple(sorted(NUM[c] for c in s.encrypted))
    s.log("look_encrypted", player, (len(pile),), (pile,))
    options = tuple(("number", n) for n in sorted(set(pile)))
    s.ask(player, ENCRYPTED_PILE, options, _resolve_archivist_take, "archivist")


READS_PILE.add("archivist")


@resumes(ENCRYPTED_PILE, "archivist")
def _resolve_archivist_take(s: "GameState", choice: Choice) -> None:
    player = s.current
    n = choice[1]
    i = next(i for i, c in enumerate(s.encrypted) if NUM[c] == n)
    s.hands[player].append(s.encrypted.pop(i))
    s.log("archivist_take", player, (), (n,))
    s.ask(player, HAND_CARD, _other_hand_cards(s, player), _resolve_archivist_encrypt, "archivist")


@resumes(HAND_CARD, "archivist")
def _resolve_archivist_encrypt(s: "GameState", choice: Choice) -> None:
    player = s.current
    encrypt(s, player, s.hands[player].pop(choice[1]))


@believes("archivist_take")
def _believes_archivist_take(b: Belief, e: EventView) -> None:
    """Unseen: one option per number in the pile; the Encrypt that follows is another card."""
    if e.secret is not None:
        b.leaves(b.pile(), e.secret.number, weighed=False)
    elif b.theirs(e.actor):
        b.picks_number(b.pile())


@knows("archivist_take")
def _knows_archivist_take(t: Tracker, e: EventView) -> None:
    """A pile card goes to a hand, unseen by all but the taker."""
    if e.secret is None:
        t.pile_loses_unseen()
    else:
        t.pile_loses(e.secret.number)


# 9 Extraction ------------------------------------------------------------------

@ability("extraction", answer=None, keyword=None, decisions=(OPPONENT_GUARD, HAND_CARD))
def extraction(s: "GameState", player: int) -> None:
    """Take an opponent's face-up untucked Guard into hand, then discard a different card."""
    options = tuple(("slot", t) for t in _face_up_untucked(s, 1 - player))
    if options:
        s.ask(player, OPPONENT_GUARD, options, _resolve_extraction, "extraction")


@resumes(OPPONENT_GUARD, "extraction")
def _resolve_extraction(s: "GameState", choice: Choice) -> None:
    player = s.current
    card = s.remove_guard(1 - player, choice[1])
    s.hands[player].append(card)
    s.log("extraction", player, (choice[1], NUM[card]))
    s.ask(player, HAND_CARD, _other_hand_cards(s, player), apply_discard_from_hand, "extraction")


resumes(HAND_CARD, "extraction")(apply_discard_from_hand)


@believes("extraction")
def _believes_extraction(b: Belief, e: EventView) -> None:
    """The opponent takes the viewer's face-up Guard into hand; the discard is another card."""
    if b.theirs(e.actor):
        b.enters(HAND_ZONE, e.public.number)
        b.held = e.public.number


@knows("extraction")
def _knows_extraction(t: Tracker, e: EventView) -> None:
    """A face-up Guard goes to the taker's hand, in plain sight."""
    t.guard_moves(1 - e.actor, e.public.slot)
    t.hand_gains(e.actor, e.public.number, e.step, "extraction")
