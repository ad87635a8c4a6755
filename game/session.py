"""One game at the table: the state, who sits in each seat, and what may be undone.

The client never touches the state: it reads the human's view, hands the
bot its own view, and applies choices here. Undo goes back only through the
human's own chain of decisions, and only while that chain has told nobody
anything: no chance step, no opponent decision, and only events that carry
no news (a Deploy, a card taken from the public Discard Pile, a tuck...).
Anything else (a draw, an answer, a shown or looked-at card, a reveal, a
discard from hand) ends the chain for good, so undo can never leak.
"""

from __future__ import annotations

import random

from game.ai import Bot, bot_seed, make_bot
from game.decks import Deck
from game.engine import CHANCE, Choice, GameState, IllegalChoice
from game.engine.events import FROM_PLAY_AREA, FROM_RESOLVING, EventView
from game.engine.view import View, events_seen, view

SAFE_EVENTS = frozenset({"deploy", "take_discard", "tuck", "switch_into", "in_play"})
"""Events that tell the human nothing new and show the opponent nothing hidden."""
SAFE_DISCARDS = frozenset({FROM_RESOLVING, FROM_PLAY_AREA})
"""A discard is news unless the card was face up in public already."""


def first_player_for(seed: int) -> int:
    """Who starts a seeded game: a coin toss of its own, apart from the deal."""
    return random.Random(f"first:{seed}").randrange(2)


def safe_event(event: EventView) -> bool:
    """Whether an event leaves the chain of the human's decisions undoable."""
    if event.kind == "discard":
        return event.public.source in SAFE_DISCARDS
    return event.kind in SAFE_EVENTS


class GameSession:
    """A game between the human in seat `human` and one bot."""

    def __init__(self, deck: Deck, variant: str, seed: int, opponent: str = "heuristic",
                 human: int = 0, first_player: int | None = None) -> None:
        self.deck = deck
        self.variant = variant
        self.seed = seed
        self.opponent = opponent
        self.human = human
        first = first_player_for(seed) if first_player is None else first_player
        self.state = GameState(deck.abilities(), variant, first, seed)
        self.bot: Bot = make_bot(opponent, bot_seed(seed, 1 - human))
        self._undo: list[GameState] = []
        self._resolve_chance()

    @classmethod
    def at(cls, state: GameState, deck: Deck, seed: int, opponent: str = "heuristic",
           human: int = 0) -> "GameSession":
        """A session that carries on from `state` (a position set up for a test or a puzzle)."""
        session = cls.__new__(cls)
        session.deck, session.variant, session.seed = deck, state.variant, seed
        session.opponent, session.human = opponent, human
        session.state = state
        session.bot = make_bot(opponent, bot_seed(seed, 1 - human))
        session._undo = []
        session._resolve_chance()
        return session

    # ----- who decides --------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.state.pending is None

    @property
    def human_to_move(self) -> bool:
        pending = self.state.pending
        return pending is not None and pending.player == self.human

    @property
    def bot_to_move(self) -> bool:
        pending = self.state.pending
        return pending is not None and pending.player == 1 - self.human

    def view(self) -> View:
        """What the human may know now."""
        return view(self.state, self.human)

    def bot_view(self) -> View:
        """What the bot may know now: all it is ever given."""
        return view(self.state, 1 - self.human)

    # ----- applying choices ---------------------------------------------------

    def apply_human(self, choice: Choice) -> None:
        """Apply the human's choice (one of their options) and any chance steps after it."""
        if not self.human_to_move:
            raise IllegalChoice("it is not the human player's decision")
        before = self.state.copy()
        self.state.apply(choice)
        self._resolve_chance()
        if _chain_safe(before, self.state, self.human):
            self._undo.append(before)
        else:
            self._undo.clear()

    def apply_bot(self, choice: Choice, bot: Bot | None = None) -> None:
        """Apply the bot's choice; `bot` is the bot as it came back from its worker."""
        if not self.bot_to_move:
            raise IllegalChoice("it is not the computer player's decision")
        if bot is not None:
            self.bot = bot
        self._undo.clear()
        self.state.apply(choice)
        self._resolve_chance()

    def _resolve_chance(self) -> None:
        state = self.state
        while state.pending is not None and state.pending.player == CHANCE:
            state.resolve_chance()

    # ----- undo ---------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """Whether the human's last choice may be taken back."""
        return bool(self._undo) and self.human_to_move

    def undo(self) -> None:
        """Go back to just before the human's last choice."""
        if not self.can_undo:
            raise IllegalChoice("nothing can be undone now")
        self.state = self._undo.pop()

    def undoable_after(self, choice: Choice) -> bool:
        """Whether `choice` could be undone once made (then it needs no confirmation).

        What it tells the client is whether the next events are news, which the
        rules make public anyway (RULES.md 6: that an event happened is public).
        """
        trial = self.state.copy()
        trial.apply(choice)
        return _chain_safe(self.state, trial, self.human)


def _chain_safe(before: GameState, after: GameState, human: int) -> bool:
    """One human choice led from `before` to `after` telling nobody anything new."""
    if len(after.history) != len(before.history) + 1:
        return False
    if after.pending is None or after.pending.player != human:
        return False
    return all(safe_event(e) for e in events_seen(after.events[len(before.events):], None))
