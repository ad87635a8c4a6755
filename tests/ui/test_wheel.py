"""The Cypher Wheel at the table, through pygame events only: marks by key and by mouse, notes typed,
undo, the assistant's levels, its reasons found in the log, and the log scrolled and filtered."""


import pygame
import pytest

from game.session.workers import InlineRunner
from game.storage.settings import Settings
from game.ui.look.layout import layout_for
from game.ui.scenes.play import PlayScene
from game.ui.sound import Sounds
from game.ui.widgets import text_field
from game.wheel.assistant import assist
from game.wheel.evidence import is_evidence, suitcase_clues

from helpers.positions import play_until
from helpers.saved import latest_game
from helpers.wheel_table import DECK, click, evidence_at_hand, key, on_dial, post, sheet_of, table


@pytest.fixture(scope="module")
def position():
    return play_until(evidence_at_hand)


def test_every_mark_by_keys_with_its_own_undo(app, theme, position):
    scene = table(app, theme, position)
    post(app, key(pygame.K_w))
    sheet = sheet_of(app)
    post(app, key(pygame.K_5), key(pygame.K_RETURN), key(pygame.K_RETURN), key(pygame.K_s), key(pygame.K_g))
    notebook = scene.wheels.notebook(0)
    assert notebook.marks(5) == 2 and notebook.struck == (5,) and notebook.guilds == (5,)
    post(app, key(pygame.K_z, pygame.KMOD_LCTRL))
    assert scene.wheels.notebook(0).guilds == ()
    post(app, key(pygame.K_y, pygame.KMOD_LCTRL))
    assert scene.wheels.notebook(0).guilds == (5,)
    assert scene.session.state.history == position.history, "undoing a mark never undoes a play"
    post(app, *[key(pygame.K_TAB)] * (9 - 5 + 1), key(pygame.K_3), key(pygame.K_RETURN))
    strip = scene.wheels.assistance(scene.view).guards[0]
    assert scene.wheels.notebook(0).guard_struck(strip.slot, strip.since) == (3,)
    post(app, key(pygame.K_a), key(pygame.K_a))
    assert scene.wheels.levels[0] == "odds" and scene.wheels.aided
    post(app, key(pygame.K_v))
    assert scene.wheels.their_view[0] and scene.dial.suitcase == scene.view.sides[0].suitcase
    post(app, key(pygame.K_v), key(pygame.K_ESCAPE))
    assert app.stack.top is scene and scene.dial.seen[4] == 2 and scene.dial.struck == (5,)
    assert sheet.stack is app.stack


def test_every_mark_by_mouse_from_the_small_wheel(app, theme, position):
    scene = table(app, theme, position)
    layout = layout_for(1280, 720)
    post(app, *click(on_dial(layout.wheel, 7, 0.66)))
    sheet = sheet_of(app)
    assert sheet.focus == ("number", 7), "the wedge clicked on the small wheel is the one in focus"
    post(app, *click(on_dial(layout.wheel, 3, 0.66)))
    assert sheet_of(app) is sheet and sheet.focus == ("number", 3), "a second click there moves the focus"
    dial = sheet._sheet(layout).dial
    post(app, *click(on_dial(dial, 2, 0.68)))
    post(app, *click(on_dial(dial, 2, 0.45)))
    post(app, *click(on_dial(dial, 2, 0.88)))
    post(app, *click(on_dial(dial, 4, 0.68), button=3))
    notebook = scene.wheels.notebook(0)
    assert notebook.marks(2) == 1 and notebook.struck == (2, 4) and notebook.guilds == (2,)
    cell = next(rect for rect, item in sheet.hits if item[0] == "cell" and item[2] == 8)
    post(app, *click(cell.center))
    strip = scene.wheels.assistance(scene.view).guards[0]
    assert 8 in scene.wheels.notebook(0).guard_struck(strip.slot, strip.since)
    odds = next(rect for rect, item in sheet.hits if item == ("level", "odds"))
    post(app, *click(odds.center))
    assert scene.wheels.levels[0] == "odds" and scene.wheels.assistance(scene.view).odds is not None
    undo = next(rect for rect, item in sheet.hits if item == ("button", "undo"))
    post(app, *click(undo.center))
    assert 8 not in scene.wheels.notebook(0).guard_struck(strip.slot, strip.since)
    post(app, *click((5, 5)))
    assert app.stack.top is scene, "a click beside the wheel closes it"


def test_notes_take_real_typing_and_paste_and_undo_as_one_mark(app, theme, position, monkeypatch):
    scene = table(app, theme, position)
    monkeypatch.setattr(text_field, "clipboard_text", lambda: " (pasted)")
    post(app, key(pygame.K_w))
    sheet = sheet_of(app)
    field = next(rect for rect, item in sheet.hits if item == ("note", "about_them"))
    post(app, *click(field.center))
    post(app, pygame.event.Event(pygame.TEXTINPUT, text="Zoë holds 7s"),
         key(pygame.K_s, unicode="s"), key(pygame.K_BACKSPACE), key(pygame.K_LEFT), key(pygame.K_DELETE),
         key(pygame.K_END), key(pygame.K_v, pygame.KMOD_LCTRL))
    assert scene.wheels.notebook(0).struck == (), "letters typed in a note are not commands"
    post(app, key(pygame.K_TAB), pygame.event.Event(pygame.TEXTINPUT, text="showed my 4"), key(pygame.K_ESCAPE))
    notebook = scene.wheels.notebook(0)
    assert notebook.about_them == "Zoë holds  (pasted)" and notebook.revealed == "showed my 4"
    post(app, key(pygame.K_z, pygame.KMOD_LCTRL))
    assert scene.wheels.notebook(0).revealed == "" and scene.wheels.notebook(0).about_them == "Zoë holds  (pasted)"


def test_a_reason_clicked_finds_its_answer_in_the_log_and_outlines_it(app, theme, position):
    scene = table(app, theme, position)
    scene.wheels.set_level(0, "facts")
    help_ = scene.wheels.assistance(scene.view)
    clue = suitcase_clues(scene.view, 1)[0]
    n = clue.struck[0]
    assert n in help_.struck and any(why.event == clue.event for why in help_.why[n])
    for _ in range(40):
        scene.scroll_log(1)
    post(app, key(pygame.K_w))
    sheet = sheet_of(app)
    dial = sheet._sheet(layout_for(1280, 720)).dial
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=on_dial(dial, n, 0.68), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=sheet.reasons[0][0].center, rel=(0, 0),
                                     buttons=(0, 0, 0)))
    reason = next(rect for rect, why in sheet.reasons if why.event == clue.event)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=reason.center, button=1), seconds=0.3)
    assert app.stack.top is scene and scene.log_focus == clue.event
    assert any(event == clue.event for _, event in scene.log.rows), "the log scrolled to the answer"


def test_the_small_wheel_says_why_when_pointed_at(app, theme, position):
    scene = table(app, theme, position)
    scene.wheels.set_level(0, "facts")
    scene.wheel_changed()
    n = suitcase_clues(scene.view, 1)[0].struck[0]
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=on_dial(layout_for(1280, 720).wheel, n, 0.66),
                                 rel=(0, 0), buttons=(0, 0, 0)))
    assert scene.wheel_hover == n and "strikes" in scene.wheel_tip(n)
    scene.wheels.set_level(0, "off")
    assert scene.wheel_tip(n) is None, "off is a dry-erase wheel: no reasons, no marks"


def test_the_log_scrolls_by_wheel_drag_and_keys_and_filters_to_the_evidence(app, theme, position):
    scene = table(app, theme, position)
    log = scene.log
    layout = layout_for(1280, 720)
    newest = log.rows[-1][1]
    inside = layout.log.center
    post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)),
         pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3), seconds=0.2)
    assert log.anchor is not None and all(event != newest for _, event in log.rows)
    post(app, key(pygame.K_PAGEDOWN), seconds=0.2)
    assert log.anchor is None and log.rows[-1][1] == newest
    start = (inside[0], inside[1] - 100)
    post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
         *[pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] + k * 20), rel=(0, 20),
                              buttons=(1, 0, 0)) for k in range(1, 8)],
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 140), button=1), seconds=0.2)
    assert log.anchor is not None and scene.log_focus is None, "a drag scrolls and picks no line"
    post(app, *click(log.latest_rect.center), seconds=0.2)
    assert log.anchor is None
    post(app, key(pygame.K_l), seconds=0.2)
    assert log.evidence_only and log.rows
    assert all(is_evidence(event) for _, event in log.rows)
    post(app, *click(log.filter_rect.center), seconds=0.2)
    assert not log.evidence_only


def test_the_assistant_off_draws_no_printed_mark(app, theme, position):
    scene = table(app, theme, position)
    assert scene.wheels.levels == ["off", "off"] and not scene.wheels.aided
    assert scene.dial.auto_struck == () and scene.dial.auto_seen == (0,) * 9
    facts = assist(scene.view, "facts", DECK)
    scene.wheels.set_level(0, "facts")
    scene.wheel_changed()
    assert scene.dial.auto_struck == facts.struck and scene.dial.odds is None


def test_a_resumed_game_keeps_each_wheel_and_its_level(app, theme, position):
    scene = table(app, theme, position)
    post(app, key(pygame.K_w), key(pygame.K_4), key(pygame.K_RETURN), key(pygame.K_s), key(pygame.K_a),
         key(pygame.K_ESCAPE))
    saved, _ = latest_game()
    again = PlayScene(theme, Sounds(muted=True), Settings(animation_speed=20), lambda: None, InlineRunner(),
                      save=lambda s: None, saved=saved)
    assert again.wheels.notebook(0) == scene.wheels.notebook(0)
    assert again.wheels.notebook(0).marks(4) == 1 and again.wheels.notebook(0).struck == (4,)
    assert again.wheels.levels == ["facts", "off"] and again.wheels.aided
    assert again.dial == scene.dial


def test_a_game_played_with_the_assistant_counts_as_aided(app, theme, position, monkeypatch):
    counted = []
    monkeypatch.setattr("game.ui.play.keeping.count_game", lambda *args: counted.append(args))
    scene = table(app, theme, position)
    scene.wheels.set_level(0, "facts")
    session = scene.session
    while not session.over:
        choice = session.state.pending.options[0]
        session.apply_human(choice) if session.human_to_move else session.apply_bot(choice)
        scene.seat.job = None
        scene.refresh()
    assert counted and counted[0][-1] is True
