"""One keymap for menus and table: what each key means, and the F1 overlay that lists it."""

import pygame

from game.text import key_help
from game.ui import keymap
from game.ui.look.theme import Theme
from game.ui.scenes.help import HelpOverlay


def press(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def test_keys_give_their_commands():
    assert keymap.command_for(press(pygame.K_TAB)) == keymap.NEXT
    assert keymap.command_for(press(pygame.K_TAB, pygame.KMOD_LSHIFT)) == keymap.PREVIOUS
    assert keymap.command_for(press(pygame.K_RIGHT)) == keymap.NEXT
    assert keymap.command_for(press(pygame.K_UP)) == keymap.PREVIOUS
    assert keymap.command_for(press(pygame.K_RETURN)) == keymap.ACTIVATE
    assert keymap.command_for(press(pygame.K_ESCAPE)) == keymap.BACK
    assert keymap.command_for(press(pygame.K_y)) == keymap.YES
    assert keymap.command_for(press(pygame.K_n)) == keymap.NO
    assert keymap.command_for(press(pygame.K_F1)) == keymap.HELP
    assert keymap.command_for(press(pygame.K_h)) == keymap.HINT
    assert keymap.command_for(press(pygame.K_u)) == keymap.UNDO
    assert keymap.command_for(press(pygame.K_z, pygame.KMOD_LCTRL)) == keymap.UNDO
    assert keymap.command_for(press(pygame.K_z)) is None
    assert keymap.command_for(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=1)) is None


def test_digits_name_numbers():
    for n in range(1, 10):
        for key in (pygame.K_0 + n, pygame.K_KP1 + n - 1):
            event = press(key)
            assert keymap.command_for(event) == keymap.NUMBER and keymap.number_of(event) == n
    assert keymap.number_of(press(pygame.K_0)) is None


def test_no_key_means_two_things():
    seen = {}
    for binding in keymap.BINDINGS:
        for key in binding.keys:
            variant = (key, binding.shift, binding.ctrl)
            assert variant not in seen, f"{pygame.key.name(key)} is bound twice"
            seen[variant] = binding.command
        assert binding.names and binding.meaning


def test_f1_lists_every_binding(screen, monkeypatch):
    theme = Theme.create()
    drawn = []
    original = theme.fonts.text
    monkeypatch.setattr(theme.fonts, "text", lambda face, size, text, colour: drawn.append(text)
                        or original(face, size, text, colour))
    HelpOverlay(theme).draw(screen)
    for binding in keymap.BINDINGS:
        assert binding.names in drawn
    for name, _ in key_help.MOUSE_HELP:
        assert name in drawn
