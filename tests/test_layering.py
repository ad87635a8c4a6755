"""The package keeps its shape: no import cycles among game modules, imports only at the top, no
private name taken from another module, and only the command line knows about the command line.

Imports under `if TYPE_CHECKING:` serve types only and are left out; imports inside functions count
(they are how a module defers a heavy import, and a cycle through them is still a cycle).
"""

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"


def module_name(path: Path) -> str:
    parts = path.relative_to(GAME.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in GAME.rglob("*.py")}


def imported(name: str, node: ast.Import | ast.ImportFrom) -> list[tuple[str, str | None]]:
    """(module, name imported from it or None) for each name an import statement brings in."""
    if isinstance(node, ast.Import):
        return [(alias.name, None) for alias in node.names]
    if node.level:
        package = name.split(".") if MODULES[name].name == "__init__.py" else name.split(".")[:-1]
        base = ".".join(package[:len(package) - node.level + 1] + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    out = []
    for alias in node.names:
        full = f"{base}.{alias.name}"
        out.append((full, None) if full in MODULES else (base, alias.name))
    return out


class Imports(ast.NodeVisitor):
    """Every runtime import of one module."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.found: list[tuple[str, str | None]] = []

    def visit_If(self, node: ast.If) -> None:
        if "TYPE_CHECKING" not in ast.unparse(node.test):
            self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        self.found += imported(self.name, node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        self.found += imported(self.name, node)


def imports_of(name: str) -> list[tuple[str, str | None]]:
    visitor = Imports(name)
    visitor.visit(ast.parse(MODULES[name].read_text()))
    return visitor.found


def test_no_import_cycle_among_game_modules():
    graph = {name: {module for module, _ in imports_of(name) if module in MODULES and module != name}
             for name in MODULES}
    state: dict[str, int] = {}

    def visit(name: str, path: list[str]) -> None:
        if state.get(name) == 2:
            return
        assert state.get(name) != 1, "import cycle: " + " -> ".join(path[path.index(name):] + [name])
        state[name] = 1
        for other in sorted(graph[name]):
            visit(other, path + [name])
        state[name] = 2

    for name in sorted(graph):
        visit(name, [])


def test_only_the_command_line_imports_the_command_line():
    outside = [(name, module) for name in MODULES if not name.startswith("game.cli") and name != "game.__main__"
               for module, _ in imports_of(name) if module == "game.cli" or module.startswith("game.cli.")]
    assert outside == []


def test_no_private_name_crosses_a_module_boundary():
    crossing = [(name, module, what) for name in MODULES for module, what in imports_of(name)
                if what is not None and what.startswith("_") and not what.endswith("__") and module.startswith("game")]
    assert crossing == []


def test_imports_stand_at_the_top_of_each_module():
    late = []
    for name, path in MODULES.items():
        seen_code = False
        for node in ast.parse(path.read_text()).body:
            is_import = isinstance(node, (ast.Import, ast.ImportFrom)) or (
                isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test))
            is_docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            is_environment = isinstance(node, ast.Expr) and "environ" in ast.unparse(node)
            if is_import and seen_code:
                late.append(f"{name}:{node.lineno}")
            seen_code = seen_code or not (is_import or is_docstring or is_environment)
    assert late == []
