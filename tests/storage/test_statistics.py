"""stats.json: results per opponent level, deck and variant, streaks, hotseat pairs, and bad files set aside."""

import json

from game.storage.statistics import Statistics, count_game, count_match, load_statistics, stats_path
from game.text.statistics_table import hotseat_match_rows, match_rows


def test_results_are_counted_per_level_deck_and_variant_with_streaks():
    for winner in (0, 0, 1, None, 0, 0, 0):
        count_game("heuristic", "citrine", "standard", winner, 0, None, aided=False)
    count_game("heuristic", "mixed:crecrecre", "strategic", 1, 0, None, aided=True)
    count_game("random", "mixed:eeeeeeeee", "strategic", 1, 1, None, aided=False)
    stats = load_statistics()
    citrine = stats.versus["heuristic / citrine / standard"]
    assert (citrine.games, citrine.wins, citrine.losses, citrine.ties) == (7, 5, 1, 1)
    assert (citrine.streak, citrine.best_streak, citrine.aided) == (3, 3, 0)
    mixed = stats.versus["heuristic / mixed / strategic"]
    assert (mixed.losses, mixed.streak, mixed.aided) == (1, -1, 1)
    assert stats.versus["random / mixed / strategic"].wins == 1, "the human in seat 1 won"


def test_hotseat_games_count_per_pair_of_names_in_either_seat():
    count_game(None, "citrine", "standard", 0, None, ("Zoë", "Ivo"), aided=False)
    count_game(None, "ruby", "standard", 0, None, ("Ivo", "Zoë"), aided=False)
    count_game(None, "ruby", "standard", None, None, ("Ivo", "Zoë"), aided=True)
    pair = load_statistics().hotseat["Ivo / Zoë"]
    assert (pair.games, pair.wins, pair.ties, pair.aided) == (3, (1, 1), 1, 1)


def test_whole_matches_count_apart_from_their_games():
    for winner in (0, 1, 1, None):
        count_match("heuristic", 3, winner, 0, None)
    count_match("random", 5, 0, 1, None)
    count_match(None, 3, 1, None, ("Zoë", "Ivo"))
    stats = load_statistics()
    best_of_3 = stats.matches["heuristic / best of 3"]
    assert (best_of_3.games, best_of_3.wins, best_of_3.losses, best_of_3.ties, best_of_3.streak) == (4, 1, 2, 1, 0)
    assert stats.matches["random / best of 5"].losses == 1, "the human in seat 1 lost"
    assert stats.hotseat_matches["Ivo / Zoë"].wins == (1, 0) and stats.versus == {} and stats.hotseat == {}
    assert [row[:3] for row in match_rows(stats.matches)] == [("Best of 3", "Heuristic", "4"),
                                                              ("Best of 5", "Random", "1")]
    assert hotseat_match_rows(stats.hotseat_matches) == [("Ivo and Zoë", "1", "Ivo 1 · Zoë 0", "0")]


def test_a_bad_statistics_file_is_set_aside_and_counting_starts_afresh(capsys):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"versus": {"x": {"games": -4}}}')
    assert load_statistics() == Statistics()
    assert (path.parent / "stats.json.bad-1").read_text() == '{"versus": {"x": {"games": -4}}}'
    assert "stats.json.bad-1" in capsys.readouterr().err
    count_game("easy", "citrine", "standard", 0, 0, None, aided=False)
    assert json.loads(path.read_text())["versus"]["easy / citrine / standard"]["wins"] == 1
