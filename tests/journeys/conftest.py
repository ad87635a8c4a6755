"""A person at the real game for every journey: its data folder, its window and cheap opponents."""

import json
import os
import random
import zlib

import pytest

from game.ai.budgets import LEVEL_BUDGETS
from game.ui.look.layout import set_ui_scale

from helpers.journey import Journey

FASTEST_PACE = 20.0
"""The Settings screen's "Instant" pace: a whole game takes a second or two of the test's time."""


@pytest.fixture
def person(data_home, monkeypatch, request):
    """A person who set the pace to Instant, facing search levels on their smallest budget (the
    worker still thinks every move); the game is closed and the UI scale reset after the journey.
    New games are dealt from seeds drawn from a generator seeded by the journey's name (or by
    JOURNEY_SEED), so a journey that fails fails again the same way."""
    seed = int(os.environ.get("JOURNEY_SEED", zlib.crc32(request.node.nodeid.encode())))
    monkeypatch.setattr(random, "randrange", random.Random(seed).randrange)
    data_home.mkdir(parents=True, exist_ok=True)
    (data_home / "settings.json").write_text(json.dumps({"animation_speed": FASTEST_PACE}))
    for level in LEVEL_BUDGETS:
        monkeypatch.setitem(LEVEL_BUDGETS, level, 1)
    journey = Journey(data_home, monkeypatch)
    yield journey
    journey.close()
    set_ui_scale(100)
