"""Which presentation each decision kind gets: the one place a new kind is wired in."""

from __future__ import annotations

from game.decks.deck import Deck
from game.engine import decision as d
from game.engine.view import View
from game.text.words import Names
from game.ui.decisions.action import ActionPrompt
from game.ui.decisions.base import Prompt
from game.ui.decisions.on_table import GuardPrompt, HandCardPrompt, ReactPrompt, SwitchPlacesPrompt, TwoGuardsPrompt
from game.ui.decisions.spread_prompts import ListPrompt, OrderPrompt, PilePrompt, RingPrompt, SetupPrompt

PRESENTATIONS: dict[str, type[Prompt]] = {
    d.STRATEGIC_SETUP: SetupPrompt,
    d.ACTION: ActionPrompt,
    d.NAME_NUMBER: RingPrompt,
    d.ANSWER_NUMBER: RingPrompt,
    d.OWN_GUARD: GuardPrompt,
    d.SWITCH_PLACES: SwitchPlacesPrompt,
    d.DISCARD_PILE: PilePrompt,
    d.HAND_CARD: HandCardPrompt,
    d.FLIP_GUARDS: TwoGuardsPrompt,
    d.DISCARD_ORDER: OrderPrompt,
    d.REACT: ReactPrompt,
    d.OPPONENT_GUARD: GuardPrompt,
    d.GUARD_PAIR: TwoGuardsPrompt,
    d.DEAD_DROP: PilePrompt,
    d.ENCRYPTED_PILE: PilePrompt,
    d.DRAW_ORDER: OrderPrompt,
    d.BUILD_DECK: ListPrompt,
    d.CHOOSE_STARTER: ListPrompt,
}
"""Decision kind -> how the deciding player is asked. Chance decisions (deal, show_card,
random_encrypted) are never asked; the match's own decisions use the plain list."""


def prompt_for(view: View, deck: Deck, names: Names = None) -> Prompt | None:
    """The prompt for the viewer's pending decision, or None when someone else decides."""
    if not view.options():
        return None
    return PRESENTATIONS.get(view.pending.kind, ListPrompt)(view, deck, names)
