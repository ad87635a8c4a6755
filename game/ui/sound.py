"""Short, quiet sound cues, and silence when there is no audio device.

The WAV files in assets/sounds/ are made by assets/sounds/make_sounds.py.
With SDL_AUDIODRIVER=dummy, or when the mixer cannot start, every cue is a
no-op: the game never fails for want of sound.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

import pygame

from game.engine.view import EventView
from game.resources import resource_path

CUES = ("turn", "play", "flip", "success", "failure", "win", "loss")
PRIORITY = ("win", "loss", "success", "failure", "flip", "turn", "play")
"""When one step holds several cues, only the first of these plays."""
VOLUME = 0.5
"""The cues' full level: quiet (ART.md); the volume setting is a share of it."""


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

    def __init__(self, muted: bool = False, volume: float = 1.0) -> None:
        self.muted = muted
        self.volume = volume
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
            return
        try:
            if not pygame.mixer.get_init():
                with quiet_stderr():
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


def _turn(e: EventView, viewer: int | None) -> str | None:
    return "turn" if e.actor == viewer or viewer is None else None


def _play(e: EventView, viewer: int | None) -> str | None:
    return "play"


def _flip(e: EventView, viewer: int | None) -> str | None:
    return "flip"


def _killed(e: EventView, viewer: int | None) -> str | None:
    return "failure" if viewer == 1 - e.actor else "success"


def _blocked(e: EventView, viewer: int | None) -> str | None:
    return "failure" if viewer == e.actor else "success"


def _attempt(e: EventView, viewer: int | None) -> str | None:
    if e.public.success:
        return None
    return "failure" if viewer == e.actor else "success" if viewer is not None else "failure"


def _reveal(e: EventView, viewer: int | None) -> str | None:
    winner = e.public.winner
    if winner < 0:
        return None
    return "win" if viewer is None or winner == viewer else "loss"


CUE_OF: dict[str, Callable[[EventView, int | None], str | None]] = {
    "turn": _turn, "deploy": _play, "enlist_guard": _play, "encrypt": _play, "attack": _play,
    "flip": _flip, "killed": _killed, "blocked": _blocked, "attempt": _attempt, "reveal": _reveal,
}
"""Event kind -> its cue for a viewer (None: silent this time)."""

SILENT = frozenset({
    "resign", "deal", "dealt", "setup_chosen", "setup", "react_cost", "draw", "peek", "shown", "discard", "answer",
    "petal", "show_hand", "tuck", "exchange", "exchange_discard", "switch_into", "take_discard", "in_play",
    "trigger", "enlisted_face_up", "no_react", "react", "wiretap_shown", "look_encrypted", "dead_drop_kept",
    "dead_drop_exchange", "silent_blade", "crossfire", "reveal_card", "turncoat", "ambush", "decrypt",
    "forged_orders", "field_report_look", "field_report_order", "archivist_take", "extraction",
})
"""Event kinds with no cue of their own."""


def cue_for(events: Iterable[EventView], viewer: int | None) -> str | None:
    """The one cue that best tells `viewer` what just happened, if any."""
    found = set()
    for e in events:
        cue = CUE_OF.get(e.kind)
        if cue is not None:
            found.add(cue(e, viewer))
    return next((cue for cue in PRIORITY if cue in found), None)
