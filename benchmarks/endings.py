"""How a player's games end: where its wins and losses come from.

Plays seeded Citrine games of PLAYER (seat 0) against OPPONENT, seat i mod 2
starting, and counts for seat 0: how often its Final Card was an Unguarded
Match ("hits"), how often the opponent's was ("hit against"), how often it had
more Guards, and, at its last Action, whether its hand held a card that would
have hit (in the opponent's Code, no Guard of theirs at the end blocking it)
and how often it kept one. A player that reads the opponent's Actions is shown
them as `simulate` shows it. Prints a line per figure, then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_seed, make_bot  # noqa: E402
from game.ai.base import show_action_coming  # noqa: E402
from game.decks.specs import deck_source  # noqa: E402
from game.engine import CHANCE, GameState  # noqa: E402
from game.engine.cards import CODE, NUM  # noqa: E402
from game.engine.view import view  # noqa: E402
from game.simulation.games import game_seed  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("player", help="seat 0, such as expert or oracle")
    parser.add_argument("opponent", help="seat 1, such as heuristic")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--deck", default="citrine")
    args = parser.parse_args()
    decks = deck_source(args.deck)
    count = dict.fromkeys(("score", "hits", "hit against", "more Guards", "fewer Guards", "could hit",
                           "could hit and did"), 0.0)
    for index in range(args.games):
        seed = game_seed(args.seed, index)
        deck, _ = decks.for_game(seed)
        state = GameState(deck.abilities(), "standard", index % 2, seed)
        bots = (make_bot(args.player, bot_seed(seed, 0)), make_bot(args.opponent, bot_seed(seed, 1)))
        last_hand: tuple[int, ...] = ()
        while state.pending is not None:
            player = state.pending.player
            if player == CHANCE:
                state.resolve_chance()
                continue
            show_action_coming(bots, state)
            if player == 0 and state.pending.kind == "action":
                last_hand = tuple(NUM[card] for card in state.hands[0])
            bot = bots[player]
            state.apply(bot.choose(state if getattr(bot, "sees_state", False) else view(state, player)))
        result = state.result
        assert result is not None
        code, blocked = CODE[result.suitcase_numbers[1]], set(result.guard_numbers[1])
        could = any(n in code and n not in blocked for n in last_hand)
        count["score"] += 0.5 if result.winner is None else float(result.winner == 0)
        count["hits"] += result.matches[0]
        count["hit against"] += result.matches[1]
        count["more Guards"] += result.guard_scores[0] > result.guard_scores[1]
        count["fewer Guards"] += result.guard_scores[0] < result.guard_scores[1]
        count["could hit"] += could
        count["could hit and did"] += could and result.matches[0]
    shares = {name: round(value / args.games, 3) for name, value in count.items()}
    for name, share in shares.items():
        print(f"{args.player} vs {args.opponent}, {name}: {share:.1%}", file=sys.stderr)
    print(json.dumps({"benchmark": "endings", "player": args.player, "opponent": args.opponent,
                      "games": args.games, "seed": args.seed, "deck": args.deck, "shares": shares}))


if __name__ == "__main__":
    main()
