"""The engine's modules import one another without cycles, only at the top, and no
private name crosses a module boundary (imports under TYPE_CHECKING serve types only)."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine"


def _runtime_imports(tree: ast.Module) -> list[ast.ImportFrom | ast.Import]:
    """Module-level imports outside `if TYPE_CHECKING:`."""
    return [node for node in tree.body if isinstance(node, (ast.Import, ast.ImportFrom))]


def _engine_modules_imported(node: ast.ImportFrom | ast.Import) -> set[str]:
    if isinstance(node, ast.Import) or node.level != 1:
        return set()
    if node.module:
        return {node.module}
    return {alias.name for alias in node.names}


def _modules() -> dict[str, ast.Module]:
    return {path.stem: ast.parse(path.read_text()) for path in ENGINE.glob("*.py")}


def test_engine_imports_form_no_cycle():
    graph = {name: set().union(*map(_engine_modules_imported, _runtime_imports(tree)))
             for name, tree in _modules().items()}
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, f"import cycle: {' -> '.join(path + (name,))}"
        if name in done:
            return
        for other in sorted(graph.get(name, ())):
            visit(other, path + (name,))
        done.add(name)

    for name in sorted(graph):
        visit(name, ())


def test_engine_modules_import_only_at_the_top():
    for name, tree in _modules().items():
        seen_code = False
        for node in tree.body:
            is_import = isinstance(node, (ast.Import, ast.ImportFrom)) or (
                isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING")
            is_docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            assert not (is_import and seen_code), f"{name}.py imports below its code (line {node.lineno})"
            seen_code = seen_code or not (is_import or is_docstring)


def test_no_private_name_is_imported_across_engine_modules():
    modules = _modules()
    for name, tree in modules.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                private = [alias.name for alias in node.names if alias.name.startswith("_")]
                assert not private, f"{name}.py imports private names {private}"
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.value.id in modules and node.attr.startswith("_")):
                raise AssertionError(f"{name}.py reads {node.value.id}.{node.attr}")
