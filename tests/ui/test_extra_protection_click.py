"""An Assassin's target under the mouse: an Extra Protection lies in front of the Guard it tucks, so a click
on it attacks it (not the Guard behind it, which may not be attacked while it is there)."""

import random

import pygame

from game.decks.deck import load_ready_deck
from game.engine import GameState
from game.engine.cards import SLOTS
from game.engine.playout import states, uniform
from game.engine.view import view
from game.ui.decisions.layer import draw_table_targets
from game.ui.decisions.registry import prompt_for
from game.ui.look.layout import layout_for
from game.ui.table.places import place_rect
from game.ui.widgets.targets import hit_at


def attacks_on_extra_protection(count: int):
    """Positions where the player to act may enlist an Assassin against an Extra Protection."""
    found = 0
    for seed in range(400):
        rng = random.Random(seed)
        deck = ("citrine", "ruby", "emerald")[seed % 3]
        start = GameState(load_ready_deck(deck).abilities(), ("standard", "strategic")[seed % 2], seed % 2, seed)
        for s in states(start, uniform(rng)):
            pending = s.pending
            attacks = [o for o in (pending.options or ()) if o[0] == "enlist_assassin" and o[2] >= SLOTS] \
                if pending is not None else []
            if attacks:
                found += 1
                yield s, attacks[0], load_ready_deck(deck)
                if found == count:
                    return
                break


def test_a_click_on_an_extra_protection_attacks_it(theme):
    layout = layout_for(921, 691)
    surface = pygame.Surface((921, 691))
    seen = 0
    for state, (_, card, target), deck in attacks_on_extra_protection(12):
        seen += 1
        me = state.pending.player
        shown = view(state, me)
        prompt = prompt_for(shown, deck, None)
        prompt.pick(("hand", card))
        prompt.pick(("button", "enlist_assassin"))
        step = prompt.step()
        hits = draw_table_targets(surface, theme, layout, shown, step, None, None, ())
        key = ("ep", 1 - me, target - SLOTS)
        centre = place_rect(layout, shown, key).center
        hit = hit_at(hits, centre)
        assert hit is not None and hit.target.key == key and hit.target.legal, (key, hit and hit.target.key)
    assert seen >= 5
