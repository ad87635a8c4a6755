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
    slot = _SLOT_OF.get(kind)
    if slot is not None:
        owner, index = slot
        where = [("guard", other if owner == "other" else actor, public[index])]
        return where + ([DISCARD] if kind in _ALSO_DISCARD else [])
    if kind in ("attack", "killed", "blocked"):
        target = public[1] if kind == "attack" else public[0]
        defender = other
        key = ("ep", defender, target - SLOTS) if target >= SLOTS else ("guard", defender, target)
        return [key, DISCARD] if kind == "killed" else [key]
    if kind in ("exchange", "forged_orders", "crossfire"):
        return [("guard", actor, public[0]), ("guard", other, public[1])]
    if kind == "turncoat":
        return [("guard", other, public[0]), ("guard", actor, public[1])]
    if kind == "enlisted_face_up":
        return [("guard", public[0], public[1])]
    if kind == "answer" and public[0] == "double_agent":
        return [("guard", actor, public[1])]
    if kind == "answer" and public[0] == "safecracker":
        return [DISCARD]
    return [key if key[0] == "pile" else (key[0], actor) for key in _ZONES.get(kind, ())]


_SLOT_OF: dict[str, tuple[str, int]] = {
    "enlist_guard": ("actor", 0), "flip": ("actor", 0), "tuck": ("actor", 0),
    "exchange_discard": ("actor", 0), "switch_into": ("actor", 0), "ambush": ("actor", 0),
    "attempt": ("other", 0), "silent_blade": ("other", 0), "extraction": ("other", 0),
}
"""Events about one Guard slot: whose (the actor's or the other player's) and which public field."""
_ALSO_DISCARD = frozenset({"exchange_discard", "silent_blade"})

_ZONES: dict[str, tuple[Key, ...]] = {
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
