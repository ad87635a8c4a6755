"""The spectator's table shows only public cards, at every step of random games of every deck."""

from collections import Counter

import pytest

from game.ai import bot_seed, make_bot
from game.decks.specs import resolve_spec
from game.engine import GameState
from game.engine.cards import NUM
from game.engine.playout import seated, states
from game.engine.view import view
from game.ui.look.layout import layout_for
from game.ui.look.theme import Theme
from game.ui.table.render import TableRenderer


def public_cards(s: GameState) -> Counter:
    """Numbers of every card a spectator may see face up in this state."""
    seen = Counter(NUM[c] for c in s.resolving)
    seen.update(NUM[c] for row in s.play_area for c in row)
    if s.discard:
        seen[NUM[s.discard[-1]]] += 1
    for p in (0, 1):
        for t, card in enumerate(s.slots[p]):
            if card >= 0 and (s.face_up[p][t] or s.result is not None):
                seen[NUM[card]] += 1
            if s.tuck[p][t] >= 0:
                seen[NUM[s.tuck[p][t]]] += 1
        if s.result is not None:
            seen[NUM[s.suitcase[p]]] += 1
            seen.update(NUM[c] for c in s.hands[p])
    return seen


@pytest.mark.parametrize("spec", ["citrine", "ruby", "emerald"])
def test_the_spectator_table_shows_no_hidden_face(screen, spec):
    deck = resolve_spec(spec)
    renderer = TableRenderer(Theme.create(), deck)
    layout = layout_for(1280, 720)
    for seed in range(4):
        bots = [make_bot("random", bot_seed(seed, seat)) for seat in (0, 1)]
        for state in states(GameState(deck.abilities(), "standard", seed % 2, seed), seated(bots)):
            faces = Counter(spot.card.number for spot in renderer.draw(screen, view(state, None), layout)
                            if spot.card is not None)
            assert not faces - public_cards(state), f"seed {seed}, step {len(state.history)}"
