"""Which places on the table a log line is about: a click on the line lights them up.

Only an event's public part is read (slots, numbers, who acted), so a line
never points at anything its reader could not see happen.
"""

from __future__ import annotations

from game.engine.cards import SLOTS
from game.engine.view import EventView
from game.ui.widgets.targets import Key

DISCARD: Key = ("pile", "discard")
DRAW: Key = ("pile", "draw")
ENCRYPTED: Key = ("pile", "encrypted")


def places(event: EventView) -> list[Key]:
    """The places an event concerns, as keys for places.place_rect (empty: nothing to point at)."""
    kind, actor, public = event.kind, event.actor, event.public
    other = 1 - actor if actor >= 0 else 0
    if kind in ACTOR_SLOT or kind in OTHER_SLOT:
        where = [("guard", actor if kind in ACTOR_SLOT else other, public.slot)]
        return where + ([DISCARD] if kind in _ALSO_DISCARD else [])
    if kind in TARGETS:
        target = public.target
        key = ("ep", other, target - SLOTS) if target >= SLOTS else ("guard", other, target)
        return [key, DISCARD] if kind == "killed" else [key]
    if kind in GUARD_PAIRS:
        return [("guard", actor, public.slot), ("guard", other, public.their_slot)]
    if kind == "turncoat":
        return [("guard", other, public.their_slot), ("guard", actor, public.slot)]
    if kind == "enlisted_face_up":
        return [("guard", public.side, public.slot)]
    if kind == "answer" and public.ability == "double_agent":
        return [("guard", actor, public.asked)]
    if kind == "answer" and public.ability == "safecracker":
        return [DISCARD]
    return [key if key[0] == "pile" else (key[0], actor) for key in ZONES.get(kind, ())]


ACTOR_SLOT = frozenset({"enlist_guard", "flip", "tuck", "exchange_discard", "switch_into", "ambush"})
"""Events about one Guard slot of the actor's (its public field `slot`)."""
OTHER_SLOT = frozenset({"attempt", "silent_blade", "extraction"})
"""Events about one Guard slot of the other player's."""
TARGETS = frozenset({"attack", "killed", "blocked"})
"""Events about an assassinated Guard or Extra Protection of the other player's."""
GUARD_PAIRS = frozenset({"exchange", "forged_orders", "crossfire"})
"""Events about a Guard slot of each player's: the actor's `slot`, the other's `their_slot`."""
OWN_RULE = frozenset({"turncoat", "enlisted_face_up", "answer"})
"""Events placed by a rule of their own in `places` (an answer only for Double Agent and Safecracker)."""
_ALSO_DISCARD = frozenset({"exchange_discard", "silent_blade"})

ZONES: dict[str, tuple[Key, ...]] = {
    "draw": (DRAW, ("hand_of",)), "dealt": (("hand_of",), ("suitcase",)),
    "turn": (("plate",),), "react_cost": (("plate",),),
    "deploy": (DISCARD,), "discard": (DISCARD,), "take_discard": (DISCARD, ("hand_of",)),
    "encrypt": (ENCRYPTED,), "decrypt": (ENCRYPTED, DISCARD),
    "look_encrypted": (ENCRYPTED,), "archivist_take": (ENCRYPTED, ("hand_of",)),
    "dead_drop_exchange": (ENCRYPTED, ("hand_of",)), "dead_drop_kept": (("hand_of",),),
    "peek": (DRAW,), "field_report_look": (DRAW,), "field_report_order": (DRAW,),
    "shown": (("hand_of",),), "show_hand": (("hand_of",),), "reveal_card": (("hand_of",),),
    "react": (("hand_of",), DISCARD), "no_react": (("hand_of",),),
    "in_play": (("play_area",),), "trigger": (("play_area",), DISCARD),
    "wiretap_shown": (("hand_of",),), "petal": (("hand_of",),),
    "setup": (("suitcase",), ENCRYPTED), "setup_chosen": (("hand_of",),),
}
"""Events about whole zones; a one-item key is completed with the actor (("hand_of",) -> ("hand_of", actor))."""

NOWHERE = frozenset({"deal", "resign", "reveal"})
"""Events no single place on the table stands for."""
