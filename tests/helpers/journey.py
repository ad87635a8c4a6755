"""A person at the real game: the no-argument start on the real data folder, the worker process as in
play, and mouse and key events posted where the screens say their buttons are.

`launch()` runs `classified-info` with no arguments (game.cli.main) on a thread of its own, its App
on a clock that never sleeps; the test and the game take turns (the game runs only while a step
asks it to), so the test reads the scenes while the game stands still. Every step is named as a
person would say it: `press("Continue")`, `play_until_the_end()`, `quit_the_game()`, `relaunch()`.
"""

from __future__ import annotations

import contextlib
import queue
import random
import threading
import time
from pathlib import Path
from typing import Callable

import pygame
from pygame import Rect

import game.ui.app
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.deck_builder import DeckBuilder
from game.ui.scenes.form_screen import FormScreen
from game.ui.scenes.games_in_progress import GamesInProgress
from game.ui.scenes.hand_off import HandOff
from game.ui.scenes.match_screens import MatchResult
from game.ui.scenes.overlays import BigReveal, MenuOverlay
from game.ui.scenes.play import PlayScene
from game.ui.scenes.replay_list import WatchList
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.scenes.screen import MenuScreen
from game.ui.scenes.settings_screen import ROWS, SettingsScreen
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets.form import Buttons, Picker, Text
from game.ui.widgets.targets import CONFIRM, Hit

from helpers.clock import FakeClock
from helpers.driving import click, key, typing
from helpers.text_boxes import text_boxes

STEP = 0.02
"""Seconds of the game's own time per step the test asks for."""
def tool(hit) -> bool:
    """A tool button beside the table (menu, help, hint, undo): no move, so random play leaves it alone."""
    key = hit.target.key
    return isinstance(key, tuple) and bool(key) and key[0] == "tool"


MOST_CLICKS = 5000
"""Clicks a game may take to its end: a whole game is a few hundred; more means a click that does nothing."""
PATIENCE = 30.0
"""Real seconds a step may wait for the game (a worker's answer, a save) before the journey fails."""


class GameCrashed(RuntimeError):
    """The game raised: what a person sees as the window closing (and a crash log). A journey that
    expects a crash as its symptom asserts on `Journey.crash` instead."""


class JourneyLost(RuntimeError):
    """The journey cannot go on: the game never came to what it waited for, or the button, row or screen
    it looks for is not there. Not an assertion about what a person sees, so a journey marked to fail
    for a symptom (xfail strict, raises=AssertionError) does not pass off a hang or a renamed button as
    that symptom."""


def expect(condition: object, message: str) -> None:
    """Go on only if `condition` holds; else the journey is lost (JourneyLost says where)."""
    if not condition:
        raise JourneyLost(message)


class Journey:
    """One person's sitting at the game: launches, steps and what the screen shows."""

    def __init__(self, home: Path, monkeypatch) -> None:
        self.home = home
        self.monkeypatch = monkeypatch
        self.app: App | None = None
        self.thread: threading.Thread | None = None
        self.crash: BaseException | None = None
        """What the game raised, if it crashed."""
        self.exit_code: int | None = None
        """What the game's last run returned, once it ended."""
        self.rng = random.Random(5)
        journey = self

        class JourneyApp(App):
            """The game's own main loop, run a step at a time as the test asks."""

            def __init__(self, clock=None) -> None:
                super().__init__(FakeClock())
                journey.app = self

            def run(self, seconds: float | None = None) -> None:
                if seconds is not None:
                    App.run(self, seconds)
                    return
                journey._answers.put("ready")
                while self.stack.top is not None:
                    asked = journey._orders.get()
                    try:
                        App.run(self, asked)
                    except BaseException as error:
                        journey._answers.put(error)
                        raise
                    journey._answers.put("ran")

        monkeypatch.setattr(game.ui.app, "App", JourneyApp)
        # The game runs on a thread of its own, where no signal handler can be set: Ctrl-C in a
        # terminal is no part of a journey (and a version without that handler needs no stand-in).
        monkeypatch.setattr(game.ui.app, "ctrl_c_quits", contextlib.nullcontext, raising=False)
        self._orders: queue.Queue[float] = queue.Queue()
        self._answers: queue.Queue[object] = queue.Queue()

    # ----- launching and leaving ---------------------------------------------------------

    def launch(self) -> None:
        """Start the game as `classified-info` with no arguments does; a crash at launch is kept in `crash`,
        a game that closed at once leaves `exit_code`."""
        from game.cli import main

        expect(not self.running, "the game is already running")
        self.crash = self.exit_code = None
        self.app = None
        self._orders, self._answers = queue.Queue(), queue.Queue()

        def start() -> None:
            try:
                self.exit_code = main([])
            except BaseException as error:  # a crash: the test reads it from `crash`
                self.crash = error
            finally:
                self._answers.put("ended")

        self.thread = threading.Thread(target=start, name="the game", daemon=True)
        self.thread.start()
        answer = self._answers.get(timeout=PATIENCE)
        if answer == "ended":
            self.thread.join()
            return
        self.step()

    def relaunch(self) -> None:
        """Start the game again on the same data folder (after it was quit, or crashed)."""
        if self.running:
            self.quit_the_game()
        self.launch()

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def assert_running(self) -> None:
        if self.crash is not None:
            raise GameCrashed(f"the game crashed: {type(self.crash).__name__}: {self.crash}") from self.crash
        expect(self.running, "the game is not running")

    def quit_the_game(self) -> None:
        """Esc to the pause menu (at the table) and Quit, or Quit on the title."""
        for _ in range(6):
            if not self.running:
                return
            if self.offers("Quit"):
                self.press("Quit")
            else:
                self.key(pygame.K_ESCAPE)
        assert not self.running, f"the game did not quit (showing {type(self.top).__name__})"

    def close(self) -> None:
        """After the test: end a game still running, as closing its window would."""
        if self.running:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            self._orders.put(STEP)
            self.thread.join(timeout=PATIENCE)

    # ----- time and input --------------------------------------------------------------

    def step(self, seconds: float = STEP) -> None:
        """Let the game run `seconds` of its own time (it handles what was posted and draws)."""
        self.assert_running()
        self._orders.put(seconds)
        answer = self._answers.get(timeout=PATIENCE)
        if isinstance(answer, BaseException):
            self._answers.get(timeout=PATIENCE)  # the thread's end
            self.thread.join()
            raise GameCrashed(f"the game crashed: {type(answer).__name__}: {answer}") from answer
        if self.app is not None and self.app.stack.top is None:
            self._answers.get(timeout=PATIENCE)
            self.thread.join()

    def settle(self, done: Callable[[], bool], what: str, patience: float = PATIENCE) -> None:
        """Step until `done()`; fail saying `what` was awaited."""
        end = time.monotonic() + patience
        while not done():
            if time.monotonic() > end:
                raise JourneyLost(f"waited in vain for {what} (showing {type(self.top).__name__}: "
                                  f"{self.labels()})")
            self.step()
            if self._thinking():
                time.sleep(0.002)  # the worker has the processor

    def _thinking(self) -> bool:
        top = self.top
        return isinstance(top, PlayScene) and getattr(top.seat, "job", None) is not None and not top.seat.job.done()

    def post(self, *events: pygame.event.Event) -> None:
        for event in events:
            pygame.event.post(event)
        self.step()

    def click(self, pos: tuple[int, int]) -> None:
        self.post(*click(pos))

    def key(self, k: int, mod: int = 0) -> None:
        self.post(key(k, mod))

    def type(self, text: str) -> None:
        self.post(*typing(text))

    def resize(self, size: tuple[int, int]) -> None:
        """Drag the window's corner to `size`: the display changes, and the window says so."""
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]),
                  pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))

    def as_app(self) -> "Stepping":
        """The running game as the helpers that drive an App see one (run, stack, clock)."""
        return Stepping(self)

    # ----- what is on screen -------------------------------------------------------------

    @property
    def scenes(self) -> list[Scene]:
        return list(self.app.stack.scenes) if self.app is not None else []

    @property
    def top(self) -> Scene | None:
        return self.app.stack.top if self.app is not None else None

    def table(self) -> PlayScene:
        scene = next((s for s in reversed(self.scenes) if isinstance(s, PlayScene)), None)
        expect(scene is not None, f"no table open (showing {type(self.top).__name__})")
        return scene

    def on_screen(self) -> str:
        """Every line of text the visible screens draw, as a fresh frame of the window draws them."""
        return "\n".join(text for _, text in self.text_boxes())

    def text_boxes(self) -> list[tuple[Rect, str]]:
        """Where the visible screens draw each line of text (its ink), on a fresh frame of the window."""
        surface = pygame.display.get_surface()
        scenes = self.app.stack.visible()

        def draw(frame: pygame.Surface) -> None:
            for scene in scenes:
                scene.draw(frame)
        boxes = text_boxes(scenes[-1].theme, draw, surface.get_size(), self.monkeypatch)
        for scene in scenes:
            scene.dirty = True
        return boxes

    def what_the_window_shows(self) -> pygame.Surface:
        """A copy of the window as last drawn."""
        return pygame.display.get_surface().copy()

    def drawn_afresh(self) -> pygame.Surface:
        """The window drawn from nothing: the visible screens, their cached table frames and logs
        thrown away first."""
        scenes = self.app.stack.visible()
        frame = pygame.Surface(pygame.display.get_surface().get_size())
        for scene in scenes:
            if isinstance(scene, TableScene):
                scene._restyle()
            scene.draw(frame)
            scene.dirty = True
        return frame

    def labels(self) -> list[str]:
        """What can be pressed on the top screen: menu items, form buttons, the viewer's controls."""
        return [label for label, _ in self._pressables()]

    def _pressables(self) -> list[tuple[str, Rect]]:
        top = self.top
        found: list[tuple[str, Rect]] = []
        menu = getattr(top, "menu", None)
        if menu is not None:
            found += [(item.text(), rect) for item, rect in zip(menu.items, menu.rects)]
        form = getattr(top, "form", None)
        if form is not None:
            for rect, index, part in form.hits:
                row = form.rows[index]
                if isinstance(row, Buttons):
                    found.append((row.labels[part], rect))
        if isinstance(top, ReplayViewer):
            found += [(hit.target.label, hit.rect) for hit in top.hits if hit.target.label and hit.target.legal]
        if isinstance(top, MenuScreen):
            found.append(("Back", top.back_rect))
        return found

    def press(self, label: str) -> None:
        """Click the button or menu line that says `label` (as last drawn)."""
        self.assert_running()
        self.step()
        for said, rect in self._pressables():
            if _says(said, label):
                self.click(rect.center)
                return
        raise JourneyLost(f"no {label!r} to press on {type(self.top).__name__}: {self.labels()}")

    def offers(self, label: str) -> bool:
        """Whether the top screen has `label` to press (and not greyed)."""
        return any(_says(said, label) for said in self.labels())

    def choose(self, row_label: str, option: str) -> None:
        """Turn a form's row (by clicking its arrow) until it shows `option` (or the one option that
        names it: "Mix One" for "Custom: Mix One")."""
        form = self.top.form
        row_index, row = next((i, r) for i, r in enumerate(form.rows)
                              if isinstance(r, Picker) and r.label == row_label)
        shown = [label for _, label in row.options]
        naming = [label for label in shown if label == option] or [label for label in shown if option in label]
        expect(len(naming) == 1, f"{row_label} offers {shown}: no one option says {option!r}")
        for _ in range(len(shown)):
            if row.options[row.index][1] == naming[0]:
                return
            arrow = next(rect for rect, index, part in form.hits if index == row_index and part == 1)
            self.click(arrow.center)
        raise JourneyLost(f"{row_label} never showed {option!r}")

    def type_into(self, row_label: str, text: str) -> None:
        """Click a form's text field, clear it and type `text`."""
        form = self.top.form
        index = next(i for i, r in enumerate(form.rows) if isinstance(r, Text) and r.label == row_label)
        while form.row != index:
            self.key(pygame.K_TAB)
        self.post(*[key(pygame.K_BACKSPACE)] * (len(form.rows[index].field.text) + 1))
        self.type(text)
        expect(form.rows[index].field.text == text, f"{row_label} reads {form.rows[index].field.text!r}, not {text!r}")

    def set_setting(self, label: str, shown: str) -> None:
        """On the Settings screen: click a row's ‹ or › until it shows `shown`."""
        screen = self.top
        expect(isinstance(screen, SettingsScreen), f"not on SettingsScreen but {type(self.top).__name__}")
        index, row = next((i, row) for i, row in enumerate(ROWS) if row.label == label)
        names = [name for _, name in row.choices]
        for _ in range(len(names)):
            now = screen.shown(row)
            if now == shown:
                return
            _, left, right = screen.rects[index]
            lower = now in names and names.index(now) > names.index(shown)
            self.click(left.center if lower else right.center)
        expect(screen.shown(row) == shown, f"{label} shows {screen.shown(row)}, not {shown}")

    # ----- at the table ----------------------------------------------------------------

    def _asked(self, table: PlayScene) -> bool:
        return self.top is table and table.ready is not None and bool(table.ready.hits)

    def play(self, moves: int | None = None, until: Callable[[], bool] = lambda: False) -> int:
        """Make choices at the table by clicks alone (any legal one) until the game is over, `until()`
        holds, or `moves` clicks were made; hand-offs are taken by a click. Returns the clicks made."""
        made = 0
        while moves is None or made < moves:
            table = self.table()
            self.settle(lambda: until() or self._asked(table) or self.top is not table, "a decision at the table")
            if until():
                break
            top = self.top
            if isinstance(top, HandOff):
                self.click(pygame.display.get_surface().get_rect().center)
                continue
            if isinstance(top, MenuOverlay) and not isinstance(top, BigReveal):
                self.key(pygame.K_RETURN)  # what they missed since their last turn: read, and on
                continue
            if top is not table:
                break
            ready = table.ready
            spot = self.any_option(table)
            self.click(spot.rect.center)
            made += 1
            expect(made < MOST_CLICKS, f"{made} clicks and the game goes on: the last, on {spot.target.key} at "
                                       f"{spot.rect.center}, asked by {ready.step.title!r}")
        return made

    def any_option(self, table: PlayScene) -> Hit:
        """Where a person who plays anything clicks: Confirm when asked, else any legal option on the
        Tab path (a click there that finishes nothing shows as a game that never ends: MOST_CLICKS)."""
        ready = table.ready
        assert ready is not None
        if ready.confirm is not None:
            return next(h for h in ready.hits if h.target.key == CONFIRM)
        return self.rng.choice([h for h in ready.hits if h.target.legal and h.target.tab and not tool(h)])

    def play_until_the_end(self) -> BigReveal:
        """Play on until the Big Reveal shows."""
        self.play(until=lambda: isinstance(self.top, BigReveal))
        reveal = self.top
        assert isinstance(reveal, BigReveal), f"the game ended on {type(reveal).__name__}, not the Big Reveal"
        self.wait_for_the_disk()
        return reveal

    def wait_for_the_disk(self) -> None:
        """Step until the table's saves, handed to the disk thread, are written."""
        table = self.table()
        self.settle(lambda: not any(not write.done() for write in table.keeper.writes), "the saves to be written")

    def open_the_pause_menu(self) -> None:
        """At the table: Esc (again, if the first only took back a card picked) until the menu shows."""
        table = self.table()
        for _ in range(4):
            if self.offers("Resume"):
                return
            self.settle(lambda: self.top is not table or not table.motion.active, "the table at rest")
            self.key(pygame.K_ESCAPE)
        expect(self.offers("Resume"), f"no pause menu (showing {type(self.top).__name__}: {self.labels()})")

    def go_to_the_title(self) -> None:
        """From wherever the game is: Esc until a menu offers the title screen (the table's pause menu),
        or the title shows."""
        for _ in range(8):
            top = self.top
            if isinstance(top, TitleScene) or not self.running:
                break
            if self.offers("Title screen"):
                self.press("Title screen")
            elif isinstance(top, PlayScene) and top.motion.active:
                self.step()
            else:
                self.key(pygame.K_ESCAPE)
        expect(isinstance(self.top, TitleScene), f"not at the title but {type(self.top).__name__}")

    def start_a_game(self, **choices: str) -> PlayScene:
        """New game on the title, each form row turned to the option named (Opponent="Easy", ...), Start."""
        self.press("New game")
        for row, option in choices.items():
            self.choose(row.replace("_", " "), option)
        self.press("Start")
        return self.table()

    def build_a_deck(self, name: str, numbers: dict[int, str]) -> None:
        """Decks on the title: a new deck called `name`, each number in `numbers` from the ready deck
        named ({1: "Ruby"}), the rest Citrine; Save, then Back to the title."""
        self.go_to_the_title()
        self.press("Decks")
        builder = self.top
        expect(isinstance(builder, DeckBuilder), f"not on DeckBuilder but {type(self.top).__name__}")
        self.type_into("Name", name)
        for number, deck in numbers.items():
            row = next(r for r in builder.numbers if r.label == str(number))
            self.choose(str(number), next(label for _, label in row.options if label.startswith(deck)))
        self.press("Save")
        assert not builder.form.problem, builder.form.problem
        self.press("Back")

    def delete_the_deck(self, name: str) -> None:
        """Decks on the title: choose `name` at the top, Delete, and say yes."""
        self.go_to_the_title()
        self.press("Decks")
        self.choose("Deck", name)
        self.press("Delete")
        self.press(f"Delete {name}")
        self.press("Back")

    def go_on_with_the_match(self) -> None:
        """Between games: on through the score, the deck shown, a deck to build or who starts (the
        first button each time) until a game is dealt or the match result shows."""
        self.settle(lambda: not (isinstance(self.top, PlayScene) and self.top.motion.active), "the table at rest")
        for _ in range(8):
            if isinstance(self.top, BigReveal):
                self.press(next(label for label in self.labels() if label.startswith("Match")))
            top = self.top
            if isinstance(top, MatchResult) or isinstance(top, PlayScene) and not top.session.over:
                return
            if not isinstance(top, FormScreen):
                self.step()
                continue
            buttons = [label for label in self.labels()]
            self.press(buttons[0])
        raise JourneyLost(f"the match did not go on (showing {type(self.top).__name__}: {self.labels()})")

    def play_the_match_to_its_end(self) -> MatchResult:
        """Each game to its Big Reveal and on, until the match result shows."""
        for _ in range(5):
            if not self.table().session.over:
                self.play_until_the_end()
            self.go_on_with_the_match()
            if isinstance(self.top, MatchResult):
                self.wait_for_the_disk()
                return self.top
        raise JourneyLost("the match did not end in five games")

    def open_replays(self) -> list[str]:
        """Replays on the title: the lines of the games listed."""
        self.go_to_the_title()
        self.press("Replays")
        expect(isinstance(self.top, WatchList), f"not on WatchList but {type(self.top).__name__}")
        return [game.line for game in self.top.games]

    def watch(self, index: int = 0) -> ReplayViewer:
        """Click a game's line in Replays; the viewer opens on it."""
        listing = self.top
        expect(isinstance(listing, WatchList), f"not on WatchList but {type(self.top).__name__}")
        self.click(listing.rows[index].center)
        assert not listing.problem, f"Replays refused the game: {listing.problem}"
        assert isinstance(self.top, ReplayViewer), f"no viewer opened (showing {type(self.top).__name__})"
        return self.top

    def open_games_in_progress(self) -> list[Path]:
        """Games in progress on the title: the save of each game listed, in the list's order."""
        self.go_to_the_title()
        expect(self.offers("Games in progress"), f"the title offers no Games in progress: {self.labels()}")
        self.press("Games in progress")
        expect(isinstance(self.top, GamesInProgress), f"not on GamesInProgress but {type(self.top).__name__}")
        return [resumed.path for resumed, _ in self.top.games]

    def continue_listed(self, index: int) -> PlayScene:
        """Click a game's row in Games in progress (away from its Delete button); its table opens."""
        listing = self.top
        expect(isinstance(listing, GamesInProgress), f"not on GamesInProgress but {type(self.top).__name__}")
        row = listing.rows[index]
        self.click((row.x + row.w // 4, row.centery))
        expect(not listing.note, f"the game did not continue: {listing.note}")
        return self.table()


def _says(said: str, label: str) -> bool:
    """A button says `label`, its key, arrows and aside apart ("End »", "Share · S", "Quit (the game is saved)")."""
    return said == label or said.split(" · ")[0].strip("‹›»« ▶") == label or said.startswith(f"{label} (")


class Stepping:
    """The game's App for helpers written against one: `run` is a journey's step."""

    def __init__(self, journey: Journey) -> None:
        self.journey = journey

    def run(self, seconds: float) -> None:
        self.journey.step(seconds)
        if self.journey._thinking():
            time.sleep(0.002)  # the game's time waits for the worker, as a person's would

    @property
    def stack(self):
        return self.journey.app.stack

    @property
    def clock(self):
        return self.journey.app.clock


__all__ = ["GameCrashed", "Journey", "JourneyLost"]
