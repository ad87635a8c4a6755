"""The window and the main loop, which only dispatches to the scene on top.

The loop sleeps until input arrives or the top scene asks to be woken, runs at
most 60 frames a second while something moves, and redraws only when a visible
scene is dirty: an idle table costs almost no CPU. It reads the time and waits
only through its clock, so tests can run it on a clock that never sleeps.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.resources import resource_path  # noqa: E402
from game.text.screens import NO_WINDOW, unlocked_folder_line  # noqa: E402
from game.ui.look.layout import default_window_size  # noqa: E402
from game.ui.scene import SceneStack  # noqa: E402
from game.wheel.levels import AssistantLevel  # noqa: E402

if TYPE_CHECKING:
    from game.decks.specs import DeckSource
    from game.storage.folder_lock import Claim
    from game.ui.look.theme import Theme
    from game.ui.sound import Sounds

TITLE = "Classified Information"
WINDOW_ICON = ("assets", "icon", "icon-256.png")
"""The Suitcase lock of the card backs, for the title bar, the task bar and the window switcher."""
FPS = 60
IDLE_POLL = (0.01, 0.03)
"""Seconds between input polls while waiting: soon after input, and once idle for IDLE_AFTER."""
IDLE_AFTER = 2.0
WINDOW_EVENTS = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWEXPOSED)


class NoDisplay(Exception):
    """There is no screen to open the window on."""


HEADLESS_DRIVERS = ("offscreen", "dummy")


def open_window(size: tuple[int, int] | None = None) -> pygame.Surface:
    """Start the display (per-monitor DPI aware on Windows) and open the resizable window.

    The click that brings the window to the front counts as a click (on macOS SDL would
    drop it), as a player coming back from another program expects.
    Without a screen SDL falls back to drawing nowhere; unless that was asked for
    (SDL_VIDEODRIVER, as tests and screenshots do), NoDisplay says so.
    """
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    os.environ.setdefault("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
    pygame.display.init()
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS and os.environ.get("SDL_VIDEODRIVER", "").lower() != driver:
        pygame.display.quit()
        raise NoDisplay(f"no display was found (the video system fell back to {driver!r})")
    pygame.font.init()
    if size is None:
        size = default_window_size(pygame.display.get_desktop_sizes()[0])
    pygame.display.set_icon(pygame.image.load(resource_path(*WINDOW_ICON)))  # before the window: some keep the first
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(TITLE)
    return screen


class Clock(Protocol):
    """Where the main loop reads the time and waits."""

    def now(self) -> float:
        """Seconds from an arbitrary start."""

    def sleep(self, seconds: float) -> None:
        """Wait this long."""

    def tick(self, fps: int = 0) -> None:
        """Mark a frame; with `fps`, first wait until 1/fps seconds have passed since the last mark."""


class WallClock:
    """Real time: what the player sees."""

    def __init__(self) -> None:
        self._frames = pygame.time.Clock()

    def now(self) -> float:
        return time.perf_counter()

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)

    def tick(self, fps: int = 0) -> None:
        self._frames.tick(fps)


class App:
    """Runs the scene stack until it is empty (or its time is up)."""

    def __init__(self, clock: Clock | None = None) -> None:
        self.stack = SceneStack()
        self.clock = clock or WallClock()
        self.frames = 0
        self.last_input = self.clock.now()
        self.work_seconds: list[float] = []
        """Per drawn frame: events + update + draw, the display flip excluded."""

    def run(self, seconds: float | None = None) -> None:
        """Dispatch events, updates and draws to the top scene until the stack empties or `seconds` pass."""
        last = self.clock.now()
        deadline = None if seconds is None else last + seconds
        while self.stack.top is not None:
            scene = self.stack.top
            events = self._wait(scene.wake_in(), deadline)
            start = self.clock.now()
            for event in events:
                if event.type == pygame.QUIT:
                    self.stack.clear()
                    return
                if event.type in WINDOW_EVENTS:
                    for each in self.stack.scenes:
                        each.handle_event(event)
                elif self.stack.top is not None:
                    self.stack.top.handle_event(event)
            if self.stack.top is not None:
                self.stack.top.update(start - last)
            last = start
            self._draw(start)
            if deadline is not None and self.clock.now() >= deadline:
                return

    def _wait(self, wake: float | None, deadline: float | None) -> list[pygame.event.Event]:
        """Sleep until input, the scene's wake-up time or the deadline, whichever is first.

        pygame-ce's `event.wait(timeout)` polls every millisecond inside (about 4% of
        a core here); polling every 10 ms, then every 30 ms once nothing has happened
        for a while, costs a fraction of that for at most that much input latency.
        """
        now = self.clock.now()
        end = now + wake if wake is not None else float("inf")
        if deadline is not None:
            end = min(end, deadline)
        if end <= now:
            self.clock.tick(FPS)
            return pygame.event.get()
        while True:
            events = pygame.event.get()
            now = self.clock.now()
            if events:
                self.last_input = now
            if events or now >= end:
                self.clock.tick()
                return events
            poll = IDLE_POLL[now - self.last_input > IDLE_AFTER]
            self.clock.sleep(min(poll, end - now))

    def _draw(self, start: float) -> None:
        scenes = self.stack.visible()
        if not any(scene.dirty for scene in scenes):
            return
        surface = pygame.display.get_surface()
        for scene in scenes:
            scene.draw(surface)
            scene.dirty = False
        self.work_seconds.append(self.clock.now() - start)
        self.frames += 1
        pygame.display.flip()


@contextlib.contextmanager
def ctrl_c_quits() -> Iterator[None]:
    """Ctrl-C from a terminal closes the window as its close button does, then raises KeyboardInterrupt.

    Raised in the middle of the loop it could cut a scene short mid-step; as a quit, the loop ends
    between frames, and the game (saved after every decision) is left whole.
    """
    pressed: list[int] = []
    if threading.current_thread() is not threading.main_thread():  # only the main thread gets signals
        yield
        return

    def quit_on_ctrl_c(signum: int, frame: object) -> None:
        pressed.append(signum)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    before = signal.signal(signal.SIGINT, quit_on_ctrl_c)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
    if pressed:
        raise KeyboardInterrupt


def dressed_window(refusal: str) -> tuple["Theme", "Sounds"] | None:
    """The window, opened and dressed in the player's settings (palette, UI scale, sound); without
    a display, `refusal` (with {error}) is said on stderr and None comes back."""
    from game.storage.settings import load_settings
    from game.ui.apply_settings import apply_settings
    from game.ui.look.theme import Theme
    from game.ui.sound import Sounds

    settings = load_settings()
    try:
        open_window()
    except (pygame.error, NoDisplay) as error:
        print(refusal.format(error=error), file=sys.stderr)
        return None
    theme = Theme.create()
    sounds = Sounds()
    apply_settings(settings, theme, sounds)
    return theme, sounds


def play_window(decks: DeckSource | None = None, variant: str = "standard", opponent: str | None = "heuristic",
                seed: int | None = None, names: tuple[str, str] | None = None, resume: bool = False,
                assistant: AssistantLevel = AssistantLevel.OFF, best_of: int = 1) -> int:
    """Open the window at the table, a game under way (against `opponent`, or hotseat when it is None),
    the title screen below it; with `resume`, the newest saved game in progress if there is one.
    `best_of` 3 or 5 plays a match.

    A game online left last (after the newest save) is rejoined with `resume` as a saved game is continued.
    With `resume`, a first launch (no save, no history) opens the title with a welcome instead, and a
    save that could not be continued (set aside) opens the title saying so: no start can crash-loop."""
    from game.decks.deck import mixed_deck
    from game.decks.specs import deck_source, kept_source, named_spec
    from game.session.game_choices import GameChoices
    from game.session.starts import Seating
    from game.session.workers import WorkerRunner
    from game.storage.folder_lock import Claim, claim, release
    from game.storage.saves import Resumed, first_launch, latest_seated
    from game.storage.settings import load_settings
    from game.ui.online.forms import OnlineChoice
    from game.ui.online.lobby import rejoin_if_newest
    from game.ui.online.table_guide import OnlineGuide
    from game.ui.play.online_seat import OnlineSession
    from game.ui.scene import Scene
    from game.ui.scenes.hotseat_setup import HotseatChoice
    from game.ui.scenes.play import PlayScene
    from game.ui.scenes.title import TitleScene

    held, refusal = claim()
    dressed = dressed_window(NO_WINDOW)
    if dressed is None:
        return 1
    theme, sounds = dressed
    if held is Claim.TAKEN:
        return already_open_window(theme)
    start_up_under_lock(held, refusal)
    decks = decks or deck_source("citrine")

    def table(seating: Seating, assistant: AssistantLevel = AssistantLevel.OFF,
              saved: Resumed | None = None) -> PlayScene:
        """The one place a table is built: its games dealt as `seating` says, a save seated if given."""
        return PlayScene(theme, sounds, load_settings(), seating.games(), WorkerRunner(), saved=saved,
                         assistant=assistant, new_match=seating.matches())

    def new_game(first_seed: int | None = None) -> PlayScene:
        return table(Seating(decks, variant, opponent, names, best_of=best_of, seed=first_seed), assistant)

    def continue_game() -> Scene | None:
        return rejoin_if_newest(theme, online_table) or latest_seated(seat_saved)

    def online_table(session: OnlineSession) -> PlayScene:
        """A game online at the table: the server's view of it, the seat over the network."""
        return PlayScene(theme, sounds, load_settings(), lambda: session, WorkerRunner(),
                         guide=OnlineGuide(session.link))

    def seat_saved(saved: Resumed) -> PlayScene:
        """A saved game at the table: it plays again (and deals its next match) as it was set up."""
        seating = Seating(decks, variant, opponent, names)
        if saved.match is not None:
            m = saved.match
            seating = Seating(kept_source(m.dealt_from, mixed_deck(m.state.decks[0])), m.state.variant, m.opponent,
                              m.names, best_of=m.state.best_of)
        elif saved.saved.record is not None:
            seating = Seating(kept_source(named_spec(saved.saved.record.deck.spec), saved.deck), saved.state.variant,
                              saved.saved.opponent, saved.saved.names)
        return table(seating, saved=saved)

    def chosen_game(choices: GameChoices) -> PlayScene:
        return table(Seating(deck_source(choices.deck_spec()), choices.set_up(), choices.opponent,
                             first=choices.first_player(), best_of=choices.best_of), choices.assistant)

    def new_hotseat(choice: HotseatChoice) -> PlayScene:
        return table(Seating(deck_source(choice.deck), choice.variant, None, choice.names, best_of=choice.best_of),
                     choice.assistant)

    def learn() -> PlayScene:
        from game.ui.scenes.tutorial import learn_to_play
        return learn_to_play(theme, sounds, load_settings(), WorkerRunner())

    app = App()
    welcome = resume and first_launch()
    title = TitleScene(theme, sounds, new_game, new_hotseat, continue_game, chosen_game, learn, welcome,
                       lambda: OnlineChoice(theme, online_table), seat_saved)
    app.stack.push(title)
    said: list[str] = []
    resumed = (rejoin_if_newest(theme, online_table) or latest_seated(seat_saved, said)) if resume else None
    if resumed is not None:
        app.stack.push(resumed)
    elif not (welcome or said):  # a first launch, or a save set aside: the title says so
        app.stack.push(new_game(seed))
    with ctrl_c_quits():
        app.run()
        app.stack.clear()
        pygame.quit()
        release()
    return 0


def start_up_under_lock(held: "Claim", refusal: str) -> None:
    """With the data folder ours, clear what killed writes left; without a lock, say why and what it means."""
    from game.storage import notices
    from game.storage.folder_lock import Claim
    from game.storage.home import clean_up_killed_writes, data_home

    if held is Claim.OURS:
        clean_up_killed_writes()
    else:
        notices.tell(unlocked_folder_line(str(data_home()), refusal))


def already_open_window(theme: "Theme") -> int:
    """Another game holds the data folder: say so in the window (and on stderr), and play nothing."""
    from game.storage import notices
    from game.storage.home import data_home
    from game.text.screens import already_open_line
    from game.ui.scenes.already_open import AlreadyOpen

    notices.tell(already_open_line(str(data_home())))
    app = App()
    app.stack.push(AlreadyOpen(theme, data_home()))
    app.run()
    app.stack.clear()
    pygame.quit()
    return 0
