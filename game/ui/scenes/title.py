"""The title screen: the game's name and a menu driven by keyboard or mouse."""

from __future__ import annotations

import math
import random
from typing import Callable

import pygame
from pygame import Rect

from game import __version__
from game.decks.deck import load_ready_deck
from game.decks.specs import deck_source
from game.online_client.kept_seat import seat_path
from game.session.game_choices import GameChoices
from game.storage.notices import take
from game.storage.saves import Resumed, games_in_progress
from game.storage.settings import load_settings
from game.text import screens as say
from game.text.in_progress_words import games_in_progress_label
from game.text.online_words import PLAY_ONLINE
from game.ui import keymap
from game.ui.look.layout import Layout, screen_layout_for
from game.ui.look.theme import Theme
from game.ui.scene import Scene
from game.ui.scenes.about import AboutScreen
from game.ui.scenes.deck_builder import DeckBuilder
from game.ui.scenes.demo import DemoGame, DemoScene
from game.ui.scenes.gallery import CardGallery
from game.ui.scenes.games_in_progress import GamesInProgress
from game.ui.scenes.help import HelpOverlay
from game.ui.scenes.hotseat_setup import HotseatChoice, HotseatSetup
from game.ui.scenes.new_game import NewGame
from game.ui.scenes.replay_list import WatchList
from game.ui.scenes.replay_viewer import ReplayViewer
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_screen import SettingsScreen
from game.ui.scenes.statistics_screen import StatisticsScreen
from game.ui.sound import Sounds
from game.ui.table.felt import felt_base
from game.ui.widgets.menu import Menu, MenuItem
from game.ui.widgets.pieces import card_sprite

FAN = (None, 5, 9, 1, None)
"""The cards fanned beside the title: backs and one card of each guild."""


NOTICE_LINES = 5
"""At most this many lines under the title's menu."""


def take_told(title: "TitleScene") -> bool:
    """Move the notices told since the last look under the title's menu; whether there were any."""
    told = [line for line in take() if line not in title.told]
    title.told.extend(told)
    return bool(told)


def welcome_items(title: "TitleScene", learn: Callable[[], Scene],
                  chosen_game: Callable[[GameChoices], Scene]) -> list[MenuItem]:
    """A first launch's menu head: Learn to play, then a game against Easy."""
    return [MenuItem("Learn to play", lambda: title.stack.push(learn())),
            MenuItem("Play against Easy", lambda: title.stack.push(chosen_game(GameChoices(opponent="easy"))))]


class TitleScene(Scene):
    """The game's name, a fan of cards and the menu."""

    def __init__(self, theme: Theme, sounds: Sounds, new_game: Callable[[], Scene] | None = None,
                 new_hotseat: Callable[[HotseatChoice], Scene] | None = None,
                 continue_game: Callable[[], Scene | None] | None = None,
                 chosen_game: Callable[[GameChoices], Scene] | None = None,
                 learn: Callable[[], Scene] | None = None, welcome: bool = False,
                 online: Callable[[], Scene] | None = None,
                 seat_saved: Callable[[Resumed], Scene] | None = None) -> None:
        super().__init__()
        self.theme = theme
        self.sounds = sounds
        self.continue_game = continue_game
        self.seat_saved = seat_saved
        """Seats a game chosen in Games in progress (None: the title offers no such list)."""
        self.saved_count = 0
        """Games in progress, as last counted."""
        self.notice = ""
        """Said under the menu when Continue found nothing to continue."""
        self.told: list[str] = []
        """Notices about the player's files (a save set aside...), said under the menu until the next input."""
        self.welcome = welcome
        self.said: list[str] = []
        """The lines under the menu as last drawn."""
        """A first launch: a short welcome, and Learn to play then a game against Easy head the menu."""
        items: list[MenuItem] = []
        if welcome and learn is not None and chosen_game is not None:
            items += welcome_items(self, learn, chosen_game)
            learn = None
        if chosen_game is not None:
            items.append(MenuItem("New game", lambda: self.stack.push(NewGame(self.theme, chosen_game))))
        elif new_game is not None:
            items.append(MenuItem(say.PLAY_THE_COMPUTER, lambda: self.stack.push(new_game())))
        if new_hotseat is not None:
            items.append(MenuItem(say.TWO_AT_ONE_SCREEN,
                                  lambda: self.stack.push(HotseatSetup(self.theme, new_hotseat))))
        if online is not None:
            items.append(MenuItem(PLAY_ONLINE, lambda: self.stack.push(online())))
        if learn is not None:
            items.append(MenuItem("Learn to play", lambda: self.stack.push(learn())))
        others = [MenuItem("Decks", lambda: self.stack.push(DeckBuilder(self.theme)))] if chosen_game else []
        self.screens = (
            *others,
            MenuItem("Demo", self._watch_demo),
            MenuItem("Replays", self._watch_again),
            MenuItem("Rules", lambda: self.stack.push(RulesScene(self.theme))),
            MenuItem("Cards", lambda: self.stack.push(CardGallery(self.theme))),
            MenuItem("Statistics", lambda: self.stack.push(StatisticsScreen(self.theme))),
            MenuItem("Settings", lambda: self.stack.push(SettingsScreen(self.theme, self.sounds, load_settings()))),
            MenuItem("About", lambda: self.stack.push(AboutScreen(self.theme))),
            MenuItem("Quit", self._quit),
        )
        """The deck builder, games to watch, the screens about the game, and Quit: drawn smaller, three
        to a row, under the ways into a game."""
        self.items = tuple(items) + self.screens
        self.menu = Menu(self.items)
        self.offers = (False, False)
        """Continue, and Games in progress, as the menu last offered them."""

    def _offer_continue(self) -> None:
        """Continue heads the menu while a game is saved in progress (or a seat at a game online is kept),
        and Games in progress follows it while more than one game could be continued (checked whenever the
        title shows)."""
        self.saved_count = len(games_in_progress())
        online = seat_path().exists()
        offers = (self.continue_game is not None and (self.saved_count > 0 or online),
                  self.seat_saved is not None and self.saved_count > 0 and self.saved_count + online > 1)
        if offers != self.offers:
            self.offers = offers
            head = (MenuItem("Continue", self._continue),) if offers[0] else ()
            listed = (MenuItem(lambda: games_in_progress_label(self.saved_count), self._list_games),)
            self.menu = Menu(head + (listed if offers[1] else ()) + self.items)

    def _list_games(self) -> None:
        assert self.seat_saved is not None
        self.notice = ""
        self.stack.push(GamesInProgress(self.theme, self.seat_saved))

    def _continue(self) -> None:
        scene = self.continue_game() if self.continue_game is not None else None
        if scene is None:
            self.notice = "" if self.told or take_told(self) else say.NOTHING_TO_CONTINUE
        else:
            self.notice = ""
            self.stack.push(scene)

    def _watch_demo(self) -> None:
        game = DemoGame(deck_source("citrine"), "standard", ("random", "random"), random.randrange(1 << 30))
        self.stack.push(DemoScene(self.theme, self.sounds, game))

    def _watch_again(self) -> None:
        """The finished and shared games, each opening in the replay viewer (its review starts its own worker)."""
        from game.ui.scenes.review_screen import review_from

        review = review_from(self.theme, self.sounds, None, 1.0)
        self.stack.push(WatchList(self.theme, lambda watched: ReplayViewer(self.theme, self.sounds, watched,
                                                                           review=review)))

    def _quit(self) -> None:
        self.stack.clear()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.told and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.told = []
            self.dirty = True
        command = keymap.command_for(event)
        if command == keymap.BACK:
            self._quit()
        elif command == keymap.HELP:
            self.stack.push(HelpOverlay(self.theme))
        elif self.menu.handle_event(event):
            self.dirty = True
        elif event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.WINDOWEXPOSED):
            self.dirty = True

    def lines_under_menu(self) -> list[str]:
        """What the title says under its menu: the welcome, the notices about files, Continue's answer."""
        take_told(self)
        welcome = [say.WELCOME] if self.welcome else []
        return welcome + self.told + ([self.notice] if self.notice else [])

    def draw(self, surface: pygame.Surface) -> None:
        self._offer_continue()
        width, height = surface.get_size()
        layout = screen_layout_for(width, height)
        p = self.theme.palette
        fonts = self.theme.fonts
        surface.blit(felt_base((width, height), p, False), (0, 0))
        emblem = self.theme.art.emblem(round(height * 0.9)).copy()
        emblem.set_alpha(34)
        surface.blit(emblem, emblem.get_rect(center=(round(width * 0.72), height // 2)))
        self._fan(surface, layout, (round(width * 0.72), round(height * 0.52)))

        left = round(width * 0.09)
        self.said = self._notice_lines(layout, width, left)
        need = self._column_height(layout, left)
        if need > height:  # a large UI scale on a small window: the column shrinks to fit over the footer
            layout = layout.shrunk(height / need)
            self.said = self._notice_lines(layout, width, left)
        kicker = fonts.text("mono_bold", layout.font(14), "INTELLEXIA · NIGHT SHIFT", p.accent)
        words = [fonts.text("bold", layout.font(60), word, p.text) for word in ("CLASSIFIED", "INFORMATION")]
        tagline = fonts.text("regular", layout.font(17), say.TAGLINE, p.text_dim)
        rects = self._menu_rects(layout, left)
        y = max(layout.px(20), min(round(height * 0.2), height - self._column_height(layout, left) + layout.px(20)))
        surface.blit(kicker, (left, y))
        y += kicker.get_height() + layout.px(10)
        for word in words:
            surface.blit(word, (left, y))
            y += round(word.get_height() * 0.92)
        pygame.draw.line(surface, p.accent, (left, y + layout.px(8)), (left + layout.px(120), y + layout.px(8)),
                         layout.px(3))
        y += layout.px(26)
        surface.blit(tagline, (left, y))
        y += tagline.get_height() + layout.px(32)
        self.menu.draw_in(surface, self.theme, layout, [rect.move(0, y) for rect in rects], 16)
        bottom = y + rects[-1].bottom
        y = bottom + layout.px(12)
        for line in self.said:
            surface.blit(fonts.text("semibold", layout.font(14), line, p.text_dim), (left, y))
            y += fonts.line_height("semibold", layout.font(14))

        footer = fonts.text("regular", layout.font(12),
                            say.title_footer(__version__),
                            p.text_faint)
        surface.blit(footer, (left, height - layout.px(28) - footer.get_height() // 2))

    def _notice_lines(self, layout: Layout, width: int, left: int) -> list[str]:
        """The lines under the menu (welcome, notices, Continue's answer), wrapped beside the fan of cards,
        at most NOTICE_LINES: the rest is cut short so the menu and the footer stay clear."""
        fonts = self.theme.fonts
        size = layout.font(14)
        room = round(width * 0.58) - left
        wrapped = [fonts.fit("semibold", size, line[:200], room)  # a word too long for a line is cut
                   for text in self.lines_under_menu() for line in fonts.wrap("semibold", size, text, room)]
        if len(wrapped) > NOTICE_LINES:
            rest = " ".join(wrapped[NOTICE_LINES - 1:])[:200]
            wrapped[NOTICE_LINES - 1:] = [fonts.fit("semibold", size, rest + "…", room)]
        return wrapped

    def _column_height(self, layout: Layout, left: int) -> int:
        """The height the heading, the menu and the notice need, with the margin above and the footer's
        room below."""
        fonts = self.theme.fonts
        heading_h = (fonts.line_height("mono_bold", layout.font(14)) + layout.px(10)
                     + 2 * round(fonts.line_height("bold", layout.font(60)) * 0.92)
                     + layout.px(26) + fonts.line_height("regular", layout.font(17)) + layout.px(32))
        notice_h = layout.px(12) + len(self.said) * fonts.line_height("semibold", layout.font(14)) if self.said else 0
        return layout.px(20) + heading_h + self._menu_rects(layout, left)[-1].bottom + notice_h + layout.px(64)

    def _menu_rects(self, layout: Layout, left: int) -> list[Rect]:
        """The ways into a game in a column, the other entries (Deck builder to Quit) three to a row below."""
        gap = layout.px(10)
        fonts = self.theme.fonts
        small = self.menu.items[len(self.menu.items) - len(self.screens):]
        label_w = max((fonts.font("semibold", layout.font(16)).size(item.text())[0] for item in small), default=0)
        arrow_w = fonts.font("bold", layout.font(16)).size("›")[0] + layout.px(4)
        inset = min(layout.px(26), layout.px(34) // 2)
        width = max(layout.px(340), 3 * (label_w + 2 * inset + arrow_w) + 2 * gap)
        rects = []
        y = 0
        for _ in range(len(self.menu.items) - len(self.screens)):
            rects.append(Rect(left, y, width, layout.px(44)))
            y += rects[-1].h + gap
        y += layout.px(6)
        third = (width - 2 * gap) // 3
        for i in range(len(self.screens)):
            row, column = divmod(i, 3)
            rects.append(Rect(left + column * (third + gap), y + row * (layout.px(34) + layout.px(8)), third,
                              layout.px(34)))
        return rects

    def _fan(self, surface: pygame.Surface, layout: Layout, centre: tuple[int, int]) -> None:
        """Five cards fanned like a hand: backs at the ends, a Sentinel, Guard and Assassin between."""
        deck = load_ready_deck("citrine")
        size = (layout.px(150), layout.px(210))
        radius = layout.px(560)
        pivot = (centre[0], centre[1] + radius)
        for i, number in enumerate(FAN):
            angle = (i - 2) * 11
            face = self.theme.art.back(size) if number is None else self.theme.art.face(deck.card(number), size)
            sprite, _ = card_sprite(face, layout.px(10), layout.px(8), None, 0)
            turned = pygame.transform.rotozoom(sprite, -angle, 1)
            a = math.radians(angle)
            at = (pivot[0] + radius * math.sin(a), pivot[1] - radius * math.cos(a))
            surface.blit(turned, turned.get_rect(center=(round(at[0]), round(at[1]))))
