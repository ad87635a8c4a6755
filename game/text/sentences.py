"""The game log in plain sentences, as one viewer may read it.

A sentence is built from an EventView only: its secret part is already None
for a viewer who may not see it, so "You drew Scavenge (5)" for the player who
drew becomes "Player 2 drew a card" for everyone else. Pure functions, no
pygame, so the log can be tested and reused (replays, a text log file).
"""

from __future__ import annotations

from game.engine.cards import NORMAL_TURNS, SLOTS
from game.engine.events import (
    FROM_ENCRYPTED,
    FROM_EXTRA_PROTECTION,
    FROM_GUARD,
    FROM_HAND,
    FROM_PLAY_AREA,
    FROM_REACT,
    EventView,
)
from game.text.deck_sentences import DECK_PHRASES
from game.text.words import CardNames, Names, Phrase, Words, cap, code_text, half_guards, player_name, slot_name


def _deal(e: EventView, w: Words) -> str:
    first = w.who(e.actor)
    return f"New game, {e.public.variant} set-up: {first} {w.verb(e.actor, 'play', 'plays')} first."


def _dealt(e: EventView, w: Words) -> str:
    if e.secret is None:
        return f"{w.who(e.actor)} {w.verb(e.actor, 'were', 'was')} dealt {w.their(e.actor)} cards."
    hand, suitcase = e.secret.hand, e.secret.suitcase
    if suitcase:
        return (f"You were dealt {w.cards(hand)}; your Suitcase is {w.card(suitcase)}, "
                f"Code {code_text(suitcase)}.")
    return f"You were dealt {w.cards(hand)}."


def _turn(e: EventView, w: Words) -> str:
    if e.public.final:
        return f"Final turn · {w.who(e.actor)}"
    return f"Turn {e.public.turn + 1} of {NORMAL_TURNS} · {w.who(e.actor)}"


def _draw(e: EventView, w: Words) -> str:
    if e.secret is None:
        return f"{w.who(e.actor)} drew a card."
    return f"{w.who(e.actor)} drew {w.card(e.secret.number)}."


def _deploy(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} deployed {w.card(e.public.number)}."


def _enlist_guard(e: EventView, w: Words) -> str:
    slot = slot_name(e.public.slot)
    if e.secret is None:
        return f"{w.who(e.actor)} enlisted a Guard, face down, in {slot}."
    return f"{w.who(e.actor)} enlisted {w.card(e.secret.number)} as a Guard, face down, in {slot}."


def _encrypt(e: EventView, w: Words) -> str:
    if e.secret is None:
        return f"{w.who(e.actor)} encrypted a card."
    return f"{w.who(e.actor)} encrypted {w.card(e.secret.number)}."


def _target(target: int, defender: int, w: Words) -> str:
    if target >= SLOTS:
        return f"{w.whose(defender)} Extra Protection"
    return f"{w.whose(defender)} Guard in {slot_name(target)}"


def _attack(e: EventView, w: Words) -> str:
    target = _target(e.public.target, 1 - e.actor, w)
    return f"{w.who(e.actor)} attacked {target} with {w.card(e.public.number)}."


def _attempt(e: EventView, w: Words) -> str:
    return "The Assassination Attempt succeeded." if e.public.success else "The Assassination Attempt failed."


def _killed(e: EventView, w: Words) -> str:
    defender = 1 - e.actor
    if e.public.target >= SLOTS:
        return cap(f"{w.whose(defender)} Extra Protection was assassinated.")
    return cap(f"{w.whose(defender)} Guard {w.card(e.public.number)} was assassinated.")


def _shown(e: EventView, w: Words) -> str:
    attacker = e.public.attacker
    if e.secret is None:
        return f"{w.who(e.actor)} showed {w.whom(attacker)} a random card from {w.their(e.actor)} hand."
    return f"{w.who(e.actor)} showed {w.whom(attacker)} {w.card(e.secret.number)}, at random."


_FROM = {
    FROM_HAND: " from {whose} hand",
    FROM_GUARD: " from a Guard slot",
    FROM_EXTRA_PROTECTION: " (it was Extra Protection)",
    FROM_ENCRYPTED: " from the Encrypted Card Pile",
    FROM_PLAY_AREA: " from the play area",
    FROM_REACT: " after blocking",
}


def _discard(e: EventView, w: Words) -> str:
    where = _FROM.get(e.public.source, "").format(whose=w.whose(e.actor))
    return f"{w.card(e.public.number)} went to the Discard Pile{where}."


def _is(yes: int) -> str:
    return "is" if yes else "is not"


def _answer(e: EventView, w: Words) -> str:
    ability_id, asked, yes = e.public.ability, e.public.asked, e.public.yes
    whose = w.their(e.actor)
    clause = {
        "fortune_teller": f"{whose} Suitcase Number {_is(yes)} within 2 of {asked}",
        "test_access_codes": f"{asked} {_is(yes)} {whose} Suitcase Number",
        "wheel_of_fate": f"{asked} {_is(yes)} in {whose} Code",
        "decoy_guard": f"{whose} Suitcase Number {_is(yes)} within 1 of {asked}",
        "interrogation": (f"{w.verb(e.actor, 'you hold', 'they hold')} a {asked}" if yes
                          else f"{w.verb(e.actor, 'you hold', 'they hold')} no {asked}"),
        "double_agent": f"{whose} Guard in {slot_name(asked)} {_is(yes)} in {whose} Code",
        "safecracker": f"{asked} {_is(yes)} in {whose} Code",
        "high_tech_bookends": f"{whose} Suitcase Number {_is(yes)} between 1 and {asked}",
    }.get(ability_id, f"{'yes' if yes else 'no'} to {w.ability(ability_id)} about {asked}")
    return f"{w.who(e.actor)} answered: {clause}."


def _petal(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} named {e.public.number}: not {w.their(e.actor)} Suitcase Number."


def _show_hand(e: EventView, w: Words) -> str:
    to = e.public.to
    if e.secret is None:
        return f"{w.who(e.actor)} showed {w.whom(to)} {w.their(e.actor)} hand."
    return f"{w.who(e.actor)} showed {w.whom(to)} {w.their(e.actor)} hand: {w.cards(e.secret.cards)}."


def _flip(e: EventView, w: Words) -> str:
    return cap(f"{w.whose(e.actor)} Guard in {slot_name(e.public.slot)} was turned face up: "
               f"{w.card(e.public.number)}.")


def _tuck(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} tucked {w.their(e.actor)} Guard in {slot_name(e.public.slot)} under Extra Protection."


def _exchange(e: EventView, w: Words) -> str:
    return (f"{w.who(e.actor)} exchanged {w.their(e.actor)} Guard {w.card(e.public.mine)} with "
            f"{w.whose(1 - e.actor)} Guard {w.card(e.public.theirs)}; both are face up now.")


def _exchange_discard(e: EventView, w: Words) -> str:
    return (f"{w.who(e.actor)} exchanged {w.their(e.actor)} Guard {w.card(e.public.mine)} with "
            f"{w.card(e.public.top)} from the top of the Discard Pile.")


def _switch_into(e: EventView, w: Words) -> str:
    name = w.ability("switch_places")
    start = f"{w.who(e.actor)} put {name} face down into {slot_name(e.public.slot)} and took that Guard"
    if e.secret is not None:
        return f"{start}, {w.card(e.secret.number)}, into {w.their(e.actor)} hand."
    if e.public.face_up_number:
        return f"{start}, {w.card(e.public.face_up_number)}, into {w.their(e.actor)} hand."
    return f"{start} into {w.their(e.actor)} hand."


def _take_discard(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} took {w.card(e.public.number)} from the Discard Pile."


def _peek(e: EventView, w: Words) -> str:
    count = e.public.how_many
    if count == 0:
        return f"{w.who(e.actor)} had nothing to peek at: the Draw Deck is empty."
    cards = "the top card" if count == 1 else f"the top {count} cards"
    if e.secret is None:
        return f"{w.who(e.actor)} peeked at {cards} of the Draw Deck."
    return f"{w.who(e.actor)} peeked at {cards} of the Draw Deck: {w.cards(e.secret.cards)}."


def _react_cost(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} paid for the reaction: no Action this turn."


def _setup_chosen(e: EventView, w: Words) -> str:
    if e.secret is None:
        return f"{w.who(e.actor)} chose a Suitcase and a card to Encrypt."
    return f"You chose {w.card(e.secret.suitcase)} as your Suitcase and {w.card(e.secret.encrypted)} to Encrypt."


def _setup(e: EventView, w: Words) -> str:
    if e.secret is None:
        return cap(f"{w.whose(e.actor)} Suitcase and Encrypted card are set.")
    suitcase = e.secret.suitcase
    return (f"Your Suitcase is {w.card(suitcase)}, Code {code_text(suitcase)}; "
            f"you encrypted {w.card(e.secret.encrypted)}.")


def _reveal(e: EventView, w: Words) -> str:
    p = e.public
    return "The Big Reveal: " + result_sentence(
        None if p.winner < 0 else p.winner, p.reason, p.matches, p.finals, p.suitcases, w.viewer, None, w.names)


def _resign(e: EventView, w: Words) -> str:
    return f"{w.who(e.actor)} resigned: the game is over."


PHRASES: dict[str, Phrase] = {
    "deal": _deal, "dealt": _dealt, "turn": _turn, "draw": _draw, "deploy": _deploy,
    "enlist_guard": _enlist_guard, "encrypt": _encrypt, "attack": _attack,
    "attempt": _attempt, "killed": _killed, "shown": _shown, "discard": _discard,
    "answer": _answer, "petal": _petal, "show_hand": _show_hand, "flip": _flip,
    "tuck": _tuck, "exchange": _exchange, "exchange_discard": _exchange_discard,
    "switch_into": _switch_into, "take_discard": _take_discard, "peek": _peek,
    "react_cost": _react_cost, "setup_chosen": _setup_chosen, "setup": _setup,
    "reveal": _reveal, "resign": _resign,
    **DECK_PHRASES,
}


def sentence(event: EventView, viewer: int | None, deck: CardNames, names: Names = None) -> str:
    """One log line for `viewer` (every declared event kind has its phrase)."""
    return PHRASES[event.kind](event, Words(viewer, deck, names))


def result_sentence(winner: int | None, reason: str, matches: tuple[bool, bool],
                    finals: tuple[int, int], suitcases: tuple[int, int], viewer: int | None,
                    scores: tuple[int, int] | None, names: Names = None) -> str:
    """Who won and why, in one sentence (RULES.md 5; "resign": the loser resigned)."""
    if reason == "resign" and winner is not None:
        words = Words(viewer, None, names)
        return (f"{words.who(1 - winner)} resigned: "
                f"{player_name(winner, viewer, names)} {'win' if winner == viewer else 'wins'}.")
    if reason == "unguarded_match" and winner is not None:
        words = Words(viewer, None, names)
        loser = 1 - winner
        mine = "your " if winner == viewer else ""
        return (f"{words.who(winner)} {words.verb(winner, 'win', 'wins')} with an Unguarded Match: "
                f"{mine}Final Card {finals[winner]} is in {words.whose(loser)} "
                f"Code {code_text(suitcases[loser])}.")
    both = "both players have" if all(matches) else "neither player has"
    tally = ""
    if scores is not None:
        tally = f" {half_guards(max(scores))} to {half_guards(min(scores))}"
    if winner is None:
        level = f" ({half_guards(scores[0])} each)" if scores is not None else ""
        return f"A tie: {both} an Unguarded Match, and the Guards are level{level}."
    name = player_name(winner, viewer, names)
    return f"{name} {'win' if winner == viewer else 'wins'} on Guards{tally}: {both} an Unguarded Match."
