"""The pygame-ce client: scenes on a stack, drawn only from a player's view."""
