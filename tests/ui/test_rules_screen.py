"""The Rules screen and the F1 overlay's Rules tab: sections, scrolling, and a search that finds rules."""

import pygame
import pytest

from game.decks.specs import deck_source
from game.session.starts import starter
from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.look.theme import Theme
from game.ui.scenes.help import KEYS, RULES, HelpOverlay
from game.ui.scenes.play import PlayScene
from game.ui.scenes.rules import RulesScene
from game.ui.sound import Sounds
from game.ui.widgets.rules_reader import ready_rules

from helpers.driving import click, drag, key, open_from_title, run, title_app, typing, wheel


@pytest.fixture(scope="module")
def theme():
    pygame.font.init()
    return Theme.create()


@pytest.mark.parametrize("by_mouse", [False, True])
def test_rules_open_from_the_title_at_how_to_win_and_escape_goes_back(screen, theme, by_mouse):
    app, title = title_app(theme)
    open_from_title(app, title, "Rules", by_mouse)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.reader.section == 0
    if by_mouse:
        run(app, *click(rules.back_rect.center))
    else:
        run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is title


def test_typing_a_search_finds_a_rule_and_enter_goes_to_the_next_match(screen, theme):
    app, title = title_app(theme)
    open_from_title(app, title, "Rules", False)
    reader = app.stack.top.reader
    run(app, *typing("attempt"))
    assert reader.search.text == "attempt" and reader.matches
    match = reader.matches[reader.current]
    paragraph = ready_rules()[match.section].paragraphs[match.paragraph].text
    assert reader.section == match.section and "attempt" in paragraph.lower()
    sections = {m.section for m in reader.matches}
    assert len(sections) > 1
    for _ in range(len(reader.matches)):
        run(app, key(pygame.K_RETURN))
        assert reader.section == reader.matches[reader.current].section
    assert reader.current == 0, "Enter goes round all the matches and back to the first"
    run(app, key(pygame.K_ESCAPE))
    assert reader.search.text == "" and not reader.matches and app.stack.top is not title, "Esc clears first"
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is title


def test_a_match_far_down_a_section_is_scrolled_into_view(screen, theme):
    app, title = title_app(theme)
    open_from_title(app, title, "Rules", False)
    reader = app.stack.top.reader
    run(app, *typing("discarded after Switch Places"))
    assert [ready_rules()[m.section].title for m in reader.matches] == ["6 · Keywords and principles"]
    assert reader.pane.offset > 0
    match = reader.matches[0]
    block = reader._blocks[1][match.paragraph]
    top = reader.pane.top(block.y + reader._row_of(block, match.start) * block.line_h)
    assert reader.pane.view.top <= top < reader.pane.view.bottom


def test_sections_by_tab_and_by_click_and_the_page_scrolls_by_keys_wheel_and_drag(screen, theme):
    app, title = title_app(theme)
    open_from_title(app, title, "Rules", False)
    reader = app.stack.top.reader
    run(app, key(pygame.K_TAB), key(pygame.K_TAB))
    assert reader.section == 2
    run(app, key(pygame.K_TAB, pygame.KMOD_LSHIFT))
    assert reader.section == 1
    longest = max(range(len(reader.sections)), key=lambda s: sum(len(p.text) for p in reader.sections[s].paragraphs))
    run(app, *click(reader.section_rects[longest].center))
    assert reader.section == longest and reader.pane.max_offset > 0
    run(app, key(pygame.K_DOWN))
    assert reader.pane.offset == reader.pane.line
    run(app, key(pygame.K_PAGEDOWN))
    paged = reader.pane.offset
    assert paged > reader.pane.line
    run(app, key(pygame.K_UP), key(pygame.K_PAGEUP))
    assert reader.pane.offset == 0
    run(app, *wheel(reader.pane.view.center, 2))
    assert reader.pane.offset > 0
    run(app, *wheel(reader.pane.view.center, -5))
    assert reader.pane.offset == 0
    centre = reader.pane.view.center
    run(app, *drag(centre, (centre[0], centre[1] - 80)))
    assert reader.pane.offset == 80


def test_f1_has_a_keys_tab_and_a_rules_tab(screen, theme):
    app, title = title_app(theme)
    run(app, key(pygame.K_F1))
    help_ = app.stack.top
    assert isinstance(help_, HelpOverlay) and help_.tabs.chosen == KEYS
    run(app, key(pygame.K_TAB, pygame.KMOD_LCTRL))
    assert help_.tabs.chosen == RULES
    run(app, *typing("Extra Protection"))
    assert help_.reader.matches, "the Rules tab searches too"
    run(app, *click(help_.tabs.rects[KEYS].center))
    assert help_.tabs.chosen == KEYS
    run(app, key(pygame.K_F1))
    assert app.stack.top is title


def test_rules_from_the_pause_menu_and_back_to_it(screen, theme):
    app, _ = title_app(theme)
    scene = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20),
                      starter(deck_source("citrine"), "standard", "random", 3), InlineRunner(), save=lambda s: None)
    app.stack.push(scene)
    run(app, key(pygame.K_ESCAPE))
    menu = app.stack.top
    labels = [item.text() for item in menu.menu.items]
    run(app, *[key(pygame.K_DOWN)] * labels.index("Rules"), key(pygame.K_RETURN))
    assert isinstance(app.stack.top, RulesScene)
    run(app, key(pygame.K_ESCAPE))
    assert app.stack.top is menu
