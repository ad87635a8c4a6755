"""Learn to play tells each thing when it happens: the failed Attempt before the opponent's next move,
"From here you play freely" before their final turn (which waits for it), and once the lessons are over the
menu no longer offers to skip them."""

import pygame

from game.engine.decision import ACTION_KINDS
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.tutorial.lessons import FREE_TIP
from game.ui.scenes.overlays import BigReveal, MenuOverlay
from game.ui.scenes.tutorial import TutorialScene
from game.ui.sound import Sounds

from helpers.driving import click, key, run
from helpers.tutorial import follow

SKIP = "Skip the lessons: play on freely"


def tutorial(app, theme) -> TutorialScene:
    scene = TutorialScene(theme, Sounds(muted=True), Settings(animation_speed=20), InlineRunner(),
                          save=lambda s: None)
    app.stack.push(scene)
    return scene


def opponent_moves_since(state, kind: str) -> list:
    """The opponent's plays logged after the last event of `kind`."""
    last = max(i for i, e in enumerate(state.events) if e[1] == kind)
    return [e for e in state.events[last + 1:] if e[2] == 1 and e[1] in ACTION_KINDS + ("deploy", "attack")]


def whose_turn(scene) -> tuple[int | None, int]:
    state = scene.session.state
    return (state.pending.player if state.pending is not None else None), len(state.history)


def test_each_tip_arrives_when_its_moment_comes_and_the_menu_drops_skip_at_the_end(app, theme, monkeypatch):
    scene = tutorial(app, theme)
    seen = {}

    def watch(*args):
        text = scene.guide.tip_now()[0] if scene.guide.tip_now() is not None else ""
        if "The Attempt failed" in text and "attempt" not in seen:
            seen["attempt"] = opponent_moves_since(scene.session.state, "attempt")
        if text.startswith(FREE_TIP) and "free" not in seen:
            seen["free"] = whose_turn(scene)
            app.run(3.0)  # the player reads it: the opponent waits
            seen["free_after"] = whose_turn(scene)
        return original(*args)

    original = pygame.event.post
    monkeypatch.setattr(pygame.event, "post", watch)
    reveal = follow(app, scene, [])
    monkeypatch.undo()
    assert seen.get("attempt") == [], "the failed Attempt is explained before the opponent moves again"
    assert "free" in seen, "'From here you play freely' is told before the Big Reveal"
    assert seen["free"][0] == 1 and seen["free_after"] == seen["free"], "their final turn waits for the tip"
    assert isinstance(reveal, BigReveal) and reveal.view.result.winner == 0
    labels = [item.text() for item in reveal.menu.items]
    run(app, *click(reveal.menu.rects[labels.index("See the table")].center))
    run(app, key(pygame.K_ESCAPE))
    menu = app.stack.top
    assert isinstance(menu, MenuOverlay)
    assert SKIP not in [item.text() for item in menu.menu.items], "no lessons are left to skip"
