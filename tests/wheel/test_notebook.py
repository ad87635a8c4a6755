"""The Cypher Wheel's marks by hand: a pure value, edited by returning new values, undone by keeping old ones."""

import pytest
from pydantic import ValidationError

from game.wheel.notebook import BLANK, NOTE_LIMIT, Edits, Notebook


def test_a_number_cycles_none_slash_x_and_back():
    marks = [BLANK.marks(4)]
    notebook = BLANK
    for _ in range(3):
        notebook = notebook.cycle_seen(4)
        marks.append(notebook.marks(4))
    assert marks == [0, 1, 2, 0]
    assert notebook == BLANK


def test_striking_and_crossing_out_toggle_and_stay_apart():
    notebook = BLANK.strike(5).strike(1).cross_guild(5)
    assert notebook.struck == (1, 5) and notebook.guilds == (5,)
    assert notebook.strike(5).struck == (1,) and notebook.strike(5).guilds == (5,)


def test_guard_notes_belong_to_the_guard_not_to_the_slot():
    notebook = BLANK.strike_guard(1, 12, 3).strike_guard(1, 12, 7)
    assert notebook.guard_struck(1, 12) == (3, 7)
    assert notebook.guard_struck(1, 30) == (), "a new Guard in the slot starts with a clean strip"
    renewed = notebook.strike_guard(1, 30, 2)
    assert renewed.guard_struck(1, 30) == (2,) and renewed.guard_struck(1, 12) == ()
    assert notebook.strike_guard(0, 4, 9).guard_struck(1, 12) == (3, 7)


def test_notes_are_cut_to_their_limit():
    notebook = BLANK.write(about_them="x" * 200, revealed="my 5")
    assert len(notebook.about_them) == NOTE_LIMIT and notebook.revealed == "my 5"


def test_a_notebook_round_trips_through_json_and_refuses_nonsense():
    notebook = BLANK.cycle_seen(2).strike(9).strike_guard(0, 3, 4).write("holds a 7?", "showed my 2")
    assert Notebook.model_validate_json(notebook.model_dump_json()) == notebook
    with pytest.raises(ValidationError):
        Notebook.model_validate({"struck": [10]})
    with pytest.raises(ValidationError):
        Notebook.model_validate({"seen": [3, 0, 0, 0, 0, 0, 0, 0, 0]})


def test_undo_and_redo_walk_the_edits():
    edits = Edits()
    assert edits.change(BLANK.strike(3))
    assert not edits.change(edits.now), "an edit that changes nothing is not an edit"
    assert edits.change(edits.now.cycle_seen(3))
    assert edits.undo() and edits.now == BLANK.strike(3)
    assert edits.undo() and edits.now == BLANK
    assert not edits.undo()
    assert edits.redo() and edits.now == BLANK.strike(3)
    edits.change(edits.now.strike(8))
    assert not edits.redo(), "a new edit forgets what was undone"
