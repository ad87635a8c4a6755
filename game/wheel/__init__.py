"""The Cypher Wheel behind the drawing: the player's marks and notes, and the assistant's facts and odds."""
