"""The registry of card abilities, and the plays that TRIGGER and REACT cards watch.

Each ability id in a deck file maps to exactly one start function; the deck
modules (citrine, ruby, ...) register theirs on import. Enlisting a Guard,
Encrypting, a successful assassination, a failed Attempt and the end of the
game all go through this module, so TRIGGERs in play and REACT cards in hand
act on them in one place (RULES.md 6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from .cards import NUM
from .decision import REACT, Choice
from .events import FROM_HAND, FROM_PLAY_AREA, FROM_REACT, FROM_RESOLVING

if TYPE_CHECKING:
    from .state import GameState

Start = Callable[["GameState", int], None]
Resume = Callable[["GameState", Choice], None]
Placement = tuple[int, bool] | None
"""Where an enlisted Guard goes: (side, face up), or None for the Discard Pile."""

START: dict[str, Start] = {}
"""Ability id -> the function that resolves it for the Deploying player."""

PLACEMENT_TRIGGERS: dict[str, Callable[["GameState", int, Placement], Placement]] = {}
"""TRIGGERs that change where the opponent's next enlisted Guard goes."""

Where = int | str
"""Where a watched card went: its face-down slot, or "face_up", "discarded", "encrypted"."""

Watch = Callable[["GameState", int, int, int, Where], None]
"""A TRIGGER acting on the opponent's card: (state, owner, player, card, where)."""

AFTER_PLACEMENT_TRIGGERS: dict[str, Watch] = {}
"""TRIGGERs that act once the opponent's enlisted card is placed: (state, owner, player, card, where)."""

ENCRYPT_TRIGGERS: dict[str, Watch] = {}
"""TRIGGERs that act when the opponent Encrypts: (state, owner, player, card, "encrypted")."""

FAILED_ATTEMPT_TRIGGERS: dict[str, Callable[["GameState", int, int], bool]] = {}
"""TRIGGERs on the opponent's failed Attempt: (state, owner, Assassin); True when
they took the Assassin. Once one took it, the others still fire, changing nothing."""

GAME_END_TRIGGERS: dict[str, Callable[["GameState", int, int], None]] = {}
"""TRIGGERs resolved at the end of the game: (state, owner, card)."""

REACT_ABILITIES = frozenset({"bullet_proof_vest"})

RESUMES: dict[tuple[str, str | None], Resume] = {}
"""(decision kind, the ability asking or None) -> where the game goes on with the
choice; a sampled world (worlds.py) resumes through it."""


def ability(ability_id: str) -> Callable[[Start], Start]:
    """Register the one implementation of an ability id."""
    def register(fn: Start) -> Start:
        if ability_id in START:
            raise ValueError(f"ability {ability_id!r} is implemented twice")
        START[ability_id] = fn
        return fn
    return register


def resumes(kind: str, source: str | None = None) -> Callable[[Resume], Resume]:
    """Register where a decision of `kind` asked by `source` goes on."""
    def register(fn: Resume) -> Resume:
        if (kind, source) in RESUMES:
            raise ValueError(f"decision {kind!r} of {source!r} resumes twice")
        RESUMES[(kind, source)] = fn
        return fn
    return register


def ability_of(s: "GameState", card: int) -> str:
    return s.abilities[NUM[card]]


# ----- TRIGGER cards ----------------------------------------------------------

def enter_play(s: "GameState", player: int, card: int) -> None:
    """A Deployed TRIGGER stays face up in its owner's play area."""
    s.take_from_resolving(card)
    s.play_area[player].append(card)
    s.log("in_play", player, (NUM[card],))


def fire(s: "GameState", owner: int, card: int) -> None:
    """A TRIGGER that fired is discarded right after its own effect."""
    s.play_area[owner].remove(card)
    s.log("trigger", owner, (NUM[card], ability_of(s, card)))
    s.to_discard(card, owner, FROM_PLAY_AREA)


def watching(s: "GameState", owner: int, table: dict) -> list[int]:
    """The owner's TRIGGERs in play found in `table`, in the order played."""
    return [c for c in s.play_area[owner] if ability_of(s, c) in table]


def enlist_guard(s: "GameState", player: int, card: int) -> None:
    """Enlist as Guard: Coup and Floodlights change the placement before it
    happens, the card is placed once, then Wiretap acts (RULES.md 6)."""
    watcher = 1 - player
    if not s.play_area[watcher]:
        s.enlist_guard(player, card)
        return
    placement: Placement = (player, False)
    for trigger in watching(s, watcher, PLACEMENT_TRIGGERS):
        placement = PLACEMENT_TRIGGERS[ability_of(s, trigger)](s, watcher, placement)
        fire(s, watcher, trigger)
    where: int | str
    if placement is None:
        s.to_discard(card, player, FROM_HAND)
        where = "discarded"
    elif placement == (player, False):
        where = s.enlist_guard(player, card)
    else:
        s.place_face_up(player, card, placement[0])
        where = "face_up"
    _act_once_each(s, watcher, AFTER_PLACEMENT_TRIGGERS, player, card, where)


def encrypt(s: "GameState", player: int, card: int) -> None:
    """Encrypt (the action, or Archivist's Encrypt step): then Wiretap acts."""
    s.encrypt(player, card)
    _act_once_each(s, 1 - player, ENCRYPT_TRIGGERS, player, card, "encrypted")


def _act_once_each(s: "GameState", watcher: int, table: dict[str, Watch], player: int, card: int,
                   where: Where) -> None:
    """Every watching TRIGGER fires; copies of one ability act on the card once
    (two Wiretaps on one card show it once)."""
    acted: set[str] = set()
    for trigger in watching(s, watcher, table):
        ability_id = ability_of(s, trigger)
        if ability_id not in acted:
            acted.add(ability_id)
            table[ability_id](s, watcher, player, card, where)
        fire(s, watcher, trigger)


def failed_attempt(s: "GameState", player: int, card: int) -> None:
    """After the random card is shown: Ambush may take the Assassin; else it is discarded."""
    watcher = 1 - player
    taken = False
    for trigger in watching(s, watcher, FAILED_ATTEMPT_TRIGGERS):
        if not taken:
            taken = FAILED_ATTEMPT_TRIGGERS[ability_of(s, trigger)](s, watcher, card)
        fire(s, watcher, trigger)
    if not taken:
        s.resolving.remove(card)
        s.to_discard(card, player, FROM_RESOLVING)


def game_end(s: "GameState") -> None:
    """Schedule end-of-game TRIGGERs: the first player's first, each in the order played."""
    steps = []
    for owner in (s.first, 1 - s.first):
        for trigger in watching(s, owner, GAME_END_TRIGGERS):
            steps.append((GAME_END_TRIGGERS[ability_of(s, trigger)], owner, trigger))
    for step in reversed(steps):
        s.later(*step)


# ----- REACT ------------------------------------------------------------------

def successful_assassination(s: "GameState", player: int, card: int, target: int) -> None:
    """Offer the defender a reaction whenever the public information allows one,
    so that the offer itself reveals nothing (RULES.md 6, the ruling on the offer)."""
    defender = 1 - player
    hand = s.hands[defender]
    if len(hand) >= 2 and _react_possible(s):
        options = (("pass",),) + tuple(
            ("react", i) for i, c in enumerate(hand) if ability_of(s, c) in REACT_ABILITIES)
        s.ask(defender, REACT, options, _resolve_react, ctx=(player, card, target))
    else:
        s.kill(player, card, target)


def _react_possible(s: "GameState") -> bool:
    """The deck list holds a REACT card and not every copy is face up in public."""
    react_numbers = [n for n in range(1, 10) if s.abilities[n] in REACT_ABILITIES]
    if not react_numbers:
        return False
    public = [c for c in s.discard] + list(s.resolving)
    for p in (0, 1):
        public += [c for t, c in enumerate(s.slots[p]) if c >= 0 and s.face_up[p][t]]
    public_numbers = [NUM[c] for c in public]
    return any(public_numbers.count(n) < 2 for n in react_numbers)


@resumes(REACT)
def _resolve_react(s: "GameState", choice: Choice) -> None:
    player, card, target = s.ctx
    if choice[0] == "pass":
        s.log("no_react", 1 - player)
        s.kill(player, card, target)
        return
    defender = 1 - player
    vest = s.hands[defender].pop(choice[1])
    s.log("react", defender, (NUM[vest],))
    s.log("blocked", player, (target,))
    s.resolving.remove(card)
    s.to_discard(card, player, FROM_RESOLVING)
    s.to_discard(vest, defender, FROM_REACT)
    s.react_cost[defender] = True


def peek(s: "GameState", player: int, count: int) -> None:
    """PEEK N: look privately at the top cards of the Draw Deck, no decision."""
    top = s.draw[-1:-count - 1:-1] if count else []
    s.log("peek", player, (len(top),), (tuple(NUM[c] for c in top),))
