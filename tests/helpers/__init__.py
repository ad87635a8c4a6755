"""Shared test helpers: scripted deals, seeded mid-game positions and card swaps.

Test modules import these (`from helpers.scripted import game`) and never each
other; pytest finds the folder through `pythonpath = ["tests"]` in pyproject.toml.
"""
