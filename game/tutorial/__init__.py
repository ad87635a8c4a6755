"""Learn to play: a first game from a stacked deal that teaches one idea per turn, then free play."""
