"""What the replay viewer and its list of games say."""

from __future__ import annotations

from game.engine.cards import NORMAL_TURNS
from game.text.clipping import MAX_MESSAGE, clipped
from game.text.screens import Heading

PACES: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0, 8.0)
"""The paces the viewer plays at, slowest first."""


WATCH_LIST = Heading("WATCH A GAME AGAIN", "Finished and shared games",
                     "↑ ↓ to choose · Enter or a click to watch · PgUp PgDn or the wheel to scroll · Esc to go back")


def cannot_watch(kind: str, error: str) -> str:
    """Why a file cannot be watched, when it is not bad data with its own paragraph."""
    return f"This game cannot be watched ({kind}: {error})."


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
    tail = " The file was left as it was."
    return clipped(message, MAX_MESSAGE - len(tail)) + tail


def history_set_aside(message: str, moved_to: str | None) -> str:
    """A finished game of the history that cannot be watched: why, and where it was put aside."""
    where = f"It was moved to {moved_to}, its bytes kept." if moved_to else "It was left in place."
    return f"{message} {where}"


NOTHING_TO_WATCH = ("No finished games yet. Every game you finish is kept here; records others share with you "
                    "go in the folder below.")


NOT_RECORDED = "Ending not recorded"
"""A finished game kept by an earlier version, whose history file stops before the last decision."""
HOW = {"unguarded_match": "with an Unguarded Match", "guards": "on Guards", "resign": "by resignation"}


def player_name(name: str) -> str:
    """A record's player as the list names them: a computer level capitalised, "you" as it is."""
    return name if name == "you" else name[:1].upper() + name[1:]


def ending_words(players: tuple[str, str] | None, winner: int | None, reason: str) -> str:
    """How a game ended, from the person's side against the computer: "Won against Easy with an
    Unguarded Match", "Resigned to Hard"; between two people: "Ann beat Bob on Guards"; "A tie"."""
    names = tuple(player_name(p) for p in players) if players is not None else ("Player 1", "Player 2")
    if winner is None:
        return f"A tie between {names[0]} and {names[1]}" if "you" not in names else (
            f"A tie with {names[1 - names.index('you')]}")
    loser = 1 - winner
    if "you" in names:
        other = names[1 - names.index("you")]
        if reason == "resign":
            return f"Won: {other} resigned" if names[winner] == "you" else f"Resigned to {other}"
        if reason == "abandoned":
            return f"Won: {other} left the game" if names[winner] == "you" else f"Lost to {other}: you left the game"
        return (f"Won against {other}" if names[winner] == "you" else f"Lost to {other}") + f" {HOW.get(reason, '')}"
    if reason == "resign":
        return f"{names[loser]} resigned to {names[winner]}"
    if reason == "abandoned":
        return f"{names[loser]} left the game to {names[winner]}"
    return f"{names[winner]} beat {names[loser]} {HOW.get(reason, '')}".rstrip()


def deck_name(spec: str) -> str:
    """A record's deck as named: a custom deck by its name as typed, a ready deck capitalised."""
    if spec[:7].lower() == "custom:":
        return spec[7:]
    if spec.startswith("mixed:"):
        return f"Mix {spec[6:]}"
    return spec[:1].upper() + spec[1:]


def game_line(when: str, players: tuple[str, str] | None, spec: str | None, shared: str | None,
              ending: str | None = None, match_game: tuple[int, int] | None = None) -> str:
    """One game in the list: "23 Nov 19:30 · Won against Easy on Guards · Citrine"; a game of a match
    says which ("Game 2 of 3"); one without its ending names both players; a shared one names its file first."""
    parts = [when]
    if match_game is not None:
        parts.append(f"Game {match_game[0]} of best of {match_game[1]}")
    if ending is not None:
        parts.append(ending.strip())
    elif players is not None:
        parts.append(" vs ".join(player_name(p) for p in players))
    if spec:
        parts.append(deck_name(spec))
    return (f"Shared · {shared} · " if shared else "") + " · ".join(parts)


def folder_line(folder: str) -> str:
    return f"Games shared with you: put their files in {folder}"


AT_THE_DEAL = "Already at the deal"
END_OF_RECORD = "This is the end of the record"
AT_THE_END = "Already at the end"
"""Why the viewer's transport buttons are greyed at either end of the record."""
