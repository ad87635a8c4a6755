"""Settings: defaults, a round trip through settings.json, and a bad file set aside, never overwritten."""

import json

from game.storage.settings import Settings, load_settings, save_settings, settings_path


def test_no_file_means_the_defaults(data_home):
    settings = load_settings()
    assert settings == Settings()
    assert settings.confirm_plays is True and settings.muted is False
    assert settings.palette == "standard" and settings.animation_speed == 1.0
    assert not settings_path().exists(), "loading never writes"


def test_saved_settings_load_back(data_home):
    saved = Settings(confirm_plays=False, animation_speed=2.0, palette="colour_blind", muted=True)
    save_settings(saved)
    assert settings_path() == data_home / "settings.json"
    assert load_settings() == saved
    assert json.loads(settings_path().read_text())["palette"] == "colour_blind"


def test_a_file_that_is_not_json_is_moved_aside_with_one_line(data_home, capsys):
    data_home.mkdir(parents=True)
    settings_path().write_text("{confirm_plays: yes", encoding="utf-8")
    assert load_settings() == Settings()
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "settings.json" in err and "settings.json.bad-1" in err and "not valid JSON" in err
    assert not settings_path().exists()
    assert (data_home / "settings.json.bad-1").read_text() == "{confirm_plays: yes"


def test_a_bad_field_names_the_field_and_a_second_bad_file_gets_the_next_number(data_home, capsys):
    data_home.mkdir(parents=True)
    (data_home / "settings.json.bad-1").write_text("older")
    settings_path().write_text(json.dumps({"animation_speed": 0}), encoding="utf-8")
    assert load_settings() == Settings()
    err = capsys.readouterr().err
    assert "animation_speed" in err and "settings.json.bad-2" in err
    assert (data_home / "settings.json.bad-1").read_text() == "older"
    assert json.loads((data_home / "settings.json.bad-2").read_text()) == {"animation_speed": 0}


def test_unknown_keys_and_wrong_types_are_bad_data(data_home, capsys):
    data_home.mkdir(parents=True)
    for bad in ({"mute": True}, {"confirm_plays": "yes"}, {"palette": "neon"}, [1, 2]):
        settings_path().write_text(json.dumps(bad), encoding="utf-8")
        assert load_settings() == Settings()
    assert len(list(data_home.glob("settings.json.bad-*"))) == 4
    assert capsys.readouterr().err.count("\n") == 4
