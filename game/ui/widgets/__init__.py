"""Buttons, menus, card art, glyphs, and the targets they answer to."""
