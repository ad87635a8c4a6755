"""How the client looks: layout from the window size, theme, palette, fonts and paint."""
