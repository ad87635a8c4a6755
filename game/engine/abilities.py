"""The registry of card abilities, and the plays that TRIGGER and REACT cards watch.

Each ability id in a deck file maps to exactly one registration, made next to
its implementation in its deck module (citrine, ruby, emerald) on import: the
function that resolves it, the question it asks and its truthful answer, its
keyword, and the decisions it asks (each resumes through `resumes`, which also
says how a sampled world rebuilds its context). The rules by which each of its
events changes what a viewer knows sit next to it too (tracker.rule,
belief.rule). `check_registrations` refuses an incomplete set at import.

Enlisting a Guard, Encrypting, a successful assassination, a failed Attempt
and the end of the game all go through this module, so TRIGGERs in play and
REACT cards in hand act on them in one place (RULES.md 6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .cards import NUM
from .decision import REACT, Choice
from .events import EVENTS, FROM_HAND, FROM_PLAY_AREA, FROM_REACT, FROM_RESOLVING

if TYPE_CHECKING:
    from .state import GameState
    from .view import View

Start = Callable[["GameState", int], None]
Resume = Callable[["GameState", Choice], None]
Placement = tuple[int, bool] | None
"""Where an enlisted Guard goes: (side, face up), or None for the Discard Pile."""

START: dict[str, Start] = {}
"""Ability id -> the function that resolves it for the Deploying player."""

# What a question card asks about (Answer.about).
SUITCASE = "suitcase"
"""truth(asked number, Suitcase Number): the answer names a number and asks about the Suitcase."""
GUARD_NUMBER = "guard"
"""truth(Guard's number, Suitcase Number): asked is the slot of one of the answerer's Guards."""
HAND = "hand"
"""truth(asked number, the numbers in the answerer's hand)."""

# Keywords (RULES.md 6); None for a card without one.
TRIGGER_KEYWORD = "TRIGGER"
REACT_KEYWORD = "REACT"
TUCK_KEYWORD = "TUCK"
PEEK_KEYWORD = "PEEK"
KEYWORDS = (None, TRIGGER_KEYWORD, REACT_KEYWORD, TUCK_KEYWORD, PEEK_KEYWORD)


class Answer:
    """The forced, truthful answer a question card gets from the opponent: what it is
    about, and `truth(asked, subject)` (see SUITCASE, GUARD_NUMBER, HAND). The engine
    answers with it, and deduction, the heuristic and the hints read it back."""

    __slots__ = ("about", "truth")

    def __init__(self, about: str, truth: Callable[[int, Any], bool]) -> None:
        if about not in (SUITCASE, GUARD_NUMBER, HAND):
            raise ValueError(f"an answer is about {SUITCASE!r}, {GUARD_NUMBER!r} or {HAND!r}, not {about!r}")
        self.about = about
        self.truth = truth

    def suitcases(self, asked: int, yes: bool) -> tuple[int, ...]:
        """For an answer about the Suitcase: the Suitcase Numbers that give this answer."""
        return tuple(s for s in range(1, 10) if self.truth(asked, s) == yes)


class Registration:
    """Everything generic code needs to know about one ability, declared next to it."""

    __slots__ = ("id", "start", "answer", "keyword", "decisions")

    def __init__(self, ability_id: str, start: Start, answer: Answer | None, keyword: str | None,
                 decisions: tuple[str, ...]) -> None:
        if keyword not in KEYWORDS:
            raise ValueError(f"ability {ability_id!r}: unknown keyword {keyword!r}")
        self.id = ability_id
        self.start = start
        self.answer = answer
        self.keyword = keyword
        self.decisions = decisions


REGISTRY: dict[str, Registration] = {}
"""Ability id -> its registration."""


class MissingRegistration(ValueError):
    """An ability id, event kind or decision that generic code would have to guess about."""


def registration(ability_id: str) -> Registration:
    try:
        return REGISTRY[ability_id]
    except KeyError:
        raise MissingRegistration(f"ability {ability_id!r} has no registration: declare it with abilities.ability") \
            from None


def answer_of(ability_id: str) -> Answer:
    """The answer a question card gets; an ability that asks nothing raises."""
    found = registration(ability_id).answer
    if found is None:
        raise MissingRegistration(f"ability {ability_id!r} declares no answer, yet one was given")
    return found


def numbers_with(deck: tuple[str, ...], keyword: str) -> tuple[int, ...]:
    """The numbers (1..9) whose ability in `deck` (ability ids, number 1 first) carries `keyword`."""
    return tuple(n for n, ability_id in enumerate(deck, 1) if registration(ability_id).keyword == keyword)


def truthful_answer(s: "GameState", ability_id: str, asked: int) -> bool:
    """The answer the opponent of the current player must give (RULES.md 6: computed by the engine)."""
    found = answer_of(ability_id)
    answerer = 1 - s.current
    if found.about == SUITCASE:
        return found.truth(asked, NUM[s.suitcase[answerer]])
    if found.about == GUARD_NUMBER:
        return found.truth(NUM[s.slots[answerer][asked]], NUM[s.suitcase[answerer]])
    return found.truth(asked, tuple(NUM[c] for c in s.hands[answerer]))

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

RESUMES: dict[tuple[str, str | None], Resume] = {}
"""(decision kind, the ability asking or None) -> where the game goes on with the
choice; a sampled world (worlds.py) resumes through it."""

WorldContext = Callable[["GameState", "View"], tuple[Any, ...]]
"""Rebuild a pending decision's context (state.ctx) in a sampled world from the view
of the player who decides: (the sampled state, its public zones placed; the view)."""

WORLD_CONTEXTS: dict[tuple[str, str | None], WorldContext] = {}
"""(decision kind, the ability asking or None) -> its context in a sampled world."""


def no_context(state: "GameState", view: "View") -> tuple[Any, ...]:
    """A decision whose resume needs nothing but the choice."""
    return ()


def ability(ability_id: str, *, answer: Answer | None, keyword: str | None,
            decisions: tuple[str, ...]) -> Callable[[Start], Start]:
    """Register the one implementation of an ability id and what generic code needs
    to know about it: its answer (None when it asks nothing), its keyword and the
    kinds of decision it asks (each needs a `resumes` registration)."""
    def register(fn: Start) -> Start:
        if ability_id in START:
            raise ValueError(f"ability {ability_id!r} is implemented twice")
        START[ability_id] = fn
        REGISTRY[ability_id] = Registration(ability_id, fn, answer, keyword, decisions)
        return fn
    return register


def resumes(kind: str, source: str | None = None,
            world: WorldContext = no_context) -> Callable[[Resume], Resume]:
    """Register where a decision of `kind` asked by `source` goes on, and how a sampled
    world rebuilds its context (`world`)."""
    def register(fn: Resume) -> Resume:
        if (kind, source) in RESUMES:
            raise ValueError(f"decision {kind!r} of {source!r} resumes twice")
        RESUMES[(kind, source)] = fn
        WORLD_CONTEXTS[(kind, source)] = world
        return fn
    return register


def check_registrations(event_rules: dict[str, dict[str, Any]]) -> None:
    """Refuse, at import, a registration generic code would have to guess about: every
    ability's decisions resume, every decision that names an ability belongs to one that
    declares it, a TRIGGER acts somewhere, and every declared event kind has a rule in
    each of `event_rules` (reader name -> {event kind: rule})."""
    problems = []
    for ability_id, found in REGISTRY.items():
        for kind in found.decisions:
            if (kind, ability_id) not in RESUMES:
                problems.append(f"ability {ability_id!r} asks a {kind!r} decision that nothing resumes")
        if found.keyword == TRIGGER_KEYWORD and not any(
                ability_id in table for table in (PLACEMENT_TRIGGERS, AFTER_PLACEMENT_TRIGGERS, ENCRYPT_TRIGGERS,
                                                  FAILED_ATTEMPT_TRIGGERS, GAME_END_TRIGGERS)):
            problems.append(f"TRIGGER {ability_id!r} watches nothing")
    for kind, source in RESUMES:
        if source is not None and kind not in registration(source).decisions:
            problems.append(f"ability {source!r} resumes a {kind!r} decision it does not declare")
    for reader, rules in event_rules.items():
        for kind in EVENTS:
            if kind not in rules:
                problems.append(f"event kind {kind!r} has no {reader} rule")
    if problems:
        raise MissingRegistration("; ".join(problems))


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
    for step in reversed(game_end_steps(s)):
        s.later(*step)


def game_end_steps(s: "GameState") -> list[tuple[Any, ...]]:
    """The end-of-game TRIGGERs still in play, in the order they resolve: (step, owner, card)."""
    steps: list[tuple[Any, ...]] = []
    for owner in (s.first, 1 - s.first):
        for trigger in watching(s, owner, GAME_END_TRIGGERS):
            steps.append((GAME_END_TRIGGERS[ability_of(s, trigger)], owner, trigger))
    return steps


# ----- REACT ------------------------------------------------------------------

def successful_assassination(s: "GameState", player: int, card: int, target: int) -> None:
    """Offer the defender a reaction whenever the public information allows one,
    so that the offer itself reveals nothing (RULES.md 6, the ruling on the offer)."""
    defender = 1 - player
    hand = s.hands[defender]
    if len(hand) >= 2 and _react_possible(s):
        options = (("pass",),) + tuple(
            ("react", i) for i, c in enumerate(hand) if REGISTRY[ability_of(s, c)].keyword == REACT_KEYWORD)
        s.ask(defender, REACT, options, _resolve_react, ctx=(player, card, target))
    else:
        s.kill(player, card, target)


def _react_possible(s: "GameState") -> bool:
    """The deck list holds a REACT card and not every copy is face up in public."""
    react_numbers = numbers_with(s.abilities[1:], REACT_KEYWORD)
    if not react_numbers:
        return False
    public = [c for c in s.discard] + list(s.resolving)
    for p in (0, 1):
        public += [c for t, c in enumerate(s.slots[p]) if c >= 0 and s.face_up[p][t]]
    public_numbers = [NUM[c] for c in public]
    return any(public_numbers.count(n) < 2 for n in react_numbers)


def _react_world(state: "GameState", view: "View") -> tuple[Any, ...]:
    """The defender decides: the attacker's Assassin waits on the resolving spot."""
    attack = next(e for e in reversed(view.events) if e.kind == "attack")
    return (1 - view.seat(), state.resolving[-1], attack.public.target)


@resumes(REACT, world=_react_world)
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
