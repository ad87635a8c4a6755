"""Every event kind is declared once (game/engine/events.py); each reader of the log
handles every declared kind or says it needs nothing, and none reads an undeclared kind."""

import ast
from pathlib import Path

import pytest

from game.engine.belief import RULES as BELIEF_RULES
from game.engine.events import EVENTS, EventView
from game.engine.knowledge import RULES
from game.engine.view import events_seen
from game.session.game_session import SAFE_EVENTS
from game.text.sentences import PHRASES
from game.ui.motion.choreography import MOVES, STILL
from game.ui.sound import CUE_OF, SILENT
from game.ui.table import log_places

GAME = Path(__file__).resolve().parents[1] / "game"
DECLARED = set(EVENTS)


def _covers_exactly(*groups) -> None:
    """The groups split the declared kinds: none left out, none twice, none undeclared."""
    kinds = [kind for group in groups for kind in group]
    assert set(kinds) - DECLARED == set(), "handles undeclared kinds"
    assert DECLARED - set(kinds) == set(), "leaves declared kinds unhandled"
    assert len(kinds) == len(set(kinds)), "handles a kind twice"


def test_knowledge_has_one_rule_per_declared_kind():
    _covers_exactly(RULES)


def test_the_belief_has_one_rule_per_declared_kind():
    _covers_exactly(BELIEF_RULES)


def test_every_declared_kind_reads_as_a_sentence():
    _covers_exactly(PHRASES)


def test_choreography_moves_cards_for_a_kind_or_declares_it_still():
    _covers_exactly(MOVES, STILL)


def test_sounds_have_a_cue_for_a_kind_or_declare_it_silent():
    _covers_exactly(CUE_OF, SILENT)


def test_log_places_point_at_a_kind_or_declare_it_points_nowhere():
    _covers_exactly(log_places.ACTOR_SLOT, log_places.OTHER_SLOT, log_places.TARGETS, log_places.GUARD_PAIRS,
                    log_places.OWN_RULE, log_places.ZONES, log_places.NOWHERE)


def _sample(kind: str, actor: int = 0) -> EventView:
    declared = EVENTS[kind]
    return events_seen([(3, kind, actor, (1,) * len(declared.public), (1,) * len(declared.secret), 0b111)], None)[0]


@pytest.mark.parametrize("kind", sorted(DECLARED - {"answer"}))
def test_a_log_line_points_at_places_unless_its_kind_points_nowhere(kind):
    assert bool(log_places.places(_sample(kind))) == (kind not in log_places.NOWHERE)


def test_other_readers_name_declared_kinds_only():
    assert SAFE_EVENTS <= DECLARED


def _payload_reads() -> set[tuple[str, str, str]]:
    """Every `<x>.public.<field>` and `<x>.secret.<field>` read in the game's source."""
    reads = set()
    for path in GAME.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                    and node.value.attr in ("public", "secret")):
                reads.add((str(path.relative_to(GAME)), node.value.attr, node.attr))
    return reads


def test_every_payload_field_read_in_the_game_is_declared():
    fields = {"public": set(), "secret": set()}
    for declared in EVENTS.values():
        fields["public"].update(declared.public)
        fields["secret"].update(declared.secret)
    reads = _payload_reads()
    assert len(reads) > 40
    undeclared = {read for read in reads if read[2] not in fields[read[1]] and read[2] != "fields"}
    assert undeclared == set()
