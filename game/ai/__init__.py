"""Opponents that see only a player's view and answer with one of its options."""

from __future__ import annotations

from game.ai.base import OPPONENT_NAMES, PLAYER_NAMES, Bot, bot_seed, hint_seed, make_bot, parse_player, sight

__all__ = ["Bot", "OPPONENT_NAMES", "PLAYER_NAMES", "bot_seed", "hint_seed", "make_bot", "parse_player", "sight"]
