"""Learn to play: the guided first game at the table, then free play against `easy`.

The table is the ordinary one (PlayScene); a lesson only narrows what is
clickable, draws its tip beside the thing to click, and has the opponent play
the script. Explanations wait for a click on their tip (or Enter); the wheel
lesson waits for its marks. The menu skips to free play at any point, turns
the tips off, starts the lesson again or leaves; the tutorial keeps its own
save and never counts in the statistics.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Callable

import pygame
from pygame import Rect

from game.ai import bot_seed
from game.decks.deck import load_ready_deck
from game.engine import GameState
from game.session.game_session import GameSession
from game.session.workers import Runner
from game.storage.home import set_aside
from game.storage.records import record_game, replay
from game.storage.saves import Autosave, Resumed, SavedGame, put_aside
from game.storage.settings import Settings, save_settings
from game.text.words import Words
from game.tutorial.lessons import (
    DECK,
    EXPLAIN,
    FIRST,
    FREE_FROM,
    GO_ON,
    LESSONS,
    LEVEL,
    ORDER,
    REVEAL_TIP,
    SEED,
    SHEET_TIP,
    TABLE,
    WHEEL,
    Lesson,
)
from game.tutorial.progress import TutorialSave, lesson_now, read_tutorial, tutorial_path, write_tutorial
from game.tutorial.scripted_bot import ScriptedBot
from game.tutorial.tips import due_tips
from game.ui import keymap
from game.ui.decisions.base import Prompt
from game.ui.look.layout import Layout, layout_for
from game.ui.look.theme import Theme
from game.ui.scenes.overlays import BigReveal, MenuOverlay
from game.ui.scenes.play import PlayScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.tutorial_narrow import narrowed
from game.ui.scenes.tutorial_tip import AT_THE_TABLE, KICKER, draw_tip
from game.ui.scenes.wheel_sheet import WheelSheet
from game.ui.sound import Sounds
from game.ui.table.places import place_rect
from game.ui.table.wheel import SPAN, Radii, band_span
from game.ui.table.wheels import Wheels
from game.ui.widgets.menu import MenuItem
from game.ui.widgets.targets import CONFIRM, Target


def tutorial_game() -> GameSession:
    """The guided game from its stacked deal, you in seat 0, first to play."""
    deck = load_ready_deck(DECK)
    state = GameState(deck.abilities(), "standard", FIRST, SEED)
    state.apply(("deal", ORDER))
    return GameSession.at(state, deck, SEED, LEVEL, 0, spec=DECK)


def saved_tutorial() -> tuple[TutorialSave | None, str | None]:
    """The tutorial left unfinished, if there is one that still replays; one that does not is moved
    aside, its bytes intact, with a one-line message."""
    path = tutorial_path()
    if not path.exists():
        return None, None
    try:
        saved = read_tutorial(path)
        replay(saved.record, str(path))
    except Exception as error:  # noqa: BLE001 - no saved tutorial may stop Learn to play from opening
        bad = set_aside(path)
        where = f"moved it to {bad.name}" if bad is not None else "left it in place"
        return None, f"The saved tutorial could not be read ({' '.join(str(error).split())}); {where}."
    return saved, None


def code_point(dial: Rect, number: int) -> tuple[int, int]:
    """The middle of `number`'s Code band on a large dial: where a click strikes that number."""
    inner, outer = band_span(Radii(dial.w, True), "code")
    r = (inner + outer) / 2
    angle = -math.pi / 2 + (number - 1) * SPAN
    return round(dial.centerx + r * math.cos(angle)), round(dial.centery + r * math.sin(angle))


NO_HINT = "In a lesson the tip shows the play; hints come back in free play"


class GuidedSheet(WheelSheet):
    """The large wheel during the wheel lesson: the first number to strike outlined, the tip in the
    right column's free space, clear of the dial."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        layout = layout_for(*surface.get_size())
        sheet = self._sheet(layout)
        x, y = code_point(sheet.dial, 1)
        size = layout.px(22)
        draw_tip(surface, self.theme, layout, SHEET_TIP, Rect(x - size // 2, y - size // 2, size, size),
                 at=(sheet.column.x, sheet.why.bottom - layout.px(48)), width=sheet.column.w)


class TutorialReveal(BigReveal):
    """The Big Reveal with a last tip: why the game was won."""

    tip_box: Rect | None = None

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        layout = layout_for(*surface.get_size())
        self.tip_box = draw_tip(surface, self.theme, layout, REVEAL_TIP, None)


class TutorialScene(PlayScene):
    """The guided game, resumable, apart from the normal saves and statistics."""

    def __init__(self, theme: Theme, sounds: Sounds, settings: Settings, runner: Runner,
                 save: Callable[[Settings], None] = save_settings, saved: TutorialSave | None = None) -> None:
        self.dismissed: tuple[int, ...] = saved.dismissed if saved is not None else ()
        self.told: tuple[str, ...] = saved.told if saved is not None else ()
        self.guided = saved.guided if saved is not None else True
        self.tip_box: Rect | None = None
        self.telling: tuple[str, tuple[Any, ...] | None] | None = None
        """A tip told once (its text and the place it points at), on screen until the next click or key."""
        resumed = None
        if saved is not None:
            game = saved.game
            resumed = Resumed(tutorial_path(), game, replay(saved.record), saved.record.deck.deck())
        super().__init__(theme, sounds, settings, tutorial_game, runner, save, resumed)

    # ----- the game --------------------------------------------------------------------

    def begin(self, session: GameSession, autosave: Autosave | None = None, wheels: Wheels | None = None) -> None:
        session.bot = ScriptedBot(bot_seed(SEED, 1), self.guided)
        super().begin(session, Autosave(tutorial_path()), wheels)

    def lesson(self) -> tuple[int, Lesson] | None:
        """The lesson under way, if the game is guided and the player is to act on one."""
        if not self.guided or self.view is None or self.viewer is None:
            return None
        i = lesson_now(self.session.view(), self.dismissed, self.wheels.notebook(self.viewer).struck)
        return (i, LESSONS[i]) if i is not None else None

    def narrow(self, prompt: Prompt) -> Prompt:
        now = self.lesson()
        if now is None:
            return prompt
        lesson = now[1]
        goal = lesson.goal(prompt.view) if lesson.kind not in (EXPLAIN, WHEEL) else None
        return narrowed(prompt, goal)

    def _refresh(self) -> None:
        super()._refresh()
        if self.telling is not None:
            return
        view = self.session.view()
        if self.settings.tips:
            due = due_tips(view, self.told)
            if due:
                self.telling, self.told = (due[0].text, due[0].place(view)), self.told + (due[0].key,)
        if self.telling is not None:
            self._save()

    def _save(self) -> None:
        session = self.session
        path = tutorial_path()
        try:
            if session.over:
                path.unlink(missing_ok=True)
                return
            picks = self.input.prompt.picks if self.input is not None else ()
            wheels = self.wheels.to_save()
            record = record_game(session.state, session.deck, session.spec, players=("you", LEVEL))
            game = SavedGame(record=record, seed=session.seed, opponent=LEVEL, human=0,
                             picks=[list(key) for key in picks], notebooks=wheels.notebooks,
                             assistant=wheels.assistant, aided=wheels.aided)
            write_tutorial(TutorialSave(game=game, dismissed=self.dismissed, told=self.told, guided=self.guided),
                           path)
        except OSError as error:
            self.notice = f"The tutorial could not be saved ({error.strerror or error}); play goes on unsaved."

    def _think(self) -> None:
        """The opponent waits while an explanation is up: it is about what just happened."""
        now = self.lesson()
        if now is None or now[1].kind != EXPLAIN:
            super()._think()

    # ----- input -----------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        now = self.lesson()
        explaining = now is not None and now[1].kind == EXPLAIN
        if explaining and self._dismisses(event):
            assert now is not None
            self.dismissed += (now[0],)
            self._refresh()
            self.dirty = True
            return
        if self.telling is not None and not explaining and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.telling = None
            self.dirty = True
            if self._dismisses(event):
                return
        super().handle_event(event)

    def _dismisses(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.tip_box is not None and self.tip_box.collidepoint(event.pos)
        return keymap.command_for(event) == keymap.ACTIVATE

    def _ask_hint(self) -> None:
        if self.lesson() is None:
            super()._ask_hint()

    def _tools(self) -> list[Target]:
        """During a lesson the tip is the hint: the Hint button waits for free play."""
        tools = super()._tools()
        if self.lesson() is None:
            return tools
        return [replace(t, legal=False, reason=NO_HINT) if t.key == ("tool", "hint") else t for t in tools]

    def open_wheel(self, number: int | None) -> None:
        now = self.lesson()
        if now is None or now[1].kind != WHEEL or self.view is None:
            super().open_wheel(number)
            return
        self.stack.push(GuidedSheet(self.theme, self.wheels, self.view, self.names, self.wheel_changed,
                                    lambda why: self.show_evidence(why.event, why.places), self.handle_event, number))

    def wheel_changed(self) -> None:
        """Once the wheel lesson's marks are made, the sheet closes and the next lesson begins."""
        super().wheel_changed()
        top = self.stack.top
        now = self.lesson()
        if isinstance(top, GuidedSheet) and (now is None or now[1].kind != WHEEL):
            top.close()
            self._refresh()

    # ----- menus -----------------------------------------------------------------------

    def _open_menu(self) -> None:
        self.stack.push(MenuOverlay(self.theme, "Learn to play", (
            MenuItem("Resume", self._close_overlay),
            *((MenuItem("Skip the lessons: play on freely", self._skip),) if self.lessons_left else ()),
            MenuItem(lambda: f"Tips: {'on' if self.settings.tips else 'off'}",
                     lambda: self._change(tips=not self.settings.tips)),
            MenuItem("Start the lesson again", self._new_game),
            MenuItem("Rules", lambda: self.stack.push(RulesScene(self.theme))),
            MenuItem("Title screen (Learn to play resumes)", self._leave),
            MenuItem("Quit (the tutorial is saved)", lambda: self.stack.clear()),
        )))

    @property
    def lessons_left(self) -> bool:
        """Whether a lesson is still to come (the menu offers to skip them only then)."""
        return self.guided and not self.session.over and self.session.state.turn < FREE_FROM

    def _skip(self) -> None:
        """Free play from here: every option clickable, `easy` on their side."""
        self.guided = False
        bot = self.session.bot
        if isinstance(bot, ScriptedBot):
            bot.guided = False
        self._close_overlay()
        self._refresh()

    def _new_game(self) -> None:
        self.dismissed, self.told, self.guided, self.telling = (), (), True, None
        super()._new_game()

    def _reveal_items(self) -> tuple[MenuItem, ...]:
        return (MenuItem("Play again", self._new_game), MenuItem("See the table", self._close_overlay),
                MenuItem("Title screen", self._leave))

    def big_reveal(self) -> BigReveal:
        view = self.session.view()
        won = view.result is not None and view.result.winner == self.viewer
        cls = TutorialReveal if self.guided and won else BigReveal
        return cls(self.theme, view, self._reveal_items(), self.names)

    # ----- drawing ---------------------------------------------------------------------

    def draw_guide(self, surface: pygame.Surface, layout: Layout) -> None:
        self.tip_box = None
        if self.stack.top is not self:
            return
        shown = self.guide()
        if shown is not None:
            text, near = shown
            avoid = [hit.rect for hit in self.ready.hits] if self.ready is not None else []
            kicker = AT_THE_TABLE if self.guided else KICKER
            self.tip_box = draw_tip(surface, self.theme, layout, text, near, avoid, kicker=kicker)

    def guide(self) -> tuple[str, Rect | None] | None:
        """The tip now (a tip told once first, else the lesson's) and the rectangle it points at
        (after a draw: the hits are the drawn ones)."""
        window = pygame.display.get_surface()
        if self.view is None or window is None or self.motion.active:
            return None
        layout = layout_for(*window.get_size())
        now = self.lesson()
        if self.telling is not None and (now is None or now[1].kind != EXPLAIN):
            text, place = self.telling
            return f"{text} {GO_ON}", place_rect(layout, self.view, place) if place is not None else None
        if now is None:
            return None
        lesson = now[1]
        if lesson.kind in (EXPLAIN, WHEEL):
            near = (layout.wheel if lesson.place == ("wheel",) else None if lesson.place == (TABLE,)
                    else place_rect(layout, self.view, lesson.place))
            return self._facts(lesson.tips[0]), near
        ready = self.ready
        if ready is None:
            return None
        if ready.confirm is not None:
            hit = next((h for h in ready.hits if h.target.key == CONFIRM), None)
            return lesson.tips[-1], hit.rect if hit is not None else None
        tip = lesson.tips[min(len(ready.prompt.picks), len(lesson.tips) - 2)]
        legal = [h for h in ready.hits if h.target.legal and not h.target.quiet]
        hit = next((h for h in legal if h.target.tab), legal[0] if legal else None)
        return tip, hit.rect if hit is not None else None

    def _facts(self, text: str) -> str:
        """Fill in what the game showed: the card shown after the failed Attempt."""
        if "{shown}" not in text or self.view is None:
            return text
        shown = [e.secret.number for e in self.view.events if e.kind == "shown" and e.secret is not None]
        return text.format(shown=Words(self.viewer, self.deck).card(shown[-1]) if shown else "a card")


def learn_to_play(theme: Theme, sounds: Sounds, settings: Settings, runner: Runner) -> TutorialScene:
    """The tutorial from the title: the one left unfinished, or a fresh one (a saved one that cannot be
    seated is set aside, bytes intact, and the player told)."""
    saved, notice = saved_tutorial()
    try:
        scene = TutorialScene(theme, sounds, settings, runner, saved=saved)
    except Exception as error:  # noqa: BLE001 - the same: any failure to seat it
        if saved is None:
            raise
        notice = put_aside(tutorial_path(), error)
        scene = TutorialScene(theme, sounds, settings, runner)
    scene.notice = notice
    return scene

