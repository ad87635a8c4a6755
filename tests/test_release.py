"""The release: one version everywhere, icons that read back, the glibc figure, notes from the changelog."""

from __future__ import annotations

import importlib.util
import platform
import re
import sys
from pathlib import Path

import pygame
import pytest
from PIL import Image

import game

ROOT = Path(__file__).resolve().parent.parent


def load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = load(ROOT / "tools" / "release.py", "release")


def test_the_release_and_the_game_read_one_version():
    assert release.version() == game.__version__
    assert release.archive_stem() == f"classified-info-{game.__version__}-{release.system()}-{release.machine()}"
    assert re.fullmatch(r"classified-info-\d+\.\d+\.\d+-(linux|windows|macos)-(x86_64|arm64)", release.archive_stem())


def test_the_changelog_has_a_section_for_this_version_and_only_its_text_is_the_notes():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    notes = release.changelog_section(text, game.__version__)
    assert notes.startswith("### ") and "## [" not in notes


def test_notes_for_a_version_the_changelog_lacks_say_what_to_add():
    with pytest.raises(release.ReleaseError, match=r"no section for 9\.9\.9: add `## \[9\.9\.9\] - DATE`"):
        release.changelog_section("# Changelog\n\n## [1.0.0] - 2026-01-01\n\n### Added\n- a thing\n", "9.9.9")
    with pytest.raises(release.ReleaseError, match="does not name this version"):
        release.notes("v0.0.0-not-this")


def test_the_committed_icons_are_what_the_drawing_script_draws():
    pygame.display.init()
    make_icon = load(ROOT / "assets" / "icon" / "make_icon.py", "make_icon")
    assert make_icon.SIZES == release.ICON_SIZES
    for size in (16, 48, 256):  # a small one, the first detailed one, the window's
        committed = pygame.image.load(str(make_icon.path(size)))
        assert committed.get_size() == (size, size)
        assert pygame.image.tobytes(committed, "RGBA") == pygame.image.tobytes(make_icon.draw(size), "RGBA")


def test_the_ico_and_icns_read_back_with_every_size_from_its_own_drawing(tmp_path):
    ico = Path(release.write_icon(tmp_path / "classified-info.ico"))
    icns = Path(release.write_icon(tmp_path / "classified-info.icns"))
    with Image.open(ico) as read:
        assert read.format == "ICO"
        assert read.info["sizes"] == {(s, s) for s in (16, 24, 32, 48, 64, 128, 256)}
        read.size = (16, 16)
        drawn = Image.open(release.ICONS / "icon-16.png").convert("RGBA")
        assert read.convert("RGBA").tobytes() == drawn.tobytes()  # the hand-drawn 16 px, not the 256 scaled down
    with Image.open(icns) as read:
        assert read.format == "ICNS"
        assert {(w, h) for w, h, _ in read.info["sizes"]} >= {(s, s) for s in (16, 32, 128, 256, 512)}
        read.size = (1024, 1024)
        assert read.convert("RGBA").tobytes() == Image.open(release.ICONS / "icon-1024.png").convert("RGBA").tobytes()
    with pytest.raises(release.ReleaseError, match="a .ico or a .icns"):
        release.write_icon(tmp_path / "icon.bmp")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc symbol versions are a Linux matter")
def test_the_glibc_figure_of_a_binary_running_here_is_at_most_this_glibc():
    needed = release.glibc_versions(Path(sys.executable).resolve().read_bytes())
    here = tuple(int(part) for part in platform.libc_ver()[1].split("."))
    assert needed and max(needed) <= here
    assert release.glibc_versions(b"not an ELF file") == set()


def test_the_linux_job_holds_the_bundle_to_the_glibc_readme_promises():
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    floor = re.search(r"--glibc-floor (\d+\.\d+)", workflow).group(1)
    assert f"glibc {floor} or newer" in readme
    assert re.search(r"os: ubuntu-22\.04.*\n\s+release-options: --glibc-floor", workflow)
