"""Check the bundle's demo run: its JSON line, its screenshot, and the bundle's size.

Usage: python .ci/bundle-smoke.py DEMO_OUTPUT SCREENSHOT BUNDLE_DIR (run with a
Python that has pygame-ce, e.g. the build environment's).
"""

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

MAX_BUNDLE_MIB = {"linux": 46, "win32": 56, "darwin": 56}
"""The Linux folder was 42.8 MiB before the build stopped shipping its program twice and unused
modules (37.5 MiB since); TLS for games online over wss:// (ssl with its OpenSSL libraries, and
websockets) may add up to 6 MiB more. Windows and macOS keep their old limit plus the same 6 MiB
until a build there is measured."""


def main() -> int:
    output, screenshot, bundle = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    problems = []
    lines = [line for line in output.read_text().splitlines() if line.strip()]
    try:
        result = json.loads(lines[-1])
    except (IndexError, json.JSONDecodeError):
        print(f"bundle demo: no JSON line at the end of its output:\n{output.read_text()}", file=sys.stderr)
        return 1
    if result.get("fonts_loaded") is not True:
        problems.append("fonts were not loaded")
    if result.get("deck_validated") is not True:
        problems.append("the deck was not validated")
    if not result.get("decisions", 0) > 0:
        problems.append("no decision was made")
    image = pygame.image.load(str(screenshot))
    small = pygame.transform.scale(image, (64, 36))
    colours = {small.get_at((x, y))[:3] for x in range(64) for y in range(36)}
    if len(colours) < 2:
        problems.append("the screenshot is a single colour")
    size = sum(f.lstat().st_size for f in bundle.rglob("*") if f.is_file() and not f.is_symlink())
    limit = MAX_BUNDLE_MIB["linux" if sys.platform.startswith("linux") else sys.platform]
    if size > limit * 2**20:
        problems.append(f"the bundle is {size / 2**20:.1f} MiB, over the {limit} MiB limit")
    print(f"bundle: {size / 2**20:.1f} MiB; demo: {result}; screenshot colours: {len(colours)}")
    if problems:
        print("bundle smoke test failed: " + "; ".join(problems), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
