"""The app's one style sheet (``style.qss`` beside this module) and the two ways a
widget takes a look from it: a ``role`` property, and a property changed at run time
followed by a re-polish (Qt reads property selectors only when a widget is polished)."""

from __future__ import annotations

from importlib import resources
from typing import TypeVar

from PySide6.QtWidgets import QApplication, QWidget

STYLE_FILE = "style.qss"
W = TypeVar("W", bound=QWidget)


def style_sheet() -> str:
    return resources.files(__package__).joinpath(STYLE_FILE).read_text(encoding="utf-8")


def load_style_sheet(app: QApplication) -> None:
    """Give the whole app the style sheet; the only ``setStyleSheet`` of the GUI."""
    app.setStyleSheet(style_sheet())


def set_role(widget: W, role: str) -> W:
    """The look of ``[role="..."]`` in style.qss (set before the widget is shown)."""
    widget.setProperty("role", role)
    return widget


def restyle(widget: QWidget, **properties: object) -> None:
    """Change properties the style sheet selects on (``[state="wrong"]``) and redraw."""
    for name, value in properties.items():
        widget.setProperty(name, value)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()
