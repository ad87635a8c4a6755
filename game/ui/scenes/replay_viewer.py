"""Watch a game again at the real table: step through it, jump to a turn, play it at a pace, from either seat.

From a seat the table shows that player's own view at each decision (and
their Cypher Wheel: the marks a save kept, and the assistant's marks for what
they knew then), so nothing they could not see is drawn; face up shows every
card. Stepping on by one decision animates the change as the game did; any
other jump shows the new position at once. Every control answers the mouse
(the buttons by the banner, the turn pips) and the keyboard (keymap.REPLAY_BINDINGS).
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from game.decks.deck import Deck
from game.engine.decision import ACTION
from game.engine.view import View
from game.storage.records_shared import Watched, share
from game.storage.saves import SavedWheels
from game.text import replay_words as say
from game.ui import keymap
from game.ui.decisions.layer import draw_note, draw_pointer_tip
from game.ui.look.layout import Layout, layout_for
from game.ui.look.theme import Theme
from game.ui.scene import ANIMATING
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.replay_course import FACE_UP, MODES, TURNS, Course, Mode
from game.ui.scenes.table_scene import TableScene
from game.ui.sound import Sounds
from game.ui.table.places import guard_rect
from game.ui.table.render import Decor
from game.ui.table.wheel import PLAIN_DIAL, percent
from game.ui.table.wheels import Wheels
from game.ui.widgets.buttons import draw_button, layout_row, tooltip
from game.ui.widgets.pieces import badge
from game.ui.widgets.targets import Hit, Key, Target, hit_at
from game.wheel.levels import AssistantLevel
from game.wheel.notebook import BLANK

PAUSE_BEFORE_ACTION = 0.9
PAUSE_BEFORE_CHOICE = 0.6
"""Seconds (at pace 1) the table rests on a decision before playing on to the next."""
CONTROLS = {keymap.STEP_ON: "on", keymap.STEP_BACK: "back", keymap.TURN_ON: "turn_on",
            keymap.TURN_BACK: "turn_back", keymap.TO_START: "start", keymap.TO_END: "end",
            keymap.PLAY_PAUSE: "play", keymap.FASTER: "faster", keymap.SLOWER: "slower",
            keymap.SWITCH_VIEW: "view", keymap.SHARE: "share", keymap.REVIEW: "review"}
"""The viewer's keys and the controls they press (the buttons press the same)."""


class ReplayViewer(TableScene):
    """One game's record at the table, seen from a seat or face up."""

    def __init__(self, theme: Theme, sounds: Sounds, watched: Watched, mode: Mode | None = None,
                 pace: float = 1.0, review: Callable[[ReplayViewer], None] | None = None) -> None:
        self.watched = watched
        self.review = review
        """How this viewer opens the game's review (None: it does not offer one)."""
        self.course = Course(watched.state)
        self.modes = modes_of(watched)
        self.mode: Mode = mode if mode in self.modes else first_mode(watched)
        super().__init__(theme, watched.record.deck.deck(), sounds, viewer=seat_of(self.mode), names=watched.names)
        self.decor = Decor(replaying=True)
        self.wheels = replay_wheels(self.deck, watched.names, watched.wheels)
        self.hand_marks = watched.wheels is not None and any(n != BLANK for n in watched.wheels.notebooks)
        self.stop = 0
        self.playing = False
        self.pace = pace if pace in say.PACES else 1.0
        self.motion.speed = self.pace
        self.rest = 0.0
        self.note: tuple[str, str] | None = None
        """A note over the table (where a shared file went: headline, detail) until the next input."""
        self.hits: list[Hit] = []
        self.pointer_at: tuple[int, int] | None = None
        self.go(0)

    # ----- where we are --------------------------------------------------------------

    @property
    def at_end(self) -> bool:
        return self.stop == self.course.last

    def go(self, stop: int, animate: bool = False) -> None:
        """Show the table at `stop`; only a step on by one, with nothing moving, is animated."""
        stop = max(0, min(self.course.last, stop))
        if not (animate and stop == self.stop + 1 and not self.motion.active):
            self.view = None
            self.motion.clear()
        self.stop = stop
        self.show(self.course.view(stop, self.mode))
        self.dial = self.wheels.dial(self.view) if self.viewer is not None and self.view is not None \
            else PLAIN_DIAL
        if self.at_end:
            self.playing = False
        self.rest = self._pause()
        self.dirty = True

    def set_mode(self, mode: Mode) -> None:
        """Change eyes (among those the game allows): the table is drawn afresh from the new view."""
        if mode not in self.modes:
            return
        self.mode = mode
        self.viewer = seat_of(mode)
        self.use_deck(self.deck)
        self.hover = self.pinned = None
        self.go(self.stop)

    def _pause(self) -> float:
        pending = self.course.stops[self.stop].pending
        seconds = PAUSE_BEFORE_ACTION if pending is not None and pending.kind == ACTION else PAUSE_BEFORE_CHOICE
        return seconds / self.pace

    def _set_pace(self, pace: float) -> None:
        self.pace = pace
        self.motion.speed = pace
        self.rest = min(self.rest, self._pause())

    def _faster(self, by: int) -> None:
        paces = say.PACES
        self._set_pace(paces[max(0, min(len(paces) - 1, paces.index(self.pace) + by))])

    def play_pause(self) -> None:
        """Play on from here (from the start when at the end), or pause."""
        if self.playing:
            self.playing = False
            return
        if self.at_end:
            self.go(0)
        self.playing = True
        self.rest = self._pause()

    def share_game(self) -> None:
        """Write the game's record to the shared folder, and say where (or why not)."""
        try:
            self.note = (say.SHARED, str(share(self.watched)))
        except OSError as error:
            self.note = (say.share_failed(error.strerror or str(error)), "")

    # ----- time ----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing or self.motion.active:
            return
        self.rest -= dt
        if self.rest <= 0:
            self.go(self.stop + 1, animate=True)

    def wake_in(self) -> float | None:
        wake = super().wake_in()
        if wake == ANIMATING or not self.playing:
            return wake
        return max(0.0, self.rest) if wake is None else min(wake, max(0.0, self.rest))

    # ----- input ---------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.note is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.note = None
            self.dirty = True
        command = keymap.command_for(event, keymap.REPLAY_BINDINGS) or keymap.command_for(event)
        if command is not None:
            self.command(command, keymap.turn_of(event))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = hit_at(self.hits, event.pos)
            if hit is not None:
                if hit.target.legal:
                    self.press(hit.target.key)
                return
        if event.type == pygame.MOUSEMOTION:
            before = self._lit()
            self.pointer_at = event.pos
            if self._lit() != before:
                self.dirty = True
        super().handle_event(event)

    def command(self, command: str, turn: int | None = None) -> None:
        """A key's command (see keymap.REPLAY_BINDINGS, then the table's own keys)."""
        if command in CONTROLS:
            self.press((CONTROLS[command],))
        elif command == keymap.TO_TURN and turn is not None:
            self.press(("turn", turn - 1))
        elif command == keymap.HELP:
            self.stack.push(HelpOverlay(self.theme))
        elif command == keymap.BACK:
            self.stack.pop()
        elif command in (keymap.LOG_BACK, keymap.LOG_ON):
            self.scroll_log(10 if command == keymap.LOG_BACK else -10)
        elif command == keymap.LOG_FILTER:
            self.toggle_log_filter()

    def press(self, key: Key) -> None:
        """A control, by mouse or key: ("on",), ("turn", 3), ("view",), ..."""
        course, name = self.course, key[0]
        if name in ("on", "back", "start", "end", "turn", "turn_on", "turn_back"):
            self.playing = False
        if name == "on":
            self.go(self.stop + 1, animate=True)
        elif name == "back":
            self.go(self.stop - 1)
        elif name == "start":
            self.go(0)
        elif name == "end":
            self.go(course.last)
        elif name == "turn":
            self.go(course.turn_start(key[1]))
        elif name == "turn_on":
            self.go(course.next_turn(self.stop))
        elif name == "turn_back":
            self.go(course.previous_turn(self.stop))
        elif name == "play":
            self.play_pause()
        elif name in ("faster", "slower"):
            self._faster(1 if name == "faster" else -1)
        elif name == "pace":
            self._set_pace(say.PACES[(say.PACES.index(self.pace) + 1) % len(say.PACES)])
        elif name == "view":
            self.set_mode(self.modes[(self.modes.index(self.mode) + 1) % len(self.modes)])
        elif name == "share" and self.watched.open_to_all:
            self.share_game()
        elif name == "review" and self.watched.open_to_all and self.review is not None:
            self.playing = False
            self.review(self)
        elif name == "help":
            self.stack.push(HelpOverlay(self.theme))
        elif name == "leave":
            self.stack.pop()
            return
        self.dirty = True

    def _lit(self) -> Key | None:
        hit = hit_at(self.hits, self.pointer_at) if self.pointer_at is not None else None
        return hit.target.key if hit is not None else None

    # ----- the Cypher Wheel ------------------------------------------------------------

    def wheel_tip(self, number: int) -> str | None:
        if self.viewer is None or self.view is None:
            return None
        help_ = self.wheels.assistance(self.view)
        lines = [why.text for why in help_.why[number][:4]]
        if help_.odds is not None and any(help_.odds) and number not in help_.struck:
            lines.insert(0, f"{number}: {percent(help_.odds[number])} their Suitcase")
        return "\n".join(lines) or None

    # ----- drawing -------------------------------------------------------------------

    def controls(self) -> tuple[list[Target], list[Target], list[Target]]:
        """The transport under the banner, and the buttons left and right of it."""
        first, last = self.stop == 0, self.at_end
        transport = [
            Target(("start",), not first, say.AT_THE_DEAL, "« Start"),
            Target(("back",), not first, say.AT_THE_DEAL, "‹ Previous"),
            Target(("play",), True, "", "Pause" if self.playing else "▶ Play"),
            Target(("on",), not last, say.END_OF_RECORD, "Next ›"),
            Target(("end",), not last, say.AT_THE_END, "End »"),
            Target(("pace",), True, "", f"Pace {say.pace_text(self.pace)}"),
        ]
        left = [Target(("leave",), label="‹ Leave · Esc"), Target(("help",), label="Help · F1")]
        right = [Target(("view",), len(self.modes) > 1, say.ONE_VIEW, "View · V"),
                 Target(("share",), self.watched.open_to_all, say.NOT_OVER, "Share · S"),
                 Target(("review",), self.watched.open_to_all and self.review is not None,
                        say.NOT_OVER if self.review is not None else say.NO_REVIEW, "Review · R")]
        return transport, left, right

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        if self.view is None:
            return
        self.draw_table(surface, layout)
        if self.mode == FACE_UP and not self.motion.active:
            self._mark_face_down(surface, layout, self.view)
        self.hits = self._draw_controls(surface, layout)
        self._draw_where(surface, layout)
        self.draw_pointed(surface, layout)
        if self.note is not None:
            draw_note(surface, self.theme, layout, "SHARE", *self.note)
        if self.pointer_at is not None:
            draw_pointer_tip(surface, self.theme, layout, self.hits, self.pointer_at, False)
            lit = self._lit()
            if lit is not None and lit[0] == "turn":
                anchor = Rect(0, 0, layout.px(20), layout.px(20))
                anchor.center = self.pointer_at
                tooltip(surface, self.theme, layout, say.turn_tip(lit[1]), anchor, layout.table, warn=False)

    def _mark_face_down(self, surface: pygame.Surface, layout: Layout, shown: View) -> None:
        """Face up, a Guard its owner keeps face down wears the eye-slash: shown here, hidden at the table."""
        mark = badge(self.theme, layout, "hidden", self.theme.palette.text, 30)
        for player, slot in self.course.face_down_guards(self.stop):
            rect = guard_rect(layout, shown, player, slot)
            surface.blit(mark, mark.get_rect(center=(rect.centerx, rect.y + layout.px(2))))

    def _draw_controls(self, surface: pygame.Surface, layout: Layout) -> list[Hit]:
        transport, left, right = self.controls()
        lit = self._lit()
        hits = []
        bar = layout.prompt_bar
        for target, rect in zip(transport, layout_row(self.theme, layout, bar, transport, 8, 12)):
            rect.h = bar.h
            draw_button(surface, self.theme, layout, rect, target.label, target.legal, target.key == lit, size=12)
            hits.append(Hit(rect, target))
        for column, group in zip(layout.tools, (left, right)):
            h = min(layout.px(30), (column.h - layout.px(8) * (len(right) - 1)) // len(right))
            for i, target in enumerate(group):
                rect = Rect(column.x, column.y + i * (h + layout.px(8)), column.w, h)
                label = self.theme.fonts.fit("semibold", layout.font(12), target.label, rect.w - layout.px(12))
                draw_button(surface, self.theme, layout, rect, label, target.legal, target.key == lit, size=12)
                hits.append(Hit(rect, target))
        track = layout.turn_track
        step = track.w / (TURNS + 0.5)
        for turn in range(TURNS):
            x = round(track.x + step * (turn + 0.5) + (step * 0.5 if turn >= TURNS - 2 else 0))
            rect = Rect(0, 0, max(layout.px(14), round(step)), layout.px(22))
            rect.center = (x, track.centery)
            hits.append(Hit(rect, Target(("turn", turn), tab=False)))
        return hits

    def _draw_where(self, surface: pygame.Surface, layout: Layout) -> None:
        """Beside the turn pips: where in the game, whose eyes, and whether it plays on."""
        p = self.theme.palette
        decisions = self.course.last if self.watched.state.result is not None else len(self.course)
        text = say.where_text(self.stop, decisions, self.course.turn(self.stop),
                              self.at_end and self.watched.state.result is not None)
        text += " · " + say.mode_text(self.mode, self.watched.names)
        if self.playing:
            text += f" · playing at {say.pace_text(self.pace)}"
        line = self.theme.fonts.text("semibold", layout.font(12), text, p.text_dim)
        surface.blit(line, line.get_rect(midleft=(layout.turn_track.right + layout.px(14), layout.turn_track.centery)))
        if self.viewer is not None:
            title_w = self.theme.fonts.font("bold", layout.font(12)).size("CYPHER WHEEL  ")[0]
            words = say.wheel_caption(self.hand_marks, self.watched.open_to_all)
            caption = self.theme.fonts.fit("regular", layout.font(11), words, layout.wheel.w - title_w)
            note = self.theme.fonts.text("regular", layout.font(11), caption, p.text_faint)
            surface.blit(note, note.get_rect(bottomright=(layout.wheel.right, layout.wheel.y + layout.px(2))))


def seat_of(mode: Mode) -> int | None:
    """The seat whose view a mode shows (None: face up, drawn as a spectator's table)."""
    return None if mode == FACE_UP else int(mode)


def first_mode(watched: Watched) -> Mode:
    """A game against the computer opens at the person's seat; any other at Player 1's."""
    return watched.seat if watched.seat is not None else 0


def modes_of(watched: Watched) -> tuple[Mode, ...]:
    """Whose eyes the game may be watched with: anyone's once it is over, else the person's own alone."""
    return MODES if watched.open_to_all else (first_mode(watched),)


def replay_wheels(deck: Deck, names: tuple[str, str], saved: SavedWheels | None) -> Wheels:
    """Each player's wheel as the save kept it; a player who wrote nothing and had the assistant off
    (and every player of a plain record) gets the assistant's facts."""
    saved = saved or SavedWheels()
    levels: list[AssistantLevel] = []
    for notebook, level in zip(saved.notebooks, saved.assistant):
        levels.append(AssistantLevel.FACTS if level == AssistantLevel.OFF and notebook == BLANK else level)
    return Wheels(deck, names, saved.notebooks, (levels[0], levels[1]))
