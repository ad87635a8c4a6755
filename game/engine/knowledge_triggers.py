"""Knowledge rules for the events of the Ruby and Emerald cards: TRIGGERs, REACT,
the Encrypted pile and Guards changing hands."""

from __future__ import annotations

from .events import EventView
from .tracker import Item, Tracker, rule


@rule("in_play", "trigger", "no_react", "blocked", "dead_drop_kept", "ambush")
def _nothing_hidden_moves(t: Tracker, e: EventView) -> None:
    """TRIGGERs entering play or firing, a REACT offer passed or used: all face up."""


@rule("enlisted_face_up")
def _enlisted_face_up(t: Tracker, e: EventView) -> None:
    """A TRIGGER sent an enlisted card face up: it left its owner's hand in plain sight."""
    t.hand_loses(e.actor, e.public.number)
    t.guard_moves(e.public.side, e.public.slot)


@rule("wiretap_shown")
def _wiretap_shown(t: Tracker, e: EventView) -> None:
    """Wiretap: its owner sees the card the opponent just put face down."""
    if e.secret is None or t.viewer != e.public.owner:
        return
    where = e.public.where
    if where == "encrypted":
        t.encrypted.append((e.secret.number, e.step, "wiretap"))
    elif isinstance(where, int):
        t.guard_known(e.actor, where, e.secret.number, e.step, "wiretap")


@rule("look_encrypted")
def _look_encrypted(t: Tracker, e: EventView) -> None:
    """Dead Drop: its owner sees the whole Encrypted pile."""
    if e.secret is not None:
        pile = e.secret.cards
        known: dict[int, list[Item]] = {}
        for item in t.encrypted:
            known.setdefault(item[0], []).append(item)
        exact: list[Item] = []
        for number in set(pile):
            items = known.get(number, [])[:pile.count(number)]
            exact += items + [(number, e.step, "look_encrypted")] * (pile.count(number) - len(items))
        t.encrypted[:] = sorted(exact, key=lambda item: item[1])


@rule("dead_drop_exchange")
def _dead_drop_exchange(t: Tracker, e: EventView) -> None:
    """A Final Card and a pile card change places face down."""
    if e.secret is None:
        t.hand_loses_unseen(e.actor)
        for number in set(item[0] for item in t.encrypted):
            _pile_loses(t, number)
        return
    _pile_loses(t, e.secret.taken)
    t.encrypted.append((e.secret.final, e.step, "dead_drop_exchange"))


def _pile_loses(t: Tracker, number: int) -> None:
    for i in range(len(t.encrypted) - 1, -1, -1):
        if t.encrypted[i][0] == number:
            del t.encrypted[i]
            return


@rule("silent_blade")
def _silent_blade(t: Tracker, e: EventView) -> None:
    """A face-up Guard of the opponent is discarded."""
    t.guard_moves(1 - e.actor, e.public.slot)


@rule("crossfire")
def _crossfire(t: Tracker, e: EventView) -> None:
    """One Guard of each side is discarded."""
    t.guard_moves(e.actor, e.public.slot)
    t.guard_moves(1 - e.actor, e.public.their_slot)


@rule("react")
def _react(t: Tracker, e: EventView) -> None:
    """The REACT card leaves the defender's hand face up."""
    t.hand_loses(e.actor, e.public.number)


@rule("reveal_card")
def _reveal_card(t: Tracker, e: EventView) -> None:
    """High-Tech Bookends: a card is shown from the hand and stays there."""
    t.hand_holds(e.actor, e.public.number, e.step, "reveal_card")


@rule("turncoat")
def _turncoat(t: Tracker, e: EventView) -> None:
    """A face-up Guard changes sides, face up."""
    t.guard_moves(1 - e.actor, e.public.their_slot)
    t.guard_moves(e.actor, e.public.slot)


@rule("forged_orders")
def _forged_orders(t: Tracker, e: EventView) -> None:
    """Two Guards are exchanged; both end face up."""
    t.guard_moves(e.actor, e.public.slot)
    t.guard_moves(1 - e.actor, e.public.their_slot)


@rule("decrypt")
def _decrypt(t: Tracker, e: EventView) -> None:
    """A random pile card is shown to everyone and discarded."""
    _pile_loses(t, e.public.number)


@rule("archivist_take")
def _archivist_take(t: Tracker, e: EventView) -> None:
    """A pile card goes to a hand, unseen by all but the taker."""
    if e.secret is None:
        for number in set(item[0] for item in t.encrypted):
            _pile_loses(t, number)
    else:
        _pile_loses(t, e.secret.number)


@rule("extraction")
def _extraction(t: Tracker, e: EventView) -> None:
    """A face-up Guard goes to the taker's hand, in plain sight."""
    t.guard_moves(1 - e.actor, e.public.slot)
    t.hand_gains(e.actor, e.public.number, e.step, "extraction")


@rule("field_report_order")
def _field_report_order(t: Tracker, e: EventView) -> None:
    """The top cards are put back in an order only the looker knows."""
    count = e.public.how_many
    while len(t.draw) < count:
        t.draw.append(None)
    for depth in range(count):
        t.draw[depth] = None if e.secret is None else (e.secret.cards[depth], e.step, "field_report")
