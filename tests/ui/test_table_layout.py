"""What the table draws keeps apart: a hand of three shows every card whole while the table has room, the
confirm bar keeps clear of the tool buttons, the Big Reveal's columns never run together."""

import pygame
import pytest

from game.decks.deck import load_ready_deck
from game.engine.view import view
from game.session.game_session import GameSession
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.look.layout import layout_for, set_ui_scale
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds
from game.ui.table.places import hand_rects
from game.ui.widgets.menu import MenuItem
from game.ui.widgets.targets import CANCEL, CONFIRM

from helpers.drawn_text import drawn_lines
from helpers.positions import play_until
from helpers.text_boxes import overlaps, text_boxes

DECK = load_ready_deck("citrine")


def three_in_hand(s) -> bool:
    """Player 1 to act with three cards in hand and nothing in their play area."""
    return (s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
            and len(s.hands[0]) == 3 and not s.play_area[0])


@pytest.fixture(scope="module")
def position():
    return play_until(three_in_hand)


@pytest.mark.parametrize("scale", [100, 150])
def test_a_hand_of_three_shows_every_card_whole_at_the_default_window(position, scale):
    set_ui_scale(scale)
    layout = layout_for(1280, 720)
    seen = view(position, 0)
    rects = hand_rects(layout, seen, 0)
    assert len(rects) == 3
    for a, b in zip(rects, rects[1:]):
        assert not a.colliderect(b), f"hand cards {a} and {b} overlap, covering a name, while the play area is empty"
    assert all(layout.table.contains(rect) for rect in rects)


def table_with_confirm(app, theme, state) -> PlayScene:
    """The table with the play of the longest words picked, waiting for Confirm."""
    from game.text.choice_words import describe
    session = GameSession.at(state.copy(), DECK, seed=3)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: session, InlineRunner(),
                      save=lambda s: None)
    app.stack.push(scene)
    app.run(0.2)
    ready = scene.ready
    ready.confirm = max(scene.view.options(), key=lambda c: len(describe(scene.view, scene.deck, c, None)))
    ready.confirm_focus = CONFIRM
    return scene


def mid_game(s) -> bool:
    """Player 1 to act with a full hand, Guards on both sides, a few turns in: long plays to confirm."""
    return (s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
            and len(s.hands[0]) >= 3 and all(any(c >= 0 for c in row) for row in s.slots) and len(s.discard) >= 2)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_confirm_bar_keeps_clear_of_the_tool_buttons(app, theme, monkeypatch, size):
    pygame.display.set_mode(size)
    layout = layout_for(*size)
    scene = table_with_confirm(app, theme, play_until(mid_game))
    boxes = text_boxes(theme, scene.draw, size, monkeypatch)
    left, right = layout.tools
    labels = {"Menu · Esc", "Help · F1", "Hint · H", "Undo · U"}
    question = [box for box, text in boxes if text not in labels and layout.prompt_bar.top - layout.px(20) <= box.y
                <= layout.prompt_bar.bottom + layout.px(20) and left.right < box.centerx < right.x]
    bar = [hit.rect for hit in scene.ready.hits if hit.target.key in (CONFIRM, CANCEL)]
    assert question and len(bar) == 2
    room = layout.px(8)
    assert min(box.x for box in question) >= left.right + room, \
        f"the confirm bar's words {question} reach over the tool buttons on the left ({left})"
    assert max(b.right for b in bar) <= right.x - room, f"Cancel {bar[1]} reaches over the tool buttons ({right})"


def a_match_won() -> object:
    return play_until(lambda s: s.result is not None and s.result.matches[0] and any(
        s.result.guard_numbers[0]) and any(s.result.guard_numbers[1]))


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
def test_the_big_reveal_columns_never_run_together(screen, theme, monkeypatch, size):
    state = a_match_won()
    items = tuple(MenuItem(label, lambda: None) for label in ("Play again", "Replay", "Review", "Title screen"))
    reveal = BigReveal(theme, view(state, 0), items)
    boxes = text_boxes(theme, reveal.draw, size, monkeypatch)
    assert any("Unguarded Match" in text for _, text in boxes)
    assert overlaps(boxes) == [], "two cells of the Big Reveal run together"
    row = sorted((box for box, text in boxes if "Unguarded Match" in text or "Guard" in text[2:]),
                 key=lambda box: box.x)
    assert all(a.right + 8 <= b.x for a, b in zip(row, row[1:]) if a.y == b.y), "cells of a row keep a gap"


class Blits(pygame.Surface):
    """A frame that notes where each blit lands."""

    def __init__(self, size):
        super().__init__(size)
        self.rects: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):
        self.rects.append(pygame.Rect(tuple(dest)[:2], source.get_size()))
        return super().blit(source, dest, area, special_flags)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_encrypted_piles_known_numbers_keep_to_its_column(screen, theme, size):
    from game.ui.table.render import TableRenderer
    layout = layout_for(*size)
    frame = Blits(size)
    TableRenderer(theme, DECK)._chips_on(frame, layout, layout.encrypted, (1, 3, 5, 7, 9))
    assert frame.rects
    column = pygame.Rect(layout.encrypted.x, 0, layout.encrypted.w, size[1])
    assert [rect for rect in frame.rects if not column.contains(rect)] == [], \
        f"the known numbers spill out of the Encrypted pile's column {column} (into the Draw Deck's)"


def test_only_the_stand_a_guard_goes_to_lights_up():
    from game.engine.cards import SLOTS
    from game.ui.decisions.registry import prompt_for
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
                       and sum(c < 0 for c in s.slots[0]) >= 2
                       and any(o[0] == "enlist_guard" for o in s.pending.options))
    seen = view(state, 0)
    i = next(o[1] for o in seen.options() if o[0] == "enlist_guard")
    prompt = prompt_for(seen, DECK)
    prompt.picks.append(("hand", i))
    stands = [t.key[2] for t in prompt.step().targets if t.key[0] == "stand" and t.legal]
    after = state.copy()
    after.apply(("enlist_guard", i))
    landed = next(t for t in range(SLOTS) if state.slots[0][t] < 0 and after.slots[0][t] >= 0)
    assert stands == [landed], f"stands {stands} light up for the Guard, which goes to stand {landed}"


def test_the_table_shows_the_match_score_during_a_match(app, theme, monkeypatch):
    import random

    from helpers.matches import a_match, decide_between_games
    match = a_match("heuristic", won_by=1)
    decide_between_games(match, random.Random(1))
    match.next_game()
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: match.session,
                      InlineRunner(), save=lambda settings: None, new_match=lambda: match)
    app.stack.push(scene)
    app.run(0.3)
    scene._restyle()
    texts = drawn_lines(theme, monkeypatch, lambda: scene.draw(pygame.display.get_surface()))
    assert any("GAME 2 OF 3" in text and "0–1" in text for text in texts), \
        f"no match score on the table during game 2 of a match won 0-1 so far: {texts[:12]}"
