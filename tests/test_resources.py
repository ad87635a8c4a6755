"""resource_path finds decks/ and assets/ in a bundle, an installed wheel and a checkout alike."""

import sys

import pytest

import game.resources as resources
from game.resources import resource_path

FONTS = ("Inter-Regular.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
         "JetBrainsMono-Regular.ttf", "JetBrainsMono-Bold.ttf")


def test_pyinstaller_bundle_wins(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("decks", "ruby.json") == tmp_path / "decks" / "ruby.json"


def test_installed_wheel_uses_the_data_beside_the_package(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "game"
    (package / "_data" / "decks").mkdir(parents=True)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resource_path("assets", "fonts", "x.ttf") == package / "_data" / "assets" / "fonts" / "x.ttf"


def test_checkout_uses_the_repository_root(tmp_path, monkeypatch):
    package = tmp_path / "repo" / "game"
    package.mkdir(parents=True)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert resource_path("decks", "citrine.json") == tmp_path / "repo" / "decks" / "citrine.json"


def test_only_shipped_folders_resolve():
    with pytest.raises(ValueError):
        resource_path("game", "cli")


@pytest.mark.parametrize("deck", ["citrine", "ruby", "emerald"])
def test_this_install_ships_the_deck_files(deck):
    assert resource_path("decks", f"{deck}.json").is_file()


def test_this_install_ships_the_fonts_and_their_licences():
    for name in (*FONTS, "OFL-Inter.txt", "OFL-JetBrainsMono.txt"):
        assert resource_path("assets", "fonts", name).is_file(), name
    assert resource_path("assets", "LICENSES.md").is_file()


@pytest.mark.parametrize("name", FONTS)
def test_shipped_fonts_render(name):
    pygame = pytest.importorskip("pygame")
    pygame.font.init()
    try:
        font = pygame.font.Font(str(resource_path("assets", "fonts", name)), 16)
        assert font.render("Code 9-1-2", True, (240, 240, 240)).get_width() > 0
    finally:
        pygame.font.quit()
