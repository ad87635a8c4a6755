"""The client draws words but does not write them: no string of four or more words in game/ui.

Every sentence a player reads (titles, explanations, refusals, tips, what a key does) lives in game/text,
where it can be read, reworded and checked in one place; game/ui holds layout and drawing. Docstrings and
the messages of `raise` and `assert` (for programmers, never drawn) are left out, and an f-string counts
only its own words, not its fields.
"""

import ast
import re
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
WORD = re.compile(r"[A-Za-z][\w'’-]*")
MOST_WORDS = 3


def words(node: ast.Constant | ast.JoinedStr) -> str:
    """The text a string node writes itself (an f-string's fields left out)."""
    if isinstance(node, ast.Constant):
        return node.value
    return " ".join(part.value for part in node.values if isinstance(part, ast.Constant))


def left_out(tree: ast.AST) -> set[int]:
    """Ids of the string nodes that are docstrings, messages to programmers, or parts of an f-string."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            out |= {id(s.value) for s in node.body if isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)}
        elif isinstance(node, (ast.Raise, ast.Assert)):
            out |= {id(inner) for inner in ast.walk(node)}
        elif isinstance(node, ast.JoinedStr):
            out |= {id(part) for part in node.values}
    return out


def sentences(source: str) -> list[tuple[int, str]]:
    """(line, text) of every string in the source that writes more than MOST_WORDS words."""
    tree = ast.parse(source)
    skip = left_out(tree)
    return [(node.lineno, words(node)) for node in ast.walk(tree)
            if id(node) not in skip and (isinstance(node, ast.JoinedStr) or isinstance(node, ast.Constant)
                                         and isinstance(node.value, str))
            and len(WORD.findall(words(node))) > MOST_WORDS]


def test_no_sentence_is_written_in_the_client():
    found = [f"game/ui/{path.relative_to(UI)}:{line}: {text!r}"
             for path in sorted(UI.rglob("*.py"))
             for line, text in sentences(path.read_text())]
    assert not found, "sentences belong in game/text:\n" + "\n".join(found)


def test_the_check_sees_sentences_and_passes_over_what_no_player_reads():
    source = '''"""A docstring of many words here."""
LABEL = "Menu · Esc"
ASK = "Reset all statistics? Every count goes back to zero."
def f(name, n):
    """Another docstring with many words."""
    assert n, "the count must be above zero"
    if not name:
        raise ValueError(f"no name given for {n} cards at all")
    return f"{name} could not be deleted ({n})." + f"{name} {n}"
'''
    assert [text for _, text in sentences(source)] == ["Reset all statistics? Every count goes back to zero.",
                                                       " could not be deleted ( )."]
