"""Every decision has a presentation; picks reach exactly the legal options; greyed ones say why."""

import pytest

from game.ai import bot_seed, make_bot
from game.decks.specs import resolve_spec
from game.engine import GameState
from game.engine.decision import DECISION_KINDS
from game.engine.playout import decisions, seated
from game.engine.view import view
from game.ui.decisions.action import ActionPrompt
from game.ui.decisions.base import Listing
from game.ui.decisions.registry import PRESENTATIONS, prompt_for
from game.ui.decisions.spread_prompts import ListPrompt, OrderPrompt

from helpers.positions import play_until

CHANCE_KINDS = {"deal", "show_card", "random_encrypted"}
MATCH_KINDS = {"build_deck", "choose_starter"}
DECK = resolve_spec("citrine")


def test_every_decision_kind_a_player_makes_has_a_presentation():
    assert set(PRESENTATIONS) == set(DECISION_KINDS) - CHANCE_KINDS
    for kind in set(DECISION_KINDS) - CHANCE_KINDS - MATCH_KINDS:
        assert PRESENTATIONS[kind] is not ListPrompt, f"{kind} deserves better than the plain list"


def reachable(make) -> set:
    """Every Choice some sequence of legal picks completes (order rows excepted: see below)."""
    found, stack = set(), [[]]
    while stack:
        picks = stack.pop()
        prompt = make()
        for key in picks:
            assert prompt.pick(key) is None
        for target in prompt.step().targets:
            if not target.legal or target.key == ("button", "back"):
                continue
            trial = make()
            for key in picks:
                trial.pick(key)
            choice = trial.pick(target.key)
            if choice is not None:
                found.add(choice)
            elif len(picks) < 3:
                stack.append(picks + [target.key])
    return found


@pytest.mark.parametrize("spec", ["citrine", "ruby", "emerald", "mixed:ercercerc"])
def test_picks_reach_every_legal_option_and_nothing_else(spec):
    deck = resolve_spec(spec)
    for seed in range(3):
        state = GameState(deck.abilities(), "strategic" if seed % 3 == 0 else "standard", seed % 2, seed)
        bots = [make_bot("random", bot_seed(seed, seat)) for seat in (0, 1)]
        for state in decisions(state, seated(bots)):
            player = state.pending.player
            seen = view(state, player)
            prompt = prompt_for(seen, deck)
            assert prompt.step().title
            if isinstance(prompt, OrderPrompt):
                assert prompt.pick(("button", "done")) in seen.pending.options
            else:
                assert reachable(lambda: prompt_for(seen, deck)) == set(seen.pending.options), seen.pending
            assert prompt_for(view(state, 1 - player), deck) is None, "only the deciding player is asked"


def test_an_order_row_puts_cards_where_they_are_dragged():
    state = play_until(lambda s: s.pending is not None and s.pending.kind == "discard_order")
    prompt = prompt_for(view(state, state.pending.player), DECK)
    prompt.move(0, 1)
    assert prompt.pick(("button", "done")) == ("order", (1, 0))
    prompt.pick(("order", 1))
    prompt.shift(-1)
    assert prompt.held == 0 and prompt.arrangement == [0, 1]
    prompt.shift(1)
    assert prompt.back() and prompt.held is None and prompt.arrangement == [1, 0]
    assert prompt.back() and prompt.arrangement == [0, 1] and not prompt.back()
    assert prompt.pick(("button", "done")) == ("order", (0, 1))


def action_prompt(predicate):
    state = play_until(lambda s: s.pending is not None and s.pending.kind == "action" and predicate(s))
    return prompt_for(view(state, state.pending.player), DECK), state


def reasons(prompt) -> set[str]:
    return {t.reason for t in prompt.step().targets if not t.legal}


def test_a_guard_card_cannot_be_enlisted_as_assassin():
    prompt, state = action_prompt(lambda s: any(c // 2 + 1 in (2, 5, 8) for c in s.hands[s.current]))
    i = next(i for i, n in enumerate(prompt.hand()) if n in (2, 5, 8))
    prompt.pick(("hand", i))
    assert "A Guard cannot be Enlisted as Assassin" in reasons(prompt)


def test_a_full_row_of_guards_leaves_no_empty_slot():
    prompt, _ = action_prompt(lambda s: -1 not in s.slots[s.current]
                              and any(c // 2 + 1 in (1, 4, 7) for c in s.hands[s.current]))
    prompt.pick(("hand", next(i for i, n in enumerate(prompt.hand()) if n in (1, 4, 7))))
    assert "No empty Guard slot" in reasons(prompt)


def test_a_face_up_guard_out_of_reach_says_its_code_shares_nothing():
    def far(s):
        them = 1 - s.current
        ups = [s.slots[them][t] // 2 + 1 for t in range(3)
               if s.slots[them][t] >= 0 and s.face_up[them][t] and s.tuck[them][t] < 0]
        return any(c // 2 + 1 in (3, 6, 9) and any(abs(c // 2 + 1 - u) % 9 not in (0, 1, 2, 7, 8) for u in ups)
                   for c in s.hands[s.current])
    prompt, state = action_prompt(far)
    i = next(i for i, n in enumerate(prompt.hand()) if n in (3, 6, 9))
    prompt.pick(("hand", i))
    assert any(r.startswith("Its Code shares nothing with the face-up") for r in reasons(prompt))


def test_the_action_can_be_backed_out_of_step_by_step():
    prompt, _ = action_prompt(lambda s: True)
    assert isinstance(prompt, ActionPrompt) and not prompt.back()
    prompt.pick(("hand", 0))
    assert prompt.step().selected == (("hand", 0),)
    assert prompt.back() and prompt.step().selected == ()


def test_the_plain_list_names_each_option():
    state = play_until(lambda s: s.pending is not None and s.pending.kind == "action")
    seen = view(state, state.pending.player)
    step = ListPrompt(seen, DECK).step()
    assert isinstance(step.spread, Listing) and len(step.spread.labels) == len(seen.pending.options)
    assert all(label and not label.startswith("(") for label in step.spread.labels)


@pytest.mark.parametrize("kind", ["flip_guards", "switch_places", "own_guard"])
def test_rarer_decisions_reach_every_option_too(kind):
    state = play_until(lambda s: s.pending is not None and s.pending.kind == kind)
    seen = view(state, state.pending.player)
    assert reachable(lambda: prompt_for(seen, DECK)) == set(seen.pending.options)
