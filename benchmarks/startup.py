"""Start-up: from launching the program to its first frame, warm (files cached).

Launches `demo --seconds 0.01` (open the window, draw, quit) under the dummy
video driver, from the bundle if it is built and from source, 5+ times each
after one warm-up run, and prints the median wall time with the spread. It
includes quitting, so it is an upper bound on the time to the first frame.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def timed(command: list[str], runs: int) -> list[float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", CLASSIFIED_INFO_HOME=tempfile.mkdtemp())
    subprocess.run(command, env=env, capture_output=True, check=True)  # warm the caches
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, capture_output=True, check=True)
        seconds.append(time.perf_counter() - start)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "classified-info")
    args = parser.parse_args()
    demo = ["demo", "--seconds", "0.01", "--mute"]
    commands = {"source": [sys.executable, "-m", "game", *demo]}
    cli = args.bundle / "classified-info-cli"
    if cli.exists():
        commands["bundle"] = [str(cli), *demo]
    summary = {"benchmark": "startup", "runs": args.runs}
    for name, command in commands.items():
        seconds = timed(command, args.runs)
        summary[f"{name}_seconds"] = round(statistics.median(seconds), 3)
        summary[f"{name}_spread"] = [round(min(seconds), 3), round(max(seconds), 3)]
        print(f"{name}: start to first frame and quit {statistics.median(seconds):.2f} s "
              f"(spread {min(seconds):.2f}..{max(seconds):.2f})", file=sys.stderr)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
