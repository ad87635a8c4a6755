"""Every citation of the rules, the command line or the design names a part of docs/ that exists.

Code and tests cite docs/RULES.md by section ("RULES.md 5", "RULES.md sections 6 and 7"), by numbered
paragraph ("RULES.md 2.4": paragraph 4 of section 2) and by a named part of a section ("RULES.md 8,
Match mode)"), and docs/CLI.md and docs/DESIGN.md by heading ("CLI.md, "Deck specs"", "DESIGN.md
views)"). A citation that names nothing there is a broken link for whoever follows it.
"""

import bisect
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SEARCHED = ("game", "tests", "benchmarks", "tools")

CITATION = re.compile(r"\b(RULES|CLI|DESIGN)\.md\b")
NUMBER = r"\d+(?:\.\d+)?"
SECTIONS = re.compile(rf"(?:'s)?\s+(?:sections?\s+)?({NUMBER}(?:(?:,\s*|\s+and\s+){NUMBER})*)")
NAMED = re.compile(r"(?:,\s*|\s+)(?:\"([^\"]+)\"|([A-Za-z][A-Za-z ]{0,60})\))")
"""A named part after a citation: quoted, or plain words closing the parentheses the citation stands in."""


@dataclass(frozen=True)
class Citation:
    """One citation: where it stands, the document, the sections it names and the part it names."""

    where: str
    document: str
    sections: tuple[str, ...]
    name: str | None


def joined(text: str) -> tuple[str, list[int]]:
    """The text with each line break (and a comment's leading #) turned into one space, so a citation
    wrapped over two lines reads whole; and where each line starts in it."""
    out: list[str] = []
    starts: list[int] = []
    at = 0
    for line in text.splitlines():
        starts.append(at)
        piece = re.sub(r"^\s*#*\s*", "", line) + " "
        out.append(piece)
        at += len(piece)
    return "".join(out), starts


def citations_in(text: str, origin: str) -> list[Citation]:
    """Every citation in one file's text."""
    flat, starts = joined(text)
    found = []
    for match in CITATION.finditer(flat):
        document = f"{match.group(1)}.md"
        where = f"{origin}:{bisect.bisect_right(starts, match.start())}"
        rest = flat[match.end():]
        sections: tuple[str, ...] = ()
        if document == "RULES.md" and (numbers := SECTIONS.match(rest)):
            sections = tuple(re.findall(NUMBER, numbers.group(1)))
            rest = rest[numbers.end():]
        named = NAMED.match(rest)
        found.append(Citation(where, document, sections, (named.group(1) or named.group(2)) if named else None))
    return found


def searched_files() -> list[Path]:
    files = [ROOT / "README.md"]
    for folder in SEARCHED:
        files += sorted(p for p in (ROOT / folder).rglob("*") if p.suffix in (".py", ".md") and p.is_file())
    return [p for p in files if p.resolve() != Path(__file__).resolve()]


def all_citations() -> list[Citation]:
    return [c for path in searched_files()
            for c in citations_in(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]


def plain(name: str) -> str:
    """A heading or a cited name, compared without case, backticks, numbering, a leading "the" or a colon."""
    name = re.sub(r"^(\d+ ·|\d+(\.\d+)?\.?)\s+", "", name.replace("`", "").strip())
    name = re.sub(r"^the\s+", "", " ".join(name.lower().split()))
    return name.rstrip(":.")


@dataclass
class Document:
    """What a docs/ file offers to cite: its headings and bold labels, each numbered section's own, and
    the numbered paragraphs of each section."""

    anchors: set[str]
    section_anchors: dict[str, set[str]]
    paragraphs: set[str]


def parse(path: Path) -> Document:
    document = Document(set(), {}, set())
    section = None
    for line in path.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^(#+)\s+(.*)", line)
        if heading and len(heading.group(1)) == 2:
            number = re.match(r"(\d+)\.\s", heading.group(2))
            section = number.group(1) if number else None
            if section:
                document.section_anchors[section] = set()
        labels = [heading.group(2)] if heading else re.findall(r"\*\*([^*]+)\*\*", line)
        for label in labels:
            document.anchors.add(plain(label))
            if section:
                document.section_anchors[section].add(plain(label))
        item = re.match(r"^(\d+)\.\s", line)
        if item and section:
            document.paragraphs.add(f"{section}.{item.group(1)}")
    return document


def problem(citation: Citation, docs: dict[str, Document]) -> str | None:
    """What is wrong with a citation, or None when everything it names exists."""
    document = docs.get(citation.document)
    if document is None:
        return f"docs/{citation.document} does not exist"
    for section in citation.sections:
        if "." in section and section not in document.paragraphs:
            return f"section {section.split('.')[0]} has no numbered paragraph {section.split('.')[1]}"
        if "." not in section and section not in document.section_anchors:
            return f"there is no section {section}"
    if citation.name is not None:
        inside = (document.section_anchors[citation.sections[-1].split(".")[0]] if citation.sections
                  else document.anchors)
        if plain(citation.name) not in inside:
            return f"no heading or label {citation.name!r}" + (f" in section {citation.sections[-1]}"
                                                               if citation.sections else "")
    return None


@pytest.fixture(scope="module")
def docs():
    return {path.name: parse(path) for path in DOCS.glob("*.md")}


def test_every_citation_names_a_part_of_docs_that_exists(docs):
    citations = all_citations()
    assert len(citations) > 40, "the search finds the citations the code makes"
    assert {c.document for c in citations} == {"RULES.md", "CLI.md", "DESIGN.md"}
    broken = [f"{c.where}: {c.document} {', '.join(c.sections)} {c.name or ''}: {problem(c, docs)}"
              for c in citations if problem(c, docs)]
    assert broken == [], "\n".join(broken)


@pytest.mark.parametrize("text, sections, name", [
    ("(RULES.md 8, Match mode).", ("8",), "Match mode"),
    ("rules (RULES.md 3, 4, 7).", ("3", "4", "7"), None),
    ("as RULES.md sections 6 and 7 word them", ("6", "7"), None),
    ("The deal (RULES.md 2.4) is stacked", ("2.4",), None),
    ("(RULES.md 6, DESIGN.md views)", ("6",), None),
    ("public (RULES.md 6,\n    # who learns what). The log", ("6",), "who learns what"),
    ('specs (CLI.md, "Deck specs").', (), "Deck specs"),
    ("RULES.md 8's (Beginner, Standard, Expert)", ("8",), None),
    ("named after RULES.md.", (), None),
])
def test_a_citation_reads_as_its_sections_and_its_named_part(text, sections, name):
    first = citations_in(text, "x")[0]
    assert (first.sections, first.name) == (sections, name)


def test_a_citation_of_a_missing_part_is_refused(docs):
    refused = [citations_in(text, "x")[0] for text in (
        "(RULES.md 9)", "(RULES.md 2.7)", "(RULES.md 8, Tournament mode)", "(RULES.md 6, the Cypher Wheel)",
        '(CLI.md, "Deck colours")', "(DESIGN.md gardens)")] + [Citation("x", "STYLE.md", (), None)]
    assert all(problem(c, docs) for c in refused)
    assert problem(citations_in("(RULES.md 8, the Cypher Wheel)", "x")[0], docs) is None
