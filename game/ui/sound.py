"""Short, quiet sound cues, and silence when there is no audio device.

The WAV files in assets/sounds/ are made by assets/sounds/make_sounds.py.
With SDL_AUDIODRIVER=dummy, or when the mixer cannot start, every cue is a
no-op: the game never fails for want of sound.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import pygame

from game.engine.view import EventView
from game.resources import resource_path

CUES = ("turn", "play", "flip", "success", "failure", "win", "loss")
PRIORITY = ("win", "loss", "success", "failure", "flip", "turn", "play")
"""When one step holds several cues, only the first of these plays."""
VOLUME = 0.5


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Hide what the audio library writes straight to the process's stderr while the mixer starts:
    with no sound device it lists every device it tried, which tells a player nothing."""
    try:
        fd = sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):  # no real stderr (a windowed bundle)
        yield
        return
    sys.stderr.flush()
    saved = os.dup(fd)
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), fd)
            yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


class Sounds:
    """The loaded cues; `muted` silences them without unloading."""

    def __init__(self, muted: bool = False) -> None:
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
            return
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():
                    pygame.mixer.init()
            for cue in CUES:
                sound = pygame.mixer.Sound(resource_path("assets", "sounds", f"{cue}.wav"))
                sound.set_volume(VOLUME)
                self._sounds[cue] = sound
        except (pygame.error, OSError):
            self._sounds.clear()

    @property
    def available(self) -> bool:
        """Whether an audio device is playing our cues."""
        return bool(self._sounds)

    def play(self, cue: str | None) -> None:
        """Play a cue unless muted or silent; None plays nothing."""
        if cue is None or self.muted:
            return
        sound = self._sounds.get(cue)
        if sound is not None:
            sound.play()


def cue_for(events: Iterable[EventView], viewer: int | None) -> str | None:
    """The one cue that best tells `viewer` what just happened, if any."""
    found = set()
    for e in events:
        if e.kind == "turn" and (e.actor == viewer or viewer is None):
            found.add("turn")
        elif e.kind in ("deploy", "enlist_guard", "encrypt", "attack"):
            found.add("play")
        elif e.kind == "flip":
            found.add("flip")
        elif e.kind == "killed":
            found.add("failure" if viewer == 1 - e.actor else "success")
        elif e.kind == "blocked":
            found.add("failure" if viewer == e.actor else "success")
        elif e.kind == "attempt" and not e.public[1]:
            found.add("failure" if viewer == e.actor else "success" if viewer is not None else "failure")
        elif e.kind == "reveal" and e.public[4] >= 0:
            found.add("win" if viewer is None or e.public[4] == viewer else "loss")
    return next((cue for cue in PRIORITY if cue in found), None)
