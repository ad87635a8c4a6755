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
from typing import Any, Callable, Sequence

import pygame
from pygame import Rect

from game.ai import bot_seed
from game.decks.deck import load_ready_deck
from game.engine import GameState
from game.session.game_session import GameSession
from game.session.match_session import MatchSession
from game.session.workers import Runner
from game.storage.home import set_aside
from game.storage.records import record_game, replay
from game.storage.saves import Autosave, Resumed, SavedGame, put_aside
from game.storage.settings import Settings, save_settings
from game.text.table_menus import (
    HINTS_IN_FREE_PLAY,
    LESSON_AGAIN,
    SKIP_LESSONS,
    TUTORIAL_QUIT,
    TUTORIAL_TITLE_SCREEN,
    tutorial_unreadable_line,
    tutorial_unsaved_line,
)
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
from game.ui.play.guide import Guide
from game.ui.play.keeping import Keeper
from game.ui.scene import Scene
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
from game.ui.widgets.targets import CONFIRM


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
        return None, tutorial_unreadable_line(" ".join(str(error).split()), bad.name if bad is not None else None)
    return saved, None


def code_point(dial: Rect, number: int) -> tuple[int, int]:
    """The middle of `number`'s Code band on a large dial: where a click strikes that number."""
    inner, outer = band_span(Radii(dial.w, True), "code")
    r = (inner + outer) / 2
    angle = -math.pi / 2 + (number - 1) * SPAN
    return round(dial.centerx + r * math.cos(angle)), round(dial.centery + r * math.sin(angle))




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


class TutorialKeeper:
    """The tutorial's own save (its game, the lessons done and the tips told), never in the statistics."""

    def __init__(self, guide: TutorialGuide, said: Callable[[str], None]) -> None:
        self.guide = guide
        self.said = said
        self.autosave = Autosave(tutorial_path())
        self.busy = False

    def start(self, session: GameSession, autosave: Autosave) -> None:
        """Whatever save the table offers, the tutorial keeps to its own."""

    def keep(self, session: GameSession, match: MatchSession | None, picks: Sequence[tuple], wheels: Wheels) -> None:
        path = tutorial_path()
        guide = self.guide
        try:
            if session.over:
                path.unlink(missing_ok=True)
                return
            kept = wheels.to_save()
            record = record_game(session.state, session.deck, session.spec, players=("you", LEVEL))
            game = SavedGame(record=record, seed=session.seed, opponent=LEVEL, human=0,
                             picks=[list(key) for key in picks], notebooks=kept.notebooks,
                             assistant=kept.assistant, aided=kept.aided)
            write_tutorial(TutorialSave(game=game, dismissed=guide.dismissed, told=guide.told, guided=guide.guided),
                           path)
        except OSError as error:
            self.said(tutorial_unsaved_line(str(error.strerror or error)))

    def check(self) -> None:
        """Written at once: nothing comes back later."""


class TutorialGuide(Guide):
    """The lessons: what is clickable, the tip beside it, the opponent's script, and the tutorial's menu."""

    def __init__(self, saved: TutorialSave | None) -> None:
        self.dismissed: tuple[int, ...] = saved.dismissed if saved is not None else ()
        self.told: tuple[str, ...] = saved.told if saved is not None else ()
        self.guided = saved.guided if saved is not None else True
        self.tip_box: Rect | None = None
        self.telling: tuple[str, tuple[Any, ...] | None] | None = None
        """A tip told once (its text and the place it points at), on screen until the next click or key."""

    def keeper(self, runner: Runner, said: Callable[[str], None]) -> Keeper:
        return TutorialKeeper(self, said)

    def seated(self, session: GameSession) -> None:
        session.bot = ScriptedBot(bot_seed(SEED, 1), self.guided)

    def lesson(self) -> tuple[int, Lesson] | None:
        """The lesson under way, if the game is guided and the player is to act on one."""
        table = self.table
        if not self.guided or table.view is None or table.viewer is None:
            return None
        i = lesson_now(table.session.view(), self.dismissed, table.wheels.notebook(table.viewer).struck)
        return (i, LESSONS[i]) if i is not None else None

    def _explaining(self) -> bool:
        now = self.lesson()
        return now is not None and now[1].kind == EXPLAIN

    def narrow(self, prompt: Prompt) -> Prompt:
        now = self.lesson()
        if now is None:
            return prompt
        lesson = now[1]
        goal = lesson.goal(prompt.view) if lesson.kind not in (EXPLAIN, WHEEL) else None
        return narrowed(prompt, goal)

    def refreshed(self) -> None:
        """A tip due now is told once (and the tutorial saved, so it is not told again)."""
        table = self.table
        if self.telling is not None:
            return
        view = table.session.view()
        if table.settings.tips:
            due = due_tips(view, self.told)
            if due:
                self.telling, self.told = (due[0].text, due[0].place(view)), self.told + (due[0].key,)
        if self.telling is not None:
            table.keep()

    def holds_opponent(self) -> bool:
        """The opponent waits while an explanation is up: it is about what just happened."""
        return self._explaining()

    def takes(self, event: pygame.event.Event) -> bool:
        now = self.lesson()
        explaining = now is not None and now[1].kind == EXPLAIN
        if explaining and self._dismisses(event):
            assert now is not None
            self.dismissed += (now[0],)
            self.table.refresh()
            self.table.dirty = True
            return True
        if self.telling is not None and not explaining and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.telling = None
            self.table.dirty = True
            return self._dismisses(event)
        return False

    def _dismisses(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.tip_box is not None and self.tip_box.collidepoint(event.pos)
        return keymap.command_for(event) == keymap.ACTIVATE

    def hint_refusal(self) -> str | None:
        """During a lesson the tip is the hint: hints wait for free play."""
        return HINTS_IN_FREE_PLAY if self.lesson() is not None else None

    def wheel_sheet(self) -> type[WheelSheet] | None:
        now = self.lesson()
        return GuidedSheet if now is not None and now[1].kind == WHEEL and self.table.view is not None else None

    def wheel_changed(self) -> None:
        """Once the wheel lesson's marks are made, the sheet closes and the next lesson begins."""
        top = self.table.stack.top
        now = self.lesson()
        if isinstance(top, GuidedSheet) and (now is None or now[1].kind != WHEEL):
            top.close()
            self.table.refresh()

    def menu(self) -> Scene:
        table, do = self.table, self.table.commands
        return MenuOverlay(table.theme, "Learn to play", (
            MenuItem("Resume", do.close_overlays),
            *((MenuItem(SKIP_LESSONS, self._skip),) if self.lessons_left else ()),
            MenuItem(lambda: f"Tips: {'on' if table.settings.tips else 'off'}",
                     lambda: do.change(tips=not table.settings.tips)),
            MenuItem(LESSON_AGAIN, do.new_game),
            MenuItem("Rules", lambda: do.push(RulesScene(table.theme))),
            MenuItem(TUTORIAL_TITLE_SCREEN, do.leave),
            MenuItem(TUTORIAL_QUIT, do.quit),
        ))

    @property
    def lessons_left(self) -> bool:
        """Whether a lesson is still to come (the menu offers to skip them only then)."""
        session = self.table.session
        return self.guided and not session.over and session.state.turn < FREE_FROM

    def _skip(self) -> None:
        """Free play from here: every option clickable, `easy` on their side."""
        self.guided = False
        bot = self.table.session.bot
        if isinstance(bot, ScriptedBot):
            bot.guided = False
        self.table.commands.close_overlays()
        self.table.refresh()

    def restart(self) -> None:
        self.dismissed, self.told, self.guided, self.telling = (), (), True, None

    def reveal_items(self) -> tuple[MenuItem, ...]:
        do = self.table.commands
        return (MenuItem("Play again", do.new_game), MenuItem("See the table", do.close_overlays),
                MenuItem("Title screen", do.leave))

    def big_reveal(self) -> BigReveal:
        table = self.table
        view = table.session.view()
        won = view.result is not None and view.result.winner == table.viewer
        cls = TutorialReveal if self.guided and won else BigReveal
        return cls(table.theme, view, self.reveal_items(), table.names)

    def draw(self, surface: pygame.Surface, layout: Layout) -> None:
        self.tip_box = None
        table = self.table
        if table.stack.top is not table:
            return
        shown = self.tip_now()
        if shown is not None:
            text, near = shown
            avoid = [hit.rect for hit in table.ready.hits] if table.ready is not None else []
            kicker = AT_THE_TABLE if self.guided else KICKER
            self.tip_box = draw_tip(surface, table.theme, layout, text, near, avoid, kicker=kicker)

    def tip_now(self) -> tuple[str, Rect | None] | None:
        """The tip now (a tip told once first, else the lesson's) and the rectangle it points at
        (after a draw: the hits are the drawn ones)."""
        table = self.table
        window = pygame.display.get_surface()
        if table.view is None or window is None or table.motion.active:
            return None
        layout = layout_for(*window.get_size())
        now = self.lesson()
        if self.telling is not None and (now is None or now[1].kind != EXPLAIN):
            text, place = self.telling
            return f"{text} {GO_ON}", place_rect(layout, table.view, place) if place is not None else None
        if now is None:
            return None
        lesson = now[1]
        if lesson.kind in (EXPLAIN, WHEEL):
            near = (layout.wheel if lesson.place == ("wheel",) else None if lesson.place == (TABLE,)
                    else place_rect(layout, table.view, lesson.place))
            return self._facts(lesson.tips[0]), near
        ready = table.ready
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
        table = self.table
        if "{shown}" not in text or table.view is None:
            return text
        shown = [e.secret.number for e in table.view.events if e.kind == "shown" and e.secret is not None]
        return text.format(shown=Words(table.viewer, table.deck).card(shown[-1]) if shown else "a card")


class TutorialScene(PlayScene):
    """The guided game, resumable, apart from the normal saves and statistics: the ordinary table led by
    the lessons' guide and kept by the tutorial's keeper."""

    def __init__(self, theme: Theme, sounds: Sounds, settings: Settings, runner: Runner,
                 save: Callable[[Settings], None] = save_settings, saved: TutorialSave | None = None) -> None:
        resumed = None
        if saved is not None:
            resumed = Resumed(tutorial_path(), saved.game, replay(saved.record), saved.record.deck.deck())
        super().__init__(theme, sounds, settings, tutorial_game, runner, save, resumed, guide=TutorialGuide(saved))


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

