"""Every sentence the game says, for one viewer: the log, choices, reasons. No pygame here."""
