"""Sentences for the events of TRIGGER and REACT play and of the Ruby and Emerald cards."""

from __future__ import annotations

from game.engine.view import EventView
from game.text.words import Phrase, Words, cap, slot_name


def _enlisted_face_up(e: EventView, w: Words) -> str:
    side, slot, card = e.public.side, slot_name(e.public.slot), w.card(e.public.number)
    if side == e.actor:
        return f"{w.who(e.actor)} enlisted {card} as a Guard; it entered face up, in {slot}."
    return f"{w.who(e.actor)} enlisted {card}, but it entered {w.whose(side)} {slot} face up instead."


def _no_react(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} did not react."


def _react(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} reacted with {w.card(e.public.number)} to block it."


def _blocked(e: EventView, w: Words) -> str:
    return "The assassination was blocked: it has no effect."


def _in_play(e: EventView, w: Words) -> str:
    return cap(f"{w.card(e.public.number)} stays in play in {w.whose(e.actor)} play area.")


def _trigger(e: EventView, w: Words) -> str:
    return cap(f"{w.whose(e.actor)} {w.card(e.public.number)} fired.")


def _wiretap_shown(e: EventView, w: Words) -> str:
    owner = e.public.owner
    if e.secret is None:
        return f"Wiretap: {w.who(e.actor)} showed {w.whom(owner)} the card."
    return f"Wiretap: {w.who(e.actor)} showed {w.whom(owner)} {w.card(e.secret.number)}."


def _look_encrypted(e: EventView, w: Words) -> str:
    if e.secret is None:
        return f"{w.who(e.actor)} looked at the Encrypted Card Pile ({e.public.how_many} cards)."
    return f"{w.who(e.actor)} looked at the Encrypted Card Pile: {w.cards(e.secret.cards)}."


def _dead_drop_kept(e: EventView, w: Words) -> str:
    return (f"Dead Drop: {w.who(e.actor)} kept {w.their(e.actor)} Final Card, exchanging nothing with the "
            f"Encrypted Card Pile.")


def _dead_drop_exchange(e: EventView, w: Words) -> str:
    if e.secret is None:
        return (f"Dead Drop: {w.who(e.actor)} exchanged {w.their(e.actor)} Final Card with a card of the "
                f"Encrypted Card Pile.")
    return (f"Dead Drop: you exchanged your Final Card {w.card(e.secret.final)} for {w.card(e.secret.taken)} "
            f"from the Encrypted Card Pile.")


def _silent_blade(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} discarded {w.whose(1 - e.actor)} Guard {w.card(e.public.number)} with Silent Blade."


def _crossfire(e: EventView, w: Words) -> str:
    return (f"Crossfire: {w.who(e.actor)} discarded {w.their(e.actor)} Guard {w.card(e.public.mine)} and "
            f"{w.whose(1 - e.actor)} Guard {w.card(e.public.theirs)}.")


def _reveal_card(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} revealed {w.card(e.public.number)} from {w.their(e.actor)} hand."


def _turncoat(e: EventView, w: Words) -> str:
    return (f"{w.who(e.actor)} moved {w.whose(1 - e.actor)} Guard {w.card(e.public.number)} into "
            f"{w.their(e.actor)} {slot_name(e.public.slot)}, face up.")


def _ambush(e: EventView, w: Words) -> str:
    return (f"Ambush: the failed Assassin {w.card(e.public.number)} joined {w.whose(e.actor)} Guards "
            f"in {slot_name(e.public.slot)}, face up.")


def _decrypt(e: EventView, w: Words) -> str:
    return f"Decrypted at random from the Encrypted Card Pile: {w.card(e.public.number)}."


def _forged_orders(e: EventView, w: Words) -> str:
    return (f"{w.who(e.actor)} exchanged {w.their(e.actor)} Guard {w.card(e.public.mine)} with "
            f"{w.whose(1 - e.actor)} Guard {w.card(e.public.theirs)}; both are face up now.")


def _field_report_look(e: EventView, w: Words) -> str:
    count = e.public.how_many
    cards = "the top card" if count == 1 else f"the top {count} cards"
    if e.secret is None:
        return f"{w.who(e.actor)} looked at {cards} of the Draw Deck."
    return f"{w.who(e.actor)} looked at {cards} of the Draw Deck: {w.cards(e.secret.cards)}."


def _field_report_order(e: EventView, w: Words) -> str:
    if e.secret is None:
        return f"{w.who(e.actor)} put them back in an order of {w.their(e.actor)} choice."
    return f"You put them back, top first: {w.cards(e.secret.cards)}."


def _archivist_take(e: EventView, w: Words) -> str:
    if e.secret is None:
        return f"{w.who(e.actor)} took a card from the Encrypted Card Pile."
    return f"You took {w.card(e.secret.number)} from the Encrypted Card Pile."


def _extraction(e: EventView, w: Words) -> str:
    return (f"{w.who(e.actor)} took {w.whose(1 - e.actor)} Guard {w.card(e.public.number)} into "
            f"{w.their(e.actor)} hand.")


DECK_PHRASES: dict[str, Phrase] = {
    "enlisted_face_up": _enlisted_face_up, "no_react": _no_react, "react": _react,
    "blocked": _blocked, "in_play": _in_play, "trigger": _trigger,
    "wiretap_shown": _wiretap_shown, "look_encrypted": _look_encrypted,
    "dead_drop_kept": _dead_drop_kept, "dead_drop_exchange": _dead_drop_exchange,
    "silent_blade": _silent_blade, "crossfire": _crossfire, "reveal_card": _reveal_card,
    "turncoat": _turncoat, "ambush": _ambush, "decrypt": _decrypt, "forged_orders": _forged_orders,
    "field_report_look": _field_report_look, "field_report_order": _field_report_order,
    "archivist_take": _archivist_take, "extraction": _extraction,
}
