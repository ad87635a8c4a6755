"""Why Undo cannot go back further: said on the greyed Undo button, in the player's words.

Undo takes back only choices that told nobody anything; the session names
what ended that chain (an event kind, "opponent", "hand_off", "start").
"""

from __future__ import annotations

SEEN = frozenset({"draw", "peek", "look_encrypted", "field_report_look", "field_report_order", "archivist_take",
                  "dead_drop_exchange", "switch_into"})
"""Events that showed the player a hidden card."""
SHOWN = frozenset({"show_hand", "shown", "wiretap_shown", "reveal_card", "answer", "petal", "flip"})
"""Events that told the opponent something."""
CHANCE = frozenset({"attempt", "killed", "chance", "decrypt", "blocked"})
"""Events whose outcome was left to chance or to a face-down card."""
PUT_AWAY = frozenset({"encrypt", "enlist_guard", "discard", "attack", "exchange", "exchange_discard"})
"""The player's own plays that put a card where the opponent saw it go."""


def undo_stop_line(stop: str, opponent: str) -> str:
    """Why there is nothing (more) to undo, for a greyed Undo button."""
    if stop == "start":
        return f"Nothing to undo yet this turn: a draw and {opponent}'s move cannot be taken back"
    if stop == "opponent":
        return f"Undo stops at {opponent}'s move: a turn that has passed on cannot be taken back"
    if stop == "online":
        return "Nothing is undone online: every choice reaches the other table at once"
    if stop == "hand_off":
        return "Undo stops at the hand-off: the other player has had the screen since"
    if stop in SEEN:
        return "Undo stops at the card you saw: a choice that showed you a card cannot be taken back"
    if stop in SHOWN:
        return f"Undo stops at what {opponent} learned: what they were shown or told cannot be taken back"
    if stop in CHANCE:
        return "Undo stops at the Attempt: its outcome is known, so it cannot be tried again"
    if stop in PUT_AWAY:
        return f"Undo stops at your last play: {opponent} saw it, so it cannot be taken back"
    return f"Undo stops there: that choice told {opponent} something, so it cannot be taken back"
