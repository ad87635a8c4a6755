"""The client keeps its rooms small: the table scene under 300 lines, no module of the client or the core
packages past 450, and no scene that overrides another scene's private method (a lesson composes
the table through its guide instead)."""

import importlib
import inspect
import pkgutil
from pathlib import Path

import game
from game.ui.scene import Scene

GAME = Path(game.__file__).resolve().parent
PACKAGES = ("ui", "decks", "wheel", "session", "storage", "simulation")


def lines(path: Path) -> int:
    return len(path.read_text().splitlines())


def test_the_table_scene_is_under_300_lines():
    assert lines(GAME / "ui" / "scenes" / "play.py") < 300


def test_no_module_of_the_client_or_the_core_packages_passes_450_lines():
    long = {str(path.relative_to(GAME)): lines(path) for package in PACKAGES
            for path in (GAME / package).rglob("*.py") if lines(path) > 450}
    assert long == {}


def scene_classes() -> list[type]:
    import game.ui

    found = []
    for info in pkgutil.walk_packages(game.ui.__path__, "game.ui."):
        module = importlib.import_module(info.name)
        found += [cls for _, cls in inspect.getmembers(module, inspect.isclass)
                  if issubclass(cls, Scene) and cls.__module__ == module.__name__]
    return found


def private_overrides(cls: type) -> list[str]:
    """The private methods `cls` defines that a base class of it defines too."""
    return [f"{cls.__qualname__}.{name} overrides {base.__qualname__}.{name}"
            for name, value in vars(cls).items()
            if name.startswith("_") and not name.startswith("__") and callable(value)
            for base in cls.__mro__[1:] if name in vars(base)]


def test_no_scene_overrides_another_scenes_private_method():
    scenes = scene_classes()
    assert len(scenes) > 20
    assert [found for cls in scenes for found in private_overrides(cls)] == []


def test_the_check_sees_an_override():
    class Base(Scene):
        def _hidden(self) -> None: ...

    class Child(Base):
        def _hidden(self) -> None: ...

    assert private_overrides(Child) == [f"{Child.__qualname__}._hidden overrides {Base.__qualname__}._hidden"]
