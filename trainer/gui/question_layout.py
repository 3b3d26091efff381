"""What the drill and the exam screens lay out alike around a question: the table on the
left beside the answer side on the right, and the line of key hints under the answer."""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtWidgets import QLabel, QSplitter, QWidget

SIDE_MIN_WIDTH = 400


def table_split(table: QWidget, side: QWidget) -> QSplitter:
    """The table (3 parts of the width) beside the answer side (2 parts, never narrower than SIDE_MIN_WIDTH)."""
    side.setMinimumWidth(SIDE_MIN_WIDTH)
    split = QSplitter()
    split.addWidget(table)
    split.addWidget(side)
    split.setStretchFactor(0, 3)
    split.setStretchFactor(1, 2)
    return split


SIDE_SHARE = 0.38  # of the width, when a session starts: room for a row of three amounts


def share_width(split: QSplitter) -> None:
    """Give the answer side its share of the splitter's width (at least SIDE_MIN_WIDTH)."""
    total = max(split.width(), 1000)
    side = max(SIDE_MIN_WIDTH, round(total * SIDE_SHARE))
    split.setSizes([total - side, side])


class KeyHints(QLabel):
    """The keys that work now, in a grey wrapped line: **Enter** submit · **N** next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet("color: #9aa5b1;")

    def set_keys(self, keys: Iterable[tuple[str, str]]) -> None:
        """``keys``: (key, what it does) pairs, translated."""
        self.setText(" · ".join(f"<b>{html.escape(k)}</b> {html.escape(v)}" for k, v in keys))
