"""Start-up: the command line imports only what the chosen subcommand needs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import game

PROBE = """
import json, sys
from game.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as done:
    code = done.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}), file=sys.stderr)
"""


def imported(*argv: str) -> set[str]:
    """The modules a fresh interpreter holds after running the command line with `argv`."""
    env = {**os.environ, "PYTHONPATH": str(Path(game.__file__).resolve().parent.parent)}
    result = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True,
                            timeout=120, env=env)
    probe = json.loads(result.stderr.strip().splitlines()[-1])
    assert probe["code"] in (0, None), result.stderr
    return set(probe["modules"])


def heavy(modules: set[str], *prefixes: str) -> set[str]:
    return {m for m in modules if m.split(".")[0] in prefixes or m.startswith(prefixes)}


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["replay", "--help"], ["merge", "--help"]])
def test_version_and_help_import_no_engine_pydantic_or_pygame(argv):
    modules = imported(*argv)
    assert not heavy(modules, "pygame", "pydantic", "game.engine", "game.ai", "game.ui", "multiprocessing")


def test_simulate_imports_no_pygame_and_nothing_of_the_client():
    modules = imported("simulate", "--games", "1", "--json")
    assert "game.simulation.games" in modules
    assert not heavy(modules, "pygame", "game.ui")
