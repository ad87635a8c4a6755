"""Games in progress: every one is listed (the last played first) in public facts only, and a new game
past the limit deletes the single game played longest ago, says which, and never a match, a bad save or
the new game itself."""

import pytest

from game.decks.deck import load_ready_deck
from game.engine.cards import NUM
from game.storage import notices
from game.storage.in_progress import KEPT_IN_PROGRESS, full, last_played, make_room, standing
from game.storage.saves import games_in_progress, history_folder, read_save, readable_games
from game.text.in_progress_words import where_it_stands, who_plays

from helpers.in_progress import a_finished_game_left, a_game_left, a_match_left, dated


@pytest.fixture(autouse=True)
def no_notices_left():
    """Each test reads only what it told."""
    notices.take()
    yield
    notices.take()


def listed() -> list[str]:
    return [f"{who_plays(standing(resumed))} | {where_it_stands(standing(resumed))}" for resumed in readable_games()]


def test_every_game_in_progress_is_listed_the_last_played_first_in_its_own_words():
    easy_path = a_game_left(4, 9, "easy", hours=0)
    a_game_left(5, 9, None, names=("Ann", "Bob"), deck="ruby", variant="strategic", hours=1)
    a_match_left(6, 6, hours=2)
    a_match_left(7, between_games=True, opponent=None, names=("Cy", "Di"), hours=3)
    lines = listed()
    assert len(lines) == 4
    between, match, hotseat, easy = lines
    assert between.startswith("Match between Cy and Di, best of 3 | After game 1 · Cy 0, Di 1 · last played ")
    assert match.startswith("Match against Hard, best of 3 | Game 2 · You 0, Hard 1 · Citrine · Standard set-up · "
                            "Turn "), match
    assert hotseat.startswith("Ann and Bob, one screen | Ruby · Strategic set-up · Turn "), hotseat
    assert easy.startswith("Against Easy | Citrine · Standard set-up · Turn "), easy
    assert easy.endswith(f"last played {last_played(easy_path)}")


def test_a_hotseat_game_is_told_without_a_card_of_either_hand_or_suitcase():
    deck = load_ready_deck("ruby")
    for seed in range(10, 16):
        a_game_left(seed, 9, None, names=("Ann", "Bob"), deck="ruby")
    for resumed in readable_games():
        state = resumed.state
        hidden = {deck.card(NUM[c]).name for c in [*state.hands[0], *state.hands[1], *state.suitcase] if c >= 0}
        said = f"{who_plays(standing(resumed))} {where_it_stands(standing(resumed))}"
        assert hidden and not [name for name in hidden if name in said], said


def test_under_the_limit_a_new_game_deletes_nothing():
    for n in range(KEPT_IN_PROGRESS - 1):
        a_game_left(20 + n, 5, hours=n)
    new = a_game_left(99, 2, hours=20)
    before = set(games_in_progress())
    assert full()
    make_room(new)
    assert set(games_in_progress()) == before and notices.take() == []


def test_past_the_limit_the_single_game_played_longest_ago_goes_and_the_player_is_told_which():
    oldest = a_game_left(20, 5, "expert", hours=0)
    kept = [a_game_left(21 + n, 5, hours=n + 1) for n in range(KEPT_IN_PROGRESS - 1)]
    said = f"{who_plays(standing(read_save(oldest)))} · {where_it_stands(standing(read_save(oldest)))}"
    new = a_game_left(99, 2, hours=20)
    make_room(new)
    assert not oldest.exists()
    assert set(games_in_progress()) == {*kept, new}
    [told] = notices.take()
    assert "kept to the last 10" in told and said in told and "Against Expert" in told


def test_a_match_is_never_let_go_the_next_single_game_goes():
    match = a_match_left(6, 6, hours=0)
    between = a_match_left(7, between_games=True, hours=1)
    games = [a_game_left(21 + n, 5, hours=n + 2) for n in range(KEPT_IN_PROGRESS - 2)]
    new = a_game_left(99, 2, hours=20)
    make_room(new)
    assert match.exists() and between.exists() and new.exists()
    assert not games[0].exists() and all(game.exists() for game in games[1:])


def test_only_matches_left_none_is_let_go():
    matches = [a_match_left(30 + n, 4, hours=n) for n in range(KEPT_IN_PROGRESS)]
    new = a_game_left(99, 2, hours=20)
    make_room(new)
    assert all(match.exists() for match in matches) and notices.take() == []


def test_a_bad_save_on_the_way_is_set_aside_with_its_bytes_and_no_good_game_goes():
    games = [a_game_left(21 + n, 5, hours=n + 1) for n in range(KEPT_IN_PROGRESS - 1)]
    bad = games[0].with_name("game-00000000-000000-1.json")
    bad.write_text("{torn")
    dated(bad, 0)
    new = a_game_left(99, 2, hours=20)
    make_room(new)
    aside = bad.with_name(f"{bad.name}.bad-1")
    assert aside.read_text() == "{torn" and not bad.exists()
    assert all(game.exists() for game in [*games, new])
    [told] = notices.take()
    assert "could not be read" in told and aside.name in told


def test_a_finished_game_left_among_them_joins_the_history_and_is_no_game_in_progress():
    finished = a_finished_game_left(40, hours=0)
    games = [a_game_left(21 + n, 5, hours=n + 1) for n in range(KEPT_IN_PROGRESS)]
    new = a_game_left(99, 2, hours=20)
    make_room(new)
    assert (history_folder() / finished.name).exists() and not finished.exists()
    assert not games[0].exists(), "past the limit still: the oldest game goes too"
    assert len(games_in_progress()) == KEPT_IN_PROGRESS


def test_the_new_game_is_never_the_one_let_go():
    games = [a_game_left(21 + n, 5, hours=n + 1) for n in range(KEPT_IN_PROGRESS)]
    new = a_game_left(99, 2, hours=-5)  # its clock says it was played before all the others
    make_room(new)
    assert new.exists() and not games[0].exists()
