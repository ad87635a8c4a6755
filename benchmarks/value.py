"""Fit the expert's learned value (game/ai/value.py) and say how much of a game's end it foretells.

Plays games as the expert's playouts play them (its own side on its numbers,
glancing and reading the petals; the opponent as modelled, on the heuristic's),
the expert's side and the first player alternating, on each deck. At each
turn's first Action it records the expert's side's features of the whole state
(value.FEATURES) and the game's result. A logistic regression per turn (ties
count half) is fitted by Newton's method on the first four fifths of each
deck's positions and scored on the rest: the share of the result's variance it
explains (R2), per deck. Prints a line per turn, then one JSON line with the
fitted numbers, which `VALUE` holds for the turns a playout may stop at.

Needs numpy: pip install -c constraints.txt '.[bench]'.
"""

from __future__ import annotations

import argparse
import json
import sys
from multiprocessing import Pool
from pathlib import Path

try:
    import numpy as np
except ImportError:
    sys.exit("benchmarks/value.py needs numpy: pip install -c constraints.txt '.[bench]'")

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai.heuristic import HeuristicBot  # noqa: E402
from game.ai.reading import glance_reading_petals  # noqa: E402
from game.ai.value import FEATURES, features  # noqa: E402
from game.ai.weights import HEURISTIC, READING  # noqa: E402
from game.decks.specs import deck_source  # noqa: E402
from game.engine import Choice, GameState  # noqa: E402
from game.engine.decision import ACTION  # noqa: E402
from game.engine.playout import decisions, seated  # noqa: E402
from game.engine.state import LAST_TURN  # noqa: E402
from game.simulation.games import game_seed  # noqa: E402

RIDGE = 1e-3
ROUNDS = 30
Position = tuple[int, tuple[float, ...], float]


def play(job: tuple[str, int, int]) -> list[Position]:
    """One game: (turn, features, the expert's side's result) at each turn's first Action."""
    deck_name, seed0, index = job
    seed = game_seed(seed0 + sum(map(ord, deck_name)), index)
    deck, _ = deck_source(deck_name).for_game(seed)
    me = index % 2
    state = GameState(deck.abilities(), "standard", (index // 2) % 2, seed)
    bots = [HeuristicBot(seed, True, READING, deduction=glance_reading_petals),
            HeuristicBot(seed ^ 0x5BD1E995, True, HEURISTIC)]
    if me == 1:
        bots.reverse()
    ask = seated(bots)

    def choose(s: GameState) -> Choice:  # a forced choice asks no one, as in the playouts
        options = s.decision().options
        return options[0] if options is not None and len(options) == 1 else ask(s)

    found: list[tuple[int, tuple[float, ...]]] = []
    turn = -1
    for s in decisions(state, choose):
        if s.decision().kind == ACTION and s.turn != turn:
            turn = s.turn
            found.append((turn, features(s, me)))
    result = state.result
    assert result is not None, "a game played to the end has a result"
    outcome = 0.5 if result.winner is None else float(result.winner == me)
    return [(t, x, outcome) for t, x in found]


def fit(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Logistic regression with a light ridge, by Newton's method from zero."""
    w = np.zeros(x.shape[1])
    for _ in range(ROUNDS):
        p = 1 / (1 + np.exp(-x @ w))
        gradient = x.T @ (p - y) + RIDGE * w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + RIDGE * np.eye(x.shape[1])
        w -= np.linalg.solve(hessian, gradient)
    return w


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000, help="games per deck")
    parser.add_argument("--decks", default="citrine,ruby,emerald,random-mix")
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    decks = args.decks.split(",")
    positions: dict[str, list[Position]] = {}
    with Pool(args.jobs) as pool:
        for deck in decks:
            games = pool.map(play, [(deck, args.seed, i) for i in range(args.games)], chunksize=20)
            positions[deck] = [position for game in games for position in game]
    table: dict[int, list[float]] = {}
    for turn in range(LAST_TURN):
        train: list[Position] = []
        held: dict[str, list[Position]] = {}
        for deck in decks:
            at = [p for p in positions[deck] if p[0] == turn]
            train += at[:len(at) * 4 // 5]
            held[deck] = at[len(at) * 4 // 5:]
        w = fit(np.array([p[1] for p in train]), np.array([p[2] for p in train]))
        table[turn] = [round(float(v), 4) for v in w]
        shares = []
        for deck in decks:
            x, y = np.array([p[1] for p in held[deck]]), np.array([p[2] for p in held[deck]])
            chance = 1 / (1 + np.exp(-x @ w))
            shares.append(f"{deck} {1 - np.mean((chance - y) ** 2) / np.var(y):.3f}")
        print(f"turn {turn:2} ({len(train)} positions fitted): R2 " + ", ".join(shares), flush=True)
    print(json.dumps({"benchmark": "value", "games": args.games, "seed": args.seed, "features": FEATURES,
                      "weights": table}))


if __name__ == "__main__":
    main()
