"""The real server for the client's tests: `python -m game serve --port 0` in a process of its own, with
a data folder of its own, on 127.0.0.1 at the free port it prints. Its game files (written after every
decision) let a test replay the game and know every view each seat may have been sent."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

from game.decks.deck import mixed_abilities
from game.engine import GameState
from game.engine.view import view
from game.online.wire import choice_from_json, view_to_json
from game.storage.files import read_json
from game.storage.home import HOME_ENV

STARTUP = 20.0
"""Seconds the server may take to say where it listens."""


class RealServer:
    """`classified-info serve` on a free port: `address` to connect to, `stop()` when done."""

    def __init__(self, home: Path, *options: str) -> None:
        self.home = home
        env = {**os.environ, HOME_ENV: str(home)}
        self.process = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", "0", *options], env=env,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line: list[str] = []
        reader = threading.Thread(target=lambda: line.append(self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(STARTUP)
        words = line[0].split() if line else []
        found = [word for word in words if word.startswith(("ws://", "wss://"))]
        if not found:
            self.process.kill()
            raise RuntimeError(f"the server did not start: {line} {self.process.communicate()[1]}")
        self.address = found[0]
        """ws://127.0.0.1:PORT, or wss:// with a certificate."""

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()

    def game_file(self) -> dict:
        """The one game the server holds (playing, or put away once over)."""
        found = sorted((self.home / "server").glob("*/*.json"))
        assert len(found) == 1, f"the server holds {len(found)} games"
        return read_json(found[0])

    def views_of(self, seat: int) -> list[dict]:
        """Every view `seat` may be sent in the game so far: after each step of its replay, on the wire."""
        kept = self.game_file()
        state = GameState(mixed_abilities(kept["letters"]), kept["variant"], kept["first_player"], 0)
        views = [view_to_json(view(state, seat))]
        for data in kept["games"][0]:
            state.apply(choice_from_json(data))
            views.append(view_to_json(view(state, seat)))
        return views
