"""Views and choices as plain JSON: what crosses the network between the server and a seat.

A view becomes nested dicts, lists, numbers, strings, booleans and nulls, and
comes back equal (`view_from_json(view_to_json(v)) == v`): tuples travel as
lists, event payloads by their field names. `to_bytes` gives the same bytes for
the same value (sorted keys, no spaces), so two views a player cannot tell
apart are the same bytes on the wire. Decoding checks every field and says what
is wrong: a view comes from the other end of a network.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, Callable, TypeVar

from game.engine.decision import CHOICE_FIELDS, Choice
from game.engine.events import PAYLOAD_TYPES, EventView, Payload
from game.engine.tracker import Knowledge
from game.engine.view import PendingView, ResultView, SideView, SlotView, View
from game.storage.records import choice_from_json as record_choice

__all__ = ["WireError", "choice_from_json", "choice_to_json", "to_bytes", "view_from_json", "view_to_json"]

MAX_DEPTH = 8
"""No value in a view nests deeper than this (a knowledge fact's details are the deepest, at 3)."""


class WireError(ValueError):
    """JSON that is not a view or a choice: the message names the place and what is wrong."""


def to_bytes(data: Any) -> bytes:
    """The one encoding of a JSON value: sorted keys and no spaces, so equal values are equal bytes."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


# ----- encoding -----------------------------------------------------------------

def _plain(value: Any) -> Any:
    """A view's value in JSON types: tuples become lists, dataclasses dicts, payloads dicts by field name."""
    if value is None or type(value) in (int, bool, str):
        return value
    if isinstance(value, EventView):
        return {"step": value.step, "kind": value.kind, "actor": value.actor,
                "public": _payload(value.public),
                "secret": None if value.secret is None else _payload(value.secret)}
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    names = _FIELD_NAMES.get(type(value))
    if names is None:
        if not dataclasses.is_dataclass(value) or isinstance(value, type):
            raise TypeError(f"a view holds a {type(value).__name__}, which has no JSON form")
        names = _FIELD_NAMES[type(value)] = tuple(field.name for field in dataclasses.fields(value))
    return {name: _plain(getattr(value, name)) for name in names}


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
"""Each dataclass's field names, found once."""

EventMemo = dict[int, tuple[EventView, dict[str, Any]]]
"""Events already encoded, by identity: a viewer's reading keeps its EventViews from view to view, so a game's
next view encodes only the events that are new (the event itself is kept, so its id cannot be reused)."""


def _payload(payload: Payload) -> dict[str, Any]:
    return {name: _plain(item) for name, item in zip(payload.fields, payload)}


def view_to_json(view: View, memo: EventMemo | None = None) -> dict[str, Any]:
    """Everything in `view`, in plain JSON types; `memo` keeps encoded events for the next view of the game."""
    if memo is None:
        return _plain(view)
    events = []
    for event in view.events:
        known = memo.get(id(event))
        if known is None or known[0] is not event:
            known = memo[id(event)] = (event, _plain(event))
        events.append(known[1])
    if len(memo) > 3 * len(events) + 64:  # a match's earlier games, or another seat's readings gone by
        memo.clear()
    data = {name: _plain(getattr(view, name)) for name in _VIEW_FIELDS}
    data["events"] = events
    return data


def choice_to_json(choice: Choice) -> list[Any]:
    """('enlist_assassin', 0, 4) -> ["enlist_assassin", 0, 4]; an order's tuple becomes a list."""
    return _plain(choice)


# ----- decoding -----------------------------------------------------------------

def choice_from_json(data: Any) -> Choice:
    """The inverse of choice_to_json, checked as a record's steps are; WireError says what is wrong."""
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise WireError("a choice is a list: its kind's name, then its numbers (e.g. [\"deploy\", 0])")
    kind = data[0]
    fields = CHOICE_FIELDS.get(kind)
    if fields is not None and len(data) - 1 != len(fields):
        raise WireError(f"a {kind!r} choice has {len(fields)} value(s) after its kind, not {len(data) - 1}")
    try:
        return record_choice({"kind": kind, **dict(zip(fields or (), data[1:]))})
    except ValueError as error:
        raise WireError(f"a choice: {error}") from None


def _tuples(value: Any, where: str, depth: int = 0) -> Any:
    """A plain value back from JSON: lists become tuples; only numbers, strings, booleans and nulls inside."""
    if value is None or type(value) in (int, bool, str):
        return value
    if isinstance(value, list) and depth < MAX_DEPTH:
        return tuple(_tuples(item, where, depth + 1) for item in value)
    raise WireError(f"{where}: expected numbers, strings, booleans or lists of them, not {type(value).__name__}")


def _fields(data: Any, names: tuple[str, ...], where: str) -> dict[str, Any]:
    """`data` as a dict with exactly these keys."""
    if not isinstance(data, dict):
        raise WireError(f"{where}: expected an object with {', '.join(names)}")
    if set(data) != set(names):
        missing = sorted(set(names) - set(data))
        extra = sorted(str(key)[:40] for key in set(data) - set(names))
        raise WireError(f"{where}: missing {missing or 'nothing'}, unexpected {extra or 'nothing'}")
    return data


Built = TypeVar("Built")


def _build(cls: Callable[..., Built], names: tuple[str, ...], data: Any, where: str,
           special: dict[str, Callable[[Any, str], Any]] | None = None) -> Built:
    """A dataclass from its fields: plain ones through _tuples, the rest through `special`."""
    fields = _fields(data, names, where)
    special = special or {}
    return cls(**{name: special.get(name, _tuples)(fields[name], f"{where}.{name}") for name in names})


_VIEW_FIELDS = tuple(field.name for field in dataclasses.fields(View) if field.name != "events")


def _names(cls: type) -> tuple[str, ...]:
    return tuple(field.name for field in dataclasses.fields(cls))


def _optional(decode: Callable[[Any, str], Built]) -> Callable[[Any, str], Built | None]:
    return lambda data, where: None if data is None else decode(data, where)


def _list_of(decode: Callable[[Any, str], Built]) -> Callable[[Any, str], tuple[Built, ...]]:
    def decode_all(data: Any, where: str) -> tuple[Built, ...]:
        if not isinstance(data, list):
            raise WireError(f"{where}: expected a list")
        return tuple(decode(item, f"{where}[{i}]") for i, item in enumerate(data))
    return decode_all


def _options(data: Any, where: str) -> tuple[Choice, ...] | None:
    if data is None:
        return None
    try:
        return _list_of(lambda item, _: choice_from_json(item))(data, where)
    except WireError as error:
        raise WireError(f"{where}: {error}") from None


def _slot(data: Any, where: str) -> SlotView:
    return _build(SlotView, _names(SlotView), data, where)


def _side(data: Any, where: str) -> SideView:
    return _build(SideView, _names(SideView), data, where, {"slots": _list_of(_slot)})


def _pending(data: Any, where: str) -> PendingView:
    return _build(PendingView, _names(PendingView), data, where, {"options": _options})


def _result(data: Any, where: str) -> ResultView:
    return _build(ResultView, _names(ResultView), data, where)


def _knowledge(data: Any, where: str) -> Knowledge:
    return _build(Knowledge, _names(Knowledge), data, where)


def _payload_from(kind_type: type[Payload], data: Any, where: str) -> Payload:
    fields = _fields(data, kind_type.fields, where)
    return tuple.__new__(kind_type, tuple(_tuples(fields[name], f"{where}.{name}") for name in kind_type.fields))


def _event(data: Any, where: str) -> EventView:
    fields = _fields(data, EventView._fields, where)
    kind = fields["kind"]
    if kind not in PAYLOAD_TYPES:
        raise WireError(f"{where}.kind: not an event kind of this version of the game")
    public_type, _, secret_type, _ = PAYLOAD_TYPES[kind]
    step, actor = fields["step"], fields["actor"]
    if type(step) is not int or type(actor) is not int:
        raise WireError(f"{where}: step and actor are whole numbers")
    secret = fields["secret"]
    return EventView(step, kind, actor, _payload_from(public_type, fields["public"], f"{where}.public"),
                     None if secret is None else _payload_from(secret_type, secret, f"{where}.secret"))


def view_from_json(data: Any) -> View:
    """The view `data` stands for; WireError names the first field that is wrong."""
    try:
        return _build(View, _names(View), data, "view", {
            "sides": _list_of(_side), "pending": _optional(_pending), "events": _list_of(_event),
            "knowledge": _knowledge, "result": _optional(_result)})
    except TypeError as error:  # a field of the wrong shape for its dataclass
        raise WireError(f"view: {error}") from None
