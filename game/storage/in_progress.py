"""Every game in progress within reach: listed to choose from (the last played first, each told in public facts
only), deleted on the player's word, and kept to the last KEPT_IN_PROGRESS played, never deleted unsaid.

Leaving a game for a new one keeps it (the pause menu promises so), so the saves folder holds as many games
as were left; Continue takes up the last played, the list reaches every one. Past the limit a new game lets
the single game played longest ago go and the player is told which; a match is never let go (its save holds
games already played), and a save that cannot be read is set aside as anywhere else, never deleted.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from game.storage.notices import tell
from game.storage.saves import Resumed, finish, games_in_progress, put_aside, read_save
from game.text.in_progress_words import Standing, let_go

KEPT_IN_PROGRESS = 10
"""Games in progress kept; a new game past them deletes the single game played longest ago."""


def standing(resumed: Resumed) -> Standing:
    """What anyone at the game's table could tell of it: who plays, the deck, the turn, the score, when."""
    saved = resumed.saved
    you = None if saved.opponent is None else saved.human
    record = saved.record
    spec = None if record is None else record.deck.spec
    turn = None if record is None else resumed.state.turn
    when = last_played(resumed.path)
    match = resumed.match
    if match is None:
        return Standing(when, saved.opponent, saved.names, you, spec, resumed.state.variant, turn)
    engine = match.state
    return Standing(when, saved.opponent, match.names, you, spec, engine.variant, turn, engine.best_of,
                    len(engine.results), (engine.wins[0], engine.wins[1]))


def last_played(path: Path) -> str:
    """When the save was last written, as the lists of games show dates."""
    try:
        return time.strftime("%d %b %Y %H:%M", time.localtime(path.lstat().st_mtime))
    except (OSError, OverflowError, ValueError):
        return "?"


def full() -> bool:
    """As many games are in progress as are kept: the next new game lets the oldest go."""
    return len(games_in_progress()) >= KEPT_IN_PROGRESS


def delete_game(path: Path) -> None:
    """Delete a game in progress: the player's word in the list, or one let go (OSError if the disk refuses)."""
    path.unlink(missing_ok=True)


def make_room(new: Path) -> None:
    """After a new game's first save: past KEPT_IN_PROGRESS games, the single game played longest ago is
    deleted and the player told which (one a game, so a folder that holds more from before shrinks gently).
    What is met on the way and is no game in progress makes room too: a save that cannot be read is set
    aside (and said), a finished game joins the history. Never `new`, never a match."""
    older = [path for path in games_in_progress() if path.name != new.name]
    over = len(older) - (KEPT_IN_PROGRESS - 1)
    for path in older:
        if over <= 0:
            return
        try:
            resumed = read_save(path)
        except Exception as error:  # noqa: BLE001 - a bad save is set aside, never deleted
            put_aside(path, error)
            over -= 1
            continue
        if resumed.finished:
            with contextlib.suppress(OSError):  # a full disk keeps it here until the next start
                finish(path)
            over -= 1
        elif resumed.match is None:
            with contextlib.suppress(OSError):  # a disk that refuses keeps every game: none is lost
                line = let_go(KEPT_IN_PROGRESS, standing(resumed))
                delete_game(path)
                tell(line)
            return
