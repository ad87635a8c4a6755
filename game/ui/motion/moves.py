"""Motion that explains a change: cards sliding to their new place, Guards flipping, strikes.

Moves run one after another, each eased, so a viewer can follow a turn made
of several steps. Until the last move of a change lands, every moving card is
drawn here (those that landed, at their place) and kept off the table (see
Hide), so the table is composed only twice per change.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.ui.look.paint import shadow

SLIDE_SECONDS = 0.24
FLIP_SECONDS = 0.3
STRIKE_SECONDS = 0.45


@dataclass(frozen=True)
class Hide:
    """Cards kept off the table while they are still flying to their place."""

    hand: tuple[int, int] = (0, 0)
    """Per player: how many of the last cards in hand are not drawn yet."""
    play: tuple[int, int] = (0, 0)
    """Per player: how many of the newest TRIGGERs in play are not drawn yet."""
    slots: frozenset[tuple[int, int]] = field(default_factory=frozenset)
    resolving: int = 0
    discard: int = 0
    encrypted: int = 0


NOTHING_HIDDEN = Hide()


def ease(t: float) -> float:
    """Ease in and out (smoothstep), t in 0..1."""
    t = min(1.0, max(0.0, t))
    return t * t * (3 - 2 * t)


@dataclass
class Move:
    """One card moving (or turning) on the table.

    `hides` names what the table must not draw until this move lands, e.g.
    ("hand", 1) for the newest card of player 2's hand or ("slot", 0, 2).
    """

    kind: str
    """"slide", "flip" or "strike"."""
    image: pygame.Surface
    start: Rect
    end: Rect
    duration: float
    hides: tuple | None = None
    back: pygame.Surface | None = None
    """For a flip: the side shown first."""
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        """Whether the move has landed."""
        return self.elapsed >= self.duration

    def draw(self, surface: pygame.Surface, shadow_blur: int) -> None:
        """Draw the move at its current point: a lifted, shadowed card; a squeezing flip; a fading strike."""
        t = ease(self.elapsed / self.duration) if self.duration else 1.0
        if self.kind == "slide":
            x = self.start.x + (self.end.x - self.start.x) * t
            y = self.start.y + (self.end.y - self.start.y) * t
            rect = Rect(round(x), round(y), self.end.w, self.end.h)
            lift = 1 + (1 - abs(2 * t - 1))
            halo = shadow(rect.w, rect.h, max(3, rect.w // 14), shadow_blur, 170)
            surface.blit(halo, halo.get_rect(center=(rect.centerx, rect.centery + round(shadow_blur * lift))))
            surface.blit(self.image, rect)
        elif self.kind == "flip":
            first_half = t < 0.5
            image = self.back if first_half and self.back is not None else self.image
            width = max(1, round(self.end.w * abs(1 - 2 * t)))
            squeezed = pygame.transform.smoothscale(image, (width, self.end.h))
            surface.blit(squeezed, squeezed.get_rect(center=self.end.center))
        else:
            faded = self.image.copy()
            faded.set_alpha(round(255 * (1 - t)))
            surface.blit(faded, faded.get_rect(center=self.end.center))


class Motion:
    """A queue of moves played one after another."""

    def __init__(self) -> None:
        self.queue: list[Move] = []
        self.landed: list[Move] = []
        self.speed = 1.0

    @property
    def active(self) -> bool:
        """Whether a move is still under way."""
        return bool(self.queue)

    def add(self, move: Move) -> None:
        """Queue a move, sped up by the motion speed."""
        move.duration /= self.speed
        self.queue.append(move)

    def clear(self) -> None:
        """Drop every move (a new game, or a change too large to animate)."""
        self.queue.clear()
        self.landed.clear()

    def update(self, dt: float) -> bool:
        """Advance; return True when the last move landed (the table must show everything again)."""
        if not self.queue:
            return False
        while dt > 0 and self.queue:
            move = self.queue[0]
            step = min(dt, move.duration - move.elapsed)
            move.elapsed += step
            dt -= step
            if move.done:
                self.queue.pop(0)
                if move.kind != "strike":
                    self.landed.append(move)
                if self.queue:
                    self._pick_up(self.queue[0])
        if self.queue:
            return False
        self.landed.clear()
        return True

    def _pick_up(self, move: Move) -> None:
        """A move that carries on from where an earlier one landed takes that card with it."""
        self.landed = [m for m in self.landed if not (m.end == move.start and m.image is move.image)]

    def pending_hides(self) -> list[tuple]:
        """What the table must keep off while this change is animated."""
        return [m.hides for m in self.landed + self.queue if m.hides is not None]

    def draw(self, surface: pygame.Surface, shadow_blur: int) -> None:
        """Draw the cards that landed during this change, then the move under way."""
        for move in self.landed:
            if move.kind == "slide":
                move.draw(surface, shadow_blur)
            else:
                surface.blit(move.image, move.end)
        if self.queue:
            self.queue[0].draw(surface, shadow_blur)
