"""Games between computer players with nobody watching, and their tallies."""
