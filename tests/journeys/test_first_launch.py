"""A newcomer's first launch: the title welcomes them, Learn to play teaches them, and they win."""

from game.storage.saves import games_in_progress
from game.tutorial.progress import tutorial_path
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from game.ui.scenes.tutorial import TutorialScene

from helpers.tutorial import follow


def test_a_first_launch_welcomes_then_learn_to_play_is_won(person):
    person.launch()
    assert not any(isinstance(scene, PlayScene) for scene in person.scenes), \
        f"a first launch opened a game against {person.table().session.opponent}, not the title's welcome"
    assert isinstance(person.top, TitleScene)
    labels = person.labels()
    assert "learn to play" in labels[0].lower() and "easy" in labels[1].lower(), labels
    assert "welcome" in person.on_screen().lower()

    person.press(labels[0])
    lesson = person.top
    assert isinstance(lesson, TutorialScene)
    reveal = follow(person.as_app(), lesson, [])
    assert isinstance(reveal, BigReveal) and reveal.view.result.winner == 0
    assert "You win" in person.on_screen()
    assert not tutorial_path().exists() and not games_in_progress()


def test_a_first_launch_offers_a_game_against_easy_second(person):
    person.launch()
    assert isinstance(person.top, TitleScene), f"a first launch opened {type(person.top).__name__}, not the title"
    second = person.labels()[1]
    assert "easy" in second.lower(), f"the welcome's second offer is {second!r}"
    person.press(second)
    table = person.table()
    assert table.session.opponent == "easy" and table.match is None
    person.play(moves=3)
    person.wait_for_the_disk()
    assert len(games_in_progress()) == 1, "the game against easy is saved as it goes"
