"""The large Cypher Wheel over the table: marks by hand, the assistant, the Guard strips and the notes.

W or a click on the small wheel opens it; the side panel stays in view, so
the log can be read and scrolled while marking. Every mark is made by mouse
or by key (F1 lists them) and undone with Ctrl+Z or U; the notes take real
typing. Pointing at a number or a Guard's number shows the assistant's
reasons under the dial; a click on a reason (or E) closes the wheel and
finds it in the log, its cards outlined on the table.
"""

from __future__ import annotations

from typing import Callable

import pygame
from pygame import Rect

from game.engine.cards import GUILD, GUILD_NAMES, NUMBERS
from game.engine.view import View
from game.text import wheel_words
from game.text.words import Names, code_text, player_name
from game.ui import keymap
from game.ui.look.layout import Layout, layout_for
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.help import HelpOverlay
from game.ui.table.sheet_layout import SheetLayout, sheet_layout
from game.ui.table.sheet_paint import Item, SheetPaint
from game.ui.table.wheel import OUTER, Radii, band_span, dial_image, marks_image, percent, sector, wedge_at
from game.ui.table.wheels import Wheels
from game.ui.widgets.text_field import TextField
from game.wheel.assistant import Why
from game.wheel.levels import LEVELS
from game.wheel.notebook import NOTE_LIMIT, Notebook

NOTES = (("about_them", "About them"), ("revealed", "What you revealed"))


class WheelSheet(Scene):
    """One player's large wheel; changes go straight into their notebook (and the save, through `changed`)."""

    def __init__(self, theme: Theme, wheels: Wheels, view: View, names: Names, changed: Callable[[], None],
                 evidence: Callable[[Why], None], forward: Callable[[pygame.event.Event], None],
                 number: int | None = None) -> None:
        super().__init__()
        self.theme = theme
        self.wheels = wheels
        self.view = view
        self.player = view.seat()
        self.names = names
        self.changed = changed
        self.evidence = evidence
        self.forward = forward
        """Hands events for the side panel (the log's scrolling and clicks) to the table."""
        self.focus: Item = ("number", number or 1)
        self.pointed: Item = self.focus
        """The item whose reasons show under the dial: the last one pointed at or moved to."""
        self.band: str | None = None
        self.pointer: tuple[int, int] | None = None
        notebook = self.notebook
        self.fields = {name: TextField(getattr(notebook, name), NOTE_LIMIT) for name, _ in NOTES}
        self.hits: list[tuple[Rect, Item]] = []
        self.reasons: list[tuple[Rect, Why]] = []

    def covers(self) -> bool:
        return False

    @property
    def notebook(self) -> Notebook:
        return self.wheels.notebook(self.player)

    @property
    def their_view(self) -> bool:
        return self.wheels.their_view[self.player]

    def close(self) -> None:
        self._commit()
        if self.stack.top is self:
            self.stack.pop()

    # ----- what can be focused ---------------------------------------------------------

    def items(self) -> list[Item]:
        """Every item in keyboard order."""
        out: list[Item] = [("number", n) for n in NUMBERS]
        for strip in self.wheels.assistance(self.view).guards:
            out += [("cell", strip.slot, n) for n in NUMBERS]
        out += [("note", name) for name, _ in NOTES]
        out += [("level", level) for level in LEVELS]
        out += [("button", name) for name in ("their_view", "undo", "redo", "close")]
        return out

    def _move(self, step: int) -> None:
        items = self.items()
        at = items.index(self.focus) if self.focus in items else 0
        self._focus(items[(at + step) % len(items)])

    def _focus(self, item: Item) -> None:
        if item != self.focus:
            self._commit()
        self.focus = self.pointed = item
        self.dirty = True

    # ----- marks --------------------------------------------------------------------

    def _edit(self, notebook: Notebook) -> None:
        if self.wheels.edits[self.player].change(notebook):
            self.changed()
        self.dirty = True

    def _commit(self) -> None:
        """A note being edited goes into the notebook (one edit, whatever was typed)."""
        if self.focus[0] == "note":
            self._edit(self.notebook.write(**{self.focus[1]: self.fields[self.focus[1]].text}))

    def _since(self, slot: int) -> int:
        return next(s.since for s in self.wheels.assistance(self.view).guards if s.slot == slot)

    def _act(self, item: Item, band: str = "number") -> None:
        """What a click or Enter does on an item (`band`: where on the dial the click landed)."""
        kind = item[0]
        notebook = self.notebook
        if kind == "number" and not self.their_view:
            n = item[1]
            edit = {"symbol": notebook.cross_guild, "code": notebook.strike}.get(band, notebook.cycle_seen)
            self._edit(edit(n))
        elif kind == "cell":
            self._edit(notebook.strike_guard(item[1], self._since(item[1]), item[2]))
        elif kind == "level":
            self.wheels.set_level(self.player, item[1])
            self.changed()
        elif kind == "button":
            self._button(item[1])
        self.dirty = True

    def _strike(self) -> None:
        if self.focus[0] in ("number", "cell"):
            self._act(self.focus, "code")

    def _button(self, name: str) -> None:
        if name == "their_view":
            self.wheels.their_view[self.player] = not self.their_view
            self.changed()
        elif name == "undo":
            self._commit()
            if self.wheels.edits[self.player].undo():
                self._reload_fields()
                self.changed()
        elif name == "redo":
            if self.wheels.edits[self.player].redo():
                self._reload_fields()
                self.changed()
        elif name == "close":
            self.close()

    def _reload_fields(self) -> None:
        for name, field in self.fields.items():
            field.text = getattr(self.notebook, name)
            field.cursor = len(field.text)

    def _show_reason(self, why: Why) -> None:
        self.close()
        self.evidence(why)

    # ----- input --------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        screen = pygame.display.get_surface()
        if screen is None:
            return
        layout = layout_for(*screen.get_size())
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
            self.dirty = True
            return
        if self._for_panel(event, layout):
            self.forward(event)
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN or event.type == pygame.TEXTINPUT:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self._point(event.pos, layout)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._click(event.pos, event.button, layout)

    def _for_panel(self, event: pygame.event.Event, layout: Layout) -> bool:
        """Mouse events over the side panel, and the log's keys, belong to the table below."""
        if event.type == pygame.MOUSEWHEEL:
            return self.pointer is not None and layout.side_panel.collidepoint(self.pointer)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if event.type == pygame.MOUSEMOTION:
                self.pointer = event.pos
            return layout.side_panel.collidepoint(event.pos)
        if self.focus[0] == "note":
            return False
        return keymap.command_for(event) in (keymap.LOG_BACK, keymap.LOG_ON, keymap.LOG_FILTER)

    def _key(self, event: pygame.event.Event) -> None:
        command = keymap.command_for(event)
        ctrl = bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if self.focus[0] == "note":
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER):
                self._move(-1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else 1)
            elif command == keymap.BACK:
                self._focus(("number", 1))
            elif command in (keymap.UNDO, keymap.REDO) and ctrl:
                self._button(command)
            elif self.fields[self.focus[1]].handle_event(event):
                self.dirty = True
            return
        if event.type != pygame.KEYDOWN:
            return
        if command == keymap.NUMBER:
            n = keymap.number_of(event)
            self._focus(("cell", self.focus[1], n) if self.focus[0] == "cell" else ("number", n))
        elif command in (keymap.NEXT, keymap.PREVIOUS):
            self._move(1 if command == keymap.NEXT else -1)
        elif command == keymap.ACTIVATE:
            self._act(self.focus)
        elif command == keymap.STRIKE:
            self._strike()
        elif command == keymap.GUILD and self.focus[0] == "number":
            self._act(self.focus, "symbol")
        elif command == keymap.ASSIST:
            self.wheels.next_level(self.player)
            self.changed()
        elif command == keymap.THEIR_VIEW:
            self._button("their_view")
        elif command in (keymap.UNDO, keymap.REDO):
            self._button(command)
        elif command == keymap.EVIDENCE:
            why = next((w for w in self._reasons(self.pointed) if w.event is not None or w.places), None)
            if why is not None:
                self._show_reason(why)
        elif command in (keymap.WHEEL, keymap.BACK):
            self.close()
        elif command == keymap.HELP:
            self.stack.push(HelpOverlay(self.theme))
        self.dirty = True

    def _hit(self, pos: tuple[int, int], layout: Layout) -> tuple[Item, str] | None:
        sheet = self._sheet(layout)
        dial = sheet.dial
        on_dial = wedge_at(dial.center, dial.w, pos)
        if on_dial is not None:
            return ("number", on_dial[0]), on_dial[1]
        item = next((item for rect, item in self.hits if rect.collidepoint(pos)), None)
        return (item, "number") if item is not None else None

    def _point(self, pos: tuple[int, int], layout: Layout) -> None:
        hit = self._hit(pos, layout)
        band = hit[1] if hit is not None and hit[0][0] == "number" else None
        if hit is not None and hit[0][0] in ("number", "cell") and hit[0] != self.pointed:
            self.pointed = hit[0]
            self.dirty = True
        if band != self.band:
            self.band = band
            self.dirty = True
        if any(rect.collidepoint(pos) for rect, _ in self.reasons) or any(
                rect.collidepoint(pos) for rect, _ in self.hits):
            self.dirty = True

    def _click(self, pos: tuple[int, int], button: int, layout: Layout) -> None:
        reason = next((why for rect, why in self.reasons if rect.collidepoint(pos)), None)
        if reason is not None:
            self._show_reason(reason)
            return
        hit = self._hit(pos, layout)
        if hit is None:
            if not self._sheet(layout).frame.collidepoint(pos):
                self.close()
            return
        item, band = hit
        self._focus(item)
        if item[0] != "note":
            self._act(item, "code" if button == 3 else band)

    # ----- drawing ------------------------------------------------------------------

    def _sheet(self, layout: Layout) -> SheetLayout:
        return sheet_layout(layout, self.theme.fonts.line_height("regular", layout.font(13)))

    def draw(self, surface: pygame.Surface) -> None:
        layout = layout_for(*surface.get_size())
        sheet = self._sheet(layout)
        p = self.theme.palette
        surface.blit(rounded_box(layout.table.w, layout.table.h, 0, p.felt, 200), layout.table)
        frame = sheet.frame
        surface.blit(rounded_box(frame.w, frame.h, layout.px(16), p.box, 248, p.players[self.player], 200,
                                 max(1, layout.px(1.5))), frame)
        self._header(surface, layout, sheet)
        self._dial(surface, layout, sheet)
        paint = SheetPaint(self.theme, layout, sheet, self.focus, self.pointer)
        quiet = wheel_words.HOW_TO if self.pointed[0] == "number" and not self.their_view else ""
        self.reasons = paint.why(surface, self._subject(self.pointed), self._reasons(self.pointed), quiet)
        help_ = self.wheels.assistance(self.view)
        y = paint.assistant(surface, self.wheels.levels[self.player], self.their_view)
        y = paint.guards(surface, help_.guards, self.notebook, self.player, y + sheet.gap)
        if not self.their_view:
            y = paint.hand(surface, help_.hand, self.wheels.deck, y + sheet.gap)
        paint.notes(surface, self.fields, NOTES, y + sheet.gap)
        paint.buttons(surface)
        self.hits = paint.hits

    def _header(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        name = player_name(self.player, None, self.names)
        kicker = fonts.text("mono_bold", layout.font(13), f"CYPHER WHEEL · {name.upper()}", p.players[self.player])
        surface.blit(kicker, sheet.header.topleft)
        if self.their_view:
            them = player_name(1 - self.player, None, self.names)
            line = wheel_words.their_view_line(them, self.view.sides[self.player].suitcase)
        else:
            line = wheel_words.OWN_VIEW_LINE
        text = fonts.fit("regular", layout.font(13), line, sheet.header.w)
        surface.blit(fonts.text("regular", layout.font(13), text, p.text_dim),
                     (sheet.header.x, sheet.header.y + kicker.get_height() + layout.px(2)))

    def _dial(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout) -> None:
        p = self.theme.palette
        rect = sheet.dial
        dial = self.wheels.dial(self.view)
        surface.blit(dial_image(self.theme, rect.w, True, True), rect)
        surface.blit(marks_image(self.theme, rect.w, dial, True), rect)
        radii = Radii(rect.w, True)
        if self.band is not None and self.pointed[0] == "number" and not self.their_view:
            shape = sector(rect.w / 2, *band_span(radii, self.band), self.pointed[1] - 1)
            band = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.polygon(band, (*p.accent, 60), shape)
            surface.blit(band, rect)
        if self.focus[0] == "number":
            shape = [(x + rect.x, y + rect.y) for x, y in sector(rect.w / 2, radii.hub - layout.px(2),
                                                                  rect.w * OUTER + layout.px(2), self.focus[1] - 1)]
            pygame.draw.polygon(surface, p.text, shape, max(2, layout.px(2.5)))

    def _reasons(self, item: Item) -> tuple[Why, ...]:
        if item[0] == "number":
            if self.their_view:
                return self.wheels.exposure(self.view).why[item[1]]
            return self.wheels.assistance(self.view).why[item[1]]
        if item[0] == "cell":
            strip = next((s for s in self.wheels.assistance(self.view).guards if s.slot == item[1]), None)
            return strip.why[item[2]] if strip is not None else ()
        return ()

    def _subject(self, item: Item) -> str:
        """The first line under the dial: what the pointed item is, and its odds."""
        help_ = self.wheels.assistance(self.view)
        if item[0] == "number":
            n = item[1]
            line = f"{n} · {GUILD_NAMES[GUILD[n]]} · Code {code_text(n)}"
            if self.their_view:
                return line + (" · your Suitcase" if n == self.view.sides[self.player].suitcase else "")
            if n in help_.struck:
                line += wheel_words.RULED_OUT_AS_SUITCASE
            elif help_.odds is not None and any(help_.odds):
                line += f" · {percent(help_.odds[n])} their Suitcase"
            return line
        if item[0] == "cell":
            strip = next((s for s in help_.guards if s.slot == item[1]), None)
            line = wheel_words.guard_cell_subject(item[1], item[2])
            if strip is not None and item[2] in strip.struck:
                line += " · ruled out"
            elif strip is not None and strip.odds is not None:
                line += f" · {percent(strip.odds[item[2]])}"
            return line
        return ""

