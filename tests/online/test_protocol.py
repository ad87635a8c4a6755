"""The messages: each kind read back from its frame; anything else refused with what is wrong, never echoed."""

from __future__ import annotations

import json

import pytest

from game.online.protocol import (
    MAX_FRAME,
    Away,
    Back,
    Between,
    Choose,
    Ended,
    Error,
    Host,
    Hosted,
    Join,
    Joined,
    Leave,
    MatchScore,
    Ping,
    Pong,
    ProtocolError,
    Resign,
    Resume,
    Resumed,
    Table,
    Waiting,
    frame,
    read_client,
    read_server,
)

SECRET = "SECRET-CODE-XYZ"


@pytest.mark.parametrize("message", [
    Host(name="Ann", deck="mixed:crecrecre", variant="strategic", best_of=3, first=1), Host(name="Ann"),
    Join(code="ABCD-EFGH", name="Bob"), Resume(token="t" * 43), Choose(step=4, choice=["deploy", 0]),
    Resign(), Leave(), Ping()])
def test_every_client_message_reads_back_from_its_frame(message):
    assert read_client(frame(message)) == message
    assert json.loads(frame(message))["v"] == 1


@pytest.mark.parametrize("message", [
    Hosted(code="ABCD", seat=0, token="t"), Joined(seat=1, token="t", opponent="Ann"),
    Resumed(seat=0, token="t", opponent=None), Waiting(), Away(since=3.5), Back(), Pong(),
    Table(view={"a": [1]}, deck="crecrecre", opponent="Bob", opponent_here=False,
          match=MatchScore(best_of=3, wins=(1, 0), game=2)),
    Between(best_of=3, wins=(1, 0), winners=[0], reasons=["guards"], decks=["ccccccccc"], deck="crecrecre",
            starter=0, decides=1, decision="choose_starter"),
    Ended(winner=None, reason="tie", abandoned=False), Error(message="what is wrong")])
def test_every_server_message_reads_back_from_its_frame(message):
    assert read_server(frame(message)) == message


def test_waiting_says_for_what_under_the_key_for():
    assert json.loads(frame(Waiting())) == {"v": 1, "kind": "waiting", "for": "join"}


@pytest.mark.parametrize("data, words", [
    (b"{not json", "not valid JSON"),
    (b"[1, 2]", "one JSON object"),
    (json.dumps({"kind": "ping"}), "version 1"),
    (json.dumps({"v": 2, "kind": "ping"}), "version 1"),
    (json.dumps({"v": 1, "kind": SECRET}), "unknown message kind; kinds are host, join"),
    (json.dumps({"v": 1, "kind": "join", "code": SECRET}), "field name: Field required"),
    (json.dumps({"v": 1, "kind": "join", "code": SECRET, "name": "Bob", "token": SECRET}), "field token"),
    (json.dumps({"v": 1, "kind": "host", "name": "Ann", "deck": SECRET}), "field deck"),
    (json.dumps({"v": 1, "kind": "host", "name": "Ann", "best_of": 4}), "field best_of"),
    (json.dumps({"v": 1, "kind": "choose", "step": -1, "choice": ["pass"]}), "field step"),
    (json.dumps({"v": 1, "kind": "resume", "token": ["x"] * 3}), "field token"),
    (b" " * (MAX_FRAME + 1), f"at most {MAX_FRAME} bytes"),
])
def test_a_bad_frame_is_refused_saying_what_is_wrong_without_echoing_it(data, words):
    with pytest.raises(ProtocolError, match=words) as refused:
        read_client(data)
    assert SECRET not in str(refused.value)


def test_a_server_kind_is_not_a_client_message():
    with pytest.raises(ProtocolError, match="unknown message kind"):
        read_client(frame(Pong()))
