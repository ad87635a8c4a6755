"""docs/RULES.md is the Rules screen's text written out, so the document and the screen never differ."""

import importlib.util
from pathlib import Path

from game.text.rules import Paragraph, Section

ROOT = Path(__file__).resolve().parents[1]


def load_tool():
    spec = importlib.util.spec_from_file_location("rules_doc", ROOT / "tools" / "rules_doc.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


rules_doc = load_tool()


def test_docs_rules_is_the_rules_screen_text_written_out():
    wanted = rules_doc.ready_rules_markdown()
    assert (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8") == wanted, (
        "docs/RULES.md is out of date with game/text/rules.py: run python tools/rules_doc.py")


def test_every_paragraph_of_the_screen_is_in_the_document_whole():
    from game.ui.widgets.rules_reader import ready_rules
    document = rules_doc.ready_rules_markdown()
    for section in ready_rules():
        for paragraph in section.paragraphs:
            assert paragraph.text.partition(": ")[2 if paragraph.style == "ruling" else 0] in document


def test_pages_of_one_chapter_share_its_heading_and_keep_their_own():
    cards = Section("7 · Citrine cards", (Paragraph("Name any number.", "text"),), "7 · The cards")
    more = Section("7 · Ruby cards", (Paragraph("Rubies.", "text"), Paragraph("A", "bullet"),
                                      Paragraph("B", "bullet")), "7 · The cards")
    text = rules_doc.rules_markdown((cards, more))
    assert text.count("## 7. The cards") == 1
    assert "### Citrine cards\n\nName any number." in text and "### Ruby cards\n\nRubies.\n\n- A\n- B\n" in text
