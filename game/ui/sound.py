"""Short, quiet sound cues, and silence when there is no audio device.

The WAV files in assets/sounds/ are made by assets/sounds/make_sounds.py.
With SDL_AUDIODRIVER=dummy, or when the mixer cannot start, every cue is a
no-op: the game never fails for want of sound.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

import pygame

from game.engine.view import EventView
from game.resources import resource_path

CUES = ("turn", "play", "flip", "success", "failure", "win", "loss")
PRIORITY = ("win", "loss", "success", "failure", "flip", "turn", "play")
"""When one step holds several cues, only the first of these plays."""
VOLUME = 0.5
"""The cues' full level: quiet (ART.md); the volume setting is a share of it."""


class Sounds:
    """The loaded cues; `muted` silences them without unloading."""

    def __init__(self, muted: bool = False, volume: float = 1.0) -> None:
        self.muted = muted
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for cue in CUES:
                sound = pygame.mixer.Sound(resource_path("assets", "sounds", f"{cue}.wav"))
                self._sounds[cue] = sound
        except (pygame.error, OSError):
            self._sounds.clear()
        self.set_volume(volume)

    def set_volume(self, volume: float) -> None:
        """Play the cues at this share (0 to 1) of their full level."""
        self.volume = volume
        for sound in self._sounds.values():
            sound.set_volume(VOLUME * volume)

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
