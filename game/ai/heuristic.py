"""The heuristic opponent: the play of a good human, decision by decision.

It guards the numbers of its own Code, keeps cards that would hit its Code
out of the opponent's reach, asks the question that splits the remaining
Suitcase Numbers best, attacks the Guards that block its Final Card, and keeps
the Final Card most likely to be an Unguarded Match. Every choice comes with a
one-line reason (the hints show it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Sequence

from game.ai.assess import Assessment, assess, guardable, own
from game.ai.weights import HEURISTIC, Weights
from game.engine import Choice
from game.engine.abilities import HAND, REACT_KEYWORD, SUITCASE, TUCK_KEYWORD, registration
from game.engine.cards import CODE, NUMBERS, SLOTS, codes_share, ring_distance
from game.engine.deduction import Deduction, deduce, glance
from game.engine.view import View

Scored = tuple[float, Choice, str]


def card_name(ability_id: str) -> str:
    """A card's name from its ability id, for reasons."""
    return {"high_tech_bookends": "High-Tech Bookends", "wheel_of_fate": "Wheel of Fate"}.get(
        ability_id, ability_id.replace("_", " ").title())


@dataclass(frozen=True, slots=True)
class Advice:
    """A suggested choice and why."""

    choice: Choice
    reason: str


class HeuristicBot:
    """Rules of thumb over the exact deduction (or, `glancing`, over `glance`: the search's
    playouts, where speed buys more games); deterministic but for ties. `weights`: the
    numbers behind the rules (the heuristic's own unless a search plays out with others)."""

    def __init__(self, seed: int, glancing: bool = False, weights: Weights = HEURISTIC,
                 name: str = "heuristic", deduction: Callable[[View], Deduction] | None = None) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.deduction = deduction or (glance if glancing else deduce)
        self.weights = weights

    def choose(self, view) -> Choice:
        if view.pending.kind not in MATCH_DECISIONS:
            options = view.options()
            if len(options) == 1:  # forced: nothing to weigh, but the tie draw keeps the generator in step
                self.rng.random()
                return options[0]
        return self.advise(view).choice

    def advise(self, view) -> Advice:
        """The choice this player would make, with its reason."""
        kind = view.pending.kind
        if kind in MATCH_DECISIONS:
            return MATCH_DECISIONS[kind](self, view)
        scored = self.scores(view)
        best = max(score for score, _, _ in scored)
        top = [(c, r) for score, c, r in scored if score >= best - 1e-9]
        choice, reason = top[int(self.rng.random() * len(top))]
        return Advice(choice, reason)

    def scores(self, view, deduction: Callable[[View], Deduction] | None = None) -> list[Scored]:
        """Every option of a game decision with its rule-of-thumb score and reason (on `deduction`, if
        given, rather than its own)."""
        return DECISIONS.get(view.pending.kind, _any)(self, assess(view, deduction or self.deduction))


# ----- helpers ------------------------------------------------------------------

def _hand(a: Assessment) -> tuple[int, ...]:
    return a.view.sides[a.me].hand or ()


def _ability(a: Assessment, n: int) -> str:
    return a.view.deck[n - 1]


def _keyword(a: Assessment, n: int) -> str | None:
    return registration(_ability(a, n)).keyword


def _split(yes_probability: float) -> float:
    """How well a yes/no question splits: 1 for an even split, 0 for a sure answer."""
    return 1.0 - abs(2 * yes_probability - 1)


def _keep_value(a: Assessment, n: int, w: Weights) -> float:
    """What holding a card is worth: a likely winning Final Card, or one kept from them."""
    late = max(a.view.turn, 0) / 10
    return w.keep_hit * a.hits[n] * (w.keep_early + w.late * late * late) + (w.keep_danger if a.danger(n) else 0.0)


def _pct(p: float) -> str:
    return f"{round(100 * p)}%"


def _odds(yes: float) -> str:
    """The chances of a yes/no answer about their Suitcase, as a reason says them."""
    return f"{_pct(yes)} likely a yes, {_pct(1 - yes)} a no"


# ----- the Action ---------------------------------------------------------------

def _action(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    if a.view.final_turn:
        return _final_action(a, bot.weights)
    hand = _hand(a)
    w = bot.weights
    keep = {n: _keep_value(a, n, w) for n in set(hand)}
    out: list[Scored] = []
    for option in a.view.options():
        n = hand[option[1]]
        score, reason = _play_value(a, option, n, w)
        out.append((score - keep[n], option, reason))
    return out


def _their_final(a: Assessment) -> list[float]:
    """P(the opponent's Final Card is numbered n): what is known of their hand,
    the rest in proportion to the unseen copies."""
    them = a.view.sides[a.them]
    known = list(them.known_hand)
    unknown = them.hand_size - len(known)
    unseen = [max(c, 0) for c in a.deduction.unseen]
    unseen_total = sum(unseen[1:]) or 1
    q = [0.0] * 10
    for n in known:
        q[n] += 1.0 / them.hand_size
    for n in NUMBERS:
        q[n] += unknown / them.hand_size * unseen[n] / unseen_total
    return q


def _final_action(a: Assessment, w: Weights) -> list[Scored]:
    """The final turn: the card kept is the Final Card; weigh the whole outcome."""
    hand = _hand(a)
    their_final = _their_final(a)
    mine_guards, their_guards = a.guard_count(a.me), a.guard_count(a.them)
    out: list[Scored] = []
    for option in a.view.options():
        kind, pos = option[0], option[1]
        n = hand[pos]
        kept = [m for i, m in enumerate(hand) if i != pos]
        final = max(kept, key=lambda m: a.hits[m])
        blocked = set(a.my_guards)
        g_me, g_them = mine_guards, their_guards
        kill = 0.0
        if kind == "enlist_guard":
            g_me += 1
            blocked.add(n)
        elif kind == "enlist_assassin":
            kill, _ = _attack_value(a, n, option[2], w)
            kill = max(0.0, min(1.0, (kill + 0.6) / 3.2)) if option[2] < SLOTS else 1.0
        elif kind == "deploy" and _keyword(a, n) == TUCK_KEYWORD and any(
                s.occupied and not s.extra_protection for s in a.view.sides[a.me].slots):
            g_me += 0.5
        p_me = a.hits[final]
        p_them = sum(their_final[m] for m in a.my_code if m not in blocked)
        undecided = (1 - p_me) * (1 - p_them) + p_me * p_them

        def tie_break(g_them: float) -> float:
            return 1.0 if g_me > g_them else 0.5 if g_me == g_them else 0.0

        tie = (1 - kill) * tie_break(g_them) + kill * tie_break(g_them - 1)
        win = p_me * (1 - p_them) + undecided * tie
        _, play = _play_value(a, option, n, w)
        out.append((win, option, f"{play}; keep the {final} as Final Card ({_pct(p_me)} to hit)"))
    return out


def _play_value(a: Assessment, option: Choice, n: int, w: Weights) -> tuple[float, str]:
    kind = option[0]
    if kind == "enlist_guard":
        if a.danger(n):
            return w.guard_danger, f"Enlist the {n} as Guard: it blocks your own Code"
        free = sum(not s.occupied for s in a.view.sides[a.me].slots)
        needed = [m for m in a.my_code if a.danger(m) and guardable(m)]
        value = w.guard_short if free <= len(needed) else w.guard_spare
        return value, f"Enlist the {n} as Guard"
    if kind == "encrypt":
        if a.danger(n):
            return w.encrypt_danger, f"Encrypt the {n}: it is in your Code, out of the opponent's reach"
        return w.encrypt_spare - a.hits[n], f"Encrypt the {n}"
    if kind == "enlist_assassin":
        return _attack_value(a, n, option[2], w)
    return _deploy_value(a, n, w)


def _attack_value(a: Assessment, n: int, target: int, w: Weights) -> tuple[float, str]:
    them = a.view.sides[a.them]
    if target >= SLOTS:
        return w.attack_extra_protection, f"Assassinate the Extra Protection with the {n}"
    slot = them.slots[target]
    if slot.number is not None:
        success, victim = 1.0, slot.number
        blocks = a.in_their_code[victim]
        why = f"Assassinate their face-up {victim} with the {n}"
    else:
        marginal = a.deduction.guards[target]
        success = sum(marginal[g] for g in NUMBERS if codes_share(n, g)) if marginal else 0.5
        blocks = sum(marginal[g] * a.in_their_code[g] for g in NUMBERS) if marginal else 0.3
        why = f"Attack their face-down Guard in slot {target + 1} with the {n} ({_pct(success)} to succeed)"
    return success * (w.attack_base + w.attack_blocks * blocks) - w.attack_cost, why


def _deploy_value(a: Assessment, n: int, w: Weights) -> tuple[float, str]:
    ability = _ability(a, n)
    name = card_name(ability)
    view = a.view
    me, them = view.sides[a.me], view.sides[a.them]
    my_guards = [s for s in me.slots if s.occupied]
    their_face_up = [s for s in them.slots if s.occupied and s.face_up and not s.extra_protection]
    their_hidden = [s for s in them.slots if s.occupied and not s.face_up]
    if ability in w.info:
        value = w.info[ability] * (w.info_base + w.info_uncertainty * a.uncertainty)
        if ability == "double_agent" and not their_hidden:
            value = -0.5
        if ability == "safecracker" and not view.discard:
            value = -0.5
        return value, f"Deploy {name} to learn about their Suitcase"
    if ability in w.triggers:
        return w.triggers[ability], f"Deploy {name}"
    keyword = registration(ability).keyword
    if keyword == TUCK_KEYWORD:
        untucked = [s for s in me.slots if s.occupied and not s.extra_protection]
        return (w.tuck if untucked else -1.0), f"Deploy {name} over one of your Guards"
    if ability in ("silent_blade", "extraction", "turncoat"):
        free = any(not s.occupied for s in me.slots)
        useful = their_face_up and (ability != "turncoat" or free)
        return (w.take_face_up if useful else -0.5), f"Deploy {name} on their face-up Guard"
    if ability == "shine_spotlights":
        return (w.spotlights if their_hidden else -0.5), f"Deploy {name} to reveal their Guards"
    if ability == "wheel_of_fate":
        value = w.wheel_base + w.wheel_uncertainty * a.uncertainty if my_guards else -0.5
        return value, f"Deploy {name} to learn whether your Guard is in their Code"
    if ability == "scavenge":
        # worth it for a likely Final Card, or a Guard for a number of your own Code
        best = max((max(a.hits[m], w.scavenge_guard if a.danger(m) and guardable(m) else 0.0)
                    for m in view.discard[-3:]), default=0.0)
        return w.scavenge_base + w.scavenge_gain * best, f"Deploy {name}"
    if keyword == REACT_KEYWORD:
        return -1.0, f"Deploy {name} (it does nothing on your turn)"
    if ability == "archivist":
        return (w.archivist if view.encrypted_size else -0.5), f"Deploy {name}"
    return w.other_deploy, f"Deploy {name}"


# ----- questions and answers ----------------------------------------------------

def _question_value(a: Assessment, says_yes: Callable[[int], bool], w: Weights) -> tuple[float, float]:
    """How much a yes/no answer about the Suitcase helps: an even split, and a
    better chance that a card in hand is an Unguarded Match after it; and P(yes)."""
    post = a.deduction.suitcase
    free = [1.0 - b for b in a.blocked]
    hand = _hand(a)
    answers = [s for s in NUMBERS if says_yes(s)]  # asked once per Suitcase Number, not per card
    yes = sum(post[s] for s in answers)
    best_now = max((a.hits[k] for k in hand), default=0.0)
    after = 0.0
    for answer, p in ((True, yes), (False, 1.0 - yes)):
        if p <= 0:
            continue
        suitcases = [s for s in NUMBERS if (s in answers) == answer]
        hit = [sum(post[s] for s in suitcases if k in CODE[s]) / p * free[k] for k in hand]
        after += p * max(hit, default=0.0)
    return _split(yes) + w.question_focus * (after - best_now), yes


def _name_number(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    """A question card's number: read what its answer means from the card's registration."""
    found = registration(a.view.decision().source or "").answer
    post = a.deduction.suitcase
    out: list[Scored] = []
    for option in a.view.options():
        n = option[1]
        if found is not None and found.about == SUITCASE:
            yes = found.suitcases(n, True)
            if len(yes) == 1:  # a "yes" names the Suitcase: ask about the likeliest
                out.append((post[yes[0]], option, f"Ask about {n}: {_pct(post[yes[0]])} likely their Suitcase"))
            else:
                value, yes_chance = _question_value(a, lambda s: found.truth(n, s), bot.weights)
                out.append((value, option, f"Ask about {n}: {_odds(yes_chance)}"))
        elif found is not None and found.about == HAND:  # learn whether they hold a card that beats you
            value = (1.0 if a.danger(n) else 0.0) + a.deduction.unseen[n] * 0.1
            out.append((value, option, f"Ask whether they hold a {n}"))
        else:
            out.append((0.0, option, f"Name {n}"))
    return out


def _answer_number(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    return petal_scores(a.view.options(), own(a.view.sides[a.me].suitcase))


def petal_scores(options: Sequence[Choice], suitcase: int) -> list[Scored]:
    """Picking Petals: name the number that gives the least away, the farthest from the Suitcase
    (a reader of the opponent's petals models them by this too)."""
    out: list[Scored] = []
    for o in options:
        steps = ring_distance(o[1], suitcase)
        away = f"{steps} step{'s' if steps != 1 else ''}"
        out.append((steps, o, f"Name {o[1]}, {away} from your Suitcase on the Cypher Wheel"))
    return out


def _hand_card(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    hand = _hand(a)
    source = a.view.decision().source
    found = registration(source).answer if source else None
    out: list[Scored] = []
    for option in a.view.options():
        n = hand[option[1]]
        if found is not None and found.about == SUITCASE:  # the card shown is the question
            value, yes_chance = _question_value(a, lambda s: found.truth(n, s), bot.weights)
            out.append((value, option, f"Reveal the {n}: {_odds(yes_chance)}"))
        elif source == "archivist":
            value = (2.0 if a.danger(n) else 0.0) - a.hits[n]
            out.append((value, option, f"Encrypt the {n}"))
        else:  # a card to discard
            out.append((-_keep_value(a, n, bot.weights) - (0.5 if a.danger(n) else 0.0), option,
                        f"Discard the {n}: {_pct(a.hits[n])} to hit their Code as your Final Card"
                        + (", and one of your own Code's numbers" if a.danger(n) else "")))
    return out


# ----- Guards -------------------------------------------------------------------

def _own_guard(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    slots = a.view.sides[a.me].slots
    source = a.view.decision().source
    out: list[Scored] = []
    for option in a.view.options():
        slot = slots[option[1]]
        if source == "extra_protection":
            value = 1.0 if a.danger(slot.number) else 0.0
            out.append((value, option, f"Protect your {slot.number}"))
        else:  # Wheel of Fate: flipping a hidden Guard gives it away
            value = (1.0 if slot.face_up else 0.0) + _split(a.in_their_code[own(slot.number)])
            out.append((value, option, f"Turn your {slot.number} for Wheel of Fate"))
    return out


def _opponent_guard(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    slots = a.view.sides[a.them].slots
    out: list[Scored] = []
    for option in a.view.options():
        t = option[1]
        slot = slots[t]
        if slot.number is not None:
            value = a.in_their_code[slot.number]
            out.append((value, option, f"Take on their {slot.number}: it may block your Final Card"))
        else:
            marginal = a.deduction.guards[t]
            spread = 1.0 - max(marginal) if marginal else 0.5
            out.append((spread, option, f"Target their face-down Guard in slot {t + 1}"))
    return out


def _guard_pair(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    mine, theirs = a.view.sides[a.me].slots, a.view.sides[a.them].slots
    out: list[Scored] = []
    for option in a.view.options():
        m, t = mine[option[1]].number, theirs[option[2]].number
        their_value = a.in_their_code[t] if t is not None else 0.3
        my_value = 1.0 if a.danger(m) else 0.0
        out.append((their_value - my_value, option, f"Trade your {m} for their Guard in slot {option[2] + 1}"))
    return out


def _switch_places(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    mine, theirs = a.view.sides[a.me].slots, a.view.sides[a.them].slots
    top = a.view.discard[-1] if a.view.discard else 0
    out: list[Scored] = []
    for option in a.view.options():
        m = mine[option[1]].number
        keep_mine = 1.0 if a.danger(m) else 0.0
        if option[0] == "exchange":
            t = theirs[option[2]].number
            gain = (1.0 if t is not None and a.danger(t) else 0.0) + (a.in_their_code[t] if t else 0.2)
            out.append((gain - keep_mine, option, f"Exchange your {m} with their Guard in slot {option[2] + 1}"))
        elif option[0] == "exchange_discard":
            gain = 1.0 if a.danger(top) else 0.0
            out.append((gain - keep_mine, option, f"Exchange your {m} with the {top} on the Discard Pile"))
        else:
            out.append((-0.3 - keep_mine, option, f"Put Switch Places in place of your {m}"))
    return out


# ----- piles and orders ---------------------------------------------------------

def _discard_pile(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    pile = a.view.discard
    return [(_keep_value(a, pile[-1 - o[1]], bot.weights) + (0.5 if a.danger(pile[-1 - o[1]]) else 0.0), o,
             f"Take the {pile[-1 - o[1]]}") for o in a.view.options()]


def _encrypted_pile(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    return [(a.hits[o[1]] + (0.5 if a.danger(o[1]) else 0.0), o, f"Take the {o[1]}")
            for o in a.view.options()]


def _dead_drop(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    final = _hand(a)[0]
    out: list[Scored] = [(a.hits[final], ("pass",), f"Keep your Final Card {final}")]
    for option in a.view.options():
        if option[0] == "number":
            n = option[1]
            out.append((a.hits[n] - 0.02, option, f"Exchange your {final} for the {n} ({_pct(a.hits[n])} to hit)"))
    return out


def _react(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    out: list[Scored] = [(0.0, ("pass",), "Let the kill stand and keep your next Action")]
    for option in a.view.options():
        if option[0] == "react":
            out.append((1.0, option, "Block the assassination with the Bullet Proof Vest"))
    return out


def _draw_order(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    """Field Report: bury the cards that would hit your Code; the opponent draws next."""
    top = [n for d, n in sorted(a.view.known_draw)][:len(a.view.options()[0][1])]
    out: list[Scored] = []
    for option in a.view.options():
        order = [top[i] for i in option[1]]
        value = -sum((len(order) - depth) * (1.0 if a.danger(n) else 0.0) for depth, n in enumerate(order))
        out.append((value, option, "Bury the cards that would hit your Code"))
    return out


def _strategic_setup(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    hand = _hand(a)
    out: list[Scored] = []
    for option in a.view.options():
        suitcase, encrypted = hand[option[1]], hand[option[2]]
        kept = [n for i, n in enumerate(hand) if i not in option[1:]]
        code = CODE[suitcase]
        value = sum(2.0 for n in kept if n in code and guardable(n))
        value += 1.5 if encrypted in code else 0.0
        value -= sum(0.5 for n in kept if n in code and not guardable(n))
        out.append((value, option, f"Hide the {suitcase} in your Suitcase and Encrypt the {encrypted}"))
    return out


def _any(bot: HeuristicBot, a: Assessment) -> list[Scored]:
    return [(0.0, o, "No option is better than another here") for o in a.view.options()]


DECISIONS: dict[str, Callable[[HeuristicBot, Assessment], list[Scored]]] = {
    "action": _action,
    "name_number": _name_number,
    "answer_number": _answer_number,
    "hand_card": _hand_card,
    "own_guard": _own_guard,
    "opponent_guard": _opponent_guard,
    "guard_pair": _guard_pair,
    "switch_places": _switch_places,
    "discard_pile": _discard_pile,
    "encrypted_pile": _encrypted_pile,
    "dead_drop": _dead_drop,
    "react": _react,
    "draw_order": _draw_order,
    "strategic_setup": _strategic_setup,
}


# ----- between games of a match -------------------------------------------------

PREFERRED_MIX = "ccccccccc"
"""The deck the heuristic plays best with (measured: see benchmarks/README.md)."""


def _build_deck(bot: HeuristicBot, view) -> Advice:
    options = view.options()
    best = max(options, key=lambda o: sum(a == b for a, b in zip(o[1], PREFERRED_MIX)))
    return Advice(best, "Build the deck this player knows best")


def _choose_starter(bot: HeuristicBot, view) -> Advice:
    return Advice(("starter", view.viewer), "Start: the first player moves first in the final turns")


MATCH_DECISIONS: dict[str, Callable[[HeuristicBot, object], Advice]] = {
    "build_deck": _build_deck,
    "choose_starter": _choose_starter,
}
