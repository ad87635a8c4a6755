"""Opponents that see only a player's view and answer with one of its options."""

from __future__ import annotations

from game.ai.base import Bot, bot_seed, make_bot, PLAYER_NAMES

__all__ = ["Bot", "PLAYER_NAMES", "bot_seed", "make_bot"]
