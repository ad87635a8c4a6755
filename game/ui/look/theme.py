"""What every scene draws with: the palette, the fonts and the card art."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.look.fonts import Fonts
from game.ui.look.palette import DEFAULT_PALETTE, Palette
from game.ui.widgets.card_art import CardArt


@dataclass(eq=False)
class Theme:
    """One palette with its fonts and card art (caches included)."""

    palette: Palette
    fonts: Fonts
    art: CardArt

    @classmethod
    def create(cls, palette: Palette = DEFAULT_PALETTE) -> "Theme":
        """Load the fonts and prepare the card art; needs pygame's font module, not a window."""
        fonts = Fonts()
        return cls(palette, fonts, CardArt(palette, fonts))
