"""The server's folder: held by one server at a time; a file that cannot be resumed is set aside, never lost."""

from __future__ import annotations

import pytest

from game.cli import main
from game.online.folder import FolderTaken, ServerFolder
from game.online.hosted import HostedGame
from game.online.server import GameServer


def test_a_second_server_on_the_same_folder_is_refused():
    first = ServerFolder()
    with pytest.raises(FolderTaken, match="another server uses this folder"):
        ServerFolder()
    first.release()
    ServerFolder().release()


def test_a_file_that_cannot_be_resumed_is_set_aside_and_the_rest_resume():
    folder = ServerFolder()
    game = HostedGame.host("Ann", "ruby", "standard", 3, None)
    game.join("Bob")
    folder.write(game.id, game.to_file().model_dump_json())
    (folder.games / "0123456789abcdef.json").write_text('{"format": "classified-info-server-game", "ver')
    broken = game.to_file()
    broken.id = "fedcba9876543210"
    broken.games[0].append(["deploy", 7])
    folder.write(broken.id, broken.model_dump_json())
    folder.release()

    server = GameServer(ServerFolder())
    assert list(server.games) == [game.id]
    (resumed,) = server.games.values()
    assert resumed.game.view(1) == game.view(1) and resumed.game.score() == game.score()
    assert sorted(path.name for path in folder.games.iterdir() if ".bad-" in path.name) == [
        "0123456789abcdef.json.bad-1", "fedcba9876543210.json.bad-1"]
    server.folder.release()


def test_serve_refuses_a_certificate_without_its_key(capsys):
    assert main(["serve", "--certfile", "server.pem"]) == 2
    assert "--certfile and --keyfile together" in capsys.readouterr().err
