"""Continue: a game left mid-way (even mid-choice) comes back as it was, from the title or at launch."""

import pygame

from game.decks.specs import deck_source
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.saves import games_in_progress, saves_folder
from game.storage.settings import Settings
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds

from helpers.saved import latest_game


def scene_for(theme, saved=None, notice=None, seed=21) -> PlayScene:
    return PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), starter(
        deck_source("citrine"), "standard", "random", seed), InlineRunner(), save=lambda s: None, saved=saved,
        notice=notice)


def to_human_action(scene: PlayScene, decisions: int) -> None:
    """Make first-option choices for both seats until `decisions` have passed and the human must act."""
    session = scene.session
    made = 0
    while not (made >= decisions and session.human_to_move and session.state.pending.kind == "action"):
        assert not session.over
        if session.human_to_move:
            session.apply_human(session.state.pending.options[0])
        else:
            scene.seat.job = None
            session.apply_bot(session.state.pending.options[0])
        made += 1
        scene.refresh()


def test_continue_on_the_title_brings_back_the_game_and_its_unfinished_choice(app, theme):
    first = scene_for(theme)
    to_human_action(first, 3)
    card = next(t.key for t in first.input.step.targets if t.key[0] == "hand" and t.legal)
    first.input.restore([card])
    first.keep()
    before = first.session.state.snapshot(with_generator=False)

    title = TitleScene(theme, Sounds(muted=True), lambda: scene_for(theme),
                       continue_game=lambda: scene_for(theme, saved=latest_game()[0]))
    app.stack.push(title)
    title.draw(pygame.display.get_surface())
    assert title.menu.items[0].text() == "Continue"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.run(0)
    resumed = app.stack.top
    assert isinstance(resumed, PlayScene) and resumed is not first
    assert resumed.session.state.snapshot(with_generator=False) == before
    assert resumed.input.prompt.picks == [card] and resumed.decor.raised == (card[1],)
    assert resumed.keeper.autosave.path == first.keeper.autosave.path and len(games_in_progress()) == 1


def test_a_save_that_cannot_be_read_is_set_aside_and_said_in_the_window(app, theme):
    (saves_folder() / "game-1-bad.json").write_text("{torn")
    saved, notice = latest_game()
    assert saved is None and "game-1-bad.json.bad-1" in notice
    scene = scene_for(theme, notice=notice)
    app.stack.push(scene)
    scene.draw(pygame.display.get_surface())
    assert scene.notice == notice
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
    app.run(0)
    assert scene.notice is None, "the note goes with the next key"


def test_the_title_offers_continue_only_while_a_game_is_in_progress(app, theme):
    title = TitleScene(theme, Sounds(muted=True), lambda: scene_for(theme), continue_game=lambda: None)
    title.draw(pygame.display.get_surface())
    assert "Continue" not in [item.text() for item in title.menu.items]
    scene_for(theme)
    title.draw(pygame.display.get_surface())
    assert title.menu.items[0].text() == "Continue"


def test_leaving_mid_game_says_the_game_is_saved(app, theme):
    scene = scene_for(theme)
    app.stack.push(scene)
    scene.open_menu()
    labels = [item.text() for item in app.stack.top.menu.items]
    assert "Quit (the game is saved)" in labels and "Title screen (Continue resumes)" in labels


def test_a_setting_that_cannot_be_saved_is_applied_and_said(screen, theme):
    def full(settings):
        raise OSError(28, "No space left on device")

    scene = PlayScene(theme, Sounds(muted=True), Settings(), starter(deck_source("citrine"), "standard",
                      "random", 3), InlineRunner(), save=full)
    scene.commands.change(muted=True)
    assert scene.settings.muted and scene.sounds.muted
    assert "could not be saved" in scene.notice and "No space left" in scene.notice
