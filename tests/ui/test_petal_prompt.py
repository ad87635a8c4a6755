"""Answering Picking Petals: the ring offers what the engine offers, says why the rest may not be named, marks
the number named first, tells nothing secret, and leaves the card being resolved in sight at every window
size and UI scale."""

import pygame
import pytest
from pygame import Rect

from game.decks.deck import load_ready_deck
from game.engine.cards import NUMBERS
from game.engine.view import view
from game.session.game_session import GameSession
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.decisions.base import Ring
from game.ui.decisions.number_ring import draw_ring
from game.ui.decisions.registry import prompt_for
from game.ui.decisions.spread_prompts import RingPrompt
from game.ui.look.layout import layout_for, set_ui_scale
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds
from game.ui.widgets.targets import Target

from helpers.layout_screens import SCALES, SIZES, petals
from helpers.positions import play_until

DECK = load_ready_deck("citrine")


def asked(second: bool, first_seed: int = 0):
    """A Picking Petals answer pending for player 1: the state and their prompt."""
    state = play_until(petals(second), first_seed)
    return state, prompt_for(view(state, 0), DECK)


def test_the_ring_offers_exactly_the_engines_numbers():
    for second in (False, True):
        state, prompt = asked(second)
        assert isinstance(prompt, RingPrompt)
        legal = {t.key for t in prompt.step().targets if t.legal}
        assert legal == set(state.pending.options)


def test_the_first_answer_says_your_suitcase_number_and_3_may_not_be_named():
    state, prompt = asked(second=False)
    suitcase = view(state, 0).sides[0].suitcase
    ring = prompt.step().spread
    assert isinstance(ring, Ring) and suitcase != 3
    assert ring.title == "Picking Petals: name a number"
    assert ring.barred == (f"Not {suitcase}: your Suitcase Number", "Not 3: Picking Petals itself")
    assert ring.named == ()
    assert ring.detail == "Everyone learns that it is not your Suitcase Number."


def test_the_first_answer_says_a_second_follows_when_no_guard_is_in_play():
    def first_of_two(s) -> bool:
        return petals(False)(s) and all(c < 0 for row in s.slots for c in row)

    for alone, found in ((False, play_until(petals(False), 0)), (True, play_until(first_of_two, 0))):
        ring = prompt_for(view(found, 0), DECK).step().spread
        assert isinstance(ring, Ring)
        said = ring.detail.startswith("No Guard is in play on either side, so you name two numbers: this one first.")
        assert said == alone, (alone, ring.detail)


def test_the_second_answer_marks_the_first_and_refuses_it():
    state, prompt = asked(second=True)
    first = state.ctx[0]
    step = prompt.step()
    ring = step.spread
    assert ring.title == "Picking Petals: name a second number"
    assert ring.named == (first,), "the number named first is marked on the ring"
    assert ring.barred[-1] == f"Not {first}: you named it already"
    assert ring.detail.startswith("No Guard is in play on either side, so you name two.")
    target = step.target(("number", first))
    assert not target.legal and target.reason == f"Not {first}: you named it already"
    assert prompt.pick(("number", first)) is None, "the number named first cannot be chosen again"


@pytest.mark.parametrize("first_seed", [0, 40, 120, 300])
def test_the_words_name_no_number_the_player_may_not_know(first_seed):
    """Only their own Suitcase Number, 3 and what they named already: never the opponent's secrets."""
    for second in (False, True):
        state, prompt = asked(second, first_seed)
        seen = view(state, 0)
        step = prompt.step()
        words = " ".join([step.title, step.spread.detail, *step.spread.barred,
                          *(t.reason for t in step.targets)])
        known = {seen.sides[0].suitcase, 3, *step.spread.named}
        assert {int(c) for c in words if c.isdigit()} <= known


def test_other_rings_say_nothing_of_petals():
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0
                       and s.pending.source == "fortune_teller")
    ring = prompt_for(view(state, 0), DECK).step().spread
    assert ring.barred == () and ring.named == ()


def test_the_ring_marks_the_number_named_on_its_own_wedge(screen, theme):
    layout = layout_for(1280, 720)
    targets = tuple(Target(("number", n), n not in (3, 5, 7)) for n in NUMBERS)
    rect = Rect(0, 0, 260, 260)
    plain, marked = pygame.Surface(rect.size), pygame.Surface(rect.size)
    draw_ring(plain, theme, layout, rect, targets, None, None)
    hits = draw_ring(marked, theme, layout, rect, targets, None, None, named=(5,))
    changed = [(x, y) for x in range(rect.w) for y in range(rect.h) if plain.get_at((x, y)) != marked.get_at((x, y))]
    assert changed, "the number named looks like any number that may not be named"
    xs, ys = [x for x, _ in changed], [y for _, y in changed]
    middle = ((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2)
    assert next(h for h in hits if h.target.key == ("number", 5)).contains(middle)


# ----- the card being resolved stays in sight ----------------------------------------------------

def at_the_table(app, theme, state, size, scale) -> tuple[PlayScene, pygame.Surface]:
    """The table drawn at this window size and UI scale, the person asked for a petal."""
    set_ui_scale(scale)
    window = pygame.display.set_mode(size)
    session = GameSession.at(state.copy(), DECK, seed=3, opponent="heuristic", human=0)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: session, InlineRunner(),
                      save=lambda s: None)
    app.stack.push(scene)
    app.run(0.3)
    assert scene.ready is not None and isinstance(scene.ready.step.spread, Ring)
    scene.draw(window)
    return scene, window


def resolving_card(scene: PlayScene) -> Rect:
    """Where the table shows Picking Petals resolving."""
    layout = layout_for(*scene.frame.get_size())
    spots = [s.rect for s in scene.spots if s.rect in layout.resolving]
    assert len(spots) == 1 and scene.view.resolving == (3,)
    return spots[0]


def untouched(scene: PlayScene, window: pygame.Surface, area: Rect) -> bool:
    """Whether the window shows `area` just as the table under the decision has it."""
    return (pygame.image.tobytes(window.subsurface(area), "RGB")
            == pygame.image.tobytes(scene.frame.subsurface(area), "RGB"))


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_prompt_leaves_the_resolving_card_and_its_caption_in_sight(app, theme, size, scale):
    for second in (False, True):
        scene, window = at_the_table(app, theme, play_until(petals(second)), size, scale)
        layout = layout_for(*size)
        card = resolving_card(scene)
        spot = layout.resolving[0].union(layout.resolving[1])
        caption = layout.label(spot).clip(Rect(spot.x, 0, spot.w, size[1]))  # "Resolving", under the spot
        assert untouched(scene, window, card), f"the prompt covers the card being resolved at {size}, {scale}%"
        assert untouched(scene, window, caption), f"the prompt covers the Resolving caption at {size}, {scale}%"
        numbers = [h for h in scene.ready.hits if h.target.key[0] == "number"]
        assert len(numbers) == len(NUMBERS)
        assert all(layout.table.contains(h.rect) and not h.rect.colliderect(card) for h in numbers)
        app.stack.clear()


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)], ids=["800x600", "1280x720"])
def test_the_confirm_prompt_leaves_the_resolving_card_in_sight_too(app, theme, size):
    scene, window = at_the_table(app, theme, play_until(petals(True)), size, 150)
    legal = next(h for h in scene.ready.hits if h.target.key[0] == "number" and h.target.legal)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=legal.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=legal.rect.center, button=1))
    app.run(0.05)
    assert scene.ready.confirm == legal.target.key
    scene.pointer_at = None
    scene.draw(window)
    assert untouched(scene, window, resolving_card(scene))
