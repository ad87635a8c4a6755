"""You against the computer, two people at one screen, or a friend online: the table that conducts the game.

It shows the view of the person at the screen and asks their decisions (drawing and input are
seated_table.py's); the game comes from a seat (play/seats.py: the computer's moves from the worker
at a fixed pace, or the screen passed behind a hand-off drawn from the public view), is kept by a
keeper (play/keeping.py: saves and statistics), and a guide (play/guide.py) adds any lesson.
Escape opens the menu; F1 the keys and rules; H a hint; U (or Ctrl+Z) undoes while undo cannot
leak; W opens the seated player's own Cypher Wheel.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable

from game.engine import Choice
from game.engine.decision import ACTION_KINDS
from game.session.game_session import GameSession
from game.session.match_session import MatchSession
from game.session.workers import Runner, warm_up
from game.storage.notices import waiting
from game.storage.saves import Autosave, Resumed, resume
from game.storage.settings import Settings, save_settings
from game.text.levels import seat_names
from game.text.match_words import match_tag
from game.text.table_menus import HINTS_FOR_YOURS
from game.ui.decisions.input import DecisionInput
from game.ui.decisions.registry import prompt_for
from game.ui.play import undoing
from game.ui.play.commands import Commands
from game.ui.play.guide import Guide
from game.ui.play.hinting import Hints
from game.ui.play.pacing import PAUSE_BEFORE_REVEAL, POLL
from game.ui.scene import ANIMATING
from game.ui.scenes.hand_off import SinceLastTurn, recap_lines
from game.ui.scenes.seated_table import SeatedTable
from game.ui.scenes.wheel_sheet import WheelSheet
from game.ui.sound import Sounds
from game.ui.table.render import Decor
from game.ui.table.wheel import PLAIN_DIAL, percent
from game.ui.table.wheels import Wheels
from game.ui.widgets.targets import Target
from game.wheel.levels import AssistantLevel

if TYPE_CHECKING:
    from game.ui.look.theme import Theme


class PlayScene(SeatedTable):
    """The seat of the person at the screen, the other side across it."""

    def __init__(self, theme: Theme, sounds: Sounds, settings: Settings, start: Callable[[], GameSession],
                 runner: Runner, save: Callable[[Settings], None] = save_settings, saved: Resumed | None = None,
                 notice: str | None = None, assistant: AssistantLevel = AssistantLevel.OFF,
                 new_match: Callable[[], MatchSession] | None = None, guide: Guide | None = None) -> None:
        self.guide = guide or Guide()
        self.guide.attach(self)
        self.new_match_session = new_match
        """Deals a new match (None: single games)."""
        self.match = saved.match if saved is not None else new_match() if new_match is not None else None
        session = self.match.session if self.match is not None else start() if saved is None else resume(saved)
        super().__init__(theme, session.deck, sounds, viewer=session.human, names=seat_names(
            session.opponent, session.human, session.names))
        self.settings, self.start, self.runner, self.save = settings, start, runner, save
        self.keeper = self.guide.keeper(runner, self.say)
        self.commands = Commands(self)
        self.hints = Hints(runner)
        self.input: DecisionInput | None = None
        self.tool_hits = []
        self.pointer_at = None
        self.rest = 0.0
        """Before the Big Reveal: seconds the finished table rests first."""
        self.revealed = False
        self.events_seen = [0, 0]
        """In hotseat: how many events of their own view each player has had on screen."""
        self.assistant = assistant
        """The Cypher Wheel's assistant for new games (each player may change it at the table)."""
        self.notice = notice
        """A one-line message over the table (a save that could not be read or written) until the next input."""
        self.settings_changed(settings)
        runner.submit(warm_up)
        wheels = None
        if saved is not None:
            wheels = Wheels.saved(session.deck, self.names, saved.saved.to_wheels())
        self.begin(session, Autosave(saved.path if saved is not None else None, self.match), wheels)
        if saved is not None and saved.saved.picks and self.input is not None:
            self.input.restore([tuple(key) for key in saved.saved.picks])
            self.sync_decor()
        self.score_first = self.match is not None and self.match.between_games and not self.match.state.over
        """A match saved between games resumes at its score, not at the last game's reveal."""

    # ----- the game ------------------------------------------------------------------

    def begin(self, session: GameSession, autosave: Autosave | None = None, wheels: Wheels | None = None) -> None:
        """Seat a new game at the table; it is saved after every decision until it is over."""
        self.guide.seated(session)
        self.session = session
        self.seat = self.guide.seat(session, self.runner)
        self.keeper.start(session, autosave or Autosave(match=self.match))
        self.names = seat_names(session.opponent, session.human, session.names)
        kept = self.guide.kept_wheels(session) if wheels is None else None
        self.wheels = wheels or (Wheels.saved(session.deck, self.names, kept) if kept is not None else Wheels(
            session.deck, self.names, levels=(self.assistant, self.assistant)))
        self.viewer = session.human
        self.use_deck(session.deck)
        self.revealed = False
        self.events_seen = [0, 0]
        self.refresh()

    def refresh(self) -> None:
        """Show the game as it is now; ask the person at the screen, or let the other side's turn begin."""
        session = self.session
        if session.hotseat and session.over and session.human is not None:
            session.seat(None)  # the end is public: both look at the table together
        if session.human != self.viewer:
            self.reseat(session.human)
        view = self.seat.view()
        self.show(view)
        self.dial = self.wheels.dial(view) if self.viewer is not None else PLAIN_DIAL
        if self.viewer is not None:
            self.events_seen[self.viewer] = len(view.events)
        prompt = prompt_for(view, self.deck, self.names) if self.seat.to_move else None
        self.input = DecisionInput(self.guide.narrow(prompt), self.needs_confirm) if prompt is not None else None
        self.hints.clear()
        self.seat.begin(view, self.settings.animation_speed)
        if session.over:
            self.rest = PAUSE_BEFORE_REVEAL / self.settings.animation_speed
        self.sync_decor()
        self.keep()
        self.guide.refreshed()

    def keep(self) -> None:
        """Save the game as it stands (and count it once over)."""
        picks = self.input.prompt.picks if self.input is not None else ()
        self.keeper.keep(self.session, self.match, picks, self.wheels)

    def say(self, line: str) -> None:
        """A line over the table until the next input (a disk that refused a save)."""
        self.notice = line
        self.dirty = True

    def reseat(self, viewer: int | None) -> None:
        """The table changes eyes: nothing the last viewer saw (zoom, hint, log lines) stays."""
        self.viewer = viewer
        self.use_deck(self.deck)
        self.hover = self.pinned = None
        self.log_focus = None

    def take_seat(self, player: int) -> None:
        """The incoming player clicked: show their table, then what they missed since their last turn."""
        self.commands.close_overlays()
        missed = self.events_seen[player]
        self.session.seat(player)
        self.refresh()
        seen = self.seat.view().events
        lines = recap_lines(seen[missed:], player, self.deck, self.names) if missed else []
        if lines:
            self.stack.push(SinceLastTurn(self.theme, player, self.names, lines))

    def needs_confirm(self, choice: Choice) -> bool:
        """Every Action, and any choice that could not be undone, asks first (unless turned off)."""
        return self.settings.confirm_plays and (choice[0] in ACTION_KINDS or not self.session.undoable_after(choice))

    def choose(self, choice: Choice) -> None:
        """The person's choice, with the picks that led to it (undo gives them back)."""
        self.seat.choose(choice, tuple(self.input.prompt.picks) if self.input is not None else ())
        self.refresh()

    def sync_decor(self) -> None:
        score = self.guide.score()
        if self.match is not None:
            seen = self.match.view(self.view.viewer if self.view is not None else None)
            bottom = self.view.viewer if self.view is not None and self.view.viewer is not None else 0
            score = match_tag(len(seen.winners) + (0 if self.session.over else 1), seen.best_of,
                              (seen.wins[bottom], seen.wins[1 - bottom]))
        decor = Decor(match=score) if self.input is None else Decor(self.input.raised, self.input.step.title,
                                                                    match=score)
        if decor != self.decor:
            self.decor = decor
            self.dirty = True

    def update(self, dt: float) -> None:
        super().update(dt)
        self.keeper.check()
        if waiting():  # told by the disk thread (a game let go to make room): shown at once
            self.dirty = True
        if self.seat.due and self.frame_key is not None and not self.guide.holds_opponent():
            self.seat.send()  # once the changed table has been drawn: pickling and drawing never share a frame
        if self.score_first:
            self.score_first, self.revealed = False, True
            self.commands.flow().after_game()
        if self.hints.arrived():
            self.dirty = True
        if self.motion.active:
            return
        if self.session.over:
            self.rest -= dt
            if not self.revealed and self.rest <= 0:
                self.revealed = True
                self.stack.push(self.guide.big_reveal())
            return
        news = self.seat.news(dt)
        if news is not None and news.hand_to is not None:
            player = news.hand_to
            self.commands.hand_off(player, lambda: self.take_seat(player))
        elif news is not None:
            self.refresh()

    def wake_in(self) -> float | None:
        wake = super().wake_in()
        if wake == ANIMATING or self.seat.due:
            return ANIMATING
        waits = [w for w in (wake, self.seat.wait()) if w is not None]
        if self.hints.job is not None or self.keeper.busy:
            waits.append(POLL)
        if self.session.over and not self.revealed:
            waits.append(max(0.0, self.rest))
        return min(waits) if waits else None

    def closed(self) -> None:
        self.runner.close()
        self.guide.closed()

    def undo(self) -> None:
        undoing.undo(self)

    def tools(self) -> list[Target]:
        hint = Target(("tool", "hint"), self.session.human_to_move, HINTS_FOR_YOURS, "Hint · H")
        refusal = self.guide.hint_refusal()
        return [Target(("tool", "menu"), label="Menu · Esc"), Target(("tool", "help"), label="Help · F1"),
                hint if refusal is None else replace(hint, legal=False, reason=refusal),
                Target(("tool", "undo"), undoing.can_undo(self), undoing.undo_why(self), "Undo · U")]

    # ----- the Cypher Wheel ----------------------------------------------------------

    def open_wheel(self, number: int | None) -> None:
        """The seated player's large wheel over the table (at `number`, if a wedge was clicked)."""
        guided = self.guide.wheel_sheet()
        if guided is None and (self.viewer is None or self.view is None):
            return
        top = self.stack.top
        if guided is None and isinstance(top, WheelSheet):
            if number is not None:
                top.focus = top.pointed = ("number", number)
                top.dirty = True
            return
        assert self.view is not None
        self.stack.push((guided or WheelSheet)(self.theme, self.wheels, self.view, self.names, self.wheel_changed,
                                               lambda why: self.show_evidence(why.event, why.places),
                                               self.handle_event, number))

    def wheel_changed(self) -> None:
        """A mark, a note or the assistant's level changed: redraw the small wheel and save."""
        if self.viewer is not None and self.view is not None:
            self.dial = self.wheels.dial(self.view)
        self.dirty = True
        self.keep()
        self.guide.wheel_changed()

    def wheel_tip(self, number: int) -> str | None:
        if self.viewer is None or self.view is None:
            return None
        if self.wheels.their_view[self.viewer]:
            return "\n".join(why.text for why in self.wheels.exposure(self.view).why[number][:4]) or None
        help_ = self.wheels.assistance(self.view)
        lines = [why.text for why in help_.why[number][:4]]
        if help_.odds is not None and any(help_.odds) and number not in help_.struck:
            lines.insert(0, f"{number}: {percent(help_.odds[number])} their Suitcase")
        return "\n".join(lines) or None

    # ----- menus and settings -------------------------------------------------------

    def open_menu(self) -> None:
        self.stack.push(self.guide.menu())

    def settings_changed(self, settings: Settings) -> None:
        self.settings = settings
        self.sounds.muted = settings.muted
        self.motion.speed = settings.animation_speed
