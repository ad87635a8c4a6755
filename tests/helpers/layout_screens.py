"""The screens a layout check walks, each set up as a player meets it and drawn through the real scenes:
the title, New game, the table mid-game (plain, with a confirm bar, with a hint, in a match, naming a first
and a second number for Picking Petals, and confirming it), the Big Reveal, the match score, Replays, Games in
progress and Settings; at every window size and UI scale asked for."""

from __future__ import annotations

from typing import Callable

import pygame

from game.ai.hints import Hint, Option
from game.decks.deck import load_ready_deck
from game.engine.view import view
from game.session.game_session import GameSession
from game.session.workers import InlineRunner
from game.storage.saves import games_in_progress
from game.storage.settings import Settings
from game.text.choice_words import describe
from game.ui.app import App
from game.ui.look.layout import set_ui_scale
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.games_in_progress import GamesInProgress
from game.ui.scenes.hotseat_setup import NAME_LIMIT
from game.ui.scenes.match_screens import MatchScore
from game.ui.scenes.new_game import NewGame
from game.ui.scenes.play import PlayScene
from game.ui.scenes.replay_list import WatchList
from game.ui.scenes.settings_screen import SettingsScreen
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds
from game.ui.widgets.targets import CONFIRM

from helpers.clock import FakeClock
from helpers.positions import play_until
from helpers.text_trace import Placed, problems
from helpers.watching import a_finished_game, save_in_history

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))
SCALES = (80, 100, 150)
DECK = load_ready_deck("citrine")
REASON = "Deploy Wheel of Fate to learn whether your Guard is in their Code; keep the 8 as Final Card (38% to hit)"


def mid_game(s) -> bool:
    """Player 1 to act with a full hand, Guards on both sides, a few turns in."""
    return (s.pending is not None and s.pending.player == 0 and s.pending.kind == "action"
            and len(s.hands[0]) >= 3 and all(any(c >= 0 for c in row) for row in s.slots) and len(s.discard) >= 2)


def petals(second: bool):
    """Player 1 to name a number for the opponent's Picking Petals: the first, or (no Guards out) the second."""
    return lambda s: (s.pending is not None and s.pending.player == 0 and s.pending.kind == "answer_number"
                      and s.pending.source == "picking_petals" and bool(s.ctx) == second)


def _table(app: App, theme: Theme, state) -> PlayScene:
    session = GameSession.at(state.copy(), DECK, seed=3, opponent="heuristic", human=0, spec="citrine")
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: session, InlineRunner(),
                      save=lambda s: None)
    app.stack.push(scene)
    app.run(0.3)
    return scene


def _with_confirm(app: App, scene: PlayScene) -> None:
    """A play picked and waiting for Confirm: the one with the longest words."""
    ready = scene.ready
    assert ready is not None
    choices = scene.view.options()
    choice = max(choices, key=lambda c: len(describe(scene.view, scene.deck, c, ready.prompt.names)))
    ready.confirm, ready.confirm_focus = choice, CONFIRM
    scene.dirty = True


def _with_hint(app: App, scene: PlayScene) -> None:
    options = [o for o in view(scene.session.state, 0).options()][:3]
    scene.hints.hint = Hint(tuple(Option(c, chance, REASON, 96) for c, chance in zip(options, (0.62, 0.41, 0.405))))
    scene.dirty = True


def _big_reveal(app: App, theme: Theme) -> None:
    scene = _table(app, theme, a_finished_game())
    app.run(2.0)
    if app.stack.top is scene:
        scene.commands.push(scene.guide.big_reveal())
        app.run(0.2)


def _match_score(app: App, theme: Theme) -> None:
    from helpers.matches import a_match
    match = a_match("heuristic", won_by=1)
    app.stack.push(MatchScore(theme, match.view(None), match.seats, lambda: None))
    app.run(0.1)


def _match_table(app: App, theme: Theme) -> None:
    """Game 2 of a match at the table, its score under the turn."""
    import random

    from helpers.matches import a_match, decide_between_games
    match = a_match("heuristic", won_by=1)
    decide_between_games(match, random.Random(1))
    match.next_game()
    app.stack.push(PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: match.session,
                             InlineRunner(), save=lambda s: None, new_match=lambda: match))
    app.run(0.3)


def _replays(app: App, theme: Theme) -> None:
    state = a_finished_game()
    for n in range(6):
        save_in_history(state, name=f"game-{n:02}.json")
    app.stack.push(WatchList(theme, lambda game: None))
    app.run(0.1)


def _games_in_progress(app: App, theme: Theme) -> None:
    """One game of each kind left unfinished, the longest names two people may type among them (and no other:
    the screenshots walk every size in one data folder)."""
    from helpers.in_progress import a_game_left, a_match_left

    for path in games_in_progress():
        path.unlink()
    a_game_left(4, 9, "easy", hours=0)
    a_game_left(5, 9, None, names=("W" * NAME_LIMIT, "M" * NAME_LIMIT), deck="ruby", variant="strategic", hours=1)
    a_match_left(6, 6, hours=2)
    a_match_left(7, between_games=True, opponent=None, names=("Ann", "Bob"), hours=3)
    app.stack.push(GamesInProgress(theme, lambda resumed: Scene()))
    app.run(0.1)


def _title(app: App, theme: Theme) -> None:
    app.stack.push(TitleScene(theme, Sounds(muted=True), lambda: None, lambda choice: None, lambda: None,
                              lambda choices: None, lambda: None))
    app.run(0.1)


SCREENS: dict[str, Callable[[App, Theme], None]] = {
    "title": _title,
    "new game": lambda app, theme: (app.stack.push(NewGame(theme, lambda choices: None)), app.run(0.1)),
    "table": lambda app, theme: _table(app, theme, play_until(mid_game)) and None,
    "table confirm": lambda app, theme: _with_confirm(app, _table(app, theme, play_until(mid_game))),
    "table hint": lambda app, theme: _with_hint(app, _table(app, theme, play_until(mid_game))),
    "table petals": lambda app, theme: _table(app, theme, play_until(petals(False))) and None,
    "table second petal": lambda app, theme: _table(app, theme, play_until(petals(True))) and None,
    "table petal confirm": lambda app, theme: _with_confirm(app, _table(app, theme, play_until(petals(True)))),
    "big reveal": _big_reveal,
    "match score": _match_score,
    "match table": _match_table,
    "replays": _replays,
    "games in progress": _games_in_progress,
    "settings": lambda app, theme: (app.stack.push(SettingsScreen(theme, Sounds(muted=True), Settings(),
                                                                  save=lambda s: None)), app.run(0.1)),
}


def drawn(name: str, size: tuple[int, int], scale: int) -> tuple[list[str], list[Placed], pygame.Surface]:
    """The screen `name` at this window size and UI scale: the layout problems, the texts showing, the frame."""
    set_ui_scale(scale)
    pygame.display.set_mode(size)
    pygame.event.clear()
    theme = Theme.create()
    app = App(FakeClock())
    try:
        SCREENS[name](app, theme)

        def draw(window: pygame.Surface) -> None:
            theme.art._cache.clear()
            theme.art._pills.clear()
            for scene in app.stack.visible():
                if isinstance(scene, TableScene):
                    scene._restyle()
                    scene.frame = None
                scene.draw(window)
        return problems(draw, size)
    finally:
        app.stack.clear()
        set_ui_scale(100)
