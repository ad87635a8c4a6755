"""Think time per decision of a computer player, in CPU time: steady on a machine others share.

simulate's think_ms is wall time, which doubles when another process takes
the core; this plays seeded Citrine games of LEVEL against the heuristic and
times only LEVEL's decisions with the process's CPU clock. Prints p50, p90,
p99 and max in milliseconds, then one JSON line. `--final` times only the
final turns' decisions with two options or more, those the search solved in
every world apart from those it sampled. `--by-turn` times the decisions with two
options or more turn by turn: the later a turn, the shorter its playouts.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import bot_seed, make_bot  # noqa: E402
from game.ai.base import show_action_coming  # noqa: E402
from game.decks.specs import deck_source  # noqa: E402
from game.engine import CHANCE, GameState  # noqa: E402
from game.engine.view import view  # noqa: E402
from game.simulation.games import game_seed  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("level", help="the player to time, such as expert or hard:40")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--deck", default="citrine")
    parser.add_argument("--final", action="store_true", help="the final turns only: solved and sampled apart")
    parser.add_argument("--by-turn", action="store_true", help="decisions with two options or more, turn by turn")
    args = parser.parse_args()
    decks = deck_source(args.deck)
    found: dict[str, list[float]] = {"all": [], "solved": [], "sampled": []}
    for index in range(args.games):
        seed = game_seed(args.seed, index)
        deck, _ = decks.for_game(seed)
        state = GameState(deck.abilities(), "standard", index % 2, seed)
        bots = (make_bot(args.level, bot_seed(seed, 0)), make_bot("heuristic", bot_seed(seed, 1)))
        while state.pending is not None:
            player = state.pending.player
            if player == CHANCE:
                state.resolve_chance()
                continue
            show_action_coming(bots, state)
            seen = view(state, player)
            start = time.process_time()
            choice = bots[player].choose(seen)
            took = (time.process_time() - start) * 1000
            if player == 0 and args.by_turn:
                if len(state.pending.options or ()) > 1:
                    found.setdefault(f"turn {seen.turn}", []).append(took)
            elif player == 0 and not args.final:
                found["all"].append(took)
            elif player == 0 and seen.final_turn and len(state.pending.options or ()) > 1:
                found["solved" if bots[0].last.solved else "sampled"].append(took)  # type: ignore[attr-defined]
            state.apply(choice)
    report = {"benchmark": "think", "level": args.level}
    for name, times in sorted(found.items(), key=lambda item: turn_order(item[0])):
        if not times:
            continue
        times.sort()
        figures = {f"p{p}": round(times[min(len(times) - 1, p * len(times) // 100)], 1) for p in (50, 90, 99)}
        figures["max"] = round(times[-1], 1)
        print(f"{args.level}: {len(times)} decisions ({name}), CPU ms per decision " +
              ", ".join(f"{k} {v}" for k, v in figures.items()), file=sys.stderr)
        report[name] = {"decisions": len(times), "cpu_ms": figures}
    print(json.dumps(report))


def turn_order(name: str) -> tuple[int, int]:
    """The reports in order: all, solved and sampled as found, then turn by turn."""
    return (1, int(name.split()[1])) if name.startswith("turn ") else (0, 0)


if __name__ == "__main__":
    main()
