"""A choice in words, for the confirm prompt, the hint and the plain list dialog.

Only the deciding player's view is read, so a choice is described with what
that player knows: their own hand, the public piles and Guards.
"""

from __future__ import annotations

from game.engine import Choice
from game.engine.cards import SLOTS
from game.engine.view import View
from game.text.words import CardNames, Names, Words, slot_name

DEPTH_PHRASES = ("the top card", "the 2nd card", "the 3rd card")
HAND_VERBS = {"archivist": "Encrypt", "high_tech_bookends": "Reveal"}


def describe(view: View, deck: CardNames, choice: Choice, names: Names = None) -> str:
    """One short imperative line: "Deploy Scavenge (5)", "Name 4", "Let it stand"."""
    w = Words(view.viewer, deck, names)
    me = view.viewer if view.viewer is not None else view.current
    hand = view.sides[me].hand or ()
    kind = choice[0]
    pending = view.pending
    source = pending.source if pending is not None else None

    def held(i: int) -> str:
        return w.card(hand[i]) if i < len(hand) else "a card"

    if kind == "deploy":
        return f"Deploy {held(choice[1])}"
    if kind == "enlist_guard":
        return f"Enlist {held(choice[1])} as Guard"
    if kind == "enlist_assassin":
        target = choice[2]
        what = (f"{w.whose(1 - me)} Extra Protection" if target >= SLOTS
                else f"{w.whose(1 - me)} Guard in {slot_name(target)}")
        return f"Enlist {held(choice[1])} as Assassin against {what}"
    if kind == "encrypt":
        return f"Encrypt {held(choice[1])}"
    if kind == "number":
        return _number(view, w, choice[1])
    if kind == "slot":
        owner = me if pending is not None and pending.kind == "own_guard" else 1 - me
        return f"Choose {w.whose(owner)} Guard in {slot_name(choice[1])}"
    if kind == "slots":
        return f"Turn face up {w.whose(1 - me)} Guards in {slot_name(choice[1])} and {slot_name(choice[2])}"
    if kind == "exchange":
        return (f"Exchange your Guard in {slot_name(choice[1])} with {w.whose(1 - me)} Guard "
                f"in {slot_name(choice[2])}")
    if kind == "exchange_discard":
        top = w.card(view.discard[-1]) if view.discard else "the top card"
        return f"Exchange your Guard in {slot_name(choice[1])} with {top} from the Discard Pile"
    if kind == "switch_into":
        return f"Put {w.ability('switch_places')} into {slot_name(choice[1])} and take that Guard into your hand"
    if kind == "pile":
        depth = choice[1]
        return f"Take {w.card(view.discard[-1 - depth])}, {DEPTH_PHRASES[depth]} of the Discard Pile"
    if kind == "hand":
        return f"{HAND_VERBS.get(source or '', 'Discard')} {held(choice[1])}"
    if kind == "order":
        return _order(view, w, choice[1])
    if kind == "pass":
        return "Keep your Final Card" if pending is not None and pending.kind == "dead_drop" else "Let it stand"
    if kind == "react":
        return f"Block it with {held(choice[1])}"
    if kind == "guards":
        return (f"Discard your Guard in {slot_name(choice[1])} and {w.whose(1 - me)} Guard "
                f"in {slot_name(choice[2])}")
    if kind == "setup":
        return f"Suitcase {held(choice[1])}, Encrypt {held(choice[2])}"
    if kind == "deck":
        return f"Play the next game with the deck mixed:{choice[1]}"
    if kind == "starter":
        return f"{w.who(choice[1])} {w.verb(choice[1], 'start', 'starts')} the next game"
    return " ".join(str(part) for part in choice)


def _number(view: View, w: Words, n: int) -> str:
    pending = view.pending
    kind = pending.kind if pending is not None else ""
    if kind == "encrypted_pile":
        return f"Take {w.card(n)} from the Encrypted Card Pile"
    if kind == "dead_drop":
        return f"Exchange your Final Card with {w.card(n)} from the Encrypted Card Pile"
    if kind == "answer_number":
        return f"Name {n}: it is not your Suitcase Number"
    return f"Name {n}"


def _order(view: View, w: Words, order: tuple[int, ...]) -> str:
    pending = view.pending
    if pending is not None and pending.kind == "draw_order":
        top = latest_cards(view, "field_report_look")
        return "Put them back, top first: " + ", ".join(w.card(top[i]) for i in order)
    waiting = view.resolving[-len(order):]
    return "Discard " + ", then ".join(w.card(waiting[i]) for i in order) + " (last on top)"


def latest_cards(view: View, kind: str) -> tuple[int, ...]:
    """The cards the viewer was shown by their newest event of `kind` (show_hand,
    look_encrypted, field_report_look), or ()."""
    for event in reversed(view.events):
        if event.kind == kind and event.secret is not None:
            return event.secret.cards
    return ()
