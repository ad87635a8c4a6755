"""What the opponent's past choices say about its Suitcase, and how much of it a player can read.

Plays seeded Citrine games of the heuristic (seat 0) against OPPONENT. At each
of seat 0's Actions from --from-turn on, it prints the mean chance that four
beliefs give the opponent's true Suitcase:

- prior: the exact posterior of seat 0's view, the worlds the search draws from;
- every choice: that posterior times the likelihood of every past choice of the
  opponent's, each scored on its true view with its Code replaced by each
  hypothesis: a bound, since no player sees the opponent's past views;
- Actions: the same, its Actions only;
- Actions as seen: its Actions only, each counted by what seat 0 saw of it (the
  number of a card Deployed or sent as an Assassin; only the kind of a Guard
  Enlisted or a card Encrypted), its hand and hidden Guards drawn --draws times
  from the cards seat 0 had not placed then. This one still reads the
  opponent's deduction of seat 0's Code from its true view, which a player
  would have to rebuild from the log.

The model is the heuristic's rules on --model's numbers, read as the expert
reads them (game/ai/reading.py: a softmax, a tenth of it uniform; with both
sets, their mixture). The last belief reads each Action as late as the
expert would without being shown the table when it was chosen: at seat 0's
next decision, on the opponent's view then. Each belief is also given as the
chance of the true Suitcase's Assassin number (3, 6 or 9: one per Code, never a
Guard unless an ability puts it there, and the number most Unguarded Matches are
made with). Prints one line per belief, then one JSON line.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_seed, make_bot  # noqa: E402
from game.ai.assess import Assessment, assess  # noqa: E402
from game.ai.heuristic import DECISIONS, HeuristicBot, _any  # noqa: E402
from game.ai.reading import as_seen, likelihoods, read_against, share  # noqa: E402
from game.ai.weights import HEURISTIC, SEARCH  # noqa: E402
from game.decks.specs import deck_source  # noqa: E402
from game.engine import CHANCE, Choice, GameState  # noqa: E402
from game.engine.cards import ASSASSIN, CODE, GUILD, NUM, NUMBERS  # noqa: E402
from game.engine.deduction import deduce  # noqa: E402
from game.engine.view import View, view  # noqa: E402
from game.simulation.games import game_seed  # noqa: E402

MODELS = {"heuristic": HEURISTIC, "search": SEARCH}
BELIEFS = ("prior", "every choice", "Actions", "Actions as seen", "Actions as seen, read later")
ASSASSIN_OF = {s: next(n for n in CODE[s] if GUILD[n] == ASSASSIN) for s in NUMBERS}


def exact_chance(bot: HeuristicBot, a: Assessment, choice: Choice) -> float:
    """The chance that the opponent of assessment `a`, modelled by `bot`, made `choice` itself."""
    scored = DECISIONS.get(a.view.decision().kind, _any)(bot, a)
    return share(scored, [choice == c for _, c, _ in scored])


class Reader:
    """The log-likelihood of each hypothesis about the opponent's Suitcase, one per belief and
    model; with several models, each belief is their mixture, alike beforehand."""

    def __init__(self, models: list[HeuristicBot], draws: int, rng: random.Random) -> None:
        self.models = models
        self.draws = draws
        self.rng = rng
        self.logs = {name: [dict.fromkeys(NUMBERS, 0.0) for _ in models] for name in BELIEFS[1:]}
        self.waiting: list[tuple[tuple, int]] = []
        """Actions seen but not yet read later: what was seen, and the hand's size then."""

    def read(self, state: GameState, theirs: View, choice: Choice) -> None:
        """Add the opponent's choice, made at `theirs` in `state`."""
        a = assess(theirs)
        action = theirs.decision().kind == "action"
        hand = theirs.sides[1].hand or ()
        seen = as_seen(choice, hand) if action else choice
        against = read_against(view(state, 0), theirs)
        for m, model in enumerate(self.models):
            for s in NUMBERS:
                exact = exact_chance(model, dataclasses.replace(a, my_code=frozenset(CODE[s])), choice)
                self.logs["every choice"][m][s] += math.log(exact)
                if action:
                    self.logs["Actions"][m][s] += math.log(exact)
            if action:
                self.add("Actions as seen", m, likelihoods(model, against, seen, self.rng, self.draws))
        if action:
            self.waiting.append((seen, len(hand)))

    def add(self, belief: str, m: int, logs: list[float]) -> None:
        for s in NUMBERS:
            self.logs[belief][m][s] += logs[s]

    def read_later(self, state: GameState) -> None:
        """Read the Actions waiting as seat 0 can when it next decides: on the opponent's view of
        the table now (in a sampled world, for a player), not at the time of the Action."""
        if not self.waiting:
            return
        later = read_against(view(state, 0), view(state, 1))
        for seen, size in self.waiting:
            against = dataclasses.replace(later, hand_size=size)
            for m, model in enumerate(self.models):
                self.add("Actions as seen, read later", m, likelihoods(model, against, seen, self.rng, self.draws))
        self.waiting.clear()

    def beliefs(self, prior: tuple[float, ...]) -> dict[str, list[float]]:
        """Each belief over the Suitcase numbers 1..9 (index 0 unused)."""
        out = {"prior": list(prior)}
        for name, per_model in self.logs.items():
            top = max(max(logs.values()) for logs in per_model)
            weights = [0.0] + [prior[s] * sum(math.exp(logs[s] - top) for logs in per_model) for s in NUMBERS]
            total = sum(weights)
            out[name] = [w / total for w in weights]
        return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("opponent", help="the player at seat 1, such as heuristic or policy")
    parser.add_argument("--model", default="heuristic",
                        help="the numbers it is read with: heuristic, search, or both (heuristic,search)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--from-turn", type=int, default=8)
    parser.add_argument("--draws", type=int, default=16)
    args = parser.parse_args()
    models = [HeuristicBot(0, weights=MODELS[name]) for name in args.model.split(",")]
    decks = deck_source("citrine")
    true: dict[str, list[float]] = {name: [] for name in BELIEFS}
    group: dict[str, list[float]] = {name: [] for name in BELIEFS}
    for index in range(args.games):
        seed = game_seed(args.seed, index)
        deck, _ = decks.for_game(seed)
        state = GameState(deck.abilities(), "standard", index % 2, seed)
        bots = (make_bot("heuristic", bot_seed(seed, 0)), make_bot(args.opponent, bot_seed(seed, 1)))
        reader = Reader(models, args.draws, random.Random(seed))
        while state.pending is not None:
            player = state.pending.player
            if player == CHANCE:
                state.resolve_chance()
                continue
            seen = view(state, player)
            if player == 0:
                reader.read_later(state)
            if player == 0 and seen.decision().kind == "action" and seen.turn >= args.from_turn:
                suitcase = NUM[state.suitcase[1]]
                for name, belief in reader.beliefs(deduce(seen).suitcase).items():
                    true[name].append(belief[suitcase])
                    group[name].append(sum(belief[s] for s in NUMBERS if ASSASSIN_OF[s] == ASSASSIN_OF[suitcase]))
            choice = bots[player].choose(seen)
            if player == 1 and len(seen.options()) > 1 and seen.decision().kind in DECISIONS:
                reader.read(state, seen, choice)
            state.apply(choice)
    report = {"benchmark": "evidence", "opponent": args.opponent, "model": args.model, "games": args.games,
              "seed": args.seed, "from_turn": args.from_turn, "decisions": len(true["prior"]), "beliefs": {}}
    for name in BELIEFS:
        suitcase, assassin = (round(sum(xs) / len(xs), 3) for xs in (true[name], group[name]))
        print(f"{name}: the true Suitcase {suitcase}, its Assassin number {assassin}", file=sys.stderr)
        report["beliefs"][name] = {"suitcase": suitcase, "assassin_number": assassin}  # type: ignore[index]
    print(json.dumps(report))


if __name__ == "__main__":
    main()
