"""Bad input at the edges: each gets one clear paragraph (or is set aside), never a crash or a hang."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.storage.crash_log import guarded
from game.storage.home import data_home
from game.storage.settings import Settings, load_settings, settings_path

DECK = Path(__file__).resolve().parents[1] / "decks" / "citrine.json"


def one_paragraph(err: str) -> bool:
    return len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize("content", [
    '{"animation_speed": ' + "9" * 5000 + "}",
    "[" * 100_000 + "]" * 100_000,
    "x" * 2_000_000,
])
def test_a_settings_file_with_absurd_content_is_set_aside_not_a_crash(data_home, capsys, content):
    data_home.mkdir(parents=True)
    settings_path().write_text(content)
    assert load_settings() == Settings()
    assert (data_home / "settings.json.bad-1").read_text() == content, "the bytes are kept"
    assert one_paragraph(capsys.readouterr().err)


def test_an_oversized_deck_file_is_refused_before_it_is_read(tmp_path, capsys):
    huge = tmp_path / "huge.json"
    with huge.open("wb") as f:
        f.truncate(150_000_000)
    assert main(["simulate", "--games", "1", "--deck-file", str(huge)]) == 1
    err = capsys.readouterr().err
    assert "larger than" in err and one_paragraph(err)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs an endless device file")
def test_an_endless_device_as_a_deck_file_is_refused(capsys):
    assert main(["simulate", "--games", "1", "--deck-file", "/dev/zero"]) == 1
    assert one_paragraph(capsys.readouterr().err)


def record(tmp_path: Path, **changes) -> Path:
    """A good one-game record with some fields changed."""
    assert main(["simulate", "--games", "1", "--save-records", str(tmp_path / "recs")]) == 0
    path = next((tmp_path / "recs").glob("*.json"))
    data = json.loads(path.read_text())
    for key, value in changes.items():
        if key == "step0":
            data["steps"][0] = value
        elif key == "deck_cards":
            data["deck"]["cards"] = value(data["deck"]["cards"])
        else:
            data[key] = value
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("changes, says", [
    ({"step0": {"kind": ["deal"]}}, "unknown kind"),
    ({"step0": {"kind": {"a": 1}}}, "unknown kind"),
    ({"first_player": True}, "first_player"),
    ({"deck_cards": lambda cards: [cards[0]] + cards[:8]}, "listed twice"),
    ({"deck_cards": lambda cards: [{**cards[0], "copies": 0}] + cards[1:]}, "copies"),
])
def test_a_record_is_validated_as_strictly_as_a_deck_file(tmp_path, capsys, changes, says):
    path = record(tmp_path, **changes)
    capsys.readouterr()
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert says in err and one_paragraph(err)


@pytest.mark.parametrize("name", ["../settings", "/etc/passwd", "a/b", "..", ""])
def test_custom_deck_names_are_plain_names(capsys, name):
    assert main(["simulate", "--games", "1", "--deck", f"custom:{name}"]) == 1
    err = capsys.readouterr().err
    assert "plain" in err or "never a path" in err
    assert one_paragraph(err)


def test_an_empty_deck_spec_is_refused(capsys):
    assert main(["simulate", "--games", "1", "--deck", ""]) == 1
    err = capsys.readouterr().err
    assert "empty deck spec" in err and one_paragraph(err)


def test_two_crashes_in_one_second_keep_both_logs():
    def broken() -> int:
        raise RuntimeError("again")

    assert guarded(broken) == 70 and guarded(broken) == 70
    assert len(list((data_home() / "logs").glob("crash-*.log"))) == 2


def test_a_crash_log_that_cannot_be_written_goes_to_stderr(capsys, monkeypatch):
    def refuse(error):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("game.storage.crash_log.write_crash_log", refuse)
    assert guarded(lambda: 1 // 0) == 70
    err = capsys.readouterr().err
    assert "ZeroDivisionError" in err and "could not be saved" in err


def test_without_a_display_the_game_says_so_and_exits_1(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}
    env.update(CLASSIFIED_INFO_HOME=str(tmp_path), SDL_AUDIODRIVER="dummy", PYTHONPATH=os.pathsep.join(sys.path))
    result = subprocess.run([sys.executable, "-m", "game", "play"], capture_output=True, text=True, timeout=60,
                            env=env)
    assert result.returncode == 1
    assert "no display was found" in result.stderr and "Traceback" not in result.stderr


def test_no_sound_device_makes_no_noise_on_stderr(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env.update(PYTHONPATH=os.pathsep.join(sys.path))
    code = "from game.ui.sound import Sounds; Sounds(); print('ok')"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert result.stdout.strip() == "ok"
    assert "ALSA" not in result.stderr and "audio device" not in result.stderr


def test_records_never_overwrite_an_earlier_run_unless_asked(tmp_path, capsys):
    folder = tmp_path / "recs"
    assert main(["simulate", "--games", "2", "--save-records", str(folder)]) == 0
    first = {path.name: path.read_bytes() for path in folder.iterdir()}
    capsys.readouterr()
    assert main(["simulate", "--games", "2", "--seed", "9", "--save-records", str(folder)]) == 1
    err = capsys.readouterr().err
    assert "earlier run" in err and "--overwrite" in err and one_paragraph(err)
    assert {path.name: path.read_bytes() for path in folder.iterdir()} == first, "nothing was overwritten"
    assert main(["simulate", "--games", "2", "--seed", "9", "--save-records", str(folder), "--overwrite"]) == 0
    assert {path.name: path.read_bytes() for path in folder.iterdir()} != first


def test_records_onto_a_file_are_refused(tmp_path, capsys):
    target = tmp_path / "a-file"
    target.write_text("keep me")
    assert main(["simulate", "--games", "1", "--save-records", str(target)]) == 1
    err = capsys.readouterr().err
    assert "not a folder" in err and one_paragraph(err) and target.read_text() == "keep me"


def test_more_jobs_than_cores_are_capped_with_a_word(capsys):
    assert main(["simulate", "--games", "2", "--jobs", "64", "--json"]) == 0
    captured = capsys.readouterr()
    assert "more than this machine's" in captured.err and json.loads(captured.out.splitlines()[-1])["games"] == 2


@pytest.mark.parametrize("argv, says", [
    (["demo", "--size", "100000x100000"], "at most 7680x4320"),
    (["demo", "--seconds", "inf"], "not a finite number"),
    (["demo", "--seconds", "nan"], "not above 0"),
])
def test_the_demo_refuses_endless_or_enormous_runs(capsys, argv, says):
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2 and says in capsys.readouterr().err
