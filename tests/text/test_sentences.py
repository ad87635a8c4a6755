"""The log in sentences: every event kind reads well, and no secret reaches the wrong viewer."""

import re

import pytest

from game.ai import bot_seed, make_bot
from game.decks.deck import load_ready_deck
from game.decks.specs import resolve_spec
from game.engine import GameState
from game.engine.events import EVENTS, EventView
from game.engine.playout import play_out, seated
from game.engine.view import events_seen, view
from game.text.sentences import PHRASES, half_guards, result_sentence, sentence

DECK = load_ready_deck("citrine")


# One event of each kind: (kind, actor, public, secret). Player 2 (seat 1) acts unless said.
SAMPLES = [
    ("deal", 0, ("standard",), ()),
    ("dealt", 1, (), ((3, 4), 8)),
    ("turn", 1, (4, 0), ()),
    ("draw", 1, (), (5,)),
    ("deploy", 1, (7,), ()),
    ("enlist_guard", 1, (0,), (2,)),
    ("encrypt", 1, (), (9,)),
    ("attack", 1, (6, 1), ()),
    ("attempt", 1, (1, 0), ()),
    ("killed", 1, (3, 6), ()),
    ("shown", 0, (1,), (4,)),
    ("discard", 1, (5, "hand"), ()),
    ("answer", 0, ("fortune_teller", 3, 1), ()),
    ("petal", 0, (7,), ()),
    ("show_hand", 0, (1,), ((2, 7),)),
    ("flip", 0, (2, 8), ()),
    ("tuck", 1, (0,), ()),
    ("exchange", 1, (0, 2, 5, 8), ()),
    ("exchange_discard", 1, (1, 7, 2), ()),
    ("switch_into", 1, (2, 0), (5,)),
    ("take_discard", 1, (0, 1), ()),
    ("peek", 1, (1,), ((6,),)),
    ("react_cost", 1, (), ()),
    ("setup_chosen", 1, (), (8, 3)),
    ("setup", 1, (), (8, 3)),
    ("reveal", -1, ((5, 8), (7, 1), ((2,), ()), (True, False), 0, "unguarded_match"), ()),
    ("resign", 0, (), ()),
    ("enlisted_face_up", 1, (0, 1, 5), ()),
    ("no_react", 0, (), ()),
    ("react", 0, (9,), ()),
    ("blocked", 1, (1,), ()),
    ("in_play", 1, (1,), ()),
    ("trigger", 0, (1, "wiretap"), ()),
    ("wiretap_shown", 1, (0, "encrypted"), (4,)),
    ("look_encrypted", 1, (2,), ((3, 7),)),
    ("dead_drop_kept", 1, (), ()),
    ("dead_drop_exchange", 1, (), (5, 3)),
    ("silent_blade", 1, (0, 8), ()),
    ("crossfire", 1, (0, 1, 2, 5), ()),
    ("reveal_card", 1, (6,), ()),
    ("turncoat", 1, (2, 0, 5), ()),
    ("ambush", 0, (1, 9), ()),
    ("decrypt", 1, (4,), ()),
    ("forged_orders", 1, (0, 2, 8, 2), ()),
    ("field_report_look", 1, (3,), ((1, 2, 3),)),
    ("field_report_order", 1, (3,), ((3, 1, 2),)),
    ("archivist_take", 1, (), (7,)),
    ("extraction", 1, (1, 5), ()),
]
SECRET_KINDS = {kind for kind, _, _, secret in SAMPLES if secret}


def event(kind, actor, public, secret, visible) -> EventView:
    return events_seen([(12, kind, actor, public, secret, 0b111 if visible else 0)], None)[0]


def test_every_declared_event_kind_has_a_sentence_and_a_sample():
    assert len(EVENTS) >= 40
    assert set(EVENTS) == set(PHRASES) == {kind for kind, *_ in SAMPLES}


@pytest.mark.parametrize("kind, actor, public, secret", SAMPLES, ids=[s[0] for s in SAMPLES])
@pytest.mark.parametrize("viewer", [1, 0, None])
def test_each_kind_reads_as_one_sentence_for_every_viewer(kind, actor, public, secret, viewer):
    visible = viewer == actor or (kind in ("shown", "show_hand", "wiretap_shown") and viewer is not None)
    text = sentence(event(kind, actor, public, secret, visible), viewer, DECK)
    assert text and text[0].isupper() and "None" not in text
    if kind != "turn":
        assert text.endswith(".")
    if viewer == actor and kind not in ("attempt", "killed", "reveal", "blocked", "decrypt", "in_play"):
        assert text.startswith(("You", "Your", "The Big Reveal", "New game")) or "you" in text.lower()
    if viewer != actor and actor >= 0:
        assert not text.startswith("You ")


@pytest.mark.parametrize("kind, actor, public, secret",
                         [s for s in SAMPLES if s[3]], ids=[s[0] for s in SAMPLES if s[3]])
def test_a_hidden_secret_never_shows(kind, actor, public, secret):
    hidden = sentence(event(kind, actor, public, secret, False), None, DECK)
    public_numbers = {n for n in _ints(public) if 1 <= n <= 9}
    for number in set(_ints(secret)) - public_numbers:
        assert DECK.card(number).name not in hidden
        assert f"({number})" not in hidden


def test_the_owner_reads_their_own_secret():
    assert sentence(event("draw", 0, (), (5,), True), 0, DECK) == "You drew Scavenge (5)."
    assert sentence(event("draw", 0, (), (5,), False), 1, DECK) == "Player 1 drew a card."
    assert sentence(event("draw", 0, (), (5,), False), None, DECK) == "Player 1 drew a card."


def test_the_dealt_hand_names_the_suitcase_and_its_code():
    text = sentence(event("dealt", 0, (), ((3, 4), 8), True), 0, DECK)
    assert text == ("You were dealt Picking Petals (3) and Switch Places (4); "
                    "your Suitcase is Decoy Guard (8), Code 7-8-9.")


def test_answers_speak_for_the_answerer():
    e = event("answer", 1, ("fortune_teller", 3, 0), (), True)
    assert sentence(e, 1, DECK) == "You answered: your Suitcase Number is not within 2 of 3."
    assert sentence(e, 0, DECK) == "Player 2 answered: their Suitcase Number is not within 2 of 3."


def test_result_sentences():
    assert result_sentence(0, "unguarded_match", (True, False), (5, 8), (7, 1), 0, (2, 0)) == (
        "You win with an Unguarded Match: your Final Card 5 is in Player 2's Code 9-1-2.")
    assert result_sentence(1, "guards", (False, False), (5, 8), (7, 1), None, (2, 3)) == (
        "Player 2 wins on Guards 1½ to 1: neither player has an Unguarded Match.")
    assert result_sentence(None, "tie", (True, True), (5, 8), (7, 1), 1, (4, 4)) == (
        "A tie: both players have an Unguarded Match, and the Guards are level (2 each).")
    assert half_guards(1) == "½" and half_guards(5) == "2½"


def _ints(value):
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, tuple):
        for item in value:
            yield from _ints(item)


@pytest.mark.parametrize("spec", ["citrine", "ruby", "emerald", "mixed:rerecerce"])
@pytest.mark.parametrize("variant", ["standard", "strategic"])
def test_random_games_never_leak_a_secret_into_a_sentence(spec, variant):
    """Every event of 25 random games, read by each viewer: secrets they may not see never appear."""
    deck = resolve_spec(spec)
    for seed in range(25):
        state = GameState(deck.abilities(), variant, seed % 2, seed)
        play_out(state, seated([make_bot("random", bot_seed(seed, seat)) for seat in (0, 1)]))
        for viewer in (0, 1, None):
            seen = view(state, viewer).events
            for raw, shown in zip(state.events, seen):
                assert shown.kind in PHRASES
                text = sentence(shown, viewer, deck)
                if shown.secret is None and raw[4]:
                    allowed = {n for n in _ints(raw[3]) if 1 <= n <= 9}
                    for number in set(_ints(raw[4])) - allowed:
                        assert not re.search(rf"\({number}\)", text), (viewer, raw, text)


def test_a_dead_drop_kept_says_what_happened():
    ruby = load_ready_deck("ruby")
    kept = sentence(event("dead_drop_kept", 1, (), (), True), 0, ruby)
    assert "Final Card (" not in kept, "the Final Card is not the Dead Drop"
    assert kept == "Dead Drop: Player 2 kept their Final Card, exchanging nothing with the Encrypted Card Pile."
