"""The exact posterior, by brute force (helpers.oracle), against hand computations, deduce and sample_world.

The oracle is checked first on positions small enough to work out by hand. Then
`test_oracle_agrees_with_deduce` (330 late positions) and `..._early` (209 more) compare it
with deduction.deduce on seeded games (run them alone with `-k oracle_agrees`), and
`test_sample_world_follows_the_oracle` checks worlds.sample_world's Suitcase and Guard draws
against it with a chi-square statistic.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction as F

import pytest

from game.engine import GameState
from game.engine.deduction import deduce
from game.engine.playout import play_out
from game.engine.view import view
from game.engine.worlds import every_world, sample_world

from helpers.oracle import Record, positions, posterior, posteriors
from helpers.scripted import CITRINE, EMERALD, RUBY, deck_for, game, play, play_card

# ----- the oracle against hand computations -------------------------------------


def _at_viewer_decision(s: GameState, viewer: int = 0):
    assert s.pending.player == viewer
    record = Record.of(s)
    return posterior(record, viewer, len(record.history))


def test_oracle_before_any_fact_gives_the_unseen_copies():
    # Player 0 holds 1 and 2, has Suitcase 5 and draws a 7; player 1 has done nothing.
    # The 14 other cards are dealt uniformly, so P(Suitcase = n) = unseen copies / 14:
    # 1/14 for 1, 2, 5 and 7 (one copy left), 2/14 for 3, 4, 6, 8 and 9.
    s = game(([1, 2], [3, 4]), (5, 6), draw=[7])
    post = _at_viewer_decision(s)
    assert post.suitcase == {n: F(1 if n in (1, 2, 5, 7) else 2, 14) for n in range(1, 10)}
    assert post.guards == {}


def test_oracle_fortune_teller_yes_keeps_the_five_numbers_by_unseen_copies():
    # Player 0 (hand 1 2, Suitcase 5) draws 6 and names 9 with Fortune Teller: "yes", so the
    # Suitcase is one of 7 8 9 1 2. Player 1 Encrypts (every card counts once: no weight
    # changes) and player 0 draws 8. Seen: 1 2 5 6 8. Unseen copies: 7:2 8:1 9:2 1:1 2:1 = 7,
    # so P = 2/7, 1/7, 2/7, 1/7, 1/7.
    s = game(([1, 2], [3, 4]), (5, 1), draw=[6, 7, 8])
    play_card(s, "deploy", 1)
    play(s, "number", 9)
    play(s, "encrypt", 0)
    post = _at_viewer_decision(s)
    expected = {7: F(2, 7), 8: F(1, 7), 9: F(2, 7), 1: F(1, 7), 2: F(1, 7)}
    assert post.suitcase == {n: expected.get(n, F(0)) for n in range(1, 10)}


def test_oracle_a_guard_enlisted_from_hand_is_a_sentinel_or_guard_number():
    # Player 0 (hand 1 2, Suitcase 5, draws 6) Encrypts its 1; player 1 draws and enlists a
    # Guard face down; player 0 draws 8. Seen by player 0: 1 2 5 6 8, so unseen copies are
    # u = 1:1 2:1 3:2 4:2 5:1 6:1 7:2 8:1 9:2 (13 cards). Each hand card that may stand face
    # down (1 2 4 5 7 8) counts once, so P(Guard = n) is proportional to u[n] on those:
    # 1/8, 1/8, 2/8, 1/8, 2/8, 1/8 and 0 for 3 6 9.
    # The Suitcase: with Suitcase n the other 12 unseen cards hold N - [n may stand] of the
    # N = 8 copies that may stand, and a hand of 3 of them offers 3/12 of those on average,
    # so P(Suitcase = n) is proportional to u[n] * (8 - [n in 1 2 4 5 7 8]):
    # weights 7 7 16 14 7 8 14 7 16 (sum 96).
    s = game(([1, 2], [3, 4]), (5, 9), draw=[6, 7, 8])
    play_card(s, "encrypt", 1)
    play_card(s, "enlist_guard", 4)
    post = _at_viewer_decision(s)
    guard = {1: 1, 2: 1, 4: 2, 5: 1, 7: 2, 8: 1}
    assert post.guards == {0: {n: F(guard.get(n, 0), 8) for n in range(1, 10)}}
    weights = (7, 7, 16, 14, 7, 8, 14, 7, 16)
    assert post.suitcase == {n: F(weights[n - 1], 96) for n in range(1, 10)}


def test_oracle_counts_a_face_up_play_once_per_copy_in_hand():
    # Player 0 (hand 1 2, Suitcase 5, draws 6 then 8) Encrypts its 1; player 1 Deploys a 4
    # (Switch Places with no Guard anywhere: nothing happens). A hand with two 4s offers that
    # play twice, so each (deal, 4 played) pair counts once: fix the physical 4 played; the
    # other 12 cards player 0 has not seen lie uniformly on the 12 other hidden places, so
    # the play tells nothing more: P(Suitcase = n) = unseen copies / 12, with unseen
    # 1:1 2:1 3:2 4:1 5:1 6:1 7:2 8:1 9:2.
    s = game(([1, 2], [4, 3]), (5, 9), draw=[6, 7, 8])
    play_card(s, "encrypt", 1)
    play_card(s, "deploy", 4)
    post = _at_viewer_decision(s)
    unseen = {1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 1, 7: 2, 8: 1, 9: 2}
    assert post.suitcase == {n: F(u, 12) for n, u in unseen.items()}


def test_oracle_a_failed_attempt_rules_out_the_guards_code():
    # Player 1 enlists a Guard face down; player 0 attacks it with a 3 (Code 2-3-4): failure,
    # so the Guard is not 2 3 4 nor anything whose Code meets 2-3-4 (1..5), and it may stand
    # face down: 7 or 8 (RULES.md 8: "a Guard enlisted from the hand is a 1, 7 or 8" for the
    # Code 3-4-5 example). Player 1 shows a random card (a 4) and Encrypts. Fixing the
    # enlisted card and the shown one, the rest lie uniformly, so P(Guard = n) is the share of
    # unseen copies among 7 and 8. Seen by player 0: 2 3 3 5 6 8 and the 4: P = 7: 2/3, 8: 1/3.
    s = game(([3, 2], [7, 4]), (5, 9), draw=[6, 1, 8, 4])
    play_card(s, "encrypt", 2)
    play_card(s, "enlist_guard", 7)
    play_card(s, "enlist_assassin", 3, 0)
    s.apply(("show", 0))                          # the random card: player 1's 4
    play(s, "encrypt", 0)
    post = _at_viewer_decision(s)
    assert post.guards == {0: {n: F(2, 3) if n == 7 else F(1, 3) if n == 8 else F(0) for n in range(1, 10)}}


# ----- the oracle against deduce, on seeded games ------------------------------------

GROUPS = [(deck, variant) for deck in ("citrine", "ruby", "emerald", "mix") for variant in ("standard", "strategic")]
CAP = 12_000
"""Replayed steps per game and viewer for the late positions."""
EARLY_CAP = 4000
"""The same for the early positions: decisions past it are left out."""
LATE_TURN = 4
"""Positions from this turn on count as late: most cards have been played or seen."""
LATE_GAMES: dict[tuple[str, str], tuple[int, ...]] = {
    ("citrine", "standard"): (19, 27, 64, 84, 104, 119),
    ("citrine", "strategic"): (12, 23, 48, 64, 68, 103, 107, 108),
    ("ruby", "standard"): (32, 47, 52, 72, 100, 104, 111, 116),
    ("ruby", "strategic"): (3, 11, 23, 47, 48, 88, 91, 103, 108, 111),
    ("emerald", "standard"): (8, 32, 39, 59, 63, 64, 83, 91, 100),
    ("emerald", "strategic"): (23, 35, 48, 52, 67, 68, 115),
    ("mix", "standard"): (11, 28, 32, 59, 107, 108, 116),
    ("mix", "strategic"): (23, 32, 35, 48, 91, 107, 112, 115),
}
"""Per deck and set-up, the seeds of seeds 0..119 whose late decisions (turn 4 on, for the seat that
compares: seed // 2 % 2) the oracle replays most cheaply within CAP, at least 40 positions per group
and 330 in all. A scan of all 120 seeds per group (1,368 late positions) found no difference either;
most games cost far more to replay (a replay keeps every world the viewer cannot rule out)."""
LATE_MINIMUM = 40
EARLY_PER_GROUP = 25
TOLERANCE = 1e-9


def _deck(kind: str, seed: int) -> tuple[str, ...]:
    return {"citrine": CITRINE, "ruby": RUBY, "emerald": EMERALD}.get(kind) or deck_for(12 + 16 * seed)


def _seeded_game(kind: str, variant: str, seed: int) -> GameState:
    """A game between two `random` players, or two `heuristic` ones for every third seed."""
    from game.ai import bot_seed, make_bot
    from game.engine.playout import seated
    name = "heuristic" if seed % 3 == 2 else "random"
    s = GameState(_deck(kind, seed), variant, seed % 2, seed)
    play_out(s, seated([make_bot(name, bot_seed(seed, seat)) for seat in (0, 1)]))
    return s


def _mismatch(s: GameState, viewer: int, post) -> str | None:
    """How deduce differs from the oracle at this position, or None."""
    v = view(s, viewer)
    d = deduce(v)
    wrong = [f"Suitcase {n}: deduce {d.suitcase[n]:.4f}, exact {float(p):.4f}"
             for n, p in post.suitcase.items() if abs(d.suitcase[n] - p) > TOLERANCE]
    for slot, table in post.guards.items():
        found = d.guards[slot]
        if found is None:  # deduce says the viewer knows this Guard: the oracle must agree
            known = v.sides[1 - viewer].slots[slot].number
            if table.get(known) != 1:
                shares = {n: float(p) for n, p in table.items() if p}
                wrong.append(f"Guard {slot} known as {known}, exact {shares}")
        else:
            wrong += [f"Guard {slot} = {n}: deduce {found[n]:.4f}, exact {float(p):.4f}"
                      for n, p in table.items() if abs(found[n] - p) > TOLERANCE]
    if not wrong:
        return None
    kinds = sorted({e.kind for e in v.events} - {"deal", "dealt", "turn", "draw", "discard"})
    return f"turn {s.turn}, viewer {viewer}, events {kinds}: " + "; ".join(wrong[:3])


def _compare(deck: str, variant: str, seed: int, cap: int, keep) -> tuple[int, list[str]]:
    """Compare deduce with the oracle at each decision of the seat, in one replay; return how many
    positions `keep(turn)` took and how each wrong one differs."""
    record = Record.of(_seeded_game(deck, variant, seed))
    viewer = seed // 2 % 2
    checked, wrong = 0, []
    for step, post in posteriors(record, viewer, tuple(positions(record, viewer)), cap=cap).items():
        s = GameState(record.deck, record.variant, record.first, seed=None)
        for choice in record.history[:step]:
            s.apply(choice)
        if not post.suitcase or not keep(s.turn):
            continue  # the strategic set-up (no Suitcase yet: deduce gives zeros), or not wanted
        checked += 1
        found = _mismatch(s, viewer, post)
        if found:
            wrong.append(f"{deck} {variant} seed {seed} step {step}, {found}")
    return checked, wrong


@pytest.mark.parametrize(("deck", "variant"), GROUPS)
def test_oracle_agrees_with_deduce(deck, variant):
    """deduce's Suitcase and face-down Guard posteriors are the exact ones, to 1e-9, at every late
    decision (turn 4 on) of one seat in the LATE_GAMES."""
    checked, wrong = 0, []
    for seed in LATE_GAMES[deck, variant]:
        found = _compare(deck, variant, seed, CAP, lambda turn: turn >= LATE_TURN)
        checked += found[0]
        wrong += found[1]
    assert checked >= LATE_MINIMUM
    assert not wrong, f"{len(wrong)} of {checked} late positions differ:\n" + "\n".join(wrong)


@pytest.mark.parametrize(("deck", "variant"), GROUPS)
def test_oracle_agrees_with_deduce_early(deck, variant):
    """The same at every decision within EARLY_CAP of seeds 0, 1, 2, ... until EARLY_PER_GROUP are
    compared (209 positions)."""
    checked, wrong = 0, []
    seed = 0
    while checked < EARLY_PER_GROUP:
        found = _compare(deck, variant, seed, EARLY_CAP, lambda turn: True)
        checked += found[0]
        wrong += found[1]
        seed += 1
    assert not wrong, f"{len(wrong)} of {checked} positions differ:\n" + "\n".join(wrong)


# ----- sample_world against the oracle ------------------------------------------------

CHI_SQUARE_999 = (0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12)
"""The 99.9% points of the chi-square distribution, by degrees of freedom."""
SAMPLES = 1200


def _chi_square(exact: dict, seen: Counter) -> tuple[float, int, list[int]]:
    """The statistic, its degrees of freedom, and sampled numbers the oracle calls impossible."""
    impossible = [n for n in seen if exact[n] == 0]
    cells = [n for n, p in exact.items() if p > 0]
    total = sum(seen.values())
    stat = sum((seen[n] - total * float(exact[n])) ** 2 / (total * float(exact[n])) for n in cells)
    return stat, len(cells) - 1, impossible


WORLD_POSITIONS = [
    ("citrine", "standard", 11, 5),    # a shown 3 is still in hand: the Suitcase is no 3
    ("emerald", "standard", 4, 4),     # Field Report saw the other 1 drawn: the Suitcase is no 1
    ("ruby", "standard", 4, None), ("emerald", "strategic", 3, None), ("mix", "standard", 6, None),
    ("citrine", "standard", 0, 3), ("ruby", "standard", 2, 2),     # a face-down Guard of theirs
    ("emerald", "strategic", 5, 4), ("mix", "standard", 0, 3)]
"""Positions where worlds are checked against the oracle: a seeded game and a decision step,
or None for the last decision within EARLY_CAP."""


def _oracle_position(deck: str, variant: str, seed: int, step: int | None):
    """The oracle's posterior at a WORLD_POSITIONS position, its step, and the viewer's view there."""
    record = Record.of(_seeded_game(deck, variant, seed))
    viewer = seed // 2 % 2
    found = posteriors(record, viewer, (step,) if step else tuple(positions(record, viewer)), cap=EARLY_CAP)
    step = step or max(found)
    s = GameState(record.deck, record.variant, record.first, seed=None)
    for choice in record.history[:step]:
        s.apply(choice)
    return found[step], step, view(s, viewer)


@pytest.mark.parametrize(("deck", "variant", "seed", "step"), WORLD_POSITIONS)
def test_sample_world_follows_the_oracle(deck, variant, seed, step):
    """The opponent's Suitcase and face-down Guards in sampled worlds are drawn from the exact
    posterior (chi-square, 0.1%), at a chosen decision or at the last one within EARLY_CAP."""
    post, step, v = _oracle_position(deck, variant, seed, step)
    viewer = v.viewer
    rng = random.Random(seed)
    them = 1 - viewer
    worlds = [sample_world(v, rng) for _ in range(SAMPLES)]
    drawn = {"Suitcase": (post.suitcase, Counter(w.suitcase_number(them) for w in worlds))}
    for slot, exact in post.guards.items():
        drawn[f"Guard {slot}"] = (exact, Counter(w.number(w.slots[them][slot]) for w in worlds))
    for place, (exact, seen) in drawn.items():
        stat, freedom, impossible = _chi_square(exact, seen)
        assert not impossible, f"{place}: sampled numbers the oracle rules out: {impossible}"
        shares = {n: round(float(p), 4) for n, p in exact.items()}
        assert freedom == 0 or stat < CHI_SQUARE_999[freedom], (
            f"{place}: chi-square {stat:.1f} with {freedom} degrees of freedom at step {step}: "
            f"sampled {dict(sorted(seen.items()))}, exact {shares}")


@pytest.mark.parametrize(("deck", "variant", "seed", "step"), WORLD_POSITIONS)
def test_every_world_weighs_as_the_oracle(deck, variant, seed, step):
    """every_world (the search's exact final turns) lists worlds whose weights give the
    opponent's Suitcase and face-down Guards exactly the oracle's posterior, and each world
    looks to the viewer exactly like the real game."""
    post, _, v = _oracle_position(deck, variant, seed, step)
    viewer = v.viewer
    worlds = every_world(v, seed, 10**6)
    assert worlds is not None
    assert all(view(w, viewer) == v for _, w in worlds)
    total = sum(weight for weight, _ in worlds)
    them = 1 - viewer
    places = {"Suitcase": (post.suitcase, lambda w: w.suitcase_number(them))}
    for slot, exact in post.guards.items():
        places[f"Guard {slot}"] = (exact, lambda w, slot=slot: w.number(w.slots[them][slot]))
    for place, (exact, number_in) in places.items():
        shares = Counter()
        for weight, w in worlds:
            shares[number_in(w)] += F(weight, total)
        assert {n: p for n, p in shares.items() if p} == {n: p for n, p in exact.items() if p}, place
    assert every_world(v, seed, len(worlds) - 1) is None

