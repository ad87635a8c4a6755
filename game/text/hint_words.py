"""Why a hint suggests a play: what it guards, what it learns, the chance it gives, in the player's words.

The hint's first line already names the play ("Enlist Scavenge (5) as Guard");
the reason under it says why, from what the player knows (Grounds, worked
out by the hints from the same assessment the heuristic weighs with).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import CODE
from game.text.words import code_text

THINKING = "Thinking it over…"
"""The hint's box while the hint is still worked out."""
HINT_KICKER = "HINT · YOUR CHANCE TO WIN WITH EACH PLAY"
ONE_PLAY_KICKER = "HINT · ONLY ONE PLAY · YOUR CHANCE TO WIN WITH IT"


@dataclass(frozen=True, slots=True)
class Grounds:
    """What the player knows that bears on one Action with one card (chances 0 to 1)."""

    card: int
    play: str
    """The Action: "enlist_guard", "encrypt", "enlist_assassin" or "deploy"."""
    suitcase: int
    """The player's own Suitcase Number (0 while unknown, before a strategic set-up)."""
    guarded: tuple[int, ...]
    """The numbers of the player's own Guards."""
    hit: float
    """The chance the card, kept as Final Card, would hit their Code unguarded."""
    possible: int
    """How many Suitcase Numbers the opponent may still hold."""
    name: str = ""
    """The card's name (a Deploy's reason names it)."""
    learns: bool = False
    """A Deploy whose ability asks about their Suitcase."""
    success: float | None = None
    """An Attempt on a face-down Guard: its chance to succeed."""
    victim: int | None = None
    """An Assassin sent at a face-up Guard: that Guard's number."""


def pct(chance: float) -> str:
    return f"{round(100 * chance)}%"


def given_up(hit: float) -> str:
    """What playing the card gives up: every Action spends it, so it can no longer be the Final Card."""
    if round(100 * hit) == 0:
        return "; kept, it could not hit their Code as your Final Card"
    return f"; it gives up a {pct(hit)} chance to hit their Code as your Final Card"


def hint_why(g: Grounds, fallback: str, final: bool = False) -> str:
    """Why this Action is worth playing, in a line or two; `fallback` (the heuristic's reason) for an
    Assassin sent at Extra Protection, where the numbers say no more. `final`: the final turn, where
    final_why says what the card kept is worth, so the card played is not weighed as a Final Card."""
    code = CODE[g.suitcase] if g.suitcase else ()
    mine = g.card in code and g.card not in g.guarded
    as_final = "" if final else given_up(g.hit)
    if g.play == "enlist_guard":
        if mine:
            return (f"Blocks {g.card} of your Code {code_text(g.suitcase)} at the Big Reveal: no {g.card} of theirs "
                    f"can hit you")
        if g.card in code:
            return f"{g.card} is guarded already: a second Guard counts only in a tie-break"
        return f"Blocks nothing of your Code, but counts in a tie-break{as_final}"
    if g.play == "encrypt":
        if mine:
            return f"{g.card} is in your Code {code_text(g.suitcase)}: encrypted, it can never become their Final Card"
        return f"Out of play and unseen{as_final}"
    if g.play == "enlist_assassin":
        if g.victim is not None:
            return f"Kills their face-up {g.victim} for certain: it no longer blocks {g.victim} at the Big Reveal"
        if g.success is not None:
            return f"{pct(g.success)} to remove that Guard; if the Attempt fails they show you a card from their hand"
        return fallback
    if g.learns:
        if g.possible <= 1:
            return "Their Suitcase is known already: the answer can tell you nothing new"
        return f"Their Suitcase is one of {g.possible} numbers still; the answer narrows them down"
    ability = fallback.removeprefix(f"Deploy {g.name}").strip()
    if ability.startswith("("):
        return ability.strip("()").capitalize() + as_final
    return f"Uses its ability now{' ' + ability if ability else ''}{as_final}"


def final_why(play_why: str, kept: int, kept_hit: float) -> str:
    """The final turn: the card kept is the Final Card, and its chance comes first."""
    return f"Keep the {kept} as Final Card: {pct(kept_hit)} to hit their Code unguarded. {play_why}"
