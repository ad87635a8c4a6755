"""The table's commands once the table has left: closing its overlays then touches nothing (a late call, from a
screen that heeds the server, must not pop the window's stack empty, where it would spin for ever)."""

from game.ui.play.commands import Commands
from game.ui.scene import Scene, SceneStack


def test_closing_the_overlays_of_a_table_that_left_leaves_the_title_open():
    stack = SceneStack()
    title, table, menu = Scene(), Scene(), Scene()
    for scene in (title, table, menu):
        stack.push(scene)
    commands = Commands(table)  # type: ignore[arg-type]  # a table is a scene on the stack, as far as this goes
    commands.close_overlays()
    assert stack.scenes == [title, table]
    stack.pop()
    stack.push(menu)
    commands.close_overlays()
    assert stack.scenes == [title, menu], "a table gone from the stack closes nothing"
