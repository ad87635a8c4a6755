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
from typing import TYPE_CHECKING

from game.ai import Bot, bot_seed, make_bot
from game.ai.base import one_way_seed
from game.decks.deck import Deck
from game.engine import CHANCE, Choice, GameState, IllegalChoice
from game.engine.decision import ACTION, RESIGN
from game.engine.events import FROM_PLAY_AREA, FROM_RESOLVING, EventView
from game.engine.view import View, events_seen, view
from game.text.words import Names

if TYPE_CHECKING:
    from game.ai.reading import ActionReader

SAFE_EVENTS = frozenset({"deploy", "take_discard", "tuck", "switch_into", "in_play"})
"""Events that tell the human nothing new and show the opponent nothing hidden."""
SAFE_DISCARDS = frozenset({FROM_RESOLVING, FROM_PLAY_AREA})
"""A discard is news unless the card was face up in public already."""


DEFAULT_NAMES = ("Player 1", "Player 2")
"""Hotseat names when the players give none."""


def first_player_for(seed: int) -> int:
    """Who starts a seeded game: a coin toss of its own, apart from the deal."""
    return random.Random(f"first:{seed}").randrange(2)


def safe_event(event: EventView) -> bool:
    """Whether an event leaves the chain of the human's decisions undoable."""
    if event.kind == "discard":
        return event.public.source in SAFE_DISCARDS
    return event.kind in SAFE_EVENTS


class GameSession:
    """A game between the human in seat `human` and one bot, or between two people at one screen.

    In a hotseat game (`opponent` None) both seats are people; `human` is the
    seat of the person at the screen now, and changes only through `seat`.
    """

    def __init__(self, deck: Deck, variant: str, seed: int, opponent: str | None = "heuristic",
                 human: int | None = 0, first_player: int | None = None, names: Names = None,
                 spec: str = "") -> None:
        first = first_player_for(seed) if first_player is None else first_player
        self._seat_players(deck, seed, opponent, human, names, spec)
        self.variant = variant
        self.state = GameState(deck.abilities(), variant, first, seed)
        self._resolve_chance()

    @classmethod
    def at(cls, state: GameState, deck: Deck, seed: int, opponent: str | None = "heuristic",
           human: int | None = 0, names: Names = None, spec: str = "") -> "GameSession":
        """A session that carries on from `state` (a saved game, or a position set up for a test)."""
        session = cls.__new__(cls)
        session._seat_players(deck, seed, opponent, human, names, spec)
        session.variant = state.variant
        session.state = state
        session._resolve_chance()
        return session

    def _seat_players(self, deck: Deck, seed: int, opponent: str | None, human: int | None,
                      names: Names, spec: str) -> None:
        self.deck, self.seed, self.opponent, self.human, self.names = deck, seed, opponent, human, names
        self.spec = spec or deck.id
        """The deck spec a record of this game names."""
        self.bot: Bot | None = None
        if opponent is not None:
            if human is None:
                raise ValueError("a game against the computer has its human in seat 0 or 1")
            self.bot = make_bot(opponent, bot_seed(seed, 1 - human))
        self.readers: dict[int, ActionReader] = {}
        """A person's seat: the other side's Actions read for its hints (made on first use)."""
        self._undo: list[tuple[GameState, tuple]] = []
        """States before each undoable choice of the human, with the picks that made it."""
        self.undo_stop = "start"
        """What ended the chain of undoable choices (an event kind, "opponent", "hand_off", "start")."""

    @property
    def hotseat(self) -> bool:
        """Two people share the screen: every decision is a person's."""
        return self.bot is None

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
        return (self.bot is not None and pending is not None and self.human is not None
                and pending.player == 1 - self.human)

    @property
    def hand_off_due(self) -> bool:
        """In hotseat, the other person must take the screen for the pending decision.

        Who decides next is public (every view names the pending player), so
        when hand-offs happen tells nobody anything.
        """
        pending = self.state.pending
        return self.hotseat and pending is not None and pending.player in (0, 1) and pending.player != self.human

    def seat(self, player: int | None) -> None:
        """The person in seat `player` takes the screen (None: both look, at the end); undo never
        crosses a hand-off."""
        if not self.hotseat:
            raise IllegalChoice("only a hotseat game changes who is at the screen")
        self.human = player
        self._stop("hand_off")

    def view(self) -> View:
        """What the human at the screen may know now (nobody seated: the public view)."""
        return view(self.state, self.human)

    def bot_view(self) -> View:
        """What the bot may know now: all it is ever given."""
        assert self.human is not None, "a game with a bot has its human seated"
        return view(self.state, 1 - self.human)

    def public_view(self) -> View:
        """What anyone may know: the hand-off screens and the end of a hotseat game are drawn from this."""
        return view(self.state, None)

    # ----- applying choices ---------------------------------------------------

    def apply_human(self, choice: Choice, picks: tuple = ()) -> None:
        """Apply the human's choice (one of their options) and any chance steps after it.

        `picks`: the picks on the table that led to the choice, given back by `undo`.
        """
        me = self._deciding_human()
        before = self.state.copy()
        self.state.apply(choice)
        self._resolve_chance()
        stop = _chain_stop(before, self.state, me)
        if stop is None:
            self._undo.append((before, picks))
        else:
            self._stop(stop)

    def apply_bot(self, choice: Choice, bot: Bot | None = None) -> None:
        """Apply the bot's choice; `bot` is the bot as it came back from its worker."""
        if not self.bot_to_move:
            raise IllegalChoice("it is not the computer player's decision")
        assert self.bot is not None
        if bot is not None:
            self.bot = bot
        self._stop("opponent")
        self.state.apply(choice)
        self._resolve_chance()

    def resign(self) -> int:
        """The person at the screen resigns (in hotseat, while the screen is being passed: the one it is
        passed to, whose decision is pending); the game ends now as their loss. Returns the seat."""
        pending = self.state.pending
        if pending is None:
            raise IllegalChoice("the game is over: there is nothing to resign")
        seat = pending.player if self.human is None or self.hand_off_due else self.human
        self._undo.clear()
        self.state.apply((RESIGN, seat))
        return seat

    def _resolve_chance(self) -> None:
        state = self.state
        while state.pending is not None and state.pending.player == CHANCE:
            state.resolve_chance()
        self._show_action_coming()

    def _show_action_coming(self) -> None:
        """Before a seat chooses an Action, the other side is shown its own view: the bot, if it
        reads the opponent's Actions, or the reader of a person's hints (ai/reading.py)."""
        pending = self.state.pending
        if pending is None or pending.kind != ACTION or pending.player not in (0, 1):
            return
        waiting = 1 - pending.player
        if self.bot is not None and waiting != self.human:
            if getattr(self.bot, "observes", False):
                self.bot.observe(view(self.state, waiting))  # type: ignore[attr-defined]
            return
        self._reader(waiting).observe(view(self.state, waiting))

    def _reader(self, seat: int) -> ActionReader:
        if seat not in self.readers:
            from game.ai.reading import ActionReader

            self.readers[seat] = ActionReader(one_way_seed("reading", self.seed, seat))
        return self.readers[seat]

    def hint_suitcases(self) -> list[float] | None:
        """How well each Suitcase of the opponent's explains its Actions, as the person at the screen
        has seen them (None: none read), for their hint."""
        reader = self.readers.get(self.human) if self.human is not None else None
        return None if reader is None else reader.suitcases(self.view())

    # ----- undo ---------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        """Whether the human's last choice may be taken back."""
        return bool(self._undo) and self.human_to_move

    def undo(self) -> tuple:
        """Go back to just before the human's last choice; returns the picks that made it."""
        if not self.can_undo:
            raise IllegalChoice("nothing can be undone now")
        self.state, picks = self._undo.pop()
        return picks

    def _stop(self, why: str) -> None:
        """The chain of undoable choices ends here, for the reason `why`."""
        self._undo.clear()
        self.undo_stop = why

    def undoable_after(self, choice: Choice) -> bool:
        """Whether `choice` could be undone once made (then it needs no confirmation).

        What it tells the client is whether the next events are news, which the
        rules make public anyway (RULES.md 6: that an event happened is public).
        """
        me = self._deciding_human()
        trial = self.state.copy()
        trial.apply(choice)
        return _chain_stop(self.state, trial, me) is None

    def _deciding_human(self) -> int:
        """The seat of the person at the screen, who must be the one to decide now."""
        if not self.human_to_move or self.human is None:
            raise IllegalChoice("it is not the human player's decision")
        return self.human


def _chain_stop(before: GameState, after: GameState, human: int) -> str | None:
    """None when one human choice led from `before` to `after` telling nobody anything new; else
    what told something: the first event that is news, or "opponent" when the decision passed on."""
    news = [e.kind for e in events_seen(after.events[len(before.events):], None) if not safe_event(e)]
    if news:
        return news[0]
    if len(after.history) != len(before.history) + 1:
        return "chance"
    if after.pending is None or after.pending.player != human:
        return "opponent"
    return None
