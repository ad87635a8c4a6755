"""The layers of game/ hold (import-linter's contracts in pyproject.toml), and the check would see a
broken one: a copy of the package with the rules made to read the clock and the player's files fails."""

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LINT = [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; "
        "sys.exit(lint_imports_command())", "--no-cache"]


def lint(where: Path) -> subprocess.CompletedProcess:
    return subprocess.run(LINT, cwd=where, capture_output=True, text=True, timeout=120)


def test_the_layers_hold():
    done = lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_rules_that_read_the_clock_and_the_data_folder_break_the_contracts(tmp_path):
    shutil.copytree(ROOT / "game", tmp_path / "game", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    cards = tmp_path / "game" / "engine" / "cards.py"
    cards.write_text(cards.read_text() + "\nimport time\nfrom game.storage import home\n")
    done = lint(tmp_path)
    assert done.returncode != 0
    assert "game.engine.cards -> game.storage.home" in done.stdout
    assert "game.engine.cards -> time" in done.stdout
