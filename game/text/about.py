"""What the About screen says: the version, the fan-implementation notice, and the shipped assets' licences.

The licences are read from assets/LICENSES.md, the file that ships with the
assets, so the screen and the file never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

NOTICE = ("Classified Information is an unofficial fan implementation of the card game, not affiliated with or "
          "endorsed by its publisher. The card texts are our own wording of the rules; cards marked as house "
          "designs are our own designs.")
MADE_WITH = "Written in Python with pygame-ce, pydantic and platformdirs."
CODE_LICENCE = ("The game's code is free software under the MIT License (the LICENSE file that comes with it); "
                "the fonts and sounds keep their own licences, below.")


@dataclass(frozen=True)
class Asset:
    """One row of the licence table: a shipped file, where it came from, who made it, its licence."""

    file: str
    source: str
    author: str
    licence: str


def _plain(cell: str) -> str:
    return cell.strip().replace("`", "")


def licence_table(markdown: str) -> list[Asset]:
    """The rows of the table in LICENSES.md (header and rule lines left out)."""
    assets = []
    for line in markdown.splitlines():
        cells = [_plain(cell) for cell in line.strip().strip("|").split("|")]
        if line.lstrip().startswith("|") and len(cells) == 4 and cells[0] not in ("File", "") and \
                not set(cells[0]) <= set("-: "):
            assets.append(Asset(*cells))
    return assets


def licence_notes(markdown: str) -> list[str]:
    """The prose of LICENSES.md, paragraph by paragraph, without its title and table."""
    paragraphs: list[str] = []
    current: list[str] = []
    for line in markdown.splitlines():
        text = line.strip()
        if not text or text.startswith(("|", "#")):
            if current:
                paragraphs.append(_plain(" ".join(current)))
                current = []
            continue
        current.append(text)
    if current:
        paragraphs.append(_plain(" ".join(current)))
    return paragraphs


def licence_groups(assets: list[Asset]) -> list[tuple[tuple[str, ...], Asset]]:
    """Neighbouring files with the same source, author and licence, together (the three Inter faces)."""
    groups: list[tuple[tuple[str, ...], Asset]] = []
    for asset in assets:
        if groups and (groups[-1][1].source, groups[-1][1].author, groups[-1][1].licence) == (
                asset.source, asset.author, asset.licence):
            groups[-1] = (groups[-1][0] + (asset.file,), groups[-1][1])
        else:
            groups.append(((asset.file,), asset))
    return groups
