"""The real program on hostile data folders: links to nowhere, FIFOs, folders where files should be, bad and
huge files, hostile names, read-only and full disks. Each start ends by itself with exit 0, no traceback and
no crash log; what was set aside is said on stderr with its bytes kept; good files stay as they were."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from helpers.hostile import (
    HOSTILE_NAMES,
    Ran,
    a_record,
    crash_logs,
    dangling,
    fifo,
    fingerprints,
    start,
    with_players,
    write_json,
)

GOOD_SETTINGS = {"animation_speed": 2.0, "palette": "colour_blind"}
GOOD_DECK = {"name": "mine", "spec": "mixed:crecrecre"}

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="makes FIFOs and links to nowhere, which "
                                "Windows makes only with rights a player lacks")


def links(home: Path, record: dict) -> None:
    for name in ("saves/game-1.json", "saves/history/old.json", "shared/gone.json", "custom_decks/gone.json",
                 "settings.json", "stats.json"):
        dangling(home / name)
    write_json(home / "shared" / "good.json", record)
    write_json(home / "custom_decks" / "mine.json", GOOD_DECK)


def fifos(home: Path, record: dict) -> None:
    for name in ("settings.json", "stats.json", "saves/game-1.json", "saves/tutorial.json",
                 "saves/history/h.json", "shared/s.json", "custom_decks/d.json", "game_choices.json"):
        fifo(home / name)
    write_json(home / "shared" / "good.json", record)


def folders(home: Path, record: dict) -> None:
    for name in ("settings.json", "stats.json", "saves/game-1.json", "saves/history/h.json", "shared/s.json",
                 "custom_decks/d.json"):
        (home / name).mkdir(parents=True)
    write_json(home / "shared" / "good.json", record)


def bad_files(home: Path, record: dict) -> None:
    (home / "settings.json").parent.mkdir(parents=True, exist_ok=True)
    (home / "settings.json").write_bytes(b"{")
    write_json(home / "stats.json", {"versus": {"heuristic / citrine / standard": {"games": int("9" * 4000)}}})
    write_json(home / "custom_decks" / "broken.json", {"name": "broken", "spec": "mixed:zzz"})
    huge = json.loads(json.dumps(record))
    huge["steps"][1]["x"] = "A" * 900_000
    write_json(home / "shared" / "huge-step.json", huge)
    long_order = dict(record, order=[1] * 250_000)
    write_json(home / "shared" / "long-order.json", long_order)


def names(home: Path, record: dict) -> None:
    for label, players in HOSTILE_NAMES.items():
        write_json(home / "shared" / f"{label}.json", with_players(record, players))
    os.makedirs(home / "saves" / "history", exist_ok=True)
    with open(os.path.join(os.fsencode(home / "shared"), b"\xff\xfe-not-utf8.json"), "wb") as file:
        file.write(json.dumps(record).encode())
    write_json(home / "stats.json", {"hotseat": {"K" * 20_000 + " / B": {"games": 1}}})


def temporaries(home: Path, record: dict) -> None:
    write_json(home / "settings.json", GOOD_SETTINGS)
    write_json(home / "shared" / "good.json", record)
    for folder in ("", "saves", "saves/history", "shared", "custom_decks"):
        (home / folder).mkdir(parents=True, exist_ok=True)
        (home / folder / ".stats.json.k1ll3d.tmp").write_text("half a file")


def unmakeable(home: Path, record: dict) -> None:
    """The data folder's own parent is a file: nothing can ever be made there, root or not."""
    home.parent.write_text("not a folder")


FOLDERS: dict[str, Callable[[Path, dict], None]] = {
    "dangling links": links, "FIFOs": fifos, "folders in place of files": folders, "bad and huge files": bad_files,
    "hostile names": names, "temporaries of killed writes": temporaries, "a folder that cannot be made": unmakeable,
}
TOLD = {
    "FIFOs": ["The settings could not be read", "a pipe", "The statistics could not be read"],
    "folders in place of files": ["The settings could not be read", "a folder"],
    "bad and huge files": ["The settings could not be read", "The statistics could not be read",
                           "The deck broken.json is left out"],
    "hostile names": ["The statistics could not be read"],
    "a folder that cannot be made": ["cannot be written to or locked"],
}
SET_ASIDE = {"bad and huge files": {"settings.json": b"{"}}


def home_of(base: Path, label: str) -> Path:
    return base / "a-file" / "home" if label == "a folder that cannot be made" else base / "home"


@pytest.fixture(scope="module")
def started(tmp_path_factory) -> Iterator[dict[str, tuple[Path, Ran, dict[str, str]]]]:
    """Every hostile folder built, then the program started on each (two at a time)."""
    record = a_record(tmp_path_factory.mktemp("record"))
    homes = {}
    for label, build in FOLDERS.items():
        home = home_of(tmp_path_factory.mktemp(label.replace(" ", "-")), label)
        build(home, record)
        homes[label] = (home, fingerprints(home) if home.is_dir() else {})
    with ThreadPoolExecutor(2) as pool:
        runs = dict(zip(homes, pool.map(lambda label: start(homes[label][0]), homes)))
    yield {label: (homes[label][0], runs[label], homes[label][1]) for label in homes}


@pytest.mark.parametrize("label", FOLDERS)
def test_the_program_starts_visits_every_screen_and_ends_on_a_hostile_folder(started, label):
    home, ran, before = started[label]
    assert ran.code == 0, f"{label}: exit {ran.code} after {ran.seconds:.1f} s\n{ran.stderr[-3000:]}"
    assert "visited" in ran.stderr, "every screen was shown"
    assert not ran.crashed and not crash_logs(home), ran.stderr[-3000:]
    assert max(map(len, ran.stderr.splitlines()), default=0) <= 2_100, "no message is longer than 2,000 characters"
    for said in TOLD.get(label, []):
        assert said in ran.stderr, f"{label}: {said!r} was not told\n{ran.stderr[-3000:]}"
    after = fingerprints(home) if home.is_dir() else {}
    aside = SET_ASIDE.get(label, {})
    for name, digest in before.items():
        if name in aside:
            assert (home / f"{name}.bad-1").read_bytes() == aside[name], f"{name} was set aside with its bytes"
        elif not name.endswith(".tmp") and not name.startswith(("settings.json", "stats.json")):
            assert after.get(name) == digest, f"{name} is a good file and must stay as it was"


def test_a_data_folder_that_cannot_be_made_leaves_the_window_working(started):
    home, ran, _ = started["a folder that cannot be made"]
    assert ran.code == 0, f"making the saves folder must not stop the game (exit {ran.code})\n{ran.stderr[-2000:]}"


def test_links_to_nowhere_in_saves_history_and_shared_are_left_out(started):
    home, ran, _ = started["dangling links"]
    assert ran.code == 0, f"a dangling link must not stop the start, the title or Replays (exit {ran.code})"
    assert (home / "saves" / "game-1.json").is_symlink(), "the link is left as it was"


def test_hostile_names_in_shared_records_never_stop_replays(started):
    home, ran, _ = started["hostile names"]
    assert ran.code == 0, f"NUL, surrogates, zero-width and long names must be drawable (exit {ran.code})"
    assert ran.seconds < 20


def test_a_fifo_in_place_of_any_data_file_never_hangs_the_game(started):
    home, ran, _ = started["FIFOs"]
    assert ran.code is not None, "the game waited for ever on a FIFO"
    assert ran.code == 0


def test_every_set_aside_and_left_out_deck_is_told(started):
    home, ran, _ = started["bad and huge files"]
    for name in ("broken.json", "settings.json", "stats.json"):
        assert name in ran.stderr, f"{name} was set aside or left out without a word"


def test_temporaries_of_killed_writes_are_removed_at_start_in_every_folder(started):
    home, ran, _ = started["temporaries of killed writes"]
    left = [str(path.relative_to(home)) for path in home.rglob(".*.tmp")]
    assert left == [], "start-up removes what killed writes left"
    assert json.loads((home / "settings.json").read_text())["palette"] == "colour_blind"


# Disks that refuse: a read-only and a full tmpfs, mounted where the tests run as root.

def mount_tmpfs(folder: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")


@pytest.fixture
def tmpfs(tmp_path) -> Iterator[Path]:
    folder = tmp_path / "disk"
    mount_tmpfs(folder)
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def test_a_read_only_data_folder_plays_on_and_says_nothing_will_be_kept(tmpfs, tmp_path):
    record = a_record(tmp_path / "record")
    write_json(tmpfs / "settings.json", GOOD_SETTINGS)
    write_json(tmpfs / "shared" / "good.json", record)
    before = fingerprints(tmpfs)
    subprocess.run(["mount", "-o", "remount,ro", str(tmpfs)], check=True)
    ran = start(tmpfs)
    assert ran.code == 0 and "visited" in ran.stderr and not ran.crashed, ran.stderr[-3000:]
    assert "cannot be written to or locked (Read-only file system)" in ran.stderr
    assert fingerprints(tmpfs) == before


def test_a_full_data_folder_plays_on_and_keeps_every_good_file(tmpfs, tmp_path):
    record = a_record(tmp_path / "record")
    write_json(tmpfs / "settings.json", GOOD_SETTINGS)
    write_json(tmpfs / "shared" / "good.json", record)
    with open(tmpfs / "filler", "wb", buffering=0) as filler:
        try:
            while True:
                filler.write(b"\0" * 1024)
        except OSError:
            pass
    before = fingerprints(tmpfs)
    ran = start(tmpfs)
    assert ran.code == 0 and "visited" in ran.stderr and not ran.crashed, ran.stderr[-3000:]
    after = fingerprints(tmpfs)
    assert {name: after.get(name) for name in before} == before
