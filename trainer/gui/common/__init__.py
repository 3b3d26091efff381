"""What every screen shares: backgrounds, card art, files and folders, preferences, the crash log."""
