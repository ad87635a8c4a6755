"""Scripted games for rule tests: stacked deals and picking options by their parts."""

from __future__ import annotations

import random

from game.decks.deck import READY_DECKS, load_ready_deck
from game.engine import CHANCE, GameState
from game.engine.cards import NUMBERS
from game.engine.playout import decisions, play_out, uniform

READY = tuple(load_ready_deck(name).abilities() for name in READY_DECKS)
"""The ready decks' ability ids, number 1 first, as the deck files list them."""
CITRINE, RUBY, EMERALD = READY


def random_mix(seed: int) -> tuple[str, ...]:
    """A uniform mix: each number's two copies from one ready deck."""
    rng = random.Random(f"mix:{seed}")
    return tuple(rng.choice(READY)[n] for n in range(9))


def deck_for(seed: int) -> tuple[str, ...]:
    """Cycle the ready decks and random mixes over seeds (four seeds each)."""
    choice = seed // 4 % 4
    return READY[choice] if choice < 3 else random_mix(seed)


def stacked_order(hands: tuple[list[int], list[int]], suitcases: tuple[int, int],
                  encrypted: list[int] = (), draw: list[int] = ()) -> tuple[int, ...]:
    """A deal order (index 0 on top) giving these cards to the first and second player.

    Cards not named fill the Encrypted pile and then the Draw Deck in number order.
    """
    left = [n for n in NUMBERS for _ in range(2)]
    for n in [*hands[0], *hands[1], *suitcases, *encrypted, *draw]:
        left.remove(n)
    encrypted = list(encrypted) + [left.pop(0) for _ in range(2 - len(encrypted))]
    draw = list(draw) + left
    first, second = hands
    return (first[0], second[0], first[1], second[1], suitcases[0], suitcases[1],
            *encrypted, *draw)


def game(hands: tuple[list[int], list[int]], suitcases: tuple[int, int],
         encrypted: list[int] = (), draw: list[int] = (), first: int = 0,
         deck: tuple[str, ...] = CITRINE) -> GameState:
    """A standard game dealt from a stacked order; `hands[0]` is the first player's."""
    s = GameState(deck, "standard", first_player=first, seed=1)
    s.apply(("deal", stacked_order(hands, suitcases, encrypted, draw)))
    return s


def option(s: GameState, *parts) -> tuple:
    """The pending option that starts with these parts (it must be unique)."""
    found = [o for o in s.pending.options if o[:len(parts)] == parts]
    assert len(found) == 1, f"{parts} matches {found} among {s.pending.options}"
    return found[0]


def play(s: GameState, *parts) -> None:
    s.apply(option(s, *parts))


def hand_position(s: GameState, player: int, number: int) -> int:
    """Position in `player`'s hand of a card with this number."""
    return [c // 2 + 1 for c in s.hands[player]].index(number)


def play_card(s: GameState, kind: str, number: int, *rest) -> None:
    """Play the current player's card of this number as `kind`."""
    play(s, kind, hand_position(s, s.current, number), *rest)


def encrypt_first(s: GameState) -> tuple:
    """The current player Encrypts their first card: a chooser for play_out."""
    return option(s, "encrypt", 0)


def encrypt_until(s: GameState, turn: int) -> None:
    """Both players Encrypt their first card until `turn` begins (or the game ends)."""
    play_out(s, encrypt_first, stop=lambda s: s.turn >= turn)


def numbers(cards) -> list[int]:
    return [c // 2 + 1 for c in cards]



WIRETAP_AND_CODES = ("wiretap", "test_access_codes") + RUBY[2:]
"""Ruby with Citrine's Test Access Codes as the 2: a way to see a hand, and Wiretap."""


def wiretap_after_seen_hand(move: str) -> GameState:
    """Player 0 sees player 1 hold a 7 and a 5 (Test Access Codes), puts Wiretap in play,
    and player 1 then `move`s ("encrypt" or "enlist_guard") its 7, which Wiretap shows."""
    s = game(([2, 1], [7, 5]), (3, 4), encrypted=[3, 8], draw=[6, 9, 8, 4], deck=WIRETAP_AND_CODES)
    play_card(s, "deploy", 2)                 # Test Access Codes: player 1 shows 7 and 5
    play(s, "number", 7)
    play_card(s, "deploy", 9)                 # Bullet Proof Vest does nothing on one's own turn
    play_card(s, "deploy", 1)                 # Wiretap enters play
    play_card(s, move, 7)
    return s


def random_decisions(seeds: range, rate: float):
    """(state, generator) at about `rate` of the players' decisions of random games over every
    deck and both set-ups, the generator being the one that played them."""
    for seed in seeds:
        rng = random.Random(seed)
        start = GameState(deck_for(seed), ("standard", "strategic")[seed % 2], seed // 2 % 2, seed)
        for s in decisions(start, uniform(rng)):
            if rng.random() < rate:
                yield s, rng


def random_step(state: GameState, rng: random.Random) -> None:
    """One decision: chance from the state's generator, a player's uniformly from `rng`."""
    pending = state.decision()
    if pending.player == CHANCE:
        state.resolve_chance()
    else:
        state.apply(rng.choice(pending.options or ()))


def final_turn() -> GameState:
    """Player 0's final Action: an 8 in hand hits the opponent's Code (Suitcase 7)."""
    s = game(([2, 4], [7, 1]), (5, 7), draw=[9, 9, 6, 6, 4, 5, 8, 2, 3, 1])
    play_card(s, "deploy", 2)
    play(s, "number", 7)
    encrypt_until(s, 10)
    return s
