"""How far a press must move before it is a drag: below it a click stays a click."""

DRAG_START = 6
"""Pixels the pointer travels with the button down before a press on a card becomes a drag of it."""
SCROLL_DRAG_START = 4
"""Pixels the pointer moves with the button down before a press on a scrolled list drags it."""
