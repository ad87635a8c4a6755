"""The Play online screens refuse what cannot work with a line saying how to fix it, and open nothing:
no name, no code, a server address that is not ws:// or wss://. The address and name are remembered
in the settings (checked there too); a kept seat that cannot be read is set aside, not trusted."""

import json

import pygame
import pytest
from pydantic import ValidationError

from game.decks.custom import folder, save_custom
from game.online.protocol import Host, Join
from game.online_client.kept_seat import (
    KeptMarks,
    KeptSeat,
    keep_marks,
    keep_seat,
    kept_marks,
    kept_seat,
    marks_path,
    seat_key,
    seat_path,
)
from game.storage.notices import take
from game.storage.settings import Settings, load_settings, save_settings
from game.ui.online import forms
from game.ui.online.forms import HostForm, JoinForm, OnlineChoice
from game.ui.online.lobby import Lobby
from game.ui.scene import Scene
from game.wheel.notebook import BLANK


class Opened:
    """Stands in for the connection: records the hellos the forms would send."""

    def __init__(self):
        self.hellos: list[tuple[str, Host | Join, str]] = []

    def __call__(self, server, hello, name):
        self.hellos.append((server, hello, name))
        return Quiet(server, hello, name)


class Quiet:
    """A connection that never hears anything."""

    def __init__(self, server, hello, name):
        self.server, self.hello, self.name = server, hello, name
        self.code, self.link, self.problem = "", "connecting", ""

    def received(self):
        return []

    def close(self, leave=True):
        self.link = "closed"


@pytest.fixture
def opened(monkeypatch):
    opened = Opened()
    monkeypatch.setattr(forms, "connection", opened)
    return opened


def on_stack(app, *scenes: Scene) -> None:
    for scene in scenes:
        app.stack.push(scene)


def test_the_server_setting_takes_only_websocket_addresses():
    assert Settings().server == "ws://localhost:8765"
    assert Settings(server="wss://games.example.org:443").server == "wss://games.example.org:443"
    for bad in ("http://example.org", "localhost:8765", "ws://", ""):
        with pytest.raises(ValidationError, match="ws://HOST:PORT"):
            Settings(server=bad)


def test_a_settings_file_with_a_bad_server_is_set_aside(data_home):
    data_home.mkdir(parents=True)
    (data_home / "settings.json").write_text(json.dumps({"server": "ftp://nowhere"}))
    assert load_settings() == Settings()
    assert any("ws://HOST:PORT" in line for line in take())
    assert (data_home / "settings.json.bad-1").exists()


def test_hosting_asks_a_name_and_a_good_address_before_it_connects(app, theme, opened):
    form = HostForm(theme, lambda session: Scene())
    on_stack(app, Scene(), form)
    form._go()
    assert form.form.problem.startswith("Type your name") and not opened.hellos
    form.name.field.text, form.server.field.text = "Ann", "localhost:8765"
    form._go()
    assert "ws://HOST:PORT" in form.form.problem and not opened.hellos
    form.server.field.text = "ws://10.0.0.5:8765"
    form.match.choose("3")
    form.starter.choose("friend")
    form._go()
    assert opened.hellos == [("ws://10.0.0.5:8765", Host(name="Ann", deck="citrine", variant="standard",
                                                         best_of=3, first=1), "Ann")]
    assert isinstance(app.stack.top, Lobby)
    assert (load_settings().player_name, load_settings().server) == ("Ann", "ws://10.0.0.5:8765")


def test_joining_asks_the_code_and_sends_it_as_read_out(app, theme, opened):
    save_settings(Settings(player_name="Bob"))
    form = JoinForm(theme, lambda session: Scene())
    on_stack(app, Scene(), form)
    assert form.form.row == 1  # the name is remembered: the code is asked first
    form._go()
    assert form.form.problem.startswith("Type the code") and not opened.hellos
    form.code.field.text = " qx7m-2kpa-w9rt "
    form._go()
    assert opened.hellos == [("ws://localhost:8765", Join(code="QX7M-2KPA-W9RT", name="Bob"), "Bob")]
    app.run(0.1)
    assert "Joining" in app.stack.top.lines()[0] or "Connecting" in app.stack.top.lines()[0]


def test_a_kept_seat_is_offered_to_rejoin_and_a_torn_one_is_set_aside(app, theme):
    keep_seat(KeptSeat(server="ws://localhost:8765", token="s" * 43, seat=1, name="Bob", opponent="Ann"))
    choice = OnlineChoice(theme, lambda session: Scene())
    assert choice.form.rows[0].labels[0] == "Rejoin the game with Ann"
    seat_path().write_text('{"server": "ws://x:1", "tok')
    assert kept_seat() is None
    assert seat_path().with_name("online.json.bad-1").exists()
    assert any("could not be read" in line for line in take())
    assert OnlineChoice(theme, lambda session: Scene()).form.rows[0].labels[0] == "Host a game"



def test_the_host_form_offers_the_last_game_hosted_and_hosts_a_saved_deck_as_its_mix(app, theme, opened):
    save_custom("Night", "rcceccrce")
    form = HostForm(theme, lambda session: Scene())
    on_stack(app, Scene(), form)
    form.name.field.text = "Ann"
    form.deck.choose("custom:Night")
    form.variant.choose("strategic")
    form.match.choose("3")
    form._go()
    assert opened.hellos[-1][1] == Host(name="Ann", deck="mixed:rcceccrce", variant="strategic", best_of=3)
    again = HostForm(theme, lambda session: Scene())
    assert (again.deck.value, again.variant.value, again.match.value) == ("custom:Night", "strategic", "3")
    torn = folder() / "Night.json"
    torn.write_text("{torn")
    on_stack(app, Scene(), again)
    again._go()
    assert again.form.problem.startswith("That deck cannot be read") and len(opened.hellos) == 1
    assert torn.read_text() == "{torn", "nothing is written over the deck"


def test_a_click_on_a_text_field_types_there_and_enter_sends_the_form(app, theme, opened):
    save_settings(Settings(player_name="Bob"))
    form = JoinForm(theme, lambda session: Scene())
    on_stack(app, Scene(), form)
    app.run(0.05)
    code_box = next(rect for rect, row, _ in form.form.hits if form.form.rows[row] is form.code)
    form.form.row = 0
    post_and_run(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=code_box.center))
    assert form.form.rows[form.form.row] is form.code
    post_and_run(app, *(pygame.event.Event(pygame.TEXTINPUT, text=c) for c in "qx7m2kpaw9rt"))
    post_and_run(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert opened.hellos == [("ws://localhost:8765", Join(code="QX7M2KPAW9RT", name="Bob"), "Bob")]


def post_and_run(app, *events) -> None:
    for event in events:
        pygame.event.post(event)
    app.run(0.05)


def test_the_wheel_kept_beside_a_seat_is_its_game_alone_and_a_torn_one_is_set_aside(data_home):
    key = seat_key("s" * 43)
    keep_marks(KeptMarks(seat_key=key, game=2, notebook=BLANK.strike(4)))
    assert kept_marks(key, 2).notebook.struck == (4,)
    assert kept_marks(key, 1) is None and kept_marks(seat_key("t" * 43), 2) is None, "another game starts afresh"
    assert key not in ("s" * 43) and "s" * 43 not in marks_path().read_text(), "the token is not written there"
    marks_path().write_text('{"seat_key": "')
    assert kept_marks(key, 2) is None
    assert marks_path().with_name("online-marks.json.bad-1").exists()
    assert any("Cypher Wheel" in line for line in take())
