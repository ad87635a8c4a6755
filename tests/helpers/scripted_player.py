"""The real program at the table, played by scripted key presses, for the kill test.

Run as a script: it opens the game (dummy video driver) as `classified-info`
does, a thread presses keys as a player would, and every decision applied is
printed as one JSON line (the whole history so far), so the test that kills
this process knows what was decided before the kill.
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

from game.session import workers  # noqa: E402
from game.session.game_session import GameSession  # noqa: E402
from game.storage.records import choice_to_json  # noqa: E402
from game.storage.saves import games_in_progress  # noqa: E402
from game.ui.app import play_window  # noqa: E402
from game.ui.scenes.play import PlayScene  # noqa: E402


def report_decisions() -> None:
    """Print the history after every decision the session applies; end once a finished game is filed."""
    for name in ("apply_human", "apply_bot"):
        original = getattr(GameSession, name)

        def applied(self, *args, _original=original):
            _original(self, *args)
            print(json.dumps([choice_to_json(c) for c in self.state.history]), flush=True)
        setattr(GameSession, name, applied)
    save = PlayScene.keep

    def saved(self):
        save(self)
        if self.session.over:
            os._exit(0)
    PlayScene.keep = saved


def press_keys(seed: int) -> None:
    """Tab a random number of times and press Enter (or Y to confirm), as fast as a quick player."""
    rng = random.Random(seed)
    while True:
        time.sleep(0.01)
        for key in [pygame.K_TAB] * rng.randint(0, 3) + [rng.choice((pygame.K_RETURN, pygame.K_y))]:
            try:
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            except pygame.error:  # the window is not open yet
                break


if __name__ == "__main__":
    report_decisions()
    workers.WorkerRunner = workers.InlineRunner  # one process to kill; saving is what is tested
    threading.Thread(target=press_keys, args=(int(sys.argv[1]),), daemon=True).start()
    # the plain start resumes a save; with none it deals a game at once (a first launch would show the title)
    sys.exit(play_window(resume=bool(games_in_progress())))
