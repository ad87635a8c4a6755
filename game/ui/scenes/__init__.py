"""One class per screen: the title, the table, play, the demo and the overlays."""
