"""The command line as a terminal starts it, in this process: its exit code and what it printed."""

from __future__ import annotations

import sys

from game.__main__ import run as program


def run_program(monkeypatch, capsys, *argv: str) -> tuple[int, str, str]:
    """The program as a terminal starts it (crash guard included): exit code, stdout, stderr."""
    monkeypatch.setattr(sys, "argv", ["classified-info", *argv])
    try:
        code = program()
    except SystemExit as usage:
        code = usage.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err
