"""Computer against computer at the real table, seen as a spectator, game after game.

The game advances one player decision at a time (chance steps go along with
it), and only once the table has finished explaining the last change and the
viewer has had a moment to read it.
"""

from __future__ import annotations

import pygame

from game.ai import bot_seed, make_bot
from game.decks.specs import DeckSource
from game.engine import CHANCE, GameState
from game.engine.decision import ACTION
from game.engine.view import view
from game.simulation.games import game_seed
from game.ui import keymap
from game.ui.look.theme import Theme
from game.ui.scene import ANIMATING
from game.ui.scenes.table_scene import TableScene
from game.ui.sound import Sounds

PAUSE_BEFORE_ACTION = 0.75
PAUSE_BEFORE_CHOICE = 0.55
PAUSE_AFTER_GAME = 4.0
"""Seconds (at speed 1) the table rests before the next decision or game."""


class DemoGame:
    """Seeded games between bots, advanced one player decision at a time."""

    def __init__(self, decks: DeckSource, variant: str, players: tuple[str, str], seed: int) -> None:
        self.decks = decks
        self.variant = variant
        self.players = players
        self.seed = seed
        self.games_started = 0
        self.games_finished = 0
        self.decisions = 0
        self.new_game()

    def new_game(self) -> None:
        """Deal the next game: its seed comes from the run's seed, and the seats take turns to start."""
        seed = game_seed(self.seed, self.games_started)
        self.deck, _ = self.decks.for_game(seed)
        self.state = GameState(self.deck.abilities(), self.variant, self.games_started % 2, seed)
        self.bots = [make_bot(name, bot_seed(seed, seat)) for seat, name in enumerate(self.players)]
        self.games_started += 1
        self._resolve_chance()

    @property
    def over(self) -> bool:
        """Whether the current game has reached its Big Reveal."""
        return self.state.pending is None

    def step(self) -> None:
        """Apply the pending player's decision, then any chance steps that follow it."""
        state = self.state
        player = state.pending.player
        state.apply(self.bots[player].choose(view(state, player)))
        self.decisions += 1
        self._resolve_chance()
        if self.over:
            self.games_finished += 1

    def _resolve_chance(self) -> None:
        state = self.state
        while state.pending is not None and state.pending.player == CHANCE:
            state.apply(state.chance_outcome())


class DemoScene(TableScene):
    """The spectator's table fed by a DemoGame; ends after `seconds` (None: until Escape)."""

    def __init__(self, theme: Theme, sounds: Sounds, game: DemoGame, seconds: float | None = None,
                 speed: float = 1.0) -> None:
        super().__init__(theme, game.deck, sounds, viewer=None)
        self.game = game
        self.seconds = seconds
        self.speed = speed
        self.motion.speed = speed
        self.elapsed = 0.0
        self.rest = 0.0
        self.show(view(game.state, None))
        self.rest = self._pause()

    def _pause(self) -> float:
        pending = self.game.state.pending
        if pending is None:
            seconds = PAUSE_AFTER_GAME
        elif pending.kind == ACTION:
            seconds = PAUSE_BEFORE_ACTION
        else:
            seconds = PAUSE_BEFORE_CHOICE
        return seconds / self.speed

    def handle_event(self, event: pygame.event.Event) -> None:
        if keymap.command_for(event) == keymap.BACK:
            self.stack.pop()
            return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.seconds is not None and self.elapsed >= self.seconds:
            self.stack.pop()
            return
        super().update(dt)
        if self.motion.active:
            return
        self.rest -= dt
        if self.rest > 0:
            return
        if self.game.over:
            self.game.new_game()
            if self.game.deck is not self.deck:
                self.use_deck(self.game.deck)
        else:
            self.game.step()
        self.show(view(self.game.state, None))
        self.rest = self._pause()

    def wake_in(self) -> float | None:
        if self.motion.active:
            return ANIMATING
        wake = max(0.0, self.rest)
        if self.seconds is not None:
            wake = min(wake, max(0.0, self.seconds - self.elapsed))
        return wake
