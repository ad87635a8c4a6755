"""The real program (`classified-info`, as the script starts it) on whatever data folder it is given, for a
short visit: it starts as a player's does (the lock, the settings, the newest save), shows the table,
then the title, Replays (each game opened), Statistics, the decks, Learn to play and Continue, and quits.

Run as a script with the program's own arguments. Only the main loop is shortened (each screen gets a
few frames instead of a player's input, so whatever a screen does with the folder's files really runs),
and the computer thinks in this process rather than in workers that take seconds to start.
"""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.__main__ import run  # noqa: E402
from game.session import workers  # noqa: E402
from game.ui import app  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402

FRAMES = 0.05
"""Seconds each screen runs: a few frames drawn."""
SCREENS = ("Replays", "Statistics", "Decks", "Learn to play", "Continue")

shown = app.App.run


def visiting(self, seconds=None):
    """Run the first screen a moment, then each of the title's screens in turn, then end."""
    shown(self, FRAMES)
    title = next((scene for scene in self.stack.scenes if isinstance(scene, TitleScene)), None)
    if title is not None:
        for label in SCREENS:
            while self.stack.top is not title:
                self.stack.pop()
            shown(self, FRAMES)
            item = next((item for item in title.menu.items if item.text() == label), None)
            if item is None:
                continue
            item.action()
            shown(self, FRAMES)
            watching = self.stack.top
            for index in range(len(getattr(watching, "games", ()))):
                watching.watch(index)
                shown(self, FRAMES)
                while self.stack.top is not watching:
                    self.stack.pop()
    print("visited", file=sys.stderr)
    self.stack.clear()


app.App.run = visiting
workers.WorkerRunner = workers.InlineRunner  # the computer thinks in this process: no workers to start

if __name__ == "__main__":
    sys.argv[0] = "classified-info"
    sys.exit(run())
