"""Why the Cypher Wheel's assistant marked a number, in one line each.

"Turn 5: Fortune Teller named 1; not within 2: strikes 8, 9, 1, 2, 3". Pure
wording over the clues game/wheel/evidence.py reads from the log and the places
game/wheel/assistant.py finds on the table.
"""

from __future__ import annotations

from typing import Protocol

from game.engine.cards import NORMAL_TURNS, NUMBERS
from game.text.words import Words, code_text, slot_name

ANSWER_CLAUSES: dict[str, tuple[str, str, str]] = {
    "fortune_teller": ("named {n}", "within 2", "not within 2"),
    "test_access_codes": ("picked {n}", "it is the Suitcase Number", "not the Suitcase Number"),
    "wheel_of_fate": ("flipped a {n}", "in the Code", "not in the Code"),
    "decoy_guard": ("named {n}", "within 1", "not within 1"),
    "high_tech_bookends": ("revealed a {n}", "between 1 and {n}", "not between 1 and {n}"),
    "safecracker": ("asked about the {n} on the Discard Pile", "in the Code", "not in the Code"),
}
"""Ability id -> (what was asked, the "yes" clause, the "no" clause)."""

NEVER_ASSASSIN = "A face-down Guard is never an Assassin (3, 6, 9): only Sentinels and Guards go face down"
NO_DEAL = "No deal of the cards fits everything you know with this number"


class ClueFacts(Protocol):
    """What a clue's line reads of one clue (game/wheel/evidence.py's Clue has these)."""

    @property
    def turn(self) -> int: ...
    @property
    def struck(self) -> tuple[int, ...]: ...
    @property
    def ability(self) -> str: ...
    @property
    def asked(self) -> int: ...
    @property
    def yes(self) -> bool: ...
    @property
    def assassin(self) -> int: ...
    @property
    def actor(self) -> int: ...


def turn_label(turn: int) -> str:
    """ "Turn 5", "Final turn", or "Set-up" (the engine counts the set-up as turn -1)."""
    if turn < 0:
        return "Set-up"
    return "Final turn" if turn >= NORMAL_TURNS else f"Turn {turn + 1}"


def ring_order(numbers: tuple[int, ...]) -> list[int]:
    """Numbers in ring order, starting after the widest gap: (1, 2, 3, 8, 9) -> 8, 9, 1, 2, 3."""
    ordered = sorted(set(numbers))
    if len(ordered) < 2:
        return ordered
    gaps = [(ordered[(i + 1) % len(ordered)] - ordered[i]) % len(NUMBERS) for i in range(len(ordered))]
    start = (gaps.index(max(gaps)) + 1) % len(ordered)
    return ordered[start:] + ordered[:start]


def numbers_text(numbers: tuple[int, ...]) -> str:
    return ", ".join(map(str, ring_order(numbers)))


def clue_text(clue: ClueFacts, words: Words) -> str:
    """One clue as a line: when, what was asked or played, what it said, and what it strikes."""
    who = clue.actor
    strikes = f"strikes {numbers_text(clue.struck)}"
    when = turn_label(clue.turn)
    if clue.ability == "picking_petals":
        return (f"{when}: {words.who(who)} named {clue.asked} for Picking Petals, "
                f"not {words.their(who)} Suitcase Number: {strikes}")
    if not clue.ability:
        outcome = "hit this Guard and was blocked" if clue.yes else "failed against this Guard"
        return (f"{when}: {words.whose(who)} Assassin {words.card(clue.assassin)} "
                f"(Code {code_text(clue.assassin)}) {outcome}: {strikes}")
    name = words.ability(clue.ability)
    if clue.ability == "double_agent":
        return f"{when}: {name}: this Guard {'is' if clue.yes else 'is not'} in {words.their(who)} Code: {strikes}"
    question, yes_clause, no_clause = ANSWER_CLAUSES.get(clue.ability, ("asked about {n}", "yes", "no"))
    clause = (yes_clause if clue.yes else no_clause).format(n=clue.asked)
    return f"{when}: {name} {question.format(n=clue.asked)}; {clause}: {strikes}"


def place_word(key: tuple, words: Words) -> str:
    """Where a card lies, as the wheel's reasons name it: "your hand", "the Discard Pile"."""
    kind = key[0]
    if kind == "pile":
        return {"discard": "the Discard Pile", "resolving": "Resolving", "encrypted": "the Encrypted Card Pile",
                "draw": "the Draw Deck"}[key[1]]
    if kind == "hand":
        return "your hand"
    if kind == "hand_of":
        return f"{words.whose(key[1])} hand"
    if kind == "suitcase":
        return f"{words.whose(key[1])} Suitcase"
    if kind == "play_area":
        return f"{words.whose(key[1])} play area"
    if kind == "ep":
        return f"{words.whose(key[1])} Extra Protection"
    return f"{words.whose(key[1])} Guard in {slot_name(key[2])}"


def places_text(keys: tuple[tuple, ...], words: Words) -> str:
    """Several places in a phrase, each once: "your hand and the Discard Pile"."""
    names = list(dict.fromkeys(place_word(key, words) for key in keys))
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def sighting(n: int, keys: tuple[tuple, ...], words: Words) -> str:
    """Why a number has "/" or "X": where its copies are in sight now."""
    if len(keys) >= 2:
        return f"Both {n}s are in sight: {places_text(keys, words)}"
    return f"One {n} is in sight: {places_text(keys, words)}"


def seen_before(n: int, count: int) -> str:
    """Why a mark stays once a copy is out of sight: it was seen, and the Suitcase never moves."""
    copies = f"Both {n}s were" if count >= 2 else f"A {n} was"
    return f"{copies} seen earlier in the game: never the Suitcase"


def other_copy_is_guard(n: int, slot: int, words: Words, them: int) -> str:
    return f"The other {n} can only be {words.whose(them)} Guard in {slot_name(slot)}"


def shown_text(turn: int, numbers: tuple[int, ...], words: Words, them: int) -> str:
    """A showing that tells the opponent a card of yours is not your Suitcase."""
    return f"{turn_label(turn)}: you showed {words.whom(them)} {words.cards(numbers)}"


def their_sight(n: int, keys: tuple[tuple, ...], words: Words, them: int) -> str:
    """Copies the opponent sees now (face up, or in their own hand or Guards as you know them)."""
    count = "Both" if len(keys) >= 2 else "One"
    return f"{count} {n}{'s' if len(keys) >= 2 else ''} in {words.whose(them)} sight now: {places_text(keys, words)}"


# The large wheel's sheet (game/ui/scenes/wheel_sheet.py, game/ui/table/sheet_paint.py)

HOW_TO = "Click the number for / and X, its Code to strike it, its symbol to cross out the guild."
OWN_VIEW_LINE = "Your marks in marker; the assistant's are printed, thin and boxed. Ctrl+Z undoes a mark."
LEVEL_EFFECTS = ("Off: a dry-erase wheel, yours alone.", "Facts: only what is certain. Counts as an aid.",
                 "Odds: also the exact chances. Counts as an aid.")
"""What each assistant level does, in the order of the levels (off, facts, odds)."""
THEIR_VIEW_BUTTON = "Their view of your Suitcase · V"
NO_UNPLACED_GUARDS = "None you cannot place."
HAND_ODDS_HEAD = "YOUR HAND · UNGUARDED MATCH IF IT ENDED NOW"
RULED_OUT_AS_SUITCASE = " · ruled out as their Suitcase"


def their_view_line(them: str, suitcase: int | None) -> str:
    """The sheet's line while it shows what the opponent can know of the player's own Suitcase."""
    return (f"What {them} can know of your Suitcase ({suitcase}), at least: "
            "from the answers you gave and the cards of yours they saw.")


def guard_cell_subject(slot: int, number: int) -> str:
    """A number on a face-down Guard's strip: "Their Guard in slot 2 as a 4"."""
    return f"Their Guard in slot {slot + 1} as a {number}"
