"""Why a greyed option is not legal, in the words of the rules (RULES.md 3, 4, 7)."""

from __future__ import annotations

from game.engine.cards import ASSASSIN, GUARD, GUILD, codes_share
from game.engine.view import SlotView
from game.text.words import code_text

EXTRA_PROTECTION_CODE = 6
"""Extra Protection is attacked like a face-up Guard with Code 5-6-7."""
TUCKED = "Tucked under Extra Protection: out of reach"

GUARD_RULES: dict[str, tuple[bool | None, bool]] = {
    "silent_blade": (True, True),
    "double_agent": (False, False),
    "floodlights": (False, True),
    "turncoat": (True, True),
    "extraction": (True, True),
    "crossfire": (None, True),
    "forged_orders": (None, True),
    "shine_spotlights": (False, False),
}
"""Per ability: (the opponent's Guard must be face up (True) / face down (False) / either,
whether it must be untucked)."""


def enlist_guard_reason(number: int, free_slot: bool) -> str:
    """Why this card may not be Enlisted as Guard ("" if it may)."""
    if GUILD[number] == ASSASSIN:
        return "An Assassin cannot be Enlisted as Guard"
    if not free_slot:
        return "No empty Guard slot"
    return ""


def enlist_assassin_reason(number: int) -> str:
    """Why this card may never be Enlisted as Assassin ("" if its guild allows it)."""
    return "A Guard cannot be Enlisted as Assassin" if GUILD[number] == GUARD else ""


def attack_reason(number: int, slot: SlotView, extra_protection: bool) -> str:
    """Why the Assassin `number` may not attack this target ("" if it may)."""
    if extra_protection:
        if codes_share(number, EXTRA_PROTECTION_CODE):
            return ""
        return (f"Its Code {code_text(number)} shares nothing with Extra Protection's "
                f"{code_text(EXTRA_PROTECTION_CODE)}")
    if slot.extra_protection:
        return "Tucked under Extra Protection: attack the Extra Protection first"
    if slot.face_up and slot.number is not None and not codes_share(number, slot.number):
        return f"Its Code shares nothing with the face-up {slot.number} ({code_text(slot.number)})"
    return ""


def opponent_guard_reason(ability: str | None, name: str, slot: SlotView) -> str:
    """Why an ability may not choose this opponent's Guard."""
    face_up, untucked = GUARD_RULES.get(ability or "", (None, False))
    if untucked and slot.extra_protection:
        return TUCKED
    if face_up is True and not slot.face_up:
        return f"Face down: {name} needs a face-up Guard"
    if face_up is False and slot.face_up:
        return f"Already face up: {name} needs a face-down Guard"
    return "Not a choice for this ability"


def own_guard_reason(ability: str | None, slot: SlotView) -> str:
    """Why an ability may not choose this Guard of yours."""
    if ability == "extra_protection" and slot.extra_protection:
        return "Already under Extra Protection"
    if ability == "crossfire" and slot.extra_protection:
        return TUCKED
    return "Not a choice for this ability"


PETALS_NUMBER = 3
"""Picking Petals' own Card Number, which its answer may never name (RULES.md card 3)."""


def petal_reason(number: int, suitcase: int | None, card: str) -> str:
    """Why Picking Petals' answer may not be this number: "Not 7: your Suitcase Number". Said on the
    ring's greyed number and in the list under the question; `card` is Picking Petals' name."""
    whys = [why for why, holds in (("your Suitcase Number", number == suitcase),
                                   (f"{card} itself", number == PETALS_NUMBER)) if holds]
    return f"Not {number}: {', and '.join(whys) if whys else 'you named it already'}"
