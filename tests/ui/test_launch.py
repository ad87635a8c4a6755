"""The no-argument start: it never crash-loops on a save, keeps a custom deck's name, and welcomes a newcomer."""

import json
import os
import shutil
from pathlib import Path

import pytest

from game.decks.specs import deck_source
from game.session.game_session import GameSession
from game.storage.home import data_home
from game.storage.saves import Autosave, saves_folder
from game.ui.app import open_window
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from game.ui.scenes.tutorial import TutorialScene

from helpers.launching import launch

RELEASE = Path(__file__).parent.parent / "fixtures" / "release-0.1.0"


def put(name: str, place: str, change=None) -> Path:
    """A file of the release in the data folder, changed by `change(data)` first if given."""
    path = data_home() / place
    path.parent.mkdir(parents=True, exist_ok=True)
    if change is None:
        shutil.copyfile(RELEASE / name, path)
    else:
        data = json.loads((RELEASE / name).read_text())
        change(data)
        path.write_text(json.dumps(data))
    return path


def test_a_match_with_a_custom_deck_named_in_capitals_continues_at_launch(screen, monkeypatch):
    put("Mix One.json", "custom_decks/Mix One.json")
    put("save-mid-match.json", "saves/game-1.json")
    opened = launch(monkeypatch)
    assert opened.crash is None, f"the launch crashed: {opened.crash!r}"
    assert isinstance(opened.top, PlayScene) and opened.top.match.first_spec == "custom:Mix One"
    assert opened.top.new_match_session().first_spec == "custom:Mix One", "the next match deals the same deck"


def test_a_match_whose_custom_deck_was_deleted_deals_on_from_its_letters_and_says_so(screen, monkeypatch):
    put("save-mid-match.json", "saves/game-1.json")
    opened = launch(monkeypatch)
    assert opened.crash is None, f"the launch crashed: {opened.crash!r}"
    table = opened.top
    assert isinstance(table, PlayScene) and "gone" in (table.notice or "")
    again = table.new_match_session()
    assert again.session.deck.abilities() == deck_source("mixed:crecrecre").deck.abilities()


def test_a_game_whose_custom_deck_was_deleted_continues_with_its_cards_and_says_so(screen, monkeypatch):
    put("save-mid-game.json", "saves/game-1.json", lambda data: data["record"]["deck"].update(spec="custom:Gone"))
    opened = launch(monkeypatch)
    assert opened.crash is None and isinstance(opened.top, PlayScene)
    assert "Gone" in (opened.top.notice or "") and "gone" in (opened.top.notice or "")
    again = opened.top.start()
    assert again.spec == "custom:Gone" and again.deck.abilities() == deck_source("ruby").deck.abilities()


@pytest.mark.parametrize("change", [
    lambda data: data.update(opponent="nobody"),  # ValueError: an unknown player
    lambda data: data.update(human=None),  # a game against the computer with nobody seated
])
def test_a_save_that_cannot_be_seated_is_set_aside_and_the_title_says_so(screen, monkeypatch, change):
    path = put("save-mid-game.json", "saves/game-1.json", change)
    before = path.read_bytes()
    opened = launch(monkeypatch)
    assert opened.crash is None, f"the launch crashed: {opened.crash!r}"
    title = opened.top
    assert isinstance(title, TitleScene)
    said = " ".join(title.lines_under_menu())
    assert "game-1.json.bad-1" in said and len(said) < 2_000
    assert path.with_name("game-1.json.bad-1").read_bytes() == before and not path.exists()
    assert launch(monkeypatch).crash is None, "the next launch opens as well"
    again = put("save-mid-game.json", "saves/game-2.json", change)
    title._offer_continue()
    assert title.menu.items[0].text() == "Continue"
    title.menu.items[0].action()  # Continue on the title: the same guard
    assert "game-2.json.bad-1" in " ".join(title.lines_under_menu())
    assert not again.exists()


def test_a_first_launch_opens_the_title_with_a_welcome_offering_learn_to_play_then_easy(screen, monkeypatch):
    opened = launch(monkeypatch)
    assert opened.crash is None
    title = opened.top
    assert isinstance(title, TitleScene), "a newcomer is not dropped into a live game"
    assert [item.text() for item in title.menu.items[:2]] == ["Learn to play", "Play against Easy"]
    assert "Learn to play" in " ".join(title.lines_under_menu())
    title.menu.items[0].action()
    assert isinstance(title.stack.top, TutorialScene)
    title.stack.pop()
    title.menu.items[1].action()
    assert isinstance(title.stack.top, PlayScene) and title.stack.top.session.opponent == "easy"


def test_a_launch_after_games_were_played_opens_a_game_as_before(screen, monkeypatch):
    session = GameSession(deck_source("citrine").deck, "standard", 3, "random", 0)
    while not session.over:
        session.apply_bot(session.bot.choose(session.bot_view())) if session.bot_to_move else session.apply_human(
            session.state.pending.options[0])
    Autosave(saves_folder() / "game-3.json").update(session)
    opened = launch(monkeypatch)
    assert isinstance(opened.top, PlayScene) and not opened.top.session.over


def test_play_again_after_a_continued_custom_deck_game_keeps_its_deck(screen, monkeypatch):
    from game.decks.custom import save_custom

    save_custom("Mix One", "rreerrccc")
    source = deck_source("custom:Mix One")
    session = GameSession(source.deck, "standard", 5, "random", 0, spec=source.spec)
    session.apply_human(session.state.pending.options[0])
    Autosave(saves_folder() / "game-5.json").update(session)
    opened = launch(monkeypatch)
    assert isinstance(opened.top, PlayScene)
    again = opened.top.start()
    assert again.spec == "custom:Mix One" and again.deck.abilities() == source.deck.abilities()
    assert again.opponent == "random"


def test_the_window_takes_the_click_that_brings_it_to_the_front(monkeypatch):
    monkeypatch.delenv("SDL_MOUSE_FOCUS_CLICKTHROUGH", raising=False)
    open_window((320, 240))
    assert os.environ["SDL_MOUSE_FOCUS_CLICKTHROUGH"] == "1"
