"""What each key and the mouse do, as the F1 overlay says it; game/ui/keymap.py binds the keys to these."""

from __future__ import annotations

AT_THE_TABLE, ON_THE_WHEEL, THE_GAME_LOG = "At the table", "On the Cypher Wheel", "The game log"
WATCHING_AGAIN = "Watching a game again"
"""The F1 page's sections."""

# What each binding does (keymap.BINDINGS, SCREEN_BINDINGS, REPLAY_BINDINGS)

NEXT_OPTION = "next option (the focus ring moves)"
PREVIOUS_OPTION = "previous option"
NEXT_OR_RIGHT = "next option; moves a held card right"
PREVIOUS_OR_LEFT = "previous option; moves a held card left"
ACTIVATE = "choose the focused option; pick up or put down a card in a row"
BACK = "back out of an unfinished choice; else the menu"
YES = "confirm a play (Enter also confirms)"
NO = "cancel a play (Esc also cancels)"
NUMBER = "name that number on the number ring"
UNDO = "undo your last choice, while it told no one anything"
UNDO_TOO = "undo (as Ctrl+Z)"
HINT = "a hint: the best plays, each with its chance and why"
HELP = "show or hide help: these keys, and the rules"
WHEEL = "open or close the large Cypher Wheel"
STRIKE = "strike out the number (or a Guard's number), or restore it"
GUILD = "cross out the number's guild mark, or restore it"
ASSIST = "the assistant: off, facts, odds"
THEIR_VIEW = "what the opponent can know of your Suitcase"
EVIDENCE = "find the assistant's reason for the number in the log"
REDO = "make an undone mark again"
LOG_BACK = "scroll the log back"
LOG_ON = "scroll the log on, to the latest line"
LOG_FILTER = "all lines, or only answers, Attempts and cards seen"
NEXT_TAB = "next tab (F1: keys, rules)"
PREVIOUS_TAB = "previous tab"
NEXT_PART = "next section, filter or setting"
PREVIOUS_PART = "previous section, filter or setting"
UP = "scroll up; the row above"
DOWN = "scroll down; the row below"
PAGE_UP = "a page up"
PAGE_DOWN = "a page down"
DELETE = "delete the game chosen in Games in progress (it asks first)"
STEP_ON = "the next decision"
STEP_BACK = "the decision before"
TURN_ON = "the start of the next turn"
TURN_BACK = "the start of this turn, then of the one before"
TO_TURN = "jump to that turn (0: turn 10)"
TO_START = "back to the deal"
TO_END = "the end of the game"
PLAY_PAUSE = "play on at the pace chosen, or pause"
FASTER = "a faster pace"
SLOWER = "a slower pace"
SWITCH_VIEW = "whose eyes: Player 1, Player 2, or every card face up"
SHARE = "save the game as a file to share"
REVIEW = "the review: where the game was decided, and the expert's suggestions"

WHEEL_HELP: tuple[tuple[str, str], ...] = (
    ("Tab ← →", "move over the numbers, the Guard strips, the notes and the buttons"),
    ("1 – 9", "that number on the wheel, or on the Guard strip in focus"),
    ("Enter", "mark the number: none, then / (one seen), then X (both seen)"),
    ("Ctrl+Z U", "undo a mark"),
    ("Esc", "leave a note, then close the wheel"),
)
"""What the table's keys mean on the large wheel (the same bindings as on the table)."""

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
"""What the mouse does at the table."""
