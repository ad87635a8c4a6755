"""The Action: pick a hand card, then a play (a button, or a place on the table), then a target.

Each play can be reached two ways, as a player expects: the buttons under the
banner, or the place the card would go (Resolving to Deploy, an empty Guard
stand to Enlist as Guard, an opponent's Guard to attack it, the Encrypted
pile to Encrypt). Dragging the card there is the same two picks.
"""

from __future__ import annotations

from game.engine import Choice
from game.engine.cards import SLOTS
from game.text import prompt_words as say
from game.text.reasons import attack_reason, enlist_assassin_reason, enlist_guard_reason
from game.ui.decisions.base import Prompt, Step, back_button, guard_keys
from game.ui.widgets.targets import Key, Target


class ActionPrompt(Prompt):
    """Card, then play, then (for an Assassin) the target."""

    @property
    def card_index(self) -> int | None:
        return self.picks[0][1] if self.picks else None

    def step(self) -> Step:
        hand = self.hand()
        i = self.card_index
        if i is None:
            title = say.FINAL_ACTION_TITLE if self.view.final_turn else say.ACTION_TITLE
            return Step(title, tuple(Target(("hand", j), label=f"Play {self.card(n)}")
                                     for j, n in enumerate(hand)))
        name = self.card(hand[i])
        if len(self.picks) == 1:
            return Step(say.play_title(name), self._play_targets(i),
                        selected=(("hand", i),))
        return Step(say.attack_title(name),
                    tuple(self._attack_targets(i, tab=True)) + back_button(self), selected=(("hand", i),))

    def _play_targets(self, i: int) -> tuple[Target, ...]:
        n = self.hand()[i]
        free = any(not s.occupied for s in self.slots(self.me))
        guard_reason = enlist_guard_reason(n, free)
        attacks = [o for o in self.options if o[0] == "enlist_assassin" and o[1] == i]
        assassin_reason = enlist_assassin_reason(n) or ("" if attacks else say.NOTHING_TO_ATTACK)
        reasons = {"deploy": "", "enlist_guard": guard_reason, "enlist_assassin": assassin_reason, "encrypt": ""}
        targets = [Target(("button", play), not reasons[play], reasons[play], label)
                   for play, label in say.PLAYS]
        targets.append(Target(("pile", "resolving"), label="Deploy it", tab=False))
        targets.append(Target(("pile", "encrypted"), label="Encrypt it", tab=False))
        # A Guard goes to the first empty stand: only that one lights, so the card lands where it is dropped.
        first_free = next((t for t, slot in enumerate(self.slots(self.me)) if not slot.occupied), None)
        if first_free is not None:
            targets.append(Target(("stand", self.me, first_free), not guard_reason, guard_reason,
                                  say.ENLIST_AS_GUARD, tab=False))
        targets.extend(self._attack_targets(i, tab=False))
        for j, number in enumerate(self.hand()):
            label = "Put it back" if j == i else f"Play {self.card(number)} instead"
            targets.append(Target(("hand", j), label=label, tab=False, quiet=True))
        targets.append(Target(("button", "back"), label="Back", tab=False))
        return tuple(targets)

    def _attack_targets(self, i: int, tab: bool) -> list[Target]:
        n = self.hand()[i]
        guild_reason = enlist_assassin_reason(n)
        targets = []
        for t, slot in guard_keys(self, self.them):
            places = [(("guard", self.them, t), t, False)]
            if slot.extra_protection:
                places.insert(0, (("ep", self.them, t), SLOTS + t, True))
            for key, target, is_ep in places:
                legal = ("enlist_assassin", i, target) in self.options
                reason = "" if legal else guild_reason or attack_reason(n, slot, is_ep) or say.CANNOT_ATTACK_THAT
                targets.append(Target(key, legal, reason, say.attack_label(is_ep, t), tab=tab))
        return targets

    def pick(self, key: Key) -> Choice | None:
        if len(self.picks) == 1 and key[0] == "hand":
            if key == self.picks[0]:
                self.picks.clear()
            elif self.step().target(key) is not None:
                self.picks[0] = key
            return None
        return super().pick(key)

    def choice_for(self, key: Key) -> Choice | None:
        i = self.card_index
        if i is None:
            return None
        kind = key[0]
        if key in (("button", "deploy"), ("pile", "resolving")):
            return ("deploy", i)
        if key == ("button", "enlist_guard") or kind == "stand":
            return ("enlist_guard", i)
        if key in (("button", "encrypt"), ("pile", "encrypted")):
            return ("encrypt", i)
        if kind == "guard":
            return ("enlist_assassin", i, key[2])
        if kind == "ep":
            return ("enlist_assassin", i, SLOTS + key[2])
        return None
