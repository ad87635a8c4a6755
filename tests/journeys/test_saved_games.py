"""A person leaves a game for a new one ("New game (this one is saved)"), plays on, quits and comes back
another day: both games are within reach, each goes on exactly where it was left, and the saves folder
holds those two games and nothing else."""

from game.storage.saves import games_in_progress

from helpers.journey import Journey


def at_rest(person: Journey):
    """Wait until the table asks the person (the computer's moves done, every save written); what a
    person would find on coming back: the game, the picks of the decision under way, the save it is in."""
    table = person.table()
    person.settle(lambda: person.top is table and table.ready is not None and bool(table.ready.hits),
                  "the person's turn")
    return where(person)


def where(person: Journey):
    """The game at the table now, the picks of its decision under way and its save, once written."""
    table = person.table()
    person.wait_for_the_disk()
    picks = list(table.input.prompt.picks) if table.input is not None else []
    return table.session.state.snapshot(with_generator=False), picks, table.keeper.autosave.path


def leaving(person: Journey):
    """At rest, Escape to the pause menu (the first Escape may take back a card picked): where the game is left."""
    at_rest(person)
    person.open_the_pause_menu()
    return where(person)


def test_a_game_left_for_a_new_one_is_reached_and_goes_on_after_a_relaunch(person):
    person.launch()
    person.press("Play against Easy")
    person.play(moves=3)
    first = leaving(person)
    person.press("New game (this one is saved)")
    assert person.table().keeper.autosave.path != first[2], "the new game has a save of its own"
    person.play(moves=1)
    second = leaving(person)
    assert second[0] != first[0]
    assert sorted(games_in_progress()) == sorted([first[2], second[2]]), "both games are kept"
    person.quit_the_game()

    person.relaunch()
    assert at_rest(person) == second, "the launch takes up the game played last, where it was"
    person.go_to_the_title()
    assert person.offers("Games in progress"), f"the game left for a new one is out of reach: {person.labels()}"
    assert person.open_games_in_progress() == [second[2], first[2]], "every game, the last played first"
    assert "Against Easy" in person.on_screen()
    person.continue_listed(1)
    assert at_rest(person) == first, "the game left for a new one goes on where it was"
    person.play(moves=2)
    first = leaving(person)

    assert person.open_games_in_progress() == [first[2], second[2]]
    person.continue_listed(1)
    assert at_rest(person) == second
    person.quit_the_game()

    saves = person.home / "saves"
    assert sorted(path.name for path in saves.iterdir() if path.is_file()) == sorted([first[2].name, second[2].name])
    assert not [path for path in saves.rglob("*") if path.is_file() and path.parent != saves], \
        "nothing was finished, set aside or left over"
