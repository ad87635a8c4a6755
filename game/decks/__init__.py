"""Decks: the card files, mixed and custom decks, and deck specs."""
