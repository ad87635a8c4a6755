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
    _bullet("Exactly one player has an Unguarded Match: that player wins."),
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
    "A deck has 18 cards: two identical copies of each Card Number 1 to 9.",
    "Every card has a Card Number, a name, a Guild Affiliation and a Card Ability; some abilities carry a "
    "keyword (REACT, PEEK, TRIGGER, TUCK).",
    "The Code of a number n is the three numbers n-1, n and n+1 on a ring 1 to 9, so 9 gives 8-9-1 and "
    "1 gives 9-1-2. Your Suitcase Number is the Card Number of your Suitcase card, and your Code is that "
    "number's Code. Two numbers are \"within k\" when they are at most k steps apart on the ring. "
    "The Suitcase never changes during a game.",
    "The guild depends on the Card Number only, in every deck: 1, 4, 7 are Sentinels; 2, 5, 8 Guards; "
    "3, 6, 9 Assassins.",
    _ruling("the printed guild table was not available to us, so this is our choice. Every Code therefore "
            "holds one number of each guild, and its 3, 6 or 9 can only reach a Guard slot through an "
            "ability. This is intended, and the simulate command counts how often such a number decides "
            "a game."),
    _heading("Where cards lie"),
    _bullet("the Draw Deck, in order;"),
    _bullet("the Discard Pile, face up and in order: anyone may look through it;"),
    _bullet("the Encrypted Card Pile, face down and in no order;"),
    _bullet("each hand, hidden from the other player;"),
    _bullet("each Suitcase, face down; its owner may look at it;"),
    _bullet("three Guard slots per player, and a play area per player for TRIGGER cards;"),
    _bullet("the Resolving spot, face up for everyone, where a Deployed card sits while its ability resolves."),
    _ruling("a Guard goes into your lowest free slot; which slot it is in means nothing in the rules.", "on slots"),
    _ruling("the two copies of a number are still two cards. \"A different card\" means another card, so "
            "the second copy of the same number will do. A card taken from the Discard Pile is chosen by its "
            "place in the pile. Every random card (a failed Attempt, Decrypt) is chosen evenly among the "
            "cards. A card you cannot see has no identity of its own: the two copies of a hidden number look "
            "the same to you.", "on copies"),
    _ruling("a hand has no order. A game record names a card in a hand by its place in the hand as the game "
            "lists it, and that place tells the other player nothing they could not see.", "on hands"),
    "Which deck each number comes from is public in every game, and every number a card names is a Card "
    "Number 1 to 9.",
    "A card's role comes from where it lies: any card in a Guard slot is a full Guard (it counts as one, "
    "blocks its number and can be the target of Guard abilities) and nothing else. TRIGGER text acts only "
    "from the play area. \"Extra Protection\" means a Citrine 6 Deployed with TUCK into the Guard area.",
)

SET_UP = _section(
    "2 · Set-up",
    "1. A coin toss chooses the first player, unless the game settings or the match rules (section 8) name "
    "them.",
    "2. The 18 cards are shuffled and dealt from the top, one at a time, alternating and starting with the "
    "first player: two rounds to the hands, then one round of Suitcases (face down), then two cards to the "
    "Encrypted Card Pile. The remaining 10 cards are the Draw Deck, in the order they lie.",
    _heading("Strategic set-up (variant)"),
    "3. Four rounds are dealt to the hands instead. Each player then secretly "
    "chooses 1 card as their Suitcase and 1 to put into the Encrypted Card Pile, keeping 2. The first player "
    "decides first, then the second, one decision each; neither sees the other's choice, and both happen "
    "together once the second has chosen. The Draw Deck again holds 10.",
    _heading("A deal laid down in advance"),
    "4. A game with the order of its cards laid down in advance (a tutorial, a puzzle, a test) deals from "
    "that order in the same way.",
)

TURN = _section(
    "3 · A turn",
    "1. Draw the top card of the Draw Deck (if it is not empty).",
    "2. Perform one Action by playing one card from your hand:",
    _bullet("Deploy: play it face up to the Resolving spot, do what its ability says, then put it on top "
            "of the Discard Pile (after every other card the ability discards), unless the ability keeps "
            "it in play. Any card may be Deployed, even when its ability would do nothing."),
    _bullet("Enlist as a Guard (Guards and Sentinels): face down into an empty Guard slot of yours. You "
            "need a free slot: at most 3 Guards."),
    _bullet("Enlist as an Assassin (Assassins and Sentinels): face up, to assassinate one of the "
            "opponent's Guards or their Extra Protection (section 4), then it is discarded. Only "
            "when there is a target it may attack."),
    _bullet("Encrypt: put it face down into the Encrypted Card Pile."),
    "3. Nobody ever ends their turn holding more than 2 cards.",
    "4. A Sentinel Enlisted as a Guard stays a Guard, and a Guard turned face up by an exchange stays face "
    "up, only while it stays in a Guard slot. Anywhere else a card is just its number and guild.",
)

ASSASSINATION = _section(
    "4 · Assassination",
    "Only the Enlist as Assassin play is an assassination. Abilities that discard, move or take Guards are "
    "not, and cannot be blocked.",
    _heading("A face-up target"),
    "A face-up Guard, or Extra Protection (attacked as if its Code were 5-6-7): the Assassin's Code must "
    "share at least one number with the target's Code, and then the target is assassinated. Otherwise "
    "the play is not allowed.",
    _heading("A face-down Guard: the Assassination Attempt"),
    "The Assassin is played face up and its Code announced; the game compares it with the hidden Guard's "
    "Code.",
    _bullet("Any shared number: success. Both cards are discarded."),
    _bullet("No shared number: failure. The Assassin is discarded, the Guard stays face down, and the "
            "defender shows the attacker a random card from their hand."),
    _ruling("the printed wording of a failure can be read as \"some number differs\"; its worked example "
            "shows that an Attempt fails only when no number is shared, and that is how this game plays it."),
    "Everyone learns whether an Attempt succeeded. A Guard tucked under Extra Protection cannot be "
    "assassinated while the Extra Protection is in play.",
    _heading("In order"),
    "The attacker names the Assassin and its target; the Assassin waits on the Resolving spot while the "
    "game works out the outcome. After a success, the defender may react (Bullet Proof Vest, when the "
    "offer is made: section 6). If the kill stands, the attacker chooses the order in which the two cards "
    "go onto the Discard Pile (it matters to Scavenge, Switch Places and Safecracker). After a failure, the "
    "random card is shown, then Ambush applies, then the Assassin is discarded.",
    "A blocked Action has no effect, and the cards used for it are discarded.",
)

END = _section(
    "5 · End of the game",
    "1. Only the draw takes cards from the Draw Deck, so every game has 10 normal turns; the second player "
    "draws the last card and finishes that turn. Then the first player, then the second, each take one "
    "final turn without drawing. Each ends with exactly one card in hand: their Final Card.",
    "2. Dead Drops resolve (Ruby 2), then the Big Reveal: Suitcases, Guards and Final Cards are revealed. "
    "The Encrypted Card Pile stays hidden for scoring; once the result is final, the screen after the game "
    "may show every card.",
    _heading("Scoring"),
    "3. You have an Unguarded Match when your Final Card's number is in your opponent's Code and is not the "
    "Card Number of any Guard they have in play (tucked Guards included). A Guard blocks its own Card "
    "Number only; Extra Protection blocks nothing.",
    "4. Who wins:",
    _bullet("Exactly one Unguarded Match: that player wins."),
    _bullet("Both or neither: the player with more Guards wins; each Extra Protection counts half a Guard."),
    _bullet("Equal: a tie."),
    _heading("Example"),
    "5. Violet's Code is 6-7-8, her Guards are 1 and 8, her Final Card is 5. Pete's Code is "
    "1-2-3, he has no Guards, his Final Card is 8. Pete's 8 is blocked by Violet's Guard 8, and Violet's 5 "
    "is not in Pete's Code: no match on either side, so Violet wins on Guards. Had Pete held a 6 or a 7, "
    "Pete would have won.",
)

KEYWORDS_AND_PRINCIPLES = _section(
    "6 · Keywords and principles",
    _heading("REACT"),
    "Played on the opponent's turn, right after the event it names (Bullet Proof Vest: a successful "
    "assassination of one of your Guards or your Extra Protection). It costs your next Action: on your "
    "next turn you draw (if you can), take no Action, then PEEK 1. You may not react if it would leave "
    "you with no card. Deploying a REACT card on your own turn is allowed, does nothing and costs nothing.",
    _ruling("after every successful assassination the defender is asked whether to react whenever the "
            "deck holds a REACT card, not every copy of it lies face up in a public place (the Discard Pile, "
            "a Guard slot, the Resolving spot, the attacking Assassin itself) and the defender holds at least "
            "2 cards. Passing is always offered, reacting only when they hold the REACT card, so the offer "
            "itself tells the attacker nothing about the defender's hand, and a game at one screen looks the "
            "same either way.", "on the offer"),
    _heading("PEEK N"),
    "After drawing, the player privately looks at the top N cards of the Draw Deck (all, if fewer) and "
    "puts them back in the same order. There is nothing to decide.",
    _heading("TRIGGER"),
    "The Deployed card stays face up in its owner's play area: not a Guard, no slot, no tie-break value. "
    "An event fires every matching TRIGGER, in the order they were played; each that fires is then "
    "discarded right after its own effect, even if that changed nothing (so a TRIGGER fired during "
    "another card's ability lies under that card on the Discard Pile).",
    "Coup, Floodlights and Ambush change where a card goes before it is placed, so it is placed only once "
    "(Coup's place wins over Floodlights); Wiretap acts after. Dead Drops fire at the end of the game as "
    "Ruby 2 says (also when played in a final turn); other TRIGGERs still in play at the end do nothing. "
    "\"Enlists a Guard\" means the Enlist as Guard play only; \"Encrypts\" means the Encrypt play or "
    "Archivist's Encrypt.",
    _heading("TUCK"),
    "Extra Protection is played face up into your Guard area without taking a slot, tucking one of your "
    "untucked Guards, which stays face up or face down as it was. The tuck belongs to the slot: the "
    "tucked Guard leaves only by an exchange (Switch Places on either side, Forged Orders on your own "
    "side), and the card that comes in is tucked. A Guard is under at most one Extra Protection. If the "
    "Extra Protection is assassinated, the tucked Guard stays, untucked.",
    _heading("Guards"),
    "Guards exchanged between players, or moved to the other player, become face up. \"Flip a Guard and "
    "then ...\" abilities may use a Guard that is already face up. \"Guard\" in an ability means a card "
    "in a Guard slot: never a card in hand, never Extra Protection. Abilities that move, exchange or "
    "discard an opponent's Guard cannot choose a tucked Guard unless they say so. Ranges include both "
    "ends.",
    _heading("Resolving abilities"),
    _ruling("every part of an ability that has a legal choice must be done, unless it says \"may\". A part "
            "with no legal choice is skipped and the rest still happens. Linked pairs happen in full or "
            "not at all: an exchange, a take-then-discard, a take-then-Encrypt, and Crossfire's two "
            "discards. When one ability discards several cards, the acting player chooses their order; "
            "the Deployed card then goes on top.", "on resolving"),
    "Answers the rules force (\"say whether ...\") are always true: the game gives them. Where a card lets "
    "the answering player choose (Picking Petals), that player decides.",
    _heading("Who learns what"),
    _ruling("everyone sees every face-up play and its choices (the number named, the Guard targeted), "
            "every answer, the kind of each face-down play (Enlist as Guard, Encrypt), every hand and pile "
            "size and every Attempt's outcome. A card shown from a hand is seen by the player it is shown "
            "to. A card looked at in a hidden pile is seen only by the player who looks, unless the card "
            "says \"to both players\"."),
    "A choice is public when its card is face up before or after it: the Guards targeted, the numbers named, "
    "the cards taken from or put onto the Discard Pile. Where the card stays hidden, only the fact that a "
    "choice was made is public: Archivist's take and Encrypt, Field Report's order, whether a Dead Drop "
    "exchanged (not which cards), and whether the card Switch Places (b) discarded was the Guard that went "
    "to the hand (the discarded card itself is face up).",
    "Each player keeps what they know about particular hidden cards (cards they Encrypted, a Switch Places "
    "they put face down, cards seen in a pile, cards peeked at) until something they did not see could "
    "have moved them.",
)

DECKS_AND_MATCHES = _section(
    "8 · Decks, difficulty and matches",
    "The ready decks are Citrine, Ruby and Emerald. A mixed deck takes both copies of each number 1 to 9 "
    "from one chosen deck: 18 cards, two of each number.",
    _ruling("the printed difficulty chart was not available to us. Beginner plays Citrine; Standard any "
            "one deck; Expert a mixed deck (random unless the players build one) with the strategic "
            "set-up.", "on difficulty"),
    _heading("Match mode"),
    "A match is best of 3 or best of 5. The match settings choose the first deck and the set-up. The "
    "winner of each game builds the deck for the next game, shown to both players before the deal; after "
    "a tie the deck is kept. The loser of a game chooses who starts the next; after a tie the starter "
    "alternates.",
    "A best-of-3 match goes to the first player with 2 wins, a best-of-5 to the first with 3; ties count "
    "for no one. After 6 games (best of 3) or 10 (best of 5) without that, the player with more wins "
    "takes the match, or it is drawn.",
)

CYPHER_WHEEL = _section(
    "8 · The Cypher Wheel",
    "A note aid: a ring of the nine Suitcase Numbers, each with its Code and guild. For each number you "
    "mark \"/\" when you have seen one card of it and \"X\" when you have seen both (your own Suitcase "
    "included), strike out numbers that cannot be the opponent's Suitcase Number, and keep notes on each "
    "of the opponent's face-down Guards (apart from the Suitcase notes) and on what you have revealed to "
    "the opponent.",
    _heading("Examples"),
    _bullet("A \"no\" from Wheel of Fate on a 6 strikes 5, 6 and 7; a \"no\" on a 9 strikes 8, 9 and 1."),
    _bullet("A failed Attempt with Code 3-4-5 rules out 2 to 6 as that Guard's number."),
    _bullet("A face-down Guard can only be a number that can stand face down in a slot (Enlist as Guard "
            "takes a Sentinel or a Guard; Switch Places (b) puts a 4 there), so after that failed Attempt "
            "a Guard Enlisted from the hand is a 1, 7 or 8."),
    chapter=DECKS_AND_MATCHES.title,
)

CARDS_CHAPTER = "7 · The cards"
"""The numbered section the three card pages make up together."""

HOUSE_DESIGN = ("House design: the printed text was not available to us, so this card is our own design, "
                "built to the deck's theme.")

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
