"""Driving Learn to play by posted events only: follow each tip, the way a newcomer would."""

from __future__ import annotations

from typing import NamedTuple

import pygame
from pygame import Rect

from game.tutorial.lessons import SHEET_TIP, WHEEL_STRIKES
from game.ui.look.layout import layout_for
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.tutorial import GuidedSheet, TutorialScene, code_point

from helpers.driving import click, key


class Shown(NamedTuple):
    """One tip as the player saw it: its text, the key of what it pointed at, its box, that thing's
    rectangle, and the hand."""

    text: str
    target: tuple | None
    box: Rect | None
    near: Rect | None
    hand: tuple[int, ...] | None
    """The player's hand then."""


def post(*events: pygame.event.Event) -> None:
    for event in events:
        pygame.event.post(event)


def settle(app, scene: TutorialScene, limit: float = 20.0) -> None:
    """Run until the player has something to do: a tip to follow, a wheel to mark, or the Big Reveal."""
    end = app.clock.now() + limit
    while app.clock.now() < end:
        app.run(0.01)
        top = app.stack.top
        if isinstance(top, (BigReveal, GuidedSheet)):
            return
        if top is scene and scene.guide.tip_box is not None and not scene.motion.active:
            return
    raise AssertionError("the tutorial never showed a tip")


def follow(app, scene: TutorialScene, tips: list[Shown], limit: int = 80) -> BigReveal:
    """Follow every tip to the Big Reveal by clicks alone; `tips` collects each tip as shown."""
    for _ in range(limit):
        settle(app, scene)
        top = app.stack.top
        if isinstance(top, BigReveal):
            return top
        if isinstance(top, GuidedSheet):
            surface = pygame.display.get_surface()
            dial = top._sheet(layout_for(*surface.get_size())).dial
            tips.append(Shown(SHEET_TIP, ("sheet", "code", 1), None, None, None))
            for n in WHEEL_STRIKES:
                post(*click(code_point(dial, n)))
                app.run(0.01)
            continue
        text, near = scene.guide.tip_now()
        target = _pointed(scene, near)
        tips.append(Shown(text, target, scene.guide.tip_box, near, scene.view.sides[0].hand))
        lesson = scene.guide.lesson()
        explains = scene.guide.telling is not None or lesson is not None and lesson[1].kind == "explain"
        post(*click(scene.guide.tip_box.center if explains else near.center))
        app.run(0.01)
    raise AssertionError("the tutorial did not reach the Big Reveal")


def _pointed(scene: TutorialScene, near) -> tuple | None:
    """The key of the target the tip points at, or ("place", ...) for an explanation or a tip told once."""
    now = scene.guide.lesson()
    if scene.guide.telling is not None and (now is None or now[1].kind != "explain"):
        return ("place", *(scene.guide.telling[1] or ("table",)))
    if now is not None and now[1].kind in ("explain", "wheel"):
        return ("place", *now[1].place)
    ready = scene.ready
    hit = next((h for h in ready.hits if h.rect == near), None) if ready is not None else None
    return hit.target.key if hit is not None else None


__all__ = ["Shown", "follow", "key", "post", "settle"]
