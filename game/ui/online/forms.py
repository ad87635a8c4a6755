"""Play online: host a game (the deck, the set-up, a single game or a match, who starts) or join one
with the code a friend reads out; both ask the player's name and the server, remembered in the settings."""

from __future__ import annotations

from typing import Callable

from game.decks.custom import letters_of
from game.errors import DataError
from game.online.protocol import Host, Join
from game.online_client.connection import Connection
from game.online_client.kept_seat import kept_seat
from game.storage.settings import HostChoices, Settings, load_settings, save_settings, server_problem
from game.text import online_words as say
from game.text.match_words import MATCH_LENGTHS
from game.text.screens import COIN_TOSS, ME, VARIANTS
from game.ui.look.theme import Theme
from game.ui.online.lobby import Lobby, SeatTable
from game.ui.scenes.form_screen import FormScreen
from game.ui.scenes.new_game import deck_options
from game.ui.widgets.form import Buttons, Form, Picker, Text
from game.ui.widgets.text_field import TextField

NAME_LIMIT = 20
SERVER_LIMIT = 100
CODE_LIMIT = 20
FRIEND = "My friend"
STARTERS = (("coin", COIN_TOSS), ("me", ME), ("friend", FRIEND))
FIRST = {"coin": None, "me": 0, "friend": 1}
"""Who starts, as the host message says it (the host sits in seat 0)."""


def connection(server: str, hello: Host | Join, name: str) -> Connection:
    """The connection a form opens (tests put one of their own in its place)."""
    return Connection(server, hello, name).start()


class OnlineChoice(FormScreen):
    """Play online: host, join, or rejoin the game kept on the server."""

    kicker = say.ONLINE.kicker
    title = say.ONLINE.title
    lead = say.ONLINE.lead
    keys = say.ONLINE_KEYS
    label_width = 0

    def __init__(self, theme: Theme, seat_table: SeatTable) -> None:
        self.seat_table = seat_table
        self.kept = kept_seat()
        labels: tuple[str, ...] = (say.HOSTING, say.JOINING)
        actions: tuple[Callable[[], None], ...] = (self._host, self._join)
        if self.kept is not None:
            labels, actions = (say.rejoin_label(self.kept.opponent), *labels), (self._rejoin, *actions)
        super().__init__(theme, Form([Buttons((*labels, "Back"), (*actions, self._back))]))

    def _host(self) -> None:
        self.stack.push(HostForm(self.theme, self.seat_table))

    def _join(self) -> None:
        self.stack.push(JoinForm(self.theme, self.seat_table))

    def _rejoin(self) -> None:
        assert self.kept is not None
        self.stack.pop()
        self.stack.push(Lobby(self.theme, Connection.resuming(self.kept).start(), self.seat_table))

    def _back(self) -> None:
        self.stack.pop()


class PlayerForm(FormScreen):
    """The rows both forms ask: the player's name and the server."""

    def __init__(self, theme: Theme, rows: list, go: str, seat_table: SeatTable) -> None:
        self.seat_table = seat_table
        settings = load_settings()
        self.name = Text(say.NAME, TextField(settings.player_name, NAME_LIMIT))
        self.server = Text(say.SERVER, TextField(settings.server, SERVER_LIMIT))
        super().__init__(theme, Form([self.name, *rows, self.server, Buttons((go, "Back"), (self._go, self._back))]))

    def hello(self, name: str) -> Host | Join | None:
        """The first message to the server (None: the form says what is missing)."""
        raise NotImplementedError

    def _go(self) -> None:
        name, server = self.name.field.text.strip(), self.server.field.text.strip()
        problem = say.NAME_NEEDED if not name else server_problem(server)
        hello = self.hello(name) if problem is None else None
        if hello is None:
            self.form.problem = problem or self.form.problem
            return
        self.form.problem = ""
        remember(self.kept(load_settings().model_copy(update={"player_name": name, "server": server})))
        self.stack.pop()
        self.stack.pop()  # the Play online choice too: leaving the lobby goes back to the title
        self.stack.push(Lobby(self.theme, connection(server, hello, name), self.seat_table,
                              hosting=isinstance(hello, Host), again=self.afresh))

    def kept(self, settings: Settings) -> Settings:
        """The settings with what this form remembers for next time (besides the name and the server)."""
        return settings

    def afresh(self) -> FormScreen:
        """The form anew, what it remembers filled in: where Esc goes when the server refused it."""
        raise NotImplementedError

    def _back(self) -> None:
        self.stack.pop()


def remember(settings: Settings) -> None:
    try:
        save_settings(settings)
    except OSError:
        pass  # remembering is a courtesy: the game goes on all the same


class HostForm(PlayerForm):
    """The game to host: the deck, the set-up, a single game or a match, and who starts."""

    kicker = say.HOST.kicker
    title = say.HOST.title
    lead = say.HOST.lead
    keys = say.HOST.keys

    def __init__(self, theme: Theme, seat_table: SeatTable) -> None:
        self.deck = Picker("Deck", deck_options(any_deck=True))
        self.variant = Picker("Set-up", VARIANTS)
        self.match = Picker("Match", MATCH_LENGTHS)
        self.starter = Picker("Who starts", STARTERS)
        last = load_settings().hosted
        for row, value in ((self.deck, last.deck), (self.variant, last.variant), (self.match, str(last.best_of)),
                           (self.starter, last.starter)):
            row.choose(value)
        super().__init__(theme, [self.deck, self.variant, self.match, self.starter], "Host", seat_table)

    def hello(self, name: str) -> Host | None:
        deck = self.deck.value
        if deck.startswith("custom:"):  # the server deals a saved deck as the mix of ready decks it is
            try:
                deck = "mixed:" + letters_of(deck.removeprefix("custom:"))
            except (DataError, OSError) as error:
                self.form.problem = say.deck_unreadable(str(error))
                return None
        return Host.model_validate({"name": name, "deck": deck, "variant": self.variant.value,
                                    "best_of": int(self.match.value), "first": FIRST[self.starter.value]})

    def afresh(self) -> FormScreen:
        return HostForm(self.theme, self.seat_table)

    def kept(self, settings: Settings) -> Settings:
        return settings.model_copy(update={"hosted": HostChoices(
            deck=self.deck.value, variant=self.variant.value,  # type: ignore[arg-type]
            best_of=int(self.match.value), starter=self.starter.value)})  # type: ignore[arg-type]


class JoinForm(PlayerForm):
    """The code a friend reads out."""

    kicker = say.JOIN.kicker
    title = say.JOIN.title
    lead = say.JOIN.lead
    keys = say.JOIN.keys

    def __init__(self, theme: Theme, seat_table: SeatTable) -> None:
        self.code = Text(say.CODE, TextField("", CODE_LIMIT))
        super().__init__(theme, [self.code], "Join", seat_table)
        self.form.row = 1 if self.name.field.text else 0

    def afresh(self) -> FormScreen:
        return JoinForm(self.theme, self.seat_table)

    def hello(self, name: str) -> Join | None:
        code = self.code.field.text.strip().upper()
        if not code:
            self.form.problem = say.CODE_NEEDED
            return None
        return Join(code=code, name=name)
