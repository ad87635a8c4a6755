"""What the replay viewer and its list of games say."""

from __future__ import annotations

from game.engine.cards import NORMAL_TURNS

PACES: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
"""The paces the viewer plays at, slowest first."""


NO_REVIEW = "The review is open under this replay: Esc goes back to it"


def pace_text(pace: float) -> str:
    """1.0 -> "1×", 0.5 -> "½×"."""
    return "½×" if pace == 0.5 else f"{pace:g}×"


def mode_text(mode: int | str, names: tuple[str, str]) -> str:
    """Whose eyes the table shows, for the view button: "Seen by Ann", "Every card face up"."""
    return "Every card face up" if isinstance(mode, str) else f"Seen by {names[mode]}"


ONE_VIEW = "The game is not over: it shows only what you saw"
NOT_OVER = "Only a finished game can be shared"


def where_text(stop: int, decisions: int, turn: int, at_end: bool) -> str:
    """The viewer's position: "Turn 3 · decision 12 of 80", "The end · 80 decisions"."""
    if at_end:
        return f"The end · {decisions} decisions"
    if turn < 0:
        kind = "Set-up"
    elif turn >= NORMAL_TURNS:
        kind = f"Final turn {turn - NORMAL_TURNS + 1}"
    else:
        kind = f"Turn {turn + 1}"
    return f"{kind} · decision {stop + 1} of {decisions}"


def turn_tip(turn: int) -> str:
    """Over a turn's pip: where a click goes (turn counts from 0)."""
    name = f"final turn {turn - NORMAL_TURNS + 1}" if turn >= NORMAL_TURNS else f"turn {turn + 1}"
    return f"Jump to the start of {name}"


def wheel_caption(hand_marks: bool, over: bool) -> str:
    """Beside the small wheel's title, so nobody takes the marks for what the player knew at that moment."""
    if hand_marks:
        return "marks as left at the end" if over else "marks as last saved"
    return "the assistant's marks"


SHARED = "Saved to share: send this file; anyone can watch it from the title screen (Replays)."


def share_failed(reason: str) -> str:
    return f"The game could not be saved to share ({reason}); nothing else changed."


def unreadable_game(message: str) -> str:
    """A game in the list that cannot be watched: the file's own paragraph, and that it was left alone."""
    return f"{message} The file was left as it was."


NOTHING_TO_WATCH = ("No finished games yet. Every game you finish is kept here; records others share with you "
                    "go in the folder below.")


def game_line(when: str, players: tuple[str, str] | None, spec: str | None, shared: str | None) -> str:
    """One game in the list: "23 Nov 19:30 · you vs heuristic · citrine"; a shared one names its file first."""
    parts = [when]
    if players is not None:
        parts.append(" vs ".join(players))
    if spec:
        parts.append(spec)
    return (f"Shared · {shared} · " if shared else "") + " · ".join(parts)


def folder_line(folder: str) -> str:
    return f"Games shared with you: put their files in {folder}"
