"""Shared test helpers: scripted deals, seeded mid-game positions, card swaps and a clock that never sleeps.

Test modules import these (`from helpers.scripted import game`) and never each
other; pytest finds the folder through `pythonpath = ["tests"]` in pyproject.toml.
"""
