"""The command-line contract: --version, help with no arguments, exit codes."""

import argparse
import os
import subprocess
import sys
import types
from pathlib import Path

import pytest

import game
import game.cli
from game.cli import main
from game.errors import DataError


def test_version(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    assert exited.value.code == 0
    assert capsys.readouterr().out.strip() == f"classified-info {game.__version__}"


def test_no_arguments_opens_the_game_window_resuming_a_saved_game(monkeypatch, capsys):
    import game.ui.app

    opened = []
    monkeypatch.setattr(game.ui.app, "play_window", lambda **options: opened.append(options) or 0)
    assert main([]) == 0
    assert opened == [{"resume": True}]
    assert capsys.readouterr().out == ""


def test_unknown_flag_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["--no-such-flag"])
    assert exited.value.code == 2
    assert "unrecognized arguments" in capsys.readouterr().err


@pytest.fixture
def broken_subcommand(monkeypatch):
    """Register a throwaway subcommand whose run raises a DataError."""
    module = types.ModuleType("fake_subcommand")

    def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
        return subparsers.add_parser("broken", help="always fails on bad data")

    def run(args: argparse.Namespace) -> int:
        raise DataError("decks/x.json: card 3 (Picking Petals), field \"guild\": set it to \"Assassin\".")

    module.add_parser, module.run = add_parser, run
    monkeypatch.setitem(sys.modules, "fake_subcommand", module)
    monkeypatch.setattr(game.cli, "SUBCOMMANDS", ("fake_subcommand",))


def test_data_error_exits_1_with_one_paragraph_and_no_traceback(broken_subcommand, capsys):
    assert main(["broken"]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "decks/x.json" in err and "Picking Petals" in err
    assert "\n\n" not in err.strip()


def test_python_dash_m_game_prints_the_version(tmp_path):
    # Run elsewhere, with the same `game` the tests import (installed or checkout) first on the path.
    env = {**os.environ, "PYTHONPATH": str(Path(game.__file__).resolve().parent.parent)}
    result = subprocess.run(
        [sys.executable, "-m", "game", "--version"],
        capture_output=True, text=True, timeout=60, cwd=tmp_path, env=env,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"classified-info {game.__version__}"


def test_play_opens_the_table_with_the_chosen_game(monkeypatch):
    import game.ui.app

    opened = []
    monkeypatch.setattr(game.ui.app, "play_window", lambda *args, **options: opened.append(args + (options,)) or 0)
    assert main(["play", "--opponent", "random", "--deck", "ruby", "--variant", "strategic", "--seed", "9"]) == 0
    decks, variant, opponent, seed, names, options = opened[0]
    assert decks.spec == "ruby" and (variant, opponent, seed, names) == ("strategic", "random", 9, None)
    assert options == {"assistant": "off", "best_of": 1}


def test_play_hotseat_opens_a_table_for_two_named_players(monkeypatch):
    import game.ui.app

    opened = []
    monkeypatch.setattr(game.ui.app, "play_window", lambda *args, **options: opened.append(args + (options,)) or 0)
    assert main(["play", "--hotseat", "--names", "Ann, Bob", "--deck", "emerald", "--assistant", "odds"]) == 0
    decks, variant, opponent, seed, names, options = opened[0]
    assert decks.spec == "emerald" and opponent is None and names == ("Ann", "Bob")
    assert options == {"assistant": "odds", "best_of": 1}


@pytest.mark.parametrize("length", ["3", "5"])
def test_play_match_opens_a_best_of_n_match(monkeypatch, length):
    import game.ui.app

    opened = []
    monkeypatch.setattr(game.ui.app, "play_window", lambda *args, **options: opened.append(args + (options,)) or 0)
    assert main(["play", "--match", length, "--deck", "random-mix"]) == 0
    assert opened[0][-1]["best_of"] == int(length)


def test_play_match_is_best_of_3_or_5(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["play", "--match", "4"])
    assert exited.value.code == 2 and "3, 5" in capsys.readouterr().err


@pytest.mark.parametrize("argv, says", [
    (["--hotseat", "--opponent", "random"], "not allowed with"),
    (["--hotseat", "--names", "Ann"], "two names"),
    (["--hotseat", "--names", "Ann,ann"], "different names"),
    (["--hotseat", "--names", "Ann," + "x" * 21], "longer than 20"),
])
def test_play_hotseat_refuses_bad_names_and_a_computer_opponent(capsys, argv, says):
    with pytest.raises(SystemExit) as exited:
        main(["play", *argv])
    assert exited.value.code == 2 and says in capsys.readouterr().err


def test_play_names_without_hotseat_is_a_usage_error(capsys):
    assert main(["play", "--names", "Ann,Bob"]) == 2
    assert "--hotseat" in capsys.readouterr().err


def test_play_with_a_bad_deck_spec_exits_1_with_one_paragraph(capsys):
    assert main(["play", "--deck", "sapphire"]) == 1
    err = capsys.readouterr().err
    assert "sapphire" in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_play_rejects_an_unknown_opponent():
    with pytest.raises(SystemExit) as exited:
        main(["play", "--opponent", "oracle"])
    assert exited.value.code == 2
