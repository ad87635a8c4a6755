"""Undo at the table: the play waiting for confirmation, then the last pick, then earlier choices that
told nobody anything (never one the other side has learnt from)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.text.table_menus import UNDO_FOR_YOURS
from game.text.undo_words import undo_stop_line
from game.text.words import player_name
from game.ui.play.online_seat import ONLINE_STOP

if TYPE_CHECKING:
    from game.ui.scenes.play import PlayScene


def undo(table: PlayScene) -> None:
    """Take back the play waiting for confirmation, else the last pick, else the last choice that told
    nobody anything (its picks come back, so another play can be chosen for the same card)."""
    if table.input is not None and table.input.take_back():
        table.sync_decor()
        table.dirty = True
    elif table.session.can_undo:
        picks = table.session.undo()
        table.refresh()
        if table.input is not None and picks:
            table.input.restore(list(picks))
            table.sync_decor()


def can_undo(table: PlayScene) -> bool:
    return (table.input is not None and table.input.can_take_back) or table.session.can_undo


def undo_why(table: PlayScene) -> str:
    """Why Undo is greyed now."""
    if not table.session.human_to_move and table.session.undo_stop != ONLINE_STOP:
        return UNDO_FOR_YOURS
    seat = table.session.human if table.session.human is not None else 0
    return undo_stop_line(table.session.undo_stop, player_name(1 - seat, None, table.names))
