"""The messages between a seat and the server, version 1: each a JSON object with "v" and "kind".

`read_client` and `read_server` turn a frame into its model or raise
ProtocolError saying what is wrong and how to fix it; they never quote a value
from the frame, so a code or token sent in the wrong place is never echoed back
(nor logged). `frame` turns a model into the one byte form of it.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError, model_validator

from game.decks.specs import RANDOM_MIX
from game.online.wire import to_bytes

VERSION: Literal[1] = 1
MAX_FRAME = 64 * 1024
"""The largest frame a client may send, in bytes."""
MAX_NAME = 24
BEST_OF = (1, 3, 5)

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_NAME,
                                        pattern=r"^[^\x00-\x1f\x7f]+$")]
DeckSpec = Annotated[str, StringConstraints(pattern=rf"^(citrine|ruby|emerald|{RANDOM_MIX}|mixed:[creCRE]{{9}})$")]
Code = Annotated[str, StringConstraints(min_length=1, max_length=64)]
Token = Annotated[str, StringConstraints(min_length=1, max_length=128)]
Seat = Annotated[int, Field(ge=0, le=1)]


class Message(BaseModel):
    """Every message: its version and kind; no field it does not declare."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    v: Literal[1] = VERSION


# ----- client to server ---------------------------------------------------------

class Host(Message):
    kind: Literal["host"] = "host"
    name: Name
    deck: DeckSpec = "citrine"
    variant: Literal["standard", "strategic"] = "standard"
    best_of: Literal[1, 3, 5] = 1
    first: Seat | None = None
    """0: the host starts, 1: the guest starts, None: a coin toss."""


class Join(Message):
    kind: Literal["join"] = "join"
    code: Code
    name: Name


class Resume(Message):
    kind: Literal["resume"] = "resume"
    token: Token


class Choose(Message):
    kind: Literal["choose"] = "choose"
    step: Annotated[int, Field(ge=0)]
    """The step of the view the choice answers: a choice made on an older view is refused."""
    choice: Annotated[list[Any], Field(min_length=1, max_length=8)]


Letters = Annotated[str, StringConstraints(pattern=r"^[cre]{9}$")]
"""A deck as nine letters: which ready deck (c, r, e) each number's two cards come from."""


class Decide(Message):
    """A match's decision between games, by the player the server asked: the next deck (the last game's winner)
    or who starts (its loser)."""

    kind: Literal["decide"] = "decide"
    deck: Letters | None = None
    starter: Seat | None = None

    @model_validator(mode="after")
    def _one_decision(self) -> Decide:
        if (self.deck is None) == (self.starter is None):
            raise ValueError('give either "deck" (nine letters of c, r, e) or "starter" (0 or 1)')
        return self


class Resign(Message):
    kind: Literal["resign"] = "resign"


class Leave(Message):
    kind: Literal["leave"] = "leave"


class Ping(Message):
    kind: Literal["ping"] = "ping"


ClientMessage = Host | Join | Resume | Choose | Decide | Resign | Leave | Ping
CLIENT_KINDS: dict[str, type[Message]] = {
    "host": Host, "join": Join, "resume": Resume, "choose": Choose, "decide": Decide, "resign": Resign,
    "leave": Leave, "ping": Ping}


# ----- server to client ---------------------------------------------------------

class Hosted(Message):
    kind: Literal["hosted"] = "hosted"
    code: str
    seat: Seat
    token: str


class Joined(Message):
    kind: Literal["joined"] = "joined"
    seat: Seat
    token: str
    opponent: str


class Resumed(Message):
    kind: Literal["resumed"] = "resumed"
    seat: Seat
    token: str
    opponent: str | None
    """None while the guest has not joined."""


class MatchScore(BaseModel):
    """A match's public score: which game of it is at the table."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    best_of: Annotated[int, Field(ge=3, le=5)]
    wins: tuple[int, int]
    game: Annotated[int, Field(ge=1)]


class Table(Message):
    kind: Literal["table"] = "table"
    view: dict[str, Any]
    """view_to_json of the seat's own view."""
    deck: Annotated[str, StringConstraints(pattern=r"^[cre]{9}$")]
    """The nine letters of the deck the game is played with: which ready deck each number's cards come from."""
    opponent: str | None
    opponent_here: bool
    match: MatchScore | None = None
    record: dict[str, Any] | None = None
    """Once the game at the table is over: its whole record, for each player's history."""
    abandoned: bool = False
    """The game ended because a player stayed away (the one who left gave it up)."""


class Between(Message):
    """Between a match's games, to both seats: the match as everyone may see it, and whose decision it waits for
    (none once the match is over: then it is the match's result)."""

    kind: Literal["between"] = "between"
    best_of: Annotated[int, Field(ge=3, le=5)]
    wins: tuple[int, int]
    winners: list[Seat | None]
    """Each finished game's winner (None: a tie)."""
    reasons: list[str]
    """How each finished game ended (RULES.md 5, or "resign")."""
    decks: list[Letters]
    """Each game's deck so far."""
    deck: Letters
    """The deck of the next game, as far as it is chosen."""
    starter: Seat
    decides: Seat | None = None
    decision: Literal["build_deck", "choose_starter"] | None = None


class Waiting(Message):
    kind: Literal["waiting"] = "waiting"
    for_: Literal["join"] = Field(default="join", alias="for")


class Away(Message):
    kind: Literal["away"] = "away"
    since: Annotated[float, Field(ge=0)]
    """Seconds since the other seat's connection dropped."""


class Back(Message):
    kind: Literal["back"] = "back"


class Ended(Message):
    kind: Literal["ended"] = "ended"
    winner: Seat | None
    reason: str
    abandoned: bool = False


class Error(Message):
    kind: Literal["error"] = "error"
    message: str


class Pong(Message):
    kind: Literal["pong"] = "pong"


ServerMessage = Hosted | Joined | Resumed | Table | Between | Waiting | Away | Back | Ended | Error | Pong
SERVER_KINDS: dict[str, type[Message]] = {
    "hosted": Hosted, "joined": Joined, "resumed": Resumed, "table": Table, "between": Between, "waiting": Waiting,
    "away": Away, "back": Back, "ended": Ended, "error": Error, "pong": Pong}


class ProtocolError(ValueError):
    """A frame that is not a message of this version: what is wrong and how to fix it, never the value sent."""


def frame(message: Message) -> bytes:
    """The message's one byte form (sorted keys, no spaces)."""
    if isinstance(message, Table):  # a view is plain JSON already (wire.py): dumping it again would cost more
        data = message.model_dump(mode="json", exclude={"view"})
        data["view"] = message.view
        return to_bytes(data)
    return to_bytes(message.model_dump(mode="json", by_alias=True))


def _read(data: str | bytes, kinds: dict[str, type[Message]]) -> Message:
    if len(data) > MAX_FRAME:
        raise ProtocolError(f"a message is at most {MAX_FRAME} bytes; send a shorter one")
    try:
        obj = json.loads(data)
    except (ValueError, UnicodeDecodeError):
        raise ProtocolError("a message is one JSON object; this one is not valid JSON") from None
    if not isinstance(obj, dict):
        raise ProtocolError('a message is one JSON object with "v" and "kind"')
    if obj.get("v") != VERSION:
        raise ProtocolError(f'this server speaks version {VERSION} of the messages: send "v": {VERSION}')
    kind = obj.get("kind")
    model = kinds.get(kind) if isinstance(kind, str) else None
    if model is None:
        raise ProtocolError(f'unknown message kind; kinds are {", ".join(kinds)}')
    try:
        return model.model_validate(obj)
    except ValidationError as error:
        problem = error.errors(include_url=False)[0]
        field = ".".join(str(part)[:40] for part in problem["loc"]) or "the message"
        raise ProtocolError(f"a {kind!r} message: field {field}: {problem['msg']}") from None


def read_client(data: str | bytes) -> ClientMessage:
    """A client's frame as its message; ProtocolError says what is wrong."""
    return _read(data, CLIENT_KINDS)  # type: ignore[return-value]


def read_server(data: str | bytes) -> ServerMessage:
    """A server's frame as its message; ProtocolError says what is wrong."""
    return _read(data, SERVER_KINDS)  # type: ignore[return-value]
