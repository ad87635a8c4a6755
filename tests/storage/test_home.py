"""The per-user data folder and atomic writes."""

import os
import sys

import pytest

from game.storage import files, home

POSIX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="Windows makes no FIFOs, and links only with rights")


def test_env_var_chooses_the_data_folder(data_home):
    assert home.data_home() == data_home


def test_platform_folder_when_env_var_is_unset(monkeypatch):
    monkeypatch.delenv(home.HOME_ENV, raising=False)
    assert home.data_home().name == "classified-info"


@pytest.mark.parametrize("name", home.SUBFOLDERS)
def test_subfolder_is_created_on_demand(data_home, name):
    assert not (data_home / name).exists()
    assert home.subfolder(name) == data_home / name
    assert (data_home / name).is_dir()


def test_unknown_subfolder_is_refused():
    with pytest.raises(ValueError):
        home.subfolder("secrets")


def test_write_atomic_replaces_the_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "saves" / "autosave.json"
    home.write_atomic(target, '{"version": 1}\n')
    home.write_atomic(target, '{"version": 2}\n')
    assert target.read_text(encoding="utf-8") == '{"version": 2}\n'
    assert os.listdir(target.parent) == ["autosave.json"]


def test_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "settings.json"
    home.write_atomic(target, "good")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(home.os, "replace", broken_replace)
    with pytest.raises(OSError):
        home.write_atomic(target, "half-written")
    assert target.read_text(encoding="utf-8") == "good"
    assert os.listdir(tmp_path) == ["settings.json"]


def test_a_subfolder_that_cannot_be_made_is_a_clear_oserror(tmp_path, monkeypatch):
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv(home.HOME_ENV, str(tmp_path / "a-file" / "home"))
    with pytest.raises(OSError, match="cannot hold saves"):
        home.subfolder("saves")
    assert home.files_in(home.folder_path("saves")) == [], "listing a folder that is not there lists nothing"


@POSIX_ONLY
def test_listing_keeps_files_only_oldest_first_by_lstat_and_makes_nothing(tmp_path):
    older, newer = tmp_path / "b.json", tmp_path / "a.json"
    older.write_text("{}")
    newer.write_text("{}")
    os.utime(older, (1_000, 1_000))
    (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere.json")
    (tmp_path / "folder.json").mkdir()
    os.mkfifo(tmp_path / "pipe.json")
    (tmp_path / ".hidden.json").write_text("{}")
    (tmp_path / "notes.txt").write_text("")
    assert home.files_in(tmp_path) == [older, newer]
    assert home.files_in(tmp_path / "missing") == [] and not (tmp_path / "missing").exists()


def test_start_up_clears_killed_writes_in_every_folder_it_writes(data_home):
    stale = [data_home / folder / ".stats.json.x1.tmp" for folder in home.WRITTEN_FOLDERS]
    for path in stale:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("half")
    (data_home / "saves" / "game-1.json").write_text("{}")
    assert home.clean_up_killed_writes() == len(stale)
    assert not any(path.exists() for path in stale) and (data_home / "saves" / "game-1.json").exists()


@POSIX_ONLY
@pytest.mark.parametrize("make", [lambda p: os.mkfifo(p), os.mkdir, lambda p: p.symlink_to(p.parent / "nowhere")],
                         ids=["fifo", "folder", "dangling link"])
def test_the_reader_refuses_what_is_not_a_regular_file_before_reading(tmp_path, make):
    path = tmp_path / "settings.json"
    make(path)
    with pytest.raises(OSError):
        files.read_json(path)
