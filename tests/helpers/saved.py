"""The newest saved game as the launch reads it, for tests that look at a save without seating it."""

from __future__ import annotations

from game.storage.saves import Resumed, latest_seated


def latest_game() -> tuple[Resumed | None, str | None]:
    """The newest game in progress that can be read and replayed, and the line said for any save
    set aside on the way (bytes intact)."""
    said: list[str] = []
    resumed = latest_seated(lambda resumed: resumed, said)
    return resumed, " ".join(said) or None
