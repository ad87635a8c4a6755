"""Answering the computer's Picking Petals at the table, by mouse: with no Guard out on either side the person
names two numbers on the ring, the card being resolved in sight all along; the first is marked and cannot be
named again, and both answers reach the game and its log."""

import pygame
import pytest

from game.ai import make_bot
from game.decks.deck import load_ready_deck
from game.engine.view import View
from game.session.game_session import GameSession
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.text.sentences import sentence
from game.ui.app import App
from game.ui.decisions.base import Ring
from game.ui.look.layout import layout_for
from game.ui.look.theme import Theme
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds
from game.ui.widgets.targets import CONFIRM

from helpers.clock import FakeClock
from helpers.driving import click
from helpers.scripted import game

DECK = load_ready_deck("citrine")
SUITCASE = 7
"""The person's Suitcase Number."""


class PetalsFirst:
    """The computer: Deploys Picking Petals when it holds one, and plays as Easy otherwise."""

    name = "petals first"

    def __init__(self) -> None:
        self.easy = make_bot("easy", 1)

    def choose(self, view: View):
        hand = view.sides[view.seat()].hand or ()
        deploy = ("deploy", hand.index(3)) if 3 in hand else None
        return deploy if deploy in view.options() else self.easy.choose(view)


@pytest.fixture
def table():
    """The person (seat 0, Suitcase 7) at the table against the computer, who starts holding Picking Petals;
    nobody has a Guard."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    pygame.event.clear()
    state = game(([3, 6], [1, 8]), (9, SUITCASE), first=1)
    session = GameSession.at(state, DECK, seed=3, opponent="easy", human=0)
    session.bot = PetalsFirst()
    app = App(FakeClock())
    scene = PlayScene(Theme.create(), Sounds(muted=True), Settings(animation_speed=20), lambda: session,
                      InlineRunner(), save=lambda s: None)
    app.stack.push(scene)
    yield app, scene
    app.stack.clear()
    pygame.display.quit()


def settle(app: App, scene: PlayScene) -> None:
    """Run the table until the person is asked something drawn."""
    end = app.clock.now() + 10
    while app.clock.now() < end:
        app.run(0.01)
        if scene.ready is not None and scene.ready.hits and not scene.motion.active:
            return
    raise AssertionError("the table never asked the person anything")


def ring(scene: PlayScene) -> Ring:
    spread = scene.ready.step.spread
    assert isinstance(spread, Ring), f"the person is asked {scene.ready.step.title!r}, not for a number"
    return spread


def wedge(scene: PlayScene, number: int):
    return next(h for h in scene.ready.hits if h.target.key == ("number", number))


def press(app: App, pos: tuple[int, int]) -> None:
    """A click of the mouse at `pos`, and the table's answer to it."""
    for event in click(pos):
        pygame.event.post(event)
    app.run(0.05)


def name(app: App, scene: PlayScene, number: int) -> None:
    """Click the number on the ring, then Confirm."""
    press(app, wedge(scene, number).rect.center)
    assert scene.ready.confirm == ("number", number), f"clicking {number} asks to confirm it"
    press(app, next(h for h in scene.ready.hits if h.target.key == CONFIRM).rect.center)


def resolving_card_in_sight(scene: PlayScene) -> bool:
    """The window shows Picking Petals in the resolving spot just as the table under the prompt has it."""
    window = pygame.display.get_surface()
    scene.draw(window)
    layout = layout_for(*window.get_size())
    card = next(s.rect for s in scene.spots if s.rect == layout.resolving[0])
    return pygame.image.tobytes(window.subsurface(card), "RGB") == pygame.image.tobytes(
        scene.frame.subsurface(card), "RGB")


def test_with_no_guard_out_the_person_names_two_petals_on_the_ring(table):
    app, scene = table
    session = scene.session
    settle(app, scene)
    assert session.state.pending.source == "picking_petals" and session.state.pending.player == 0
    assert scene.view.resolving == (3,), "Picking Petals lies in the resolving spot"
    first = ring(scene)
    assert first.barred == (f"Not {SUITCASE}: your Suitcase Number", "Not 3: Picking Petals itself")
    assert not wedge(scene, SUITCASE).target.legal and not wedge(scene, 3).target.legal
    assert resolving_card_in_sight(scene), "the ring covers the card being resolved"

    name(app, scene, 5)
    settle(app, scene)
    second = ring(scene)
    assert second.title == "Picking Petals: name a second number"
    assert second.named == (5,) and "Not 5: you named it already" in second.barred
    assert resolving_card_in_sight(scene), "the second ring covers the card being resolved"
    before = len(session.state.history)
    press(app, wedge(scene, 5).rect.center)
    assert scene.ready.confirm is None and len(session.state.history) == before, "5 cannot be named twice"

    name(app, scene, 1)
    settle(app, scene)
    history = session.state.history
    assert history.index(("number", 5)) < history.index(("number", 1))
    petals = [e for e in scene.view.events if e.kind == "petal"]
    assert [(e.actor, e.public.number) for e in petals] == [(0, 5), (0, 1)]
    app.run(0.5)  # the log takes in the last lines
    logged = [event for _, event in scene.log.rows if event.kind == "petal"]
    assert [sentence(e, 0, DECK) for e in logged] == ["You named 5: not your Suitcase Number.",
                                                      "You named 1: not your Suitcase Number."]
    assert session.state.pending.player == 0 and session.state.pending.kind == "action", "the person's turn"
