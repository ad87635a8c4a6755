"""`classified-info demo`: the real client, computer against computer, under the dummy driver.

The demo runs on a clock that never sleeps: its `--seconds` pass as fast as the frames draw.
"""

import json

import pygame
import pytest

from game.cli import build_parser, main
from game.decks.specs import deck_source
from game.ui.look.layout import default_window_size
from game.ui.scenes.demo import DemoGame

from helpers.clock import FakeClock


def demo(*argv: str) -> int:
    """`classified-info demo ARGV` as the command line runs it, on a clock that never sleeps."""
    args = build_parser().parse_args(["demo", *argv])
    return args.run(args, clock=FakeClock())


def test_the_demo_plays_draws_and_reports_one_json_line(tmp_path, capsys, data_home):
    shot = tmp_path / "last.png"
    assert demo("--seconds", "2", "--screenshot", str(shot)) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    report = json.loads(out[0])
    assert report["decisions"] > 0
    assert report["frames"] > 0
    assert report["fonts_loaded"] is True
    assert report["deck_validated"] is True
    assert report["set_aside"] == []
    assert set(report) == {"decisions", "frames", "games_finished", "fonts_loaded", "deck_validated", "set_aside"}
    image = pygame.image.load(str(shot))
    desktop = (1024, 768)  # what the dummy video driver reports
    assert image.get_size() == default_window_size(desktop), "the window takes 90% of the desktop at most"
    assert not data_home.exists(), "the demo must not read or write the data folder"


def test_the_demo_plays_whole_games_when_fast(capsys):
    assert demo("--seconds", "3", "--speed", "40", "--size", "1024x600") == 0
    report = json.loads(capsys.readouterr().out.strip())
    assert report["games_finished"] >= 1


def test_an_unknown_deck_is_a_data_error(capsys):
    assert main(["demo", "--seconds", "1", "--deck", "sapphire"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and "sapphire" in captured.err


def test_every_ready_deck_and_the_strategic_set_up_play_in_the_demo(capsys):
    for spec, variant in (("ruby", "standard"), ("emerald", "strategic"), ("mixed:rerecerce", "standard")):
        assert demo("--seconds", "1.5", "--speed", "30", "--deck", spec, "--variant", variant) == 0
        assert json.loads(capsys.readouterr().out)["decisions"] > 0


@pytest.mark.parametrize("argv", [["--speed", "0"], ["--seconds", "-1"], ["--players", "random"],
                                  ["--size", "big"]])
def test_bad_arguments_are_usage_errors(argv):
    with pytest.raises(SystemExit) as exited:
        main(["demo", *argv])
    assert exited.value.code == 2


def test_demo_games_count_player_decisions_and_finish():
    game = DemoGame(deck_source("citrine"), "standard", ("random", "random"), 3)
    while not game.over:
        game.step()
    assert game.games_finished == 1
    assert game.decisions >= 12
    assert game.state.result is not None
    game.new_game()
    assert game.games_started == 2 and not game.over
