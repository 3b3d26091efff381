"""Run the table's screens: the setup page, the hand played step by step, its summary."""
