"""The per-user data folder and atomic writes."""

import os

import pytest

from game import home


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
