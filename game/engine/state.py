"""The game state, its turn flow and the Decision/apply door.

Everything a game is lives in one GameState: zones as lists of physical
cards, the seeded chance generator, the pending Decision and a stack of
continuations (plain functions and ints) so that a state copies cheaply and
pickles, even in the middle of an ability.
"""

from __future__ import annotations

import random
from itertools import permutations
from typing import Any, Callable

from . import abilities
from .abilities import Resume, resumes
from .cards import (
    ASSASSIN,
    CODE,
    CODE_MASK,
    DECK_SIZE,
    EXTRA_PROTECTION_CODE_MASK,
    FINAL_TURNS,
    GUARD,
    GUILD,
    HAND_ROUNDS,
    NORMAL_TURNS,
    NUM,
    SLOTS,
)
from .decision import (
    ACTION,
    CHANCE,
    DEAL,
    DISCARD_ORDER,
    RESIGN,
    SHOW_CARD,
    STRATEGIC_SETUP,
    Choice,
    Decision,
    IllegalChoice,
)
from .events import (
    CHECKS,
    FROM_EXTRA_PROTECTION,
    FROM_GUARD,
    FROM_RESOLVING,
    Event,
    UndeclaredEvent,
    refusal,
)

STANDARD = "standard"
STRATEGIC = "strategic"
VARIANTS = (STANDARD, STRATEGIC)
LAST_TURN = NORMAL_TURNS + FINAL_TURNS


class Result:
    """The Big Reveal: who won and why, with what each player had."""

    __slots__ = ("winner", "reason", "matches", "final_numbers", "suitcase_numbers",
                 "guard_numbers", "guard_scores")

    def __init__(self, winner: int | None, reason: str, matches: tuple[bool, bool],
                 final_numbers: tuple[int, int], suitcase_numbers: tuple[int, int],
                 guard_numbers: tuple[tuple[int, ...], tuple[int, ...]],
                 guard_scores: tuple[int, int]) -> None:
        self.winner = winner
        self.reason = reason
        self.matches = matches
        self.final_numbers = final_numbers
        self.suitcase_numbers = suitcase_numbers
        self.guard_numbers = guard_numbers
        self.guard_scores = guard_scores

    def as_tuple(self) -> tuple:
        return (self.winner, self.reason, self.matches, self.final_numbers,
                self.suitcase_numbers, self.guard_numbers, self.guard_scores)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Result) and self.as_tuple() == other.as_tuple()

    def __repr__(self) -> str:
        return f"Result{self.as_tuple()!r}"

    def __reduce__(self):
        return (Result, self.as_tuple())


class GameState:
    """One game of Classified Information, advanced only through `apply`."""

    __slots__ = (
        "abilities", "variant", "first", "rng", "turn", "current",
        "hands", "suitcase", "slots", "face_up", "tuck", "draw", "discard",
        "encrypted", "play_area", "resolving", "react_cost",
        "pending", "resume", "stack", "ctx", "events", "history", "result", "read_by",
    )

    def __init__(self, deck_abilities: tuple[str, ...] | list[str], variant: str = STANDARD,
                 first_player: int = 0, seed: int | None = 0) -> None:
        deck_abilities = tuple(deck_abilities)
        if len(deck_abilities) != 9:
            raise ValueError(f"a deck names 9 abilities, one per number 1..9, not {len(deck_abilities)}")
        missing = [a for a in deck_abilities if a not in abilities.START]
        if missing:
            raise ValueError("these abilities are not implemented yet: " + ", ".join(missing))
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}: use one of {', '.join(VARIANTS)}")
        if first_player not in (0, 1):
            raise ValueError(f"the first player is 0 or 1, not {first_player!r}")
        self.abilities = ("",) + deck_abilities
        self.variant = variant
        self.first = first_player
        self.rng = random.Random(seed)
        self.turn = -1
        self.current = first_player
        self.hands: list[list[int]] = [[], []]
        self.suitcase = [-1, -1]
        self.slots = [[-1] * SLOTS, [-1] * SLOTS]
        self.face_up = [[False] * SLOTS, [False] * SLOTS]
        self.tuck = [[-1] * SLOTS, [-1] * SLOTS]
        self.draw: list[int] = []  # top of the Draw Deck is the end of the list
        self.discard: list[int] = []  # top of the Discard Pile is the end
        self.encrypted: list[int] = []
        self.play_area: list[list[int]] = [[], []]
        self.resolving: list[int] = []
        self.react_cost = [False, False]
        self.stack: list[tuple[Any, ...]] = []
        self.ctx: tuple[Any, ...] = ()
        self.events: list[Event] = []
        self.history: list[Choice] = []
        self.result: Result | None = None
        self.read_by: tuple[Any, Any, Any] = (None, None, None)
        """What each viewer (0, 1, the spectator) has read of `events` so far (view.py):
        values never changed once made, so copies share them."""
        self.pending: Decision | None = Decision(CHANCE, DEAL, None)
        self.resume: Resume = _apply_deal

    # ----- the door -------------------------------------------------------

    def apply(self, choice: Choice) -> None:
        """Apply one choice of the pending decision; an illegal one changes nothing."""
        pending = self.pending
        if pending is None:
            raise IllegalChoice("the game is over: no decision is pending")
        if choice[:1] == (RESIGN,):
            self.resign(choice)
            return
        if pending.options is None:
            _check_deal(choice)
        elif choice not in pending.options:
            raise IllegalChoice(
                f"{choice!r} is not a legal choice for {pending.kind}; legal: {list(pending.options)!r}")
        self.history.append(choice)
        self.pending = None
        self.resume(self, choice)
        self.run()

    def decision(self) -> Decision:
        """The decision pending now: every state but a finished game's has one."""
        if self.pending is None:
            raise ValueError("the game is over: no decision is pending")
        return self.pending

    def chance_outcome(self) -> Choice:
        """Draw the pending chance decision's outcome from the seeded generator."""
        pending = self.pending
        if pending is None or pending.player != CHANCE:
            raise IllegalChoice("no chance decision is pending")
        options = pending.options
        if options is None:  # the deal: every ordering of the deck
            order = [NUM[c] for c in range(DECK_SIZE)]
            self.rng.shuffle(order)
            return ("deal", tuple(order))
        return options[int(self.rng.random() * len(options))]

    def resolve_chance(self) -> Choice:
        """Apply the seeded chance outcome and return it (for records)."""
        choice = self.chance_outcome()
        self.apply(choice)
        return choice

    def copy(self) -> "GameState":
        """An independent copy, cheap enough for search."""
        s = GameState.__new__(GameState)
        s.abilities = self.abilities
        s.variant = self.variant
        s.first = self.first
        s.rng = random.Random()
        s.rng.setstate(self.rng.getstate())
        s.turn = self.turn
        s.current = self.current
        s.hands = [self.hands[0][:], self.hands[1][:]]
        s.suitcase = self.suitcase[:]
        s.slots = [self.slots[0][:], self.slots[1][:]]
        s.face_up = [self.face_up[0][:], self.face_up[1][:]]
        s.tuck = [self.tuck[0][:], self.tuck[1][:]]
        s.draw = self.draw[:]
        s.discard = self.discard[:]
        s.encrypted = self.encrypted[:]
        s.play_area = [self.play_area[0][:], self.play_area[1][:]]
        s.resolving = self.resolving[:]
        s.react_cost = self.react_cost[:]
        s.stack = self.stack[:]
        s.ctx = self.ctx
        s.events = self.events[:]
        s.history = self.history[:]
        s.result = self.result
        s.read_by = self.read_by
        s.pending = self.pending
        s.resume = self.resume
        return s

    def snapshot(self, with_generator: bool = True) -> tuple:
        """Every field as plain values, for exact comparisons in tests and replay.

        A replayed record has no use for the generator, so it can be left out.
        """
        return (
            self.abilities, self.variant, self.first,
            self.rng.getstate() if with_generator else None, self.turn,
            self.current, tuple(map(tuple, self.hands)), tuple(self.suitcase),
            tuple(map(tuple, self.slots)), tuple(map(tuple, self.face_up)),
            tuple(map(tuple, self.tuck)), tuple(self.draw), tuple(self.discard),
            tuple(self.encrypted), tuple(map(tuple, self.play_area)),
            tuple(self.resolving), tuple(self.react_cost), tuple(self.stack), self.ctx,
            tuple(self.events), tuple(self.history),
            self.result.as_tuple() if self.result else None,
            (self.pending.player, self.pending.kind, self.pending.options,
             self.pending.source) if self.pending else None,
            self.resume,
        )

    # ----- helpers the abilities use --------------------------------------

    def ask(self, player: int, kind: str, options: tuple[Choice, ...], resume: Resume,
            source: str | None = None, ctx: tuple[Any, ...] = ()) -> None:
        """Pend a decision; `resume` receives the choice."""
        self.pending = Decision(player, kind, options, source)
        self.resume = resume
        self.ctx = ctx

    def later(self, step: Callable[..., None], *args: Any) -> None:
        """Schedule a step to run once the current one (and its decisions) finish."""
        self.stack.append((step, *args))

    def run(self) -> None:
        """Run scheduled steps until a decision is pending or the game is over."""
        stack = self.stack
        while self.pending is None and stack:
            step = stack.pop()
            step[0](self, *step[1:])

    def log(self, kind: str, actor: int, public: tuple[Any, ...] = (), secret: tuple[Any, ...] = ()) -> None:
        """Record an event, refusing a kind or fields that events.EVENTS does not declare."""
        try:
            n_public, n_secret, seen = CHECKS[kind]
        except KeyError:
            raise UndeclaredEvent(refusal(kind, public, secret)) from None
        if len(public) != n_public or len(secret) != n_secret:
            raise UndeclaredEvent(refusal(kind, public, secret))
        self.events.append((len(self.history), kind, actor, public, secret, seen[actor]))

    def guard_numbers(self, player: int) -> tuple[int, ...]:
        """The numbers of `player`'s Guards, slot by slot."""
        return tuple(NUM[c] for c in self.slots[player] if c >= 0)

    def number(self, card: int) -> int:
        return NUM[card]

    def suitcase_number(self, player: int) -> int:
        return NUM[self.suitcase[player]]

    def guard_slots(self, player: int) -> list[int]:
        """Slots of `player` that hold a Guard."""
        row = self.slots[player]
        return [s for s in range(SLOTS) if row[s] >= 0]

    def free_slot(self, player: int) -> int:
        """The lowest empty Guard slot, or -1."""
        row = self.slots[player]
        for s in range(SLOTS):
            if row[s] < 0:
                return s
        return -1

    def to_discard(self, card: int, actor: int, source: str) -> None:
        self.discard.append(card)
        self.log("discard", actor, (NUM[card], source))

    def discard_in_order(self, actor: int, cards: list[int], sources: list[str],
                         ability_id: str | None = None) -> None:
        """Discard several cards waiting in the resolving spot; the acting player
        orders them when it matters."""
        if len({NUM[c] for c in cards}) <= 1:
            for card, source in zip(cards, sources):
                self.resolving.remove(card)
                self.to_discard(card, actor, source)
            return
        options = tuple(("order", p) for p in permutations(range(len(cards))))
        self.ask(actor, DISCARD_ORDER, options, apply_discard_order, ability_id,
                 ctx=(actor, tuple(cards), tuple(sources)))

    def remove_guard(self, player: int, slot: int) -> int:
        card = self.slots[player][slot]
        self.slots[player][slot] = -1
        self.face_up[player][slot] = False
        return card

    def take_from_resolving(self, card: int) -> None:
        """Keep a Deployed card in play: it no longer goes to the Discard Pile."""
        self.resolving.remove(card)

    # ----- actions --------------------------------------------------------

    def action_options(self, player: int) -> tuple[Choice, ...]:
        """Every legal play of every card in hand (RULES.md 3 and 4)."""
        opponent = 1 - player
        rows, ups, tucks = self.slots[opponent], self.face_up[opponent], self.tuck[opponent]
        has_free = -1 in self.slots[player]
        options: list[Choice] = []
        for i, card in enumerate(self.hands[player]):
            n = NUM[card]
            guild = GUILD[n]
            options.append(("deploy", i))
            if guild != ASSASSIN and has_free:
                options.append(("enlist_guard", i))
            if guild != GUARD:
                mask = CODE_MASK[n]
                for t in range(SLOTS):
                    victim = rows[t]
                    if victim < 0:
                        continue
                    if tucks[t] < 0:
                        if not ups[t] or mask & CODE_MASK[NUM[victim]]:
                            options.append(("enlist_assassin", i, t))
                    elif mask & EXTRA_PROTECTION_CODE_MASK:
                        options.append(("enlist_assassin", i, SLOTS + t))
            options.append(("encrypt", i))
        return tuple(options)

    def enlist_guard(self, player: int, card: int) -> int:
        """Place an enlisted Guard face down in the lowest free slot; return the slot."""
        slot = self.free_slot(player)
        self.slots[player][slot] = card
        self.face_up[player][slot] = False
        self.log("enlist_guard", player, (slot,), (NUM[card],))
        return slot

    def place_face_up(self, player: int, card: int, side: int) -> int:
        """An enlisted Guard that a TRIGGER sends face up, to `side`'s lowest free slot."""
        slot = self.free_slot(side)
        self.slots[side][slot] = card
        self.face_up[side][slot] = True
        self.log("enlisted_face_up", player, (side, slot, NUM[card]))
        return slot

    def encrypt(self, player: int, card: int) -> None:
        self.encrypted.append(card)
        self.log("encrypt", player, (), (NUM[card],))

    def deploy(self, player: int, card: int) -> None:
        n = NUM[card]
        self.log("deploy", player, (n,))
        self.resolving.append(card)
        self.later(finish_deploy, player, card)
        abilities.START[self.abilities[n]](self, player)

    def attack(self, player: int, card: int, target: int) -> None:
        """Enlist as Assassin (RULES.md 4)."""
        opponent = 1 - player
        n = NUM[card]
        self.resolving.append(card)
        self.log("attack", player, (n, target))
        if target >= SLOTS:
            success = True
        else:
            victim = self.slots[opponent][target]
            success = bool(CODE_MASK[n] & CODE_MASK[NUM[victim]])
            if not self.face_up[opponent][target]:
                self.log("attempt", player, (target, int(success)))
        if success:
            abilities.successful_assassination(self, player, card, target)
        else:
            hand = self.hands[opponent]
            self.ask(CHANCE, SHOW_CARD, tuple(("show", i) for i in range(len(hand))),
                     _apply_failed_attempt_show, ctx=(player, card))

    def kill(self, player: int, card: int, target: int) -> None:
        """A successful assassination: both cards go to the Discard Pile, ordered."""
        opponent = 1 - player
        if target >= SLOTS:
            slot = target - SLOTS
            victim = self.tuck[opponent][slot]
            self.tuck[opponent][slot] = -1
            victim_source = FROM_EXTRA_PROTECTION
        else:
            victim = self.remove_guard(opponent, target)
            victim_source = FROM_GUARD
        self.resolving.append(victim)
        self.log("killed", player, (target, NUM[victim]))
        self.discard_in_order(player, [card, victim], [FROM_RESOLVING, victim_source])

    # ----- turn flow ------------------------------------------------------

    def begin_turn(self) -> None:
        self.turn += 1
        if self.turn >= LAST_TURN:
            self.finish()
            return
        player = self.first ^ (self.turn & 1)
        self.current = player
        self.log("turn", player, (self.turn, int(self.turn >= NORMAL_TURNS)))
        if self.react_cost[player]:
            self.react_cost[player] = False
            if self.draw:
                self.draw_card(player)
            self.log("react_cost", player)
            abilities.peek(self, player, 1)
            self.later(GameState.begin_turn)
            return
        if self.turn < NORMAL_TURNS:
            self.draw_card(player)
        self.ask(player, ACTION, self.action_options(player), _apply_action)

    def draw_card(self, player: int) -> None:
        card = self.draw.pop()
        self.hands[player].append(card)
        self.log("draw", player, (), (NUM[card],))

    def finish(self) -> None:
        """End of game: Dead Drops, then the Big Reveal and scoring (RULES.md 5)."""
        self.later(GameState.score)
        abilities.game_end(self)

    def resign(self, choice: Choice) -> None:
        """("resign", player): the game ends now, won by the other player; the Big Reveal shows what each
        has (no Final Card: the game never reached its end) and says who resigned."""
        if len(choice) != 2 or type(choice[1]) is not int or choice[1] not in (0, 1):
            raise IllegalChoice(f"{choice!r}: a resignation names the player who resigns, 0 or 1")
        if self.turn < 0 or min(self.suitcase) < 0:
            raise IllegalChoice("a player may resign once the game is set up")
        player = choice[1]
        self.history.append(choice)
        self.pending = None
        self.stack.clear()
        suitcases = (NUM[self.suitcase[0]], NUM[self.suitcase[1]])
        guards = (self.guard_numbers(0), self.guard_numbers(1))
        self.result = Result(1 - player, "resign", (False, False), (0, 0), suitcases, guards, self.guard_scores())
        self.log("resign", player)

    def guard_scores(self) -> tuple[int, int]:
        """Each player's Guards score: 2 per Guard, 1 per tucked card (RULES.md 5)."""
        return (2 * len(self.guard_numbers(0)) + sum(1 for e in self.tuck[0] if e >= 0),
                2 * len(self.guard_numbers(1)) + sum(1 for e in self.tuck[1] if e >= 0))

    def score(self) -> None:
        finals = (NUM[self.hands[0][0]], NUM[self.hands[1][0]])
        suitcases = (NUM[self.suitcase[0]], NUM[self.suitcase[1]])
        guards = (self.guard_numbers(0), self.guard_numbers(1))
        matches = (finals[0] in CODE[suitcases[1]] and finals[0] not in guards[1],
                   finals[1] in CODE[suitcases[0]] and finals[1] not in guards[0])
        scores = self.guard_scores()
        if matches[0] != matches[1]:
            winner, reason = (0 if matches[0] else 1), "unguarded_match"
        elif scores[0] != scores[1]:
            winner, reason = (0 if scores[0] > scores[1] else 1), "guards"
        else:
            winner, reason = None, "tie"
        self.result = Result(winner, reason, matches, finals, suitcases, guards, scores)
        self.log("reveal", -1, (finals, suitcases, guards, matches,
                                -1 if winner is None else winner, reason))


# ----- resume functions (module level so states copy and pickle) ----------

def _check_deal(choice: Choice) -> None:
    if (not isinstance(choice, tuple) or len(choice) != 2 or choice[0] != "deal"
            or not isinstance(choice[1], tuple) or len(choice[1]) != DECK_SIZE
            or sorted(choice[1]) != sorted(NUM)):
        raise IllegalChoice(
            "a deal is ('deal', order): 18 card numbers, each of 1..9 twice, index 0 on top")


def _apply_deal(s: GameState, choice: Choice) -> None:
    """Deal from the top, one card at a time, first player first (RULES.md 2)."""
    seen_copy = [0] * 10
    cards = []
    for n in choice[1]:
        cards.append(2 * (n - 1) + seen_copy[n])
        seen_copy[n] += 1
    first, second = s.first, 1 - s.first
    order = (first, second)
    # a strategic hand also holds the Suitcase and the Encrypted card to choose from
    rounds = HAND_ROUNDS + 2 if s.variant == STRATEGIC else HAND_ROUNDS
    i = 0
    for _ in range(rounds):
        for p in order:
            s.hands[p].append(cards[i])
            i += 1
    if s.variant == STANDARD:
        for p in order:
            s.suitcase[p] = cards[i]
            i += 1
        s.encrypted.extend(cards[i:i + 2])
        i += 2
    s.draw = cards[i:][::-1]
    s.log("deal", first, (s.variant,))
    for p in order:
        suitcase = NUM[s.suitcase[p]] if s.variant == STANDARD else 0
        s.log("dealt", p, (), (tuple(NUM[c] for c in s.hands[p]), suitcase))
    if s.variant == STRATEGIC:
        s.ask(first, STRATEGIC_SETUP, _setup_options(), apply_setup_first)
    else:
        s.later(GameState.begin_turn)


def _setup_options() -> tuple[Choice, ...]:
    return tuple(("setup", a, b) for a in range(4) for b in range(4) if a != b)


def _log_setup_choice(s: GameState, player: int, choice: Choice) -> None:
    """That a secret set-up choice was made is public; what it was, only its maker sees."""
    hand = s.hands[player]
    s.log("setup_chosen", player, (), (NUM[hand[choice[1]]], NUM[hand[choice[2]]]))


def apply_setup_first(s: GameState, choice: Choice) -> None:
    _log_setup_choice(s, s.first, choice)
    s.ask(1 - s.first, STRATEGIC_SETUP, _setup_options(), apply_setup_second, ctx=(choice,))


def apply_setup_second(s: GameState, choice: Choice) -> None:
    """Both secret set-up choices are applied together, after the second."""
    second = 1 - s.first
    _log_setup_choice(s, second, choice)
    for p, (_, suit_pos, enc_pos) in ((s.first, s.ctx[0]), (second, choice)):
        hand = s.hands[p]
        suit, enc = hand[suit_pos], hand[enc_pos]
        s.suitcase[p] = suit
        s.encrypted.append(enc)
        s.hands[p] = [c for c in hand if c != suit and c != enc]
        s.log("setup", p, (), (NUM[suit], NUM[enc]))
    s.later(GameState.begin_turn)


@resumes(ACTION)
def _apply_action(s: GameState, choice: Choice) -> None:
    kind = choice[0]
    player = s.current
    card = s.hands[player].pop(choice[1])
    s.later(GameState.begin_turn)
    if kind == "deploy":
        s.deploy(player, card)
    elif kind == "enlist_guard":
        abilities.enlist_guard(s, player, card)
    elif kind == "enlist_assassin":
        s.attack(player, card, choice[2])
    else:
        abilities.encrypt(s, player, card)


def finish_deploy(s: GameState, player: int, card: int) -> None:
    """The Deployed card goes on top, after every card its ability discarded."""
    if card in s.resolving:
        s.resolving.remove(card)
        s.to_discard(card, player, FROM_RESOLVING)


def _kill_world(state: GameState, view: Any) -> tuple[Any, ...]:
    """The attacker orders its Assassin and the victim, both on the resolving spot."""
    killed = next(e for e in reversed(view.events) if e.kind == "killed")
    victim_source = FROM_EXTRA_PROTECTION if killed.public.target >= SLOTS else FROM_GUARD
    return (view.seat(), tuple(state.resolving[:2]), (FROM_RESOLVING, victim_source))


@resumes(DISCARD_ORDER, world=_kill_world)
def apply_discard_order(s: GameState, choice: Choice) -> None:
    actor, cards, sources = s.ctx
    for i in choice[1]:
        s.resolving.remove(cards[i])
        s.to_discard(cards[i], actor, sources[i])


def _apply_failed_attempt_show(s: GameState, choice: Choice) -> None:
    """A failed Attempt: the defender shows a random card, then the Assassin is discarded."""
    player, card = s.ctx
    defender = 1 - player
    shown = s.hands[defender][choice[1]]
    s.log("shown", defender, (player,), (NUM[shown],))
    abilities.failed_attempt(s, player, card)
