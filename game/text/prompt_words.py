"""What a decision asks at the table: the banner's title, the line under a spread, the labels of what can be
pointed at, and why something cannot be chosen. The prompt models in game/ui/decisions only lay them out."""

from __future__ import annotations

from game.text.words import slot_name

# The Action (game/ui/decisions/action.py)

ACTION_TITLE = "Your turn: choose a card to play"
FINAL_ACTION_TITLE = "Final turn: play one card; the one you keep is your Final Card"
PLAYS = (("deploy", "Deploy"), ("enlist_guard", "Enlist as Guard"),
         ("enlist_assassin", "Enlist as Assassin"), ("encrypt", "Encrypt"))
"""The plays of a chosen card, as its buttons name them."""
NOTHING_TO_ATTACK = "Nothing it can attack"
CANNOT_ATTACK_THAT = "It cannot attack that"
ENLIST_AS_GUARD = "Enlist it as Guard"


def play_title(card: str) -> str:
    return f"{card}: Deploy it, Enlist it or Encrypt it"


def attack_title(card: str) -> str:
    return f"{card} as Assassin: choose the Guard to attack"


def attack_label(extra_protection: bool, slot: int) -> str:
    """ "Attack their Extra Protection", "Attack their Guard in slot 2"."""
    return "Attack their Extra Protection" if extra_protection else f"Attack their Guard in slot {slot + 1}"


# Guards and hand cards chosen on the table (game/ui/decisions/on_table.py)

GUARD_ASKS = {
    "extra_protection": "choose one of your Guards to tuck under it",
    "wheel_of_fate": "choose one of your Guards to turn face up; they say whether its number is in their Code",
    "silent_blade": "choose a face-up Guard of theirs to discard",
    "double_agent": "choose a face-down Guard of theirs; they say whether its number is in their Code",
    "floodlights": "choose a face-down Guard of theirs to turn face up",
    "turncoat": "choose a face-up Guard of theirs to move into your empty slot",
    "extraction": "choose a face-up Guard of theirs to take into your hand",
}
"""Ability id -> what its one Guard is for."""
PAIR_ASKS = {
    "crossfire": ("choose one of your Guards to discard", "now one of theirs to discard with it"),
    "forged_orders": ("choose one of your Guards to exchange", "now one of theirs to take in exchange"),
    "shine_spotlights": ("choose a face-down Guard of theirs to turn face up", "now a second one to turn face up"),
}
"""Ability id -> what its first and its second Guard are for."""
HAND_ASKS = {
    "switch_places": ("discard a card from your hand", "Discard"),
    "scavenge": ("discard a different card from your hand", "Discard"),
    "extraction": ("discard a different card from your hand", "Discard"),
    "archivist": ("Encrypt a different card from your hand", "Encrypt"),
    "high_tech_bookends": ("reveal a card from your hand; they say whether their Suitcase Number "
                           "is between 1 and its number", "Reveal"),
}
"""Ability id -> (what its hand card is for, the verb on the card)."""
ANY_GUARD = "choose a Guard"
ANY_TWO_GUARDS = ("choose a Guard", "now another")
ANY_HAND_CARD = ("choose a card from your hand", "Choose")
NOT_FOR_SWITCH_PLACES = "Not a choice for Switch Places"
EMPTY_DISCARD_PILE = "The Discard Pile is empty"
EXCHANGE_WITH_DISCARD = "Exchange with the top of the Discard Pile"
A_GUARD_OF_YOURS = "a Guard of yours"
LET_IT_STAND = "Let it stand"


def choose_guard_label(slot: int) -> str:
    return f"Choose the Guard in {slot_name(slot)}"


def use_guard_label(slot: int) -> str:
    return f"Use the Guard in {slot_name(slot)}"


def exchange_label(slot: int) -> str:
    return f"Exchange with their Guard in {slot_name(slot)}"


def put_in_slot_label(name: str) -> str:
    return f"Put {name} in its slot"


def switch_first_title(name: str) -> str:
    return f"{name}: choose one of your Guards"


def switch_second_title(name: str) -> str:
    return f"{name}: exchange it with one of their Guards or the top of the Discard Pile, or put {name} in its slot"


def just_took_it(verb: str) -> str:
    """Why the card Scavenge or Extraction just brought in cannot go straight back out."""
    return f"You just took it: {verb.lower()} a different card"


def attacked_place(target: int, slots: int) -> str:
    """ "your Extra Protection" (a target past the slots), or "your Guard in slot 2"."""
    return "your Extra Protection" if target >= slots else f"your Guard in {slot_name(target)}"


def attacked_with(place: str, card: str) -> str:
    return f"{place} with {card}"


def no_react(vest: str) -> str:
    return f"You hold no {vest}"


def block_label(vest: str) -> str:
    return f"Block with {vest}"


def react_title(what: str, vest: str) -> str:
    return f"They assassinated {what}: block it with {vest}, or let it stand"


# Spreads over the table's centre (game/ui/decisions/spread_prompts.py)

RING_TEXTS = {
    "fortune_teller": ("name any number", "They say whether their Suitcase Number is within 2 of it on the ring."),
    "decoy_guard": ("name a Suitcase Number", "They say whether their Suitcase Number is within 1 of it "
                    "(their Code shares two numbers with its Code)."),
    "interrogation": ("name a number", "If they hold a card of that number they show you one; "
                      "otherwise they say they hold none."),
    "test_access_codes": ("pick a number they showed you", "They say whether it is their Suitcase Number."),
    "picking_petals": ("name a number", "Everyone learns that it is not your Suitcase Number."),
}
"""Ability id -> (what the number on the ring is for, the words beside the ring)."""
ANY_NUMBER = ("name a number", "")
FIRST_OF_TWO_PETALS = "No Guard is in play on either side, so you name two numbers: this one first. "
"""Picking Petals' first number when a second will be asked for: the start of the words beside the ring."""
SECOND_PETAL = ("name a second number", "No Guard is in play on either side, so you name two. ")
"""Picking Petals' second number: the ask, and the start of the words beside the ring."""
NAMED_MARK = "NAMED"
"""On the ring's wedge of a number already named for this Picking Petals."""
NOT_IN_SHOWN_HAND = "Not in the hand they showed you"
RING_HOW = "Click a number, or press its key (1–9)"
DEPTH_CAPTIONS = ("top", "2nd", "3rd")
SCAVENGE_DETAIL = "Then discard a different card from your hand. The rest keep their order."
KEEP_FINAL_CARD = "Keep my Final Card"
ARCHIVIST_DETAIL = "Then Encrypt a different card from your hand."
DRAW_ORDER_ENDS = ("top of the Draw Deck", "deeper")
DISCARD_ORDER_TITLE = "Choose the order the cards go onto the Discard Pile (it matters to the pile's top)"
DISCARD_ORDER_ENDS = ("goes down first", "ends on top")
ORDER_HOLDING = "Move it with ← →, put it down with Enter, or click where it goes."
ORDER_HOW = "Drag a card to its place, or pick it up with Enter and move it with ← →. Then Done."
SETUP_SUITCASE_TITLE = "Set-up: choose your Suitcase"
SETUP_SUITCASE_DETAIL = "Then a card to Encrypt; you keep the other two."
SETUP_ENCRYPT_TITLE = "Set-up: choose a card to Encrypt"
SETUP_ENCRYPT_DETAIL = "You keep the other two in hand."
IS_YOUR_SUITCASE = "This is your Suitcase"


def their_hand(cards: str) -> str:
    """Test Access Codes: the hand they showed, before the line under the ring."""
    return f"Their hand: {cards}. "


def scavenge_title(name: str, count: int) -> str:
    return f"{name}: take one of the top {count} cards of the Discard Pile"


def dead_drop_title(name: str) -> str:
    return f"{name}: exchange your Final Card with a card of the Encrypted Card Pile, or keep it"


def your_final_card(card: str) -> str:
    return f"Your Final Card: {card}."


def archivist_title(name: str) -> str:
    return f"{name}: take a card from the Encrypted Card Pile into your hand"


def draw_order_title(name: str) -> str:
    return f"{name}: put the cards back in any order"


def make_suitcase_label(card: str) -> str:
    return f"Make {card} your Suitcase"
