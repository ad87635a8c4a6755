"""A crash leaves a log in the data folder and says where it is."""

from __future__ import annotations

from game.storage.crash_log import guarded
from game.storage.home import data_home


def test_an_uncaught_error_writes_a_log_and_names_it(capsys):
    def broken() -> int:
        raise RuntimeError("the wheel came off")

    assert guarded(broken) == 70
    logs = list((data_home() / "logs").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text()
    assert "RuntimeError: the wheel came off" in text and "classified-info" in text
    assert str(logs[0]) in capsys.readouterr().err


def test_a_normal_exit_passes_through():
    assert guarded(lambda: 0) == 0
