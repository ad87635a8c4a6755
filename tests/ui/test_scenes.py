"""Scenes driven by synthetic events: the title menu, the demo table, the Discard Pile browser."""

import pygame

from game.decks.deck import load_ready_deck
from game.decks.specs import deck_source
from game.engine.view import view
from game.ui.app import App
from game.ui.scene import ANIMATING
from game.ui.scenes.demo import DemoGame, DemoScene
from game.ui.scenes.discard_browser import DiscardBrowser
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds

from helpers.positions import busy_table, play_until

DECK = load_ready_deck("citrine")


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def run(app: App, events, seconds: float = 0.3) -> None:
    for event in events:
        pygame.event.post(event)
    app.run(seconds)


def test_the_title_menu_works_from_the_keyboard(app, theme):
    title = TitleScene(theme, Sounds(muted=True))
    app.stack.push(title)
    run(app, [])
    assert app.frames == 1, "an idle title draws once"
    run(app, [key(pygame.K_DOWN)] * len(title.menu.items))
    assert title.menu.selected == 0, "the menu wraps around"
    run(app, [key(pygame.K_RETURN)])
    assert isinstance(app.stack.top, DemoScene)
    run(app, [key(pygame.K_ESCAPE)])
    assert app.stack.top is title
    run(app, [key(pygame.K_UP), key(pygame.K_RETURN)])
    assert app.stack.top is None, "Quit is last: up from the first item"


def test_escape_on_the_title_quits(app, theme):
    app.stack.push(TitleScene(theme, Sounds(muted=True)))
    run(app, [key(pygame.K_ESCAPE)])
    assert app.stack.top is None


def test_the_menu_answers_the_mouse(app, theme):
    title = TitleScene(theme, Sounds(muted=True))
    app.stack.push(title)
    run(app, [])
    quit_rect = title.menu.rects[-1]
    run(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=quit_rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert title.menu.items[title.menu.selected].text() == "Quit"
    run(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=quit_rect.center, button=1)])
    assert app.stack.top is None


def test_a_quiet_table_sleeps_and_draws_nothing(app, theme):
    table = TableScene(theme, DECK, Sounds(muted=True), viewer=0)
    table.show(view(play_until(busy_table), 0))
    app.stack.push(table)
    run(app, [], 0.2)
    drawn = app.frames
    assert table.wake_in() is None
    run(app, [], 0.3)
    assert app.frames == drawn


def test_a_new_view_animates_then_settles(app, theme):
    game = DemoGame(deck_source("citrine"), "standard", ("random", "random"), 5)
    table = TableScene(theme, DECK, Sounds(muted=True), viewer=None)
    table.show(view(game.state, None))
    app.stack.push(table)
    run(app, [], 0.1)
    game.step()
    table.show(view(game.state, None))
    assert table.wake_in() == ANIMATING
    run(app, [], 1.5)
    assert not table.motion.active and table.wake_in() is None


def test_clicking_the_discard_pile_opens_the_browser_and_escape_closes_it(app, theme):
    state = play_until(busy_table)
    table = TableScene(theme, DECK, Sounds(muted=True), viewer=None)
    table.show(view(state, None))
    app.stack.push(table)
    run(app, [])
    pile = next(spot for spot in table.spots if spot.action == "discard")
    run(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pile.rect.center, button=1)])
    browser = app.stack.top
    assert isinstance(browser, DiscardBrowser)
    assert browser.discard == view(state, None).discard
    assert len(browser.cards) == len(state.discard)
    run(app, [key(pygame.K_ESCAPE)])
    assert app.stack.top is table


def test_hovering_a_visible_card_zooms_it(app, theme):
    state = play_until(busy_table)
    table = TableScene(theme, DECK, Sounds(muted=True), viewer=0)
    table.show(view(state, 0))
    app.stack.push(table)
    run(app, [])
    spot = next(spot for spot in table.spots if spot.card is not None)
    before = app.frames
    run(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert table.hover == spot and app.frames == before + 1


def test_the_table_follows_a_window_resize(app, theme):
    table = TableScene(theme, DECK, Sounds(muted=True), viewer=None)
    table.show(view(play_until(busy_table), None))
    app.stack.push(table)
    run(app, [])
    pygame.display.set_mode((1024, 600))
    run(app, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1024, y=600)])
    assert table.frame.get_size() == (1024, 600)
