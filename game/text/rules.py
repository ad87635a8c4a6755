"""The rules reference, as the game shows it: RULES.md in words for a player, section by section.

RULES.md is the rules of record; these paragraphs say the same things to a
player (no engine words). The card lists come from the deck files, so a card
reads the same here, in the card gallery and on the table. `find` is the
search the rules screen runs as the player types.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.decks.deck import READY_DECKS, load_ready_deck

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


@dataclass(frozen=True)
class Paragraph:
    """One paragraph of a section, in one style."""

    text: str
    style: str = TEXT


@dataclass(frozen=True)
class Section:
    """One page of the rules reference: its title in the sidebar and its paragraphs."""

    title: str
    paragraphs: tuple[Paragraph, ...]


@dataclass(frozen=True)
class Match:
    """Where a search found its text: section, paragraph, and the characters [start, end)."""

    section: int
    paragraph: int
    start: int
    end: int


def _section(title: str, *paragraphs: Paragraph | str) -> Section:
    return Section(title, tuple(p if isinstance(p, Paragraph) else Paragraph(p) for p in paragraphs))


def _ruling(text: str) -> Paragraph:
    return Paragraph(f"Ruling: {text}", RULING)


def _bullet(text: str) -> Paragraph:
    return Paragraph(text, BULLET)


HOW_TO_WIN = _section(
    "How to win",
    Paragraph("The goal", HEADING),
    "Each player hides one card face down: their Suitcase. Its number and the numbers either side of it "
    "on the ring 1 to 9 are that player's Code (a 5 gives 4-5-6, a 9 gives 8-9-1, a 1 gives 9-1-2).",
    "Finish the game holding a card from your opponent's Code that none of their Guards blocks: "
    "an Unguarded Match. Guard the numbers of your own Code so that they cannot do the same.",
    Paragraph("A turn", HEADING),
    "Draw a card, then play one card from your hand: Deploy it (do what it says), Enlist it (as a Guard "
    "face down, or as an Assassin against a Guard), or Encrypt it (face down, out of play). Nobody ends "
    "a turn holding more than 2 cards.",
    Paragraph("The end", HEADING),
    "After 10 turns with a draw and one final turn each without, every player holds exactly one card: "
    "their Final Card. Then the Big Reveal shows Suitcases, Guards and Final Cards.",
    _bullet("Exactly one player has an Unguarded Match: that player wins."),
    _bullet("Both or neither: the player with more Guards wins (Extra Protection counts half a Guard)."),
    _bullet("Still equal: a tie."),
    Paragraph("Cards ask questions about the opponent's Suitcase and Guards: every answer narrows down "
              "their Code. The Cypher Wheel keeps your notes.", NOTE),
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
            "ability. This is intended."),
    Paragraph("Where cards lie", HEADING),
    _bullet("the Draw Deck, in order;"),
    _bullet("the Discard Pile, face up and in order: anyone may look through it;"),
    _bullet("the Encrypted Card Pile, face down and in no order;"),
    _bullet("each hand, hidden from the other player;"),
    _bullet("each Suitcase, face down; its owner may look at it;"),
    _bullet("three Guard slots per player, and a play area per player for TRIGGER cards;"),
    _bullet("the Resolving spot, where a Deployed card sits while its ability resolves."),
    _ruling("a Guard goes into your lowest free slot; which slot it is in means nothing in the rules."),
    _ruling("the two copies of a number are still two cards. \"A different card\" means another card, so "
            "the second copy of the same number will do. Every random card (a failed Attempt, Decrypt) is "
            "chosen evenly among the cards."),
    _ruling("a hand has no order. Which deck each number comes from is public in every game, and every "
            "number a card names is a Card Number 1 to 9."),
    "A card's role comes from where it lies: any card in a Guard slot is a full Guard (it counts as one, "
    "blocks its number and can be the target of Guard abilities) and nothing else. TRIGGER text acts only "
    "from the play area. \"Extra Protection\" means a Citrine 6 Deployed with TUCK into the Guard area.",
)

SET_UP = _section(
    "2 · Set-up",
    "A coin toss chooses the first player, unless the game or the match rules name them.",
    "The 18 cards are shuffled and dealt one at a time, alternating and starting with the first player: "
    "two rounds to the hands, then one round of Suitcases (face down), then two cards to the Encrypted "
    "Card Pile. The remaining 10 cards are the Draw Deck.",
    Paragraph("Strategic set-up (variant)", HEADING),
    "Four rounds are dealt to the hands instead. Each player then secretly chooses 1 card as their "
    "Suitcase and 1 to put into the Encrypted Card Pile, keeping 2. The first player decides first, then "
    "the second; neither sees the other's choice, and both happen together. The Draw Deck again holds 10.",
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
            "opponent's Guards or their Extra Protection (see Assassination), then it is discarded. Only "
            "when there is a target it may attack."),
    _bullet("Encrypt: put it face down into the Encrypted Card Pile."),
    "3. Nobody ever ends their turn holding more than 2 cards.",
    "A Sentinel Enlisted as a Guard stays a Guard, and a Guard turned face up by an exchange stays face "
    "up, only while it stays in a Guard slot. Anywhere else a card is just its number and guild.",
)

ASSASSINATION = _section(
    "4 · Assassination",
    "Only the Enlist as Assassin play is an assassination. Abilities that discard, move or take Guards are "
    "not, and cannot be blocked.",
    Paragraph("A face-up target", HEADING),
    "A face-up Guard, or Extra Protection (attacked as if its Code were 5-6-7): the Assassin's Code must "
    "share at least one number with the target's Code, and then the target is assassinated. Otherwise "
    "the play is not allowed.",
    Paragraph("A face-down Guard: the Assassination Attempt", HEADING),
    "The Assassin is played face up and its Code announced; the game compares it with the hidden Guard's "
    "Code.",
    _bullet("Any shared number: success. Both cards are discarded."),
    _bullet("No shared number: failure. The Assassin is discarded, the Guard stays face down, and the "
            "defender shows the attacker a random card from their hand."),
    _ruling("the printed text calls it a failure \"if any numbers do not match\"; its worked example shows "
            "the meaning is \"no number matches\", and that is how this game plays it."),
    "Everyone learns whether an Attempt succeeded. A Guard tucked under Extra Protection cannot be "
    "assassinated while the Extra Protection is in play.",
    Paragraph("In order", HEADING),
    "After a success, the defender may react (Bullet Proof Vest). If the kill stands, the attacker chooses "
    "the order in which the two cards go onto the Discard Pile (it matters to Scavenge, Switch Places and "
    "Safecracker). After a failure, the random card is shown, then Ambush applies, then the Assassin is "
    "discarded.",
    "A blocked Action has no effect, and the cards used for it are discarded.",
)

END = _section(
    "5 · End of the game",
    "Only the draw takes cards from the Draw Deck, so every game has 10 normal turns; the second player "
    "draws the last card and finishes that turn. Then the first player, then the second, each take one "
    "final turn without drawing. Each ends with exactly one card in hand: their Final Card.",
    "Dead Drops resolve (Ruby 2), then the Big Reveal: Suitcases, Guards and Final Cards are revealed. "
    "The Encrypted Card Pile stays hidden for scoring.",
    Paragraph("Scoring", HEADING),
    "You have an Unguarded Match when your Final Card's number is in your opponent's Code and is not the "
    "Card Number of any Guard they have in play (tucked Guards included). A Guard blocks its own Card "
    "Number only; Extra Protection blocks nothing.",
    _bullet("Exactly one Unguarded Match: that player wins."),
    _bullet("Both or neither: the player with more Guards wins; each Extra Protection counts half a Guard."),
    _bullet("Equal: a tie."),
    Paragraph("Example", HEADING),
    "Violet's Code is 6-7-8, her Guards are 1 and 8, her Final Card is 5. Pete's Code is 1-2-3, he has no "
    "Guards, his Final Card is 8. Pete's 8 is blocked by Violet's Guard 8, and Violet's 5 is not in "
    "Pete's Code: no match on either side, so Violet wins on Guards. Had Pete held a 6 or a 7, Pete would "
    "have won.",
)

KEYWORDS_AND_PRINCIPLES = _section(
    "6 · Keywords and principles",
    Paragraph("REACT", HEADING),
    "Played on the opponent's turn, right after the event it names (Bullet Proof Vest: a successful "
    "assassination of one of your Guards or your Extra Protection). It costs your next Action: on your "
    "next turn you draw (if you can), take no Action, then PEEK 1. You may not react if it would leave "
    "you with no card. Deploying a REACT card on your own turn is allowed, does nothing and costs nothing.",
    _ruling("after every successful assassination the defender is asked whether to react whenever the "
            "deck holds a REACT card that is not face up in a public place and the defender holds at least "
            "2 cards, so being asked tells the attacker nothing about the defender's hand."),
    Paragraph("PEEK N", HEADING),
    "After drawing, the player privately looks at the top N cards of the Draw Deck (all, if fewer) and "
    "puts them back in the same order.",
    Paragraph("TRIGGER", HEADING),
    "The Deployed card stays face up in its owner's play area: not a Guard, no slot, no tie-break value. "
    "An event fires every matching TRIGGER, in the order they were played; each that fires is then "
    "discarded right after its own effect, even if that changed nothing.",
    "Coup, Floodlights and Ambush change where a card goes before it is placed (Coup's place wins over "
    "Floodlights); Wiretap acts after. Dead Drops fire at the end of the game (also when played in a "
    "final turn); other TRIGGERs still in play at the end do nothing. \"Enlists a Guard\" means the "
    "Enlist as Guard play only; \"Encrypts\" means the Encrypt play or Archivist's Encrypt.",
    Paragraph("TUCK", HEADING),
    "Extra Protection is played face up into your Guard area without taking a slot, tucking one of your "
    "untucked Guards, which stays face up or face down as it was. The tuck belongs to the slot: the "
    "tucked Guard leaves only by an exchange (Switch Places on either side, Forged Orders on your own "
    "side), and the card that comes in is tucked. A Guard is under at most one Extra Protection. If the "
    "Extra Protection is assassinated, the tucked Guard stays, untucked.",
    Paragraph("Guards", HEADING),
    "Guards exchanged between players, or moved to the other player, become face up. \"Flip a Guard and "
    "then ...\" abilities may use a Guard that is already face up. \"Guard\" in an ability means a card "
    "in a Guard slot: never a card in hand, never Extra Protection. Abilities that move, exchange or "
    "discard an opponent's Guard cannot choose a tucked Guard unless they say so. Ranges include both "
    "ends.",
    Paragraph("Resolving abilities", HEADING),
    _ruling("every part of an ability that has a legal choice must be done, unless it says \"may\". A part "
            "with no legal choice is skipped and the rest still happens. Linked pairs happen in full or "
            "not at all: an exchange, a take-then-discard, a take-then-Encrypt, and Crossfire's two "
            "discards. When one ability discards several cards, the acting player chooses their order; "
            "the Deployed card then goes on top."),
    "Answers the rules force (\"say whether ...\") are always true: the game gives them. Where a card lets "
    "the answering player choose (Picking Petals), that player decides.",
    Paragraph("Who learns what", HEADING),
    _ruling("everyone sees every face-up play and its choices (the number named, the Guard targeted), "
            "every answer, the kind of each face-down play (Enlist as Guard, Encrypt), every hand and pile "
            "size and every Attempt's outcome. A card shown from a hand is seen by the player it is shown "
            "to. A card looked at in a hidden pile is seen only by the player who looks, unless the card "
            "says \"to both players\". Where a card stays hidden, only the fact that a choice was made is "
            "public: Archivist's take and Encrypt, Field Report's order, whether a Dead Drop exchanged, "
            "and whether the card Switch Places (b) discarded was the Guard that went to the hand."),
)

DECKS_AND_MATCHES = _section(
    "8 · Decks, difficulty and matches",
    "The ready decks are Citrine, Ruby and Emerald. A mixed deck takes both copies of each number 1 to 9 "
    "from one chosen deck: 18 cards, two of each number.",
    _ruling("the printed difficulty chart was not available to us. Beginner plays Citrine; Standard any "
            "one deck; Expert a mixed deck (random unless the players build one) with the strategic "
            "set-up."),
    Paragraph("Matches", HEADING),
    "A match is best of 3 or best of 5. The match settings choose the first deck and the set-up. The "
    "winner of each game builds the deck for the next game, shown to both players before the deal; after "
    "a tie the deck is kept. The loser of a game chooses who starts the next; after a tie the starter "
    "alternates.",
    "A best-of-3 match goes to the first player with 2 wins, a best-of-5 to the first with 3; ties count "
    "for no one. After 6 games (best of 3) or 10 (best of 5) without that, the player with more wins "
    "takes the match, or it is drawn.",
)

CYPHER_WHEEL = _section(
    "The Cypher Wheel",
    "A note aid: a ring of the nine Suitcase Numbers, each with its Code and guild. For each number you "
    "mark \"/\" when you have seen one card of it and \"X\" when you have seen both (your own Suitcase "
    "included), strike out numbers that cannot be the opponent's Suitcase Number, and keep notes on each "
    "of the opponent's face-down Guards (apart from the Suitcase notes) and on what you have revealed to "
    "the opponent.",
    Paragraph("Examples", HEADING),
    _bullet("A \"no\" from Wheel of Fate on a 6 strikes 5, 6 and 7; a \"no\" on a 9 strikes 8, 9 and 1."),
    _bullet("A failed Attempt with Code 3-4-5 rules out 2 to 6 as that Guard's number."),
    _bullet("A face-down Guard can only be a number that can stand face down in a slot (Enlist as Guard "
            "takes a Sentinel or a Guard; Switch Places (b) puts a 4 there), so after that failed Attempt "
            "a Guard Enlisted from the hand is a 1, 7 or 8."),
)

HOUSE_DESIGN = ("House design: the printed text was not available to us, so this card is our own design, "
                "built to the deck's theme.")


def card_section(deck_id: str) -> Section:
    """One ready deck's nine cards, from its deck file: number, name, guild, keywords, text, house design."""
    deck = load_ready_deck(deck_id)
    paragraphs = [Paragraph(deck.theme, NOTE)]
    for card in deck.cards:
        keywords = f" · {', '.join(card.keywords)}" if card.keywords else ""
        paragraphs.append(Paragraph(f"{card.number} · {card.name} ({card.guild}){keywords}", HEADING))
        paragraphs.append(Paragraph(card.text))
        if card.house_design:
            paragraphs.append(Paragraph(HOUSE_DESIGN, NOTE))
    return Section(f"7 · {deck.name} cards", tuple(paragraphs))


@cache
def rules_sections() -> tuple[Section, ...]:
    """Every page of the rules reference, "How to win" first."""
    cards = tuple(card_section(deck_id) for deck_id in READY_DECKS)
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
