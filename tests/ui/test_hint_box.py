"""The hint on the table: its options as short lines, best first, every word inside its box,
the box on the table and clear of an open spread, at the smallest and the usual window."""

from __future__ import annotations

import pytest

from game.ai.hints import Hint, Option
from game.decks.deck import load_ready_deck
from game.engine.view import view
from game.ui.decisions.layer import REASON_LINES, draw_hint
from game.ui.look.layout import layout_for

from helpers.positions import play_until
from helpers.text_boxes import text_boxes

DECK = load_ready_deck("citrine")
LONG = "Deploy Wheel of Fate to learn whether your Guard is in their Code; keep the 8 as Final Card (38% to hit)"


def attack_hint(seen) -> Hint:
    """Three options with the longest words the hint meets: an attack on an Extra Protection or a
    Guard, and a final-turn reason."""
    attacks = [o for o in seen.options() if o[0] == "enlist_assassin"]
    others = [o for o in seen.options() if o[0] != "enlist_assassin"]
    choices = (attacks + others)[:3]
    return Hint(tuple(Option(c, chance, LONG, 96) for c, chance in zip(choices, (0.62, 0.41, 0.405))))


@pytest.mark.parametrize("spread_open", [False, True])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_every_line_of_the_hint_is_inside_its_box(theme, monkeypatch, size, spread_open):
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
                       and any(o[0] == "enlist_assassin" for o in s.pending.options))
    seen = view(state, 0)
    hint = attack_hint(seen)
    layout = layout_for(*size)
    drawn = []

    def draw(frame):
        drawn.append(draw_hint(frame, theme, layout, DECK, seen, hint, spread_open))
    boxes = text_boxes(theme, draw, size, monkeypatch)
    box = drawn[0]
    assert layout.table.contains(box)
    if spread_open:  # over the opponent's row, clear of the centre where the spread is
        assert box.bottom <= layout.centre.y
    for rect, text in boxes:
        assert box.contains(rect), (text, rect, box)
    headlines = [text for _, text in boxes if text[:3] in ("1. ", "2. ", "3. ")]
    assert [text[:3] for text in headlines] == ["1. ", "2. ", "3. "]
    assert [text.rsplit(" · ", 1)[1] for text in headlines] == ["about 62%", "about 41%", "about 40%"]
    reasons = [text for _, text in boxes if text not in headlines][1:]  # after the kicker
    assert reasons[0].startswith("Deploy Wheel of Fate") and len(reasons) <= 3 * REASON_LINES


def test_the_note_says_the_hint_is_being_worked_out(theme, monkeypatch):
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "action")
    boxes = text_boxes(theme, lambda frame: draw_hint(frame, theme, layout_for(1024, 600), DECK, view(state, 0), None),
                       (1024, 600), monkeypatch)
    assert "Thinking it over…" in [text for _, text in boxes]
