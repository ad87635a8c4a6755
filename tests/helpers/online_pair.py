"""Two people at two copies of the real game in one test process, each with a data folder of their
own, taking turns at the one headless display: each game runs only while a step asks it to, so the
events posted for one are handled by that one.

Each game's thread reads CLASSIFIED_INFO_HOME through `HomesByThread` (the data folder is read on
every use), so Ann's settings, lock and kept seat never mix with Bob's. Every message either
connection takes from the server is kept per person (`heard`), to assert on what reached them.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator, MutableMapping
from pathlib import Path

import pygame

import game.online_client.connection as connection
from game.storage.home import HOME_ENV
from game.ui.play.online_seat import OnlineSession
from game.ui.scenes.overlays import BigReveal
from game.ui.scenes.play import PlayScene

from helpers.journey import Journey, expect

FASTEST_PACE = 20.0


class HomesByThread(MutableMapping):
    """os.environ, but CLASSIFIED_INFO_HOME as the thread reading it was given."""

    def __init__(self, real: MutableMapping) -> None:
        self.real = real
        self.homes: dict[int, str] = {}
        self.default = real.get(HOME_ENV, "")

    def __getitem__(self, key: str) -> str:
        if key == HOME_ENV:
            return self.homes.get(threading.get_ident(), self.default)
        return self.real[key]

    def __setitem__(self, key: str, value: str) -> None:
        self.real[key] = value

    def __delitem__(self, key: str) -> None:
        del self.real[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.real)

    def __len__(self) -> int:
        return len(self.real)

    def copy(self) -> dict[str, str]:
        return dict(self.real)


class Person:
    """One person at their own copy of the game: the journey, their data folder, what reached them."""

    def __init__(self, name: str, home: Path, homes: HomesByThread, monkeypatch) -> None:
        self.name = name
        self.home = home
        self.homes = homes
        home.mkdir(parents=True, exist_ok=True)
        (home / "settings.json").write_text(json.dumps({"animation_speed": FASTEST_PACE}))
        self.monkeypatch = monkeypatch
        self.journey = Journey(home, monkeypatch)
        self.heard: list[dict] = []
        """Every frame this person's connections took from the server, parsed."""

    def launch(self) -> None:
        self.journey.__init__(self.home, self.monkeypatch)  # the game's App is this person's from now on
        self.homes.default = str(self.home)
        self.journey.launch()
        self.homes.homes[self.journey.thread.ident] = str(self.home)

    def table(self) -> PlayScene:
        return self.journey.table()

    def session(self) -> OnlineSession:
        session = self.table().session
        expect(isinstance(session, OnlineSession), f"{self.name}'s table is not a game online")
        return session

    def state(self) -> str:
        """Where this person's game stands, for a failure's message."""
        top = self.journey.top
        if not isinstance(top, PlayScene):
            return f"{self.name} at {type(top).__name__}"
        session, seat = self.session(), top.seat
        pending = session.latest.pending
        return (f"{self.name} at step {session.latest.step}, {pending.player if pending else 'over'} to decide, "
                f"asked {seat.to_move}, sent {getattr(seat, 'sent_at', None)}, link {session.link.link}, "
                f"problem {session.problem!r}, input {top.input is not None}, moving {top.motion.active}")

    def asked(self) -> bool:
        j = self.journey
        top = j.top
        return isinstance(top, PlayScene) and j._asked(top)

    def move(self) -> None:
        """One click at the decision asked: confirm what waits, else any legal option."""
        j = self.journey
        j.click(j.any_option(j.table()).rect.center)


def listen(people: list[Person], monkeypatch) -> None:
    """Keep what each person's connection takes from the server (by the connection's owner)."""
    read = connection.read_server

    def reading(raw):
        owner = next((p for p in people if getattr(threading.current_thread(), "owner", None) == p.name), None)
        if owner is not None:
            owner.heard.append(json.loads(raw))
        return read(raw)

    monkeypatch.setattr(connection, "read_server", reading)
    start = connection.Connection.start

    def starting(link):
        home = os.environ[HOME_ENV]
        link._thread.owner = next(p.name for p in people if str(p.home) == home)
        return start(link)

    monkeypatch.setattr(connection.Connection, "start", starting)


def people(tmp_path: Path, monkeypatch, *names: str) -> list[Person]:
    homes = HomesByThread(os.environ)
    monkeypatch.setattr(os, "environ", homes)
    found = [Person(name, tmp_path / f"home-{name}", homes, monkeypatch) for name in names]
    listen(found, monkeypatch)
    return found


def play_to_the_end(a: Person, b: Person, moves: int | None = None, patience: int = 20000) -> int:
    """Each in turn makes the move asked of them, until both see the Big Reveal (or `moves` were made)."""
    made = 0
    for _ in range(patience):
        if all(isinstance(p.journey.top, BigReveal) for p in (a, b)) or (moves is not None and made >= moves):
            return made
        for p in (a, b):
            p.journey.step()
            if p.asked():
                p.move()
                made += 1
    raise AssertionError(f"the game did not end: {a.state()}; {b.state()}")


def close(*persons: Person) -> None:
    """End both games (the display is shared: the last one closes it)."""
    for p in persons:
        if p.journey.running:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            p.journey._orders.put(0.02)
            p.journey.thread.join(timeout=30)
