"""Driving a match at the table by posted events: each game by random legal moves, each screen between
games by keys or clicks."""

from __future__ import annotations

import random

import pygame

from game.ui.scenes.deck_builder import MatchBuilder
from game.ui.scenes.hand_off import HandOff, SinceLastTurn
from game.ui.scenes.match_screens import MatchResult, MatchScreen, StarterChoice
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene

from helpers.driving import click, key

STOPS = (BigReveal, MatchScreen, MatchBuilder, HandOff, SinceLastTurn)


def settle(app, scene: PlayScene, limit: float = 8.0):
    """Run the loop until someone must act: a screen of the match, a hand-off, or a decision at the table."""
    end = app.clock.now() + limit
    while app.clock.now() < end:
        app.run(0.01)
        top = app.stack.top
        if isinstance(top, STOPS):
            return top
        if top is scene and scene.ready is not None and scene.ready.hits:
            return top
    raise AssertionError(f"nobody was asked anything ({type(app.stack.top).__name__} on top)")


def button(form, label_index: int) -> pygame.Rect:
    """Where the form's button `label_index` was last drawn."""
    return next(rect for rect, index, part in form.hits
                if index == len(form.rows) - 1 and part == label_index)


def answer(top, scene: PlayScene, rng: random.Random, by_mouse: bool) -> list[pygame.event.Event]:
    """The events a player posts for what is on top now."""
    if isinstance(top, (HandOff, SinceLastTurn)):
        return [key(pygame.K_RETURN)]
    if isinstance(top, BigReveal):
        return [key(pygame.K_RETURN)]  # its first item leads on in the match
    if isinstance(top, MatchBuilder):
        first = next(rect for rect, index, part in top.form.hits if index == 1 and part == 1)
        if by_mouse:
            return click(first.center) + click(button(top.form, 0).center)
        return [key(pygame.K_DOWN), key(pygame.K_RIGHT), key(pygame.K_UP), key(pygame.K_UP), key(pygame.K_RETURN)]
    if isinstance(top, StarterChoice):
        choice = rng.randrange(2)
        if by_mouse:
            return click(button(top.form, choice).center)
        return [key(pygame.K_RIGHT)] * choice + [key(pygame.K_RETURN)]
    if isinstance(top, MatchScreen):
        return click(button(top.form, 0).center) if by_mouse else [key(pygame.K_RETURN)]
    ready = scene.ready
    if ready.confirm is not None:
        return [key(pygame.K_y)]
    if by_mouse:
        spot = rng.choice([h for h in ready.hits if h.target.legal and h.target.tab])
        return click(spot.rect.center)
    return [key(pygame.K_TAB)] * rng.randint(1, len(ready.step.cycle())) + [key(pygame.K_RETURN)]


def play_match(app, scene: PlayScene, rng: random.Random, by_mouse: bool = False, stop=lambda top: False,
               limit: int = 4000) -> list:
    """Play until the match result is up (or `stop` says so); returns every screen met, in order."""
    seen = []
    for _ in range(limit):
        top = settle(app, scene)
        if not (isinstance(top, PlayScene)):
            seen.append(top)
        if isinstance(top, MatchResult) or stop(top):
            return seen
        for event in answer(top, scene, rng, by_mouse):
            pygame.event.post(event)
        app.run(0.01)
    raise AssertionError("the match never ended")


def decide_between_games(match, rng: random.Random) -> None:
    """The match's decisions between games: the bot's own, a person's at random."""
    while match.decider is not None:
        if match.bot_decides:
            match.decide_for_bot()
        else:
            match.apply(rng.choice(match.view(match.decider).options()))


def random_decision(session, rng: random.Random) -> None:
    """One random choice for whoever decides (in hotseat, that player takes the seat first)."""
    options = session.state.pending.options
    if session.bot_to_move:
        session.apply_bot(rng.choice(options))
    else:
        if session.hotseat and session.human != session.state.pending.player:
            session.seat(session.state.pending.player)
        session.apply_human(rng.choice(options))


def finish_game(match, rng: random.Random, autosave=None) -> None:
    """Random choices for whoever decides (saving after each when asked) until the game at the
    table ends; then the match counts it."""
    session = match.session
    while not session.over:
        random_decision(session, rng)
        if autosave is not None:
            autosave.update(session)
    match.end_game()


def a_match(opponent: str | None = "random", names=None, seed: int = 3, won_by: int | None = 0):
    """A best-of-3 match after its first game, won by `won_by` (seeds tried in turn until one is)."""
    from game.decks.deck import load_ready_deck
    from game.session.match_session import MatchSession

    for attempt in range(200):
        match = MatchSession.start(3, load_ready_deck("citrine"), "citrine", "standard", 0, seed + attempt,
                                   opponent, names)
        finish_game(match, random.Random(seed + attempt))
        if match.state.results[-1].winner == won_by:
            return match
    raise AssertionError("no first game ended that way")


def a_finished_match(opponent: str | None = "random", names=None, seed: int = 3):
    """A best-of-3 match played to its result with random choices."""
    match = a_match(opponent, names, seed, won_by=0)
    rng = random.Random(seed)
    while not match.state.over:
        decide_between_games(match, rng)
        match.next_game()
        finish_game(match, rng)
    return match
