"""Their side of the guided game: the script's choices through the same door, then `easy`.

The bot reads only its view, like every bot: the script names cards by
number and the bot finds them in its own hand. A scripted choice that is not
offered (a game that left the script, after Skip) falls to `easy`, so the
bot never stalls and never cheats.
"""

from __future__ import annotations

from game.ai import Bot, make_bot
from game.engine import Choice
from game.engine.decision import ACTION, ACTION_KINDS
from game.engine.view import View
from game.tutorial.lessons import LEVEL, SCRIPT


class ScriptedBot:
    """Plays SCRIPT's turns while `guided`, and `easy` for everything else."""

    name: str = LEVEL

    def __init__(self, seed: int, guided: bool = True) -> None:
        self.free: Bot = make_bot(LEVEL, seed)
        self.guided = guided

    def choose(self, view: View) -> Choice:
        choice = self.scripted(view) if self.guided else None
        return choice if choice is not None else self.free.choose(view)

    @staticmethod
    def scripted(view: View) -> Choice | None:
        """The script's choice for the decision pending now, if the script has one and it is offered."""
        turn = SCRIPT.get(view.turn)
        if turn is None:
            return None
        step = turn[0] if view.decision().kind == ACTION else next(
            (c for c in turn if c[0] not in ACTION_KINDS), None)
        if step is None:
            return None
        if step[0] in ACTION_KINDS:
            hand = view.sides[view.seat()].hand or ()
            if step[1] not in hand:
                return None
            step = (step[0], hand.index(step[1]), *step[2:])
        return step if step in view.options() else None
