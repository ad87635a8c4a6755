"""What the screens call the players: the computer by its level's name on every screen, and a replay
never says anyone is deciding."""

import pygame

from game.decks.deck import load_ready_deck
from game.session.game_session import GameSession
from game.session.match_session import MatchSession
from game.text.match_words import score_line
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.sound import Sounds

from .test_play import settle, table
from helpers.drawn_text import drawn_lines
from helpers.positions import play_until
from helpers.watching import a_finished_game, watched

DECK = load_ready_deck("citrine")


def test_the_computer_is_named_by_its_level_at_the_table_and_in_a_match(app, theme, monkeypatch):
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
                       and s.turn >= 2)
    scene = table(app, theme, GameSession.at(state, DECK, seed=3, opponent="easy"))
    log = " ".join(drawn_lines(theme, monkeypatch, lambda: settle(app, scene)))
    assert "Easy" in log and "Player 2" not in log, "the log names the computer as the new-game screen does"
    match = MatchSession.start(3, DECK, "citrine", "standard", 0, 5, opponent="easy")
    assert score_line(match.view(0), match.seats).startswith("You 0 · Easy 0")


def test_the_replay_viewer_never_says_anyone_is_deciding(app, theme, monkeypatch):
    game = watched(a_finished_game(), players=("you", "easy"))
    viewer = ReplayViewer(theme, Sounds(muted=True), game, 0, 8.0)
    app.stack.push(viewer)
    surface = pygame.display.get_surface()
    said = []
    for stop in range(0, viewer.course.last, 3):
        viewer.go(stop)
        said += drawn_lines(theme, monkeypatch, lambda: viewer.draw(surface))
    assert not [line for line in said if "deciding" in line], "a replay shows decisions made long ago"
    assert any(line.startswith("Next: Easy's decision") for line in said)


def test_a_hint_names_the_computer_by_its_level(app, theme, monkeypatch):
    from game.ai.hints import Hint, Option

    def attempt_open(s) -> bool:
        return (s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
                and any(c[0] == "enlist_assassin" for c in s.pending.options))
    state = play_until(attempt_open)
    scene = table(app, theme, GameSession.at(state, DECK, seed=3, opponent="easy"))
    attempt = next(c for c in state.pending.options if c[0] == "enlist_assassin")
    scene.hints.hint = Hint((Option(attempt, 0.5, "Why not", 8),))
    said = " ".join(drawn_lines(theme, monkeypatch, lambda: scene.draw(pygame.display.get_surface())))
    assert "against Easy's Guard" in said and "Player 2" not in said, said


def test_the_winners_name_pill_is_whole_at_the_end(app, theme, monkeypatch):
    state = play_until(lambda s: s.pending is None and s.result is not None and s.result.winner == 0)
    scene = table(app, theme, GameSession.at(state, DECK, seed=3, opponent="easy"))
    said = drawn_lines(theme, monkeypatch, lambda: scene.draw(pygame.display.get_surface()))
    plates = [line for line in said if line.startswith("PLAYER 1")]
    assert plates and not [line for line in plates if "…" in line], f"the winner's pill is cut: {plates}"
    assert "YOU WIN" in plates[-1]


def test_the_order_panel_says_its_whole_instruction_in_a_small_window(app, theme, monkeypatch):
    pygame.display.set_mode((1000, 640))
    state = play_until(lambda s: s.pending is not None and s.pending.player == 0 and s.pending.kind == "discard_order")
    scene = table(app, theme, GameSession.at(state, DECK, seed=3))
    settle(app, scene)
    said = " ".join(drawn_lines(theme, monkeypatch, lambda: scene.draw(pygame.display.get_surface())))
    assert "Then Done." in said, said
