"""The player's data folder: settings, saves, statistics, history records, crash logs, and how they are kept."""
