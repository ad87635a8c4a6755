"""The rules of record, in words for a player, section by section: the Rules screen and docs/RULES.md.

These paragraphs are the one source of the rules: the Rules screen shows them,
and tools/rules_doc.py writes them out as docs/RULES.md (a test fails when
that file is out of date). Section numbers are the ones code and tests cite
("RULES.md 6", "RULES.md 2.4": paragraph 4 of section 2). The card lists are
built from the decks the caller passes in, so a card reads the same here, in
the card gallery and on the table. `find` is the search the Rules screen runs
as the player types.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

TEXT, HEADING, BULLET, RULING, NOTE = "text", "heading", "bullet", "ruling", "note"
"""Paragraph styles: plain, a heading inside a section, a list item, one of our rulings, a small note."""

MIN_QUERY = 2
"""A search needs this many characters: one letter would light up every line."""

KEYWORDS: dict[str, str] = {
    "REACT": "Played on the opponent's turn, right after the event it names. It costs your next Action: "
             "next turn you draw, take no Action, then PEEK 1.",
    "PEEK": "After drawing, look at the top N cards of the Draw Deck (all, if fewer) and put them back "
            "in the same order.",
    "TRIGGER": "The Deployed card stays face up in your play area, not as a Guard, and fires when its event "
               "happens; then it is discarded.",
    "TUCK": "Goes face up into your Guard area without taking a slot, over one of your untucked Guards, "
            "which stays tucked under it.",
}
"""What each keyword means, in one or two sentences: the tooltip over a keyword pill."""


class CardText(Protocol):
    """What the rules say of one card of a deck (a deck file's card has all of it)."""

    @property
    def number(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def guild(self) -> str: ...
    @property
    def keywords(self) -> Sequence[str]: ...
    @property
    def ability(self) -> str: ...
    @property
    def house_design(self) -> bool: ...
    @property
    def text(self) -> str: ...


class DeckText(Protocol):
    """A ready deck as the rules list it: its name, its theme and its nine cards in number order."""

    @property
    def name(self) -> str: ...
    @property
    def theme(self) -> str: ...
    @property
    def cards(self) -> Sequence[CardText]: ...


@dataclass(frozen=True)
class Paragraph:
    """One paragraph of a section, in one style."""

    text: str
    style: str = TEXT


@dataclass(frozen=True)
class Section:
    """One page of the rules reference: its title in the sidebar and its paragraphs.

    `chapter` is the numbered section of the rules it belongs to when that is not
    its own title: the three card pages are all section 7, the Cypher Wheel is part
    of section 8.
    """

    title: str
    paragraphs: tuple[Paragraph, ...]
    chapter: str = ""


@dataclass(frozen=True)
class Match:
    """Where a search found its text: section, paragraph, and the characters [start, end)."""

    section: int
    paragraph: int
    start: int
    end: int


def _section(title: str, *paragraphs: Paragraph | str, chapter: str = "") -> Section:
    return Section(title, tuple(p if isinstance(p, Paragraph) else Paragraph(p) for p in paragraphs), chapter)


def _ruling(text: str, on: str = "") -> Paragraph:
    """One of our rulings; `on` names it ("on the offer") where code cites it by name."""
    return Paragraph(f"Ruling{' ' + on if on else ''}: {text}", RULING)


def _bullet(text: str) -> Paragraph:
    return Paragraph(text, BULLET)


def _heading(text: str) -> Paragraph:
    return Paragraph(text, HEADING)


HOW_TO_WIN = _section(
    "How to win",
    _heading("The goal"),
    "Each player hides one card face down: their Suitcase. Its number and the numbers either side of it "
    "on the ring 1 to 9 are that player's Code (a 5 gives 4-5-6, a 9 gives 8-9-1, a 1 gives 9-1-2).",
    "Finish the game holding a card from your opponent's Code that none of their Guards blocks: "
    "an Unguarded Match. Guard the numbers of your own Code so that they cannot do the same.",
    _heading("A turn"),
    "Draw a card, then play one card from your hand: Deploy it (do what it says), Enlist it (as a Guard "
    "face down, or as an Assassin against a Guard), or Encrypt it (face down, out of play). Nobody ends "
    "a turn holding more than 2 cards.",
    _heading("The end"),
    "After 10 turns with a draw and one final turn each without, every player holds exactly one card: "
    "their Final Card. Then the Big Reveal shows Suitcases, Guards and Final Cards.",
    _bullet("An Unguarded Match for one player only: they win."),
    _bullet("Both or neither: the player with more Guards wins (Extra Protection counts half a Guard)."),
    _bullet("Still equal: a tie."),
    Paragraph("Cards ask questions about the opponent's Suitcase and Guards: every answer narrows down "
              "their Code. The Cypher Wheel keeps your notes.", NOTE),
    _heading("About these rules"),
    "The numbered sections restate the printed rulebook in this game's own words and settle the points it "
    "leaves open. A paragraph marked Ruling is such a decision of ours. A card marked House design is our "
    "own design, built to its deck's theme, because the printed text of that card was not available to us.",
)

COMPONENTS = _section(
    "1 · Components and words",
    "Each deck holds 18 cards: every Card Number from 1 to 9 appears on two identical copies.",
    "A card shows four things: its Card Number, its name, its Guild Affiliation and its Card Ability. Some "
    "abilities are marked with a keyword: REACT, PEEK, TRIGGER or TUCK.",
    "Think of the numbers 1 to 9 as a ring, where 9 sits next to 1. The Code of a number is that number "
    "together with its two neighbours on the ring: 5 has the Code 4-5-6, 9 has 8-9-1 and 1 has 9-1-2. The "
    "Card Number of the card you hide as your Suitcase is your Suitcase Number, and its Code is your Code. "
    "Two numbers are \"within k\" of each other when you can walk from one to the other in k steps or fewer "
    "around the ring. Nothing changes your Suitcase once the game has begun.",
    "A card's guild follows from its Card Number alone, whichever deck it comes from: 1, 4 and 7 are "
    "Sentinels; 2, 5 and 8 are Guards; 3, 6 and 9 are Assassins.",
    _ruling("we had no printed table of guilds, so this one is our choice. It means that each Code has exactly "
            "one number of each guild, and that the Assassin number of a Code (3, 6 or 9) only ever stands in "
            "a Guard slot when an ability puts it there. That is deliberate, and the simulate command counts "
            "how often such a number decides a game."),
    _heading("Where cards lie"),
    _bullet("the Draw Deck, in order;"),
    _bullet("the Discard Pile, face up and in order: anyone may look through it;"),
    _bullet("the Encrypted Card Pile, face down and in no order;"),
    _bullet("each hand, hidden from the other player;"),
    _bullet("each Suitcase, face down; its owner may look at it;"),
    _bullet("three Guard slots per player, and a play area per player for TRIGGER cards;"),
    _bullet("the Resolving spot, in view of both players: a Deployed card waits there until its ability is done."),
    _ruling("a new Guard takes your free slot with the lowest number; the rules give slot positions no "
            "meaning.",
            "on slots"),
    _ruling("the two copies of a number are two separate cards. So when an ability asks for \"a different "
            "card\", the other copy of the same number counts as one. A card taken from the Discard Pile is "
            "picked by where it lies in the pile. Whenever a card is drawn at random (the card shown after a "
            "failed Attempt, Decrypt), each card has the same chance. A card hidden from you has no identity "
            "of its own: you cannot tell one hidden copy of a number from the other.", "on copies"),
    _ruling("the cards in a hand are in no particular order. A game record points at a card in a hand by "
            "where the game lists it, and that position gives the other player no information they did not "
            "already have.", "on hands"),
    "Both players always know which deck each Card Number was taken from. Any number an ability names is "
    "one of the Card Numbers 1 to 9.",
    "What a card does depends on the place it occupies. Whatever card stands in a Guard slot is a Guard in "
    "every respect (it counts as one Guard, it blocks its own number, Guard abilities may target it) and is "
    "nothing more. A TRIGGER ability only works while its card lies in a play area. \"Extra Protection\" is "
    "a Citrine 6 that was Deployed into the Guard area with TUCK.",
)

SET_UP = _section(
    "2 · Set-up",
    "1. Who goes first is decided at random, unless the game settings or the match rules (section 8) say "
    "who it is.",
    "2. Shuffle all 18 cards and deal them from the top, one by one, to each player in turn, the first "
    "player first: twice round to the hands, once round face down as Suitcases, and then two cards into the "
    "Encrypted Card Pile. The 10 cards left over, in the order they lie, make up the Draw Deck.",
    _heading("Strategic set-up (variant)"),
    "3. Deal four times round to the hands instead. Then each player picks, in secret, one card to be their "
    "Suitcase and one to go into the Encrypted Card Pile, and keeps the other two. The first player makes "
    "this one decision, then the second; neither sees what the other picked, and both picks take effect at "
    "the same moment, after the second player's. The Draw Deck holds 10 cards in this variant too.",
    _heading("A deal laid down in advance"),
    "4. When a game fixes the order of its cards beforehand (a tutorial, a puzzle, a test), the cards are "
    "dealt from that order exactly as above.",
)

TURN = _section(
    "3 · A turn",
    "1. Take the top card of the Draw Deck into your hand, if any is left.",
    "2. Then take one Action: choose a card in your hand and play it in one of these ways.",
    _bullet("Deploy: put it face up on the Resolving spot and carry out its ability. When that is done it goes "
            "onto the Discard Pile, above any cards the ability discarded, unless the ability leaves it in "
            "play. Every card can be Deployed, even one whose ability would have no effect."),
    _bullet("Enlist as a Guard (Guards and Sentinels): place it face down in one of your empty Guard slots. "
            "This needs a free slot, so nobody has more than 3 Guards."),
    _bullet("Enlist as an Assassin (Assassins and Sentinels): play it face up against one of the opponent's "
            "Guards or their Extra Protection (section 4); afterwards it is discarded. You can only do this "
            "when it has a target it is allowed to attack."),
    _bullet("Encrypt: place it face down in the Encrypted Card Pile."),
    "3. Nobody finishes a turn with more than 2 cards in hand.",
    "4. A Sentinel Enlisted as a Guard remains a Guard, and a Guard that an exchange turned face up remains "
    "face up, for as long as the card stays in a Guard slot. Once it is anywhere else, it is simply a card "
    "with a number and a guild.",
)

ASSASSINATION = _section(
    "4 · Assassination",
    "Enlisting an Assassin is the only play that counts as an assassination. When an ability discards, moves "
    "or takes a Guard, that is not an assassination, and nothing can block it.",
    _heading("A face-up target"),
    "The target is a face-up Guard, or Extra Protection, which is attacked as though its Code were 5-6-7. "
    "If the Assassin's Code and the target's Code have a number in common, the target is assassinated; if "
    "they have none, the play is not allowed.",
    _heading("A face-down Guard: the Assassination Attempt"),
    "The Assassin goes down face up and its Code is announced. The game then checks that Code against the "
    "Code of the hidden Guard.",
    _bullet("At least one number in common: the Attempt succeeds, and both cards are discarded."),
    _bullet("No number in common: the Attempt fails. The Assassin is discarded, the Guard stays where it is, "
            "face down, and the defender shows the attacker a card picked at random from their hand."),
    _ruling("the printed wording of a failure can be read as \"some number differs\"; its worked example "
            "shows that an Attempt fails only when no number is shared, and that is how this game plays it."),
    "Both players learn whether an Attempt succeeded or failed. While Extra Protection is in play, the Guard "
    "tucked under it cannot be assassinated.",
    _heading("In order"),
    "The attacker picks the Assassin and its target, and the Assassin waits on the Resolving spot while the "
    "game works out what happens. On a success the defender may then react (Bullet Proof Vest, when the "
    "offer is made: section 6). If the assassination is not blocked, the attacker decides in which order the "
    "two cards are put on the Discard Pile, which matters to Scavenge, Switch Places and Safecracker. On a "
    "failure, first the random card is shown, then Ambush takes effect, and last the Assassin is discarded.",
    "When an Action is blocked it does nothing, and every card used in it goes to the Discard Pile.",
)

END = _section(
    "5 · End of the game",
    "1. Cards leave the Draw Deck only when they are drawn, so each game lasts exactly 10 ordinary turns, "
    "and the second player draws the last card and plays out that turn. After it the first player and then "
    "the second play one last turn each, with no draw. At the end of it each has a single card left in hand: "
    "their Final Card.",
    "2. Any Dead Drops are resolved first (Ruby 2). Then comes the Big Reveal: both Suitcases, all Guards "
    "and both Final Cards are turned face up. The Encrypted Card Pile stays face down and plays no part in "
    "scoring; once the result is settled, the screen after the game may show every card.",
    _heading("Scoring"),
    "3. You score an Unguarded Match when the number of your Final Card is part of your opponent's Code and "
    "no Guard your opponent has in play carries that Card Number (Guards tucked under Extra Protection "
    "count). A Guard only blocks the Card Number it carries, and Extra Protection blocks no number at all.",
    "4. Who wins:",
    _bullet("If just one of you has an Unguarded Match, that player is the winner."),
    _bullet("Both players have one, or neither has: the one with more Guards wins, and every Extra "
            "Protection counts as half a Guard."),
    _bullet("Still level: the game is a tie."),
    _heading("Example"),
    "5. Violet's Code is 6-7-8, her Guards are 1 and 8, and her Final Card is 5. Pete's Code is 1-2-3, he "
    "has no Guards, and his Final Card is 8. Violet's Guard 8 blocks Pete's 8, and Violet's 5 is not in "
    "Pete's Code, so neither player has a match and Violet wins with more Guards. Had Pete's Final Card been "
    "a 6 or a 7, he would have won.",
)

KEYWORDS_AND_PRINCIPLES = _section(
    "6 · Keywords and principles",
    _heading("REACT"),
    "You play a REACT card during your opponent's turn, straight after the event it names (for Bullet Proof "
    "Vest: one of your Guards or your Extra Protection has just been assassinated). The price is your next "
    "Action: on your next turn you draw if you can, skip your Action, and then PEEK 1. You cannot react if "
    "doing so would leave your hand empty. On your own turn you may Deploy a REACT card; that has no effect "
    "and no price.",
    _ruling("each time an assassination succeeds, the defender is asked whether to react, provided that the "
            "deck list includes a REACT card, that at least one copy of it is not lying face up somewhere "
            "public (the Discard Pile, a Guard slot, the Resolving spot, or as the attacking Assassin), and "
            "that the defender holds 2 cards or more. Passing is always one of the answers, and reacting is "
            "another only when they hold the REACT card, so the question gives the attacker no hint about the "
            "defender's hand, and a game at one screen looks the same either way.", "on the offer"),
    _heading("PEEK N"),
    "Once they have drawn, the player looks in secret at the top N cards of the Draw Deck (or at all of "
    "them, if fewer are left) and returns them without changing their order. There is nothing to decide.",
    _heading("TRIGGER"),
    "When Deployed, the card does not go to the Discard Pile but stays face up in its owner's play area. "
    "There it is no Guard, takes no slot and adds nothing in a tie-break. When its event happens, every "
    "TRIGGER waiting for that event fires, oldest first, and each one is discarded as soon as its own "
    "effect is over, whether or not that effect changed anything. A TRIGGER that fires in the middle of "
    "another card's ability therefore ends up beneath that card on the Discard Pile.",
    "Coup, Floodlights and Ambush alter where a card is about to go, so the card is put down only once "
    "(when Coup and Floodlights both apply, Coup decides the place); Wiretap acts once the card is down. "
    "Dead Drops fire at the end of the game as Ruby 2 describes, even one played during a final turn; any "
    "other TRIGGER still waiting when the game ends has no effect. \"Enlists a Guard\" refers only to the "
    "Enlist as Guard play, and \"Encrypts\" to the Encrypt play or the Encrypt step of Archivist.",
    _heading("TUCK"),
    "Extra Protection goes face up into your Guard area without using a slot, and tucks one of your Guards "
    "that is not tucked yet; that Guard keeps whichever side it showed. The tuck stays with the slot: the "
    "tucked Guard can only leave it through an exchange (Switch Places by either player, or your own Forged "
    "Orders), and whatever card replaces it is tucked in its turn. No Guard can be under two Extra "
    "Protections. When Extra Protection is assassinated, the Guard beneath it stays in its slot, no longer "
    "tucked.",
    _heading("Guards"),
    "A Guard that passes from one player to the other, by exchange or by a move, turns face up. An ability "
    "that says to flip a Guard and then do something may pick a Guard that is already face up. Where an "
    "ability says \"Guard\" it means a card standing in a Guard slot, never a card in a hand and never "
    "Extra Protection. An ability that moves, exchanges or discards one of the opponent's Guards may only "
    "pick a tucked one when it says it may. Every range counts both of its ends.",
    _heading("Resolving abilities"),
    _ruling("if a part of an ability has a legal choice, it must be carried out, unless the ability says "
            "\"may\". If a part has no legal choice, it is skipped and the other parts still happen. Some "
            "parts come as a pair and happen together or not at all: an exchange, taking a card and then "
            "discarding one, taking a card and then Encrypting one, and the two discards of Crossfire. When "
            "a single ability discards more than one card, the player using it puts them on the pile in the "
            "order they like, and the Deployed card then goes on top.", "on resolving"),
    "When the rules make a player answer a question (\"say whether ...\"), the game gives the true answer "
    "for them. When a card leaves the answer to the player (Picking Petals), they choose it.",
    _heading("Who learns what"),
    _ruling("both players see every card played face up and every choice made with it (the number named, "
            "the Guard targeted), every answer, which kind of face-down play was made (Enlist as Guard or "
            "Encrypt), how many cards each hand and pile holds, and how every Attempt ended. A card shown "
            "from a hand is seen by the player it is shown to. A card looked at inside a hidden pile is seen "
            "only by the player looking, unless the ability says it is shown \"to both players\"."),
    "A choice is public whenever the card it concerns is face up before or after it: the Guards targeted, "
    "the numbers named, the cards taken from or put on the Discard Pile. When the card stays hidden, both "
    "players learn only that a choice was made: which card Archivist took and which it Encrypted, the order "
    "Field Report left, whether a Dead Drop made its exchange (but not with which cards), and whether the "
    "card discarded after Switch Places (b) was the Guard that had just come to the hand (the discarded "
    "card itself is face up).",
    "Each player remembers what they know about particular hidden cards (the cards they Encrypted, a "
    "Switch Places they laid face down, cards they saw in a pile, cards they peeked at) until something they "
    "did not see might have moved those cards.",
)

DECKS_AND_MATCHES = _section(
    "8 · Decks, difficulty and matches",
    "Three decks come ready to play: Citrine, Ruby and Emerald. A mixed deck takes, for each number from 1 "
    "to 9, both copies from one deck of your choice, so it too has 18 cards, two of each number.",
    _ruling("we had no printed chart of difficulty levels. Beginner uses Citrine; Standard uses any single "
            "deck; Expert uses a mixed deck (drawn at random unless the players build it) and the strategic "
            "set-up.", "on difficulty"),
    _heading("Match mode"),
    "A match runs to best of 3 or best of 5. The first game's deck and set-up come from the "
    "match settings. After each game its winner builds the deck for the next one, and both players see it "
    "before the cards are dealt; after a tie the same deck is played again. The loser of each game decides "
    "who starts the next one; after a tie, whoever did not start the tied game starts the next.",
    "A best-of-3 match is won by the first player to win 2 games, a best-of-5 by the first to win 3; tied "
    "games count for neither player. If 6 games (best of 3) or 10 (best of 5) have been played without a "
    "winner, the player with more wins takes the match, and with equal wins the match is drawn.",
)

CYPHER_WHEEL = _section(
    "8 · The Cypher Wheel",
    "A sheet for your notes: the nine Suitcase Numbers around a ring, each with its Code and its guild. "
    "Beside a number you put \"/\" once you have seen one card of it and \"X\" once you have seen both "
    "(counting your own Suitcase). You cross out every number that can no longer be the opponent's "
    "Suitcase Number, you keep notes on each of the opponent's face-down Guards (separate from the Suitcase "
    "notes), and you note what you have given away to the opponent.",
    _heading("Examples"),
    _bullet("Wheel of Fate answers \"no\" about a 6: cross out 5, 6 and 7. A \"no\" about a 9 crosses out 8, "
            "9 and 1."),
    _bullet("An Attempt with the Code 3-4-5 fails: that Guard is not a 2, 3, 4, 5 or 6."),
    _bullet("Only some numbers can stand face down in a slot: Enlist as Guard puts a Sentinel or a Guard "
            "there, and Switch Places (b) a 4. So after that failed Attempt, a Guard Enlisted from the hand "
            "must be a 1, 7 or 8."),
    chapter=DECKS_AND_MATCHES.title,
)

CARDS_CHAPTER = "7 · The cards"
"""The numbered section the three card pages make up together."""

HOUSE_DESIGN = ("House design: we had no printed text for this card, so it is our own design, made to fit "
                "its deck's theme.")

CARD_RULINGS: dict[str, str] = {
    "switch_places": "both Guards of an exchange may be tucked: the card that comes in takes the tuck. When (a) "
                     "exchanges with the Discard Pile, your Guard goes onto the pile first and Switch Places on "
                     "top of it. The card (b) discards may be the Guard that just came to your hand.",
    "scavenge": "the card is chosen by its place among the top 3; the others keep their order.",
    "dead_drop": "with several Dead Drops, the first player's resolve first, each player's in the order they "
                 "were played. With the Encrypted Card Pile empty there is nothing to exchange.",
    "floodlights": "the TRIGGER enters play even when there is no Guard to flip.",
    "safecracker": "with the Discard Pile empty, nothing is said.",
}
"""What the card's own text leaves open, by ability id: settled here so it reads the same in every deck."""


def card_section(deck: DeckText) -> Section:
    """One ready deck's nine cards: number, name, guild, keywords, text, house design, our ruling on it."""
    paragraphs = [Paragraph(deck.theme, NOTE)]
    for card in deck.cards:
        keywords = f" · {', '.join(card.keywords)}" if card.keywords else ""
        paragraphs.append(_heading(f"{card.number} · {card.name} ({card.guild}){keywords}"))
        paragraphs.append(Paragraph(card.text))
        if card.house_design:
            paragraphs.append(Paragraph(HOUSE_DESIGN, NOTE))
        if card.ability in CARD_RULINGS:
            paragraphs.append(_ruling(CARD_RULINGS[card.ability]))
    return Section(f"7 · {deck.name} cards", tuple(paragraphs), CARDS_CHAPTER)


def rules_sections(decks: Sequence[DeckText]) -> tuple[Section, ...]:
    """Every page of the rules reference, "How to win" first; `decks` are the ready decks, in order."""
    cards = tuple(card_section(deck) for deck in decks)
    return (HOW_TO_WIN, COMPONENTS, SET_UP, TURN, ASSASSINATION, END, KEYWORDS_AND_PRINCIPLES) + cards + (
        DECKS_AND_MATCHES, CYPHER_WHEEL)


def find(sections: tuple[Section, ...], query: str) -> list[Match]:
    """Every place `query` appears (any case), in reading order; nothing for fewer than MIN_QUERY characters."""
    needle = " ".join(query.split()).lower()
    if len(needle) < MIN_QUERY:
        return []
    found = []
    for s, section in enumerate(sections):
        for p, paragraph in enumerate(section.paragraphs):
            text = paragraph.text.lower()
            start = text.find(needle)
            while start >= 0:
                found.append(Match(s, p, start, start + len(needle)))
                start = text.find(needle, start + len(needle))
    return found
