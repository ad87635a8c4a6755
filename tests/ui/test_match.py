"""A best-of-3 match at the table, driven through to its result by posted events: against the computer,
in hotseat, and saved and resumed between games."""

import random

import pygame
import pytest

from game.decks.specs import deck_source
from game.engine.decision import Decision
from game.session.match_session import match_dealer
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.saves import games_in_progress
from game.storage.settings import Settings
from game.storage.statistics import load_statistics
from game.text.match_words import UNPLAYABLE, next_line
from game.ui.scenes.deck_builder import MatchBuilder
from game.ui.scenes.hand_off import HandOff
from game.ui.scenes.match_screens import DeckShown, MatchResult, MatchScore, StarterChoice
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds

from helpers.driving import key
from helpers.matches import a_match, play_match
from helpers.saved import latest_game

NAMES = ("Ann", "Bob")


def match_table(app, theme, opponent="heuristic", seed=21, saved=None, names=None) -> PlayScene:
    dealer = match_dealer(deck_source("citrine"), "standard", 3, opponent, names, seed)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                      starter(deck_source("citrine"), "standard", opponent, seed, names), InlineRunner(),
                      save=lambda settings: None, saved=saved, new_match=dealer)
    app.stack.push(scene)
    return scene


def check_match_screens(seen, match, earlier: int = 0) -> None:
    """The screens came in the rules' order, and the match ended as its score says (`earlier`: games
    played before the match was resumed)."""
    engine = match.state
    assert engine.over and isinstance(seen[-1], MatchResult)
    reveals = [s for s in seen if isinstance(s, BigReveal)]
    assert len(reveals) == len(engine.results) - earlier and len(engine.results) >= 2
    scores = [s for s in seen if isinstance(s, MatchScore)]
    assert len(scores) == len(engine.results) - 1 - max(0, earlier - 1), "a score between games"
    builds = [kind for kind, _, _ in engine.events if kind == "build_deck"]
    shown = [s for s in seen if isinstance(s, DeckShown)]
    assert len(shown) >= len(builds) - earlier, "every built deck is shown before the deal"
    assert max(engine.wins) == 2 or len(engine.results) == 6


@pytest.mark.parametrize("opponent, seed, by_mouse", [("heuristic", 21, False), ("random", 4, True)])
def test_a_best_of_three_against_the_computer_to_its_result(app, theme, opponent, seed, by_mouse):
    scene = match_table(app, theme, opponent, seed)
    seen = play_match(app, scene, random.Random(seed), by_mouse)
    match = scene.match
    check_match_screens(seen, match)
    human_builds = [s for s in seen if isinstance(s, MatchBuilder)]
    human_starts = [s for s in seen if isinstance(s, StarterChoice)]
    events = match.state.events
    assert len(human_builds) == sum(kind == "build_deck" and player == 0 for kind, player, _ in events)
    assert len(human_starts) == sum(kind == "choose_starter" and player == 0 for kind, player, _ in events)
    stats = load_statistics()
    record = stats.matches[f"{opponent} / best of 3"]
    assert record.games == 1 and (record.wins, record.losses) == ((1, 0) if match.state.winner == 0 else (0, 1))
    assert sum(r.games for r in stats.versus.values()) == len(match.state.results)
    assert not games_in_progress(), "a finished match leaves no save in progress"


def test_the_computer_builds_its_own_deck_and_shows_it(app, theme):
    scene = match_table(app, theme, "heuristic", 21)
    seen = play_match(app, scene, random.Random(1), stop=lambda top: isinstance(top, DeckShown))
    shown = seen[-1]
    assert not any(isinstance(s, MatchBuilder) for s in seen)
    assert shown.letters == scene.match.state.deck == "c" * 9  # the heuristic's preferred mix
    assert shown.lead.startswith("Heuristic built it"), "the computer is named by its level"


def test_a_best_of_three_in_hotseat_hands_each_decision_to_its_player(app, theme):
    scene = match_table(app, theme, None, 8, names=NAMES)
    seen = play_match(app, scene, random.Random(8))
    match = scene.match
    check_match_screens(seen, match)
    for index, screen in enumerate(seen):
        if isinstance(screen, (MatchBuilder, StarterChoice)):
            before = seen[index - 1]
            assert isinstance(before, HandOff), "a match decision waits behind a hand-off"
            assert before.why.startswith(NAMES[before.player]), "the hand-off says what it is for"
            decider = [p for kind, p, _ in match.state.events]
            assert before.player in decider
    for before, after in zip(seen, seen[1:]):
        if isinstance(before, StarterChoice):
            assert isinstance(after, HandOff), "each new game is dealt behind a hand-off, nobody seated"
    assert load_statistics().hotseat_matches["Ann / Bob"].games == 1


def test_a_match_saved_between_games_resumes_with_its_score(app, theme):
    scene = match_table(app, theme, "random", 4)
    play_match(app, scene, random.Random(4), stop=lambda top: isinstance(top, MatchScore))
    wins = tuple(scene.match.state.wins)
    first_result = scene.match.finished[0][0].result.as_tuple()
    app.stack.clear()
    saved, notice = latest_game()
    assert notice is None and saved.match is not None and tuple(saved.match.state.wins) == wins
    again = match_table(app, theme, "random", 99, saved=saved)
    app.run(0.01)
    top = app.stack.top
    assert isinstance(top, MatchScore) and top.view.wins == wins
    seen = play_match(app, again, random.Random(5))
    check_match_screens(seen, again.match, earlier=1)
    assert again.match.finished[0][0].result.as_tuple() == first_result
    assert load_statistics().matches["random / best of 3"].games == 1


def test_continue_on_the_title_resumes_a_match_at_its_score(app, theme):
    scene = match_table(app, theme, "random", 4)
    play_match(app, scene, random.Random(4), stop=lambda top: isinstance(top, MatchScore))
    app.stack.clear()
    title = TitleScene(theme, Sounds(muted=True), continue_game=lambda: match_table_scene(app, theme))
    app.stack.push(title)
    app.run(0.01)
    assert title.menu.items[0].text() == "Continue"
    pygame.event.post(key(pygame.K_RETURN))
    app.run(0.05)
    top = app.stack.top
    assert isinstance(top, MatchScore) and sum(top.view.wins) == 1


def match_table_scene(app, theme) -> PlayScene:
    """The table as Continue builds it: the newest save, not yet on the stack."""
    saved, _ = latest_game()
    dealer = match_dealer(deck_source(saved.match.dealt_from), "standard", 3, "random")
    return PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                     starter(deck_source("citrine"), "standard", "random", None), InlineRunner(),
                     save=lambda settings: None, saved=saved, new_match=dealer)


def test_the_pause_menu_offers_to_go_on_with_the_match_or_start_a_new_one(app, theme):
    scene = match_table(app, theme, "random", 4)
    assert scene.commands.new_game_label() == "New match (this one is saved)"
    play_match(app, scene, random.Random(4), stop=lambda top: isinstance(top, MatchScore))
    assert scene.commands.new_game_label() == "Continue the match"
    first = scene.match
    scene.commands.close_overlays()
    scene.commands.new_game()
    assert isinstance(app.stack.top, MatchScore) and scene.match is first


def test_after_a_tie_the_next_game_is_dealt_with_the_rules_defaults(app, theme):
    tied = a_match("random", won_by=None, seed=1)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                      starter(deck_source("citrine"), "standard", "random", 1), InlineRunner(),
                      save=lambda settings: None, new_match=lambda: tied)
    app.stack.push(scene)
    seen = play_match(app, scene, random.Random(2), stop=lambda top: isinstance(top, MatchScore))
    assert isinstance(seen[0], BigReveal) and len(seen) == 2
    score = seen[-1]
    assert score.title == "Game 1 was a tie" and "keep the deck" in next_line(score.view, score.seats)
    pygame.event.post(key(pygame.K_RETURN))
    app.run(0.05)
    assert app.stack.top is scene and not scene.session.over, "no deck to build, no one to choose: the deal"
    assert scene.session.state.first == 1 and tied.state.decks == ["c" * 9] * 2
    assert tied.state.events == []


def test_a_deck_the_match_cannot_play_is_refused_with_the_reason(app, theme):
    scene = match_table(app, theme, "random", 4)
    won = a_match("random", won_by=0)
    scene.match = won
    engine = won.state
    engine.pending = Decision(0, engine.pending.kind, tuple(o for o in engine.pending.options if o[1] != "r" * 9))
    scene.commands.flow().go_on()
    builder = app.stack.top
    assert isinstance(builder, MatchBuilder)
    start_from_ruby = [key(pygame.K_RIGHT)] * 2  # "Start from": the last game's deck, Citrine, Ruby
    for event in start_from_ruby + [key(pygame.K_UP), key(pygame.K_RETURN)]:
        pygame.event.post(event)
    app.run(0.02)
    assert builder.letters() == "r" * 9 and builder.form.problem == UNPLAYABLE and engine.pending is not None
    assert app.stack.top is builder
