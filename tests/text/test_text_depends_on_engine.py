"""The words depend on the rules engine alone: game/text imports nothing of `game` but game.engine and game.text.

Every import counts, those under `if TYPE_CHECKING:` and inside functions too: a type the words need is a
Protocol of their own (CardNames, Tally, ClueFacts), which the models elsewhere satisfy.
"""

import ast
from pathlib import Path

TEXT = Path(__file__).resolve().parents[2] / "game" / "text"
ALLOWED = ("game.engine", "game.text")


def imported_modules(source: str) -> list[tuple[int, str]]:
    """(line, module) for every import in a module of game.text, relative ones resolved."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            package = ["game", "text"][:max(0, 3 - node.level)] if node.level else []
            found.append((node.lineno, ".".join(package + ([node.module] if node.module else []))))
    return found


def outside(module: str) -> bool:
    """Whether the module is part of `game` but not of the engine or the words."""
    in_game = module == "game" or module.startswith("game.")
    return in_game and not any(module == allowed or module.startswith(allowed + ".") for allowed in ALLOWED)


def test_text_imports_only_the_engine_and_itself():
    wrong = [f"game/text/{path.name}:{line} imports {module}"
             for path in sorted(TEXT.glob("*.py"))
             for line, module in imported_modules(path.read_text()) if outside(module)]
    assert not wrong, "game/text may import only game.engine and game.text:\n" + "\n".join(wrong)


def test_the_check_sees_imports_for_types_inside_functions_and_relative_ones():
    source = ("from typing import TYPE_CHECKING\n"
              "if TYPE_CHECKING:\n    from game.decks.deck import Deck\n"
              "def f():\n    import game.storage.statistics\n"
              "from game.engine import Choice\nfrom . import words\nfrom .. import errors\n")
    modules = {module for _, module in imported_modules(source)}
    assert {module for module in modules if outside(module)} == {"game.decks.deck", "game.storage.statistics", "game"}
    assert modules - {"game.decks.deck", "game.storage.statistics", "game"} == {"typing", "game.engine", "game.text"}
