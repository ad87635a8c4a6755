"""How long a message may grow: a bad value quoted in it, or the whole message, is cut to stay readable."""

from __future__ import annotations

MAX_QUOTED = 80
"""A value quoted in a message is cut to this many characters: enough to recognise it."""
MAX_MESSAGE = 2_000
"""No message the game prints or draws is longer than this."""


def clipped(text: str, limit: int = MAX_MESSAGE) -> str:
    """`text` cut to `limit` characters, with an ellipsis saying it was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def quoted(value: object, limit: int = MAX_QUOTED) -> str:
    """`value` as a message quotes it (repr), cut to `limit` characters so a huge bad value stays readable."""
    return clipped(repr(value), limit)
