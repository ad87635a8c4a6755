"""A hint says why, not what: each Action's reason tells what it guards, learns or risks, with a chance,
instead of restating the play; and the options shown are different cards, not one card three ways."""

from __future__ import annotations

import pytest

from game.ai import hints
from game.ai.hints import hint
from game.engine.view import view

from helpers.scripted import final_turn, random_decisions

RESTATED = ("Enlist the", "Encrypt the", "Deploy ", "Attack their", "Assassinate")
"""How the reasons began when they only restated the play (the hint's first line names it already)."""


@pytest.fixture(scope="module")
def action_hints():
    """The hints (at a small budget, to keep it quick) of the first eight Actions of seeded random games,
    with their views."""
    found = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hints, "LEVEL_BUDGETS", {hints.LEVEL: 12})
        for s, _ in random_decisions(range(0, 40, 2), rate=0.08):
            if s.pending.kind != "action" or len(s.pending.options) < 2:
                continue
            seen = view(s, s.pending.player)
            found.append((seen, hint(seen, seed=len(found), seconds=None)))
            if len(found) == 8:
                return found
    raise AssertionError("fewer than eight Actions with a choice")


def test_each_action_reason_says_why_with_what_it_guards_learns_or_risks(action_hints):
    for seen, h in action_hints:
        for option in h.options:
            assert not option.reason.startswith(RESTATED), option.reason
            assert any(word in option.reason for word in ("%", "Code", "Suitcase", "Guard")), option.reason


def test_the_options_shown_are_different_cards(action_hints):
    for seen, h in action_hints:
        hand = seen.sides[seen.seat()].hand
        cards = [hand[o.choice[1]] for o in h.options]
        assert len(set(cards)) == len(cards), ("one card shown several ways", cards)


def test_the_final_turn_leads_with_the_final_card_kept():
    h = hint(view(final_turn(), 0), seed=1, seconds=None)
    assert h.options[0].reason.startswith("Keep the 8 as Final Card: ") and "% to hit their Code" in h.options[0].reason
