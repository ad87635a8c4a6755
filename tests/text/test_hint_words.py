"""A hint's reason says what a play gives up: the card played can no longer be the Final Card."""

from game.text.hint_words import Grounds, hint_why


def grounds(play: str, hit: float = 0.4, name: str = "") -> Grounds:
    return Grounds(card=8, play=play, suitcase=1, guarded=(), hit=hit, possible=5, name=name)


def test_a_play_that_spends_the_card_says_what_it_gives_up() -> None:
    for play in ("enlist_guard", "encrypt"):
        why = hint_why(grounds(play), "fallback")
        assert why.endswith("; it gives up a 40% chance to hit their Code as your Final Card"), why
        assert "would have" not in why


def test_a_card_that_could_not_hit_says_so() -> None:
    why = hint_why(grounds("encrypt", hit=0.001), "fallback")
    assert why == "Out of play and unseen; kept, it could not hit their Code as your Final Card"


def test_a_deploy_says_what_it_gives_up_too() -> None:
    why = hint_why(grounds("deploy", name="Scavenge", hit=0.25), "Deploy Scavenge (look at the top cards)")
    assert why == "Look at the top cards; it gives up a 25% chance to hit their Code as your Final Card"


def test_the_final_turn_weighs_the_card_kept_instead() -> None:
    assert hint_why(grounds("encrypt"), "fallback", final=True) == "Out of play and unseen"
