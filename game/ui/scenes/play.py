"""You against the computer, or two people at one screen: every decision by mouse or keyboard.

The scene shows the view of the person at the screen, asks each of their
decisions through a prompt, and plays the bot's moves as they come back from
the worker, one at a time and only once the table has explained the last
change. In hotseat, whenever the other person must decide, the table gives
way to a hand-off drawn from the public view; only their click seats them,
and then the table shows their view alone. Escape opens a menu; F1 the keys and
rules; H a hint; U (or Ctrl+Z) undoes while undo cannot leak; W opens the
seated player's own Cypher Wheel (in hotseat each player has theirs, drawn
only while they are at the screen).
"""

from __future__ import annotations

import random
from concurrent.futures import Future
from typing import TYPE_CHECKING, Callable

import pygame

from game.ai import hint_seed
from game.ai.base import parse_player
from game.ai.budgets import LEVEL_BUDGETS, budget_at
from game.decks.specs import DeckSource
from game.engine import Choice
from game.engine.cards import NORMAL_TURNS
from game.engine.decision import ACTION, ACTION_KINDS
from game.engine.view import View
from game.session.game_session import DEFAULT_NAMES, GameSession
from game.session.match_session import MatchSession
from game.session.workers import Runner, bot_choice, hint_for, outcome, warm_up
from game.storage.notices import take
from game.storage.saves import Autosave, Resumed, resume
from game.storage.settings import PACES, Settings, save_settings
from game.storage.statistics import count_game, count_match
from game.text.levels import seat_names
from game.text.undo_words import undo_stop_line
from game.text.words import Names, player_name
from game.ui import keymap
from game.ui.decisions.base import Prompt
from game.ui.decisions.input import OPEN_MENU, DecisionInput
from game.ui.decisions.layer import draw_decision, draw_hint, draw_note, draw_pointer_tip, draw_tools
from game.ui.decisions.registry import prompt_for
from game.ui.look.layout import Layout, layout_for
from game.ui.look.theme import Theme
from game.ui.scene import ANIMATING, Scene
from game.ui.scenes.hand_off import HandOff, SinceLastTurn, recap_lines
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.match_flow import MatchFlow
from game.ui.scenes.overlays import BigReveal, MenuOverlay
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_screen import SettingsScreen
from game.ui.scenes.table import TableScene
from game.ui.scenes.wheel_sheet import WheelSheet
from game.ui.sound import Sounds
from game.ui.table.banner import match_tag
from game.ui.table.log import PAGE
from game.ui.table.render import Decor
from game.ui.table.wheel import PLAIN_DIAL, percent
from game.ui.table.wheels import Wheels
from game.ui.widgets.menu import MenuItem
from game.ui.widgets.targets import Hit, Target, hit_at
from game.wheel.notebook import Level

if TYPE_CHECKING:
    from game.ai.hints import Hint

PAUSE_BEFORE_ACTION = 0.8
PAUSE_BEFORE_CHOICE = 0.6
PAUSE_BEFORE_REVEAL = 1.2
PAUSE_BEFORE_HAND_OFF = 0.9
SECONDS_PER_PLAYOUT = 0.006
"""A search level's time per playout of its final-turn budget: expert's slowest decisions (p99) took
0.55 to 0.9 s on a busy 2-core machine, under the 1.15 s this gives it. A search not done by then
stops there (bot_choice), so its move appears on time on a slower machine too."""


def thinking_time(opponent: str | None) -> float:
    """Seconds the computer is given to think before its move appears, whatever the position.

    A search takes longer in some positions than in others, and the position includes the
    computer's hidden cards: its move appears only after this fixed time (its budget in the
    final turns at the slowest playout), so when it appears tells nothing of them.
    """
    if opponent is None:
        return 0.0
    level, budget = parse_player(opponent)
    if level not in LEVEL_BUDGETS:
        return 0.0
    return budget_at(budget or LEVEL_BUDGETS[level], NORMAL_TURNS) * SECONDS_PER_PLAYOUT
"""Seconds (at pace 1) the table rests before the computer's move, the Big Reveal, or a hand-off
(the same for every decision, so its length tells nothing)."""
POLL = 0.05
"""How often to look for the worker's answer while it thinks."""


def table_names(session: GameSession) -> Names:
    """How the table names the seats: the computer by its level, people by their names."""
    return seat_names(session.opponent, session.human, session.names)


def starter(decks: DeckSource, variant: str, opponent: str | None, seed: int | None,
            names: Names = None, first: int | None = None) -> Callable[[], GameSession]:
    """New games: the first with `seed` (random if None), every later one with a fresh seed.

    `opponent` None: a hotseat game between `names`, nobody at the screen until the first hand-off.
    `first`: who starts every game (None: a coin toss each time).
    """
    seeds = iter(() if seed is None else (seed,))

    def start() -> GameSession:
        game_seed = next(seeds, None)
        if game_seed is None:
            game_seed = random.randrange(1 << 31)
        deck, spec = decks.for_game(game_seed)
        if opponent is None:
            return GameSession(deck, variant, game_seed, None, human=None, first_player=first,
                               names=names or DEFAULT_NAMES, spec=spec)
        return GameSession(deck, variant, game_seed, opponent, first_player=first, spec=spec)
    return start


class PlayScene(TableScene):
    """The human's seat at the table, the bot across it."""

    def __init__(self, theme: Theme, sounds: Sounds, settings: Settings, start: Callable[[], GameSession],
                 runner: Runner, save: Callable[[Settings], None] = save_settings, saved: Resumed | None = None,
                 notice: str | None = None, assistant: Level = "off",
                 new_match: Callable[[], MatchSession] | None = None) -> None:
        self.new_match_session = new_match
        """Deals a new match (None: single games)."""
        self.match = saved.match if saved is not None else new_match() if new_match is not None else None
        session = self.match.session if self.match is not None else start() if saved is None else resume(saved)
        super().__init__(theme, session.deck, sounds, viewer=session.human, names=table_names(session))
        self.settings = settings
        self.start = start
        self.runner = runner
        self.save = save
        self.input: DecisionInput | None = None
        self.job: Future | None = None
        self.think_due = False
        """The bot is to move: its work goes to the runner on a frame after the table shows it (see _think)."""
        self.hint_job: Future | None = None
        self.writes: list[Future] = []
        """Saves handed to the disk thread and not yet seen done."""
        self.hint: Hint | None = None
        self.rest = 0.0
        self.revealed = False
        self.tool_hits: list[Hit] = []
        self.pointer_at: tuple[int, int] | None = None
        self.hand_off_to: int | None = None
        """In hotseat: the player the screen is passed to once the table has rested."""
        self.events_seen = [0, 0]
        """In hotseat: how many events of their own view each player has had on screen."""
        self.assistant = assistant
        """The Cypher Wheel's assistant for new games (each player may change it at the table)."""
        self.notice = notice
        """A one-line message over the table (a save that could not be read or written) until the next input."""
        self._apply_settings()
        runner.submit(warm_up)
        wheels = None
        if saved is not None:
            wheels = Wheels.saved(session.deck, table_names(session), saved.saved.to_wheels())
        self.begin(session, Autosave(saved.path if saved is not None else None, self.match), wheels)
        if saved is not None and saved.saved.picks and self.input is not None:
            self.input.restore([tuple(key) for key in saved.saved.picks])
            self._sync_decor()
        self.score_first = self.match is not None and self.match.between_games and not self.match.match.over
        """A match saved between games resumes at its score, not at the last game's reveal."""

    # ----- the game ------------------------------------------------------------------

    def begin(self, session: GameSession, autosave: Autosave | None = None, wheels: Wheels | None = None) -> None:
        """Seat a new game at the table; it is saved after every decision until it is over."""
        self.session = session
        self.autosave = autosave or Autosave(match=self.match)
        self.wheels = wheels or Wheels(session.deck, table_names(session), levels=(self.assistant, self.assistant))
        self.counted = session.over
        self.names = table_names(session)
        self.viewer = session.human
        self.use_deck(session.deck)
        self.revealed = False
        self.events_seen = [0, 0]
        self._refresh()

    def _refresh(self) -> None:
        """Show the game as it is now; ask the human, set the bot thinking, or pass the screen."""
        session = self.session
        if session.hotseat and session.over and session.human is not None:
            session.seat(None)  # the end is public: both look at the table together
        if session.human != self.viewer:
            self._reseat(session.human)
        view = session.view()
        self.show(view)
        self.dial = self.wheels.dial(view) if self.viewer is not None else PLAIN_DIAL
        if self.viewer is not None:
            self.events_seen[self.viewer] = len(view.events)
        prompt = prompt_for(view, self.deck, self.names) if session.human_to_move else None
        self.input = DecisionInput(self.narrow(prompt), self._needs_confirm) if prompt is not None else None
        self.hint = self.hint_job = self.job = None
        self.hand_off_to = None
        pace = self.settings.animation_speed
        self.think_due = session.bot_to_move
        if session.bot_to_move:
            pending = view.decision()
            pause = (PAUSE_BEFORE_ACTION if pending.kind == ACTION else PAUSE_BEFORE_CHOICE) / pace
            self.rest = max(pause, thinking_time(session.opponent))
        elif session.hand_off_due:
            self.hand_off_to = view.decision().player
            self.rest = (PAUSE_BEFORE_HAND_OFF if self.viewer is not None else 0.0) / pace
        elif session.over:
            self.rest = PAUSE_BEFORE_REVEAL / pace
        self._sync_decor()
        self._save()

    def _save(self) -> None:
        """Autosave, and count a finished game once; a disk that refuses is said on screen, and play goes on.

        The save is written off the frame loop (the runner's disk thread): a refusal is said once known.
        """
        session = self.session
        if self.match is not None and session.over:
            self.match.end_game()
        try:
            picks = self.input.prompt.picks if self.input is not None else ()
            self.autosave.update(session, picks, self.wheels.to_save(), self._write)
            if session.over and not self.counted:
                self.counted = True
                result = session.state.result
                self._write(count_game, session.opponent, session.spec, session.variant,
                            result.winner if result else None, session.human if not session.hotseat else None,
                            session.names, self.wheels.aided)
                self._count_match()
        except OSError as error:
            self._unsaved(error)

    def _write(self, fn: Callable[..., object], *args: object) -> None:
        self.writes.append(self.runner.write(fn, *args))
        self._check_writes()

    def _check_writes(self) -> None:
        """Say a save the disk refused, once its write is done."""
        while self.writes and self.writes[0].done():
            error = self.writes.pop(0).exception()
            if isinstance(error, OSError):
                self._unsaved(error)
            elif error is not None:
                raise error

    def _unsaved(self, error: OSError) -> None:
        self.notice = f"The game could not be saved ({error.strerror or error}); play goes on unsaved."
        self.dirty = True

    def _reseat(self, viewer: int | None) -> None:
        """The table changes eyes: nothing the last viewer saw (zoom, hint, log lines) stays."""
        self.viewer = viewer
        self.use_deck(self.deck)
        self.hover = self.pinned = None
        self.log_focus = None

    def _hand_off(self, player: int) -> None:
        """Give the screen to the other person, behind a screen drawn from the public view."""
        self.stack.push(HandOff(self.theme, self.deck, self.session.public_view(), player, self.names,
                                lambda: self._take_seat(player), self._open_menu))

    def _take_seat(self, player: int) -> None:
        """The incoming player clicked: show their table, then what they missed since their last turn."""
        self._close_overlay()
        missed = self.events_seen[player]
        self.session.seat(player)
        self._refresh()
        seen = self.session.view().events
        lines = recap_lines(seen[missed:], player, self.deck, self.names) if missed else []
        if lines:
            self.stack.push(SinceLastTurn(self.theme, player, self.names, lines))

    def _needs_confirm(self, choice: Choice) -> bool:
        """Every Action, and any choice that could not be undone, asks first (unless turned off)."""
        return self.settings.confirm_plays and (choice[0] in ACTION_KINDS or not self.session.undoable_after(choice))

    def _apply(self, choice: Choice) -> None:
        picks = tuple(self.input.prompt.picks) if self.input is not None else ()
        self.session.apply_human(choice, picks)
        self._refresh()

    def _sync_decor(self) -> None:
        score = None
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
        self._check_writes()
        self._think()
        self._resume_at_score()
        if self.hint_job is not None and self.hint_job.done():
            self.hint = outcome(self.hint_job, hint_for, *self._hint_request())
            self.hint_job = None
            self.dirty = True
        if self.motion.active:
            return
        if self.session.over:
            self.rest -= dt
            if not self.revealed and self.rest <= 0:
                self.revealed = True
                self.stack.push(self.big_reveal())
            return
        if self.hand_off_to is not None:
            self.rest -= dt
            if self.rest <= 0:
                player, self.hand_off_to = self.hand_off_to, None
                self._hand_off(player)
            return
        if self.job is not None:
            self.rest -= dt
            if self.rest <= 0 and self.job.done():
                choice, bot = outcome(self.job, bot_choice, self.session.bot, self.session.bot_view(),
                                      self._search_cap())
                self.session.apply_bot(choice, bot)
                self._refresh()

    def _think(self) -> None:
        """Set the bot thinking once the changed table has been drawn: pickling the view for the worker
        and drawing the table anew never share a frame."""
        if self.think_due and self.frame_key is not None:
            self.think_due = False
            self.job = self.runner.submit(bot_choice, self.session.bot, self.session.bot_view(), self._search_cap())

    def _search_cap(self) -> float | None:
        """The most a search level may think: its thinking time less a poll, so the move is ready
        when the table has rested (it is sent a frame after the change); None for other players."""
        thinking = thinking_time(self.session.opponent)
        return max(0.0, thinking - POLL) if thinking else None

    def wake_in(self) -> float | None:
        wake = super().wake_in()
        if wake == ANIMATING or self.think_due:
            return ANIMATING
        waits = [w for w in (wake,) if w is not None]
        if self.job is not None:
            waits.append(max(0.0, self.rest) if self.job.done() else max(POLL, self.rest))
        if self.hint_job is not None or self.writes:
            waits.append(POLL)
        if (self.session.over and not self.revealed) or self.hand_off_to is not None:
            waits.append(max(0.0, self.rest))
        return min(waits) if waits else None

    def closed(self) -> None:
        self.runner.close()

    # ----- hooks for a guided game ---------------------------------------------------

    def narrow(self, prompt: Prompt) -> Prompt:
        """The prompt the player is asked through: here every legal option (a lesson offers fewer)."""
        return prompt

    def big_reveal(self) -> BigReveal:
        return BigReveal(self.theme, self.session.view(), self._reveal_items(), self.names)

    def draw_guide(self, surface: pygame.Surface, layout: Layout) -> None:
        """Drawn over the table last: nothing here (a lesson's tips)."""

    # ----- input ---------------------------------------------------------------------

    @property
    def ready(self) -> DecisionInput | None:
        """The decision input, when the human may act on it now."""
        return None if self.motion.active else self.input

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.notice is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.notice = None
            self.dirty = True
        command = keymap.command_for(event)
        if command is not None:
            self._command(command, keymap.number_of(event))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tool = hit_at(self.tool_hits, event.pos)
            ready = self.ready
            if tool is not None:
                self._tool(tool.target)
            elif ready is not None and (ready.confirm is not None or hit_at(ready.hits, event.pos)):
                self._outcome(ready.mouse_down(event.pos))
            else:
                super().handle_event(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.ready is not None \
                and self.log_press is None:
            self._outcome(self.ready.mouse_up(event.pos))
        else:
            if event.type == pygame.MOUSEMOTION:
                before = self._pointing()
                self.pointer_at = event.pos
                if self.ready is not None:
                    self.ready.mouse_move(event.pos)
                if self._pointing() != before:
                    self.dirty = True
            super().handle_event(event)
            return
        self._sync_decor()
        self.dirty = True

    def _pointing(self) -> tuple:
        """What the pointer is on, as far as drawing goes: redraw only when it changes."""
        ready = self.ready
        if ready is None:
            return (self._pointed(self.tool_hits),)
        dragging = ready.dragged_hand() is not None or ready.dragged_row() is not None
        return (ready.lit, self._pointed(self.tool_hits), self.pointer_at if dragging else None)

    def _command(self, command: str, number: int | None) -> None:
        if command == keymap.HELP:
            self.stack.push(HelpOverlay(self.theme))
        elif command == keymap.WHEEL:
            self.open_wheel(None)
        elif command in (keymap.LOG_BACK, keymap.LOG_ON):
            self.scroll_log(PAGE if command == keymap.LOG_BACK else -PAGE)
        elif command == keymap.LOG_FILTER:
            self.toggle_log_filter()
        elif command == keymap.HINT:
            self._ask_hint()
        elif command == keymap.UNDO:
            self._undo()
        elif self.ready is not None:
            self._outcome(self.ready.command(command, number))
        elif command == keymap.BACK:
            self._open_menu()

    def _outcome(self, result: Choice | str | None) -> None:
        if result == OPEN_MENU:
            self._open_menu()
        elif isinstance(result, tuple):
            self._apply(result)

    def _tool(self, target: Target) -> None:
        if not target.legal:
            return
        {"menu": self._open_menu, "help": lambda: self.stack.push(HelpOverlay(self.theme)),
         "hint": self._ask_hint, "undo": self._undo}[target.key[1]]()

    def _ask_hint(self) -> None:
        if self.session.human_to_move and self.hint_job is None:
            self.hint = None
            self.wheels.aided = True
            self.hint_job = self.runner.submit(hint_for, *self._hint_request())
            self.dirty = True

    def _hint_request(self) -> tuple[View, int]:
        """What a hint is asked with: the view, and a seed one-way from the game's (never the
        game's own seed, from which the deal could be rebuilt)."""
        view = self.session.view()
        return view, hint_seed(self.session.seed, view.step)

    def _undo(self) -> None:
        """Take back the play waiting for confirmation, else the last pick, else the last choice that told
        nobody anything (its picks come back, so another play can be chosen for the same card)."""
        if self.input is not None and self.input.take_back():
            self._sync_decor()
            self.dirty = True
        elif self.session.can_undo:
            picks = self.session.undo()
            self._refresh()
            if self.input is not None and picks:
                self.input.restore(list(picks))
                self._sync_decor()

    def _can_undo(self) -> bool:
        return (self.input is not None and self.input.can_take_back) or self.session.can_undo

    def _undo_why(self) -> str:
        """Why Undo is greyed now."""
        if not self.session.human_to_move:
            return "Undo is for your own decisions"
        return undo_stop_line(self.session.undo_stop, self.opponent_name())

    def opponent_name(self) -> str:
        """The player across the table from the one at the screen."""
        seat = self.session.human if self.session.human is not None else 0
        return player_name(1 - seat, None, self.names)

    def _tools(self) -> list[Target]:
        human = self.session.human_to_move
        return [Target(("tool", "menu"), label="Menu · Esc"), Target(("tool", "help"), label="Help · F1"),
                Target(("tool", "hint"), human, "Hints are for your own decisions", "Hint · H"),
                Target(("tool", "undo"), self._can_undo(), self._undo_why(), "Undo · U")]

    # ----- the Cypher Wheel ----------------------------------------------------------

    def open_wheel(self, number: int | None) -> None:
        """The seated player's large wheel over the table (at `number`, if a wedge was clicked)."""
        if self.viewer is None or self.view is None:
            return
        top = self.stack.top
        if isinstance(top, WheelSheet):
            if number is not None:
                top.focus = top.pointed = ("number", number)
                top.dirty = True
            return
        self.stack.push(WheelSheet(self.theme, self.wheels, self.view, self.names, self.wheel_changed,
                                   lambda why: self.show_evidence(why.event, why.places), self.handle_event, number))

    def wheel_changed(self) -> None:
        """A mark, a note or the assistant's level changed: redraw the small wheel and save."""
        if self.viewer is not None and self.view is not None:
            self.dial = self.wheels.dial(self.view)
        self.dirty = True
        self._save()

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

    # ----- menus ---------------------------------------------------------------------

    def _open_menu(self) -> None:
        resign = () if self.session.over else (MenuItem("Resign", self._ask_resign),)
        self.stack.push(MenuOverlay(self.theme, "Paused", (
            MenuItem("Resume", self._close_overlay),
            MenuItem(self._new_game_label, self._new_game),
            MenuItem(lambda: f"Confirm plays: {'on' if self.settings.confirm_plays else 'off'}",
                     lambda: self._change(confirm_plays=not self.settings.confirm_plays)),
            MenuItem(lambda: f"Sound: {'off' if self.settings.muted else 'on'}",
                     lambda: self._change(muted=not self.settings.muted)),
            MenuItem(lambda: f"Pace: {dict(PACES).get(self.settings.animation_speed, 'custom')}", self._next_pace),
            MenuItem("Rules", lambda: self.stack.push(RulesScene(self.theme))),
            MenuItem("Settings", lambda: self.stack.push(SettingsScreen(self.theme, self.sounds, self.settings,
                                                                        self._settings_changed, self.save))),
            *resign,
            MenuItem(lambda: "Title screen (Continue resumes)" if self._saved() else "Title screen", self._leave),
            MenuItem(lambda: "Quit (the game is saved)" if self._saved() else "Quit", lambda: self.stack.clear()),
        )))

    def _ask_resign(self) -> None:
        """Resign asks first: it ends the game (in a match, this game only) as a loss."""
        what = "this game of the match" if self.match is not None else "this game"
        self.stack.push(MenuOverlay(self.theme, f"Resign {what}? It counts as a loss.", (
            MenuItem("Keep playing", self._close_overlay), MenuItem("Resign", self.resign))))

    def resign(self) -> None:
        """The person at the screen resigns: the game ends at once, saved and counted, and the Big Reveal
        says who resigned (a replay of it shows the resignation too: it is a step of the record)."""
        self._close_overlay()
        if self.session.over:
            return
        self.session.resign()
        self._refresh()

    def _saved(self) -> bool:
        """Whether leaving now keeps this game to continue later."""
        going_on = not self.session.over or (self.match is not None and not self.match.match.over)
        return going_on and self.autosave.path is not None and self.autosave.path.exists()

    def _reveal_items(self) -> tuple[MenuItem, ...]:
        if self.match is not None:
            go_on = "Match result" if self.match.match.over else "Match score"
            return (MenuItem(go_on, self.flow().after_game), MenuItem("See the table", self._close_overlay),
                    MenuItem("Quit" if self.match.match.over else "Quit (saved)", lambda: self.stack.clear()))
        return (MenuItem("Play again", self._new_game), MenuItem("Replay", self._watch_again),
                MenuItem("Review", self._review), MenuItem("See table", self._close_overlay),
                MenuItem("Quit", lambda: self.stack.clear()))

    def _watch_again(self) -> None:
        """From the Big Reveal: this game from the deal in the replay viewer; leaving it brings the Big Reveal back."""
        from game.storage.records_shared import just_played
        from game.ui.scenes.replay_viewer import ReplayViewer
        from game.ui.scenes.review_screen import review_from

        self._close_overlay()
        self.revealed, self.rest = False, 0.0
        watched = just_played(self.session, self.wheels.to_save(), self.autosave.path)
        pace = self.settings.animation_speed
        self.stack.push(ReplayViewer(self.theme, self.sounds, watched, pace=pace,
                                     review=review_from(self.theme, self.sounds, self.runner, pace)))

    def _review(self) -> None:
        """From the Big Reveal: this game's review, weighed in the worker; leaving it brings the Big Reveal back."""
        from game.storage.records_shared import just_played
        from game.ui.scenes.review_screen import ReviewScreen

        self._close_overlay()
        self.revealed, self.rest = False, 0.0
        watched = just_played(self.session, self.wheels.to_save(), self.autosave.path)
        self.stack.push(ReviewScreen(self.theme, self.sounds, watched, self.runner, self.settings.animation_speed))

    def _close_overlay(self) -> None:
        """Close whatever is over the table (a menu, and a hand-off under it)."""
        while self.stack.top is not self:
            self.stack.pop()

    def _new_game(self) -> None:
        self._close_overlay()
        if self.match is None:
            self.begin(self.start())
        elif self.session.over and not self.match.match.over:
            self.flow().after_game()
        else:
            self.new_match()

    def _new_game_label(self) -> str:
        """The pause menu's way to the next game: in a match, on with it, or a new match."""
        if self.match is not None and self.session.over and not self.match.match.over:
            return "Continue the match"
        kind = "match" if self.match is not None else "game"
        return f"New {kind} (this one is saved)" if self._saved() else f"New {kind}"

    # ----- a match: the table's side of the screens between games (match_flow.py) ------

    def flow(self) -> MatchFlow:
        assert self.match is not None
        return MatchFlow(self.theme, self.match, self)

    def _resume_at_score(self) -> None:
        if self.score_first:
            self.score_first = False
            self.revealed = True
            self.flow().after_game()

    def _count_match(self) -> None:
        """Count a decided match once, with its last game."""
        match = self.match
        if match is not None and match.match.over and not match.counted:
            match.counted = True
            self._write(count_match, match.opponent, match.match.best_of, match.match.winner, match.human,
                        match.names)

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def close_overlays(self) -> None:
        self._close_overlay()

    def deal(self, session: GameSession) -> None:
        """The match's next game at the table, in the match's one save."""
        self.begin(session, self.autosave)

    def save_match(self) -> None:
        self._save()

    def hand_off(self, player: int, ready: Callable[[], None], why: str) -> None:
        self.stack.push(HandOff(self.theme, self.deck, self.session.public_view(), player, self.names, ready,
                                self._open_menu, why))

    def new_match(self) -> None:
        """The same kind of match again, from its first game."""
        self._close_overlay()
        assert self.new_match_session is not None
        self.match = self.new_match_session()
        self.begin(self.match.session, Autosave(match=self.match))

    def leave(self) -> None:
        self._leave()

    def _leave(self) -> None:
        self._close_overlay()
        self.stack.pop()

    def _next_pace(self) -> None:
        speeds = [speed for speed, _ in PACES]
        now = self.settings.animation_speed
        later = [speed for speed in speeds if speed > now]
        self._change(animation_speed=later[0] if later else speeds[0])

    def _change(self, **changes: object) -> None:
        """A setting changed from the pause menu: applied at once, saved if the disk lets it."""
        self._settings_changed(self.settings.model_copy(update=changes))
        try:
            self.save(self.settings)
        except OSError as error:
            self.notice = f"The setting applies now but could not be saved ({error.strerror or error})."

    def _settings_changed(self, settings: Settings) -> None:
        self.settings = settings
        self._apply_settings()

    def _apply_settings(self) -> None:
        self.sounds.muted = self.settings.muted
        self.motion.speed = self.settings.animation_speed

    # ----- drawing -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        if self.view is None:
            return
        self.draw_table(surface, layout)
        zoom = None
        spread_open = False
        ready = self.ready
        if ready is not None:
            zoom, spread_open = draw_decision(surface, self.theme, layout, self.deck, self.view, ready)
        if self.session.over:
            self.tool_hits = []
        else:
            self.tool_hits = draw_tools(surface, self.theme, layout, self._tools(), self._pointed(self.tool_hits))
        if self.hint_job is not None or self.hint is not None:
            draw_hint(surface, self.theme, layout, self.deck, self.view, self.hint, spread_open, self.names)
        shown = self.pinned or self.hover
        if zoom is not None:  # beside the panel, over the side panel if need be, never over the panel
            self.draw_zoom(surface, layout, zoom[0], zoom[1], surface.get_rect())
        elif not spread_open and shown is not None and shown.card is not None and not self.motion.active:
            self.draw_zoom(surface, layout, shown.card, shown.rect, layout.table)
        else:
            self.draw_zoom(surface, layout, None, None, layout.table)
        self.draw_wheel_tip(surface, layout)
        told = [line for line in take() if line not in (self.notice or "")]
        if told:  # a file set aside, a deck gone: said over the table until the next input
            self.notice = " ".join([self.notice or "", *told]).strip()
        if self.notice is not None:
            draw_note(surface, self.theme, layout, "NOTE", self.notice)
        if self.pointer_at is not None and not self.motion.active:
            dragging = ready is not None and ready.dragged_hand() is not None
            draw_pointer_tip(surface, self.theme, layout, (ready.hits if ready is not None else []) + self.tool_hits,
                             self.pointer_at, dragging)
        self.draw_guide(surface, layout)

    def _pointed(self, hits: list[Hit]) -> tuple | None:
        hit = hit_at(hits, self.pointer_at) if self.pointer_at is not None else None
        return hit.target.key if hit is not None else None
