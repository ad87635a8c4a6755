"""Screenshots of the layout check: every screen it walks at every window size and UI scale, with what the
check found.

For each screen (title, New game, the table mid-game, with a confirm bar, with a hint, in a match, naming a
first and a second number for Picking Petals and confirming it, the Big Reveal, the match score, Replays,
Games in progress, Settings), window size (800x600, 1280x720, 1920x1080, 3840x2160) and UI scale (80, 100,
150 %), the frame is saved as OUT/SCREEN-WxH-SCALE.png and every text that leaves the box of the widget that
draws it, lies over other text or under another drawing is listed in OUT/report.txt, with the words cut short
to fit (tests/ui/test_layout_check.py checks a sample of the same grid in CI).
Runs headless, in a data folder of its own; the whole grid takes a few minutes.

    python benchmarks/screenshots.py [--out out/screenshots] [--screens table,title] [--sizes 1280x720]
                                     [--scales 150]

The last line of stdout is one JSON object: cases, problems, seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "out" / "screenshots")
    parser.add_argument("--screens", help="comma-separated screen names (default: every one)")
    parser.add_argument("--sizes", help="comma-separated WxH (default: the check's four sizes)")
    parser.add_argument("--scales", help="comma-separated UI scales in percent (default: 80,100,150)")
    args = parser.parse_args()

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["CLASSIFIED_INFO_HOME"] = tempfile.mkdtemp(prefix="screenshots-")
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

    import pygame

    from helpers.layout_screens import SCALES, SCREENS, SIZES, drawn

    screens = args.screens.split(",") if args.screens else list(SCREENS)
    unknown = [name for name in screens if name not in SCREENS]
    if unknown:
        parser.error(f"no screen named {', '.join(unknown)}; the screens are: {', '.join(SCREENS)}")
    sizes = [tuple(int(n) for n in s.split("x")) for s in args.sizes.split(",")] if args.sizes else list(SIZES)
    scales = [int(n) for n in args.scales.split(",")] if args.scales else list(SCALES)

    pygame.display.init()
    pygame.font.init()
    args.out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    lines: list[str] = []
    found = 0
    for name in screens:
        for size in sizes:
            for scale in scales:
                problems, shown, frame = drawn(name, size, scale)  # type: ignore[arg-type]
                shot = f"{name.replace(' ', '-')}-{size[0]}x{size[1]}-{scale}.png"
                pygame.image.save(frame, str(args.out / shot))
                found += len(problems)
                head = f"{shot}: {len(shown)} texts, {len(problems)} problems"
                print(head, flush=True)
                lines.append(head)
                lines.extend(f"    {problem}" for problem in problems)
                lines.extend(f"    cut short to fit its room: {p.text!r} at {p.box}"
                             for p in shown if p.text.endswith("…"))
    (args.out / "report.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    cases = len(screens) * len(sizes) * len(scales)
    print(json.dumps({"cases": cases, "problems": found, "seconds": round(time.perf_counter() - start, 1),
                      "out": str(args.out)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
