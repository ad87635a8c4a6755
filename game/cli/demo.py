"""`classified-info demo`: computer against computer in the real client, as a spectator sees it."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from game.cli.options import DECK_HELP, PLAYERS_HELP, add_variant, player_pair, positive_float

if TYPE_CHECKING:
    from game.ui.app import Clock

DEFAULT_SECONDS = 10.0


def add_parser(subparsers: argparse._SubParsersAction) -> argparse.ArgumentParser:
    """Add `demo` and its options."""
    parser = subparsers.add_parser(
        "demo", help="watch computer players at the table",
        description="Computer against computer in the game window, seen from the spectator's seat, "
                    "game after game until the time is up. Never reads or writes saves. Prints one "
                    "JSON line on stdout at the end.")
    parser.add_argument("--seconds", type=positive_float, default=DEFAULT_SECONDS,
                        help=f"how long to run (default {DEFAULT_SECONDS:g})")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument("--deck", default="citrine", metavar="SPEC",
                        help=DECK_HELP)
    add_variant(parser)
    parser.add_argument("--players", type=player_pair, default=("random", "random"), metavar="A,B",
                        help=PLAYERS_HELP)
    parser.add_argument("--speed", type=positive_float, default=1.0,
                        help="pace multiplier: 2 plays twice as fast (default 1)")
    parser.add_argument("--screenshot", type=screenshot_path, metavar="PATH",
                        help="save the last frame as a PNG, such as demo.png")
    parser.add_argument("--size", type=_size, metavar="WxH", help="window size (default: fits the desktop)")
    parser.add_argument("--mute", action="store_true", help="no sound")
    return parser


def screenshot_path(text: str) -> Path:
    """A file the last frame can be written to: refused at once if it is a folder or a device, not after the demo."""
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text}: that is a folder; name a file in it, such as {path / 'demo.png'}")
    if path.exists() and not path.is_file():
        raise argparse.ArgumentTypeError(f"{text}: that is not a regular file; name a file such as demo.png")
    if path.parent.exists() and not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"{text}: {path.parent} is a file, not a folder; name a file in a folder")
    return path


MAX_SIZE = (7680, 4320)
"""The largest window the demo opens: 8K, far beyond any desktop it plays on."""


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: give the size as WIDTHxHEIGHT, such as 1280x720") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"{text}: the window must be at least 320x240")
    if width > MAX_SIZE[0] or height > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(f"{text}: the window can be at most {MAX_SIZE[0]}x{MAX_SIZE[1]} (8K)")
    return width, height


def run(args: argparse.Namespace, clock: Clock | None = None) -> int:
    """Open the window, play until the time is up, print the JSON line.

    `clock` is the wall clock unless a test gives one that does not sleep.
    """
    from game.decks.specs import deck_source

    decks = deck_source(args.deck)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.ui.app import App, NoDisplay, open_window
    from game.ui.look.theme import Theme
    from game.ui.scenes.demo import DemoGame, DemoScene
    from game.ui.sound import Sounds

    try:
        open_window(args.size)
    except (pygame.error, NoDisplay) as error:
        print(f"classified-info demo: cannot open the game window ({error}); "
              "set SDL_VIDEODRIVER=dummy to run without a display.", file=sys.stderr)
        return 1
    theme = Theme.create()
    game = DemoGame(decks, args.variant, args.players, args.seed)
    app = App(clock)
    app.stack.push(DemoScene(theme, Sounds(muted=args.mute), game, args.seconds, args.speed))
    app.run()
    shot_failed = args.screenshot is not None and not save_screenshot(args.screenshot)
    pygame.quit()
    print(f"Demo: {game.decisions} decisions, {game.games_finished} games finished, "
          f"{app.frames} frames.", file=sys.stderr)
    print(json.dumps({
        "decisions": game.decisions,
        "frames": app.frames,
        "games_finished": game.games_finished,
        "fonts_loaded": theme.fonts.all_loaded,
        "deck_validated": True,
        "set_aside": [],
    }))
    return 1 if shot_failed else 0


def save_screenshot(path: Path) -> bool:
    """Write the window's last frame to `path`, or say on stderr why it cannot be written."""
    import pygame

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(pygame.display.get_surface(), str(path))
    except (OSError, pygame.error) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        print(f"classified-info demo: --screenshot {path}: cannot write the last frame there ({reason}); "
              "name a file in a folder you can write to.", file=sys.stderr)
        return False
    print(f"Saved the last frame to {path}.", file=sys.stderr)
    return True
