"""The table's menus: the pause menu Escape opens, Resign's confirmation, and the Big Reveal's choices."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.storage.settings import PACES, Settings
from game.text.table_menus import quit_label, resign_question, title_screen_label
from game.ui.scenes.overlays import MenuOverlay
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_screen import SettingsScreen
from game.ui.widgets.menu import MenuItem

if TYPE_CHECKING:
    from game.ui.scenes.play import PlayScene


def pause_menu(table: PlayScene) -> MenuOverlay:
    """Resume, the next game, quick settings, the rules, Resign while the game goes on, and the ways out."""
    do = table.commands
    return MenuOverlay(table.theme, "Paused", (
        MenuItem("Resume", do.close_overlays),
        MenuItem(do.new_game_label, do.new_game),
        *quick_settings(table),
        *resign_item(table),
        MenuItem(lambda: title_screen_label(do.saved()), do.leave),
        MenuItem(lambda: quit_label(do.saved()), do.quit),
    ))


def quick_settings(table: PlayScene) -> tuple[MenuItem, ...]:
    """Confirm plays, sound, pace, the rules and the settings: the same rows in every table's menu."""
    def settings() -> Settings:  # read when chosen: a change replaces the settings
        return table.settings

    do = table.commands
    return (
        MenuItem(lambda: f"Confirm plays: {'on' if settings().confirm_plays else 'off'}",
                 lambda: do.change(confirm_plays=not settings().confirm_plays)),
        MenuItem(lambda: f"Sound: {'off' if settings().muted else 'on'}",
                 lambda: do.change(muted=not settings().muted)),
        MenuItem(lambda: f"Pace: {dict(PACES).get(settings().animation_speed, 'custom')}",
                 lambda: do.change(animation_speed=next_pace(settings().animation_speed))),
        MenuItem("Rules", lambda: do.push(RulesScene(table.theme))),
        MenuItem("Settings", lambda: do.push(SettingsScreen(table.theme, table.sounds, settings(),
                                                            do.settings_changed, table.save))),
    )


def resign_item(table: PlayScene) -> tuple[MenuItem, ...]:
    """Resign, while the game goes on (it asks first)."""
    return () if table.session.over else (MenuItem("Resign", lambda: table.commands.push(resign_menu(table))),)


def next_pace(now: float) -> float:
    """The next of the menu's paces, round to the first."""
    speeds = [speed for speed, _ in PACES]
    later = [speed for speed in speeds if speed > now]
    return later[0] if later else speeds[0]


def resign_menu(table: PlayScene) -> MenuOverlay:
    """Resign asks first: it ends the game (in a match, this game only) as a loss."""
    return MenuOverlay(table.theme, resign_question(table.match is not None), (
        MenuItem("Keep playing", table.commands.close_overlays), MenuItem("Resign", table.commands.resign)))


def reveal_items(table: PlayScene) -> tuple[MenuItem, ...]:
    """The Big Reveal's choices: in a match, on to its score; else another game; and the replay or the review
    of the game just played (a match's game too: leaving them comes back here, the match where it was)."""
    match, do = table.match, table.commands
    looks = (MenuItem("Replay", lambda: watch_again(table)), MenuItem("Review", lambda: review(table)))
    if match is not None:
        go_on = "Match result" if match.state.over else "Match score"
        return (MenuItem(go_on, do.flow().after_game), *looks, MenuItem("See the table", do.close_overlays),
                MenuItem("Quit" if match.state.over else "Quit (saved)", do.quit))
    return (MenuItem("Play again", do.new_game), *looks, MenuItem("See table", do.close_overlays),
            MenuItem("Quit", do.quit))


def watch_again(table: PlayScene) -> None:
    """From the Big Reveal: this game from the deal in the replay viewer; leaving it brings the Big Reveal back."""
    from game.storage.records_shared import just_played
    from game.ui.scenes.replay_viewer import ReplayViewer
    from game.ui.scenes.review_screen import review_from

    table.commands.reveal_again()
    watched = just_played(table.session, table.wheels.to_save(), table.keeper.autosave.path)
    pace = table.settings.animation_speed
    table.commands.push(ReplayViewer(table.theme, table.sounds, watched, pace=pace,
                                     review=review_from(table.theme, table.sounds, table.runner, pace)))


def review(table: PlayScene) -> None:
    """From the Big Reveal: this game's review, weighed in the worker; leaving it brings the Big Reveal back."""
    from game.storage.records_shared import just_played
    from game.ui.scenes.review_screen import ReviewScreen

    table.commands.reveal_again()
    watched = just_played(table.session, table.wheels.to_save(), table.keeper.autosave.path)
    table.commands.push(ReviewScreen(table.theme, table.sounds, watched, table.runner, table.settings.animation_speed))
