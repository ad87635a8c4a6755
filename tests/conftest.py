"""Shared test set-up: headless pygame, a throwaway data folder, and Hypothesis profiles."""

import os

# Set before anything imports pygame, so no test opens a window or an audio device.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# "ci" replays the same examples on every run, so a red CI run is reproducible.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None)
_default_profile = "ci" if os.environ.get("CI", "").lower() == "true" else "dev"
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", _default_profile))


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Point the per-user data folder at a fresh temporary folder for every test."""
    home = tmp_path / "classified-info-home"
    monkeypatch.setenv("CLASSIFIED_INFO_HOME", str(home))
    return home
