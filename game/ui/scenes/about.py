"""About: the version, the unofficial-fan-implementation notice, and the licences of every shipped asset."""

from __future__ import annotations

import pygame
from pygame import Rect

from game import __version__
from game.resources import resource_path
from game.text import screens as say
from game.text.about import CODE_LICENCE, MADE_WITH, NOTICE, licence_groups, licence_notes, licence_table
from game.ui.look.layout import Layout
from game.ui.look.theme import Theme
from game.ui.scenes.screen import MenuScreen
from game.ui.widgets.text_column import Styled, TextColumn

PAGE_WIDTH = 860
"""The widest the text runs at scale 1."""


class AboutScreen(MenuScreen):
    """One scrolling page of facts about the game and what ships with it."""

    kicker = say.ABOUT.kicker
    title = say.ABOUT.title
    keys = say.ABOUT.keys

    def __init__(self, theme: Theme) -> None:
        super().__init__(theme)
        self.licences = resource_path("assets", "LICENSES.md").read_text(encoding="utf-8")
        self.column = TextColumn()

    def handle(self, event: pygame.event.Event, command: str | None) -> bool:
        return self.column.pane.command(command) or self.column.pane.handle_event(event)

    def paragraphs(self) -> list[Styled]:
        p = self.theme.palette
        page = [Styled(f"Version {__version__}", p.accent, "mono_bold", 14),
                Styled(NOTICE, p.text, space=10), Styled(MADE_WITH, p.text_dim, space=8),
                Styled(CODE_LICENCE, p.text_dim, space=8),
                Styled(say.SHIPPED_ASSETS, p.text, "bold", 18, 22)]
        for files, asset in licence_groups(licence_table(self.licences)):
            page += [Styled(", ".join(files), p.text, "semibold", 14, 12),
                     Styled(asset.licence, p.accent, size=14),
                     Styled(f"{asset.author} · {asset.source}", p.text_dim, size=13)]
        page += [Styled(note, p.text_dim, size=13, space=14) for note in licence_notes(self.licences)]
        return page

    def draw_body(self, surface: pygame.Surface, layout: Layout, body: Rect) -> None:
        area = Rect(body.x, body.y, min(body.w, layout.px(PAGE_WIDTH)), body.h)
        self.column.draw(surface, self.theme, layout, area, self.paragraphs())
