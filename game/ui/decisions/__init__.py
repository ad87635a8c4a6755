"""Pending decisions as prompt models, their input, and the one layer that draws them."""
