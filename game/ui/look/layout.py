"""Where everything goes, computed once per window size.

All positions come from here as named rectangles, designed at 1280x720 and
scaled by one UI scale, so drawing code never holds a pixel position of its
own. The table has three horizontal bands (opponent, centre, you) and a side
side panel on the right for the log and the Cypher Wheel. Each side's band has the
same columns: name plate and Suitcase, three Guard stands, the play area for
TRIGGER cards, and the hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pygame import Rect

BASE_SIZE = (1280, 720)
MIN_SCALE, MAX_SCALE = 0.5, 3.0

CARD = (108, 151)
"""Card size on the table at scale 1 (the 5:7 of a playing card)."""
ZOOM_CARD = (250, 350)
PANEL_WIDTH = 284
MARGIN = 14
STAND_SIDE, STAND_TOP, STAND_BASE = 8, 4, 18
TUCK_OFFSET = (26, 22)
"""A tucked Guard stands this far up and left of the Extra Protection in front of it."""
SLOT_GAP = 14
PLAY_AREA_EXTRA = 14
HAND_CARDS = 2.2
"""The hand column is this many cards wide (three cards fan into it)."""
MIN_GAP = 16
BANNER = (720, 46)
PROMPT_BAR = 30
"""Height of the row of buttons under the banner (the plays of the decision at hand)."""
TOOLS_W = 100
"""Width of the small button columns either side of the banner (menu, keys; hint, undo)."""
TOOLS_GAP = 12
TRACK_PIP = 20
PILE_GAP = 26
LABEL_HEIGHT = 22
WHEEL_TITLE = 18
"""Height of the strip above the small Cypher Wheel that holds its title."""
PANEL_PARTS = {"log", "wheel"}
"""Zones inside the side panel."""
HAND_OVERLAP = 0.62
"""A fanned hand shows at least this fraction of each card under the next."""


@dataclass(frozen=True, eq=False)
class SideLayout:
    """One player's half of the table."""

    plate: Rect
    suitcase: Rect
    """The Suitcase lies sideways: wider than tall."""
    stands: tuple[Rect, Rect, Rect]
    slots: tuple[Rect, Rect, Rect]
    """The card standing in each Guard stand."""
    play_area: Rect
    hand: Rect


@dataclass(frozen=True, eq=False)
class Layout:
    """Every named zone for one window size."""

    size: tuple[int, int]
    scale: float
    table: Rect
    side_panel: Rect
    log: Rect
    wheel: Rect
    banner: Rect
    turn_track: Rect
    """Twelve pips under the banner: ten turns and the two final turns."""
    prompt_bar: Rect
    """Between the banner and the turn track: the buttons of the decision at hand."""
    tools: tuple[Rect, Rect]
    """Left and right of the banner: small buttons (menu, keys; hint, undo)."""
    centre: Rect
    """The band between the two players' rows, where decision spreads open."""
    card: tuple[int, int]
    zoom: tuple[int, int]
    bottom: SideLayout
    top: SideLayout
    draw: Rect
    encrypted: Rect
    resolving: tuple[Rect, Rect]
    discard: Rect

    @property
    def wheel_area(self) -> Rect:
        """The small Cypher Wheel with its title above it: what is painted afresh when its marks change."""
        strip = self.px(WHEEL_TITLE)
        return Rect(self.wheel.x, self.wheel.y - strip, self.wheel.w, self.wheel.h + strip)

    def px(self, value: float) -> int:
        """A length designed at scale 1, at this window's scale."""
        return max(1, round(value * self.scale))

    def font(self, size: float) -> int:
        """A text size designed at scale 1 (12 px at least there)."""
        return max(11, round(size * self.scale))

    def shrunk(self, factor: float) -> Layout:
        """The layout of this window at `factor` times this scale: for a screen whose column of words
        would not fit at the UI scale set."""
        return _at_scale(self.size[0], self.size[1], max(MIN_SCALE, self.scale * factor))

    def side(self, player: int, viewer: int | None) -> SideLayout:
        """The half of the table a player sits at: the viewer (player 1 for a spectator) at the bottom."""
        bottom_player = 0 if viewer is None else viewer
        return self.bottom if player == bottom_player else self.top

    def label(self, zone: Rect) -> Rect:
        """The caption strip under a pile or zone."""
        strip = Rect(zone.x - self.px(20), zone.bottom + self.px(4), zone.w + self.px(40), self.px(LABEL_HEIGHT))
        return strip.clamp(self.table)

    def fits(self) -> bool:
        """Whether every zone lies inside the window and apart from the others (the log and the wheel
        are parts of the side panel)."""
        window = Rect((0, 0), self.size)
        zones = list(self.zones().items())
        if not all(window.contains(rect) for _, rect in zones):
            return False
        for i, (a, ra) in enumerate(zones):
            for b, rb in zones[i + 1:]:
                if ra.colliderect(rb) and not ("side_panel" in (a, b) and {a, b} - {"side_panel"} <= PANEL_PARTS):
                    return False
        return True

    def zones(self) -> dict[str, Rect]:
        """Every zone by name, for checks that they fit and do not overlap."""
        named = {
            "side_panel": self.side_panel, "log": self.log, "wheel": self.wheel, "banner": self.banner,
            "turn_track": self.turn_track, "prompt_bar": self.prompt_bar,
            "tools_left": self.tools[0], "tools_right": self.tools[1],
            "draw": self.draw, "encrypted": self.encrypted, "discard": self.discard,
            "resolving_0": self.resolving[0], "resolving_1": self.resolving[1],
        }
        for name, side in (("bottom", self.bottom), ("top", self.top)):
            named[f"{name}_plate"] = side.plate
            named[f"{name}_suitcase"] = side.suitcase
            named[f"{name}_play_area"] = side.play_area
            named[f"{name}_hand"] = side.hand
            for t, stand in enumerate(side.stands):
                named[f"{name}_stand_{t}"] = stand
        return named


def default_window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """min(1280x720, 90% of the desktop): a small desktop keeps room for its task bar and the title bar."""
    return min(BASE_SIZE[0], int(0.9 * desktop[0])), min(BASE_SIZE[1], int(0.9 * desktop[1]))


def row_rects(area: Rect, count: int, card: tuple[int, int]) -> list[Rect]:
    """`count` cards in a row centred in `area`, overlapping only as much as they must."""
    if count <= 0:
        return []
    w, h = card
    step = w + max(4, w // 12)
    if count > 1 and w + step * (count - 1) > area.w:
        step = max(int(w * (1 - HAND_OVERLAP)), (area.w - w) // (count - 1))
    total = w + step * (count - 1)
    x0 = area.centerx - total // 2
    y = area.bottom - h
    return [Rect(x0 + i * step, y, w, h) for i in range(count)]


UI_SCALES = (80, 90, 100, 110, 120, 130, 140, 150)
"""The UI scale setting's choices, in percent of the scale the window size gives."""
_ui_scale = 100


def set_ui_scale(percent: int) -> None:
    """Make everything larger or smaller than the window size alone would (the UI scale setting).

    Every scene lays out from `layout_for(window size)`, so one value here
    rescales them all at once.
    """
    global _ui_scale
    _ui_scale = percent


def layout_for(width: int, height: int) -> Layout:
    """The layout for a window of this size, at the UI scale set."""
    return _layout_for(width, height, _ui_scale)


def screen_layout_for(width: int, height: int) -> Layout:
    """The layout for a screen without the table (the title, menus, forms): their words grow with the UI
    scale as far as the table's zones would still fit, though the cards would be smaller."""
    return _screen_layout_for(width, height, _ui_scale)


@lru_cache(maxsize=16)
def _screen_layout_for(width: int, height: int, percent: int) -> Layout:
    fit = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    while True:
        layout = _at_scale(width, height, min(MAX_SCALE, max(MIN_SCALE, fit * percent / 100)))
        if percent <= 100 or layout.fits():
            return layout
        percent = max(100, percent - 5)


@lru_cache(maxsize=16)
def _layout_for(width: int, height: int, percent: int) -> Layout:
    """A UI scale above 100% goes only as far as the table still fits the window, zones apart; its cards
    stay at least the size they have at 100%, so larger words never cost the cards their size."""
    fit = min(width / BASE_SIZE[0], height / BASE_SIZE[1])
    plain = _at_scale(width, height, min(MAX_SCALE, max(MIN_SCALE, fit)))
    while True:
        layout = _at_scale(width, height, min(MAX_SCALE, max(MIN_SCALE, fit * percent / 100)), plain.card[0])
        if percent <= 100 or layout.fits():
            return layout
        percent = max(100, percent - 5)


def _at_scale(width: int, height: int, scale: float, least_card: int = 0) -> Layout:
    """Every zone at one scale, cards at least `least_card` wide."""

    def px(value: float) -> int:
        return max(1, round(value * scale))

    margin = px(MARGIN)
    side_panel = Rect(width - px(PANEL_WIDTH), 0, px(PANEL_WIDTH), height)
    table = Rect(0, 0, side_panel.x, height)
    fixed = 6 * px(STAND_SIDE) + 2 * px(SLOT_GAP) + px(PLAY_AREA_EXTRA) + 3 * px(MIN_GAP)
    cards_across = CARD[1] / CARD[0] + 3 + 1 + HAND_CARDS
    stack_h = px(BANNER[1]) + px(6) + px(PROMPT_BAR) + px(8) + px(10)
    # Two rows of stands, the piles and the banner stack share the height: each row is a card plus its
    # stand, the piles a card plus its caption.
    spare_h = (height - 4 * margin - px(TUCK_OFFSET[1]) - stack_h - px(16) - px(LABEL_HEIGHT)
               - 2 * (px(STAND_TOP) + px(STAND_BASE)))
    card_w = max(least_card, min(px(CARD[0]), int((table.w - 2 * margin - fixed) / cards_across),
                                 int(spare_h / 3 * CARD[0] / CARD[1])))
    card_h = round(card_w * CARD[1] / CARD[0])
    stand_w = card_w + 2 * px(STAND_SIDE)
    stand_h = card_h + px(STAND_TOP) + px(STAND_BASE)

    columns = [card_h, 3 * stand_w + 2 * px(SLOT_GAP), card_w + px(PLAY_AREA_EXTRA),
               round(card_w * HAND_CARDS)]
    gap = max(px(MIN_GAP), (table.w - 2 * margin - sum(columns)) // (len(columns) - 1))
    spare = table.w - 2 * margin - sum(columns) - gap * (len(columns) - 1)
    xs = []
    x = margin + max(0, spare // 2)
    for w in columns:
        xs.append(x)
        x += w + gap

    row_h = stand_h
    top_row_y = margin + px(TUCK_OFFSET[1])
    bottom_row_y = height - margin - row_h

    def side(row_y: int) -> SideLayout:
        card_y = row_y + px(STAND_TOP)
        plate = Rect(xs[0], row_y, card_h, px(32))
        suitcase = Rect(xs[0], card_y + card_h - card_w, card_h, card_w)
        stands, slots = [], []
        for t in range(3):
            sx = xs[1] + t * (stand_w + px(SLOT_GAP))
            stands.append(Rect(sx, row_y, stand_w, stand_h))
            slots.append(Rect(sx + px(STAND_SIDE), card_y, card_w, card_h))
        play_area = Rect(xs[2], card_y, columns[2], card_h)
        hand = Rect(xs[3], card_y, columns[3], card_h)
        return SideLayout(plate, suitcase, tuple(stands), tuple(slots),  # type: ignore[arg-type]
                          play_area, hand)

    top = side(top_row_y)
    bottom = side(bottom_row_y)

    centre = Rect(0, top_row_y + row_h + margin, table.w, bottom_row_y - margin - (top_row_y + row_h + margin))
    banner_w = min(px(BANNER[0]), table.w - 2 * margin - 2 * (px(TOOLS_W) + px(TOOLS_GAP)))
    pile_y = centre.bottom - card_h - px(LABEL_HEIGHT) - px(6)
    banner_y = centre.y + max(0, (pile_y - px(10) - centre.y - stack_h) // 2)
    banner = Rect(table.centerx - banner_w // 2, banner_y, banner_w, px(BANNER[1]))
    prompt_bar = Rect(banner.x, banner.bottom + px(6), banner_w, px(PROMPT_BAR))
    track_w = px(TRACK_PIP * 12)
    turn_track = Rect(table.centerx - track_w // 2, prompt_bar.bottom + px(8), track_w, px(10))
    tools_h = prompt_bar.bottom - banner.y
    tools_w = banner.x - px(TOOLS_GAP) - margin
    tools = (Rect(margin, banner.y, tools_w, tools_h),
             Rect(banner.right + px(TOOLS_GAP), banner.y, tools_w, tools_h))
    draw = Rect(xs[0], pile_y, card_w, card_h)
    encrypted = Rect(draw.right + px(PILE_GAP), pile_y, card_w, card_h)
    discard = Rect(xs[3] + (columns[3] - card_w) // 2, pile_y, card_w, card_h)
    res_x = (encrypted.right + discard.x) // 2
    resolving = (Rect(res_x - card_w - px(8), pile_y, card_w, card_h),
                 Rect(res_x + px(8), pile_y, card_w, card_h))

    log_top = margin
    wheel_size = side_panel.w - 2 * margin
    wheel = Rect(side_panel.x + margin, height - margin - wheel_size, wheel_size, wheel_size)
    # The wheel's title sits in a strip of its own above the dial, clear of the ring at any size.
    log = Rect(side_panel.x + margin, log_top, side_panel.w - 2 * margin,
               wheel.y - px(WHEEL_TITLE) - margin // 2 - log_top)

    zoom_w = max(240, px(ZOOM_CARD[0]))
    zoom_w = min(zoom_w, int(0.8 * height * ZOOM_CARD[0] / ZOOM_CARD[1]))
    zoom = (zoom_w, round(zoom_w * ZOOM_CARD[1] / ZOOM_CARD[0]))

    return Layout(
        size=(width, height), scale=scale, table=table, side_panel=side_panel, log=log, wheel=wheel,
        banner=banner, turn_track=turn_track, prompt_bar=prompt_bar, tools=tools,
        centre=Rect(margin, centre.y, table.w - 2 * margin, centre.h), card=(card_w, card_h), zoom=zoom,
        bottom=bottom, top=top,
        draw=draw, encrypted=encrypted, resolving=resolving, discard=discard,
    )
