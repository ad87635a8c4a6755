"""The Settings screen: every setting saved to settings.json and applied the moment it changes, by keys and
by mouse; a save the disk refuses is said in one line and the game goes on."""

import json

import pygame
import pytest

from game.decks.specs import deck_source
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.settings import Settings, load_settings, settings_path
from game.ui.look.layout import layout_for
from game.ui.look.palette import OKABE_ITO, STANDARD
from game.ui.look.theme import Theme
from game.ui.scenes.play import PlayScene
from game.ui.scenes.settings_screen import ROWS, SettingsScreen
from game.ui.sound import Sounds

from helpers.driving import click, key, open_from_title, run, title_app


@pytest.fixture
def theme():
    pygame.font.init()
    return Theme.create()


def saved() -> dict:
    return json.loads(settings_path().read_text(encoding="utf-8"))


def settings_from_title(theme, by_mouse=False):
    app, title = title_app(theme)
    open_from_title(app, title, "Settings", by_mouse)
    screen = app.stack.top
    assert isinstance(screen, SettingsScreen)
    return app, title, screen


def to_row(app, screen, field):
    """Move the focus to a setting's row with ↓."""
    row = [r.field for r in ROWS].index(field)
    run(app, *[key(pygame.K_DOWN)] * ((row - screen.row) % len(ROWS)))
    assert ROWS[screen.row].field == field


def test_the_palette_changes_the_whole_game_at_once(screen, theme):
    app, title, settings_screen = settings_from_title(theme)
    to_row(app, settings_screen, "palette")
    run(app, key(pygame.K_RIGHT))
    assert saved()["palette"] == "colour_blind" and theme.palette == OKABE_ITO
    assert theme.art.palette == OKABE_ITO, "the card art is drawn in the new palette"
    run(app, key(pygame.K_RETURN))
    assert saved()["palette"] == "standard" and theme.palette == STANDARD


def test_the_ui_scale_changes_every_layout_at_once(screen, theme):
    app, title, settings_screen = settings_from_title(theme)
    before = layout_for(1024, 600).scale
    to_row(app, settings_screen, "ui_scale")
    run(app, key(pygame.K_LEFT), key(pygame.K_LEFT))
    assert saved()["ui_scale"] == 80 and layout_for(1024, 600).scale == pytest.approx(before * 0.8)
    run(app, *[key(pygame.K_LEFT)] * 3)
    assert saved()["ui_scale"] == 80, "the scale stops at its smallest"
    run(app, *[key(pygame.K_RIGHT)] * 4)
    assert saved()["ui_scale"] == 120 and layout_for(1024, 600).scale > before


def test_sound_and_volume_reach_the_sounds_at_once(screen, theme):
    app, title, settings_screen = settings_from_title(theme)
    sounds = title.sounds
    to_row(app, settings_screen, "muted")
    run(app, key(pygame.K_RIGHT))
    assert saved()["muted"] is True and sounds.muted
    to_row(app, settings_screen, "volume")
    run(app, key(pygame.K_LEFT), key(pygame.K_LEFT))
    assert saved()["volume"] == 80 and sounds.volume == pytest.approx(0.8)


@pytest.mark.parametrize("field,first", [("confirm_plays", False), ("animation_speed", 2.0),
                                         ("wheel_assistant", "facts")])
def test_each_setting_is_saved_as_it_changes(screen, theme, field, first):
    app, title, settings_screen = settings_from_title(theme)
    to_row(app, settings_screen, field)
    run(app, key(pygame.K_RIGHT))
    assert saved()[field] == first and getattr(load_settings(), field) == first


def test_fullscreen_turns_on_and_off_without_a_crash_on_any_driver(screen, theme):
    app, title, settings_screen = settings_from_title(theme)
    to_row(app, settings_screen, "fullscreen")
    run(app, key(pygame.K_RETURN))
    assert saved()["fullscreen"] is True and pygame.display.is_fullscreen()
    run(app, key(pygame.K_RETURN))
    assert saved()["fullscreen"] is False and not pygame.display.is_fullscreen()
    assert pygame.display.get_surface().get_size() == (1280, 720), "back to the window it was"


def test_settings_by_mouse(screen, theme):
    app, title, settings_screen = settings_from_title(theme, by_mouse=True)
    whole, left, right = settings_screen.rects[[r.field for r in ROWS].index("volume")]
    run(app, *click(left.center))
    assert saved()["volume"] == 90
    run(app, *click(right.center), *click(right.center))
    assert saved()["volume"] == 100, "the volume stops at its loudest"
    whole, left, right = settings_screen.rects[[r.field for r in ROWS].index("wheel_assistant")]
    run(app, *click((whole.x + 10, whole.centery)))
    assert saved()["wheel_assistant"] == "facts", "a click on the label steps to the next value"
    run(app, *click(settings_screen.back_rect.center))
    assert app.stack.top is title


def test_a_settings_file_from_before_these_settings_still_loads(data_home):
    data_home.mkdir(parents=True)
    settings_path().write_text(json.dumps({"confirm_plays": False, "animation_speed": 2.0, "palette": "standard",
                                           "muted": True}), encoding="utf-8")
    settings = load_settings()
    assert settings.confirm_plays is False and settings.muted is True
    assert (settings.volume, settings.ui_scale, settings.fullscreen, settings.wheel_assistant) == (
        100, 100, False, "off")


def test_a_save_the_disk_refuses_is_said_in_one_line_and_the_change_still_applies(screen, theme, data_home,
                                                                               monkeypatch):
    data_home.parent.mkdir(parents=True, exist_ok=True)
    blocker = data_home.parent / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("CLASSIFIED_INFO_HOME", str(blocker / "home"))
    app, title, settings_screen = settings_from_title(theme)
    to_row(app, settings_screen, "palette")
    run(app, key(pygame.K_RIGHT))
    assert theme.palette == OKABE_ITO, "applied even though it could not be saved"
    assert settings_screen.problem.startswith("The settings could not be saved")
    assert "\n" not in settings_screen.problem
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is title


def test_settings_from_the_pause_menu_reach_the_game_under_way(screen, theme):
    written = []
    app, _ = title_app(theme)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                      starter(deck_source("citrine"), "standard", "random", 3), InlineRunner(), save=written.append)
    app.stack.push(scene)
    run(app, key(pygame.K_ESCAPE))
    labels = [item.text() for item in app.stack.top.menu.items]
    run(app, *[key(pygame.K_DOWN)] * labels.index("Settings"), key(pygame.K_RETURN))
    settings_screen = app.stack.top
    assert isinstance(settings_screen, SettingsScreen)
    to_row(app, settings_screen, "confirm_plays")
    run(app, key(pygame.K_RIGHT))
    assert scene.settings.confirm_plays is False and written[-1].confirm_plays is False
    to_row(app, settings_screen, "animation_speed")
    run(app, key(pygame.K_LEFT))
    assert scene.motion.speed == 4.0 and scene.settings.animation_speed == 4.0


def test_a_pause_menu_toggle_the_disk_refuses_is_a_notice_not_a_crash(screen, theme):
    def refuse(settings):
        raise OSError(28, "No space left on device")
    app, _ = title_app(theme)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                      starter(deck_source("citrine"), "standard", "random", 3), InlineRunner(), save=refuse)
    app.stack.push(scene)
    scene.commands.change(muted=True)
    assert scene.settings.muted and scene.sounds.muted
    assert "No space left on device" in scene.notice
