"""The assistant's levels are named in game/text in their order, without the words knowing the enum:
each name must stand for the level at its place."""

from game.text import screens, settings_words, wheel_words
from game.wheel.levels import LEVELS, AssistantLevel


def test_each_level_has_its_name_in_every_list_of_names():
    for names in (settings_words.LEVEL_NAMES, screens.ASSISTANT_CHOICES, wheel_words.LEVEL_EFFECTS):
        assert len(names) == len(LEVELS)
        for level, name in zip(LEVELS, names):
            assert name.startswith(level.capitalize()), (level, name)


def test_levels_are_saved_as_their_strings():
    assert [level.value for level in LEVELS] == ["off", "facts", "odds"]
    assert AssistantLevel("facts") is AssistantLevel.FACTS and f"{AssistantLevel.ODDS}" == "odds"
