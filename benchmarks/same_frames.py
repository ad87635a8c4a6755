"""The table's frames for fixed seeds, saved as PNG, to compare two versions of the client pixel by pixel.

A change that must not change behaviour (moving code between modules) should leave every one of these
frames identical. The script starts the real game from its command line (`play --seed`) on a clock that
never sleeps, makes each of the person's decisions by clicking the first clickable option (confirming
when asked), and saves: the table against `heuristic` after a few decisions, the seated player's Cypher
Wheel opened with W, a hand-off of a hotseat game, and the table behind it once the seat is taken.

    python benchmarks/same_frames.py --out DIR [--size 1280x720]
    python benchmarks/same_frames.py --compare DIR_A DIR_B

Runs headless in a data folder of its own. The last line of stdout is one JSON object: the frames saved
(or, with --compare, the frames that differ).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
STEP = 0.05
"""Seconds of game time per step of the driver."""
PATIENCE = 4000
"""Steps a wait may take (the worker answers in real time, the clock in game time)."""


def table(app):
    """The scene showing the game (the table under any screen over it)."""
    return next(scene for scene in reversed(app.stack.scenes) if hasattr(scene, "session"))


def settle(app, run: Callable, done: Callable[[], bool], what: str) -> None:
    """Run the game until `done` holds and nothing moves on screen."""
    import time

    for _ in range(PATIENCE):
        run(app, STEP)
        top = app.stack.top
        if done() and not getattr(top, "dirty", False) and not table(app).motion.active:
            run(app, STEP)
            return
        time.sleep(0.001)
    raise SystemExit(f"same_frames: the game never came to {what}")


def post(*events) -> None:
    import pygame

    for event in events:
        pygame.event.post(event)


def click(pos: tuple[int, int]) -> None:
    import pygame

    post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def press(key: int) -> None:
    import pygame

    post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def rest_pointer() -> None:
    """The pointer off every card and button, so no zoom or tip is drawn."""
    import pygame

    post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))


def decide(app, run: Callable) -> None:
    """The person's decision: the first clickable option, then each further pick, then Confirm."""
    from game.ui.widgets.targets import CONFIRM

    scene = table(app)
    steps = len(scene.session.view().events)
    for _ in range(12):
        ready = scene.ready
        if ready is None or len(scene.session.view().events) != steps:
            return
        confirm = next((hit for hit in ready.hits if hit.target.key == CONFIRM), None)
        legal = [hit for hit in ready.hits if hit.target.legal and not hit.target.quiet]
        hit = confirm if ready.confirm is not None and confirm is not None else legal[0] if legal else None
        if hit is None:
            raise SystemExit("same_frames: nothing to click")
        click(hit.rect.center)
        run(app, STEP)
        run(app, STEP)


def save(app, out: Path, name: str, saved: list[str]) -> None:
    import pygame

    pygame.image.save(pygame.display.get_surface(), str(out / f"{name}.png"))
    saved.append(name)


def against_heuristic(app, run: Callable, out: Path, saved: list[str]) -> None:
    import pygame

    for _ in range(6):
        settle(app, run, lambda: table(app).ready is not None, "the person's decision")
        decide(app, run)
    settle(app, run, lambda: table(app).ready is not None, "the person's decision")
    rest_pointer()
    settle(app, run, lambda: True, "a still table")
    save(app, out, "table", saved)
    press(pygame.K_w)
    settle(app, run, lambda: app.stack.top is not table(app), "the wheel")
    save(app, out, "wheel", saved)
    press(pygame.K_ESCAPE)
    run(app, STEP)
    app.stack.clear()


def hotseat(app, run: Callable, out: Path, saved: list[str]) -> None:
    def handing_off() -> bool:
        return type(app.stack.top).__name__ == "HandOff"

    settle(app, run, handing_off, "the first hand-off")
    rest_pointer()
    settle(app, run, handing_off, "a still hand-off")
    save(app, out, "hand-off", saved)
    press(13)  # Enter: the seat is taken
    settle(app, run, lambda: table(app).ready is not None and app.stack.top is table(app), "the seated table")
    rest_pointer()
    settle(app, run, lambda: True, "a still table")
    save(app, out, "seated", saved)
    for _ in range(6):
        if handing_off():
            break
        decide(app, run)
        settle(app, run, lambda: handing_off() or table(app).ready is not None, "a decision or a hand-off")
    settle(app, run, handing_off, "the second hand-off")
    rest_pointer()
    settle(app, run, handing_off, "a still hand-off")
    save(app, out, "hand-off-2", saved)
    app.stack.clear()


def shoot(out: Path, size: tuple[int, int]) -> list[str]:
    import game.cli
    import game.ui.app as app_module

    from helpers.clock import FakeClock  # the tests' clock that never sleeps

    saved: list[str] = []
    original_run = app_module.App.run
    original_init = app_module.App.__init__
    app_module.default_window_size = lambda desktop: size
    runs = [("against", ["play", "--seed", "7", "--opponent", "heuristic"], against_heuristic),
            ("hotseat", ["play", "--seed", "7", "--hotseat"], hotseat)]
    for _, argv, plan in runs:
        def init(app, clock=None) -> None:
            original_init(app, FakeClock())

        def driven(app, seconds: float | None = None, plan=plan) -> None:
            if seconds is not None:
                original_run(app, seconds)
                return
            plan(app, original_run, out, saved)

        app_module.App.__init__ = init
        app_module.App.run = driven
        try:
            game.cli.main(argv)
        finally:
            app_module.App.__init__ = original_init
            app_module.App.run = original_run
    return saved


def compare(a: Path, b: Path) -> list[str]:
    """The frames of `a` that `b` lacks or draws differently."""
    import pygame

    differ = []
    for png in sorted(a.glob("*.png")):
        other = b / png.name
        if not other.exists():
            differ.append(png.stem)
            continue
        first, second = pygame.image.load(str(png)), pygame.image.load(str(other))
        if first.get_size() != second.get_size() or \
                pygame.image.tobytes(first, "RGB") != pygame.image.tobytes(second, "RGB"):
            differ.append(png.stem)
    return differ


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, help="folder for the PNG files")
    parser.add_argument("--size", default="1280x720", help="window size WxH (default 1280x720)")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"), help="two folders of frames")
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.compare:
        differ = compare(*args.compare)
        for name in differ:
            print(f"{name}: differs")
        print(json.dumps({"differ": differ}))
        return 1 if differ else 0
    if args.out is None:
        parser.error("--out DIR or --compare A B is needed")
    width, height = (int(part) for part in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        os.environ["CLASSIFIED_INFO_HOME"] = home
        sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
        saved = shoot(args.out.resolve(), (width, height))
    print(json.dumps({"saved": saved, "size": args.size}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
