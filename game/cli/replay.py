"""`classified-info replay FILE`: replay a game record and tell how it ended."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine import GameState


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(
        "replay", help="replay a game record and print its outcome, or watch it in the window",
        description="Replay a game record (from simulate --save-records) and print "
                    "each player's Suitcase, Guards, Final Card and Unguarded Match, and the winner. "
                    "With --watch, step through the game (or a finished game from saves/history) "
                    "at the table instead.")
    parser.add_argument("file", type=Path, metavar="FILE")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--json", action="store_true", help="print the result as one JSON object")
    how.add_argument("--watch", action="store_true",
                     help="open the replay viewer in the game window (needs a display)")
    return parser


def run(args: argparse.Namespace) -> int:
    if args.watch:
        return watch(args.file)
    from game.simulation.tallies import Tally
    from game.storage.records import replay
    from game.storage.records_shared import load_game_record

    record = load_game_record(args.file)
    state = replay(record, str(args.file))
    players = record.players or ("player 1", "player 2")
    if state.result is None:
        where = stopped_at(state)
        if args.json:
            print(json.dumps({"finished": False, "deck": record.deck.spec, "variant": record.variant,
                              "steps": len(record.steps), "stopped_at": where}))
        else:
            print(f"The record is unfinished: it stops {where}.")
        return 0
    if args.json:
        tally = Tally(players)
        tally.add_game(state, record.deck.spec)
        report = tally.as_json()
        print(json.dumps({"games": 1, "players": report.pop("players"), "deck": record.deck.spec,
                          "variant": record.variant, "finished": True, **{
                              k: v for k, v in report.items() if k != "games"}}))
    else:
        print(describe_result(state))
    return 0


def watch(path: Path) -> int:
    """Open the window on the replay viewer; a bad file is refused before any window opens."""
    from game.storage.records_shared import open_watched

    watched = open_watched(path)
    import pygame

    from game.ui.app import App, dressed_window
    from game.ui.scenes.replay_viewer import ReplayViewer
    from game.ui.scenes.review_screen import review_from

    dressed = dressed_window("classified-info replay: cannot open the game window: {error}. Run it on a "
                             "desktop, or leave out --watch to print how the game ended.")
    if dressed is None:
        return 1
    theme, sounds = dressed
    app = App()
    app.stack.push(ReplayViewer(theme, sounds, watched, review=review_from(theme, sounds, None, 1.0)))
    app.run()
    app.stack.clear()
    pygame.quit()
    return 0


def stopped_at(state: GameState) -> str:
    """Where an unfinished game stands, in words."""
    from game.engine.cards import FINAL_TURNS, NORMAL_TURNS

    pending = state.pending
    assert pending is not None, "an unfinished game has a decision pending"
    if state.turn < 0:
        return f"during set-up, with {pending.kind.replace('_', ' ')} pending"
    if state.turn >= NORMAL_TURNS + FINAL_TURNS:
        where = "at the end of the game, after the final turns"
    elif state.turn >= NORMAL_TURNS:
        where = f"in final turn {state.turn - NORMAL_TURNS + 1} of {FINAL_TURNS}"
    else:
        where = f"in turn {state.turn + 1} of {NORMAL_TURNS}"
    who = "chance" if pending.player < 0 else f"player {pending.player + 1}"
    return f"{where}, after {len(state.history)} steps, waiting for {who} ({pending.kind.replace('_', ' ')})"


def describe_result(state: GameState) -> str:
    """The Big Reveal in sentences: each player, then the winner and why, as a spectator reads it."""
    from game.text.sentences import result_sentence

    r = state.result
    lines = []
    for p in (0, 1):
        guards = r.guard_numbers[p]
        guard_text = ("Guards " + ", ".join(map(str, guards))) if guards else "no Guards"
        match = "an Unguarded Match" if r.matches[p] else "no Unguarded Match"
        lines.append(f"Player {p + 1}: Suitcase {r.suitcase_numbers[p]}, {guard_text}, "
                     f"Final Card {r.final_numbers[p]}, {match}.")
    scores = None if r.reason == "unguarded_match" else r.guard_scores
    lines.append(result_sentence(r.winner, r.reason, r.matches, r.final_numbers, r.suitcase_numbers, None, scores))
    return "\n".join(lines)
