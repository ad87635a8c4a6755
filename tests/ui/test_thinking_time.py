"""When the computer's move appears tells nothing of its hidden cards: a search level thinks
for a fixed time per level, whatever the position, before its move is shown."""

import random
from concurrent.futures import Future

from game.decks.deck import load_ready_deck
from game.session.game_session import GameSession
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.play.pacing import MOST_THINKING, thinking_time
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds

from helpers.positions import play_until
from helpers.swaps import candidate_pairs, swap

DECK = load_ready_deck("citrine")


def computer_to_act(s) -> bool:
    return s.pending is not None and s.pending.player == 1 and s.pending.kind == "action" and s.turn >= 2


class Waiting(InlineRunner):
    """A worker that never answers: the table waits, as it would while the search runs."""

    def submit(self, fn, *args) -> Future:
        return Future()


def scene_for(app, theme, state, opponent, runner) -> PlayScene:
    session = GameSession.at(state.copy(), DECK, seed=3, opponent=opponent)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: session, runner,
                      save=lambda s: None)
    app.stack.push(scene)
    return scene


def test_each_level_thinks_for_a_fixed_time():
    assert thinking_time("heuristic") == thinking_time("easy") == thinking_time(None) == 0
    assert 0 < thinking_time("normal") < thinking_time("hard") < thinking_time("expert") <= 1.5
    assert thinking_time("hard:64") == 2 * thinking_time("hard")
    assert thinking_time("hard:400") == thinking_time("expert") == MOST_THINKING  # no level thinks longer


def test_the_move_appears_only_after_the_levels_thinking_time(app, theme):
    state = play_until(computer_to_act)
    scene = scene_for(app, theme, state, "normal", InlineRunner())
    steps = len(scene.session.state.history)
    app.run(thinking_time("normal") - 0.05)
    assert len(scene.session.state.history) == steps
    app.run(0.2)
    assert len(scene.session.state.history) > steps


def test_swaps_the_player_cannot_tell_apart_leave_the_wait_unchanged(app, theme):
    rng = random.Random(4)
    checked = 0
    for first in range(0, 40, 8):
        state = play_until(computer_to_act, first_seed=first)
        waits = {}
        for opponent in ("heuristic", "hard", "expert"):
            waits[opponent] = scene_for(app, theme, state, opponent, Waiting()).seat.rest
            keep, _ = candidate_pairs(state, 0, rng, limit=2)
            for a, b in keep:
                other = state.copy()
                swap(other, a, b)
                assert scene_for(app, theme, other, opponent, Waiting()).seat.rest == waits[opponent]
                checked += 1
        assert waits["expert"] == thinking_time("expert") > waits["hard"] == thinking_time("hard")
    assert checked >= 10
