"""The table repainted only where its drawing changed shows the same pixels as the table drawn whole."""

import pygame
from pygame import Rect

from game.ai import bot_seed, make_bot
from game.decks.deck import load_ready_deck
from game.engine import GameState
from game.engine.playout import play_out, seated
from game.engine.view import view
from game.ui.look.canvas import Canvas
from game.ui.look.layout import layout_for
from game.ui.scenes.table_scene import TableScene
from game.ui.sound import Sounds
from game.ui.table.render import Decor

DECK = load_ready_deck("citrine")


def a_game(seed: int) -> list[GameState]:
    """Every position of a game between random players, one decision apart."""
    states: list[GameState] = []
    bots = [make_bot("random", bot_seed(seed, seat)) for seat in (0, 1)]
    play_out(GameState(DECK.abilities(), "standard", seed % 2, seed), seated(bots),
             stop=lambda s: states.append(s.copy()) or False)
    return states


def test_a_table_repainted_where_it_changed_equals_the_table_drawn_whole(screen, theme):
    layout = layout_for(1280, 720)
    scene = TableScene(theme, DECK, Sounds(muted=True), viewer=0)
    whole = pygame.Surface(layout.size)
    patched = 0
    for k, state in enumerate(a_game(3)):
        scene.show(view(state, 0))
        scene.decor = Decor((0,), "Choose a card") if k % 4 == 0 and state.hands[0] else Decor()
        scene.motion.clear()
        before = scene.painted
        scene.draw(screen)
        if before is not None and scene.painted is not None and scene.painted.changes(before) is not None:
            patched += 1
        scene.renderer.draw(whole, scene.view, layout, decor=scene.decor)
        table = layout.table
        assert pygame.image.tobytes(scene.frame.subsurface(table), "RGB") == \
            pygame.image.tobytes(whole.subsurface(table), "RGB"), f"position {k}"
    assert patched > 10  # most changes were repainted in part


def test_two_overlapping_blits_in_the_other_order_repaint_their_overlap():
    ground, red, blue = pygame.Surface((40, 40)), pygame.Surface((20, 20)), pygame.Surface((20, 20))
    red.fill((255, 0, 0))
    blue.fill((0, 0, 255))
    first, second = Canvas(), Canvas()
    for canvas, order in ((first, (red, blue)), (second, (blue, red))):
        canvas.blit(ground, (0, 0))
        canvas.blit(order[0], (0, 0))
        canvas.blit(order[1], (10, 10))
    patches = second.changes(first)
    assert patches is not None and any(patch.collidepoint(15, 15) for patch in patches)
    target = pygame.Surface((40, 40))
    first.paint(target)
    for patch in patches:
        second.paint(target, patch)
    assert target.get_at((15, 15))[:3] == (255, 0, 0)


def test_a_new_background_or_a_change_everywhere_repaints_the_whole_drawing():
    ground, other, card = pygame.Surface((100, 100)), pygame.Surface((100, 100)), pygame.Surface((90, 90))
    old, new_ground, covered = Canvas(), Canvas(), Canvas()
    old.blit(ground, (0, 0))
    new_ground.blit(other, (0, 0))
    covered.blit(ground, (0, 0))
    covered.blit(card, (5, 5))
    assert new_ground.changes(old) is None
    assert covered.changes(old) is None


def test_a_shape_is_repainted_within_its_bounds():
    ground = pygame.Surface((60, 60))
    before, after = Canvas(), Canvas()
    for canvas in (before, after):
        canvas.blit(ground, (0, 0))
    after.circle((255, 255, 255), (30, 30), 5)
    patches = after.changes(before)
    assert patches is not None and patches[0].contains(Rect(25, 25, 11, 11))
