"""What the banner across the table says: whose turn, what to do now, and the Big Reveal's result."""

from __future__ import annotations

from game.engine.cards import NORMAL_TURNS
from game.engine.decision import ACTION, CHANCE, DEAL, SHOW_CARD, STRATEGIC_SETUP
from game.engine.view import View
from game.text.sentences import result_sentence
from game.text.words import CardNames, Names, Words

PROMPTS = {
    "name_number": "name a number",
    "answer_number": "name a number that is neither your Suitcase Number nor 3",
    "own_guard": "choose one of your Guards",
    "switch_places": "choose an exchange, or put it into a Guard slot",
    "discard_pile": "take one of the top 3 cards of the Discard Pile",
    "hand_card": "discard a card from your hand",
    "flip_guards": "choose two Guards to turn face up",
    "discard_order": "choose the order the cards go onto the Discard Pile",
    STRATEGIC_SETUP: "choose your Suitcase and a card to Encrypt",
    "react": "react now to block the assassination, or let it stand",
    "opponent_guard": "choose one of the opponent's Guards",
    "guard_pair": "choose one of your Guards and one of theirs",
    "dead_drop": "exchange your Final Card with an Encrypted card, or keep it",
    "encrypted_pile": "take a card from the Encrypted Card Pile",
    "draw_order": "put the top cards of the Draw Deck back in any order",
    "build_deck": "build the deck for the next game",
    "choose_starter": "choose who starts the next game",
}


REVEAL_LABEL = "The Big Reveal"


def turn_tag(turn: int, final: bool) -> str:
    """The banner's tag for a turn: "Set-up", "Turn 3 of 10", "Final turn"."""
    if turn < 0:
        return "Set-up"
    return "Final turn" if final else f"Turn {turn + 1} of {NORMAL_TURNS}"


def banner_text(view: View, deck: CardNames, names: Names = None, replaying: bool = False) -> tuple[str, str, bool]:
    """(headline, turn label, whether the viewer must act now) for this view; `replaying`: a recorded
    game, where nobody is deciding now and the pending decision is the next one shown."""
    words = Words(view.viewer, deck, names)
    result = view.result
    if result is not None:
        return (result_sentence(result.winner, result.reason, result.matches, result.final_numbers,
                                result.suitcase_numbers, view.viewer, result.guard_scores, names),
                REVEAL_LABEL, False)
    pending = view.pending
    label = turn_tag(view.turn, view.final_turn)
    if pending is None:
        return "", label, False
    actor = pending.player
    if actor == CHANCE:
        text = {DEAL: "Shuffling and dealing…", SHOW_CARD: "A random card is shown…",
                "random_encrypted": "A random Encrypted card is revealed…"}.get(pending.kind, "Chance decides…")
        return text, label, False
    source = f"{words.ability(pending.source)}: " if pending.source else ""
    if actor == view.viewer:
        if pending.kind == ACTION:
            if view.final_turn:
                return "Final turn: the card you keep is your Final Card", label, True
            return "Your turn: draw, then play one card", label, True
        if pending.kind == STRATEGIC_SETUP:
            return "Set-up: choose your Suitcase and a card to Encrypt", label, True
        return f"{source}{PROMPTS.get(pending.kind, 'decide')}", label, True
    name = words.who(actor)
    if view.viewer is None and pending.kind == ACTION:
        if view.final_turn:
            return f"{name}'s final turn: the card they keep is their Final Card", label, False
        return f"{name}'s turn: draw, then play one card", label, False
    detail = f" ({words.ability(pending.source)})" if pending.source else ""
    if replaying:
        return f"Next: {words.whose(actor)} decision{detail}", label, False
    return f"{name} is deciding…{detail}", label, False
