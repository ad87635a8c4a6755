"""Hotseat: two people at one screen play a whole game, and neither sees what is not theirs.

The hand-off screen is drawn from the public view only, so any swap of hidden
cards leaves it pixel for pixel the same; the table behind a hand-off shows one
player's view, so a swap that player cannot tell apart leaves it the same; and
hand-offs come exactly when the public view says the other player decides.
"""

import random

import pygame
import pytest

from game.decks.deck import load_ready_deck
from game.decks.specs import deck_source
from game.engine import GameState
from game.engine.cards import NUM
from game.engine.knowledge import holds
from game.engine.view import view
from game.engine.worlds import sample_world
from game.session.game_session import GameSession
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.scenes.hand_off import HandOff, SinceLastTurn
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds

from helpers.swaps import card_at, swap

DECK = load_ready_deck("citrine")
NAMES = ("Ann", "Bob")


def hotseat(app, theme, session=None, seed=5, deck="citrine", variant="standard") -> PlayScene:
    start = (lambda: session) if session is not None else starter(deck_source(deck), variant, None, seed, NAMES)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), start, InlineRunner(),
                      save=lambda settings: None)
    app.stack.push(scene)
    return scene


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos):
    return (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def step(app) -> None:
    app.run(0.01)


def settle(app, scene, limit=5.0):
    """Run until someone must act: a hand-off, a recap, the Big Reveal or a drawn decision."""
    end = app.clock.now() + limit
    while app.clock.now() < end:
        step(app)
        top = app.stack.top
        if isinstance(top, (HandOff, SinceLastTurn, BigReveal)):
            return top
        if top is scene and scene.ready is not None and scene.ready.hits:
            return top
    raise AssertionError("nobody was asked anything")


@pytest.mark.parametrize("by_mouse", [False, True])
def test_two_players_play_a_whole_game_passing_the_screen(app, theme, by_mouse):
    scene = hotseat(app, theme, seed=5 if by_mouse else 6)
    rng = random.Random(4)
    hand_offs: list[int] = []
    for _ in range(2000):
        top = settle(app, scene)
        if isinstance(top, BigReveal):
            break
        if isinstance(top, HandOff):
            public = scene.session.public_view()
            assert public.pending.player == top.player != scene.viewer
            hand_offs.append(top.player)
            events = click((640, 360)) if by_mouse else (key(pygame.K_RETURN),)
        elif isinstance(top, SinceLastTurn):
            events = (key(pygame.K_RETURN),)
        else:
            assert scene.viewer == scene.session.state.pending.player, "only the player at the screen decides"
            ready = scene.ready
            if ready.confirm is not None:
                events = (key(pygame.K_y),)
            elif by_mouse:
                spot = rng.choice([h for h in ready.hits if h.target.legal and h.target.tab])
                events = click(spot.rect.center)
            else:
                events = (key(pygame.K_TAB),) * rng.randint(1, len(ready.step.cycle())) + (key(pygame.K_RETURN),)
        for event in events:
            pygame.event.post(event)
        step(app)
    reveal = app.stack.top
    assert isinstance(reveal, BigReveal) and scene.session.over
    assert reveal.view.viewer is None, "the end is shown to both players at once"
    assert len(hand_offs) >= 12 and set(hand_offs) == {0, 1}
    assert all(a != b for a, b in zip(hand_offs, hand_offs[1:])), "each hand-off passes to the other player"


def test_the_game_starts_behind_a_hand_off_and_names_the_players(app, theme):
    scene = hotseat(app, theme, seed=7)
    top = settle(app, scene)
    assert isinstance(top, HandOff) and scene.viewer is None
    first = scene.session.state.pending.player
    assert top.player == first
    pygame.event.post(key(pygame.K_RETURN))
    top = settle(app, scene)
    assert scene.viewer == first and top is scene
    assert scene.session.names == NAMES


def hand_off_frame(theme, state: GameState, player: int) -> bytes:
    surface = pygame.display.get_surface()
    session = GameSession.at(state.copy(), DECK, seed=1, opponent=None, human=None, names=NAMES)
    scene = HandOff(theme, DECK, session.public_view(), player, NAMES, lambda: None, lambda: None)
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def busy(rng_seed: int, turns: int = 5) -> GameState:
    """A position some turns in, both hands and the Draw Deck still holding cards."""
    state = GameState(DECK.abilities(), "standard", 0, rng_seed)
    rng = random.Random(rng_seed)
    while state.pending is not None and state.turn < turns:
        if state.pending.player < 0:
            state.resolve_chance()
        else:
            state.apply(rng.choice(state.pending.options))
    assert state.pending is not None and all(state.hands) and len(state.draw) >= 2
    return state


def swap_hidden(state: GameState, zone: str, player: int, viewer: int | None) -> GameState:
    """A copy with one card of `player` (a hand card, or the Suitcase) exchanged with a Draw Deck card of
    another number, such that all `viewer` knows still holds (None: what everyone knows): a state
    consistent with its own log, which `viewer` cannot tell from `state`."""
    known = view(state, viewer).knowledge
    place = ("suitcase", player, 0)
    for at in range(len(state.hands[player])) if zone == "hand" else (0,):
        if zone == "hand":
            place = ("hand", player, at)
        for j in range(len(state.draw)):
            if NUM[card_at(state, place)] == NUM[state.draw[j]]:
                continue
            copy = state.copy()
            swap(copy, place, ("draw", 0, j))
            if holds(known, copy):
                return copy
    raise AssertionError(f"no swap of {player}'s {zone} keeps what {viewer} knows")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_hand_off_frame_is_the_same_whatever_either_player_holds(screen, theme, seed):
    state = busy(seed)
    before = hand_off_frame(theme, state, 1)
    for zone in ("hand", "suitcase"):
        for player in (0, 1):
            assert hand_off_frame(theme, swap_hidden(state, zone, player, None), 1) == before, (zone, player)
    assert hand_off_frame(theme, state, 0) != before, "the screen names whom to pass to"


def seated_frame(app, theme, state: GameState, player: int, level: str = "off") -> bytes:
    """The table as `player` sees it once seated (any recap closed), both wheels' assistants at `level`."""
    session = GameSession.at(state.copy(), DECK, seed=1, opponent=None, human=None, names=NAMES)
    scene = hotseat(app, theme, session=session)
    for seat in (0, 1):
        scene.wheels.set_level(seat, level)
    scene.take_seat(player)
    while app.stack.top is not scene:
        app.stack.pop()
    scene.draw(pygame.display.get_surface())
    frame = pygame.image.tobytes(pygame.display.get_surface(), "RGB")
    app.stack.clear()
    return frame


def unknown_hand(state: GameState, viewer: int) -> bool:
    seen = view(state, viewer)
    return not seen.sides[1 - viewer].known_hand and not seen.known_draw


@pytest.mark.parametrize("level", ["off", "odds"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_seated_players_table_hides_what_they_cannot_tell_apart(app, theme, seed, level):
    state = busy(seed)
    player = state.pending.player
    if not unknown_hand(state, player):
        pytest.skip("the seated player knows a card of the other hand here")
    before = seated_frame(app, theme, state, player, level)
    other = 1 - player
    for zone in ("hand", "suitcase"):
        swapped = swap_hidden(state, zone, other, player)
        sample_world(view(swapped, player), random.Random(seed))  # consistent with its log: a world can be drawn
        assert seated_frame(app, theme, swapped, player, level) == before, zone
    assert seated_frame(app, theme, swap_hidden(state, "hand", player, other), player, level) != before, \
        "own cards do show"


def test_each_player_has_their_own_wheel_drawn_only_while_they_are_at_the_screen(app, theme):
    from game.ui.scenes.wheel_sheet import WheelSheet
    from game.ui.table.wheel import PLAIN_DIAL

    scene = hotseat(app, theme, seed=7)
    top = settle(app, scene)
    assert isinstance(top, HandOff) and scene.dial == PLAIN_DIAL, "nobody's wheel behind the first hand-off"
    first = top.player
    pygame.event.post(key(pygame.K_RETURN))
    settle(app, scene)
    for k in (pygame.K_w, pygame.K_5, pygame.K_RETURN, pygame.K_a, pygame.K_ESCAPE):
        pygame.event.post(key(k))
    step(app)
    assert scene.wheels.notebook(first).marks(5) == 1 and scene.dial.seen[4] == 1 and scene.dial.player == first
    while True:
        top = settle(app, scene)
        if isinstance(top, HandOff):
            break
        if isinstance(top, SinceLastTurn):
            top.close()
            continue
        scene.session.apply_human(scene.session.view().pending.options[0])
        scene.refresh()
    other = top.player
    assert other != first
    scene.take_seat(other)
    while app.stack.top is not scene:
        app.stack.pop()
    assert scene.viewer == other and scene.dial.player == other
    assert scene.dial.seen == (0,) * 9 and scene.dial.auto_struck == () and scene.dial.odds is None, \
        "the other player's wheel is blank and their assistant off"
    for k in (pygame.K_w, pygame.K_2, pygame.K_RETURN):
        pygame.event.post(key(k))
    step(app)
    sheet = app.stack.top
    assert isinstance(sheet, WheelSheet) and sheet.player == other
    pygame.event.post(key(pygame.K_ESCAPE))
    step(app)
    assert scene.wheels.notebook(other).marks(2) == 1 and scene.wheels.notebook(first).marks(2) == 0
    assert scene.wheels.notebook(other).marks(5) == 0 and scene.wheels.levels[other] == "off"


def hand_off_sequence(app, theme, state: GameState, choices: int) -> list[tuple[int, int]]:
    """(step, player) of each hand-off while the seated players always take their first option."""
    session = GameSession.at(state.copy(), DECK, seed=1, opponent=None, human=None, names=NAMES)
    scene = hotseat(app, theme, session=session)
    sequence: list[tuple[int, int]] = []
    made = 0
    while made < choices and not session.over:
        top = settle(app, scene)
        if isinstance(top, HandOff):
            sequence.append((len(session.state.history), top.player))
            scene.take_seat(top.player)
        elif isinstance(top, SinceLastTurn):
            top.close()
        elif isinstance(top, BigReveal):
            break
        else:
            session.apply_human(session.view().pending.options[0])
            scene.refresh()
            made += 1
    app.stack.clear()
    return sequence


def test_hand_offs_come_when_the_public_view_says_and_not_otherwise(app, theme):
    state = busy(4, turns=2)
    sequence = hand_off_sequence(app, theme, state, choices=8)
    assert sequence, "a hand-off happened"
    replay = state.copy()
    seated = None
    expected = []
    while len(expected) < len(sequence):
        pending = view(replay, None).pending
        if pending.player != seated:
            expected.append((len(replay.history), pending.player))
            seated = pending.player
        replay.apply(view(replay, seated).pending.options[0])
        while replay.pending is not None and replay.pending.player < 0:
            replay.resolve_chance()
    assert sequence == expected


def text(typed):
    return pygame.event.Event(pygame.TEXTINPUT, text=typed)


def test_the_title_screen_starts_a_named_hotseat_game_by_keyboard(app, theme):
    from game.ui.scenes.hotseat_setup import HotseatSetup
    from game.ui.scenes.title import TitleScene

    started = []

    def new_hotseat(choice):
        started.append(choice)
        return hotseat(app, theme, session=GameSession(load_ready_deck(choice.deck), choice.variant, 3, None,
                                                       human=None, names=choice.names))

    title = TitleScene(theme, Sounds(muted=True), None, new_hotseat)
    app.stack.push(title)
    assert [item.text() for item in title.menu.items][0] == "Two players, one screen"
    pygame.event.post(key(pygame.K_RETURN))
    step(app)
    form = app.stack.top
    assert isinstance(form, HotseatSetup)
    for _ in range(len("Player 1")):
        pygame.event.post(key(pygame.K_BACKSPACE))
    pygame.event.post(text("Zoë"))
    pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_END))
    for _ in range(len("Player 2")):
        pygame.event.post(key(pygame.K_BACKSPACE))
    pygame.event.post(text("Ivo"))
    pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_RIGHT))  # deck: Ruby
    pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_RIGHT))  # strategic set-up
    pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_LEFT))  # best of 5
    pygame.event.post(key(pygame.K_DOWN))
    pygame.event.post(key(pygame.K_RIGHT))  # the assistant's next level
    pygame.event.post(key(pygame.K_DOWN))
    step(app)
    assert form.form.row == 6 and [row.field.text for row in form.names] == ["Zoë", "Ivo"]
    pygame.event.post(key(pygame.K_RETURN))
    step(app)
    assert started and started[0].names == ("Zoë", "Ivo")
    assert (started[0].deck, started[0].variant, started[0].best_of, started[0].assistant) == (
        "ruby", "strategic", 5, "facts")
    assert isinstance(settle(app, app.stack.top), HandOff)


def test_the_form_refuses_two_players_with_one_name(app, theme):
    from game.ui.scenes.hotseat_setup import HotseatSetup

    form = HotseatSetup(theme, lambda choice: pytest.fail("no game with two equal names"))
    app.stack.push(form)
    form.names[1].field.text = "player 1"
    form.form.row = len(form.form.rows) - 1
    pygame.event.post(key(pygame.K_RETURN))
    step(app)
    assert app.stack.top is form and "different names" in form.form.problem
