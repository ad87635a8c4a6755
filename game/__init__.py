"""Classified Information: a two-player hidden-information card game (unofficial fan implementation)."""

__version__ = "0.2.0"
"""The one place the version lives: pyproject, --version, About, the crash report and the release read it."""
