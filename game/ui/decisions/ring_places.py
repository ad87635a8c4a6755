"""Where the number ring opens: beside the card being resolved, never over it.

A ring is asked for while a card lies in the resolving spot (the player's own Fortune Teller, or the
opponent's Picking Petals), and the question is about that card; so the ring's panel opens left of the
spot and its words right of it, the card in sight between them, all clear of the tool buttons beside the
banner (the banner itself is cleared away while the ring is open). The ring stands beside the tool buttons,
as tall as the band between the players' rows, or under them, as wide as that side: wherever it is larger.
The words go under the tool buttons on the right; the confirm prompt goes where the banner was, between
the ring and the tool buttons on the right.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from game.ui.look.layout import Layout

GAP = 12
"""Between the panels, the tool buttons and the resolving spot, at scale 1."""
GLOW = 10
"""How far a resolving card's shadow and halo reach past it, at scale 1."""


@dataclass(frozen=True)
class RingPlaces:
    """The resolving spot kept in sight, and the places of the ring, its words and the confirm prompt."""

    resolving: Rect
    ring: Rect
    words: Rect
    confirm: Rect


def resolving_zone(layout: Layout) -> Rect:
    """The resolving spot's cards with their glow, down to the bottom of its caption."""
    both = layout.resolving[0].union(layout.resolving[1])
    caption = layout.label(both)
    spot = Rect(both.x, both.y, both.w, caption.bottom - both.y)
    return spot.inflate(2 * layout.px(GLOW), 2 * layout.px(GLOW))


def ring_places(layout: Layout) -> RingPlaces:
    """The places at this window size."""
    gap = layout.px(GAP)
    band = layout.centre
    zone = resolving_zone(layout)
    left_tools, right_tools = layout.tools
    beside = Rect(left_tools.right + gap, band.y, zone.x - gap - left_tools.right - gap, band.h)
    under = Rect(band.x, left_tools.bottom + gap, zone.x - gap - band.x, band.bottom - left_tools.bottom - gap)
    ring = max((beside, under), key=lambda r: min(r.w, r.h))
    words = Rect(zone.right + gap, right_tools.bottom + gap, band.right - zone.right - gap,
                 band.bottom - right_tools.bottom - gap)
    left = (ring.right if ring is beside else left_tools.right) + gap
    confirm = Rect(left, band.y, right_tools.x - gap - left, min(right_tools.bottom, zone.y - gap) - band.y)
    return RingPlaces(zone, ring, words, confirm)
