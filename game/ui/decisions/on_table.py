"""Decisions made on the table itself: click Guards, hand cards, the Discard Pile or a button."""

from __future__ import annotations

from game.engine import Choice
from game.engine.cards import SLOTS
from game.text.reasons import opponent_guard_reason, own_guard_reason
from game.text.words import slot_name
from game.ui.decisions.base import Prompt, Step, back_button, guard_keys
from game.ui.widgets.targets import Key, Target

GUARD_ASKS = {
    "extra_protection": "choose one of your Guards to tuck under it",
    "wheel_of_fate": "choose one of your Guards to turn face up; they say whether its number is in their Code",
    "silent_blade": "choose a face-up Guard of theirs to discard",
    "double_agent": "choose a face-down Guard of theirs; they say whether its number is in their Code",
    "floodlights": "choose a face-down Guard of theirs to turn face up",
    "turncoat": "choose a face-up Guard of theirs to move into your empty slot",
    "extraction": "choose a face-up Guard of theirs to take into your hand",
}
PAIR_ASKS = {
    "crossfire": ("choose one of your Guards to discard", "now one of theirs to discard with it"),
    "forged_orders": ("choose one of your Guards to exchange", "now one of theirs to take in exchange"),
    "shine_spotlights": ("choose a face-down Guard of theirs to turn face up", "now a second one to turn face up"),
}
HAND_ASKS = {
    "switch_places": ("discard a card from your hand", "Discard"),
    "scavenge": ("discard a different card from your hand", "Discard"),
    "extraction": ("discard a different card from your hand", "Discard"),
    "archivist": ("Encrypt a different card from your hand", "Encrypt"),
    "high_tech_bookends": ("reveal a card from your hand; they say whether their Suitcase Number "
                           "is between 1 and its number", "Reveal"),
}


class GuardPrompt(Prompt):
    """One Guard: one of yours (own_guard) or one of the opponent's (opponent_guard)."""

    def step(self) -> Step:
        own = self.view.pending.kind == "own_guard"
        owner = self.me if own else self.them
        name = self.words.ability(self.source or "")
        targets = []
        for t, slot in guard_keys(self, owner):
            legal = ("slot", t) in self.options
            reason = "" if legal else (own_guard_reason(self.source, slot) if own
                                       else opponent_guard_reason(self.source, name, slot))
            targets.append(Target(("guard", owner, t), legal, reason, f"Choose the Guard in {slot_name(t)}"))
        return Step(f"{name}: {GUARD_ASKS.get(self.source or '', 'choose a Guard')}", tuple(targets))

    def choice_for(self, key: Key) -> Choice | None:
        return ("slot", key[2])


class TwoGuardsPrompt(Prompt):
    """Two Guards in turn: yours then theirs (guard_pair), or two of theirs (flip_guards)."""

    def _sides(self) -> tuple[int, int]:
        return (self.them, self.them) if self.view.pending.kind == "flip_guards" else (self.me, self.them)

    def _legal(self, first: int | None, t: int) -> bool:
        if self.view.pending.kind == "flip_guards":
            if first is None:
                return any(t in o[1:] for o in self.options)
            return t != first and ("slots", min(first, t), max(first, t)) in self.options
        if first is None:
            return any(o[1] == t for o in self.options)
        return any(o[1] == first and o[2] == t for o in self.options)

    def step(self) -> Step:
        name = self.words.ability(self.source or "")
        asks = PAIR_ASKS.get(self.source or "", ("choose a Guard", "now another"))
        first = self.picks[0][2] if self.picks else None
        owner = self._sides()[len(self.picks)]
        targets = []
        for t, slot in guard_keys(self, owner):
            if first is not None and owner == self._sides()[0] and t == first:
                continue
            legal = self._legal(first, t)
            reason = "" if legal else (own_guard_reason(self.source, slot) if owner == self.me
                                       else opponent_guard_reason(self.source, name, slot))
            targets.append(Target(("guard", owner, t), legal, reason, f"Choose the Guard in {slot_name(t)}"))
        title = f"{name}: {asks[0]}" if first is None else f"{name}: {asks[1]}"
        return Step(title, tuple(targets) + back_button(self), selected=tuple(self.picks))

    def choice_for(self, key: Key) -> Choice | None:
        if not self.picks:
            return None
        first, t = self.picks[0][2], key[2]
        if self.view.pending.kind == "flip_guards":
            return ("slots", min(first, t), max(first, t))
        return (self.options[0][0], first, t)


class SwitchPlacesPrompt(Prompt):
    """Switch Places: your Guard, then their Guard, the Discard Pile's top, or its own slot."""

    def step(self) -> Step:
        name = self.words.ability("switch_places")
        if not self.picks:
            targets = tuple(Target(("guard", self.me, t), any(o[1] == t for o in self.options),
                                   "Not a choice for Switch Places", f"Use the Guard in {slot_name(t)}")
                            for t, _ in guard_keys(self, self.me))
            return Step(f"{name}: choose one of your Guards", targets)
        mine = self.picks[0][2]
        targets = [Target(("guard", self.them, t), ("exchange", mine, t) in self.options,
                          "Not a choice for Switch Places", f"Exchange with their Guard in {slot_name(t)}")
                   for t, _ in guard_keys(self, self.them)]
        on_pile = ("exchange_discard", mine) in self.options
        targets.append(Target(("pile", "discard"), on_pile, "The Discard Pile is empty",
                              "Exchange with the top of the Discard Pile"))
        targets.append(Target(("button", "switch_into"), ("switch_into", mine) in self.options,
                              label=f"Put {name} in its slot"))
        return Step(f"{name}: exchange it with one of their Guards or the top of the Discard Pile, "
                    f"or put {name} in its slot", tuple(targets) + back_button(self),
                    selected=tuple(self.picks))

    def choice_for(self, key: Key) -> Choice | None:
        if not self.picks:
            return None
        mine = self.picks[0][2]
        if key[0] == "guard":
            return ("exchange", mine, key[2])
        if key[0] == "pile":
            return ("exchange_discard", mine)
        return ("switch_into", mine)


class HandCardPrompt(Prompt):
    """A card of your hand: to discard, Encrypt or reveal, as the ability says."""

    def step(self) -> Step:
        ask, verb = HAND_ASKS.get(self.source or "", ("choose a card from your hand", "Choose"))
        name = self.words.ability(self.source or "")
        targets = []
        for i, n in enumerate(self.hand()):
            legal = ("hand", i) in self.options
            reason = "" if legal else f"You just took it: {verb.lower()} a different card"
            targets.append(Target(("hand", i), legal, reason, f"{verb} {self.card(n)}"))
        return Step(f"{name}: {ask}", tuple(targets))

    def choice_for(self, key: Key) -> Choice | None:
        return ("hand", key[1])


class ReactPrompt(Prompt):
    """Block the assassination with a REACT card from your hand, or let it stand."""

    def step(self) -> Step:
        vest = self.words.ability("bullet_proof_vest")
        reacts = [o for o in self.options if o[0] == "react"]
        attack = next((e for e in reversed(self.view.events) if e.kind == "attack"), None)
        what = "a Guard of yours"
        if attack is not None:
            target = attack.public.target
            where = "your Extra Protection" if target >= SLOTS else f"your Guard in {slot_name(target)}"
            what = f"{where} with {self.card(attack.public.number)}"
        targets = [Target(("button", "react"), bool(reacts), f"You hold no {vest}", f"Block with {vest}"),
                   Target(("button", "pass"), label="Let it stand")]
        targets += [Target(("hand", o[1]), label=f"Block with {vest}", tab=False) for o in reacts]
        return Step(f"They assassinated {what}: block it with {vest}, or let it stand", tuple(targets))

    def choice_for(self, key: Key) -> Choice | None:
        if key == ("button", "pass"):
            return ("pass",)
        if key[0] == "hand":
            return ("react", key[1])
        return next(o for o in self.options if o[0] == "react")
