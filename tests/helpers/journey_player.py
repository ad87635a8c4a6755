"""The real program in a best-of-3 against easy, played by a quick hand on the keys, for the journey
that kills it with SIGKILL mid-match.

Run as a script (dummy video and audio drivers): `classified-info play --match 3 --opponent easy`,
its worker process as in play, while a thread presses Tab and Enter (or Y to confirm) as fast as a
quick player (on the screens between games, their buttons); after every decision the game's history
so far is printed as one JSON line, so the test knows what was decided before the kill.
"""

import json
import os
import random
import sys
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.cli import main  # noqa: E402
from game.session.game_session import GameSession  # noqa: E402
from game.storage.records import choice_to_json  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.form_screen import FormScreen  # noqa: E402
from game.ui.scenes.play import PlayScene  # noqa: E402


def report_decisions() -> None:
    """Print the history after every decision the session applies."""
    for name in ("apply_human", "apply_bot"):
        original = getattr(GameSession, name)

        def applied(self, *args, _original=original):
            _original(self, *args)
            print(json.dumps([choice_to_json(c) for c in self.state.history]), flush=True)
        setattr(GameSession, name, applied)


def remember_the_app() -> list:
    """The App the program opens, once it does (the key-pressing thread looks at its top screen)."""
    apps: list = []
    opened = App.__init__

    def init(self, *args, **kwargs):
        opened(self, *args, **kwargs)
        apps.append(self)
    App.__init__ = init
    return apps


def press_keys(seed: int, apps: list) -> None:
    """Every 3 ms: at the table, Tab a few times and press Enter (or Y); on a screen between games,
    its button row (↑ from the top row) and Enter; over the table (the Big Reveal), Enter."""
    rng = random.Random(seed)
    while True:
        time.sleep(0.003)
        top = apps[0].stack.top if apps else None
        if isinstance(top, PlayScene):
            keys = [pygame.K_TAB] * rng.randint(0, 3) + [rng.choice((pygame.K_RETURN, pygame.K_y))]
        elif isinstance(top, FormScreen):
            keys = [pygame.K_UP, pygame.K_RETURN] if top.form.row == 0 else [pygame.K_RETURN]
        else:
            keys = [pygame.K_RETURN]
        for key in keys:
            try:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            except pygame.error:  # the window is not open yet
                break


if __name__ == "__main__":
    report_decisions()
    threading.Thread(target=press_keys, args=(int(sys.argv[1]), remember_the_app()), daemon=True).start()
    sys.exit(main(["play", "--match", "3", "--opponent", "easy", "--seed", sys.argv[1]]))
