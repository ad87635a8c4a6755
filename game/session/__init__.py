"""The game at the table: a game or a match under way, its seats, and the workers the computer thinks in."""
