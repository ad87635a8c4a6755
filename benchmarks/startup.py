"""Start-up: the command line's quick answers, and launching the program to its first frame, warm.

Times `classified-info --version` and `classified-info simulate --games 1`
(the console script next to this Python when it is installed, else
`python -m game`), and `demo --seconds 0.01` (open the window, draw, quit)
under the dummy video driver, from the bundle if it is built and from
source; each 5+ times after one warm-up run, printing the median wall time
with the spread. The demo figure includes quitting, so it is an upper bound
on the time to the first frame. `--imports` also lists, from
`python -X importtime`, how many modules each command-line run imports and
which of the heavy ones among them.
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
HEAVY = ("pygame", "pydantic", "game.engine", "game.ui", "importlib.metadata", "multiprocessing")


def environment() -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1", CLASSIFIED_INFO_HOME=tempfile.mkdtemp())


def timed(command: list[str], runs: int) -> list[float]:
    env = environment()
    subprocess.run(command, env=env, capture_output=True, check=True)  # warm the caches
    seconds = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, env=env, capture_output=True, check=True)
        seconds.append(time.perf_counter() - start)
    return seconds


def imported(arguments: list[str]) -> list[str]:
    """The modules `python -m game ARGUMENTS` imports, in order, from -X importtime."""
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "game", *arguments],
                            env=environment(), capture_output=True, text=True, check=True)
    return [line.split("|")[-1].strip() for line in result.stderr.splitlines()
            if line.startswith("import time:") and not line.endswith("| package")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "classified-info")
    parser.add_argument("--imports", action="store_true", help="also count the modules each command imports")
    args = parser.parse_args()
    script = Path(sys.executable).with_name("classified-info")
    program = [str(script)] if script.exists() else [sys.executable, "-m", "game"]
    quick = {"version": ["--version"], "simulate": ["simulate", "--games", "1"]}
    demo = ["demo", "--seconds", "0.01", "--mute"]
    commands = {name: [*program, *arguments] for name, arguments in quick.items()}
    commands["source"] = [sys.executable, "-m", "game", *demo]
    cli = args.bundle / "classified-info-cli"
    if cli.exists():
        commands["bundle"] = [str(cli), *demo]
    summary: dict = {"benchmark": "startup", "runs": args.runs}
    for name, command in commands.items():
        seconds = timed(command, args.runs)
        summary[f"{name}_seconds"] = round(statistics.median(seconds), 3)
        summary[f"{name}_spread"] = [round(min(seconds), 3), round(max(seconds), 3)]
        what = " ".join(command[len(program):]) if name in quick else f"{name}: start to first frame and quit"
        print(f"{what} {statistics.median(seconds):.3f} s "
              f"(spread {min(seconds):.3f}..{max(seconds):.3f})", file=sys.stderr)
    if args.imports:
        for name, arguments in quick.items():
            modules = imported(arguments)
            heavy = [prefix for prefix in HEAVY if any(m == prefix or m.startswith(prefix + ".") for m in modules)]
            summary[f"{name}_modules"] = len(modules)
            summary[f"{name}_heavy"] = heavy
            print(f"{' '.join(arguments)}: {len(modules)} modules; heavy: {', '.join(heavy) or 'none'}",
                  file=sys.stderr)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
