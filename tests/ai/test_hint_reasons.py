"""A hint says why, not what: each Action's reason tells what it guards, learns or risks, with a chance,
instead of restating the play; and the options shown are different cards, not one card three ways."""

from __future__ import annotations

from game.ai import hints
from game.ai.hints import hint
from game.engine.view import view

from helpers.scripted import final_turn, random_decisions

RESTATED = ("Enlist the", "Encrypt the", "Deploy ", "Attack their", "Assassinate")
"""How the reasons began when they only restated the play (the hint's first line names it already)."""


def action_hints(count: int):
    """The hints (small budget) of the first `count` Actions of seeded random games, with their views."""
    found = 0
    for s, _ in random_decisions(range(0, 40, 2), rate=0.08):
        if s.pending.kind != "action" or len(s.pending.options) < 2:
            continue
        seen = view(s, s.pending.player)
        yield seen, hint(seen, seed=found, seconds=None)
        found += 1
        if found == count:
            return


def test_each_action_reason_says_why_with_what_it_guards_learns_or_risks(monkeypatch):
    monkeypatch.setattr(hints, "LEVEL_BUDGETS", {hints.LEVEL: 12})  # a smaller budget keeps it quick
    for seen, h in action_hints(8):
        for option in h.options:
            assert not option.reason.startswith(RESTATED), option.reason
            assert any(word in option.reason for word in ("%", "Code", "Suitcase", "Guard")), option.reason


def test_the_options_shown_are_different_cards(monkeypatch):
    monkeypatch.setattr(hints, "LEVEL_BUDGETS", {hints.LEVEL: 12})
    for seen, h in action_hints(8):
        hand = seen.sides[seen.seat()].hand
        cards = [hand[o.choice[1]] for o in h.options]
        assert len(set(cards)) == len(cards), ("one card shown several ways", cards)


def test_the_final_turn_leads_with_the_final_card_kept():
    h = hint(view(final_turn(), 0), seed=1, seconds=None)
    assert h.options[0].reason.startswith("Keep the 8 as Final Card: ") and "% to hit their Code" in h.options[0].reason
