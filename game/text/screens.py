"""The words of the menu screens: each one's heading, the line of keys at its foot, and what it says
when something cannot be done. The scenes in game/ui/scenes lay them out."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Heading:
    """A screen's kicker (small capitals), title, and the keys it answers to; `lead` a line under the title."""

    kicker: str
    title: str
    keys: str
    lead: str = ""


BACK_KEYS = "Esc to go back"
"""The foot of a menu screen that answers to nothing else."""
FORM_KEYS = "Tab or ↑ ↓ to move · ← → to change · Enter to choose · Esc to go back"
"""The foot of a form before a game."""
SCROLL_KEYS = "↑ ↓ PgUp PgDn or the wheel to scroll · Esc to go back"

# The title screen

PLAY_THE_COMPUTER = "Play against the computer"
TWO_AT_ONE_SCREEN = "Two players, one screen"
WELCOME = ("Welcome. New to Classified Information? Learn to play teaches it in one guided game; "
           "then try a game against Easy.")
NOTHING_TO_CONTINUE = "No game in progress to continue: start a new one."
TAGLINE = "Two agents. One suitcase each. Guard your Code."


def title_footer(version: str) -> str:
    return (f"Version {version} · an unofficial fan implementation, not affiliated with the "
            "publisher · ↑ ↓ to choose, Enter to select, F1 for help, Esc to quit")


# Before a game

NEW_GAME = Heading("NEW GAME", PLAY_THE_COMPUTER, FORM_KEYS,
                   "Choose your opponent and the rules; the choices are kept for next time.")
DIFFICULTIES = (("beginner", "Beginner rules · Citrine"), ("standard", "Standard rules · one deck"),
                ("expert", "Expert rules · mixed deck, strategic set-up"), ("deck", "Choose a deck and set-up"))
VARIANTS = (("standard", "Standard set-up"), ("strategic", "Strategic set-up"))
COIN_TOSS, ME = "Coin toss", "Me"
ASSISTANT_CHOICES = ("Off: my own marks", "Facts: what is certain", "Odds: every chance")
"""The Cypher Wheel's assistant on the forms, in the order of its levels (off, facts, odds)."""
RANDOM_MIX = "Random mix"
HOTSEAT = Heading("HOTSEAT", TWO_AT_ONE_SCREEN,
                  "Tab or ↑ ↓ to move · type a name · ← → to change · Enter to choose · Esc to go back",
                  "Pass the screen whenever the other player must decide; the game asks first, so nobody sees "
                  "the other's cards.")
NAME_NEEDED = "Each player needs a name."
SAME_NAMES = "The two players need different names."

# Screens about the game

ABOUT = Heading("ABOUT", "Classified Information", SCROLL_KEYS)
SHIPPED_ASSETS = "Shipped assets and their licences"
ALREADY_OPEN = Heading("ALREADY OPEN", "The game is open in another window",
                       "↑ ↓ to choose · Enter or a click · Esc to quit")


def already_open_line(folder: str) -> str:
    """What the second game says, in the window and on stderr."""
    return (f"Classified Information is already open on this data folder ({folder}), so this window will "
            "not play: two games at once would write over each other's saves. Switch to the open game, "
            "or close it and start again.")


CARDS = Heading("THE THREE READY DECKS", "Cards",
                "Tab: filters and cards · ← → change a filter or choose a card · ↑ ↓ a row · PgUp PgDn the text · "
                "point at a keyword to read it · Esc to go back")
NO_CARD_MATCHES = "No card matches these filters."
RULES = Heading("RULES OF PLAY", "Rules",
                "Type to search · Enter: next match · Tab: next section · ↑ ↓ PgUp PgDn or the wheel to scroll · "
                "Esc clears the search, then goes back")
HELP_KEYS = "Ctrl+Tab: other tab · F1 or Esc closes"
MENU_SCREENS_SECTION = "On the menu screens (rules, cards, settings, statistics)"
"""The help's heading over the keys of the menu screens."""
STATISTICS = Heading("YOUR RECORD", "Statistics",
                     "↑ ↓ PgUp PgDn or the wheel to scroll · Enter: reset (asks first) · Esc to go back")
RESET_ASK = "Reset all statistics? Every count goes back to zero."
STATISTICS_SECTIONS = (
    ("Against the computer", "No games against the computer yet: each finished game is counted here."),
    ("Against a friend online", "No games online yet: Play online on the title hosts or joins one."),
    (TWO_AT_ONE_SCREEN, "No hotseat games yet."),
    ("Matches against the computer", "No matches yet: best of 3 or 5 is chosen on the new-game screen."),
    ("Matches online", "No matches online yet."),
    ("Matches at one screen", "No hotseat matches yet."),
)
"""The Statistics screen's tables in order: games and matches against the computer, online and at one screen, each
(heading, what an empty table says)."""


def not_reset(reason: str) -> str:
    return f"The statistics could not be reset ({reason})."


# At the table, around the game

DISCARD_BROWSER_KEYS = "bottom first · Esc to close"
PRESS_WHEN_READY = "Press Enter or click when ready."
SINCE_YOUR_LAST_TURN = "Since your last turn"
LESSON_AT_THE_TABLE = "LEARN TO PLAY · MENU (ESC) TO SKIP"
"""The lessons' kicker at the table, where the menu offers to skip them."""
NOT_IN_THIS_LESSON = "Not in this lesson: follow the tip"

# The rules reader's search (game/ui/widgets/rules_reader.py)

SEARCH_HOW = "Tab: next section"
NOT_FOUND = "Not found · Esc clears"


def type_at_least(letters: int) -> str:
    return f"Type at least {letters} letters"


def found_at(current: int, count: int) -> str:
    """ "2 of 5 · Enter: next · Esc clears": the match shown (from 1) of those found."""
    return f"{current} of {count} · Enter: next · Esc clears"


NO_WINDOW = ("classified-info: cannot open the game window: {error}. Run it on a desktop, or run "
             "`classified-info --help` for the commands that need no window.")
"""Said on stderr when there is no display ({error}: the system's words)."""


def unlocked_folder_line(folder: str, refusal: str) -> str:
    """The data folder could not be locked or written to: what that means for the player."""
    return (f"The data folder {folder} cannot be written to or locked ({refusal}): games, "
            "settings and statistics may not be kept, and another window could open the same folder.")
