"""What the Settings screen says: each setting's name, its values' names, and what it does."""

from __future__ import annotations

KICKER = "YOUR GAME"
TITLE = "Settings"
KEYS = "↑ ↓ or Tab to choose · ← → to change · Enter: next value · every change is saved at once · Esc to go back"

SETTINGS: dict[str, tuple[str, str]] = {
    "palette": ("Palette", "Colour-blind safe uses the Okabe-Ito colours; guilds keep their symbols and letters "
                           "in both."),
    "ui_scale": ("UI scale", "Larger or smaller text and pieces, as far as the table still fits the window."),
    "confirm_plays": ("Confirm plays", "Ask before every Action and every choice that reveals or discards a card."),
    "muted": ("Sound", "Short, quiet cues for turns, plays and results."),
    "volume": ("Volume", "How loud the cues play."),
    "animation_speed": ("Pace of the computer", "How fast cards move and the computer takes its turns."),
    "fullscreen": ("Fullscreen", "Fill the screen, or play in a window you can resize."),
    "wheel_assistant": ("Cypher Wheel assistant", "What the Cypher Wheel's assistant marks at the start of a game: "
                                                  "nothing, what is certain, or the odds too."),
    "tips": ("Learn to play tips", "In Learn to play, a tip the first time something new happens: a REACT offer, "
                                   "a tucked Guard, the last card of the Draw Deck."),
}
"""Settings field -> (the row's name, the line about it under the rows), in the order the screen lists them."""
ON, OFF = "On", "Off"
PALETTES = (("standard", "Standard"), ("colour_blind", "Colour-blind safe"))
LEVEL_NAMES = ("Off", "Facts", "Odds")
"""The assistant's levels, in their order (off, facts, odds)."""
CUSTOM = "Custom"
"""A value set by hand in settings.json that the screen does not offer."""


def percent(value: int) -> str:
    return f"{value}%"


def not_saved(reason: str) -> str:
    return f"The settings could not be saved ({reason}); they last until you quit."
