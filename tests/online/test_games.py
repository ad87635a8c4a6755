"""Whole games through a real server on 127.0.0.1: two websocket clients making random legal choices."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.online.hosted import GameFile
from game.online.server import Limits
from game.online.wire import view_from_json

from helpers.online import Client, host_and_join, play, running


async def both_play(ann: Client, bob: Client, seed: int) -> tuple[dict, dict]:
    return tuple(await asyncio.gather(play(ann, random.Random(seed)), play(bob, random.Random(seed + 1))))


@pytest.mark.parametrize("best_of, deck", [(1, "citrine"), (1, "random-mix"), (3, "mixed:crecrecre")])
def test_a_whole_game_or_match_is_played_to_its_end_and_kept_in_its_file(best_of, deck):
    async def scenario():
        async with running() as (server, url):
            ann, bob, _ = await host_and_join(url, best_of=best_of, deck=deck, variant="strategic")
            ended_ann, ended_bob = await both_play(ann, bob, best_of)
            assert ended_ann == ended_bob and ended_ann["abandoned"] is False
            (live,) = server.games.values()
            tables = [json.loads(f) for f in ann.frames if json.loads(f)["kind"] == "table"]
            last = tables[-1]
            assert view_from_json(last["view"]).result is not None
            if best_of == 1:
                assert ended_ann["winner"] == last["view"]["result"]["winner"] and last["match"] is None
            else:
                wins = last["match"]["wins"]
                assert ended_ann["reason"] == "match" and max(wins) == 2 and ended_ann["winner"] == wins.index(2)
                assert {t["match"]["game"] for t in tables} == set(range(1, last["match"]["game"] + 1))
            file = GameFile.model_validate_json((server.folder.games / f"{live.game.id}.json").read_text())
            assert file.ended is not None and file.ended.winner == ended_ann["winner"]
            assert sum(len(game) for game in file.games) >= 10
    asyncio.run(scenario())


def test_a_client_that_drops_resumes_with_its_token_and_the_other_is_told():
    async def scenario():
        async with running() as (server, url):
            ann, bob, _ = await host_and_join(url)
            bob_table = await bob.expect("table")
            rng = random.Random(5)
            ann_going = asyncio.create_task(play(ann, rng))
            await play(bob, random.Random(6), decisions=2, table=bob_table)
            last = bob.frames[-1]
            await bob.close()
            again = await Client.connect(url)
            again.seat = bob.seat
            await again.send("resume", token=bob.token)
            resumed = await again.expect("resumed")
            assert resumed == {"v": 1, "kind": "resumed", "seat": 1, "token": bob.token, "opponent": "Ann"}
            table = await again.expect("table")
            assert table["view"] == json.loads(last)["view"] and table["opponent_here"] is True
            ended = await play(again, random.Random(7), table=table)
            assert await ann_going == ended
            told = [json.loads(f) for f in ann.frames if json.loads(f)["kind"] in ("away", "back")]
            assert told == [{"v": 1, "kind": "away", "since": 0.0}, {"v": 1, "kind": "back"}]
    asyncio.run(scenario())


def test_resigning_ends_the_game_for_the_other_seat():
    async def scenario():
        async with running() as (server, url):
            ann, bob, _ = await host_and_join(url)
            await ann.expect("table")
            await bob.expect("table")
            await bob.send("resign")
            for client in (ann, bob):
                ended = await client.until("ended")
                assert ended == {"v": 1, "kind": "ended", "winner": 0, "reason": "resign", "abandoned": False}
            await ann.send("choose", step=1, choice=["pass"])
            assert "over" in (await ann.expect("error"))["message"]
    asyncio.run(scenario())


def test_resigning_in_a_match_gives_up_one_game_and_the_match_goes_on():
    async def scenario():
        async with running() as (server, url):
            ann, bob, _ = await host_and_join(url, best_of=3)
            await ann.expect("table")
            await bob.expect("table")
            await bob.send("resign")
            for client in (ann, bob):
                finished = await client.until("table")
                assert finished["view"]["result"]["winner"] == 0 and finished["match"]["wins"] == [1, 0]
                between = await client.expect("between")
                assert (between["decides"], between["decision"], between["reasons"]) == (0, "build_deck", ["resign"])
            await bob.send("decide", deck="rrrrrrrrr")
            assert "no decision between games is yours" in (await bob.expect("error"))["message"]
            await ann.send("decide", starter=1)
            assert "asks for the next game's deck" in (await ann.expect("error"))["message"]
            await ann.send("decide", deck="rrrrrrrrr")
            for client in (ann, bob):
                between = await client.expect("between")
                assert (between["decides"], between["decision"], between["deck"]) == (1, "choose_starter", "rrrrrrrrr")
            await bob.send("decide", starter=1)
            for client in (ann, bob):
                following = await client.expect("table")
                assert following["view"]["result"] is None and following["match"]["game"] == 2
                assert following["deck"] == "rrrrrrrrr" and following["view"]["first_player"] == 1
    asyncio.run(scenario())


def test_a_seat_away_too_long_loses_and_an_idle_connection_is_closed():
    async def scenario():
        async with running(Limits(idle_timeout=0.9, abandon_after=0.3, keep_ended=0.3)) as (server, url):
            ann, bob, _ = await host_and_join(url)
            await bob.close()
            assert (await ann.until("away"))["since"] == 0
            ended = await ann.until("ended")
            assert ended == {"v": 1, "kind": "ended", "winner": 0, "reason": "abandoned", "abandoned": True}
            code, reason = await ann.closed()
            assert code == 1000 and "no message for 0.9 seconds" in reason
            await asyncio.sleep(0.6)
            assert server.games == {}  # put away: ended and nobody connected
            assert len(list(server.folder.finished.glob("*.json"))) == 1
    asyncio.run(scenario())
