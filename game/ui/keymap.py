"""The one keymap: which key does what, for the menus and the table alike.

Scenes never test key codes themselves; they ask `command_for(event)` and act
on the command. The F1 overlay lists BINDINGS, so what it shows is what the
game does.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.text import key_help as say

NEXT = "next"
PREVIOUS = "previous"
ACTIVATE = "activate"
BACK = "back"
YES = "yes"
NO = "no"
HELP = "help"
HINT = "hint"
UNDO = "undo"
NUMBER = "number"
"""The digit keys 1..9: that number on the number ring (read it with `number_of`)."""
WHEEL = "wheel"
STRIKE = "strike"
GUILD = "guild"
ASSIST = "assist"
THEIR_VIEW = "their_view"
EVIDENCE = "evidence"
REDO = "redo"
LOG_BACK = "log_back"
LOG_ON = "log_on"
LOG_FILTER = "log_filter"

TABLE, WHEEL_SECTION, LOG_SECTION = say.AT_THE_TABLE, say.ON_THE_WHEEL, say.THE_GAME_LOG
"""The F1 page's sections."""
NEXT_TAB = "next_tab"
PREVIOUS_TAB = "previous_tab"
NEXT_PART = "next_part"
PREVIOUS_PART = "previous_part"
UP = "up"
DOWN = "down"
PAGE_UP = "page_up"
PAGE_DOWN = "page_down"
DELETE = "delete"

STEP_ON = "step_on"
STEP_BACK = "step_back"
TURN_ON = "turn_on"
TURN_BACK = "turn_back"
TO_TURN = "to_turn"
"""The digit keys in the replay viewer: 1..9 that turn, 0 turn 10 (read it with `turn_of`)."""
TO_START = "to_start"
TO_END = "to_end"
PLAY_PAUSE = "play_pause"
FASTER = "faster"
SLOWER = "slower"
SWITCH_VIEW = "switch_view"
SHARE = "share"
REVIEW = "review"
REPLAY_SECTION = say.WATCHING_AGAIN


@dataclass(frozen=True)
class Binding:
    """One command, the keys that give it, and what it does, as the F1 overlay says it."""

    command: str
    keys: tuple[int, ...]
    names: str
    meaning: str
    shift: bool | None = None
    """True: only with Shift held; False: only without; None: either."""
    ctrl: bool = False
    section: str = TABLE


BINDINGS: tuple[Binding, ...] = (
    Binding(NEXT, (pygame.K_TAB,), "Tab", say.NEXT_OPTION, shift=False),
    Binding(PREVIOUS, (pygame.K_TAB,), "Shift+Tab", say.PREVIOUS_OPTION, shift=True),
    Binding(NEXT, (pygame.K_RIGHT, pygame.K_DOWN), "→ ↓", say.NEXT_OR_RIGHT),
    Binding(PREVIOUS, (pygame.K_LEFT, pygame.K_UP), "← ↑", say.PREVIOUS_OR_LEFT),
    Binding(ACTIVATE, (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE), "Enter Space", say.ACTIVATE),
    Binding(BACK, (pygame.K_ESCAPE,), "Esc", say.BACK),
    Binding(YES, (pygame.K_y,), "Y", say.YES),
    Binding(NO, (pygame.K_n,), "N", say.NO),
    Binding(NUMBER, tuple(range(pygame.K_1, pygame.K_9 + 1)) + tuple(range(pygame.K_KP1, pygame.K_KP9 + 1)),
            "1 – 9", say.NUMBER),
    Binding(UNDO, (pygame.K_z,), "Ctrl+Z", say.UNDO, ctrl=True),
    Binding(UNDO, (pygame.K_u,), "U", say.UNDO_TOO),
    Binding(HINT, (pygame.K_h,), "H", say.HINT),
    Binding(HELP, (pygame.K_F1,), "F1", say.HELP),
    Binding(WHEEL, (pygame.K_w,), "W", say.WHEEL, section=WHEEL_SECTION),
    Binding(STRIKE, (pygame.K_s,), "S", say.STRIKE, section=WHEEL_SECTION),
    Binding(GUILD, (pygame.K_g,), "G", say.GUILD, section=WHEEL_SECTION),
    Binding(ASSIST, (pygame.K_a,), "A", say.ASSIST, section=WHEEL_SECTION),
    Binding(THEIR_VIEW, (pygame.K_v,), "V", say.THEIR_VIEW, section=WHEEL_SECTION),
    Binding(EVIDENCE, (pygame.K_e,), "E", say.EVIDENCE, section=WHEEL_SECTION),
    Binding(REDO, (pygame.K_y,), "Ctrl+Y", say.REDO, ctrl=True, section=WHEEL_SECTION),
    Binding(LOG_BACK, (pygame.K_PAGEUP,), "Page Up", say.LOG_BACK, section=LOG_SECTION),
    Binding(LOG_ON, (pygame.K_PAGEDOWN,), "Page Down", say.LOG_ON, section=LOG_SECTION),
    Binding(LOG_FILTER, (pygame.K_l,), "L", say.LOG_FILTER, section=LOG_SECTION),
)

SCREEN_BINDINGS: tuple[Binding, ...] = (
    Binding(NEXT_TAB, (pygame.K_TAB,), "Ctrl+Tab", say.NEXT_TAB, shift=False, ctrl=True),
    Binding(PREVIOUS_TAB, (pygame.K_TAB,), "Ctrl+Shift+Tab", say.PREVIOUS_TAB, shift=True, ctrl=True),
    Binding(NEXT_PART, (pygame.K_TAB,), "Tab", say.NEXT_PART, shift=False),
    Binding(PREVIOUS_PART, (pygame.K_TAB,), "Shift+Tab", say.PREVIOUS_PART, shift=True),
    Binding(UP, (pygame.K_UP,), "↑", say.UP),
    Binding(DOWN, (pygame.K_DOWN,), "↓", say.DOWN),
    Binding(PAGE_UP, (pygame.K_PAGEUP,), "PgUp", say.PAGE_UP),
    Binding(PAGE_DOWN, (pygame.K_PAGEDOWN,), "PgDn", say.PAGE_DOWN),
    Binding(DELETE, (pygame.K_DELETE, pygame.K_BACKSPACE), "Delete Backspace", say.DELETE),
)
"""On the menu screens (rules, cards, settings, statistics, about), asked before BINDINGS:
there ← → change a value or move along a row, and Enter, Esc and F1 mean what they mean everywhere."""

REPLAY_BINDINGS: tuple[Binding, ...] = (
    Binding(STEP_ON, (pygame.K_RIGHT,), "→", say.STEP_ON, shift=False, section=REPLAY_SECTION),
    Binding(STEP_BACK, (pygame.K_LEFT,), "←", say.STEP_BACK, shift=False, section=REPLAY_SECTION),
    Binding(TURN_ON, (pygame.K_DOWN,), "↓", say.TURN_ON, section=REPLAY_SECTION),
    Binding(TURN_BACK, (pygame.K_UP,), "↑", say.TURN_BACK, section=REPLAY_SECTION),
    Binding(TO_TURN, tuple(range(pygame.K_0, pygame.K_9 + 1)) + (pygame.K_KP0,)
            + tuple(range(pygame.K_KP1, pygame.K_KP9 + 1)), "0 – 9", say.TO_TURN, section=REPLAY_SECTION),
    Binding(TO_START, (pygame.K_HOME,), "Home", say.TO_START, section=REPLAY_SECTION),
    Binding(TO_END, (pygame.K_END,), "End", say.TO_END, section=REPLAY_SECTION),
    Binding(PLAY_PAUSE, (pygame.K_SPACE, pygame.K_p), "Space P", say.PLAY_PAUSE, section=REPLAY_SECTION),
    Binding(FASTER, (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS), "+", say.FASTER, section=REPLAY_SECTION),
    Binding(SLOWER, (pygame.K_MINUS, pygame.K_KP_MINUS), "−", say.SLOWER, section=REPLAY_SECTION),
    Binding(SWITCH_VIEW, (pygame.K_v, pygame.K_TAB), "V Tab", say.SWITCH_VIEW, section=REPLAY_SECTION),
    Binding(SHARE, (pygame.K_s,), "S", say.SHARE, section=REPLAY_SECTION),
    Binding(REVIEW, (pygame.K_r,), "R", say.REVIEW, section=REPLAY_SECTION),
)
"""In the replay viewer, asked before BINDINGS (Esc leaves, F1 helps, L and Page Up/Down work the log)."""


def command_for(event: pygame.event.Event, bindings: tuple[Binding, ...] = BINDINGS) -> str | None:
    """The command a key press gives, or None."""
    if event.type != pygame.KEYDOWN:
        return None
    mods = getattr(event, "mod", 0)
    shift = bool(mods & pygame.KMOD_SHIFT)
    ctrl = bool(mods & (pygame.KMOD_CTRL | pygame.KMOD_META))
    for binding in sorted(bindings, key=lambda b: not b.ctrl):  # Ctrl+Y before Y
        if event.key not in binding.keys:
            continue
        if binding.shift is not None and binding.shift != shift:
            continue
        if binding.ctrl and not ctrl:
            continue
        return binding.command
    return None


def screen_command_for(event: pygame.event.Event) -> str | None:
    """The command a key press gives on a menu screen: SCREEN_BINDINGS first, then BINDINGS."""
    return command_for(event, SCREEN_BINDINGS) or command_for(event)


def turn_of(event: pygame.event.Event) -> int | None:
    """The turn 1..10 a digit key names in the replay viewer (0 is turn 10), or None."""
    if event.type != pygame.KEYDOWN:
        return None
    if event.key in (pygame.K_0, pygame.K_KP0):
        return 10
    return number_of(event)


def number_of(event: pygame.event.Event) -> int | None:
    """The number 1..9 a digit key names, or None."""
    if event.type != pygame.KEYDOWN:
        return None
    for first in (pygame.K_1, pygame.K_KP1):
        if first <= event.key <= first + 8:
            return event.key - first + 1
    return None
