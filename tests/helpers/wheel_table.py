"""A table with the Cypher Wheel at hand: a position with evidence to mark, and posted input for it."""

from __future__ import annotations

import math

import pygame

from game.decks.deck import load_ready_deck
from game.engine.view import view
from game.session.game_session import GameSession
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.scenes.play import PlayScene
from game.ui.scenes.wheel_sheet import WheelSheet
from game.ui.sound import Sounds
from game.ui.table.wheel import OUTER, angle_of
from game.wheel.evidence import suitcase_clues

DECK = load_ready_deck("citrine")


def evidence_at_hand(s) -> bool:
    """Player 1 to act, an answer from player 2 that strikes numbers, and a face-down Guard of theirs."""
    if s.pending is None or s.pending.player != 0 or s.pending.kind != "action":
        return False
    v = view(s, 0)
    return bool(suitcase_clues(v, 1)) and any(slot.occupied and not slot.face_up and slot.number is None
                                              for slot in v.sides[1].slots)


def table(app, theme, state) -> PlayScene:
    session = GameSession.at(state.copy(), DECK, seed=3)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: session, InlineRunner(),
                      save=lambda s: None)
    app.stack.push(scene)
    run(app, 0.2)
    return scene


def run(app, seconds=0.02):
    app.run(seconds)


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def post(app, *events, seconds=0.02):
    for event in events:
        pygame.event.post(event)
    run(app, seconds)


def click(pos, button=1):
    return (pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def on_dial(rect, n, share):
    """A point on number n's wedge of the dial in `rect`, `share` of the way from the centre to the rim."""
    r = rect.w * OUTER * share
    return (round(rect.centerx + r * math.cos(angle_of(n))), round(rect.centery + r * math.sin(angle_of(n))))


def sheet_of(app) -> WheelSheet:
    top = app.stack.top
    assert isinstance(top, WheelSheet)
    return top
