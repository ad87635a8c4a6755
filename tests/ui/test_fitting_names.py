"""Names from anyone's files: fitted to a width by halving (a long name costs a few measures, not one per
character), and drawn whatever they hold (NUL, control characters, half surrogate pairs, only zero-width)."""

import json
import time

import pygame
import pytest

from game.storage.records_shared import shared_folder
from game.ui.look.fonts import Fonts
from game.ui.scenes.replay_list import WatchList
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.sound import Sounds

from helpers.driving import run
from helpers.hostile import a_record, write_json
from helpers.watching import a_finished_game, as_record

LONG = "N" * 20_000


class CountingFont:
    """A font that counts how often it measures; past `limit` it says everything fits, so a fit that
    measures once per character ends there instead of running for minutes."""

    def __init__(self, font: pygame.font.Font, limit: int = 200) -> None:
        self.real = font
        self.calls = 0
        self.limit = limit

    def size(self, text: str) -> tuple[int, int]:
        self.calls += 1
        return (0, 0) if self.calls > self.limit else self.real.size(text)


def test_fitting_a_long_name_measures_it_a_logarithmic_number_of_times():
    fonts = Fonts()
    counting = CountingFont(fonts.font("semibold", 15))
    fonts.font = lambda face, size: counting
    fitted = fonts.fit("semibold", 15, LONG, 300)
    assert counting.calls <= 2 * len(LONG).bit_length(), f"{counting.calls} measures for one name"
    assert fitted.endswith("\u2026") and 0 < counting.real.size(fitted)[0] <= 300
    assert counting.real.size(fitted[:-1] + "NN\u2026")[0] > 300, "the longest prefix that fits"


@pytest.mark.parametrize("name", ["a\x00b", "\udc80x", "\ufeff\u200b", "\x1b[31m\x07", "\u202e", LONG])
def test_any_name_is_drawn(theme, name):
    fonts = theme.fonts
    fitted = fonts.fit("semibold", 15, name, 300)
    surface = fonts.text("semibold", 15, fitted, (255, 255, 255))
    assert surface.get_width() <= 300
    assert fonts.wrap("regular", 13, f"{name} played", 400)


def test_replays_with_a_20000_character_name_open_in_under_a_second(app, theme):
    record = as_record(a_finished_game(), (LONG, "you")).model_dump(exclude_none=True)
    (shared_folder() / "long.json").write_text(json.dumps(record), encoding="utf-8")
    began = time.perf_counter()
    listing = WatchList(theme, lambda game: ReplayViewer(theme, Sounds(muted=True), game))
    app.stack.push(listing)
    run(app)
    listing.watch(0)
    run(app)
    seconds = time.perf_counter() - began
    assert isinstance(app.stack.top, ReplayViewer), listing.problem
    print(seconds)
    assert seconds < 1.0, f"Replays took {seconds:.2f} s to list and open the game"


def test_a_huge_step_value_on_replays_is_said_in_a_few_lines(tmp_path, theme):
    record = a_record(tmp_path / "record")
    record["steps"][2]["hand"] = ["x" * 900_000]
    write_json(shared_folder() / "huge.json", record)
    listing = WatchList(theme, lambda game: None)
    listing.watch(0)
    assert "must be a whole number" in listing.problem
    assert len(listing.problem) <= 2_100, f"a note of {len(listing.problem):,} characters"
