"""Game codes and seat tokens: secrets a friend is given, made by `secrets` and compared in constant time.

A code (what the host reads out to the guest) is 12 letters and digits of
base32, 60 bits, shown as three groups of four; it is read back ignoring case,
spaces and dashes, and the digits base32 lacks (0, 1, 8) as the letters they
look like (O, I, B). A seat token is `secrets.token_urlsafe(32)`. Both are
found by a hash of them, then compared with `hmac.compare_digest`, and never logged.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

CODE_LETTERS = 12
CODE_GROUP = 4
_READS_AS = str.maketrans({"0": "O", "1": "I", "8": "B"})


def new_code() -> str:
    """A fresh game code such as 'K3QF-ZD7A-MW2P' (60 random bits)."""
    letters = base64.b32encode(secrets.token_bytes(8)).decode()[:CODE_LETTERS]
    return "-".join(letters[i:i + CODE_GROUP] for i in range(0, CODE_LETTERS, CODE_GROUP))


def plain_code(typed: str) -> str:
    """A code as typed, in the one form the server keeps: upper case, no spaces or dashes, look-alikes read."""
    return "".join(typed.split()).replace("-", "").upper().translate(_READS_AS)


def new_token() -> str:
    """A fresh seat token."""
    return secrets.token_urlsafe(32)


def finder(secret: str) -> bytes:
    """What a secret is filed under: its hash, so finding it takes no time that depends on the secret."""
    return hashlib.sha256(secret.encode("utf-8", "replace")).digest()


def same(kept: str, given: str) -> bool:
    """Whether a given secret is the kept one, in constant time."""
    return hmac.compare_digest(kept.encode("utf-8", "replace"), given.encode("utf-8", "replace"))
