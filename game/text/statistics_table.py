"""The statistics (stats.json) as the Statistics screen words them: one row per opponent, deck and set-up,
one per pair of hotseat names."""

from __future__ import annotations

from typing import Mapping, Protocol

from game.text.deck_names import your_deck
from game.text.words import cap

VERSUS_HEADS = ("Opponent", "Deck", "Set-up", "Games", "Won", "Lost", "Tied", "Streak", "Best", "Hints")
HOTSEAT_HEADS = ("Players", "Games", "Wins", "Ties")
MATCH_HEADS = ("Match", "Opponent", "Played", "Won", "Lost", "Drawn", "Streak", "Best")
HOTSEAT_MATCH_HEADS = ("Players", "Matches", "Won", "Drawn")


class Tally(Protocol):
    """One row's counts against the computer (a game or a match), as the statistics file keeps them."""

    @property
    def games(self) -> int: ...
    @property
    def wins(self) -> int: ...
    @property
    def losses(self) -> int: ...
    @property
    def ties(self) -> int: ...
    @property
    def streak(self) -> int: ...
    @property
    def best_streak(self) -> int: ...
    @property
    def aided(self) -> int: ...


class PairTally(Protocol):
    """One pair of hotseat names' counts: games, each name's wins, ties."""

    @property
    def games(self) -> int: ...
    @property
    def wins(self) -> tuple[int, int]: ...
    @property
    def ties(self) -> int: ...


def deck_words(group: str) -> str:
    """A deck group as a player says it: "Citrine", "Mixed decks", "Your deck Night"."""
    if group == "mixed":
        return "Mixed decks"
    if group.startswith("custom:"):
        return cap(your_deck(group.removeprefix("custom:")))
    return group.capitalize()


def streak_words(streak: int) -> str:
    """The streak now: "3 won", "2 lost", or a dash after a tie."""
    if streak > 0:
        return f"{streak} won"
    if streak < 0:
        return f"{-streak} lost"
    return "–"


def versus_rows(versus: Mapping[str, Tally]) -> list[tuple[str, ...]]:
    """Games against the computer, one row per opponent level, deck and set-up, most played first."""
    rows: list[tuple[str, ...]] = []
    for key, record in sorted(versus.items(), key=lambda item: (-item[1].games, item[0])):
        level, deck, variant = (key.split(" / ") + ["", ""])[:3]
        rows.append((level.capitalize(), deck_words(deck), variant.capitalize(), str(record.games),
                     str(record.wins), str(record.losses), str(record.ties), streak_words(record.streak),
                     str(record.best_streak), str(record.aided)))
    return rows


def hotseat_rows(hotseat: Mapping[str, PairTally]) -> list[tuple[str, ...]]:
    """Games between two people at one screen, one row per pair of names, most played first."""
    rows: list[tuple[str, ...]] = []
    for key, pair in sorted(hotseat.items(), key=lambda item: (-item[1].games, item[0])):
        names = (key.split(" / ") + [""])[:2]
        rows.append((" and ".join(names), str(pair.games),
                     f"{names[0]} {pair.wins[0]} · {names[1]} {pair.wins[1]}", str(pair.ties)))
    return rows


def match_rows(matches: Mapping[str, Tally]) -> list[tuple[str, ...]]:
    """Whole matches against the computer, one row per length and level, most played first."""
    rows: list[tuple[str, ...]] = []
    for key, record in sorted(matches.items(), key=lambda item: (-item[1].games, item[0])):
        level, length = (key.split(" / ") + [""])[:2]
        rows.append((length.capitalize(), level.capitalize(), str(record.games), str(record.wins),
                     str(record.losses), str(record.ties), streak_words(record.streak), str(record.best_streak)))
    return rows


def hotseat_match_rows(hotseat_matches: Mapping[str, PairTally]) -> list[tuple[str, ...]]:
    """Whole matches between two people at one screen, one row per pair of names."""
    rows: list[tuple[str, ...]] = []
    for key, pair in sorted(hotseat_matches.items(), key=lambda item: (-item[1].games, item[0])):
        names = (key.split(" / ") + [""])[:2]
        rows.append((" and ".join(names), str(pair.games),
                     f"{names[0]} {pair.wins[0]} · {names[1]} {pair.wins[1]}", str(pair.ties)))
    return rows
