"""The swap test on rendered frames: what a viewer cannot tell apart draws the same pixels.

Two hidden cards of different numbers, about which the viewer knows nothing,
change places in a copy of the state; the table drawn from the new view must
be identical pixel for pixel. Swapping a card the viewer can see must not be.
"""

from functools import cache

import pygame
import pytest

from game.decks.deck import load_ready_deck
from game.engine import GameState
from game.engine.cards import NUM
from game.engine.view import view
from game.ui.look.theme import Theme
from game.ui.scenes.table_scene import TableScene
from game.ui.sound import Sounds

from helpers.positions import busy_table, play_until

DECK = load_ready_deck("citrine")
SIZES = [(1280, 720), (1024, 600)]


def frame(state: GameState, viewer: int | None, size: tuple[int, int], theme: Theme) -> bytes:
    surface = pygame.Surface(size)
    scene = TableScene(theme, DECK, Sounds(muted=True), viewer)
    scene.show(view(state, viewer))
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@cache
def position(viewer: int | None) -> GameState:
    """A busy position where `viewer` knows nothing about the other hand(s) or the Draw Deck."""
    return play_until(unknown_to(viewer))


def unknown_to(viewer: int | None):
    others = (0, 1) if viewer is None else (1 - viewer,)

    def predicate(s: GameState) -> bool:
        if not busy_table(s) or len(s.draw) < 2:
            return False
        v = view(s, viewer)
        return not v.known_draw and all(not v.sides[p].known_hand and s.hands[p] for p in others)
    return predicate


def swapped(state: GameState, zone: str, player: int, index: int) -> GameState:
    """A copy with the card at (zone, player, index) exchanged with a Draw Deck card of another number."""
    copy = state.copy()
    cards = {"hand": copy.hands[player], "suitcase": copy.suitcase}[zone]
    at = index if zone == "hand" else player
    j = next(j for j, c in enumerate(copy.draw) if NUM[c] != NUM[cards[at]])
    cards[at], copy.draw[j] = copy.draw[j], cards[at]
    return copy


@pytest.fixture(scope="module")
def theme():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    yield Theme.create()
    pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("viewer", [0, 1, None])
def test_swapping_hidden_cards_leaves_the_frame_identical(theme, viewer, size):
    state = position(viewer)
    other = 1 - viewer if viewer is not None else 0
    before = frame(state, viewer, size, theme)
    assert frame(swapped(state, "hand", other, 0), viewer, size, theme) == before
    assert frame(swapped(state, "suitcase", other, 0), viewer, size, theme) == before


@pytest.mark.parametrize("viewer", [0, 1])
def test_swapping_a_card_in_your_own_hand_changes_the_frame(theme, viewer):
    state = position(viewer)
    assert state.hands[viewer], "the control needs a card in the viewer's hand"
    before = frame(state, viewer, SIZES[0], theme)
    assert frame(swapped(state, "hand", viewer, 0), viewer, SIZES[0], theme) != before


def test_swapping_your_own_suitcase_changes_the_frame(theme):
    state = position(0)
    before = frame(state, 0, SIZES[0], theme)
    assert frame(swapped(state, "suitcase", 0, 0), 0, SIZES[0], theme) != before


def test_the_spectator_sees_a_face_up_guard_change(theme):
    state = position(None)
    owner, slot = next((p, t) for p in (0, 1) for t in range(3)
                       if state.slots[p][t] >= 0 and state.face_up[p][t])
    copy = state.copy()
    j = next(j for j, c in enumerate(copy.draw) if NUM[c] != NUM[copy.slots[owner][slot]])
    copy.slots[owner][slot], copy.draw[j] = copy.draw[j], copy.slots[owner][slot]
    assert frame(copy, None, SIZES[0], theme) != frame(state, None, SIZES[0], theme)


def hidden_action(s: GameState) -> bool:
    """Player 1 to act, knowing nothing of the other hand, with Guards on the table."""
    if s.pending is None or s.pending.player != 0 or s.pending.kind != "action" or len(s.draw) < 2:
        return False
    v = view(s, 0)
    return not v.sides[1].known_hand and not v.known_draw and all(any(c >= 0 for c in row) for row in s.slots)


@pytest.mark.parametrize("size", SIZES)
def test_the_play_table_with_a_card_chosen_keeps_hidden_cards_hidden(theme, size):
    from game.session.game_session import GameSession
    from game.session.workers import InlineRunner
    from game.storage.settings import Settings
    from game.ui.scenes.play import PlayScene

    state = play_until(hidden_action)

    def play_frame(position: GameState) -> bytes:
        surface = pygame.display.set_mode(size)
        session = GameSession.at(position.copy(), DECK, seed=1)
        scene = PlayScene(theme, Sounds(muted=True), Settings(), lambda: session, InlineRunner(),
                          save=lambda settings: None)
        scene.draw(surface)
        card = next(h for h in scene.input.hits if h.target.key == ("hand", 0)).rect.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            scene.handle_event(pygame.event.Event(kind, pos=card, button=1))
        assert scene.decor.raised == (0,)
        scene.draw(surface)
        return pygame.image.tobytes(surface, "RGB")

    before = play_frame(state)
    assert play_frame(swapped(state, "hand", 1, 0)) == before
    assert play_frame(swapped(state, "suitcase", 1, 0)) == before


def wheel_frame(state: GameState, viewer: int, size: tuple[int, int], theme: Theme, level: str,
                their_view: bool) -> bytes:
    """The table with the viewer's wheel at `level` on the side panel, and the large wheel open over it."""
    from game.ui.scenes.wheel_sheet import WheelSheet
    from game.ui.table.wheels import Wheels

    surface = pygame.Surface(size)
    scene = TableScene(theme, DECK, Sounds(muted=True), viewer)
    v = view(state, viewer)
    scene.show(v)
    wheels = Wheels(DECK)
    wheels.set_level(viewer, level)
    wheels.their_view[viewer] = their_view
    scene.dial = wheels.dial(v)
    scene.draw(surface)
    WheelSheet(theme, wheels, v, None, lambda: None, lambda why: None, lambda event: None, 3).draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("their_view", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("viewer", [0, 1])
def test_the_wheel_at_odds_draws_the_same_whatever_the_hidden_cards(theme, viewer, size, their_view):
    state = position(viewer)
    other = 1 - viewer
    before = wheel_frame(state, viewer, size, theme, "odds", their_view)
    assert wheel_frame(swapped(state, "hand", other, 0), viewer, size, theme, "odds", their_view) == before
    assert wheel_frame(swapped(state, "suitcase", other, 0), viewer, size, theme, "odds", their_view) == before
    assert wheel_frame(swapped(state, "hand", viewer, 0), viewer, size, theme, "odds", their_view) != before
