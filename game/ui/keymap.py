"""The one keymap: which key does what, for the menus and the table alike.

Scenes never test key codes themselves; they ask `command_for(event)` and act
on the command. The F1 overlay lists BINDINGS, so what it shows is what the
game does.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

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

TABLE, WHEEL_SECTION, LOG_SECTION = "At the table", "On the Cypher Wheel", "The game log"
"""The F1 page's sections."""
NEXT_TAB = "next_tab"
PREVIOUS_TAB = "previous_tab"
NEXT_PART = "next_part"
PREVIOUS_PART = "previous_part"
UP = "up"
DOWN = "down"
PAGE_UP = "page_up"
PAGE_DOWN = "page_down"

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
REPLAY_SECTION = "Watching a game again"


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
    Binding(NEXT, (pygame.K_TAB,), "Tab", "next option (the focus ring moves)", shift=False),
    Binding(PREVIOUS, (pygame.K_TAB,), "Shift+Tab", "previous option", shift=True),
    Binding(NEXT, (pygame.K_RIGHT, pygame.K_DOWN), "→ ↓", "next option; moves a held card right"),
    Binding(PREVIOUS, (pygame.K_LEFT, pygame.K_UP), "← ↑", "previous option; moves a held card left"),
    Binding(ACTIVATE, (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE), "Enter Space",
            "choose the focused option; pick up or put down a card in a row"),
    Binding(BACK, (pygame.K_ESCAPE,), "Esc", "back out of an unfinished choice; else the menu"),
    Binding(YES, (pygame.K_y,), "Y", "confirm a play (Enter also confirms)"),
    Binding(NO, (pygame.K_n,), "N", "cancel a play (Esc also cancels)"),
    Binding(NUMBER, tuple(range(pygame.K_1, pygame.K_9 + 1)) + tuple(range(pygame.K_KP1, pygame.K_KP9 + 1)),
            "1 – 9", "name that number on the number ring"),
    Binding(UNDO, (pygame.K_z,), "Ctrl+Z", "undo your last choice, while it told no one anything", ctrl=True),
    Binding(UNDO, (pygame.K_u,), "U", "undo (as Ctrl+Z)"),
    Binding(HINT, (pygame.K_h,), "H", "a hint: the best plays, each with its chance and why"),
    Binding(HELP, (pygame.K_F1,), "F1", "show or hide help: these keys, and the rules"),
    Binding(WHEEL, (pygame.K_w,), "W", "open or close the large Cypher Wheel", section=WHEEL_SECTION),
    Binding(STRIKE, (pygame.K_s,), "S", "strike out the number (or a Guard's number), or restore it",
            section=WHEEL_SECTION),
    Binding(GUILD, (pygame.K_g,), "G", "cross out the number's guild mark, or restore it", section=WHEEL_SECTION),
    Binding(ASSIST, (pygame.K_a,), "A", "the assistant: off, facts, odds", section=WHEEL_SECTION),
    Binding(THEIR_VIEW, (pygame.K_v,), "V", "what the opponent can know of your Suitcase", section=WHEEL_SECTION),
    Binding(EVIDENCE, (pygame.K_e,), "E", "find the assistant's reason for the number in the log",
            section=WHEEL_SECTION),
    Binding(REDO, (pygame.K_y,), "Ctrl+Y", "make an undone mark again", ctrl=True, section=WHEEL_SECTION),
    Binding(LOG_BACK, (pygame.K_PAGEUP,), "Page Up", "scroll the log back", section=LOG_SECTION),
    Binding(LOG_ON, (pygame.K_PAGEDOWN,), "Page Down", "scroll the log on, to the latest line", section=LOG_SECTION),
    Binding(LOG_FILTER, (pygame.K_l,), "L", "all lines, or only answers, Attempts and cards seen",
            section=LOG_SECTION),
)

WHEEL_HELP: tuple[tuple[str, str], ...] = (
    ("Tab ← →", "move over the numbers, the Guard strips, the notes and the buttons"),
    ("1 – 9", "that number on the wheel, or on the Guard strip in focus"),
    ("Enter", "mark the number: none, then / (one seen), then X (both seen)"),
    ("Ctrl+Z U", "undo a mark"),
    ("Esc", "leave a note, then close the wheel"),
)
"""What the table's keys mean on the large wheel (the same bindings as above)."""

SCREEN_BINDINGS: tuple[Binding, ...] = (
    Binding(NEXT_TAB, (pygame.K_TAB,), "Ctrl+Tab", "next tab (F1: keys, rules)", shift=False, ctrl=True),
    Binding(PREVIOUS_TAB, (pygame.K_TAB,), "Ctrl+Shift+Tab", "previous tab", shift=True, ctrl=True),
    Binding(NEXT_PART, (pygame.K_TAB,), "Tab", "next section, filter or setting", shift=False),
    Binding(PREVIOUS_PART, (pygame.K_TAB,), "Shift+Tab", "previous section, filter or setting", shift=True),
    Binding(UP, (pygame.K_UP,), "↑", "scroll up; the row above"),
    Binding(DOWN, (pygame.K_DOWN,), "↓", "scroll down; the row below"),
    Binding(PAGE_UP, (pygame.K_PAGEUP,), "PgUp", "a page up"),
    Binding(PAGE_DOWN, (pygame.K_PAGEDOWN,), "PgDn", "a page down"),
)
"""On the menu screens (rules, cards, settings, statistics, about), asked before BINDINGS:
there ← → change a value or move along a row, and Enter, Esc and F1 mean what they mean everywhere."""

REPLAY_BINDINGS: tuple[Binding, ...] = (
    Binding(STEP_ON, (pygame.K_RIGHT,), "→", "the next decision", shift=False, section=REPLAY_SECTION),
    Binding(STEP_BACK, (pygame.K_LEFT,), "←", "the decision before", shift=False, section=REPLAY_SECTION),
    Binding(TURN_ON, (pygame.K_DOWN,), "↓", "the start of the next turn", section=REPLAY_SECTION),
    Binding(TURN_BACK, (pygame.K_UP,), "↑", "the start of this turn, then of the one before",
            section=REPLAY_SECTION),
    Binding(TO_TURN, tuple(range(pygame.K_0, pygame.K_9 + 1)) + (pygame.K_KP0,)
            + tuple(range(pygame.K_KP1, pygame.K_KP9 + 1)), "0 – 9", "jump to that turn (0: turn 10)",
            section=REPLAY_SECTION),
    Binding(TO_START, (pygame.K_HOME,), "Home", "back to the deal", section=REPLAY_SECTION),
    Binding(TO_END, (pygame.K_END,), "End", "the end of the game", section=REPLAY_SECTION),
    Binding(PLAY_PAUSE, (pygame.K_SPACE, pygame.K_p), "Space P", "play on at the pace chosen, or pause",
            section=REPLAY_SECTION),
    Binding(FASTER, (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS), "+", "a faster pace",
            section=REPLAY_SECTION),
    Binding(SLOWER, (pygame.K_MINUS, pygame.K_KP_MINUS), "−", "a slower pace", section=REPLAY_SECTION),
    Binding(SWITCH_VIEW, (pygame.K_v, pygame.K_TAB), "V Tab",
            "whose eyes: Player 1, Player 2, or every card face up", section=REPLAY_SECTION),
    Binding(SHARE, (pygame.K_s,), "S", "save the game as a file to share", section=REPLAY_SECTION),
    Binding(REVIEW, (pygame.K_r,), "R", "the review: where the game was decided, and the expert's suggestions",
            section=REPLAY_SECTION),
)
"""In the replay viewer, asked before BINDINGS (Esc leaves, F1 helps, L and Page Up/Down work the log)."""

REPLAY_HELP: tuple[tuple[str, str], ...] = (
    ("Esc", "leave the game you are watching"),
    ("Click", "the buttons by the banner; a turn's pip to jump to that turn"),
)
"""What the viewer's other keys and the mouse do there (the F1 page lists them with REPLAY_BINDINGS)."""

MOUSE_HELP: tuple[tuple[str, str], ...] = (
    ("Click", "a lit card, Guard, pile or button to choose it"),
    ("Drag", "a hand card onto a Guard stand, a Guard, the Encrypted pile or Resolving"),
    ("Point", "at a card to read it, then at a keyword on its zoom; right-click pins the zoom"),
    ("Log", "click a line to light up its cards; scroll with the wheel or a drag"),
    ("Wheel", "click the small wheel to open it; on the large one, click a number (/ and X), "
              "its Code (strike), its symbol (guild); point at a mark for why"),
)




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
