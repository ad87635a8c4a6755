"""What moves when the game changes, and how."""
