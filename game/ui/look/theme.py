"""What every scene draws with: the palette, the fonts and the card art."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.look.fonts import Fonts
from game.ui.look.palette import DEFAULT_PALETTE, Palette
from game.ui.widgets.card_art import CardArt


@dataclass(eq=False)
class Theme:
    """One palette with its fonts and card art (caches included).

    Every scene holds the same theme, so a palette changed in the settings
    changes the whole game at once. Themes are equal when they draw alike
    (same palette, same fonts), so drawings cached by theme are redrawn after
    a change and reused after a change back.
    """

    palette: Palette
    fonts: Fonts
    art: CardArt

    @classmethod
    def create(cls, palette: Palette = DEFAULT_PALETTE) -> "Theme":
        """Load the fonts and prepare the card art; needs pygame's font module, not a window."""
        fonts = Fonts()
        return cls(palette, fonts, CardArt(palette, fonts))

    def use(self, palette: Palette) -> None:
        """Draw with `palette` from now on."""
        if palette != self.palette:
            self.palette = palette
            self.art = CardArt(palette, self.fonts)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Theme) and (self.palette, self.fonts) == (other.palette, other.fonts)

    def __hash__(self) -> int:
        return hash((self.palette, id(self.fonts)))
