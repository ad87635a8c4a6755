"""A View turned into pixels; places.py owns the rectangle of every place on the table."""
