"""PySide6 user interface: the table view and the screens (STYLE.md)."""
