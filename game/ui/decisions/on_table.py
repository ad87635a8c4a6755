"""Decisions made on the table itself: click Guards, hand cards, the Discard Pile or a button."""

from __future__ import annotations

from game.engine import Choice
from game.engine.cards import SLOTS
from game.text import prompt_words as say
from game.text.reasons import opponent_guard_reason, own_guard_reason
from game.ui.decisions.base import Prompt, Step, back_button, guard_keys
from game.ui.widgets.targets import Key, Target


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
            targets.append(Target(("guard", owner, t), legal, reason, say.choose_guard_label(t)))
        return Step(f"{name}: {say.GUARD_ASKS.get(self.source or '', say.ANY_GUARD)}", tuple(targets))

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
        asks = say.PAIR_ASKS.get(self.source or "", say.ANY_TWO_GUARDS)
        first = self.picks[0][2] if self.picks else None
        owner = self._sides()[len(self.picks)]
        targets = []
        for t, slot in guard_keys(self, owner):
            if first is not None and owner == self._sides()[0] and t == first:
                continue
            legal = self._legal(first, t)
            reason = "" if legal else (own_guard_reason(self.source, slot) if owner == self.me
                                       else opponent_guard_reason(self.source, name, slot))
            targets.append(Target(("guard", owner, t), legal, reason, say.choose_guard_label(t)))
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
                                   say.NOT_FOR_SWITCH_PLACES, say.use_guard_label(t))
                            for t, _ in guard_keys(self, self.me))
            return Step(say.switch_first_title(name), targets)
        mine = self.picks[0][2]
        targets = [Target(("guard", self.them, t), ("exchange", mine, t) in self.options,
                          say.NOT_FOR_SWITCH_PLACES, say.exchange_label(t))
                   for t, _ in guard_keys(self, self.them)]
        on_pile = ("exchange_discard", mine) in self.options
        targets.append(Target(("pile", "discard"), on_pile, say.EMPTY_DISCARD_PILE,
                              say.EXCHANGE_WITH_DISCARD))
        targets.append(Target(("button", "switch_into"), ("switch_into", mine) in self.options,
                              label=say.put_in_slot_label(name)))
        return Step(say.switch_second_title(name), tuple(targets) + back_button(self),
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
        ask, verb = say.HAND_ASKS.get(self.source or "", say.ANY_HAND_CARD)
        name = self.words.ability(self.source or "")
        targets = []
        for i, n in enumerate(self.hand()):
            legal = ("hand", i) in self.options
            reason = "" if legal else say.just_took_it(verb)
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
        what = say.A_GUARD_OF_YOURS
        if attack is not None:
            where = say.attacked_place(attack.public.target, SLOTS)
            what = say.attacked_with(where, self.card(attack.public.number))
        targets = [Target(("button", "react"), bool(reacts), say.no_react(vest), say.block_label(vest)),
                   Target(("button", "pass"), label=say.LET_IT_STAND)]
        targets += [Target(("hand", o[1]), label=say.block_label(vest), tab=False) for o in reacts]
        return Step(say.react_title(what, vest), tuple(targets))

    def choice_for(self, key: Key) -> Choice | None:
        if key == ("button", "pass"):
            return ("pass",)
        if key[0] == "hand":
            return ("react", key[1])
        return next(o for o in self.options if o[0] == "react")
