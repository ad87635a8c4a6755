"""Labels on the table itself, beside the pieces they are about."""

from __future__ import annotations

NO_ACTION_NEXT_TURN = "No Action next turn"
"""Under a Suitcase whose player paid for a REACT with their next Action."""
FINAL_CARD = "Final Card"
FINAL_CARD_MATCH = "Final Card · Unguarded Match"
"""Over a Final Card at the Big Reveal, when it matched the opponent's Code on an unguarded number."""
