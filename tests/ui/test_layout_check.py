"""The layout check: every text drawn on the title, New game, the table (mid-game, with a confirm bar, with a
hint, in a match, naming numbers for Picking Petals), the Big Reveal, the match score, Replays, Games in
progress and Settings keeps inside the box of the widget that draws it, off the other text, and uncovered by
the drawings over it.

CI walks every screen once, each at a different size and UI scale of the grid so that every size and every
scale is met; `benchmarks/screenshots.py` walks the whole grid and keeps the screenshots."""

import pytest

from helpers.layout_screens import SCALES, SCREENS, SIZES, drawn

SAMPLE = [
    ("title", (800, 600), 150), ("title", (1280, 720), 150),
    ("new game", (1920, 1080), 80),
    ("table", (1280, 720), 150), ("table", (800, 600), 80),
    ("table confirm", (800, 600), 100), ("table confirm", (1280, 720), 150),
    ("table hint", (1280, 720), 100),
    ("table petals", (800, 600), 150), ("table second petal", (1920, 1080), 150),
    ("table petal confirm", (1280, 720), 100),
    ("big reveal", (1920, 1080), 150),
    ("match score", (800, 600), 150),
    ("match table", (1280, 720), 80),
    ("replays", (1280, 720), 80),
    ("games in progress", (800, 600), 150),
    ("settings", (3840, 2160), 150),
]


def test_the_sample_meets_every_screen_size_and_scale():
    assert {name for name, _, _ in SAMPLE} == set(SCREENS)
    assert {size for _, size, _ in SAMPLE} == set(SIZES)
    assert {scale for _, _, scale in SAMPLE} == set(SCALES)


@pytest.mark.parametrize("name,size,scale", SAMPLE, ids=[f"{n}-{s[0]}x{s[1]}-{p}" for n, s, p in SAMPLE])
def test_no_text_leaves_its_box_or_lies_over_other_text(screen, name, size, scale):
    problems, shown, _ = drawn(name, size, scale)
    assert len(shown) >= 5, f"{name} shows its words ({[p.text for p in shown]})"
    assert problems == []
