"""The event log as data: every event kind declared once, with its fields and who sees its secret.

An event is recorded as (step, kind, actor, public, secret, seen): `step` is the
number of decisions applied before it, `public` and `secret` are tuples whose
fields `EVENTS` names, and `seen` is the mask of viewers who may see the secret.
That an event happened, and its public part, are always public (RULES.md 6,
who learns what). The log keeps plain tuples; readers get an `EventView` (view.events_seen)
whose payloads read by field name.
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, Callable, NamedTuple, TypeVar

SPECTATOR_BIT = 4
BOTH_PLAYERS = 3
EVERYONE = 7
ACTOR = -1
"""In a declaration: the secret is seen by the actor alone."""


# Where a card came from, for discards and moves.
FROM_HAND = "hand"
FROM_GUARD = "guard"
FROM_RESOLVING = "resolving"
FROM_EXTRA_PROTECTION = "extra_protection"
FROM_ENCRYPTED = "encrypted"
FROM_PLAY_AREA = "play_area"
FROM_REACT = "react"


class Payload(tuple[Any, ...]):
    """The public or secret part of one event: a tuple whose items are named by its kind."""

    __slots__ = ()
    fields: tuple[str, ...] = ()

    def __repr__(self) -> str:
        items = ", ".join(f"{name}={value!r}" for name, value in zip(self.fields, self))
        return f"{type(self).__name__}({items})"

    def __getattr__(self, name: str) -> Any:
        """Reached only for a name the kind does not declare: say which fields it has."""
        raise AttributeError(f"{type(self).__name__} has no field {name!r}; it has: {', '.join(self.fields) or 'none'}")


class EventKind:
    """One kind of event: what it means, the names of its public and secret fields,
    and who sees the secret (ACTOR, BOTH_PLAYERS, or EVERYONE when there is none)."""

    __slots__ = ("name", "meaning", "public", "secret", "seen", "public_type", "secret_type")

    def __init__(self, name: str, meaning: str, public: tuple[str, ...] = (), secret: tuple[str, ...] = (),
                 seen: int = EVERYONE) -> None:
        if bool(secret) == (seen == EVERYONE):
            raise ValueError(f"event kind {name!r}: a secret part needs its viewers, and only a secret part")
        if any(hasattr(Payload, field) for field in public + secret):
            raise ValueError(f"event kind {name!r}: a field may not hide a tuple's own attribute")
        self.name = name
        self.meaning = meaning
        self.public = public
        self.secret = secret
        self.seen = seen
        self.public_type = _payload_type(name, "Public", public)
        self.secret_type = _payload_type(name, "Secret", secret)


def _payload_type(kind: str, part: str, fields: tuple[str, ...]) -> type[Payload]:
    """A Payload subclass whose fields read like a named tuple's (as fast as an index),
    kept as a module attribute under its own name so that pickle finds it."""
    name = "".join(word.capitalize() for word in kind.split("_")) + part
    cls = type(name, (Payload, namedtuple(name + "Fields", fields)),
               {"__slots__": (), "__module__": __name__, "fields": fields})
    globals()[name] = cls
    return cls


EVENTS: dict[str, EventKind] = {kind.name: kind for kind in (
    # set-up and turns
    EventKind("deal", "A new game is dealt; the actor plays first.", public=("variant",)),
    EventKind("dealt", "The actor's opening hand, and Suitcase (0 until a strategic set-up chooses it).",
              secret=("hand", "suitcase"), seen=ACTOR),
    EventKind("setup_chosen", "The actor made their secret strategic set-up choice.",
              secret=("suitcase", "encrypted"), seen=ACTOR),
    EventKind("setup", "The actor's Suitcase and Encrypted card are set from their hand.",
              secret=("suitcase", "encrypted"), seen=ACTOR),
    EventKind("turn", "The actor's turn begins (final: one of the two final turns).", public=("turn", "final")),
    EventKind("react_cost", "The actor pays for a reaction: a draw, no Action, PEEK 1."),
    EventKind("draw", "The actor draws the top card of the Draw Deck.", secret=("number",), seen=ACTOR),
    EventKind("peek", "The actor looks at the top cards of the Draw Deck, top first.",
              public=("how_many",), secret=("cards",), seen=ACTOR),
    EventKind("resign", "The actor resigns: the game ends, won by the other player."),
    EventKind("reveal", "The Big Reveal and its score (winner -1 for a tie).",
              public=("finals", "suitcases", "guards", "matches", "winner", "reason")),
    # the four actions
    EventKind("deploy", "The actor Deploys a card from hand; its ability resolves.", public=("number",)),
    EventKind("enlist_guard", "The actor enlists a card face down as a Guard.",
              public=("slot",), secret=("number",), seen=ACTOR),
    EventKind("encrypt", "The actor Encrypts a card from hand.", secret=("number",), seen=ACTOR),
    EventKind("attack", "The actor enlists an Assassin against a target (slot, or 3 + slot for its Extra "
              "Protection).", public=("number", "target")),
    EventKind("attempt", "An Assassination Attempt on a face-down Guard succeeds or fails.",
              public=("slot", "success")),
    EventKind("killed", "The actor's Assassin kills the target.", public=("target", "number")),
    EventKind("shown", "After a failed Attempt the actor shows the attacker a random card from hand.",
              public=("attacker",), secret=("number",), seen=BOTH_PLAYERS),
    EventKind("discard", "A card of the actor's goes to the Discard Pile, from a FROM_* place.",
              public=("number", "source")),
    # Citrine
    EventKind("answer", "The actor gives a forced answer to an ability's question (asked: a number, or "
              "a slot for Double Agent).", public=("ability", "asked", "yes")),
    EventKind("petal", "Picking Petals: the actor names a number that is not their Suitcase Number.",
              public=("number",)),
    EventKind("show_hand", "Test Access Codes: the actor shows their whole hand to a player.",
              public=("to",), secret=("cards",), seen=BOTH_PLAYERS),
    EventKind("flip", "A Guard of the actor's turns face up.", public=("slot", "number")),
    EventKind("tuck", "Extra Protection tucks the actor's Guard.", public=("slot",)),
    EventKind("exchange", "Switch Places: the actor's Guard and the opponent's change slots, both face up.",
              public=("slot", "their_slot", "mine", "theirs")),
    EventKind("exchange_discard", "Switch Places: the top discard takes the place of the actor's Guard, face up.",
              public=("slot", "top", "mine")),
    EventKind("switch_into", "Switch Places goes face down into the actor's slot; that Guard goes to hand "
              "(face_up_number: the Guard's number if it was face up, else 0).",
              public=("slot", "face_up_number"), secret=("number",), seen=ACTOR),
    EventKind("take_discard", "Scavenge: the actor takes a card from the Discard Pile (depth from the top).",
              public=("depth", "number")),
    # TRIGGER and REACT
    EventKind("in_play", "A Deployed TRIGGER stays face up in the actor's play area.", public=("number",)),
    EventKind("trigger", "The actor's TRIGGER fires.", public=("number", "ability")),
    EventKind("enlisted_face_up", "A TRIGGER sends the actor's enlisted card face up into a side's slot.",
              public=("side", "slot", "number")),
    EventKind("no_react", "The actor lets the assassination stand."),
    EventKind("react", "The actor reacts with a card from hand.", public=("number",)),
    EventKind("blocked", "The actor's assassination of the target is blocked.", public=("target",)),
    # Ruby
    EventKind("wiretap_shown", "Wiretap: the actor's card just put face down (slot, or \"encrypted\") is "
              "shown to the Wiretap's owner.", public=("owner", "where"), secret=("number",), seen=BOTH_PLAYERS),
    EventKind("look_encrypted", "The actor looks at the whole Encrypted Card Pile, sorted.",
              public=("how_many",), secret=("cards",), seen=ACTOR),
    EventKind("dead_drop_kept", "Dead Drop: the actor keeps their Final Card."),
    EventKind("dead_drop_exchange", "Dead Drop: the actor's Final Card and a pile card change places.",
              secret=("final", "taken"), seen=ACTOR),
    EventKind("silent_blade", "The actor discards the opponent's face-up Guard.", public=("slot", "number")),
    EventKind("crossfire", "The actor discards a Guard of their own and one of the opponent's.",
              public=("slot", "their_slot", "mine", "theirs")),
    # Emerald
    EventKind("reveal_card", "High-Tech Bookends: the actor reveals a card that stays in hand.",
              public=("number",)),
    EventKind("turncoat", "The opponent's face-up Guard moves into the actor's slot, face up.",
              public=("their_slot", "slot", "number")),
    EventKind("ambush", "Ambush: the failed Assassin joins the actor's Guards, face up.", public=("slot", "number")),
    EventKind("decrypt", "A random Encrypted card is shown to all and discarded.", public=("number",)),
    EventKind("forged_orders", "The actor's Guard and the opponent's change slots, both face up.",
              public=("slot", "their_slot", "mine", "theirs")),
    EventKind("field_report_look", "Field Report: the actor looks at the top cards, top first.",
              public=("how_many",), secret=("cards",), seen=ACTOR),
    EventKind("field_report_order", "Field Report: the actor puts them back in a new order, top first.",
              public=("how_many",), secret=("cards",), seen=ACTOR),
    EventKind("archivist_take", "Archivist: the actor takes a card from the Encrypted Card Pile.",
              secret=("number",), seen=ACTOR),
    EventKind("extraction", "The actor takes the opponent's face-up Guard into hand.", public=("slot", "number")),
)}
"""Every event kind the engine may log, by name."""

Event = tuple[int, str, int, tuple[Any, ...], tuple[Any, ...], int]
"""An event as the log keeps it: plain tuples, named only in its EventView."""

CHECKS: dict[str, tuple[int, int, tuple[int, int]]] = {
    kind.name: (len(kind.public), len(kind.secret), (1, 2) if kind.seen == ACTOR else (kind.seen, kind.seen))
    for kind in EVENTS.values()
}
"""What the log checks and needs of each kind, flat for speed: its public and secret
field counts, and the mask of who sees the secret by actor (0 or 1; -1 reads index 1)."""

PAYLOAD_TYPES: dict[str, tuple[type[Payload], Payload, type[Payload], Payload]] = {
    kind.name: (kind.public_type, tuple.__new__(kind.public_type, ()),
                kind.secret_type, tuple.__new__(kind.secret_type, ()))
    for kind in EVENTS.values()}
"""Per kind, the types that name its public and secret parts in an EventView, each
with the one empty payload that names a part without fields."""


class UndeclaredEvent(ValueError):
    """An event of a kind, or with fields, that EVENTS does not declare."""


def refusal(kind: str, public: tuple[Any, ...], secret: tuple[Any, ...]) -> str:
    """Why the log refuses an event."""
    declared = EVENTS.get(kind)
    if declared is None:
        return f"event kind {kind!r} is not declared in events.EVENTS"
    return (f"event kind {kind!r} has public fields {declared.public} and secret fields {declared.secret}, "
            f"not {public!r} and {secret!r}")


class EventView(NamedTuple):
    """An event as the viewer sees it: `secret` is None when hidden from them (a small
    frozen tuple, cheap to make: a view names every event it holds)."""

    step: int
    kind: str
    actor: int
    public: Payload
    secret: Payload | None


Handler = TypeVar("Handler", bound=Callable[..., None])


def registrar(table: dict[str, Handler], what: str) -> Callable[..., Callable[[Handler], Handler]]:
    """A decorator that gives declared event kinds their one entry in `table` (a table of
    knowledge rules, belief transitions, ...), refusing undeclared kinds and second entries."""
    def rule(*kinds: str) -> Callable[[Handler], Handler]:
        def register(fn: Handler) -> Handler:
            for kind in kinds:
                if kind not in EVENTS:
                    raise ValueError(f"event kind {kind!r} is not declared in events.EVENTS")
                if kind in table:
                    raise ValueError(f"event kind {kind!r} has two {what}")
                table[kind] = fn
            return fn
        return register
    return rule
