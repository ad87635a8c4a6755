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

from game.assistant import Why
from game.engine.cards import GUILD, GUILD_NAMES, NUMBERS
from game.engine.view import View
from game.notebook import LEVELS, NOTE_LIMIT, Notebook
from game.text.words import Names, code_text, player_name
from game.ui import keymap
from game.ui.look.layout import Layout, layout_for
from game.ui.look.paint import rounded_box
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.help import HelpOverlay
from game.ui.table.sheet_layout import SheetLayout, sheet_layout
from game.ui.table.wheel import OUTER, Radii, dial_image, marks_image, percent, sector, wedge_at
from game.ui.table.wheels import Wheels
from game.ui.widgets.buttons import draw_button, focus_ring
from game.ui.widgets.text_field import TextField

Item = tuple
"""What the focus or the pointer can be on: ("number", n), ("cell", slot, n), ("note", name),
("level", level), ("button", name)."""
NOTES = (("about_them", "About them"), ("revealed", "What you revealed"))
LEVEL_WORDS = {
    "off": "Off: a dry-erase wheel, yours alone.",
    "facts": "Facts: only what is certain. Counts as an aid.",
    "odds": "Odds: also the exact chances. Counts as an aid.",
}
HOW_TO = "Click the number for / and X, its Code to strike it, its symbol to cross out the guild."


class WheelSheet(Scene):
    """One player's large wheel; changes go straight into their notebook (and the save, through `changed`)."""

    def __init__(self, theme: Theme, wheels: Wheels, view: View, names: Names, changed: Callable[[], None],
                 evidence: Callable[[Why], None], forward: Callable[[pygame.event.Event], None],
                 number: int | None = None) -> None:
        super().__init__()
        self.theme = theme
        self.wheels = wheels
        self.view = view
        self.player = view.viewer
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
        layout = layout_for(*pygame.display.get_surface().get_size())
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
            return layout.side_panel.collidepoint(event.pos) and not (
                event.type == pygame.MOUSEBUTTONDOWN and layout.wheel.collidepoint(event.pos))
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
        self.hits = []
        self._header(surface, layout, sheet)
        self._dial(surface, layout, sheet)
        self._why(surface, layout, sheet)
        self._column(surface, layout, sheet)

    def _header(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        name = player_name(self.player, None, self.names)
        kicker = fonts.text("mono_bold", layout.font(13), f"CYPHER WHEEL · {name.upper()}", p.players[self.player])
        surface.blit(kicker, sheet.header.topleft)
        if self.their_view:
            them = player_name(1 - self.player, None, self.names)
            line = (f"What {them} can know of your Suitcase ({self.view.sides[self.player].suitcase}), at least: "
                    "from the answers you gave and the cards of yours they saw.")
        else:
            line = "Your marks in marker; the assistant's are printed, thin and boxed. Ctrl+Z undoes a mark."
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
            inner, outer = {"symbol": (0.77, 1.0), "number": (0.55, 0.77), "code": (radii.hub / radii.outer, 0.55)}[
                self.band]
            shape = sector(rect.w / 2, radii.outer * inner, radii.outer * outer, self.pointed[1] - 1)
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
                line += " · ruled out as their Suitcase"
            elif help_.odds is not None and any(help_.odds):
                line += f" · {percent(help_.odds[n])} their Suitcase"
            return line
        if item[0] == "cell":
            strip = next((s for s in help_.guards if s.slot == item[1]), None)
            line = f"Their Guard in slot {item[1] + 1} as a {item[2]}"
            if strip is not None and item[2] in strip.struck:
                line += " · ruled out"
            elif strip is not None and strip.odds is not None:
                line += f" · {percent(strip.odds[item[2]])}"
            return line
        return ""

    def _why(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout) -> None:
        p = self.theme.palette
        fonts = self.theme.fonts
        rect = sheet.why
        size = layout.font(13)
        surface.blit(rounded_box(rect.w, rect.h, layout.px(10), p.card_deep, 230, p.line, 255), rect)
        pad = layout.px(10)
        x, y = rect.x + pad, rect.y + layout.px(6)
        width = rect.w - 2 * pad
        surface.blit(fonts.text("semibold", size, fonts.fit("semibold", size, self._subject(self.pointed), width),
                                p.text), (x, y))
        y += sheet.line
        self.reasons = []
        reasons = self._reasons(self.pointed)
        if not reasons:
            quiet = HOW_TO if self.pointed[0] == "number" and not self.their_view else ""
            for line in fonts.wrap("regular", size, quiet, width):
                surface.blit(fonts.text("regular", size, line, p.text_faint), (x, y))
                y += sheet.line
            return
        for i, why in enumerate(reasons):
            link = why.event is not None or bool(why.places)
            lines = fonts.wrap("regular", size, ("› " if link else "") + why.text, width)
            if y + len(lines) * sheet.line > rect.bottom - layout.px(4):
                more = fonts.text("regular", size, f"… and {len(reasons) - i} more", p.text_faint)
                surface.blit(more, (x, y))
                break
            area = Rect(x - layout.px(4), y, width + layout.px(8), len(lines) * sheet.line)
            lit = link and self.pointer is not None and area.collidepoint(self.pointer)
            if lit:
                surface.blit(rounded_box(area.w, area.h, layout.px(4), p.accent, 50), area)
            for line in lines:
                surface.blit(fonts.text("regular", size, line, p.accent if lit else p.text if link else p.text_dim),
                             (x, y))
                y += sheet.line
            if link:
                self.reasons.append((area, why))

    def _column(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout) -> None:
        col = sheet.column
        y = self._assistant(surface, layout, sheet, col.y)
        y = self._guards(surface, layout, sheet, y + sheet.gap)
        y = self._hand(surface, layout, sheet, y + sheet.gap)
        self._notes(surface, layout, sheet, y + sheet.gap)
        self._buttons(surface, layout, sheet)

    def _label(self, surface: pygame.Surface, layout: Layout, text: str, x: int, y: int) -> int:
        label = self.theme.fonts.text("mono_bold", layout.font(12), text, self.theme.palette.text_dim)
        surface.blit(label, (x, y))
        return y + label.get_height() + layout.px(4)

    def _button_at(self, surface: pygame.Surface, layout: Layout, rect: Rect, item: Item, label: str,
                   on: bool = False) -> None:
        lit = on or item == self.focus or (self.pointer is not None and rect.collidepoint(self.pointer))
        draw_button(surface, self.theme, layout, rect, label, True, lit, size=12)
        if item == self.focus:
            focus_ring(surface, self.theme, layout, rect, round_=True)
        self.hits.append((rect, item))

    def _assistant(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout, y: int) -> int:
        col = sheet.column
        y = self._label(surface, layout, "ASSISTANT · A", col.x, y)
        level = self.wheels.levels[self.player]
        w = (col.w - 2 * sheet.gap) // 3
        for i, choice in enumerate(LEVELS):
            rect = Rect(col.x + i * (w + sheet.gap), y, w, sheet.row)
            self._button_at(surface, layout, rect, ("level", choice), choice.capitalize(), choice == level)
        y += sheet.row + layout.px(4)
        fonts = self.theme.fonts
        text = fonts.fit("regular", layout.font(12), LEVEL_WORDS[level], col.w)
        surface.blit(fonts.text("regular", layout.font(12), text, self.theme.palette.text_faint), (col.x, y))
        y += fonts.line_height("regular", layout.font(12)) + layout.px(6)
        rect = Rect(col.x, y, col.w, sheet.row)
        self._button_at(surface, layout, rect, ("button", "their_view"), "Their view of your Suitcase · V",
                        self.their_view)
        return rect.bottom

    def _guards(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout, y: int) -> int:
        p = self.theme.palette
        fonts = self.theme.fonts
        col = sheet.column
        y = self._label(surface, layout, "THEIR FACE-DOWN GUARDS", col.x, y)
        strips = self.wheels.assistance(self.view).guards
        if not strips:
            surface.blit(fonts.text("regular", layout.font(12), "None you cannot place.", p.text_faint), (col.x, y))
            return y + fonts.line_height("regular", layout.font(12))
        label_w = layout.px(48)
        cell = min(sheet.row, (col.w - label_w) // 9 - layout.px(3))
        small = layout.font(12)
        ink = p.players[self.player]
        for strip in strips:
            surface.blit(fonts.text("semibold", layout.font(12), f"Slot {strip.slot + 1}", p.text_dim),
                         (col.x, y + (cell - fonts.line_height("semibold", layout.font(12))) // 2))
            mine = self.notebook.guard_struck(strip.slot, strip.since)
            for n in NUMBERS:
                rect = Rect(col.x + label_w + (n - 1) * (cell + layout.px(3)), y, cell, cell)
                auto = n in strip.struck
                surface.blit(rounded_box(rect.w, rect.h, layout.px(5), p.felt if auto else p.felt_light, 255,
                                         p.line, 255), rect)
                text = fonts.text("mono_bold", layout.font(14), str(n), p.text_faint if auto else p.text)
                surface.blit(text, text.get_rect(center=rect.center))
                if auto:
                    pygame.draw.line(surface, p.text_dim, (rect.x + layout.px(4), rect.centery),
                                     (rect.right - layout.px(4), rect.centery), 1)
                if n in mine:
                    pygame.draw.line(surface, ink, (rect.x + layout.px(3), rect.bottom - layout.px(6)),
                                     (rect.right - layout.px(3), rect.y + layout.px(6)), max(2, layout.px(3)))
                if strip.odds is not None and strip.odds[n] > 0:
                    odds = fonts.text("mono", small, percent(strip.odds[n]), p.text_dim)
                    surface.blit(odds, odds.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(1))))
                item = ("cell", strip.slot, n)
                if item == self.focus:
                    focus_ring(surface, self.theme, layout, rect.inflate(-layout.px(6), -layout.px(6)))
                self.hits.append((rect, item))
            y += cell + layout.px(6) + (fonts.line_height("mono", small) if strip.odds is not None else 0)
        return y

    def _hand(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout, y: int) -> int:
        hand = self.wheels.assistance(self.view).hand
        if not hand or self.their_view:
            return y - sheet.gap
        p = self.theme.palette
        fonts = self.theme.fonts
        col = sheet.column
        y = self._label(surface, layout, "YOUR HAND · UNGUARDED MATCH IF IT ENDED NOW", col.x, y)
        for n, chance in hand:
            name = fonts.text("regular", layout.font(13), f"{self.wheels.deck.card(n).name} ({n})", p.text)
            surface.blit(name, (col.x, y))
            odds = fonts.text("mono_bold", layout.font(13), percent(chance) if chance else "0%", p.text)
            surface.blit(odds, odds.get_rect(topright=(col.right, y)))
            y += fonts.line_height("regular", layout.font(13))
        return y

    def _notes(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout, y: int) -> None:
        col = sheet.column
        bottom = col.bottom - sheet.row - sheet.gap
        for name, label in NOTES:
            y = self._label(surface, layout, label.upper(), col.x, y)
            rect = Rect(col.x, y, col.w, sheet.row + layout.px(4))
            if rect.bottom > bottom:
                return
            self.fields[name].draw(surface, self.theme, layout, rect, self.focus == ("note", name))
            self.hits.append((rect, ("note", name)))
            y = rect.bottom + layout.px(6)

    def _buttons(self, surface: pygame.Surface, layout: Layout, sheet: SheetLayout) -> None:
        col = sheet.column
        labels = (("undo", "Undo · Ctrl+Z"), ("redo", "Redo · Ctrl+Y"), ("close", "Close · W"))
        w = (col.w - 2 * sheet.gap) // 3
        for i, (name, label) in enumerate(labels):
            rect = Rect(col.x + i * (w + sheet.gap), col.bottom - sheet.row, w, sheet.row)
            self._button_at(surface, layout, rect, ("button", name), label)
