"""A game online in words: the Play online screens, the lines over the table while the other player
decides or is away, and the ways out (the game stays on the server)."""

from __future__ import annotations

from game.text.screens import FORM_KEYS, Heading

PLAY_ONLINE = "Play online"
ONLINE = Heading("ONLINE", PLAY_ONLINE, FORM_KEYS,
                 "Host a game and read the code out to a friend, or join theirs with the code they give you.")
HOST = Heading("HOST", "Host a game online", "Tab or ↑ ↓ to move · type · ← → to change · Enter · Esc to go back",
               "Choose the game; the server gives a code for your friend to join with.")
JOIN = Heading("JOIN", "Join a friend's game", "Tab or ↑ ↓ to move · type · Enter to join · Esc to go back",
               "Type the code your friend reads out to you, and the server's address they give you.")
WAITING_ROOM = Heading("HOSTED", "Your game's code",
                       "Esc to go back: the game waits on the server, and Play online rejoins it")
JOINING_ROOM = Heading("JOIN", "Joining the game", "Esc to go back")
HOSTING_ROOM = Heading("HOST", "Hosting a game", "Esc to go back: nothing is hosted until the server answers")
REJOINING_ROOM = Heading("ONLINE", "Back to your game", "Esc to go back: the game stays on the server")
ONLINE_KEYS = "Tab or ← → to choose · Enter to select · Esc to go back"
HOSTING = "Host a game"
JOINING = "Join a game"
NAME = "Your name"
SERVER = "Server"
CODE = "Code"
NAME_NEEDED = "Type your name: your friend sees it at the table."
CODE_NEEDED = "Type the code your friend reads out to you."
READ_IT_OUT = "Read this code out to your friend: they choose Play online, Join a game, and type it."
CONNECTING = "Connecting to the server…"
WAITING_TO_JOIN = "Waiting for your friend to join…"
ASKING = "Joining…"


def on_server(server: str) -> str:
    """Under the code: where the friend joins."""
    return f"On the server {server}: your friend needs the same address."


def rejoin_label(opponent: str) -> str:
    """The Play online screen's way back to the game kept on the server."""
    return f"Rejoin the game with {opponent}" if opponent else "Rejoin your hosted game"


def no_server_line(server: str, problem: str) -> str:
    """The server cannot be reached: what to check."""
    return (f"The server at {server} cannot be reached ({problem}); still trying. Check the address with "
            "the person who runs it, and that it is running.")


def deck_unreadable(problem: str) -> str:
    """The saved deck chosen to host cannot be read."""
    return f"That deck cannot be read ({problem}); choose another, or mend it in Decks."


def refused_line(problem: str) -> str:
    return f"The server refused: {problem}"


def away_line(opponent: str) -> str:
    """Over the table while the other player's connection is down."""
    return f"{opponent} left; waiting for them to come back"


CONNECTION_LOST = "The connection to the server dropped; trying again…"
UNSENT = "Your move waits for the server; trying again…"
MENU = "Menu"
"""The table's menu online: nothing pauses, the other player's game goes on."""
ONLINE_NOTE = "ONLINE"


def away_question(opponent: str) -> str:
    return f"{opponent} has been gone a while"


KEEP_WAITING = "Keep waiting"
LEAVE_KEPT = "Leave (rejoin later)"
QUIT_KEPT = "Quit (rejoin later)"
TITLE_SCREEN = "Title screen"
NEXT_GAME = "Next game"
MATCH_RESULT = "Match result"
SEE_THE_TABLE = "See the table"
DEALING = "Waiting for the server to deal the next game…"
BETWEEN_KEYS = "It goes on by itself · Enter to leave (rejoin later) · Esc: back to the table"


def between_line(building: bool, mine: bool, opponent: str, number: int) -> str:
    """Between a match's games, while the match waits: for the friend's decision, or for the server."""
    if mine:
        return "Your choice is on its way to the server…"
    if building:
        return f"{opponent} builds the deck for game {number}…"
    return f"{opponent} chooses who starts game {number}…"


def left_sentence(won: bool, opponent: str) -> str:
    """The Big Reveal's sentence when a player's absence ended the game (the one who left gave it up)."""
    return (f"{opponent} left and did not come back in time: the game is yours." if won
            else f"You were away too long: the game goes to {opponent}.")


def ended_line(won: bool, abandoned: bool, opponent: str) -> str:
    """How a game online ended away from the table (one short line: the title of its box)."""
    if abandoned:
        return f"{opponent} did not come back: you win" if won else f"You were away too long: {opponent} wins"
    return "You win" if won else f"{opponent} wins"




def unreadable_marks_line(moved_to: str | None) -> str:
    """The Cypher Wheel kept for a game online could not be read: the wheel starts afresh."""
    where = f"moved it to {moved_to}" if moved_to else "left it in place"
    return f"Your Cypher Wheel's marks for the game online could not be read ({where}); the wheel starts afresh."


def unreadable_seat_line(path: str, moved_to: str | None) -> str:
    where = "left it in place" if moved_to is None else f"moved it to {moved_to}"
    return f"The seat at the game online could not be read ({path}); {where}, so it cannot be rejoined."


def not_kept(problem: str) -> str:
    """The finished game could not be put in the history (the disk refused, or the server's record was wrong)."""
    return f"This game could not be kept in your history ({problem}); the server still has it."
