"""Posted input for the menu screens' tests: keys, typing, clicks, the wheel, and the way in from the title."""

from __future__ import annotations

import pygame

from game.ui.app import App
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds

from helpers.clock import FakeClock


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def typing(text: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.TEXTINPUT, text=character) for character in text]


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def point(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def wheel(pos: tuple[int, int], notches: int) -> list[pygame.event.Event]:
    """The pointer over `pos`, then the wheel turned towards the player (`notches` > 0 scrolls down)."""
    return [point(pos), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-notches, flipped=False)]


def drag(start: tuple[int, int], end: tuple[int, int]) -> list[pygame.event.Event]:
    steps = [(start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4) for k in range(5)]
    return ([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
            + [pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)) for p in steps]
            + [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def run(app: App, *events: pygame.event.Event) -> None:
    """Post the events and let the app handle them and draw once."""
    for event in events:
        pygame.event.post(event)
    app.run(0.02)


def title_app(theme) -> tuple[App, TitleScene]:
    """An app showing the title screen, drawn once."""
    pygame.event.clear()
    app = App(FakeClock())
    title = TitleScene(theme, Sounds(muted=True))
    app.stack.push(title)
    run(app)
    return app, title


def open_from_title(app: App, title: TitleScene, label: str, by_mouse: bool) -> None:
    """Choose `label` on the title menu: arrow keys and Enter, or a click on it."""
    index = [item.text() for item in title.menu.items].index(label)
    if by_mouse:
        run(app, *click(title.menu.rects[index].center))
    else:
        run(app, *[key(pygame.K_DOWN)] * ((index - title.menu.selected) % len(title.menu.items)),
            key(pygame.K_RETURN))
