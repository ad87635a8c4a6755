"""The table's menus and notes in words: the pause menu, Resign's question, the tutorial's menu, and
what is said over the table when the disk refuses a save or a setting."""

from __future__ import annotations

UNDO_FOR_YOURS = "Undo is for your own decisions"
HINTS_FOR_YOURS = "Hints are for your own decisions"
HINTS_IN_FREE_PLAY = "In a lesson the tip shows the play; hints come back in free play"


def unsaved_line(why: str) -> str:
    """The game's save was refused (`why`: the system's words)."""
    return f"The game could not be saved ({why}); play goes on unsaved."


def tutorial_unsaved_line(why: str) -> str:
    return f"The tutorial could not be saved ({why}); play goes on unsaved."


def tutorial_unreadable_line(why: str, moved_to: str | None) -> str:
    """A saved tutorial that could not be read, and where its bytes went (None: left in place)."""
    where = f"moved it to {moved_to}" if moved_to is not None else "left it in place"
    return f"The saved tutorial could not be read ({why}); {where}."


def setting_unsaved_line(why: str) -> str:
    return f"The setting applies now but could not be saved ({why})."


def new_game_label(in_match: bool, kept: bool, full: bool = False) -> str:
    """The pause menu's way to a new game or match (`kept`: the one under way is saved to continue; `full`:
    as many games are in progress as are kept, so the new one deletes the game played longest ago)."""
    kind = "match" if in_match else "game"
    if not kept:
        return f"New {kind}"
    return f"New {kind} (saved; the oldest goes)" if full else f"New {kind} (this one is saved)"


def title_screen_label(kept: bool) -> str:
    return "Title screen (Continue resumes)" if kept else "Title screen"


def quit_label(kept: bool) -> str:
    return "Quit (the game is saved)" if kept else "Quit"


def resign_question(in_match: bool) -> str:
    """Resign asks first: it ends the game (in a match, this game only) as a loss."""
    what = "this game of the match" if in_match else "this game"
    return f"Resign {what}? It counts as a loss."


SKIP_LESSONS = "Skip the lessons: play on freely"
LESSON_AGAIN = "Start the lesson again"
TUTORIAL_TITLE_SCREEN = "Title screen (Learn to play resumes)"
TUTORIAL_QUIT = "Quit (the tutorial is saved)"
