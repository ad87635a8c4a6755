"""The colours of the table, the guilds and the deck gems, in two palettes.

Every colour the client draws comes from a Palette, so the colour-blind safe
one (Okabe-Ito) changes the whole game at once. Guilds are never told apart by
colour alone: each also has a symbol and a letter (see glyphs.py).
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]

SENTINEL, GUARD, ASSASSIN = "Sentinel", "Guard", "Assassin"
GUILD_LETTERS = {GUARD: "G", ASSASSIN: "A", SENTINEL: "S"}


@dataclass(frozen=True)
class Palette:
    """One complete set of colours."""

    name: str
    felt: Colour
    felt_light: Colour
    tint_bottom: Colour
    """Faint faction tint of the bottom player's half of the table."""
    tint_top: Colour
    players: tuple[Colour, Colour]
    """Each seat's own colour, bright enough for text: the hand-off screen is in the incoming player's."""
    text: Colour
    text_dim: Colour
    text_faint: Colour
    box: Colour
    line: Colour
    accent: Colour
    """Neon accent, kept for what matters now (whose turn, the card resolving)."""
    good: Colour
    bad: Colour
    card: Colour
    card_deep: Colour
    back: Colour
    back_line: Colour
    guard: Colour
    assassin: Colour
    sentinel: Colour
    citrine: Colour
    ruby: Colour
    emerald: Colour

    def guild(self, guild: str) -> Colour:
        """The colour of a guild by its name (Guard, Assassin, Sentinel)."""
        return {GUARD: self.guard, ASSASSIN: self.assassin, SENTINEL: self.sentinel}[guild]

    def gem(self, deck: str) -> Colour:
        """The gem colour of a source deck; decks without a gem of their own are grey."""
        return {"citrine": self.citrine, "ruby": self.ruby, "emerald": self.emerald}.get(
            deck, self.text_dim)


STANDARD = Palette(
    name="standard",
    felt=(9, 13, 21), felt_light=(19, 27, 42),
    tint_bottom=(18, 74, 104), tint_top=(86, 26, 84),
    players=((72, 186, 240), (222, 112, 214)),
    text=(236, 240, 246), text_dim=(156, 168, 188), text_faint=(98, 110, 132),
    box=(12, 16, 26), line=(44, 56, 78),
    accent=(122, 146, 255), good=(84, 224, 160), bad=(255, 92, 112),
    card=(26, 31, 46), card_deep=(13, 16, 25),
    back=(20, 24, 48), back_line=(82, 104, 176),
    guard=(40, 200, 212), assassin=(236, 58, 118), sentinel=(255, 178, 46),
    citrine=(246, 206, 62), ruby=(222, 34, 72), emerald=(34, 192, 112),
)

OKABE_ITO = Palette(
    name="okabe-ito",
    felt=(10, 12, 18), felt_light=(22, 26, 36),
    tint_bottom=(0, 80, 120), tint_top=(110, 60, 90),
    players=((86, 180, 233), (230, 159, 0)),
    text=(240, 240, 240), text_dim=(170, 170, 176), text_faint=(110, 110, 118),
    box=(14, 15, 20), line=(56, 58, 68),
    accent=(204, 121, 167), good=(0, 158, 115), bad=(213, 94, 0),
    card=(30, 31, 38), card_deep=(15, 16, 20),
    back=(24, 26, 40), back_line=(110, 120, 160),
    guard=(86, 180, 233), assassin=(213, 94, 0), sentinel=(240, 228, 66),
    citrine=(240, 228, 66), ruby=(213, 94, 0), emerald=(0, 158, 115),
)

PALETTES = {p.name: p for p in (STANDARD, OKABE_ITO)}
DEFAULT_PALETTE = STANDARD
SETTING_PALETTES = {"standard": STANDARD, "colour_blind": OKABE_ITO}
"""The palette each value of the settings' `palette` names."""
