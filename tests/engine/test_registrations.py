"""One registration per ability (game/engine/abilities.py): every one of the 27 ability ids
declares what generic code needs, answers come from that declaration, and an incomplete
registration is refused at import."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.engine import CHANCE, GameState
from game.engine import abilities as registry
from game.engine.abilities import (
    GUARD_NUMBER,
    HAND,
    KEYWORDS,
    REACT_KEYWORD,
    REGISTRY,
    RESUMES,
    START,
    SUITCASE,
    TUCK_KEYWORD,
    WORLD_CONTEXTS,
    MissingRegistration,
    ability,
    check_registrations,
    numbers_with,
)
from game.engine.belief import RULES as BELIEF_RULES
from game.engine.cards import NUM
from game.engine.deduction import UnknownEvent, deduce
from game.engine.events import EVENTS
from game.engine.knowledge import RULES
from game.engine.view import view

from helpers.scripted import deck_for

DECKS = Path(__file__).resolve().parents[2] / "decks"
DECK_IDS = {path.stem: tuple(card["ability"] for card in json.loads(path.read_text())["cards"])
            for path in DECKS.glob("*.json")}
ALL_IDS = sorted({a for ids in DECK_IDS.values() for a in ids})
QUESTIONS = {"fortune_teller": SUITCASE, "test_access_codes": SUITCASE, "wheel_of_fate": SUITCASE,
             "decoy_guard": SUITCASE, "interrogation": HAND, "double_agent": GUARD_NUMBER,
             "safecracker": SUITCASE, "high_tech_bookends": SUITCASE}
KEYWORD_OF = {"extra_protection": TUCK_KEYWORD, "bullet_proof_vest": REACT_KEYWORD,
              "wiretap": "TRIGGER", "dead_drop": "TRIGGER", "floodlights": "TRIGGER", "ambush": "TRIGGER",
              "coup": "TRIGGER", "field_report": "PEEK"}


def test_the_27_ability_ids_of_the_deck_files_are_each_registered_once_and_completely():
    assert len(ALL_IDS) == 27
    assert sorted(REGISTRY) == ALL_IDS == sorted(START)
    for ability_id in ALL_IDS:
        found = REGISTRY[ability_id]
        assert found.id == ability_id and found.start is START[ability_id]
        assert found.keyword in KEYWORDS and found.keyword == KEYWORD_OF.get(ability_id)
        assert (found.answer.about if found.answer else None) == QUESTIONS.get(ability_id), ability_id
        for kind in found.decisions:
            assert (kind, ability_id) in RESUMES and (kind, ability_id) in WORLD_CONTEXTS
    assert {source for _, source in RESUMES if source} <= set(ALL_IDS)


def test_every_declared_event_kind_has_its_rules():
    assert len(EVENTS) == 48
    assert set(RULES) == set(EVENTS) == set(BELIEF_RULES)
    check_registrations({"knowledge": RULES, "belief": BELIEF_RULES})


def test_an_event_kind_without_a_belief_rule_is_refused_and_raises_in_deduction(monkeypatch):
    rules = dict(BELIEF_RULES)
    del rules["draw"]
    with pytest.raises(MissingRegistration, match="'draw' has no belief rule"):
        check_registrations({"knowledge": RULES, "belief": rules})
    s = GameState(deck_for(0), "standard", 0, 0)
    s.resolve_chance()
    monkeypatch.delitem(BELIEF_RULES, "draw")
    with pytest.raises(UnknownEvent, match="'draw'"):
        deduce(view(s, 0))


def test_an_event_kind_without_a_rule_is_refused():
    rules = dict(RULES)
    del rules["petal"]
    with pytest.raises(MissingRegistration, match="'petal' has no knowledge rule"):
        check_registrations({"knowledge": rules})


def test_a_decision_nothing_resumes_is_refused(monkeypatch):
    monkeypatch.setattr(registry, "START", dict(START))
    monkeypatch.setattr(registry, "REGISTRY", dict(REGISTRY))
    ability("telepathy", answer=None, keyword=None, decisions=("name_number",))(lambda s, p: None)
    with pytest.raises(MissingRegistration, match="'telepathy' asks a 'name_number' decision"):
        check_registrations({"knowledge": RULES})


def test_an_ability_must_declare_its_answer_keyword_and_decisions():
    with pytest.raises(TypeError):
        ability("telepathy", keyword=None, decisions=())  # type: ignore[call-arg]
    assert "telepathy" not in REGISTRY


def test_keywords_name_the_numbers_of_a_mixed_deck():
    deck = DECK_IDS["ruby"][:5] + DECK_IDS["citrine"][5:6] + DECK_IDS["ruby"][6:]
    assert numbers_with(deck, TUCK_KEYWORD) == (6,)
    assert numbers_with(deck, REACT_KEYWORD) == (9,)
    assert numbers_with(DECK_IDS["emerald"], REACT_KEYWORD) == ()


def test_every_answer_in_play_is_the_registered_truth_of_the_state():
    asked_by: set[str] = set()
    for seed in range(160):
        rng = random.Random(seed)
        s = GameState(deck_for(seed), ("standard", "strategic")[seed % 2], seed % 2, seed)
        while s.pending is not None:
            before, hands = len(s.events), [h[:] for h in s.hands]   # the hands when asked
            s.resolve_chance() if s.pending.player == CHANCE else s.apply(rng.choice(s.pending.options))
            for _, kind, actor, public, _, _ in s.events[before:]:
                if kind != "answer":
                    continue
                ability_id, asked, yes = public
                found = REGISTRY[ability_id].answer
                subject = {SUITCASE: asked, GUARD_NUMBER: NUM[s.slots[actor][asked]] if asked < 3 else 0,
                           HAND: asked}[found.about]
                if found.about == HAND:
                    truth = found.truth(asked, tuple(NUM[c] for c in hands[actor]))
                else:
                    truth = found.truth(subject, NUM[s.suitcase[actor]])
                assert truth == bool(yes), (seed, ability_id, asked)
                asked_by.add(ability_id)
    assert asked_by == set(QUESTIONS)
