"""Write docs/RULES.md from the paragraphs the Rules screen shows (game/text/rules.py).

The game's own text is the one source of the rules; this file only turns it into
Markdown, so the document and the screen never differ. A test fails when
docs/RULES.md is out of date.

    python tools/rules_doc.py            # rewrite docs/RULES.md
    python tools/rules_doc.py --check    # exit 1 when docs/RULES.md differs from the rules text
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.decks.deck import READY_DECKS, load_ready_deck
from game.text.rules import BULLET, HEADING, NOTE, RULING, Paragraph, Section, rules_sections

ROOT = Path(__file__).resolve().parent.parent
RULES_DOC = ROOT / "docs" / "RULES.md"

PREAMBLE = """\
# Classified Information: the rules

<!-- Written by tools/rules_doc.py from game/text/rules.py; edit that file, then run the tool. -->

These are the rules of record: the engine plays by them, and the game's Rules screen shows the very same
text. Code and tests cite them by section: "RULES.md 6" is section 6, "RULES.md 2.4" the numbered
paragraph 4 of section 2, "RULES.md 6, who learns what" the part of section 6 with that heading."""


def numbered(title: str) -> str:
    """A page title as a Markdown section title: "7 · The cards" becomes "7. The cards"."""
    number, dot, name = title.partition(" · ")
    return f"{number}. {name}" if dot else title


def unnumbered(title: str) -> str:
    """A page title without its section number: "7 · Citrine cards" becomes "Citrine cards"."""
    return title.partition(" · ")[2] or title


def paragraph_md(paragraph: Paragraph, level: int) -> str:
    """One paragraph in Markdown; headings sit one level under the page they are on."""
    text = paragraph.text
    if paragraph.style == HEADING:
        return f"{'#' * level} {text}"
    if paragraph.style == BULLET:
        return f"- {text}"
    if paragraph.style == RULING:
        label, _, rest = text.partition(": ")
        return f"**{label}:** {rest}"
    if paragraph.style == NOTE:
        return f"*{text}*"
    return text


def section_md(section: Section, level: int) -> list[str]:
    """A page's paragraphs as Markdown blocks; list items that follow each other make one list."""
    blocks: list[str] = []
    for i, paragraph in enumerate(section.paragraphs):
        text = paragraph_md(paragraph, level)
        if paragraph.style == BULLET and i and section.paragraphs[i - 1].style == BULLET:
            blocks[-1] += "\n" + text
        else:
            blocks.append(text)
    return blocks


def rules_markdown(sections: tuple[Section, ...]) -> str:
    """The whole document: the preamble, then every page; pages of one chapter share its heading."""
    blocks = [PREAMBLE]
    chapter = None
    for section in sections:
        own = section.chapter or section.title
        if own != chapter:
            blocks.append(f"## {numbered(own)}")
            chapter = own
        if section.title != own:
            blocks.append(f"### {unnumbered(section.title)}")
            blocks += section_md(section, 4)
        else:
            blocks += section_md(section, 3)
    return "\n\n".join(blocks) + "\n"


def ready_rules_markdown() -> str:
    """docs/RULES.md as it should read, with the ready decks' cards."""
    return rules_markdown(rules_sections(tuple(load_ready_deck(deck_id) for deck_id in READY_DECKS)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say whether docs/RULES.md is up to date")
    args = parser.parse_args()
    wanted = ready_rules_markdown()
    current = RULES_DOC.read_text(encoding="utf-8") if RULES_DOC.exists() else ""
    if args.check:
        if current != wanted:
            print(f"{RULES_DOC} is out of date; run python tools/rules_doc.py", file=sys.stderr)
            return 1
        return 0
    if current != wanted:
        RULES_DOC.write_text(wanted, encoding="utf-8")
    print(f"{RULES_DOC}: {'written' if current != wanted else 'up to date'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
