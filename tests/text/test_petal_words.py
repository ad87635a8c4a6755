"""Picking Petals' answer in words: which numbers may not be named, and why, short and in the rules' terms."""

import pytest

from game.engine.cards import NUMBERS
from game.text import prompt_words as say
from game.text.reasons import petal_reason

CARD = "Picking Petals"


def test_your_suitcase_number_may_not_be_named():
    assert petal_reason(7, 7, CARD) == "Not 7: your Suitcase Number"


def test_3_may_not_be_named_because_it_is_picking_petals_itself():
    assert petal_reason(3, 7, CARD) == "Not 3: Picking Petals itself"


def test_a_suitcase_number_of_3_gives_both_reasons():
    assert petal_reason(3, 3, CARD) == "Not 3: your Suitcase Number, and Picking Petals itself"


def test_the_first_number_named_may_not_be_named_again():
    assert petal_reason(5, 7, CARD) == "Not 5: you named it already"


@pytest.mark.parametrize("suitcase", NUMBERS)
def test_every_reason_names_its_number_and_no_other(suitcase):
    """Only the number greyed shows in its reason: the player's own Suitcase Number is named only on its own
    wedge, where it is the player's to know."""
    for number in NUMBERS:
        digits = {int(c) for c in petal_reason(number, suitcase, CARD) if c.isdigit()}
        assert digits == {number}


def test_the_words_beside_the_ring_are_short_and_say_what_naming_tells():
    ask, detail = say.RING_TEXTS["picking_petals"]
    assert ask == "name a number" and detail == "Everyone learns that it is not your Suitcase Number."
    second, why = say.SECOND_PETAL
    assert second == "name a second number" and why.startswith("No Guard is in play on either side")
    assert all(len(petal_reason(n, 7, CARD)) <= 40 for n in NUMBERS)
